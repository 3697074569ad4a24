/**
 * For the CMS tests that run Payload in-process:
 * - `startPayload(dir, env?, settings?)`: the real config on a fresh SQLite file in `dir` (or the
 *   empty database named by CMS_TEST_DATABASE_URI), uploads in `dir/media`; `env` sets further
 *   variables first (CMS_API_KEY…). The content model's settings are the ones payload.config gives
 *   its `contentModel` plugin from that environment, with no site purge, and `settings` over them
 *   (e.g. `{ purge: { url, secret } }` to receive the purges), set in the built config's
 *   `custom.aivis` where the hooks read them. Committed migrations and the seed run at init.
 *   Resolves `{ payload, config }`; destroy the Payload after.
 * - `staffRequest(payload, roles, email)`: a Local API request of a new staff user with `roles`,
 *   for calls made with that user's access (`overrideAccess: false`).
 */
import path from 'node:path'
import type { Payload, PayloadRequest, SanitizedConfig } from 'payload'
import type { ContentModelSettings } from '@aivis/collections'

export async function startPayload(
  dir: string,
  env: Record<string, string> = {},
  settings: Partial<ContentModelSettings> = {},
): Promise<{ payload: Payload; config: SanitizedConfig }> {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.WEB_PURGE_URL = 'off'
  Object.assign(process.env, env)
  const { getPayload } = await import('payload')
  const { checkedSettings, settingsOf } = await import('@aivis/collections/settings')
  const config = await (await import('../src/payload.config')).default
  const current = settingsOf({ config })
  Object.assign(current, checkedSettings({ ...current, ...settings }))
  return { payload: await getPayload({ config }), config }
}

export async function staffRequest(
  payload: Payload,
  roles: string[],
  email: string,
): Promise<PayloadRequest> {
  const { createLocalReq } = await import('payload')
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'password-1234', roles } as never,
  })
  return createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
}
