/**
 * Limits on the public lead functions, on re-check stop links and on website extraction
 * (docs/decisions/0056, 0097): each
 * request is counted per client address and per target (the email address it would write to, or
 * the website it would fetch), so that nobody can use the site to mail strangers, flood sales or
 * make the service fetch a site over and over.
 *
 * | kind         | per client address (IPv6 by /64) | per target                                      |
 * |--------------|----------------------------------|-------------------------------------------------|
 * | `inquiry`    | 5 an hour                        | 3 a day per email address                       |
 * | `signup`     | 5 an hour                        | 3 a day per email address                       |
 * | `results`    | 10 an hour                       | 3 a day per address; 1 a day per audit and address |
 * | `extraction` | 20 an hour                       | 10 an hour per registrable domain               |
 * | `recheckStop`| 10 an hour                       | none (a stop already recorded is a no-op, 0097) |
 *
 * (`DEFAULT_LEAD_LIMITS`; every number is a `LeadLimitSettings` field.) Windows start at the first
 * request counted. Lead routes count a post once it is valid (a 400 costs nothing), suspected
 * spam included; a retry answered from its Idempotency-Key is not counted again. Extraction counts
 * only a look-up that fetches the site (a cached profile costs nothing, as cached audits do).
 *
 * `createLeadLimits(settings, { redis?, logger? })` → `LeadLimits`. Counters live in process memory, or
 * in Redis (keys `limit:lead:{kind}:{rule}:{key}`, email addresses hashed) when `redis` is given, so
 * every audit-service process shares them; while Redis is not ready each process falls back to its
 * own memory counters. `consume(kind, { ip, target, audit? })` resolves when the request may go
 * on, having counted it in each of its limits, or throws `HttpError` 429 `rate_limited` with
 * `Retry-After` (whole seconds) and a message the visitor can read, having counted it in none (all
 * or nothing, as limits/index.ts).
 */
import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import { HttpError } from '../http/errors'
import { ipKey } from './addresses'
import { rateLimiter, waitText, type Limiter } from './counters'

/** The limits of the lead functions and extraction (see module doc). */
export interface LeadLimitSettings {
  inquiry: { perClientPerHour: number; perEmailPerDay: number }
  signup: { perClientPerHour: number; perEmailPerDay: number }
  results: { perClientPerHour: number; perEmailPerDay: number; perAuditPerEmailPerDay: number }
  extraction: { perClientPerHour: number; perDomainPerHour: number }
  /** POSTs of re-check stop links (rechecks/stopRoute.ts, docs/decisions/0097). */
  recheckStop: { perClientPerHour: number }
}

/** The defaults (docs/decisions/0056). */
export const DEFAULT_LEAD_LIMITS: LeadLimitSettings = {
  inquiry: { perClientPerHour: 5, perEmailPerDay: 3 },
  signup: { perClientPerHour: 5, perEmailPerDay: 3 },
  results: { perClientPerHour: 10, perEmailPerDay: 3, perAuditPerEmailPerDay: 1 },
  extraction: { perClientPerHour: 20, perDomainPerHour: 10 },
  recheckStop: { perClientPerHour: 10 },
}

export type LeadLimitKind = keyof LeadLimitSettings

/** What one request is counted as. */
export interface LeadCharge {
  /** The client address (limits/clientIp.ts `clientIp`). */
  ip: string
  /** The email address (lead functions) or registrable domain (extraction); null: none. */
  target: string | null
  /** `results` only: the audit the email is about. */
  audit?: string | null
}

export interface LeadLimits {
  /** Counts one request of `kind` in each of its limits, or throws the 429 having counted none. */
  consume(kind: LeadLimitKind, charge: LeadCharge): Promise<void>
}

/** No limits at all: the default of createApp and the routes (tests). */
export const noLeadLimits: LeadLimits = { consume: async () => {} }

/** An email address as a counter key: hashed, so no address is kept in Redis. */
const hashed = (s: string) =>
  createHash('sha256').update(s.trim().toLowerCase()).digest('base64url')

/** One limit of a kind: its counter, and the key and refusal of a charge. */
interface Rule {
  limiter: Limiter
  key: (c: LeadCharge) => string | null
  /** What the visitor reads, given the wait. */
  message: (wait: string) => string
}

