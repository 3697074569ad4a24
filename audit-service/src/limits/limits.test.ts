/**
 * The limits in process memory (docs/decisions/0023, 0064): per address, per network, per domain,
 * the daily call budget and its reserve for new visitors, their keys, and their settings in config.ts.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEV_FUNCTIONS_PROXY_SECRET, loadConfig } from '../config'
import {
  auditDomain,
  callsPerAudit,
  createAuditLimits,
  ipKey,
  networkKey,
  type AuditCharge,
  type AuditLimits,
} from '.'
import { RateLimitError } from '../errors'

const settings = { perIpPerHour: 10, perDomainPerDay: 5, dailyCallBudget: 1000 }
const charge = (c: Partial<AuditCharge> = {}): AuditCharge => ({
  ip: '203.0.113.7',
  domain: null,
  calls: 44,
  ...c,
})

/** The error `consume` throws, or null when it admits. */
async function refusal(limits: AuditLimits, c: AuditCharge): Promise<RateLimitError | null> {
  try {
    await limits.consume(c)
    return null
  } catch (err) {
    if (err instanceof RateLimitError) return err
    throw err
  }
}

describe('createAuditLimits (memory)', () => {
  it('admits 10 audits an hour from one IP, refuses the 11th with a wait, and not another IP', async () => {
    const limits = createAuditLimits(settings)
    for (let i = 0; i < 10; i++) expect(await refusal(limits, charge({ calls: 1 }))).toBeNull()
    const err = await refusal(limits, charge({ calls: 1 }))
    expect(err).toBeInstanceOf(RateLimitError)
    expect(err!.limit).toBe('ip')
    expect(err!.retryAfterSec).toBeGreaterThan(3500)
    expect(err!.retryAfterSec).toBeLessThanOrEqual(3600)
    expect(err!.message).toBe(
      'Too many audits from your network: at most 10 an hour. Please try again in 60 minutes.',
    )
    expect(await refusal(limits, charge({ ip: '198.51.100.1', calls: 1 }))).toBeNull()
  })

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4', async () => {
    const limits = createAuditLimits({ ...settings, perIpPerHour: 2 })
    await limits.consume(charge({ ip: '2001:db8:1:2::1', calls: 1 }))
    await limits.consume(charge({ ip: '2001:db8:1:2:ffff:eeee:dddd:cccc', calls: 1 }))
    expect((await refusal(limits, charge({ ip: '2001:db8:1:2::99', calls: 1 })))?.limit).toBe('ip')
    expect(await refusal(limits, charge({ ip: '2001:db8:1:3::1', calls: 1 }))).toBeNull()
    await limits.consume(charge({ ip: '192.0.2.1', calls: 1 }))
    await limits.consume(charge({ ip: '::ffff:192.0.2.1', calls: 1 }))
    expect((await refusal(limits, charge({ ip: '192.0.2.1', calls: 1 })))?.limit).toBe('ip')
  })

  it('admits 5 audits of one website domain a day, whatever the IP; audits without a website are free of it', async () => {
    const limits = createAuditLimits(settings)
    for (let i = 0; i < 5; i++)
      await limits.consume(charge({ ip: `10.0.0.${i}`, domain: 'acme.com', calls: 1 }))
    const err = await refusal(limits, charge({ ip: '10.0.1.1', domain: 'acme.com', calls: 1 }))
    expect(err?.limit).toBe('domain')
    expect(err!.retryAfterSec).toBeGreaterThan(86_000)
    expect(err!.message).toBe(
      'This website has had its 5 audits for today. Please try again in 24 hours.',
    )
    expect(
      await refusal(limits, charge({ ip: '10.0.1.1', domain: 'other.com', calls: 1 })),
    ).toBeNull()
    expect(await refusal(limits, charge({ ip: '10.0.1.2', domain: null, calls: 1 }))).toBeNull()
  })

  it('spends the daily call budget across all audits and refuses until the next UTC day', async () => {
    let now = Date.parse('2026-11-23T18:00:00Z')
    const limits = createAuditLimits(
      { perIpPerHour: 1000, perDomainPerDay: 1000, dailyCallBudget: 100 },
      { now: () => now },
    )
    // Three networks, each new today: the reserve does not apply to them.
    await limits.consume(charge({ ip: '10.0.0.1', calls: 44 }))
    await limits.consume(charge({ ip: '10.1.0.2', calls: 44 }))
    const err = await refusal(limits, charge({ ip: '10.2.0.3', calls: 44 }))
    expect(err?.limit).toBe('calls')
    expect(err!.retryAfterSec).toBe(6 * 3600)
    expect(err!.message).toBe(
      'We have run all the free audits we can today. Please try again in 6 hours.',
    )
    // What is left (12 calls) still admits a smaller audit: the refused one took nothing.
    expect(await refusal(limits, charge({ ip: '10.2.0.3', calls: 11 }))).toBeNull()
    now = Date.parse('2026-11-24T00:00:01Z')
    expect(await refusal(limits, charge({ ip: '10.2.0.3', calls: 44 }))).toBeNull()
  })

  it('all or nothing: an audit refused by one budget takes nothing from the others', async () => {
    const limits = createAuditLimits({
      perIpPerHour: 2,
      perDomainPerDay: 1,
      dailyCallBudget: 50,
      reservePercent: 0,
    })
    await limits.consume(charge({ domain: 'acme.com', calls: 44 }))
    // Refused by the domain: the IP's second audit is still there.
    expect((await refusal(limits, charge({ domain: 'acme.com', calls: 1 })))?.limit).toBe('domain')
    // Refused by the budget (44 + 44 > 50): neither the IP nor the new domain is charged.
    expect((await refusal(limits, charge({ domain: 'new.com', calls: 44 })))?.limit).toBe('calls')
    expect(await refusal(limits, charge({ domain: 'new.com', calls: 6 }))).toBeNull()
    // Now the IP has had its two.
    expect((await refusal(limits, charge({ domain: null, calls: 0 })))?.limit).toBe('ip')
  })

  it('never admits more than the limit under concurrent requests', async () => {
    const limits = createAuditLimits({ ...settings, perIpPerHour: 10 })
    const results = await Promise.all(
      Array.from({ length: 50 }, () => refusal(limits, charge({ calls: 1 }))),
    )
    expect(results.filter((r) => r === null)).toHaveLength(10)
    expect(results.filter((r) => r?.limit === 'ip')).toHaveLength(40)
  })
})

