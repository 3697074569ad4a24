import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff who may change public content: `admin` and `editor`. */
export const isContentEditor: Access = ({ req }) => hasRole(req, 'admin', 'editor')
