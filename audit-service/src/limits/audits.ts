/**
 * Limits on audits that cost money (docs/decisions/0023, 0064). An audit that is going to run (not
 * one answered from the cache) is charged to these budgets, in this order:
 *
 * 0. its signed-in customer, when there is one: `perCustomerPerDay` audits per 24 h
 *    (AUDIT_LIMIT_PER_CUSTOMER_PER_DAY, default 10), re-runs included (docs/decisions/0077);
 * 1. its client address: `perIpPerHour` audits per hour (AUDIT_LIMIT_PER_IP_PER_HOUR, default 10),
 *    a window that starts at the address's first audit; IPv6 addresses count per /64
 *    (addresses.ts `ipKey`);
 * 2. its client network, IPv4 /24 or IPv6 /48 (`networkKey`): `perNetworkPerHour` audits per hour
 *    (AUDIT_LIMIT_PER_24_PER_HOUR / AUDIT_LIMIT_PER_48_PER_HOUR, default 30) and `perNetworkPerDay`
 *    audits per UTC day (AUDIT_LIMIT_PER_24_PER_DAY / AUDIT_LIMIT_PER_48_PER_DAY, default 100), so
 *    rotating through the /64s of one allocation (a /48 holds 65 536) buys nothing;
 * 3. its website's registrable domain (domain.ts `auditDomain`: tldts, private suffixes such as github.io
 *    included): `perDomainPerDay` audits per 24 h (AUDIT_LIMIT_PER_DOMAIN_PER_DAY, default 5);
 *    audits without a website are not domain-limited;
 * 4. the vendor calls of every audit together: `dailyCallBudget` calls per UTC day
 *    (AUDIT_DAILY_CALL_BUDGET, default 20 000 ≈ 450 audits of 4 assistants; `callsPerAudit`), of
 *    which the last `reservePercent` % (AUDIT_BUDGET_RESERVE_PERCENT, default 25) is spent only on
 *    the first audit of the day of a client network: once the day's calls pass the unreserved part,
 *    networks that have already had an audit today are refused ('reserve'), new visitors are not
 *    until the whole budget is gone ('calls').
 *
 * `createAuditLimits(settings, { redis?, now?, logger? })` → `AuditLimits`. Counters live in process
 * memory (counters.ts `rateLimiter`), or in Redis (keys `limit:ip:*`, `limit:net-hour:*`, `limit:net-day:*`, `limit:domain:*`,
 * `limit:calls:*`) when `redis` (an ioredis client) is given, so every audit-service process shares
 * them; while Redis is not ready each process falls back to its own memory counters (never
 * unlimited, never refusing everything).
 *
 * `consume({ ip, domain, calls, customer? })` resolves when the audit may run, having counted it in each
 * budget; it rejects with `RateLimitError` (→ HTTP 429 with `Retry-After`, spec §8 'Rate limit
 * exceeded') naming the first budget that refused it. All or nothing: a refused audit gives back
 * what it took from every budget, the refusing one included, so it eats nobody's quota (and a
 * network whose only audit today was refused is still new). The race accepted: between taking and
 * giving back, a concurrent audit can see the counter higher than it will be and be refused too
 * (never the other way round: no budget is ever exceeded).
 */
import type { Redis } from 'ioredis'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import { RateLimitError, type LimitName } from '../errors'
import { ipKey, networkKey } from './addresses'
import { rateLimiter, waitText, type Limiter } from './counters'

/**
 * The limits (config.ts `limits`): counts of audits, and vendor calls for the budget. The network
 * limits and the reserve may be left out: then the network limits are derived from `perIpPerHour`
 * (`networkDefaults`) and 25 % of the budget is reserved, as config.ts does.
 */
export interface LimitSettings {
  /** Audits per client address (IPv6: per /64) per hour. */
  perIpPerHour: number
  /** Audits per website domain per 24 hours. */
  perDomainPerDay: number
  /** Vendor calls of all audits together per UTC day. */
  dailyCallBudget: number
  /** Audits per IPv4 /24 per hour (default 3 × perIpPerHour). */
  per24PerHour?: number
  /** Audits per IPv4 /24 per UTC day (default 10 × perIpPerHour). */
  per24PerDay?: number
  /** Audits per IPv6 /48 per hour (default 3 × perIpPerHour). */
  per48PerHour?: number
  /** Audits per IPv6 /48 per UTC day (default 10 × perIpPerHour). */
  per48PerDay?: number
  /**
   * Percent (0–90) of `dailyCallBudget` kept for client networks' first audit of the day (default
   * 25): past the rest, only networks without an audit today are admitted.
   */
  reservePercent?: number
  /** Audits per signed-in customer per 24 hours (default `DEFAULT_PER_CUSTOMER_PER_DAY`). */
  perCustomerPerDay?: number
}

