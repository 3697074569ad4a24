import type { Access } from 'payload'
import { hasRole } from './roles'

/** Who may read and work leads (audits, inquiries, subscribers, profiles): `admin` and `sales`. */
export const isLeadReader: Access = ({ req }) => hasRole(req, 'admin', 'sales')
