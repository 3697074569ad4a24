/**
 * Site configuration: the only module of `web/` that reads `process.env`. Validated once with zod;
 * empty strings count as unset; with no `.env` the development defaults apply. The variables and
 * their defaults are listed in the repository's `.env.example`.
 *
 * `loadConfig(env?)` → WebConfig, whose `built` says to serve `dist/` (NODE_ENV=production, after
 * `vike build`) rather than Vite's dev middleware, and `production` says this is the production
 * deployment (APP_ENV=production, docs/decisions/0007). Throws `Error('Invalid web configuration:
 * ...')` naming each bad variable, never its value; with APP_ENV=production the development
 * secrets (FUNCTIONS_PROXY_SECRET, CMS_PURGE_SECRET, CMS_SITE_KEY) are refused (docs/decisions/0024,
 * 0039).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** The repository's root: relative file paths of the configuration are resolved from it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Development default of FUNCTIONS_PROXY_SECRET (the audit service's too), sent with each forwarded
 * function call to vouch for its `x-client-ip`; refused with APP_ENV=production (decision 0024).
 */
export const DEV_FUNCTIONS_PROXY_SECRET = 'dev-functions-proxy-secret-00000000000000'

/** Development default of CMS_PURGE_SECRET (the CMS's too); refused with APP_ENV=production. */
export const DEV_CMS_PURGE_SECRET = 'dev-cms-purge-secret'

/**
 * Development default of CMS_SITE_KEY (the CMS's too), the key the site's server sends the CMS in
 * `x-site-key` (docs/decisions/0074, 0039); refused with APP_ENV=production.
 */
export const DEV_CMS_SITE_KEY = 'dev-cms-site-key'

const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address both ports bind: loopback unless told otherwise (docs/decisions/0065). */
  LISTEN_HOST: z.string().default('127.0.0.1'),
  /** A second port for /_internal/* only (the CMS's purge calls); unset: they are served on PORT. */
  INTERNAL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SITE_URL: url.default('http://localhost:3000'),
  CMS_URL: url.default('http://localhost:3001'),
  /** The CMS admin's public origin (live preview talks to it); default CMS_URL. */
  CMS_PUBLIC_URL: url.optional(),
  AUDIT_SERVICE_URL: url.default('http://localhost:3002'),
  CMS_PURGE_SECRET: z.string().default(DEV_CMS_PURGE_SECRET),
  CMS_SITE_KEY: z.string().default(DEV_CMS_SITE_KEY),
  CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(2000),
  FUNCTIONS_PROXY_SECRET: z.string().min(32).default(DEV_FUNCTIONS_PROXY_SECRET),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  HTML_CACHE_MB: z.coerce.number().min(0).max(4096).optional(),
  HTML_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Redis shared by the site's instances: a CMS purge reaches all of them (docs/decisions/0066). */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, hostname: /./, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** The site's lead outbox (server/leadOutbox.server.ts, docs/decisions/0096). */
  SITE_OUTBOX_DB: z.string().default('data/outbox/site-leads.db'),
})

export type WebConfig = ReturnType<typeof loadConfig>

/**
 * What APP_ENV=production refuses (docs/decisions/0039): a development secret or one shorter than
 * 32 characters, and a public site URL that is not https. Names and reasons, never values.
 */
