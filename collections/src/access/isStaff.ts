import type { Access } from 'payload'
import { hasRole } from './roles'

/** Any logged-in staff member (`admin`, `editor`, `sales`); never the service account. */
export const isStaff: Access = ({ req }) => hasRole(req, 'admin', 'editor', 'sales')
