/**
 * CMS configuration, validated with zod. `loadEnv(env = process.env)` is pure apart from that default;
 * `payload.config.ts` calls it once, and it is the only place `cms/` reads `process.env`. Every
 * variable, its default and its meaning are listed in `.env.example`.
 *
 * Blank values count as unset (`.env.example` leaves optional keys empty). A relative SQLite path
 * (`file:./data/cms.db`) is resolved against the repository root; `dbKind` is the database chosen by
 * the scheme of DATABASE_URI (docs/decisions/0009). `WEB_PURGE_URL=off` turns the site-cache purge
 * off (`WEB_PURGE_URL` is then null). With `APP_ENV=production` (the only definition of production,
 * docs/decisions/0007) the development secrets (PAYLOAD_SECRET, CMS_ADMIN_PASSWORD, CMS_API_KEY,
 * CMS_PURGE_SECRET, CMS_SITE_KEY) are refused.
 *
 * Throws `Error('Invalid CMS configuration: ...')` naming each bad variable and why, never its value.
 * `exitOnInvalidConfig()` (called when the server starts, src/instrumentation.ts) turns that into
 * an exit with status 1 (docs/decisions/0063).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { siteTimeZoneSchema } from '@aivis/contract'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Development defaults; the secrets among them are refused with APP_ENV=production. */
export const DEV_DEFAULTS = {
  PAYLOAD_SECRET: 'dev-payload-secret-change-me-0123456789abcdef',
  CMS_ADMIN_EMAIL: 'admin@example.com',
  CMS_ADMIN_PASSWORD: 'admin-password-change-me',
  CMS_API_KEY: 'dev-audit-service-api-key-0000000000000000',
  CMS_PURGE_SECRET: 'dev-cms-purge-secret',
  CMS_SITE_KEY: 'dev-cms-site-key',
} as const

const schema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URI: z
      .string()
      .default(`file:${path.join(repoRoot, 'data', 'cms.db')}`)
      .refine((v) => /^(file:|mongodb(\+srv)?:\/\/|postgres(ql)?:\/\/)/.test(v), {
        message:
          'DATABASE_URI must start with file: (SQLite), mongodb:// (MongoDB) or postgres:// (Postgres)',
      }),
    PAYLOAD_SECRET: z
      .string()
      .min(16, 'PAYLOAD_SECRET must be at least 16 characters')
      .default(DEV_DEFAULTS.PAYLOAD_SECRET),
    CMS_PUBLIC_URL: z.url().default('http://localhost:3001'),
    CMS_ADMIN_EMAIL: z.email().default(DEV_DEFAULTS.CMS_ADMIN_EMAIL),
    CMS_ADMIN_PASSWORD: z
      .string()
      .min(8, 'CMS_ADMIN_PASSWORD must be at least 8 characters')
      .default(DEV_DEFAULTS.CMS_ADMIN_PASSWORD),
    CMS_SERVICE_EMAIL: z.email().default('audit-service@example.com'),
    CMS_API_KEY: z
      .string()
      .min(24, 'CMS_API_KEY must be at least 24 characters')
      .default(DEV_DEFAULTS.CMS_API_KEY),
    WEB_PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Where the site's cache-purge endpoint is; 'off' turns purging off (null). */
    WEB_PURGE_URL: z
      .union([z.url(), z.literal('off')])
      .default('http://localhost:3000/_internal/cms-purge')
      .transform((v) => (v === 'off' ? null : v)),
    CMS_PURGE_SECRET: z.string().min(8).default(DEV_DEFAULTS.CMS_PURGE_SECRET),
    /**
     * The key the site's server sends in `x-site-key` (the site's CMS_SITE_KEY): its requests then
     * carry their visitor's address (docs/decisions/0074) and may read shared audits (0078).
     */
    CMS_SITE_KEY: z.string().min(8).default(DEV_DEFAULTS.CMS_SITE_KEY),
    /** The audit service, where customer-account mails are queued (docs/decisions/0074). */
    AUDIT_SERVICE_URL: z.url().default('http://localhost:3002'),
    /** Where uploaded media files are kept (relative paths are from the repository root). */
    MEDIA_DIR: z.string().default(path.join(repoRoot, 'data', 'media')),
    /**
     * How many proxies of ours stand in front of the CMS (docs/decisions/0063): 0 (default) uses
     * the TCP peer's address for the sign-in limit; n uses the n-th X-Forwarded-For entry from
     * the right.
     */
    CMS_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * How often (seconds, a divisor of 60) the CMS publishes what was scheduled to go live
     * (docs/decisions/0088): a scheduled price goes live at most this long after its time.
     */
    PUBLISH_CHECK_SECONDS: z.coerce
      .number()
      .int()
      .refine((n) => [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].includes(n), {
        message: 'PUBLISH_CHECK_SECONDS must divide 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30',
      })
      .default(10),
    /**
     * The site's time zone, an IANA name (decision 0129): the admin's default zone (the schedule
     * drawer of an offer's price). The audit service reads the same variable for its sales mails.
     */
    SITE_TIME_ZONE: siteTimeZoneSchema,
    /** Set to 'true' by the payload CLI while it runs migration commands. */
    PAYLOAD_MIGRATING: z.stringbool().default(false),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'production') return
    // Production (docs/decisions/0045): no development value, secrets of 32+ characters, an admin
    // password of 12+, and https public addresses.
    const minimum = {
      PAYLOAD_SECRET: 32,
      CMS_API_KEY: 32,
      CMS_PURGE_SECRET: 32,
      CMS_SITE_KEY: 32,
      CMS_ADMIN_PASSWORD: 12,
    } as const
    for (const key of Object.keys(minimum) as (keyof typeof minimum)[]) {
      if (env[key] === DEV_DEFAULTS[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set in production` })
      else if (env[key].length < minimum[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} must be at least ${minimum[key]} characters in production`,
        })
    }
    for (const key of ['CMS_PUBLIC_URL', 'WEB_PUBLIC_URL'] as const)
      if (!env[key].startsWith('https://'))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} must be an https:// address in production`,
        })
  })

/** The validated CMS settings (see module doc); `dbKind` is 'sqlite' | 'mongodb' | 'postgres'. */
export type CmsEnv = ReturnType<typeof loadEnv>

/** See module doc. Throws when a variable is invalid, naming it but not its value. */
export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  )
  const parsed = schema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid CMS configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const file = env.DATABASE_URI.match(/^file:(?!\/)(.*)$/)
  if (file) env.DATABASE_URI = `file:${path.resolve(repoRoot, file[1])}`
  const dbKind = env.DATABASE_URI.startsWith('file:')
    ? 'sqlite'
    : env.DATABASE_URI.startsWith('mongodb')
      ? 'mongodb'
      : 'postgres'
  const mediaDir = path.resolve(repoRoot, env.MEDIA_DIR)
  return { ...env, dbKind: dbKind as 'sqlite' | 'mongodb' | 'postgres', repoRoot, mediaDir }
}

/**
 * Validates the configuration at server start (docs/decisions/0063): when `load` throws, writes
 * its message (which names each bad variable, never a value) with `log` and calls `exit(1)`, so
 * a refused production configuration stops the CMS instead of leaving it up and answering 500.
 * Returns the settings when they are valid.
 */
export function exitOnInvalidConfig(
  load: () => CmsEnv = () => loadEnv(),
  exit: (code: number) => never = (code) => process.exit(code),
  log: (message: string) => void = (message) => console.error(message),
): CmsEnv {
  try {
    return load()
  } catch (err) {
    log(`${(err as Error).message}\nThe CMS is not started.`)
    return exit(1)
  }
}