const HOUR = 3600
const DAY = 86_400

/** The lead limits (see module doc). */
export function createLeadLimits(
  settings: LeadLimitSettings,
  opts: {
    /** Shared counters in this Redis (ioredis); default: in process memory. */
    redis?: Redis | null
    /** Where a failed give-back is reported (warn); default the process's default logger. */
    logger?: Logger
  } = {},
): LeadLimits {
  const logger = opts.logger ?? defaultLogger('audit-service')
  const limiter = (name: string, points: number, duration: number): Limiter =>
    rateLimiter(`limit:lead:${name}`, points, duration, opts.redis)
  const client = (c: LeadCharge) => ipKey(c.ip)
  const email = (c: LeadCharge) => (c.target ? hashed(c.target) : null)
  const { inquiry, signup, results, extraction, recheckStop } = settings
  const rules: Record<LeadLimitKind, Rule[]> = {
    inquiry: [
      {
        limiter: limiter('inquiry:client', inquiry.perClientPerHour, HOUR),
        key: client,
        message: (w) => `Too many inquiries from your network. Please try again in ${w}.`,
      },
      {
        limiter: limiter('inquiry:email', inquiry.perEmailPerDay, DAY),
        key: email,
        message: (w) =>
          `We already have several inquiries from this email address today. Please try again in ${w}.`,
      },
    ],
    signup: [
      {
        limiter: limiter('signup:client', signup.perClientPerHour, HOUR),
        key: client,
        message: (w) => `Too many sign-ups from your network. Please try again in ${w}.`,
      },
      {
        limiter: limiter('signup:email', signup.perEmailPerDay, DAY),
        key: email,
        message: (w) =>
          `This email address has been signed up several times today. Please try again in ${w}.`,
      },
    ],
    results: [
      {
        limiter: limiter('results:client', results.perClientPerHour, HOUR),
        key: client,
        message: (w) => `Too many results emails from your network. Please try again in ${w}.`,
      },
      {
        limiter: limiter('results:audit', results.perAuditPerEmailPerDay, DAY),
        key: (c) => (c.target && c.audit ? `${hashed(c.target)}:${c.audit}` : null),
        message: (w) =>
          `These results were already sent to this address. Check your inbox, or try again in ${w}.`,
      },
      {
        limiter: limiter('results:email', results.perEmailPerDay, DAY),
        key: email,
        message: (w) =>
          `This address has had its results emails for today. Please try again in ${w}.`,
      },
    ],
    extraction: [
      {
        limiter: limiter('extraction:client', extraction.perClientPerHour, HOUR),
        key: client,
        message: (w) => `Too many website look-ups from your network. Please try again in ${w}.`,
      },
      {
        limiter: limiter('extraction:domain', extraction.perDomainPerHour, HOUR),
        key: (c) => c.target?.toLowerCase() ?? null,
        message: (w) => `This website has been looked up too often. Please try again in ${w}.`,
      },
    ],
    recheckStop: [
      {
        limiter: limiter('recheck-stop:client', recheckStop.perClientPerHour, HOUR),
        key: client,
        message: (w) => `Too many requests from your network. Please try again in ${w}.`,
      },
    ],
  }

  return {
    async consume(kind, charge) {
      const taken: { rule: Rule; key: string }[] = []
      const giveBack = () =>
        Promise.all(
          taken.map(({ rule, key }) =>
            rule.limiter
              .reward(key, 1)
              .catch((err: Error) =>
                logger.warn(`[limits] could not give back a ${kind} point: ${err.message}`),
              ),
          ),
        )
      for (const rule of rules[kind]) {
        const key = rule.key(charge)
        if (key === null) continue
        try {
          await rule.limiter.consume(key, 1)
          taken.push({ rule, key })
        } catch (err) {
          // A refusal has counted the point too (the counters only go up atomically): give back.
          if (err instanceof RateLimiterRes) taken.push({ rule, key })
          await giveBack()
          if (!(err instanceof RateLimiterRes)) throw err
          const sec = Math.max(1, Math.ceil(err.msBeforeNext / 1000))
          throw new HttpError(429, 'rate_limited', rule.message(waitText(sec)), {
            headers: { 'Retry-After': String(sec) },
          })
        }
      }
    },
  }
}
