import type { Access } from 'payload'
import { isStaffRequest } from './roles'

/**
 * Signed-in staff (`admin`, `editor`, `sales`), never the service account nor anonymous visitors.
 * Used for drafts' version history and the admin's document locks (docs/decisions/0045).
 */
export const isStaff: Access = ({ req }) => isStaffRequest(req)
