/**
 * The audit contract: `audit-service` produces it, `web` and the tests consume it.
 *
 * - `auditRequestSchema` parses the body of `POST /functions/v1/competitive-audit` (spec §3
 *   "Audit request to the public function", spec §7 call 4), accepting every alias of spec §3, and
 *   normalises it to the canonical snake_case request.
 * - `auditResultSchema` is the result the service returns and the site renders (spec §3 "Audit result
 *   fields read"), plus per-assistant detail.
 *
 * Import from `@aivis/contract`. Pure module: no I/O, safe in the browser.
 */
import { z } from './zod'
import { controlAnswerSchema, metricsSchema, verdictSchema } from './metrics'
import { answerFactSchema, businessFactsSchema } from './facts'
import { siteAccessSchema } from './siteAccess'
import { ANSWER_SURFACES, ASSISTANT_IDS, BUSINESS_TYPES, SEVERITIES } from './vocabulary'
import { normalizeWebsite } from './website'

/** Exact message of spec §5 for a request without business name, location or service. */
export const MISSING_FIELDS_MESSAGE =
  'Missing required fields for competitive-audit: business_name, target_location, core_product_service'

/**
 * Longest accepted value of each audit text field, in characters after trimming. Short noun
 * phrases: these values go into every prompt of the audit (docs/decisions/0022).
 */
export const AUDIT_FIELD_MAX = {
  business_name: 120,
  core_product_service: 80,
  target_location: 80,
  website: 300,
} as const

/** Line breaks, tabs and other control or invisible formatting characters (bidi overrides...). */
const CONTROL_CHARS = /[\p{Cc}\u2028\u2029\p{Cf}]/u
/** Zero-width (non-)joiners are formatting characters that Persian and Indic scripts need. */
const JOINERS = /[\u200C\u200D]/gu
/** Business names: letters of any script, digits, spaces and & ' . , - ( ) / + ! #. */
const NAME_CHARS = /^[\p{L}\p{M}\p{N}\p{Zs}&'‘’.,\-–—()/+!#]+$/u
/** Services and places: letters of any script, digits, spaces and & ' . , - ( ) /. */
const PLACE_CHARS = /^[\p{L}\p{M}\p{N}\p{Zs}&'‘’.,\-–—()/]+$/u
/** A web address in a service or place: `www.`, or a host ending in a common top-level domain. */
const WEB_ADDRESS =
  /(?:^|[^\p{L}\p{N}-])(?:www\.|[\p{L}\p{N}-]+\.(?:com|net|org|io|co|ai|app|dev|info|biz|xyz|site|online|shop|store|me|ly|au|uk|nz|ca|sg|us|de|fr|in|ie)(?![\p{L}\p{N}]))/iu

/** What the characters of a business name may be, said once for messages and the form. */
export const NAME_CHARS_HINT = "use only letters, digits, spaces and & ' . , - ( ) / + ! #"
/** What the characters of a service or place may be. */
export const PLACE_CHARS_HINT = "use only letters, digits, spaces and & ' . , - ( ) /"

/**
 * A free-text audit field (spec §3): trimmed, 1..`max` characters, no control characters or line
 * breaks, only the characters `chars` allows; with `noWebAddress`, no web address either. The
 * messages complete "Invalid {field}: …" (the service's 400) and read alone under a form field.
 */
function auditText(max: number, chars: RegExp, hint: string, noWebAddress: boolean) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max, { error: `at most ${max} characters` })
    .refine((v) => !CONTROL_CHARS.test(v.replace(JOINERS, '')), {
      error: 'no line breaks, tabs or other control characters',
      abort: true,
    })
    .refine((v) => chars.test(v.replace(JOINERS, '')), { error: hint, abort: true })
    .refine((v) => !noWebAddress || !WEB_ADDRESS.test(v), {
      error: 'no web addresses here (the website has its own field)',
    })
}

