/**
 * Limits on audits that cost money (docs/decisions/0023). An audit
 * that is going to run (not one answered from the cache) is charged to three budgets, in this order:
 *
 * 1. its client IP: `perIpPerHour` audits per hour (AUDIT_LIMIT_PER_IP_PER_HOUR, default 10), a
 *    window that starts at the IP's first audit; IPv6 addresses count per /64 (`ipKey`);
 * 2. its website's registrable domain (`auditDomain`: tldts, private suffixes such as github.io
 *    included): `perDomainPerDay` audits per 24 h (AUDIT_LIMIT_PER_DOMAIN_PER_DAY, default 5);
 *    audits without a website are not domain-limited;
 * 3. the vendor calls of every audit together: `dailyCallBudget` calls per UTC day
 *    (AUDIT_DAILY_CALL_BUDGET, default 20 000 ≈ 450 audits of 4 assistants; `callsPerAudit`).
 *
 * `createAuditLimits(settings, { redis?, now?, log? })` → `AuditLimits`. Counters live in process
 * memory, or in Redis (keys `limit:ip:*`, `limit:domain:*`, `limit:calls:*`) when `redis` (an
 * ioredis client) is given, so every audit-service process shares them; while Redis is not ready
 * each process falls back to its own memory counters (never unlimited, never refusing everything).
 *
 * `consume({ ip, domain, calls })` resolves when the audit may run, having counted it in each
 * budget; it rejects with `RateLimitError` (→ HTTP 429 with `Retry-After`, spec §8 'Rate limit
 * exceeded') naming the first budget that refused it. All or nothing: a refused audit gives back
 * what it took from every budget, the refusing one included, so it eats nobody's quota. The race
 * accepted: between taking and giving back, a concurrent audit can see the counter higher than it
 * will be and be refused too (never the other way round: no budget is ever exceeded).
 */
import { normalizeWebsite } from '@aivis/contract'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { getDomain, getHostname } from 'tldts'

/** The limits (config.ts `limits`): counts of audits, and vendor calls for the budget. */
export interface LimitSettings {
  /** Audits per client IP (IPv6: per /64) per hour. */
  perIpPerHour: number
  /** Audits per website domain per 24 hours. */
  perDomainPerDay: number
  /** Vendor calls of all audits together per UTC day. */
  dailyCallBudget: number
}

/** What one audit costs: who asks, for which site, how many vendor calls. */
export interface AuditCharge {
  /** The client IP (clientIp.ts): IPv4 or IPv6, as the socket or the web proxy saw it. */
  ip: string
  /** Registrable domain of the audited website (`auditDomain`); null: not domain-limited. */
  domain: string | null
  /** Vendor calls the audit makes (`callsPerAudit`). */
  calls: number
}

export interface AuditLimits {
  /** Counts one audit in every budget, or throws `RateLimitError` having counted it in none. */
  consume(charge: AuditCharge): Promise<void>
}

/** Which budget refused an audit. */
export type LimitName = 'ip' | 'domain' | 'calls'

/**
 * An audit refused by a limit. `retryAfterSec` (whole seconds, ≥ 1): when that budget has room
 * again (the `Retry-After` header); `message`: what the visitor is shown (spec §8 toast).
 */
export class RateLimitError extends Error {
  constructor(
    readonly limit: LimitName,
    readonly retryAfterSec: number,
    message: string,
  ) {
    super(message)
    this.name = 'RateLimitError'
  }
}

/** No limits at all: createApp's default when none are given (tests, benchmarks). */
export const noLimits: AuditLimits = { consume: async () => {} }

/** Discovery questions per audit (spec §9). */
export const QUESTIONS_PER_AUDIT = 10

/**
 * Vendor calls of one audit: each assistant is asked every question `samples` times
 * (AUDIT_SAMPLES) plus one control question (engine/audit.ts). 4 assistants, 1 sample: 44.
 */
export function callsPerAudit(opts: {
  assistants: number
  samples?: number
  questions?: number
}): number {
  return opts.assistants * ((opts.questions ?? QUESTIONS_PER_AUDIT) * (opts.samples ?? 1) + 1)
}

/**
 * The registrable domain of an audit's website (`https://www.acme.co.uk/x` → `acme.co.uk`,
 * `shop.github.io` → `shop.github.io`), lower case; the host itself when it has none (`localhost`,
 * an IP address); null without a website or when no host can be read.
 */