/**
 * The network limits when not given: an IPv4 /24 or IPv6 /48 may run 3 times a single address's
 * hourly audits in an hour and 10 times in a UTC day (a /24 behind one office or carrier NAT holds
 * several visitors; a /48 is one customer's allocation, docs/decisions/0064).
 */
export function networkDefaults(perIpPerHour: number) {
  return { perHour: 3 * perIpPerHour, perDay: 10 * perIpPerHour }
}

/** Percent of the daily call budget reserved for new visitors when not given. */
export const DEFAULT_RESERVE_PERCENT = 25

/** Audits a signed-in customer may run in 24 hours, re-runs included. */
export const DEFAULT_PER_CUSTOMER_PER_DAY = 10

/** What one audit costs: who asks, for which site, how many vendor calls. */
export interface AuditCharge {
  /** The signed-in customer's CMS id (clientIp.ts `customerIdOf`); null or absent: anonymous. */
  customer?: string | null
  /**
   * The client IP (clientIp.ts): IPv4 or IPv6, as the socket or the web proxy saw it. Null: an
   * audit nobody is waiting for (a monthly re-check, docs/decisions/0079), counted in no address or
   * network budget and never a network's first audit of the day, so it never spends the reserve.
   */
  ip: string | null
  /** Registrable domain of the audited website (`auditDomain`); null: not domain-limited. */
  domain: string | null
  /** Vendor calls the audit makes (`callsPerAudit`). */
  calls: number
}

/** The day's vendor calls against the budget (`AuditLimits.usage`), for the staff dashboard. */
export interface BudgetUsage {
  /** The UTC day counted, `YYYY-MM-DD`. */
  day: string
  /** Vendor calls charged today by audits that ran. */
  callsUsed: number
  /** AUDIT_DAILY_CALL_BUDGET. */
  callBudget: number
  /** Calls past which only a network's first audit of the day is admitted (the reserve starts). */
  reserveFrom: number
}

export interface AuditLimits {
  /** Counts one audit in every budget, or throws `RateLimitError` having counted it in none. */
  consume(charge: AuditCharge): Promise<void>
  /** Today's use of the daily call budget; null when there is no budget (`noLimits`). */
  usage(): Promise<BudgetUsage | null>
}

/** No limits at all: createApp's default when none are given (tests, benchmarks). */
export const noLimits: AuditLimits = { consume: async () => {}, usage: async () => null }

/** Discovery questions per audit (spec §9). */
export const QUESTIONS_PER_AUDIT = 10

/**
 * Vendor calls of one audit: each assistant is asked every question `samples` times
 * (AUDIT_SAMPLES) plus one control question, and the contact question when the request carries
 * the owner's facts (`withFacts`; engine/audit.ts, decision 0114). 4 assistants, 1 sample: 44, or
 * 48 with facts.
 */
export function callsPerAudit(opts: {
  assistants: number
  samples?: number
  questions?: number
  withFacts?: boolean
}): number {
  const unscored = opts.withFacts ? 2 : 1
  return (
    opts.assistants * ((opts.questions ?? QUESTIONS_PER_AUDIT) * (opts.samples ?? 1) + unscored)
  )
}

/** One budget an audit is charged to: its counter, the key and how many points. */
interface Step {
  name: LimitName
  limiter: Limiter
  key: string | null
  points: number
  /** A UTC-day counter: refusals wait until midnight UTC. */
  daily?: boolean
  /** After the points are taken: the refusal to give instead, if any (the reserve). */
  check?: (res: RateLimiterRes) => LimitName | null
}

