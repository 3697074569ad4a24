/**
 * Audit-service configuration: the only module of `audit-service/` that reads `process.env`. The
 * variables, their defaults and meanings are listed in the repository's `.env.example`.
 *
 * `loadConfig(env = process.env)` returns the validated settings (`Config`; blank values count as
 * unset, `production` is APP_ENV=production only, docs/decisions/0007) and throws
 * `Error('Invalid audit-service configuration: ...')` naming each bad variable and why, never its
 * value (with APP_ENV=production the development CMS_API_KEY is refused).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEV_MAIL_FROM, siteTimeZoneSchema } from '@aivis/contract'
import { z } from 'zod'
import { DEFAULT_LEAD_LIMITS, type LeadLimitSettings } from './limits/leads'
import { DEFAULT_PER_CUSTOMER_PER_DAY } from './limits'

/** Development default of CMS_API_KEY (also the CMS's); refused with APP_ENV=production (docs/decisions/0007). */
export const DEV_CMS_API_KEY = 'dev-audit-service-api-key-0000000000000000'
/** Development default of UNSUBSCRIBE_SECRET; refused with APP_ENV=production. */
export const DEV_UNSUBSCRIBE_SECRET = 'dev-unsubscribe-secret-000000000000000000'
/**
 * Development default of FUNCTIONS_PROXY_SECRET (also the site's), with which the web proxy vouches
 * for the client IP it forwards; refused with APP_ENV=production (docs/decisions/0024).
 */
export const DEV_FUNCTIONS_PROXY_SECRET = 'dev-functions-proxy-secret-00000000000000'
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const blank = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v
const optional = z.preprocess(blank, z.string().optional())
const withDefault = (d: string) => z.preprocess(blank, z.string().default(d))
const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
const optionalUrl = z.preprocess(blank, url.optional())
const urlWithDefault = (d: string) => z.preprocess(blank, url.default(d))

/**
 * SMTP servers of the development mail catcher (maildev under `npm start`, Mailpit in compose):
 * port 1025 on this machine or on compose's `mail` service. Refused with APP_ENV=production.
 */