export function auditDomain(website: string | null | undefined): string | null {
  if (!website?.trim()) return null
  const url = normalizeWebsite(website)
  const host = getHostname(url)
  if (!host) return null
  return (getDomain(url, { allowPrivateDomains: true }) ?? host).toLowerCase()
}

/**
 * The key an IP is counted under: IPv4 as is (also when written IPv4-mapped, `::ffff:1.2.3.4`),
 * IPv6 by its /64 network (one household or server gets a whole /64), anything else as given.
 */
export function ipKey(ip: string): string {
  const bare = ip.trim().replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)
  if (mapped) return mapped[1]
  if (!bare.includes(':')) return bare
  const [head, tail] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`
}

/** "42 minutes", "3 hours": a wait as a visitor reads it. */
function wait(sec: number): string {
  if (sec < 60) return sec === 1 ? '1 second' : `${sec} seconds`
  if (sec < 90 * 60) {
    const m = Math.ceil(sec / 60)
    return m === 1 ? '1 minute' : `${m} minutes`
  }
  const h = Math.ceil(sec / 3600)
  return h === 1 ? '1 hour' : `${h} hours`
}

type Limiter = RateLimiterMemory | RateLimiterRedis

export function createAuditLimits(
  settings: LimitSettings,
  opts: {
    /** Shared counters in this Redis (ioredis); default: in process memory. */
    redis?: Redis | null
    /** Clock, ms: picks the UTC day of the call budget (tests). */
    now?: () => number
    /** Where a failed give-back is reported; default console.error. */
    log?: (msg: string) => void
  } = {},
): AuditLimits {
  const now = opts.now ?? Date.now
  const log = opts.log ?? console.error
  const limiter = (name: LimitName, points: number, duration: number): Limiter => {
    const keyPrefix = `limit:${name}`
    if (!opts.redis) return new RateLimiterMemory({ keyPrefix, points, duration })
    return new RateLimiterRedis({
      storeClient: opts.redis,
      keyPrefix,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    })
  }
  const byIp = limiter('ip', settings.perIpPerHour, 3600)
  const byDomain = limiter('domain', settings.perDomainPerDay, 86_400)
  // One key per UTC day; it lives two days so a day's counter never expires before the day ends.
  const byCalls = limiter('calls', settings.dailyCallBudget, 2 * 86_400)

  const refused = (name: LimitName, res: RateLimiterRes, at: number): RateLimitError => {
    const untilMidnight = Math.ceil((86_400_000 - (at % 86_400_000)) / 1000)
    const sec = Math.max(1, name === 'calls' ? untilMidnight : Math.ceil(res.msBeforeNext / 1000))
    const message = {
      ip: `Too many audits from your network: at most ${settings.perIpPerHour} an hour. Please try again in ${wait(sec)}.`,
      domain: `This website has had its ${settings.perDomainPerDay} audits for today. Please try again in ${wait(sec)}.`,
      calls: `We have run all the free audits we can today. Please try again in ${wait(sec)}.`,
    }[name]
    return new RateLimitError(name, sec, message)
  }

  return {
    async consume(charge) {
      const at = now()
      const day = new Date(at).toISOString().slice(0, 10)
      const steps: { name: LimitName; limiter: Limiter; key: string | null; points: number }[] = [
        { name: 'ip', limiter: byIp, key: ipKey(charge.ip), points: 1 },
        { name: 'domain', limiter: byDomain, key: charge.domain, points: 1 },
        { name: 'calls', limiter: byCalls, key: day, points: Math.ceil(charge.calls) },
      ]
      const taken: typeof steps = []
      const giveBack = () =>
        Promise.all(
          taken.map((s) =>
            s.limiter
              .reward(s.key!, s.points)
              .catch((err: Error) =>
                log(`[limits] could not give back ${s.points} ${s.name} point(s): ${err.message}`),
              ),
          ),
        )
      for (const step of steps) {
        if (step.key === null || step.points <= 0) continue
        try {
          await step.limiter.consume(step.key, step.points)
          taken.push(step)
        } catch (err) {
          // A refusal has counted the points too (the counters only go up atomically): give back.
          if (err instanceof RateLimiterRes) taken.push(step)
          await giveBack()
          if (err instanceof RateLimiterRes) throw refused(step.name, err, at)
          throw err
        }
      }
    },
  }
}
