import type { Access } from 'payload'
import { hasRole } from './roles'

/**
 * Who may create leads: staff (`admin`, `sales`) and the `service` account whose API key the
 * audit-service uses. Anonymous requests are refused.
 */
export const isLeadWriter: Access = ({ req }) => hasRole(req, 'admin', 'sales', 'service')
