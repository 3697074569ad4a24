/**
 * Site configuration: the only module of `web/` that reads `process.env`. Validated once with zod;
 * empty strings count as unset; with no `.env` the development defaults apply.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | NODE_ENV | development | `production` serves `dist/` (after `vike build`); else Vite dev middleware |
 * | PORT | 3000 | HTTP port of the site |
 * | CMS_URL | http://localhost:3001 | Payload CMS; content is read from `{CMS_URL}/api/...` |
 * | CMS_CACHE_TTL_MS | 2000 | how long CMS answers are reused (ms); purges empty the cache at once |
 * | CMS_PURGE_SECRET | dev-cms-purge-secret | `x-purge-secret` the CMS sends to POST /_internal/cms-purge |
 * | AUDIT_SERVICE_URL | http://localhost:3002 | target of `/functions/v1/*` |
 *
 * `loadConfig(env?)` → WebConfig; throws `Error('Invalid web configuration: ...')` naming each bad
 * variable.
 */
import { z } from 'zod'

const str = (d: string) => z.preprocess((v) => (v === '' ? undefined : v), z.string().default(d))

const schema = z.object({
  NODE_ENV: str('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CMS_URL: str('http://localhost:3001').pipe(z.url()),
  AUDIT_SERVICE_URL: str('http://localhost:3002').pipe(z.url()),
  CMS_PURGE_SECRET: str('dev-cms-purge-secret'),
  CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(2000),
})

export type WebConfig = z.infer<typeof schema> & { production: boolean }

export function loadConfig(env: Record<string, string | undefined> = process.env): WebConfig {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    throw new Error(`Invalid web configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`)
  }
  return { ...parsed.data, CMS_URL: parsed.data.CMS_URL.replace(/\/$/, ''), production: parsed.data.NODE_ENV === 'production' }
}