/** The counters of every budget and the figures they are read with (see module doc). */
interface Budgets {
  byCustomer: Limiter
  byIp: Limiter
  /** The network counters by address family: IPv4 /24, IPv6 /48. */
  byNet: Record<4 | 6, { hour: Limiter; day: Limiter }>
  byDomain: Limiter
  byCalls: Limiter
  /** The network limits per family (settings, else `networkDefaults`). */
  perNetwork: Record<4 | 6, { perHour: number; perDay: number }>
  perCustomerPerDay: number
  /** Calls a network that has already had an audit today may take the day's count up to. */
  unreserved: number
}

/** The counters of `settings`, in `redis` when given (see module doc). */
function budgetsOf(settings: LimitSettings, redis: Redis | null | undefined): Budgets {
  const net = networkDefaults(settings.perIpPerHour)
  const perNetwork = {
    4: {
      perHour: settings.per24PerHour ?? net.perHour,
      perDay: settings.per24PerDay ?? net.perDay,
    },
    6: {
      perHour: settings.per48PerHour ?? net.perHour,
      perDay: settings.per48PerDay ?? net.perDay,
    },
  }
  const reservePercent = Math.min(
    90,
    Math.max(0, settings.reservePercent ?? DEFAULT_RESERVE_PERCENT),
  )
  const limiter = (keyPrefix: string, points: number, duration: number): Limiter =>
    rateLimiter(keyPrefix, points, duration, redis)
  const perCustomerPerDay = settings.perCustomerPerDay ?? DEFAULT_PER_CUSTOMER_PER_DAY
  return {
    byIp: limiter('limit:ip', settings.perIpPerHour, 3600),
    // Day counters are keyed by UTC day and live two days, so a day's count never expires before
    // the day ends. The /24 and /48 counters share a prefix: their keys cannot collide.
    byNet: {
      4: {
        hour: limiter('limit:net-hour', perNetwork[4].perHour, 3600),
        day: limiter('limit:net-day', perNetwork[4].perDay, 2 * 86_400),
      },
      6: {
        hour: limiter('limit:net-hour', perNetwork[6].perHour, 3600),
        day: limiter('limit:net-day', perNetwork[6].perDay, 2 * 86_400),
      },
    },
    byDomain: limiter('limit:domain', settings.perDomainPerDay, 86_400),
    byCustomer: limiter('limit:customer', perCustomerPerDay, 86_400),
    byCalls: limiter('limit:calls', settings.dailyCallBudget, 2 * 86_400),
    perNetwork,
    perCustomerPerDay,
    unreserved: Math.floor((settings.dailyCallBudget * (100 - reservePercent)) / 100),
  }
}

/**
 * The refusal by budget `name` of an audit charged at `at` (epoch ms): a `RateLimitError` whose
 * `retryAfterSec` is when that counter has room again (midnight UTC for a day counter, whole
 * seconds, at least 1) and whose message says which limit and when to try again (spec §8 toast).
 */
function refusalOf(settings: LimitSettings, budgets: Budgets) {
  return (
    name: LimitName,
    res: RateLimiterRes,
    at: number,
    family: 4 | 6,
    daily: boolean,
  ): RateLimitError => {
    const untilMidnight = Math.ceil((86_400_000 - (at % 86_400_000)) / 1000)
    const sec = Math.max(1, daily ? untilMidnight : Math.ceil(res.msBeforeNext / 1000))
    const later = `Please try again in ${waitText(sec)}.`
    const n = budgets.perNetwork[family]
    const message = {
      customer: `You have run your ${budgets.perCustomerPerDay} audits for today. ${later}`,
      ip: `Too many audits from your network: at most ${settings.perIpPerHour} an hour. ${later}`,
      network: daily
        ? `Too many audits from your network today: at most ${n.perDay} a day. ${later}`
        : `Too many audits from your network: at most ${n.perHour} an hour. ${later}`,
      domain: `This website has had its ${settings.perDomainPerDay} audits for today. ${later}`,
      reserve: `We have run nearly all the free audits we can today, and keep the rest for first-time visitors. ${later}`,
      calls: `We have run all the free audits we can today. ${later}`,
    }[name]
    return new RateLimitError(name, sec, message)
  }
}

/**
 * The budgets `charge` is counted in on UTC `day`, in order (module doc): a step without a key
 * (no customer, no address, no website) is skipped. The network's day counter tells whether this
 * is its first audit today, which the call budget's reserve check reads.
 */