function productionProblems(e: z.infer<typeof schema>): string[] {
  const problems: string[] = []
  const secret = (name: string, value: string, dev: string, shared: string) => {
    if (value === dev || value.length < 32)
      problems.push(
        `${name}: set a secret of at least 32 characters, the same for ${shared}; the development one is refused when APP_ENV=production`,
      )
  }
  secret(
    'FUNCTIONS_PROXY_SECRET',
    e.FUNCTIONS_PROXY_SECRET,
    DEV_FUNCTIONS_PROXY_SECRET,
    'the audit service',
  )
  secret('CMS_PURGE_SECRET', e.CMS_PURGE_SECRET, DEV_CMS_PURGE_SECRET, 'the CMS')
  secret('CMS_SITE_KEY', e.CMS_SITE_KEY, DEV_CMS_SITE_KEY, 'the CMS')
  if (!e.SITE_URL.startsWith('https://'))
    problems.push('SITE_URL: the public site must be served over https:// when APP_ENV=production')
  return problems
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty (or blank) values count as unset: `.env.example` leaves optional keys empty.
  const present = Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  )
  const parsed = schema.safeParse(present)
  // Names and reasons only: values may be secrets.
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  if (parsed.success && parsed.data.APP_ENV === 'production')
    problems.push(...productionProblems(parsed.data))
  if (!parsed.success || problems.length) {
    throw new Error(`Invalid web configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    /**
     * LISTEN_HOST: the address PORT and INTERNAL_PORT bind, default 127.0.0.1 (loopback: a
     * development machine does not serve its network); the image sets 0.0.0.0 (decision 0065).
     */
    host: e.LISTEN_HOST,
    /** INTERNAL_PORT: where /_internal/cms-purge answers (and only there), or undefined. */
    internalPort: e.INTERNAL_PORT,
    appEnv: e.APP_ENV,
    /** Serve the built site (`dist/`) rather than Vite's dev middleware: NODE_ENV=production. */
    built: e.NODE_ENV === 'production',
    /** The production deployment: APP_ENV=production (docs/decisions/0007). */
    production: e.APP_ENV === 'production',
    /** The site's public origin, for canonical URLs, the sitemap and structured data (no trailing '/'). */
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    cms: {
      url: e.CMS_URL.replace(/\/$/, ''),
      /** The admin's origin as browsers see it: live preview accepts messages only from it. */
      publicOrigin: new URL(e.CMS_PUBLIC_URL ?? e.CMS_URL).origin,
      /** How long a CMS answer is reused, in ms; a purge empties the cache at once. */
      cacheTtlMs: e.CMS_CACHE_TTL_MS,
      /** `x-purge-secret` the CMS sends to POST /_internal/cms-purge. */
      purgeSecret: e.CMS_PURGE_SECRET,
      /**
       * CMS_SITE_KEY: `x-site-key` the site's server sends the CMS, vouching for its visitor's
       * address and reading shared audits (docs/decisions/0074, 0078).
       */
      siteKey: e.CMS_SITE_KEY,
    },
    auditService: {
      url: e.AUDIT_SERVICE_URL,
      /** Sent as `x-proxy-secret` with every forwarded function call (decision 0024). */
      proxySecret: e.FUNCTIONS_PROXY_SECRET,
    },
    /**
     * Reverse proxies in front of the site (a load balancer, a TLS terminator) whose
     * `X-Forwarded-For` entries are trusted, counted from the right; 0: the client IP is the
     * socket's address (decision 0024).
     */
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    /**
     * Rendered-HTML cache (docs/decisions/0026): at most `maxBytes` (HTML_CACHE_MB; default 32 MB
     * when serving the build, off under Vite's dev server so code edits show), each page for at
     * most `ttlMs`; every CMS purge empties it.
     */
    htmlCache: {
      maxBytes: Math.round((e.HTML_CACHE_MB ?? (e.NODE_ENV === 'production' ? 32 : 0)) * 2 ** 20),
      ttlMs: e.HTML_CACHE_TTL_MS,
    },
    /**
     * REDIS_URL (redis:// or rediss://), or null: with it every CMS purge one instance accepts is
     * published to the other instances of the site (web/server/purgeBus.server.ts, decision 0066);
     * without it a purge empties only the instance the CMS called.
     */
    redisUrl: e.REDIS_URL ?? null,
    /**
     * SITE_OUTBOX_DB (a file; relative to the repository's root): where contact inquiries and
     * newsletter signups are kept while the audit service cannot take them, until they are
     * forwarded (server/leadOutbox.server.ts, docs/decisions/0096). Keep it on a volume that
     * outlives the process; `:memory:` keeps nothing across a restart (tests only).
     */
    leadOutboxFile:
      e.SITE_OUTBOX_DB === ':memory:' ? ':memory:' : path.resolve(repoRoot, e.SITE_OUTBOX_DB),
  }
}