describe('per network (IPv4 /24, IPv6 /48) and the reserve for new visitors', () => {
  const day = Date.parse('2026-11-23T18:00:00Z')
  /** Budget of 20 audits of 44 calls, as the attack was measured with. */
  const twentyAudits = { perIpPerHour: 10, perDomainPerDay: 5, dailyCallBudget: 20 * 44 }

  it('11 /64s of one /48, 10 audits each: the /48 limit refuses before the budget is gone', async () => {
    const limits = createAuditLimits({ ...twentyAudits, per48PerHour: 12 }, { now: () => day })
    const outcomes: string[] = []
    for (let n = 1; n <= 11; n++)
      for (let i = 0; i < 10; i++) {
        const err = await refusal(limits, charge({ ip: `2001:db8:ffff:${n}::${i + 1}` }))
        outcomes.push(err ? err.limit : 'ok')
      }
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(12)
    expect(outcomes.filter((o) => o === 'network')).toHaveLength(98)
    const err = await refusal(limits, charge({ ip: '2001:db8:ffff:12::1' }))
    expect(err?.message).toBe(
      'Too many audits from your network: at most 12 an hour. Please try again in 60 minutes.',
    )
    // 8 audits of the budget are left for everyone else.
    for (let i = 0; i < 8; i++)
      expect(await refusal(limits, charge({ ip: `198.51.${i}.7` }))).toBeNull()
    expect((await refusal(limits, charge({ ip: '198.51.200.7' })))?.limit).toBe('calls')
  })

  it('the default /48 limit is 3 × the per-address hourly limit, and the /24 likewise', async () => {
    const limits = createAuditLimits(twentyAudits)
    const v6: string[] = []
    const v4: string[] = []
    for (let n = 1; n <= 4; n++)
      for (let i = 0; i < 10; i++) {
        v6.push(
          (await refusal(limits, charge({ ip: `2001:db8:1:${n}::1`, calls: 1 })))?.limit ?? 'ok',
        )
        v4.push((await refusal(limits, charge({ ip: `203.0.113.${n}`, calls: 1 })))?.limit ?? 'ok')
      }
    expect(v6.filter((o) => o === 'ok')).toHaveLength(30)
    expect(v6.slice(30)).toEqual(Array(10).fill('network'))
    expect(v4.filter((o) => o === 'ok')).toHaveLength(30)
    expect(v4.slice(30)).toEqual(Array(10).fill('network'))
    // Another /48 and another /24 are not affected.
    expect(await refusal(limits, charge({ ip: '2001:db8:2:1::1', calls: 1 }))).toBeNull()
    expect(await refusal(limits, charge({ ip: '203.0.114.1', calls: 1 }))).toBeNull()
  })

  it('a network has a daily cap, until midnight UTC', async () => {
    let now = day
    const limits = createAuditLimits(
      { ...twentyAudits, perIpPerHour: 100, dailyCallBudget: 1e6, per24PerDay: 3 },
      { now: () => now },
    )
    for (let i = 0; i < 3; i++) await limits.consume(charge({ ip: `192.0.2.${i}`, calls: 1 }))
    const err = await refusal(limits, charge({ ip: '192.0.2.200', calls: 1 }))
    expect(err?.limit).toBe('network')
    expect(err!.retryAfterSec).toBe(6 * 3600)
    expect(err!.message).toBe(
      'Too many audits from your network today: at most 3 a day. Please try again in 6 hours.',
    )
    now = Date.parse('2026-11-24T00:00:01Z')
    expect(await refusal(limits, charge({ ip: '192.0.2.200', calls: 1 }))).toBeNull()
  })

  it('after a few /48s spend the unreserved 75 %, they are refused and a fresh client still gets an audit', async () => {
    const limits = createAuditLimits(twentyAudits, { now: () => day })
    const outcomes: string[] = []
    let refusedWith = ''
    for (let n = 0; n < 4; n++)
      for (let i = 0; i < 10; i++) {
        const err = await refusal(limits, charge({ ip: `2001:db8:${n}:${i}::1` }))
        outcomes.push(err ? err.limit : 'ok')
        if (err) refusedWith = err.message
      }
    // 15 audits (660 calls, the unreserved part) and the first audit of the 3rd and 4th /48.
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(17)
    expect(outcomes.filter((o) => o === 'reserve')).toHaveLength(23)
    expect(refusedWith).toBe(
      'We have run nearly all the free audits we can today, and keep the rest for first-time visitors. Please try again in 6 hours.',
    )
    // A fresh client is admitted, once: its second audit is no longer a first visit.
    expect(await refusal(limits, charge({ ip: '203.0.113.7' }))).toBeNull()
    const again = await refusal(limits, charge({ ip: '203.0.113.8' }))
    expect(again?.limit).toBe('reserve')
    expect(again!.retryAfterSec).toBe(6 * 3600)
    // New visitors spend the reserve to the last call, then everyone is refused.
    expect(await refusal(limits, charge({ ip: '198.51.100.1' }))).toBeNull()
    expect(await refusal(limits, charge({ ip: '198.51.101.1' }))).toBeNull()
    expect((await refusal(limits, charge({ ip: '198.51.102.1' })))?.limit).toBe('calls')
  })

  it('a refused audit leaves its network new: its next audit may still use the reserve', async () => {
    const limits = createAuditLimits(
      { ...twentyAudits, dailyCallBudget: 100, perDomainPerDay: 1 },
      { now: () => day },
    )
    await limits.consume(charge({ ip: '10.0.0.1', domain: 'acme.com', calls: 70 }))
    expect((await refusal(limits, charge({ ip: '10.9.0.1', domain: 'acme.com' })))?.limit).toBe(
      'domain',
    )
    // 70 + 20 > 75 (the unreserved part) but 10.9.0.0/24 has had no audit today.
    expect(await refusal(limits, charge({ ip: '10.9.0.1', calls: 20 }))).toBeNull()
    expect((await refusal(limits, charge({ ip: '10.9.0.1', calls: 1 })))?.limit).toBe('reserve')
  })

  it('an audit with no client address (a monthly re-check) skips the address and network limits, never the reserve', async () => {
    const limits = createAuditLimits(
      { ...twentyAudits, perIpPerHour: 1, dailyCallBudget: 100, perCustomerPerDay: 3 },
      { now: () => day },
    )
    // Three for one customer, past the one-an-hour address limit: no address to count.
    for (let i = 0; i < 3; i++)
      expect(await refusal(limits, charge({ ip: null, customer: '7', calls: 10 }))).toBeNull()
    expect((await refusal(limits, charge({ ip: null, customer: '7', calls: 10 })))?.limit).toBe(
      'customer',
    )
    // 30 + 45 = 75, the unreserved part; one more call is the reserve's, kept for new visitors.
    expect(await refusal(limits, charge({ ip: null, customer: '8', calls: 45 }))).toBeNull()
    expect((await refusal(limits, charge({ ip: null, customer: '9', calls: 1 })))?.limit).toBe(
      'reserve',
    )
    expect(await refusal(limits, charge({ ip: '10.0.0.1', calls: 1 }))).toBeNull()
  })

  it('no reserve with reservePercent 0: the whole budget is open to everyone', async () => {
    const limits = createAuditLimits(
      { ...twentyAudits, dailyCallBudget: 100, reservePercent: 0 },
      { now: () => day },
    )
    await limits.consume(charge({ ip: '10.0.0.1', calls: 70 }))
    expect(await refusal(limits, charge({ ip: '10.0.0.1', calls: 30 }))).toBeNull()
    expect((await refusal(limits, charge({ ip: '10.0.0.1', calls: 1 })))?.limit).toBe('calls')
  })
})