const DEV_SMTP_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', 'mail', 'mailpit', 'maildev'])
/** True when `smtpUrl` is the development mail catcher (see DEV_SMTP_HOSTS). */
export function isDevMailCatcher(smtpUrl: string): boolean {
  const u = new URL(smtpUrl)
  return DEV_SMTP_HOSTS.has(u.hostname.toLowerCase()) && u.port === '1025'
}
/** Development default of SMTP_URL: the mail catcher `npm start` runs. */
export const DEV_SMTP_URL = 'smtp://127.0.0.1:1025'
const auditCount = z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).optional())
/** A lead or extraction limit (limits/leads.ts): requests per window, `fallback` when blank. */
const leadCount = (fallback: number) =>
  z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(fallback))

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  LISTEN_HOST: withDefault('127.0.0.1'),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  ALLOW_SIMULATED: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().optional()),
  CMS_URL: urlWithDefault('http://localhost:3001'),
  CMS_API_KEY: withDefault(DEV_CMS_API_KEY),
  OUTBOX_DB: withDefault('data/outbox/leads.db'),
  WORKER_OUTBOX_DB: withDefault('data/outbox/worker-leads.db'),
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).default(1000),
  LEAD_RETRY_MAX_MS: z.coerce.number().int().min(10).default(300_000),
  SMTP_URL: z.preprocess(
    blank,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: withDefault(DEV_MAIL_FROM),
  SALES_EMAIL: z.preprocess(blank, z.email().default('sales@visibly.example')),
  /** The site's time zone (decision 0129): times in the sales mails. */
  SITE_TIME_ZONE: siteTimeZoneSchema,
  SITE_URL: urlWithDefault('http://localhost:3000'),
  CMS_ADMIN_URL: optionalUrl,
  UNSUBSCRIBE_SECRET: z.preprocess(blank, z.string().min(32).default(DEV_UNSUBSCRIBE_SECRET)),
  AUDIT_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(45_000),
  AUDIT_WEB_SEARCH: z.preprocess(blank, z.stringbool().default(true)),
  AUDIT_SITE_ACCESS: z.preprocess(blank, z.stringbool().default(true)),
  AUDIT_CALL_RETRIES: z.coerce.number().int().min(0).max(2).default(2),
  AUDIT_VENDOR_CONCURRENCY: z.preprocess(
    blank,
    z.coerce.number().int().min(1).max(1000).optional(),
  ),
  AUDIT_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(8192).default(1024),
  AUDIT_SAMPLES: z.coerce.number().int().min(1).max(5).default(1),
  AUDIT_DEADLINE_MS: z.coerce.number().int().min(1000).max(600_000).default(100_000),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    blank,
    z.coerce.number().int().min(1000).max(900_000).optional(),
  ),
  AUDIT_BREAKER_RESET_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AUDIT_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  AUDIT_LIMIT_PER_DOMAIN_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(5),
  AUDIT_LIMIT_PER_CUSTOMER_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_PER_CUSTOMER_PER_DAY),
  AUDIT_DAILY_CALL_BUDGET: z.coerce.number().int().min(1).max(1_000_000_000).default(20_000),
  AUDIT_LIMIT_PER_24_PER_HOUR: auditCount,
  AUDIT_LIMIT_PER_24_PER_DAY: auditCount,
  AUDIT_LIMIT_PER_48_PER_HOUR: auditCount,
  AUDIT_LIMIT_PER_48_PER_DAY: auditCount,
  AUDIT_BUDGET_RESERVE_PERCENT: z.coerce.number().int().min(0).max(90).default(25),
  LEAD_LIMIT_INQUIRIES_PER_IP_PER_HOUR: leadCount(DEFAULT_LEAD_LIMITS.inquiry.perClientPerHour),
  LEAD_LIMIT_INQUIRIES_PER_EMAIL_PER_DAY: leadCount(DEFAULT_LEAD_LIMITS.inquiry.perEmailPerDay),
  LEAD_LIMIT_SIGNUPS_PER_IP_PER_HOUR: leadCount(DEFAULT_LEAD_LIMITS.signup.perClientPerHour),
  LEAD_LIMIT_SIGNUPS_PER_EMAIL_PER_DAY: leadCount(DEFAULT_LEAD_LIMITS.signup.perEmailPerDay),
  LEAD_LIMIT_RESULTS_EMAILS_PER_IP_PER_HOUR: leadCount(
    DEFAULT_LEAD_LIMITS.results.perClientPerHour,
  ),
  LEAD_LIMIT_RESULTS_EMAILS_PER_EMAIL_PER_DAY: leadCount(
    DEFAULT_LEAD_LIMITS.results.perEmailPerDay,
  ),
  LEAD_LIMIT_RESULTS_EMAILS_PER_AUDIT_PER_EMAIL_PER_DAY: leadCount(
    DEFAULT_LEAD_LIMITS.results.perAuditPerEmailPerDay,
  ),
  EXTRACT_LIMIT_PER_IP_PER_HOUR: leadCount(DEFAULT_LEAD_LIMITS.extraction.perClientPerHour),
  EXTRACT_LIMIT_PER_DOMAIN_PER_HOUR: leadCount(DEFAULT_LEAD_LIMITS.extraction.perDomainPerHour),
  LEAD_LIMIT_RECHECK_STOPS_PER_IP_PER_HOUR: leadCount(
    DEFAULT_LEAD_LIMITS.recheckStop.perClientPerHour,
  ),
  FUNCTIONS_PROXY_SECRET: z.preprocess(
    blank,
    z.string().min(32).default(DEV_FUNCTIONS_PROXY_SECRET),
  ),
  REDIS_URL: z.preprocess(
    blank,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  RECHECK_INTERVAL: z.preprocess(
    blank,
    z
      .string()
      .regex(/^(monthly|\d{1,9})$/, "must be 'monthly' or a number of seconds")
      .default('monthly'),
  ),
  RECHECK_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  AUDIT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  AUDIT_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(100),
  AUDIT_JOB_KEEP_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  AUDIT_CACHE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  AUDIT_CACHE_DB: withDefault('data/audit-cache.db'),
  AUDIT_JOB_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  AUDIT_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
  SIMULATED_LATENCY_MS: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d+(-\d+)?$/, 'must be milliseconds, or a range like 50-300')
      .default('50-300'),
  ),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: withDefault('gpt-4o-mini'),
  OPENAI_CHAT_ONLY: z.preprocess(blank, z.stringbool().default(false)),
  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_BASE_URL: optionalUrl,
  ANTHROPIC_MODEL: withDefault('claude-3-5-haiku-latest'),
  GEMINI_API_KEY: optional,
  GEMINI_BASE_URL: optionalUrl,
  GEMINI_MODEL: withDefault('gemini-2.0-flash'),
  PERPLEXITY_API_KEY: optional,
  PERPLEXITY_BASE_URL: urlWithDefault('https://api.perplexity.ai'),
  PERPLEXITY_MODEL: withDefault('sonar'),
})

