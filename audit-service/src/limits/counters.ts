/**
 * The counters every limit is made of (rate-limiter-flexible) and how a wait is worded: shared by
 * the audit limits (audits.ts), the lead limits (leads.ts) and the report limits
 * (report/reportLimits.ts).
 *
 * - `rateLimiter(keyPrefix, points, duration, redis?)` → `Limiter`: `points` per `duration`
 *   seconds, in process memory, or in Redis (every process shares it) with a memory fallback while
 *   Redis is not ready: never unlimited, never refusing everything.
 * - `waitText(sec)`: "42 minutes", "3 hours".
 */
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

/** "42 minutes", "3 hours": a wait of `sec` seconds as a visitor reads it. */
export function waitText(sec: number): string {
  if (sec < 60) return sec === 1 ? '1 second' : `${sec} seconds`
  if (sec < 90 * 60) {
    const m = Math.ceil(sec / 60)
    return m === 1 ? '1 minute' : `${m} minutes`
  }
  const h = Math.ceil(sec / 3600)
  return h === 1 ? '1 hour' : `${h} hours`
}

/** A counter of `points` per `duration` seconds under `keyPrefix`. */
export type Limiter = RateLimiterMemory | RateLimiterRedis

/**
 * A limiter in process memory, or in `redis` (shared by every process) with a memory fallback
 * while Redis is not ready: never unlimited, never refusing everything.
 */
export function rateLimiter(
  keyPrefix: string,
  points: number,
  duration: number,
  redis?: Redis | null,
): Limiter {
  if (!redis) return new RateLimiterMemory({ keyPrefix, points, duration })
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  })
}
