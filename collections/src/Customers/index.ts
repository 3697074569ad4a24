/**
 * `customers`: visitors who signed up on the site (docs/decisions/0074), apart from staff
 * (`users`). Payload's own auth: email and password, the address verified before the first
 * sign-in (`verify`), password reset tokens, and a revocable session per sign-in (`useSessions`:
 * sign out this device, or all with `allSessions`). Sign-in attempts are limited per account and
 * address as the staff's are (auth/signInLimits.ts), not by Payload's per-account lock.
 *
 * Access: a customer reads, changes and deletes only their own account, and may change only their
 * name, avatar URL and password (their email only through support for now; the uploaded `avatar`
 * through its endpoints, avatars.ts, docs/decisions/0131); admins read, change and
 * delete any; sales read them (who signed up is a lead); editors and the service account nothing.
 * Nobody creates accounts over REST but admins: the site's sign-up goes through a CMS endpoint that
 * applies its limits and queues the verification mail (endpoints.ts: `sign-up`, `forgot`); Payload's
 * own `forgot-password`, `unlock` and `first-register` are closed (docs/decisions/0091). A
 * customer never opens the admin. Every password set keeps the contract's rule (`passwordProblem`:
 * 8 to 128 characters, not easy to guess; docs/decisions/0094).
 *
 * `CUSTOMER_SESSION_SECONDS`: a session's lifetime without use (the site refreshes it on use).
 */
// The contract's password rule needs its strength estimator (docs/decisions/0094).
import '@aivis/contract/passwordStrength'
import { passwordProblem, profileSchema } from '@aivis/contract'
import {
  ValidationError,
  type Access,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'
import { customerIdOf } from '../access/customer'
import { hasRole } from '../access/roles'
import { CUSTOMER_RESET_REFUSED, serverSideOnly } from '../access/builtInRoutes'
import { AVATARS, avatarEndpoints } from './avatars'
import { claimEndpoints } from './claim'
import { deleteAccountEndpoints } from './deleteAccount'
import { customerEndpoints } from './endpoints'
import { clearLoginCount, limitLogin } from '../auth/signInLimits'
import { leadHooks } from '../hooks/presets'
import { customerProspectFields } from '../shared/prospect'

/** Seconds a customer's session lasts without being refreshed: 14 days. */
export const CUSTOMER_SESSION_SECONDS = 14 * 86_400

/** The customer's own document; for staff, whether they hold one of `roles`. */
const selfOr =
  (...roles: Parameters<typeof hasRole>[1][]): Access =>
  ({ req }) => {
    const id = customerIdOf(req)
    if (id !== undefined) return { id: { equals: id } }
    return hasRole(req, ...roles)
  }

/** The 400 for a password that breaks the contract's rule, or nothing. */
function checkPassword(password: unknown, req: PayloadRequest): void {
  if (typeof password !== 'string') return
  const message = passwordProblem(password)
  if (message)
    throw new ValidationError({
      collection: 'customers',
      errors: [{ path: 'password', message }],
      req,
    })
}

/** Every new password keeps the contract's rule (`passwordProblem`), whoever sets it. */
const passwordRule: CollectionBeforeValidateHook = ({ data, req }) => {
  checkPassword((data as { password?: unknown } | undefined)?.password, req)
  return data
}

/** Payload's reset-password sets the password without validating the document: checked here. */
const resetPasswordRule: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword')
    checkPassword((args as { data?: { password?: unknown } }).data?.password, req)
  return args
}

/** Fields only admins change (a customer's own update may not touch them). */
const adminOnly: FieldAccess = ({ req }) => hasRole(req, 'admin')

export const Customers: CollectionConfig = {
  slug: 'customers',
  auth: {
    verify: true,
    useSessions: true,
    tokenExpiration: CUSTOMER_SESSION_SECONDS,
    // Payload's per-account lock told which accounts exist: limited like staff sign-ins instead.
    maxLoginAttempts: 0,
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', '_verified', 'createdAt'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: {
    // Customers use the site, never the admin.
    admin: () => false,
    read: selfOr('admin', 'sales'),
    create: ({ req }) => hasRole(req, 'admin'),
    update: selfOr('admin'),
    delete: selfOr('admin'),
    unlock: ({ req }) => hasRole(req, 'admin'),
  },
  endpoints: [
    ...customerEndpoints,
    ...claimEndpoints,
    ...deleteAccountEndpoints,
    ...avatarEndpoints,
  ],
  hooks: {
    beforeValidate: [passwordRule],
    // Payload's own forgot-password and unlock are closed; the site's `forgot` endpoint is the way
    // (docs/decisions/0091).
    beforeOperation: [limitLogin, resetPasswordRule, serverSideOnly(CUSTOMER_RESET_REFUSED)],
    afterOperation: [clearLoginCount],
    // Linked with the same person's leads on sign-up (docs/decisions/0126); then the write log.
    ...leadHooks,
  },
  fields: [
    // Payload's email field, changed only by admins for now (a new address needs verifying).
    { name: 'email', type: 'email', required: true, unique: true, access: { update: adminOnly } },
    {
      name: 'name',
      type: 'text',
      maxLength: 120,
      // The settings' profile form checks the same schema (docs/decisions/0131).
      validate: (value: unknown) => {
        const parsed = profileSchema.shape.name.safeParse(value ?? '')
        return parsed.success || parsed.error.issues[0].message
      },
    },
    {
      // The image the customer uploaded (avatars.ts: set and removed by its own endpoints).
      name: 'avatar',
      type: 'upload',
      relationTo: AVATARS,
      access: { update: adminOnly },
      admin: { description: 'The image the customer uploaded; shown in the site header' },
    },
    {
      name: 'avatar_url',
      label: 'Avatar URL',
      type: 'text',
      maxLength: 2000,
      admin: { description: 'An https image shown in the site header (spec §2)' },
      validate: (value: unknown) =>
        value == null || value === '' || /^https:\/\/\S+$/.test(String(value))
          ? true
          : 'The avatar must be an https address.',
    },
    // What else this person did, newest first (docs/decisions/0126): for admin and sales only.
    ...customerProspectFields(),
  ],
}