/** True when `value` normalises (spec §5) to an http(s) address of a named host, e.g. example.com. */
export function isWebsiteAddress(value: string): boolean {
  // `@`: credentials before the host (normalisation would drop them from a bare origin).
  if (CONTROL_CHARS.test(value) || /[\s@]/.test(value)) return false
  try {
    const url = new URL(normalizeWebsite(value))
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z][a-z\d-]*[a-z\d]$/i.test(url.hostname)
    )
  } catch {
    return false
  }
}

/**
 * Canonical audit request (spec §3), after aliases are resolved and strings trimmed. Field rules
 * (docs/decisions/0022): business name at most 120 characters, service and location at most 80,
 * letters of any script, digits, spaces and common punctuation, no line breaks or control
 * characters, no web address in the service or location; website (optional) a web address;
 * `business_facts` (optional) the business's own facts as the owner confirmed them on the setup
 * form (facts.ts `businessFactsSchema`: telephone, address, opening hours...), which the fact check
 * compares the assistants' answers with.
 */
export const canonicalAuditRequestSchema = z.object({
  business_name: auditText(AUDIT_FIELD_MAX.business_name, NAME_CHARS, NAME_CHARS_HINT, false),
  target_location: auditText(AUDIT_FIELD_MAX.target_location, PLACE_CHARS, PLACE_CHARS_HINT, true),
  core_product_service: auditText(
    AUDIT_FIELD_MAX.core_product_service,
    PLACE_CHARS,
    PLACE_CHARS_HINT,
    true,
  ),
  business_type: z.enum(BUSINESS_TYPES).default('service'),
  website: z
    .string()
    .trim()
    .max(AUDIT_FIELD_MAX.website, { error: `at most ${AUDIT_FIELD_MAX.website} characters` })
    .refine(isWebsiteAddress, { error: 'must be a web address like example.com' })
    .nullable()
    .default(null),
  force_run: z.boolean().default(false),
  /** Other names the business trades under; each counts as a mention (docs/decisions/0015). */
  aliases: z
    .array(auditText(AUDIT_FIELD_MAX.business_name, NAME_CHARS, NAME_CHARS_HINT, false))
    .max(10)
    .default([]),
  /** The business's own facts, confirmed by the owner (facts.ts); absent when none were given. */
  business_facts: businessFactsSchema.optional(),
})
export type AuditRequest = z.infer<typeof canonicalAuditRequestSchema>

/** Input aliases of spec §3, mapped onto canonical names (first non-empty value wins). */
export const AUDIT_REQUEST_ALIASES = {
  business_name: ['business_name', 'businessName', 'name'],
  target_location: ['target_location', 'location', 'region'],
  core_product_service: ['core_product_service', 'specialism', 'coreService', 'core_service'],
  website: ['website', 'site'],
} as const

/** Names `business_facts` is accepted under (canonical first). */
export const BUSINESS_FACTS_ALIASES = ['business_facts', 'businessFacts'] as const

/**
 * Resolves the aliases of a raw request object (spec §3). Blank strings count as missing; a blank
 * website becomes null; `business_facts` is read from `business_facts` or `businessFacts` (the
 * first that is neither undefined nor null) and passed on unchanged for the schema to check.
 * Non-object input is returned unchanged (the schema then rejects it).
 */
export function resolveAuditAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input
  const raw = input as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [canonical, names] of Object.entries(AUDIT_REQUEST_ALIASES)) {
    const value = names
      .map((n) => raw[n])
      .find((v) => !(v === undefined || v === null || (typeof v === 'string' && v.trim() === '')))
    if (value !== undefined) out[canonical] = value
  }
  if (out.website === undefined) out.website = null
  if (raw.business_type !== undefined && raw.business_type !== null && raw.business_type !== '')
    out.business_type = raw.business_type
  if (raw.force_run !== undefined && raw.force_run !== null) out.force_run = raw.force_run
  if (raw.aliases !== undefined && raw.aliases !== null) out.aliases = raw.aliases
  const facts = BUSINESS_FACTS_ALIASES.map((n) => raw[n]).find((v) => v !== undefined && v !== null)
  if (facts !== undefined) out.business_facts = facts
  return out
}

