/** Access rules, one small named function per file (Payload website-template habit). */
export { anyone } from './anyone'
export { customerIdOf } from './customer'
export { isAdmin, isAdminField } from './isAdmin'
export { isContentEditor } from './isContentEditor'
export { isLeadReader } from './isLeadReader'
export { isLeadReaderOrService, isLeadReaderOrServiceQuery } from './isLeadReaderOrService'
export { isLeadWriter } from './isLeadWriter'
export { isStaff } from './isStaff'
export { publishedOrStaff } from './publishedOrStaff'
export { editorialContent, leadAccess, publicContent, serviceUpdatedLeadAccess } from './presets'
export { selfOrAdmin } from './selfOrAdmin'
export { usersReadable } from './usersReadable'
export { ROLES, STAFF_ROLES, hasRole, isStaffRequest, rolesOf, staffIdOf, type Role } from './roles'
export {
  CUSTOMER_RESET_REFUSED,
  NOTHING_SCHEDULED,
  STAFF_RESET_REFUSED,
  UNLOCK_REFUSED,
  closeUnusedRoutes,
  serverSideOnly,
} from './builtInRoutes'
export {
  PREFERENCE_VALUE_LIMIT_BYTES,
  STAFF_ONLY_PREFERENCES,
  preferenceKeyAllowed,
  preferenceValueProblem,
  staffOnlyPreferences,
} from './preferences'
