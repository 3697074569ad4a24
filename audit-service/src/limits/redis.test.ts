/**
 * The limits on a real Redis (a throw-away redis-server, test/support/redis.ts): counters shared by every
 * audit-service process, atomic under concurrency, all or nothing, and memory counters while Redis is
 * down (docs/decisions/0023).
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedis, type TestRedis } from '../../test/support/redis'
import { quietLogger } from '../../test/support/logger'
import { createAuditLimits, type AuditCharge, type AuditLimits } from '.'
import { RateLimitError } from '../errors'

let server: TestRedis
const clients: Redis[] = []
beforeAll(async () => {
  server = await startRedis()
})
afterAll(async () => {
  for (const c of clients) c.disconnect()
  await server?.stop()
})

/** A connection, once ready (until then the limits count in memory, like while Redis is down). */
async function connect(url: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 })
  redis.on('error', () => {})
  clients.push(redis)
  if (redis.status !== 'ready') await new Promise((r) => redis.once('ready', r))
  return redis
}

/** One audit-service process: its own connection and its own limiter objects. */
async function processLimits(
  settings = { perIpPerHour: 10, perDomainPerDay: 5, dailyCallBudget: 1000 },
) {
  const redis = await connect(server.url)
  return { redis, limits: createAuditLimits(settings, { redis, logger: quietLogger() }) }
}

const charge = (c: Partial<AuditCharge> = {}): AuditCharge => ({
  ip: '203.0.113.1',
  domain: null,
  calls: 1,
  ...c,
})
async function outcome(limits: AuditLimits, c: AuditCharge): Promise<string> {
  try {
    await limits.consume(c)
    return 'ok'
  } catch (err) {
    if (err instanceof RateLimitError) return err.limit
    throw err
  }
}

describe('limits on Redis', () => {
  it('two processes share the per-IP count: 10 in all, then 429 in both', async () => {
    const a = await processLimits()
    const b = await processLimits()
    for (let i = 0; i < 10; i++)
      expect(await outcome(i % 2 ? a.limits : b.limits, charge({ ip: '203.0.113.10' }))).toBe('ok')
    expect(await outcome(a.limits, charge({ ip: '203.0.113.10' }))).toBe('ip')
    expect(await outcome(b.limits, charge({ ip: '203.0.113.10' }))).toBe('ip')
    expect(await outcome(b.limits, charge({ ip: '203.0.113.11' }))).toBe('ok')
    expect(Number(await a.redis.get('limit:ip:203.0.113.10'))).toBe(10)
    expect(await a.redis.ttl('limit:ip:203.0.113.10')).toBeGreaterThan(3500)
  })

  it('admits exactly the limit under 40 concurrent audits from two processes', async () => {
    const a = await processLimits()
    const b = await processLimits()
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        outcome(i % 2 ? a.limits : b.limits, charge({ ip: '203.0.113.20' })),
      ),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(10)
    expect(Number(await a.redis.get('limit:ip:203.0.113.20'))).toBe(10)
  })

  it('all or nothing: refusals give back every point they took, the refusing budget’s too', async () => {
    const { redis, limits } = await processLimits({
      perIpPerHour: 10,
      perDomainPerDay: 1,
      dailyCallBudget: 100,
    })
    await redis.flushdb() // the day's call counter is shared with the tests above
    expect(
      await outcome(limits, charge({ ip: '203.0.113.30', domain: 'acme.com', calls: 44 })),
    ).toBe('ok')
    expect(
      await outcome(limits, charge({ ip: '203.0.113.30', domain: 'acme.com', calls: 44 })),
    ).toBe('domain')
    expect(
      await outcome(limits, charge({ ip: '203.0.113.31', domain: 'new.com', calls: 60 })),
    ).toBe('calls')
    const day = new Date().toISOString().slice(0, 10)
    expect(Number(await redis.get('limit:ip:203.0.113.30'))).toBe(1)
    expect(Number(await redis.get('limit:ip:203.0.113.31'))).toBe(0)
    expect(Number(await redis.get('limit:domain:acme.com'))).toBe(1)
    expect(Number(await redis.get('limit:domain:new.com'))).toBe(0)
    expect(Number(await redis.get(`limit:calls:${day}`))).toBe(44)
  })

  it('two processes share the /48 and day counters: the network limit and the reserve hold across them', async () => {
    const settings = { perIpPerHour: 10, perDomainPerDay: 5, dailyCallBudget: 400, per48PerHour: 6 }
    const a = await processLimits(settings)
    const b = await processLimits(settings)
    await a.redis.flushdb()
    const results = []
    for (let i = 0; i < 8; i++)
      results.push(
        await outcome(i % 2 ? a.limits : b.limits, charge({ ip: `2001:db8:5:${i}::1`, calls: 40 })),
      )
    // 6 audits of the /48 (240 calls), then the /48's hourly limit.
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'network', 'network'])
    expect(Number(await a.redis.get('limit:net-hour:2001:db8:5::/48'))).toBe(6)
    const day = new Date().toISOString().slice(0, 10)
    expect(Number(await a.redis.get(`limit:net-day:2001:db8:5::/48@${day}`))).toBe(6)
    // 300 of 400 calls are unreserved: a network with an audit today is refused past them ...
    expect(await outcome(a.limits, charge({ ip: '203.0.113.50', calls: 40 }))).toBe('ok')
    expect(await outcome(b.limits, charge({ ip: '203.0.113.51', calls: 40 }))).toBe('reserve')
    // ... a new one is not.
    expect(await outcome(b.limits, charge({ ip: '198.51.100.50', calls: 40 }))).toBe('ok')
    expect(Number(await a.redis.get(`limit:calls:${day}`))).toBe(320)
  })

  it('while Redis is down, each process counts in memory instead (neither open nor closed)', async () => {
    const own = await startRedis()
    const redis = await connect(own.url)
    const limits = createAuditLimits(
      { perIpPerHour: 3, perDomainPerDay: 5, dailyCallBudget: 1000 },
      { redis, logger: quietLogger() },
    )
    expect(await outcome(limits, charge({ ip: '203.0.113.40' }))).toBe('ok')
    await own.stop()
    for (let i = 0; i < 50 && redis.status === 'ready'; i++)
      await new Promise((r) => setTimeout(r, 20))
    expect(redis.status).not.toBe('ready')
    const results = []
    for (let i = 0; i < 4; i++) results.push(await outcome(limits, charge({ ip: '203.0.113.40' })))
    expect(results).toEqual(['ok', 'ok', 'ok', 'ip'])
  })
})
