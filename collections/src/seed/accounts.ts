/**
 * The accounts the CMS needs at every start, provisioned beside the content seed (index.ts) and
 * idempotent like it; the reasons are in
 * docs/decisions/0037-accounts-provisioned-at-start-apart-from-seed.md.
 *
 * - `ensureDevAdmin`: the admin `adminEmail` / `adminPassword` is created when no user has that
 *   email (outside production the development admin of `.env.example`; production refuses that
 *   password, cms/src/env.ts). In production an existing admin still opened by the development
 *   password gets `adminPassword` instead.
 * - `ensureServiceAccount`: the audit service's account (`serviceEmail`, role `service`) is created
 *   or updated so that its API key equals `serviceApiKey` (a new key replaces the old one); its
 *   password is random and replaced at every start, so it signs in by API key only.
 *
 * Writes use the Local API with `overrideAccess` and the seed's context (no site-cache purge).
 * Errors from Payload propagate (the CMS start fails).
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { seedContext as context } from './context'

/** Who to provision; the CMS passes its settings (cms/src/payload.config.ts). */
export interface AccountOptions {
  adminEmail: string
  adminPassword: string
  /**
   * The development admin password: in production (`production: true`), an admin account still
   * opened by it gets `adminPassword` instead (docs/decisions/0037).
   */
  devAdminPassword?: string
  production?: boolean
  serviceEmail: string
  serviceApiKey: string
}

/** What `ensureServiceAccount` did: created the account, set a new API key, or neither. */
export type ServiceAccountChange = 'created' | 'updated' | 'unchanged'

/**
 * Creates the admin `opts.adminEmail` (role `admin`, name 'Admin') when no user has that email;
 * in production replaces a leftover development password (see module doc), logging it to `log`.
 * Returns true when the account was created.
 */
export async function ensureDevAdmin(
  payload: Payload,
  opts: AccountOptions,
  log: (msg: string) => void,
): Promise<boolean> {
  const admins = await payload.find({
    collection: 'users',
    where: { email: { equals: opts.adminEmail.toLowerCase() } },
    limit: 1,
    overrideAccess: true,
  })
  if (admins.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: {
        email: opts.adminEmail,
        password: opts.adminPassword,
        name: 'Admin',
        roles: ['admin'],
      } as never,
      overrideAccess: true,
      context,
    })
    return true
  }
  if (opts.production && opts.devAdminPassword)
    await replaceDevPassword(payload, admins.docs[0].id, opts, log)
  return false
}

/**
 * Production must not keep the development password of an admin made before the switch: when
 * signing in as `opts.adminEmail` with `opts.devAdminPassword` succeeds, user `id` gets
 * `opts.adminPassword`.
 */
async function replaceDevPassword(
  payload: Payload,
  id: string | number,
  opts: AccountOptions,
  log: (msg: string) => void,
): Promise<void> {
  const stillDev = await payload
    .login({
      collection: 'users',
      data: { email: opts.adminEmail, password: opts.devAdminPassword! },
      overrideAccess: true,
    })
    .then(
      () => true,
      () => false,
    )
  if (!stillDev) return
  await payload.update({
    collection: 'users',
    id,
    data: { password: opts.adminPassword } as never,
    overrideAccess: true,
    context,
  })
  log('Seed: the admin still had the development password; it is now CMS_ADMIN_PASSWORD')
}

/**
 * True when user `id` holds API key `key`. Payload stores keys encrypted and looks them up by an
 * HMAC-SHA256 index keyed with the secret (payload/dist/auth/strategies/apiKey.js); this asks the same.
 */
async function hasApiKey(payload: Payload, id: string | number, key: string): Promise<boolean> {
  const apiKeyIndex = createHmac('sha256', payload.secret).update(key).digest('hex')
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { apiKeyIndex: { equals: apiKeyIndex } }] },
    overrideAccess: true,
  })
  return totalDocs === 1
}

/**
 * A password nobody knows (32 random bytes, base64url): the service account signs in by API key
 * only, so its password is never derived from the key and is replaced at every start
 * (docs/decisions/0037; password sign-ins of the account are refused anyway: auth/signInLimits.ts).
 */
const unusablePassword = () => randomBytes(32).toString('base64url')

/**
 * Creates the audit service's account (role `service`, name 'Audit service') with API key
 * `opts.serviceApiKey`, or, when it exists, sets that key if the account holds another one (the
 * old key stops working at once) and gives it a new random password either way.
 */
export async function ensureServiceAccount(
  payload: Payload,
  opts: AccountOptions,
): Promise<ServiceAccountChange> {
  const service = await payload.find({
    collection: 'users',
    where: { email: { equals: opts.serviceEmail.toLowerCase() } },
    limit: 1,
    overrideAccess: true,
  })
  const serviceData = {
    enableAPIKey: true,
    apiKey: opts.serviceApiKey,
    roles: ['service'],
    name: 'Audit service',
  }
  if (service.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: opts.serviceEmail, password: unusablePassword(), ...serviceData } as never,
      overrideAccess: true,
      context,
    })
    return 'created'
  }
  const rotated = !(await hasApiKey(payload, service.docs[0].id, opts.serviceApiKey))
  await payload.update({
    collection: 'users',
    id: service.docs[0].id,
    data: { ...(rotated ? serviceData : {}), password: unusablePassword() } as never,
    overrideAccess: true,
    context,
  })
  return rotated ? 'updated' : 'unchanged'
}