/**
 * Where a problem of a request is, as the service's 400 names it: the field, then each nested key
 * after a dot and each list position in brackets, e.g. `business_facts.openingHours[1]`,
 * `business_facts.address.postalCode`; 'request' for the request itself.
 */
export function requestFieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'request'
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('')
}

/** Request schema with aliases (spec §3): parses any accepted input into an `AuditRequest`. */
export const auditRequestSchema = z.preprocess(resolveAuditAliases, canonicalAuditRequestSchema)

/**
 * The place an audit's web searches are made from: the visitor's free-text location (`query`, as
 * typed) resolved by a gazetteer into a city, a region and an ISO 3166-1 alpha-2 country, with the
 * place's IANA time zone. Each part is null when the gazetteer could not tell it (an unknown place
 * leaves all four null: the location is then only in the question's words).
 */
export const searchLocationSchema = z.object({
  query: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** ISO 3166-1 alpha-2, upper case (AU, IE, IN...). */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  /** IANA time zone (Australia/Sydney). */
  timezone: z.string().nullable(),
})
export type SearchLocation = z.infer<typeof searchLocationSchema>

/**
 * A source the vendor says an answer drew on (OpenAI url_citation annotations, Anthropic web
 * search citations, Gemini grounding chunks, Perplexity search results), in the assistant's order.
 */
export const citedSourceSchema = z.object({
  url: z.string().url(),
  /** The page title the vendor gave; null when it gave none. */
  title: z.string().nullable(),
  /** The URL's host without `www.` (`hostOf`). */
  domain: z.string(),
})
export type CitedSource = z.infer<typeof citedSourceSchema>

/**
 * How one answer was made (docs/decisions/0050): the surface asked (the vendor's API, with or
 * without its web search tool), whether the vendor actually searched for this answer, the
 * location sent with the search tool (null: none sent), and when it was asked (ISO 8601).
 * The answer's assistant and model are on the answer itself.
 */
export const answerProvenanceSchema = z.object({
  surface: z.enum(ANSWER_SURFACES),
  searched: z.boolean(),
  location: searchLocationSchema.nullable(),
  asked_at: z.string(),
})
export type AnswerProvenance = z.infer<typeof answerProvenanceSchema>

/** One assistant's answer to one discovery question. */
export const assistantAnswerSchema = z.object({
  assistant: z.enum(ASSISTANT_IDS),
  assistant_name: z.string(),
  model: z.string(),
  answer: z.string(),
  mentioned_you: z.boolean(),
  /** Competitor names in order of first appearance in the answer. */
  competitors_mentioned: z.array(z.string()),
  /**
   * Directories, review sites, maps, social networks and public registers the answer names
   * ("Yelp", "Google Maps"), in order of first appearance; never competitors, never scored.
   */
  sources: z.array(z.string()).optional(),
  /**
   * The sources the vendor says the answer drew on, in the assistant's order, each URL once;
   * absent when the vendor returned none.
   */
  citations: z.array(citedSourceSchema).optional(),
  /** How the answer was made (surface, whether the vendor searched, location sent, when). */
  provenance: answerProvenanceSchema,
  /**
   * Where the answer names the business: its rank among the businesses the answer names
   * (1 = first); null when it does not name the business or the call failed.
   */
  position: z.number().int().positive().nullable(),
  /**
   * Set when the assistant call failed; `answer` is then empty. A safe reason ('rate limited',
   * 'timed out'...), never the vendor's own error text.
   */
  error: z.string().optional(),
  /** Which ask of this question it is, 1..AUDIT_SAMPLES (absent: 1). */
  sample: z.number().int().positive().optional(),
  /**
   * What the answer states about the business, each checked against the owner's facts (the
   * fact check, audit-service engine/facts); absent when the audit had no facts to check or the
   * answer states none.
   */
  facts: z.array(answerFactSchema).optional(),
})
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>