function stepsOf(
  budgets: Budgets,
  charge: AuditCharge,
  day: string,
  network: ReturnType<typeof networkKey> | null,
): Step[] {
  const family = network?.family ?? 4
  /** True once the network's day counter says this is its first audit today. */
  let newToday = false
  return [
    { name: 'customer', limiter: budgets.byCustomer, key: charge.customer ?? null, points: 1 },
    {
      name: 'ip',
      limiter: budgets.byIp,
      key: charge.ip === null ? null : ipKey(charge.ip),
      points: 1,
    },
    { name: 'network', limiter: budgets.byNet[family].hour, key: network?.key ?? null, points: 1 },
    {
      name: 'network',
      limiter: budgets.byNet[family].day,
      key: network ? `${network.key}@${day}` : null,
      points: 1,
      daily: true,
      check: (res) => {
        newToday = res.consumedPoints === 1
        return null
      },
    },
    { name: 'domain', limiter: budgets.byDomain, key: charge.domain, points: 1 },
    {
      name: 'calls',
      limiter: budgets.byCalls,
      key: day,
      points: Math.ceil(charge.calls),
      daily: true,
      check: (res) => (!newToday && res.consumedPoints > budgets.unreserved ? 'reserve' : null),
    },
  ]
}

/**
 * Takes every step's points in order, all or nothing: on a refusal (a counter past its points, or
 * a step's `check`) or a failing counter, what was taken is given back (a give-back that fails is
 * logged) and `refuse(step, res)` is thrown, or the counter's error as it is.
 */
async function takeAll(
  steps: Step[],
  refuse: (name: LimitName, res: RateLimiterRes, daily: boolean) => RateLimitError,
  logger: Logger,
): Promise<void> {
  const taken: Step[] = []
  const giveBack = () =>
    Promise.all(
      taken.map((s) =>
        s.limiter
          .reward(s.key!, s.points)
          .catch((err: Error) =>
            logger.warn(
              `[limits] could not give back ${s.points} ${s.name} point(s): ${err.message}`,
            ),
          ),
      ),
    )
  for (const step of steps) {
    if (step.key === null || step.points <= 0) continue
    let res: RateLimiterRes
    try {
      res = await step.limiter.consume(step.key, step.points)
      taken.push(step)
    } catch (err) {
      // A refusal has counted the points too (the counters only go up atomically): give back.
      if (err instanceof RateLimiterRes) taken.push(step)
      await giveBack()
      if (err instanceof RateLimiterRes) throw refuse(step.name, err, !!step.daily)
      throw err
    }
    const instead = step.check?.(res)
    if (instead) {
      await giveBack()
      throw refuse(instead, res, !!step.daily)
    }
  }
}

/** See the module doc. Throws nothing itself; `consume` rejects as described there. */
export function createAuditLimits(
  settings: LimitSettings,
  opts: {
    /** Shared counters in this Redis (ioredis); default: in process memory. */
    redis?: Redis | null
    /** Clock, ms: picks the UTC day of the call budget and the daily network limit (tests). */
    now?: () => number
    /** Where a failed give-back is reported (warn); default the process's default logger. */
    logger?: Logger
  } = {},
): AuditLimits {
  const now = opts.now ?? Date.now
  const logger = opts.logger ?? defaultLogger('audit-service')
  const budgets = budgetsOf(settings, opts.redis)
  const refused = refusalOf(settings, budgets)
  return {
    async usage() {
      const day = new Date(now()).toISOString().slice(0, 10)
      const res = await budgets.byCalls.get(day)
      return {
        day,
        callsUsed: res?.consumedPoints ?? 0,
        callBudget: settings.dailyCallBudget,
        reserveFrom: budgets.unreserved,
      }
    },
    async consume(charge) {
      const at = now()
      const day = new Date(at).toISOString().slice(0, 10)
      const network = charge.ip === null ? null : networkKey(charge.ip)
      // An address that is neither IPv4 nor IPv6 is its own network, limited like an IPv4 /24.
      const family = network?.family ?? 4
      await takeAll(
        stepsOf(budgets, charge, day, network),
        (name, res, daily) => refused(name, res, at, family, daily),
        logger,
      )
    },
  }
}
