/**
 * The lead and extraction limits (docs/decisions/0056): per client address (IPv6 by /64) and per
 * target, 429 `rate_limited` with Retry-After and a readable wait, all or nothing, shared through
 * Redis.
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../http/errors'
import { startRedis, type TestRedis } from '../../test/support/redis'
import { waitText } from '.'
import { DEFAULT_LEAD_LIMITS, createLeadLimits, type LeadLimitSettings } from './leads'

/** The refusal of `p`, or null when it resolved. */
async function refusal(p: Promise<void>): Promise<HttpError | null> {
  try {
    await p
    return null
  } catch (err) {
    if (err instanceof HttpError) return err
    throw err
  }
}

const settings: LeadLimitSettings = {
  ...DEFAULT_LEAD_LIMITS,
  results: { perClientPerHour: 10, perEmailPerDay: 3, perAuditPerEmailPerDay: 1 },
}

describe('lead limits', () => {
  it('refuses the n+1th inquiry from one client with 429, Retry-After and the wait; another client goes on', async () => {
    const limits = createLeadLimits(settings)
    for (let i = 0; i < 5; i++)
      await limits.consume('inquiry', { ip: '203.0.113.7', target: `a${i}@example.com` })
    const refused = await refusal(
      limits.consume('inquiry', { ip: '203.0.113.7', target: 'z@example.com' }),
    )
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' })
    const wait = Number(refused!.extra.headers!['Retry-After'])
    expect(wait).toBeGreaterThan(3500)
    expect(wait).toBeLessThanOrEqual(3600)
    expect(refused!.message).toBe(
      'Too many inquiries from your network. Please try again in 60 minutes.',
    )
    expect(
      await refusal(limits.consume('inquiry', { ip: '203.0.113.8', target: 'z@example.com' })),
    ).toBeNull()
  })

  it('counts one email address across clients, whatever its case', async () => {
    const limits = createLeadLimits(settings)
    for (let i = 0; i < 3; i++)
      await limits.consume('signup', { ip: `198.51.100.${i}`, target: 'Victim@Example.com' })
    const refused = await refusal(
      limits.consume('signup', { ip: '198.51.100.9', target: 'victim@example.com' }),
    )
    expect(refused?.status).toBe(429)
    expect(refused?.message).toMatch(/^This email address has been signed up several times today/)
    // The refused request took nothing: the client can still sign up someone else.
    for (let i = 0; i < 4; i++)
      await limits.consume('signup', { ip: '198.51.100.9', target: `o${i}@example.com` })
  })

  it('sends one results email per audit and address a day, and 3 per address', async () => {
    const limits = createLeadLimits(settings)
    const to = 'owner@example.com'
    await limits.consume('results', { ip: '192.0.2.1', target: to, audit: 'job-1' })
    const again = await refusal(
      limits.consume('results', { ip: '192.0.2.2', target: to, audit: 'job-1' }),
    )
    expect(again?.message).toMatch(/^These results were already sent to this address/)
    await limits.consume('results', { ip: '192.0.2.2', target: to, audit: 'job-2' })
    await limits.consume('results', { ip: '192.0.2.3', target: to, audit: 'job-3' })
    const fourth = await refusal(
      limits.consume('results', { ip: '192.0.2.4', target: to, audit: 'job-4' }),
    )
    expect(fourth?.message).toMatch(/^This address has had its results emails for today/)
    expect(Number(fourth!.extra.headers!['Retry-After'])).toBeGreaterThan(86_000)
  })

  it('counts IPv6 clients by /64, and extraction per registrable domain', async () => {
    const limits = createLeadLimits({
      ...settings,
      extraction: { perClientPerHour: 2, perDomainPerHour: 3 },
    })
    await limits.consume('extraction', { ip: '2001:db8:1:2::1', target: 'a.example' })
    await limits.consume('extraction', { ip: '2001:db8:1:2::ffff', target: 'b.example' })
    expect(
      (await refusal(limits.consume('extraction', { ip: '2001:db8:1:2::9', target: 'c.example' })))
        ?.message,
    ).toMatch(/^Too many website look-ups from your network/)
    await limits.consume('extraction', { ip: '2001:db8:1:3::1', target: 'a.example' })
    await limits.consume('extraction', { ip: '2001:db8:1:4::1', target: 'a.example' })
    expect(
      (await refusal(limits.consume('extraction', { ip: '2001:db8:1:5::1', target: 'a.example' })))
        ?.message,
    ).toMatch(/^This website has been looked up too often/)
  })

  it('says a wait as a visitor reads it', () => {
    expect([1, 45, 60, 61, 3600, 5400, 86_400].map(waitText)).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '60 minutes',
      '2 hours',
      '24 hours',
    ])
  })
})

describe('lead limits on Redis', () => {
  let redis: TestRedis
  const clients: Redis[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    clients.forEach((c) => c.disconnect())
    await redis?.stop()
  })

  it('are shared by every process, and keep no email address in Redis', async () => {
    const [a, b] = [new Redis(redis.url), new Redis(redis.url)]
    clients.push(a, b)
    // Until a client is ready, each process counts in its own memory.
    await Promise.all([a.ping(), b.ping()])
    const one = createLeadLimits(settings, { redis: a })
    const two = createLeadLimits(settings, { redis: b })
    for (let i = 0; i < 3; i++)
      await (i % 2 ? one : two).consume('inquiry', { ip: `10.0.0.${i}`, target: 'me@example.com' })
    expect(
      (await refusal(one.consume('inquiry', { ip: '10.0.0.9', target: 'me@example.com' })))?.status,
    ).toBe(429)
    const keys = await a.keys('limit:lead:*')
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.join(' ')).not.toMatch(/example\.com/)
  })
})