/** Which question an answer with a fact replies to: control, contact or a discovery question. */
export const FACT_QUESTION_KINDS = ['control', 'contact', 'discovery'] as const

/**
 * One wrong fact of the fact check, with where it was said: which assistant, to which question,
 * and the sources that answer cited (where the wrong fact most likely comes from).
 */
export const wrongFactSchema = z.object({
  ...answerFactSchema.shape,
  assistant: z.enum(ASSISTANT_IDS),
  assistant_name: z.string(),
  question: z.string(),
  question_kind: z.enum(FACT_QUESTION_KINDS),
  citations: z.array(citedSourceSchema).optional(),
})
export type WrongFact = z.infer<typeof wrongFactSchema>

/**
 * The fact check of an audit (docs/decisions/0114): made when the request carried the owner's
 * `business_facts`. `answers_checked`: answers that named the business (control, contact and
 * discovery answers of every assistant); `facts`: facts they stated about it; `correct`, `wrong` and
 * `unverifiable` of those; `wrong_facts`: each wrong one, the most serious first (a closure, then
 * telephone, address, hours, the rest).
 */
export const factCheckSchema = z.object({
  answers_checked: z.number().int().nonnegative(),
  facts: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  wrong: z.number().int().nonnegative(),
  unverifiable: z.number().int().nonnegative(),
  wrong_facts: z.array(wrongFactSchema),
})
export type FactCheck = z.infer<typeof factCheckSchema>

/** One entry of the results list (spec §2 /audit-results): the primary assistant's answer. */
export const questionAndAnswerSchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
  mentioned_you: z.boolean(),
  competitors_mentioned: z.array(z.string()),
  /** Beyond spec §3: the answer's cited sources, how it was made and the business's rank in it. */
  citations: z.array(citedSourceSchema).optional(),
  provenance: answerProvenanceSchema.optional(),
  position: z.number().int().positive().nullable().optional(),
})
export type QuestionAndAnswer = z.infer<typeof questionAndAnswerSchema>

/** How many ranked competitors the summary, the results page and the email list (spec §2 ranks them #1, #2...). */
export const TOP_COMPETITORS = 5

/** How many first fixes an audit carries ("Send my results and first 3 fixes", spec §2). */
export const FIRST_FIXES = 3

/**
 * One of the audit's first fixes (audit-service engine/fixes): what to do, and what in the result
 * shows the need. Made once with the result, so every medium shows the same ones.
 */