/** The audit service's settings, as `loadConfig` returns them. */
export type Config = ReturnType<typeof settingsOf>

/** The variables as the schema reads them. */
type Env = z.infer<typeof schema>

/**
 * What production (APP_ENV=production) refuses although the schema accepts it: the development
 * secrets, a CMS key shorter than the CMS requires (docs/decisions/0007), and mail without a real
 * SMTP server (SMTP_URL unset or the development catcher, docs/decisions/0065). Names and reasons
 * only.
 */
function productionProblems(e: Env): string[] {
  if (e.APP_ENV !== 'production') return []
  const problems: string[] = []
  if (e.CMS_API_KEY === DEV_CMS_API_KEY || e.CMS_API_KEY.length < 32) {
    problems.push(
      'CMS_API_KEY: set the CMS service account key (32+ characters, as the CMS requires); the development key is refused when APP_ENV=production',
    )
  }
  if (e.UNSUBSCRIBE_SECRET === DEV_UNSUBSCRIBE_SECRET) {
    problems.push(
      'UNSUBSCRIBE_SECRET: set a secret of at least 32 characters; the development one is refused when APP_ENV=production',
    )
  }
  if (e.FUNCTIONS_PROXY_SECRET === DEV_FUNCTIONS_PROXY_SECRET) {
    problems.push(
      'FUNCTIONS_PROXY_SECRET: set a secret of at least 32 characters, the same for web; the development one is refused when APP_ENV=production',
    )
  }
  if (!e.SMTP_URL || isDevMailCatcher(e.SMTP_URL)) {
    problems.push(
      'SMTP_URL: set the SMTP server that delivers mail (smtp:// or smtps://); unset or the development mail catcher (port 1025 on localhost or `mail`) is refused when APP_ENV=production',
    )
  }
  return problems
}

