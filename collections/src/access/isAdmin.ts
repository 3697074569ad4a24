import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Staff with the `admin` role. */
export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')

/** Field-level variant of {@link isAdmin} (e.g. only admins change roles). */
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')
