/**
 * Limits on report PDFs (docs/decisions/0095): every valid request for a report is counted per
 * client address (IPv6 by /64, limits/index.ts `ipKey`) and per audit (`audit_id`: the dashboard's
 * download and every share link of that audit alike), a cached PDF included, since each one still
 * has the site read the audit from the CMS and send the PDF.
 *
 * | limit             | default     | setting              |
 * |-------------------|-------------|----------------------|
 * | per client address | 10 a minute | `perClientPerMinute` |
 * | per audit         | 10 a minute | `perAuditPerMinute`  |
 *
 * Windows start at the first request counted. `createReportLimits(settings?, { redis?, logger? })` →
 * `ReportLimits`. Counters live in process memory, or in Redis (keys `limit:report:client:*`,
 * `limit:report:audit:*`) when `redis` is given, with a memory fallback while it is not ready.
 * `consume({ ip, audit })` resolves when the request may go on, having counted it in both, or
 * throws `HttpError` 429 `rate_limited` with `Retry-After` (whole seconds) and a message the
 * visitor can read, having counted it in neither (all or nothing, as limits/leads.ts).
 */
import type { Redis } from 'ioredis'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import { HttpError } from '../http/errors'
import { ipKey, rateLimiter, waitText, type Limiter } from '../limits'

/** The limits (see module doc). */
export interface ReportLimitSettings {
  /** Report requests per client address (IPv6: per /64) per minute. */
  perClientPerMinute: number
  /** Report requests per audit per minute, from anyone. */
  perAuditPerMinute: number
}

/** The defaults (docs/decisions/0095). */
export const DEFAULT_REPORT_LIMITS: ReportLimitSettings = {
  perClientPerMinute: 10,
  perAuditPerMinute: 10,
}

/** What one report request is counted as. */
export interface ReportCharge {
  /** The client address (limits/clientIp.ts `clientIp`). */
  ip: string
  /** The audit's id (`AuditResult.audit_id`). */
  audit: string
}

export interface ReportLimits {
  /** Counts one request in each limit, or throws the 429 having counted it in none. */
  consume(charge: ReportCharge): Promise<void>
}

/** No limits: the default of reportRoute (tests). */
export const noReportLimits: ReportLimits = { consume: async () => {} }

/** See the module doc. */
export function createReportLimits(
  settings: ReportLimitSettings = DEFAULT_REPORT_LIMITS,
  opts: {
    /** Shared counters in this Redis (ioredis); default: in process memory. */
    redis?: Redis | null
    /** Where a failed give-back is reported (warn); default the process's default logger. */
    logger?: Logger
  } = {},
): ReportLimits {
  const logger = opts.logger ?? defaultLogger('audit-service')
  const rules: {
    limiter: Limiter
    key: (c: ReportCharge) => string
    message: (w: string) => string
  }[] = [
    {
      limiter: rateLimiter('limit:report:client', settings.perClientPerMinute, 60, opts.redis),
      key: (c) => ipKey(c.ip),
      message: (w) => `Too many report downloads from your network. Please try again in ${w}.`,
    },
    {
      limiter: rateLimiter('limit:report:audit', settings.perAuditPerMinute, 60, opts.redis),
      key: (c) => c.audit,
      message: (w) =>
        `This report has been downloaded many times in the last minute. Please try again in ${w}.`,
    },
  ]
  return {
    async consume(charge) {
      const taken: { limiter: Limiter; key: string }[] = []
      for (const rule of rules) {
        const key = rule.key(charge)
        try {
          await rule.limiter.consume(key, 1)
          taken.push({ limiter: rule.limiter, key })
        } catch (err) {
          // A refusal has counted the point too (the counters only go up atomically): give back.
          if (err instanceof RateLimiterRes) taken.push({ limiter: rule.limiter, key })
          await Promise.all(
            taken.map((t) =>
              t.limiter
                .reward(t.key, 1)
                .catch((e: Error) =>
                  logger.warn(`[limits] could not give back a report point: ${e.message}`),
                ),
            ),
          )
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
