/**
 * `GET /functions/v1/audits/{id}/result` through the whole app: the stored result for the holder of
 * its token; one 404 for an unknown audit, a wrong token and no token; 503 when the store fails.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { auditJobSchema, type AuditResult } from '@aivis/contract'
import { oneAssistant, testApp } from '../../test/support/app'
import { memoryLeads, TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { quietLogger } from '../../test/support/logger'
import { SqliteAuditResults, type AuditResults } from './results'
import { auditToken } from '../tokens'

const body = {
  business_name: 'Acme Dental',
  target_location: 'Perth',
  core_product_service: 'dentist',
}

function appWith(results: AuditResults) {
  return testApp({
    ...oneAssistant(),
    results,
    leads: memoryLeads(),
    logger: quietLogger(),
  })
}

/** Runs an audit through the jobs API and returns its finished job. */
async function finishedJob(app: ReturnType<typeof appWith>) {
  const posted = await request(app).post('/functions/v1/audits').send(body)
  let job = auditJobSchema.parse(posted.body)
  for (let i = 0; i < 100 && job.status !== 'done'; i++) {
    await new Promise((r) => setTimeout(r, 20))
    job = auditJobSchema.parse((await request(app).get(posted.headers.location)).body)
  }
  expect(job.status).toBe('done')
  return job
}

describe('GET /functions/v1/audits/{id}/result', () => {
  it('answers the stored result to the holder of its token, never to be cached', async () => {
    const app = appWith(new SqliteAuditResults(':memory:'))
    const job = await finishedJob(app)
    const res = await request(app)
      .get(`/functions/v1/audits/${job.id}/result`)
      .set('authorization', `Bearer ${job.result!.audit_token}`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    // What the visitor's browser got with the job, field for field.
    expect(res.body).toEqual(JSON.parse(JSON.stringify(job.result)))
  })

  it('answers one 404 for an unknown audit, a wrong token and no token', async () => {
    const app = appWith(new SqliteAuditResults(':memory:'))
    const job = await finishedJob(app)
    const unknown = 'b3f1c2de-0000-4000-8000-000000000000'
    const answers = await Promise.all([
      request(app)
        .get(`/functions/v1/audits/${unknown}/result`)
        .set('authorization', `Bearer ${auditToken(unknown, TEST_UNSUBSCRIBE_SECRET)}`),
      request(app)
        .get(`/functions/v1/audits/${job.id}/result`)
        .set('authorization', `Bearer ${auditToken(unknown, TEST_UNSUBSCRIBE_SECRET)}`),
      request(app).get(`/functions/v1/audits/${job.id}/result`),
      request(app)
        .get(`/functions/v1/audits/${job.id}/result`)
        .set('authorization', `Basic ${job.result!.audit_token}`),
    ])
    for (const res of answers) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual(answers[0].body)
      expect(res.body.error).toBe('not_found')
    }
  })

  it('answers 503 when the store cannot be read', async () => {
    const failing: AuditResults = {
      put: async () => {},
      get: async (): Promise<AuditResult | null> => {
        throw new Error('disk gone')
      },
      close: async () => {},
    }
    const app = appWith(failing)
    const id = 'b3f1c2de-0000-4000-8000-000000000001'
    const res = await request(app)
      .get(`/functions/v1/audits/${id}/result`)
      .set('authorization', `Bearer ${auditToken(id, TEST_UNSUBSCRIBE_SECRET)}`)
    expect(res.status).toBe(503)
    expect(res.body.error).toBe('unavailable')
  })
})
