/**
 * Monthly re-checks (docs/decisions/0079): what the CMS's `rechecks` endpoints and the audit
 * service's re-check scheduler say to each other, checked with the same schemas on both sides.
 *
 * - `GET /api/rechecks/due?before=<ISO>&limit=<n>` (the service account) answers
 *   `dueRechecksSchema`: `{ rechecks: DueRecheck[] }`, the active re-checks whose `last_run_at` is
 *   at or before `before`, oldest first, each with its customer's email and the figures of the
 *   customer's latest audit of the business (`previous`, null when there is none, with that
 *   audit's wrong facts when it had a fact check), which the re-check's email compares with, and
 *   the owner's facts stored with the re-check (`business_facts`, raw), which each re-run is asked
 *   with.
 * - `POST /api/rechecks/claim` `recheckClaimSchema` `{ key, last_run_at, at }`: the service moves
 *   the re-check's `last_run_at` from the value it saw to `at` (its run's start) → 200
 *   `{ claimed: true }`, or `{ claimed: false }` when another run took it or it was stopped;
 *   `release: true` moves it back (a run the budget refused or that failed), so the next sweep
 *   tries again.
 * - `customerRecheck(doc)`: a `rechecks` document as its customer sees it (`CustomerRecheck`: no
 *   key, no owner), what the CMS's start and stop answer and the site lists.
 * - `recheckFigures(scores, auditedAt?, factCheck?)`: an audit's `scores` (contract
 *   `AuditResult['scores']`, or the CMS document's JSON) as the figures `@aivis/contract/trend`
 *   `compareAudits` reads, with its fact check's `wrong_facts` (null without one), or null when
 *   the scores are missing.
 *
 * Pure module: zod only.
 */
import { factCheckSchema, wrongFactSchema } from './audit'
import { z } from './zod'

/** A CMS document id as the REST API gives it: a number (SQLite, Postgres) or text (MongoDB). */
export const cmsIdSchema = z.union([
  z.number().int().positive(),
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
])

/** The figures of one audit the comparison reads (`@aivis/contract/trend` `AuditFigures`). */
export const recheckFiguresSchema = z.object({
  mentions: z.number().int().nonnegative(),
  answers: z.number().int().nonnegative(),
  competitors: z.array(z.string()),
  /** When that audit ran (ISO 8601), when known. */
  audited_at: z.string().nullable(),
  /**
   * The wrong facts of that audit's fact check (contract audit.ts `WrongFact[]`, `[]` when every
   * fact was right); null or absent when it had no fact check (asked without the owner's facts).
   */
  wrong_facts: z.array(wrongFactSchema).nullable().optional(),
})
export type RecheckFigures = z.infer<typeof recheckFiguresSchema>

/** A re-check that is due, as the CMS hands it to the scheduler. */
export const dueRecheckSchema = z.object({
  id: cmsIdSchema,
  /** Its idempotency key: what the stop link signs and the stop names. */
  key: z.string().min(1).max(200),
  customer: cmsIdSchema,
  /** The customer's email: where the comparison goes. */
  email: z.string().min(3).max(254),
  business_name: z.string().min(1),
  specialism: z.string().min(1),
  location: z.string().min(1),
  website: z.string().nullable(),
  business_type: z.string().nullable(),
  /** The last run's start (or the audit the re-check was asked from), ISO 8601. */
  last_run_at: z.string(),
  /** How many re-checks have run. */
  runs: z.number().int().nonnegative(),
  previous: recheckFiguresSchema.nullable(),
  /**
   * The owner's facts stored with the re-check, as stored (null or absent: none). Not checked
   * here, so one unreadable value does not refuse the whole list: the service reads it with
   * `businessFactsSchema` and runs without facts when it cannot.
   */
  business_facts: z.unknown().optional(),
})
export type DueRecheck = z.infer<typeof dueRecheckSchema>

export const dueRechecksSchema = z.object({ rechecks: z.array(dueRecheckSchema) })

/** The body of `POST /api/rechecks/claim`. */
export const recheckClaimSchema = z.object({
  key: z.string().min(1).max(200),
  /** The `last_run_at` the service saw (ISO 8601). */
  last_run_at: z.iso.datetime({ offset: true }),
  /** The run's start (ISO 8601): the new `last_run_at`. */
  at: z.iso.datetime({ offset: true }),
  /** True: give a claim back (`last_run_at` from `at` to `last_run_at` again). */
  release: z.boolean().optional(),
})
export type RecheckClaim = z.infer<typeof recheckClaimSchema>

/** A customer's re-check as they see it. */
export interface CustomerRecheck {
  id: number | string
  business_name: string
  specialism: string
  location: string
  active: boolean
  /** The last re-check's start, or the audit it was asked from (ISO 8601). */
  last_run_at: string
  /** Re-checks run so far. */
  runs: number
}

export function customerRecheck(doc: {
  id: number | string
  business_name: string
  specialism: string
  location: string
  active?: boolean | null
  last_run_at: string
  runs?: number | null
}): CustomerRecheck {
  return {
    id: doc.id,
    business_name: doc.business_name,
    specialism: doc.specialism,
    location: doc.location,
    active: doc.active !== false,
    last_run_at: doc.last_run_at,
    runs: doc.runs ?? 0,
  }
}

/** What `recheckFigures` reads of an audit's scores. */
interface ScoresLike {
  overall?: { mentions?: unknown; answers?: unknown; competitors?: unknown } | null
}

/**
 * `factCheck`: that audit's `fact_check` (contract `FactCheck`, or the CMS document's JSON); its
 * `wrong_facts` are kept, or null when it is absent or not a fact check.
 */
export function recheckFigures(
  scores: unknown,
  auditedAt: string | null = null,
  factCheck: unknown = null,
): RecheckFigures | null {
  const overall = (scores as ScoresLike | null | undefined)?.overall
  if (!overall || typeof overall !== 'object') return null
  const { mentions, answers, competitors } = overall
  if (!Number.isInteger(mentions) || !Number.isInteger(answers)) return null
  const names = Array.isArray(competitors)
    ? competitors
        .map((c) => (c as { name?: unknown } | null)?.name)
        .filter((n): n is string => typeof n === 'string')
    : []
  return {
    mentions: mentions as number,
    answers: answers as number,
    competitors: names,
    audited_at: auditedAt,
    wrong_facts: factCheckSchema.safeParse(factCheck).data?.wrong_facts ?? null,
  }
}
