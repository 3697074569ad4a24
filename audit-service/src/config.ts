/**
 * Audit-service configuration: the only module of `audit-service/` that reads `process.env`.
 * Validated once with zod; empty strings count as unset. `loadConfig(env)` is pure for tests.
 *
 * Variables (default): PORT (3002), APP_ENV (development | test | production), NODE_ENV,
 * ALLOW_SIMULATED (false in production, else true), CMS_URL (http://localhost:3001), CMS_API_KEY
 * (dev-audit-service-api-key-0000000000000000), OUTBOX_DIR (data/outbox, relative to the repository
 * root), OUTBOX_RETRY_MS (30000), ASSISTANT_TIMEOUT_MS (45000), OPENAI_API_KEY, OPENAI_BASE_URL,
 * OPENAI_MODEL (gpt-4o-mini), ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, ANTHROPIC_MODEL
 * (claude-3-5-haiku-latest), GEMINI_API_KEY, GEMINI_BASE_URL, GEMINI_MODEL (gemini-2.0-flash),
 * PERPLEXITY_API_KEY, PERPLEXITY_BASE_URL (https://api.perplexity.ai), PERPLEXITY_MODEL (sonar).
 * An assistant is configured when its key is set. Production = APP_ENV or NODE_ENV "production"
 * (docs/decisions/0007).
 *
 * URLs (CMS_URL, *_BASE_URL) must be http(s) URLs; numbers must be integers in range; with
 * APP_ENV=production CMS_API_KEY must be set to something other than the development key.
 * Throws `Error('Invalid audit-service configuration: ...')` naming each bad variable and why,
 * never its value (it may be a secret).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** Development default of CMS_API_KEY (also the CMS's); refused with APP_ENV=production (docs/decisions/0007). */
export const DEV_CMS_API_KEY = 'dev-audit-service-api-key-0000000000000000'
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v)
const optional = z.preprocess(blank, z.string().optional())
const withDefault = (d: string) => z.preprocess(blank, z.string().default(d))
const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
const optionalUrl = z.preprocess(blank, url.optional())
const urlWithDefault = (d: string) => z.preprocess(blank, url.default(d))

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  NODE_ENV: optional,
  ALLOW_SIMULATED: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().optional()),
  CMS_URL: urlWithDefault('http://localhost:3001'),
  CMS_API_KEY: withDefault(DEV_CMS_API_KEY),
  OUTBOX_DIR: withDefault('data/outbox'),
  OUTBOX_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).default(45_000),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: withDefault('gpt-4o-mini'),
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

export type Config = ReturnType<typeof loadConfig>

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty (or blank) values count as unset everywhere: `.env.example` leaves optional keys empty.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string' && v.trim() !== ''))
  const parsed = schema.safeParse(present)
  // Names and reasons only: values may be secrets.
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  if (parsed.success && parsed.data.APP_ENV === 'production' && parsed.data.CMS_API_KEY === DEV_CMS_API_KEY) {
    problems.push('CMS_API_KEY: set the CMS service account key; the development key is refused when APP_ENV=production')
  }
  if (!parsed.success || problems.length) {
    throw new Error(`Invalid audit-service configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  const e = parsed.data
  const production = e.APP_ENV === 'production' || e.NODE_ENV === 'production'
  return {
    port: e.PORT,
    production,
    /** Simulated assistants may answer: always in development, in production only when allowed. */
    allowSimulated: e.ALLOW_SIMULATED ?? !production,
    cms: { url: e.CMS_URL.replace(/\/$/, ''), apiKey: e.CMS_API_KEY },
    outbox: { dir: path.resolve(repoRoot, e.OUTBOX_DIR), retryMs: e.OUTBOX_RETRY_MS },
    timeoutMs: e.ASSISTANT_TIMEOUT_MS,
    assistants: {
      chatgpt: e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL } : null,
      claude: e.ANTHROPIC_API_KEY ? { apiKey: e.ANTHROPIC_API_KEY, baseURL: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_MODEL } : null,
      gemini: e.GEMINI_API_KEY ? { apiKey: e.GEMINI_API_KEY, baseURL: e.GEMINI_BASE_URL, model: e.GEMINI_MODEL } : null,
      perplexity: e.PERPLEXITY_API_KEY ? { apiKey: e.PERPLEXITY_API_KEY, baseURL: e.PERPLEXITY_BASE_URL, model: e.PERPLEXITY_MODEL } : null,
    },
  }
}