/** See module doc. Pure apart from the `process.env` default; relative OUTBOX_DIR → absolute. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty (or blank) values count as unset everywhere: `.env.example` leaves optional keys empty.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  )
  const parsed = schema.safeParse(present)
  // Names and reasons only: values may be secrets.
  const problems = parsed.success
    ? productionProblems(parsed.data)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  if (!parsed.success || problems.length) {
    throw new Error(
      `Invalid audit-service configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
  }
  return settingsOf(parsed.data)
}

/** The settings of valid variables (a table of data: each group says what reads it). */
function settingsOf(e: Env) {
  // The deployment, not the build: NODE_ENV=production alone (a built image) is not production.
  const production = e.APP_ENV === 'production'
  return {
    port: e.PORT,
    /**
     * The address the HTTP server binds (LISTEN_HOST): loopback by default, so a development
     * machine does not serve the network; the image sets 0.0.0.0 (docs/decisions/0065).
     */
    host: e.LISTEN_HOST,
    production,
    /** Simulated assistants may answer: always in development, in production only when allowed. */
    allowSimulated: e.ALLOW_SIMULATED ?? !production,
    cms: { url: e.CMS_URL.replace(/\/$/, ''), apiKey: e.CMS_API_KEY },
    /** The lead outbox (leads/store.ts) and its relay's back-off (leads/relay.ts). */
    outbox: {
      file: path.resolve(repoRoot, e.OUTBOX_DB),
      /** The audit workers' outbox (audit leads only; every worker may share it). */
      workerFile: path.resolve(repoRoot, e.WORKER_OUTBOX_DB),
      retryBaseMs: e.LEAD_RETRY_BASE_MS,
      retryMaxMs: e.LEAD_RETRY_MAX_MS,
    },
    /** Mail (leads/relay.ts, mail/): SMTP server, sender, the sales inbox, links in messages. */
    mail: {
      smtpUrl: e.SMTP_URL ?? DEV_SMTP_URL,
      from: e.MAIL_FROM,
      salesEmail: e.SALES_EMAIL,
      /** The site's time zone, an IANA name: times in the sales mails (decision 0129). */
      timeZone: e.SITE_TIME_ZONE,
      siteUrl: e.SITE_URL.replace(/\/$/, ''),
      adminUrl: (e.CMS_ADMIN_URL ?? `${e.CMS_URL.replace(/\/$/, '')}/admin`).replace(/\/$/, ''),
      unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
    },
    /** How each vendor call is made (engine/assistants/, docs/decisions/0018). */
    calls: {
      /** Per-attempt timeout, ms (searching calls take 5–30 s). */
      timeoutMs: e.AUDIT_CALL_TIMEOUT_MS,
      /**
       * Offer each assistant its web search tool at the business's location (AUDIT_WEB_SEARCH,
       * default on; docs/decisions/0050).
       */
      webSearch: e.AUDIT_WEB_SEARCH,
      /**
       * Check whether the assistants can read the business's website during each audit with one
       * (AUDIT_SITE_ACCESS, default on: robots.txt, llms.txt, sitemap and the home page, fetched
       * beside the calls; decision 0114).
       */
      siteAccess: e.AUDIT_SITE_ACCESS,
      /** Retries after the first attempt (429, 5xx, timeouts), 0..2. */
      retries: e.AUDIT_CALL_RETRIES,
      /**
       * Calls in flight per vendor, across every audit of the process. Default: every call of
       * every audit the process runs at once (AUDIT_CONCURRENCY × (10 questions × AUDIT_SAMPLES +
       * 1 control + 1 contact question)), so a lone audit takes one round of calls
       * (docs/decisions/0051, 0114).
       */
      vendorConcurrency:
        e.AUDIT_VENDOR_CONCURRENCY ?? e.AUDIT_CONCURRENCY * (10 * e.AUDIT_SAMPLES + 2),
      /** Output-token cap of each answer. */
      maxOutputTokens: e.AUDIT_MAX_OUTPUT_TOKENS,
      /** The whole audit's time limit, ms: below the site proxy's 120 s. */
      deadlineMs: e.AUDIT_DEADLINE_MS,
      /** A vendor failing half its calls (10 or more in a minute) is skipped for this long, ms. */
      breakerResetMs: e.AUDIT_BREAKER_RESET_MS,
    },
    /**
     * SIGTERM: how long audits in flight and lead deliveries may take before the process exits
     * anyway, ms (default: the audit deadline + 10 s, so a running audit finishes and its lead is
     * committed).
     */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? e.AUDIT_DEADLINE_MS + 10_000,
    /** Asks of each question per assistant (docs/decisions/0016). */
    samples: e.AUDIT_SAMPLES,
    /**
     * Limits on audits that run (limits/, docs/decisions/0023, 0064): per client address per hour,
     * per IPv4 /24 and IPv6 /48 per hour and per UTC day (default 3 and 10 times the per-address
     * hourly limit), per website domain per day, and vendor calls per UTC day across all audits,
     * the last AUDIT_BUDGET_RESERVE_PERCENT % of them kept for networks' first audit of the day.
     */
    limits: {
      perIpPerHour: e.AUDIT_LIMIT_PER_IP_PER_HOUR,
      per24PerHour: e.AUDIT_LIMIT_PER_24_PER_HOUR ?? 3 * e.AUDIT_LIMIT_PER_IP_PER_HOUR,
      per24PerDay: e.AUDIT_LIMIT_PER_24_PER_DAY ?? 10 * e.AUDIT_LIMIT_PER_IP_PER_HOUR,
      per48PerHour: e.AUDIT_LIMIT_PER_48_PER_HOUR ?? 3 * e.AUDIT_LIMIT_PER_IP_PER_HOUR,
      per48PerDay: e.AUDIT_LIMIT_PER_48_PER_DAY ?? 10 * e.AUDIT_LIMIT_PER_IP_PER_HOUR,
      perDomainPerDay: e.AUDIT_LIMIT_PER_DOMAIN_PER_DAY,
      perCustomerPerDay: e.AUDIT_LIMIT_PER_CUSTOMER_PER_DAY,
      dailyCallBudget: e.AUDIT_DAILY_CALL_BUDGET,
      reservePercent: e.AUDIT_BUDGET_RESERVE_PERCENT,
    },
    /**
     * Limits on the lead functions and website extraction (limits/leads.ts,
     * docs/decisions/0056): per client address per hour and per target address (email, or the
     * website's domain for extraction).
     */
    leadLimits: {
      inquiry: {
        perClientPerHour: e.LEAD_LIMIT_INQUIRIES_PER_IP_PER_HOUR,
        perEmailPerDay: e.LEAD_LIMIT_INQUIRIES_PER_EMAIL_PER_DAY,
      },
      signup: {
        perClientPerHour: e.LEAD_LIMIT_SIGNUPS_PER_IP_PER_HOUR,
        perEmailPerDay: e.LEAD_LIMIT_SIGNUPS_PER_EMAIL_PER_DAY,
      },
      results: {
        perClientPerHour: e.LEAD_LIMIT_RESULTS_EMAILS_PER_IP_PER_HOUR,
        perEmailPerDay: e.LEAD_LIMIT_RESULTS_EMAILS_PER_EMAIL_PER_DAY,
        perAuditPerEmailPerDay: e.LEAD_LIMIT_RESULTS_EMAILS_PER_AUDIT_PER_EMAIL_PER_DAY,
      },
      extraction: {
        perClientPerHour: e.EXTRACT_LIMIT_PER_IP_PER_HOUR,
        perDomainPerHour: e.EXTRACT_LIMIT_PER_DOMAIN_PER_HOUR,
      },
      recheckStop: { perClientPerHour: e.LEAD_LIMIT_RECHECK_STOPS_PER_IP_PER_HOUR },
    } satisfies LeadLimitSettings,
    /**
     * The secret header (`x-proxy-secret`) with which the web proxy vouches for `x-client-ip`
     * (limits/clientIp.ts, docs/decisions/0024).
     */
    proxySecret: e.FUNCTIONS_PROXY_SECRET,
    /** Redis (jobs on BullMQ with separate workers, shared cache) when set; else all in process. */
    redisUrl: e.REDIS_URL ?? null,
    /**
     * Monthly re-checks (rechecks/, docs/decisions/0079): how often each runs (RECHECK_INTERVAL:
     * every calendar month, or a number of seconds for tests and demonstrations) and how often the
     * due ones are looked for (RECHECK_SWEEP_SECONDS, default 15 minutes).
     */
    rechecks: {
      interval:
        e.RECHECK_INTERVAL === 'monthly'
          ? ('monthly' as const)
          : { seconds: Math.max(1, Number(e.RECHECK_INTERVAL)) },
      sweepMs: e.RECHECK_SWEEP_SECONDS * 1000,
    },
    /** Audit jobs (jobs/): how many run at once per process, how many may wait, how long ended ones are kept. */
    jobs: {
      concurrency: e.AUDIT_CONCURRENCY,
      maxQueued: e.AUDIT_QUEUE_MAX,
      keepMs: e.AUDIT_JOB_KEEP_MINUTES * 60_000,
      /** BullMQ: a worker's lock on a job, and how often stalled jobs are looked for, ms. */
      lockMs: e.AUDIT_JOB_LOCK_MS,
      stalledIntervalMs: e.AUDIT_STALLED_INTERVAL_MS,
      /**
       * In process: the queue on disk (jobs/jobStore.ts), beside the audit cache's file as the
       * finished results are, so a restart runs the queued audits (docs/decisions/0099).
       */
      file: path.join(path.dirname(path.resolve(repoRoot, e.AUDIT_CACHE_DB)), 'audit-jobs.db'),
    },
    /** The audit cache (jobs/cache.ts): lifetime (0: off) and its SQLite file without Redis. */
    cache: {
      ttlMs: e.AUDIT_CACHE_HOURS * 3_600_000,
      file: path.resolve(repoRoot, e.AUDIT_CACHE_DB),
    },
    /** Latency of each simulated answer, ms (simulator/server.ts). */
    simulatedLatency: (() => {
      const [min, max = min] = e.SIMULATED_LATENCY_MS.split('-').map(Number)
      return { minLatencyMs: Math.min(min, max), maxLatencyMs: Math.max(min, max) }
    })(),
    assistants: {
      // OPENAI_CHAT_ONLY: the server at OPENAI_BASE_URL speaks only Chat Completions (a local
      // model server), so ChatGPT's calls go there without web search (docs/decisions/0050).
      chatgpt: e.OPENAI_API_KEY
        ? {
            apiKey: e.OPENAI_API_KEY,
            baseURL: e.OPENAI_BASE_URL,
            model: e.OPENAI_MODEL,
            chatOnly: e.OPENAI_CHAT_ONLY,
          }
        : null,
      claude: e.ANTHROPIC_API_KEY
        ? { apiKey: e.ANTHROPIC_API_KEY, baseURL: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_MODEL }
        : null,
      gemini: e.GEMINI_API_KEY
        ? { apiKey: e.GEMINI_API_KEY, baseURL: e.GEMINI_BASE_URL, model: e.GEMINI_MODEL }
        : null,
      perplexity: e.PERPLEXITY_API_KEY
        ? {
            apiKey: e.PERPLEXITY_API_KEY,
            baseURL: e.PERPLEXITY_BASE_URL,
            model: e.PERPLEXITY_MODEL,
          }
        : null,
    },
  }
}