describe('what an audit is charged', () => {
  it('callsPerAudit: assistants × (10 questions × samples + 1 control question)', () => {
    expect(callsPerAudit({ assistants: 4 })).toBe(44)
    expect(callsPerAudit({ assistants: 4, samples: 3 })).toBe(124)
    expect(callsPerAudit({ assistants: 1, samples: 1, questions: 5 })).toBe(6)
    expect(callsPerAudit({ assistants: 4, withFacts: true })).toBe(48)
  })

  it('auditDomain: the registrable domain of the website, private suffixes included', () => {
    expect(auditDomain('https://www.Acme.co.uk/about')).toBe('acme.co.uk')
    expect(auditDomain('shop.acme.com.au')).toBe('acme.com.au')
    expect(auditDomain('https://harbour-dental.github.io')).toBe('harbour-dental.github.io')
    expect(auditDomain('localhost')).toBe('localhost')
    expect(auditDomain(null)).toBeNull()
    expect(auditDomain('  ')).toBeNull()
  })

  it('ipKey: IPv4 as is, IPv4-mapped as IPv4, IPv6 by /64', () => {
    expect(ipKey('203.0.113.7')).toBe('203.0.113.7')
    expect(ipKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(ipKey('2001:DB8:0:1:2:3:4:5')).toBe('2001:db8:0:1::/64')
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipKey('::1')).toBe('0:0:0:0::/64')
    expect(ipKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('networkKey: IPv4 by /24, IPv6 by /48, IPv4-mapped as IPv4', () => {
    expect(networkKey('203.0.113.7')).toEqual({ key: '203.0.113.0/24', family: 4 })
    expect(networkKey('::ffff:203.0.113.7')).toEqual({ key: '203.0.113.0/24', family: 4 })
    expect(networkKey('2001:DB8:ab:1:2:3:4:5')).toEqual({ key: '2001:db8:ab::/48', family: 6 })
    expect(networkKey('2001:db8::1')).toEqual({ key: '2001:db8:0::/48', family: 6 })
    expect(networkKey('unknown')).toEqual({ key: 'unknown', family: null })
  })
})

describe('config (AUDIT_LIMIT_*, AUDIT_DAILY_CALL_BUDGET, AUDIT_BUDGET_RESERVE_PERCENT, FUNCTIONS_PROXY_SECRET)', () => {
  it('defaults: 10 an hour per address, 30 an hour and 100 a day per /24 and /48, 5 a day per domain, 10 a day per customer, 20 000 calls a day with 25 % reserved, the dev proxy secret', () => {
    const c = loadConfig({})
    expect(c.limits).toEqual({
      perIpPerHour: 10,
      per24PerHour: 30,
      per24PerDay: 100,
      per48PerHour: 30,
      per48PerDay: 100,
      perDomainPerDay: 5,
      perCustomerPerDay: 10,
      dailyCallBudget: 20_000,
      reservePercent: 25,
    })
    expect(c.proxySecret).toBe(DEV_FUNCTIONS_PROXY_SECRET)
  })

  it('reads the settings and refuses bad ones, naming the variable', () => {
    const c = loadConfig({
      AUDIT_LIMIT_PER_IP_PER_HOUR: '3',
      AUDIT_LIMIT_PER_DOMAIN_PER_DAY: '2',
      AUDIT_LIMIT_PER_CUSTOMER_PER_DAY: '4',
      AUDIT_DAILY_CALL_BUDGET: '5000',
      AUDIT_LIMIT_PER_48_PER_HOUR: '12',
      AUDIT_LIMIT_PER_24_PER_DAY: '50',
      AUDIT_BUDGET_RESERVE_PERCENT: '0',
      FUNCTIONS_PROXY_SECRET: 'p'.repeat(32),
    })
    expect(c.limits).toEqual({
      perIpPerHour: 3,
      // Not set: derived from the per-address limit.
      per24PerHour: 9,
      per24PerDay: 50,
      per48PerHour: 12,
      per48PerDay: 30,
      perDomainPerDay: 2,
      perCustomerPerDay: 4,
      dailyCallBudget: 5000,
      reservePercent: 0,
    })
    expect(c.proxySecret).toBe('p'.repeat(32))
    expect(() => loadConfig({ AUDIT_LIMIT_PER_IP_PER_HOUR: '0' })).toThrow(
      /AUDIT_LIMIT_PER_IP_PER_HOUR/,
    )
    expect(() => loadConfig({ AUDIT_LIMIT_PER_CUSTOMER_PER_DAY: '0' })).toThrow(
      /AUDIT_LIMIT_PER_CUSTOMER_PER_DAY/,
    )
    expect(() => loadConfig({ AUDIT_DAILY_CALL_BUDGET: 'lots' })).toThrow(/AUDIT_DAILY_CALL_BUDGET/)
    expect(() => loadConfig({ AUDIT_LIMIT_PER_48_PER_DAY: '0' })).toThrow(
      /AUDIT_LIMIT_PER_48_PER_DAY/,
    )
    expect(() => loadConfig({ AUDIT_BUDGET_RESERVE_PERCENT: '95' })).toThrow(
      /AUDIT_BUDGET_RESERVE_PERCENT/,
    )
    expect(() => loadConfig({ FUNCTIONS_PROXY_SECRET: 'short' })).toThrow(/FUNCTIONS_PROXY_SECRET/)
  })

  it('the development proxy secret is the one .env.example gives both services', () => {
    const example = readFileSync(
      fileURLToPath(new URL('../../../.env.example', import.meta.url)),
      'utf8',
    )
    expect(example).toContain(`\nFUNCTIONS_PROXY_SECRET=${DEV_FUNCTIONS_PROXY_SECRET}\n`)
  })

  it('refuses the development proxy secret with APP_ENV=production', () => {
    const prod = {
      APP_ENV: 'production',
      CMS_API_KEY: 'real-key-0123456789abcdef0123456789abcdef',
      UNSUBSCRIBE_SECRET: 'prod-unsubscribe-secret-0123456789abcdef',
      SMTP_URL: 'smtps://smtp.example.com:465',
    }
    expect(() => loadConfig(prod)).toThrow(/FUNCTIONS_PROXY_SECRET: set a secret/)
    expect(() =>
      loadConfig({ ...prod, FUNCTIONS_PROXY_SECRET: DEV_FUNCTIONS_PROXY_SECRET }),
    ).toThrow(/FUNCTIONS_PROXY_SECRET/)
    expect(
      loadConfig({ ...prod, FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789' })
        .proxySecret,
    ).toBe('prod-functions-proxy-secret-0123456789')
  })
})
