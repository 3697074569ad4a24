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
 * Throws `Error('Invalid audit-service configuration: ...')` naming each bad variable.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const optional = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional())
const withDefault = (d: string) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().default(d))

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  NODE_ENV: optional,
  ALLOW_SIMULATED: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().optional()),
  CMS_URL: withDefault('http://localhost:3001'),
  CMS_API_KEY: withDefault('dev-audit-service-api-key-0000000000000000'),
  OUTBOX_DIR: withDefault('data/outbox'),
  OUTBOX_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).default(45_000),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: withDefault('gpt-4o-mini'),
  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_BASE_URL: optional,
  ANTHROPIC_MODEL: withDefault('claude-3-5-haiku-latest'),
  GEMINI_API_KEY: optional,
  GEMINI_BASE_URL: optional,
  GEMINI_MODEL: withDefault('gemini-2.0-flash'),
  PERPLEXITY_API_KEY: optional,
  PERPLEXITY_BASE_URL: withDefault('https://api.perplexity.ai'),
  PERPLEXITY_MODEL: withDefault('sonar'),
})

export type Config = ReturnType<typeof loadConfig>

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty (or blank) values count as unset everywhere: `.env.example` leaves optional keys empty.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string' && v.trim() !== ''))
  const parsed = schema.safeParse(present)
  if (!parsed.success) {
    // Names and reasons only: values may be secrets.
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid audit-service configuration:\n${lines.join('\n')}`)
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
