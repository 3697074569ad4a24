/**
 * The finished results by audit id: the SQLite and Redis stores (lifetime, reopening), and the
 * runner stamping every result it hands out (jobs API, cached answer) with the token of the result
 * it stored (the token itself: tokens.test.ts).
 */
import { rmSync } from 'node:fs'
import { Redis } from 'ioredis'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditJobSchema, type AuditResult } from '@aivis/contract'
import { oneAssistant, testApp } from '../../test/support/app'
import { TEST_UNSUBSCRIBE_SECRET, memoryLeads } from '../../test/support/leads'
import { quietLogger } from '../../test/support/logger'
import { startRedis, type TestRedis } from '../../test/support/redis'
import { SqliteAuditCache } from './cache'
import { RESULTS_KEEP_MS, RedisAuditResults, SqliteAuditResults } from './results'
import { auditToken } from '../tokens'

const result = (id: string | undefined) =>
  ({ business_name: 'Acme Dental', audit_id: id }) as AuditResult

describe('SqliteAuditResults', () => {
  it('keeps a result for its lifetime (30 days by default), not after, and across reopening', async () => {
    expect(RESULTS_KEEP_MS).toBe(30 * 24 * 3600 * 1000)
    const file = `/tmp/audit-results-${process.pid}-${Date.now()}.db`
    let now = 1_000
    const r1 = new SqliteAuditResults(file, 10_000, () => now)
    await r1.put(result('job-1'))
    await r1.put(result(undefined))
    await r1.close()
    const r2 = new SqliteAuditResults(file, 10_000, () => now)
    expect(await r2.get('job-1')).toMatchObject({ business_name: 'Acme Dental' })
    expect(await r2.get('job-2')).toBeNull()
    now += 10_001
    expect(await r2.get('job-1')).toBeNull()
    await r2.close()
    for (const suffix of ['', '-shm', '-wal']) rmSync(`${file}${suffix}`, { force: true })
  })
})

describe('RedisAuditResults', () => {
  let redis: TestRedis
  let client: Redis
  beforeAll(async () => {
    redis = await startRedis()
    client = new Redis(redis.url)
  })
  afterAll(async () => {
    client?.disconnect()
    await redis?.stop()
  })

  it('what one process (a worker) stores, another (the API) reads, with its expiry', async () => {
    const worker = new Redis(redis.url)
    await new RedisAuditResults(worker, 60_000).put(result('job-9'))
    worker.disconnect()
    const api = new RedisAuditResults(client)
    expect(await api.get('job-9')).toMatchObject({ audit_id: 'job-9' })
    expect(await api.get('job-10')).toBeNull()
    const ttl = await client.pttl('audit:result:job-9')
    expect(ttl).toBeGreaterThan(50_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })
})

describe('the runner', () => {
  it('stamps each result with the token of its audit and stores it; a cached answer is a stored copy with its own id and token', async () => {
    const results = new SqliteAuditResults(':memory:')
    const app = testApp({
      ...oneAssistant(),
      cache: new SqliteAuditCache(':memory:', 3_600_000),
      results,
      leads: memoryLeads(),
      logger: quietLogger(),
    })
    const body = {
      business_name: 'Acme Dental',
      target_location: 'Perth',
      core_product_service: 'dentist',
    }
    const posted = await request(app).post('/functions/v1/audits').send(body)
    expect(posted.status).toBe(202)
    let job = auditJobSchema.parse(posted.body)
    for (let i = 0; i < 100 && job.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 20))
      job = auditJobSchema.parse((await request(app).get(posted.headers.location)).body)
    }
    expect(job.status).toBe('done')
    const token = auditToken(job.id, TEST_UNSUBSCRIBE_SECRET)
    expect(job.result).toMatchObject({ audit_id: job.id, audit_token: token })
    expect(await results.get(job.id)).toMatchObject({ audit_id: job.id, audit_token: token })

    const cached = await request(app).post('/functions/v1/competitive-audit').send(body)
    const copyId = cached.body.audit_id as string
    expect(copyId).not.toBe(job.id)
    expect(cached.body).toMatchObject({
      cached: true,
      audit_token: auditToken(copyId, TEST_UNSUBSCRIBE_SECRET),
      scores: job.result!.scores,
    })
    expect(cached.body.audit_token).not.toBe(token)
    expect(await results.get(copyId)).toEqual(cached.body)
    // Its job id answers like any finished job's.
    const polled = await request(app).get(`/functions/v1/audits/${copyId}`)
    expect(polled.body).toMatchObject({ id: copyId, status: 'done', result: cached.body })
  })
})
