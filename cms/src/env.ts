/**
 * CMS configuration: the only module of `cms/` that reads `process.env`. Validated once, at import.
 *
 * With no `.env`, development defaults apply (documented in `.env.example`). With
 * `APP_ENV=production`, the dev secrets (PAYLOAD_SECRET, CMS_ADMIN_PASSWORD, CMS_API_KEY, CMS_PURGE_SECRET) must be
 * set to real values, or start-up fails with a message naming each one.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const DEV_DEFAULTS = {
  PAYLOAD_SECRET: 'dev-payload-secret-change-me-0123456789abcdef',
  CMS_ADMIN_EMAIL: 'admin@example.com',
  CMS_ADMIN_PASSWORD: 'admin-password-change-me',
  CMS_API_KEY: 'dev-audit-service-api-key-0000000000000000',
  CMS_PURGE_SECRET: 'dev-cms-purge-secret',
} as const

const schema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URI: z
      .string()
      .default(`file:${path.join(repoRoot, 'data', 'cms.db')}`)
      .refine((v) => /^(file:|mongodb(\+srv)?:\/\/|postgres(ql)?:\/\/)/.test(v), {
        message: 'DATABASE_URI must start with file: (SQLite), mongodb:// (MongoDB) or postgres:// (Postgres)',
      }),
    PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').default(DEV_DEFAULTS.PAYLOAD_SECRET),
    CMS_PUBLIC_URL: z.url().default('http://localhost:3001'),
    CMS_ADMIN_EMAIL: z.email().default(DEV_DEFAULTS.CMS_ADMIN_EMAIL),
    CMS_ADMIN_PASSWORD: z.string().min(8, 'CMS_ADMIN_PASSWORD must be at least 8 characters').default(DEV_DEFAULTS.CMS_ADMIN_PASSWORD),
    CMS_SERVICE_EMAIL: z.email().default('audit-service@example.com'),
    CMS_API_KEY: z.string().min(24, 'CMS_API_KEY must be at least 24 characters').default(DEV_DEFAULTS.CMS_API_KEY),
    WEB_PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Where the site's cache-purge endpoint is; empty string turns purging off. */
    WEB_PURGE_URL: z.union([z.url(), z.literal('')]).default('http://localhost:3000/_internal/cms-purge'),
    CMS_PURGE_SECRET: z.string().min(8).default(DEV_DEFAULTS.CMS_PURGE_SECRET),
    /** Set to 'true' by the payload CLI while it runs migration commands. */
    PAYLOAD_MIGRATING: z.stringbool().default(false),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'production') return
    for (const key of ['PAYLOAD_SECRET', 'CMS_ADMIN_PASSWORD', 'CMS_API_KEY', 'CMS_PURGE_SECRET'] as const) {
      if (env[key] === DEV_DEFAULTS[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set in production` })
    }
  })

function load() {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid CMS configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  // A relative SQLite path (file:./data/cms.db) is relative to the repository root, whatever the cwd.
  const file = env.DATABASE_URI.match(/^file:(?!\/)(.*)$/)
  if (file) env.DATABASE_URI = `file:${path.resolve(repoRoot, file[1])}`
  const dbKind = env.DATABASE_URI.startsWith('file:') ? 'sqlite' : env.DATABASE_URI.startsWith('mongodb') ? 'mongodb' : 'postgres'
  return { ...env, dbKind: dbKind as 'sqlite' | 'mongodb' | 'postgres', repoRoot }
}

export const env = load()
