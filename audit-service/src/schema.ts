/**
 * The audit contract shared by `audit-service` (producer) and `web` (consumer).
 *
 * - `auditRequestSchema` parses the body of `POST /functions/v1/competitive-audit` (spec §3
 *   "Audit request to the public function", spec §7 call 4), accepting every alias of spec §3, and
 *   normalises it to the canonical snake_case request.
 * - `auditResultSchema` is the result the service returns and the site renders (spec §3 "Audit result
 *   fields read"), plus per-assistant detail.
 *
 * Import from `@aivis/audit-service/schema`. Pure module: no I/O, safe in the browser.
 */
import { z } from 'zod'

/** Business types of the /audit form (spec §2, §3). */
export const AUDIT_BUSINESS_TYPES = ['service', 'local_retail', 'national_brand', 'online_only'] as const
/** Business types of the /audit-setup form (spec §3); accepted by the service as well. */
export const SETUP_BUSINESS_TYPES = [
  'practice',
  'agency',
  'provider',
  'ecommerce',
  'saas',
  'restaurant',
  'retail',
  'other',
] as const
export const BUSINESS_TYPES = [...AUDIT_BUSINESS_TYPES, ...SETUP_BUSINESS_TYPES] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/** Exact message of spec §5 for a request without business name, location or service. */
export const MISSING_FIELDS_MESSAGE =
  'Missing required fields for competitive-audit: business_name, target_location, core_product_service'

/** Visibility status (spec §4). */
export const SEVERITIES = ['LOW', 'MODERATE', 'STRONG'] as const
export type Severity = (typeof SEVERITIES)[number]

/** Assistants the engine can ask, in the order the primary (hero) assistant is chosen. */
export const ASSISTANT_IDS = ['chatgpt', 'claude', 'gemini', 'perplexity'] as const
export type AssistantId = (typeof ASSISTANT_IDS)[number]

/** Canonical audit request (spec §3), after aliases are resolved and strings trimmed. */
export const canonicalAuditRequestSchema = z.object({
  business_name: z.string().trim().min(1).max(200),
  target_location: z.string().trim().min(1).max(200),
  core_product_service: z.string().trim().min(1).max(200),
  business_type: z.enum(BUSINESS_TYPES).default('service'),
  website: z.string().trim().max(500).nullable().default(null),
  force_run: z.boolean().default(false),
})
export type AuditRequest = z.infer<typeof canonicalAuditRequestSchema>

/** Input aliases of spec §3, mapped onto canonical names (first non-empty value wins). */
export const AUDIT_REQUEST_ALIASES = {
  business_name: ['business_name', 'businessName', 'name'],
  target_location: ['target_location', 'location', 'region'],
  core_product_service: ['core_product_service', 'specialism', 'coreService', 'core_service'],
  website: ['website', 'site'],
} as const

/**
 * Resolves the aliases of a raw request object (spec §3). Blank strings count as missing; a blank
 * website becomes null. Non-object input is returned unchanged (the schema then rejects it).
 */
export function resolveAuditAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input
  const raw = input as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [canonical, names] of Object.entries(AUDIT_REQUEST_ALIASES)) {
    const value = names.map((n) => raw[n]).find((v) => !(v === undefined || v === null || (typeof v === 'string' && v.trim() === '')))
    if (value !== undefined) out[canonical] = value
  }
  if (out.website === undefined) out.website = null
  if (raw.business_type !== undefined && raw.business_type !== null && raw.business_type !== '') out.business_type = raw.business_type
  if (raw.force_run !== undefined && raw.force_run !== null) out.force_run = raw.force_run
  return out
}

/** Request schema with aliases (spec §3): parses any accepted input into an `AuditRequest`. */
export const auditRequestSchema = z.preprocess(resolveAuditAliases, canonicalAuditRequestSchema)

/** One assistant's answer to one discovery question. */
export const assistantAnswerSchema = z.object({
  assistant: z.enum(ASSISTANT_IDS),
  assistant_name: z.string(),
  model: z.string(),
  answer: z.string(),
  mentioned_you: z.boolean(),
  /** Competitor names in order of first appearance in the answer. */
  competitors_mentioned: z.array(z.string()),
  /** Set when the assistant call failed; `answer` is then empty. */
  error: z.string().optional(),
})
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>

/** One entry of the results list (spec §2 /audit-results): the primary assistant's answer. */
export const questionAndAnswerSchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
  mentioned_you: z.boolean(),
  competitors_mentioned: z.array(z.string()),
})
export type QuestionAndAnswer = z.infer<typeof questionAndAnswerSchema>

export const assistantScoreSchema = z.object({
  assistant: z.enum(ASSISTANT_IDS),
  assistant_name: z.string(),
  model: z.string(),
  /** Answers that named the business. */
  mentions: z.number().int().nonnegative(),
  /** Answers received (failed calls excluded). */
  answers: z.number().int().nonnegative(),
  /** mentions / answers, 0..1 (0 when no answers). */
  mention_rate: z.number().min(0).max(1),
})

export const auditResultSchema = z.object({
  business_name: z.string().min(1),
  specialism: z.string(),
  location: z.string(),
  website: z.string().nullable(),
  business_type: z.string(),
  severity: z.enum(SEVERITIES),
  /** True when any answer came from the built-in simulated assistants (no vendor key set). */
  simulated: z.boolean(),
  /** Display name of the assistant whose answers fill `questions_and_answers`, e.g. "ChatGPT". */
  assistant: z.string(),
  scores: z.object({
    /** Share of all received answers (all assistants) that named the business, 0..1. */
    mention_rate: z.number().min(0).max(1),
    /** Business mentions / (business + competitor mentions) over all answers, 0..1. */
    share_of_voice: z.number().min(0).max(1),
    by_assistant: z.array(assistantScoreSchema),
  }),
  discovery_queries_results: z.array(
    z.object({
      id: z.number().int().positive(),
      question: z.string(),
      answers: z.array(assistantAnswerSchema),
    }),
  ),
  summary: z.object({
    times_you_mentioned: z.number().int().nonnegative(),
    total_questions: z.number().int().nonnegative(),
    top_competitors: z.array(z.string()),
  }),
  questions_and_answers: z.array(questionAndAnswerSchema),
  /** ISO 8601 time the audit finished. */
  created_at: z.string(),
  /** Duration of the run in milliseconds. */
  duration_ms: z.number().nonnegative(),
})
export type AuditResult = z.infer<typeof auditResultSchema>

/** Error body of every failed function call: `{ error, message }`. */
export const functionErrorSchema = z.object({ error: z.string(), message: z.string() })