export const fixSchema = z.object({
  /** Stable id of the rule that made it (audit-service engine/fixes/rules.ts). */
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(500),
  /** What in the result shows the need. */
  why: z.string().max(2000),
  /** What to do. */
  how: z.string().max(2000),
})
export type Fix = z.infer<typeof fixSchema>

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
  /** This assistant's full figures (rates with their 95% interval, ranked competitors). */
  metrics: metricsSchema,
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
  /** Whether the audit offered the assistants their web search tool (AUDIT_WEB_SEARCH). */
  web_search: z.boolean(),
  /** The location the searches were made from; null when web search was off. */
  search_location: searchLocationSchema.nullable(),
  /** Display name of the assistant whose answers fill `questions_and_answers`, e.g. "ChatGPT". */
  assistant: z.string(),
  scores: z.object({
    /** Share of all received answers (all assistants) that named the business, 0..1. */
    mention_rate: z.number().min(0).max(1),
    /** Business mentions / (business + competitor mentions) over all answers, 0..1. */
    share_of_voice: z.number().min(0).max(1),
    by_assistant: z.array(assistantScoreSchema),
    /** The figures over every answer of every assistant (rates with their 95% interval). */
    overall: metricsSchema,
  }),
  /** The verdict (`severity`) and what it rests on (docs/decisions/0016). */
  verdict: verdictSchema.optional(),
  /** The branded control question per assistant, reported apart and unscored. */
  control_questions: z.array(controlAnswerSchema).optional(),
  /**
   * The contact question per assistant ("What are the contact details and opening hours of
   * {business} in {location}?"), asked when the request carried `business_facts`; unscored.
   */
  contact_questions: z.array(controlAnswerSchema).optional(),
  /** The fact check of every answer that named the business (when `business_facts` were given). */
  fact_check: factCheckSchema.optional(),
  /**
   * Can the assistants read the website? (robots.txt per AI crawler, the facts in the HTML as
   * served, structured data, llms.txt, sitemap; contract siteAccess.ts). Absent without a website,
   * when the check was off, or when it had not finished 1 s after the last answer.
   */
  site_access: siteAccessSchema.optional(),
  /**
   * The first `FIRST_FIXES` fixes, made with the result (every medium shows these); absent on
   * results made before they were kept, whose media make them from the result.
   */
  fixes: z.array(fixSchema).max(10).optional(),
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
    /** The first names of `scores.overall.competitors` (at most `TOP_COMPETITORS`). */
    top_competitors: z.array(z.string()),
  }),
  questions_and_answers: z.array(questionAndAnswerSchema),
  /**
   * The business's own facts the audit was asked with (the request's `business_facts`, confirmed by
   * the owner); absent when none were given.
   */
  business_facts: businessFactsSchema.optional(),
  /** ISO 8601 time the audit finished. */
  created_at: z.string(),
  /** Duration of the run in milliseconds. */
  duration_ms: z.number().nonnegative(),
  /** True when this answer came from the audit cache (AUDIT_CACHE_HOURS), not a new run. */
  cached: z.boolean().optional(),
  /** ISO 8601 time the audit that produced this answer ran (with `cached`: when it was cached). */
  audited_at: z.string().optional(),
  /** The audit job that produced it (jobs API, `GET /functions/v1/audits/{id}`). */
  audit_id: z.string().optional(),
  /**
   * The capability the service issued with this result (an HMAC of `audit_id` under a server
   * secret): sent back with `audit_id` to have the stored result emailed (send-audit-results,
   * `sendAuditResultsSchema`). Absent on results stored before it existed.
   */
  audit_token: z.string().optional(),
})
export type AuditResult = z.infer<typeof auditResultSchema>

/** Error body of every failed function call: `{ error, message }`. */
export const functionErrorSchema = z.object({ error: z.string(), message: z.string() })

/** Status of an audit job (`GET /functions/v1/audits/{id}`). */
export const AUDIT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const
export type AuditJobStatus = (typeof AUDIT_JOB_STATUSES)[number]

/** The statuses after which an audit job never changes again. */
const ENDED_STATUSES: readonly AuditJobStatus[] = ['done', 'failed', 'cancelled']

/**
 * True when an audit job has ended (status `done`, `failed` or `cancelled`): it will not change
 * again, so a caller stops waiting, polling or streaming its events.
 */
export function isEnded(job: { status: AuditJobStatus }): boolean {
  return ENDED_STATUSES.includes(job.status)
}

/** Progress of an audit job: calls finished of the audit's total. */
export const auditJobProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})
export type AuditJobProgress = z.infer<typeof auditJobProgressSchema>

/**
 * An audit job as `POST /functions/v1/audits` (202) and `GET /functions/v1/audits/{id}` answer it:
 * `result` once done, `error` (`{ error, message }`, as a synchronous call would have failed) once
 * failed; `position` in the queue while queued (1 = next).
 */
export const auditJobSchema = z.object({
  id: z.string(),
  status: z.enum(AUDIT_JOB_STATUSES),
  progress: auditJobProgressSchema,
  position: z.number().int().positive().optional(),
  result: auditResultSchema.optional(),
  error: functionErrorSchema.optional(),
  /** ISO 8601 times. */
  created_at: z.string(),
  finished_at: z.string().optional(),
})
export type AuditJob = z.infer<typeof auditJobSchema>
