/**
 * A result read by its durable address for the server's render of /audit-results
 * (docs/decisions/0108): the audit service is asked with the address's id and token, and its
 * answer is read as the page reads a stored result; an address it does not know is the page's
 * 404, a service that fails or is slow its 503, never another audit's data.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuditResult } from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import { makeAuditResult } from '@aivis/contract/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AUDIT_RESULT_TIMEOUT_MS, auditResultAt, configureAuditResults } from './auditResult.server'

const ID = 'b3f1c2de-5a6b-4c7d-8e9f-0123456789ab'
const TOKEN = 'T0ken_of-the-audit-service-43-characters-xx'.slice(0, 43)
const ADDRESS = { id: ID, token: TOKEN }
/** The result as the audit service keeps it (jobs/results.ts). */
const kept: AuditResult = makeAuditResult({
  audit_id: ID,
  audit_token: TOKEN,
  audited_at: '2026-11-24T23:30:00.000Z',
})

let server: Server
/** What the fake audit service answers next: a status and a body. */
let answer: { status: number; body: string } | 'hang'
const asked: IncomingMessage[] = []
const warnings: unknown[] = []

beforeEach(async () => {
  asked.length = 0
  warnings.length = 0
  answer = { status: 200, body: serviceCopy(kept) }
  server = createServer((req, res) => {
    asked.push(req)
    if (answer === 'hang') return
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(answer.body)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const logger = {
    warn: (obj: unknown) => warnings.push(obj),
    info: () => {},
    error: () => {},
  } as unknown as Logger
  configureAuditResults({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logger,
  })
})
afterEach(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

/** The audit service's JSON of `result`: its fields in another order than the contract's. */
function serviceCopy(result: AuditResult): string {
  return JSON.stringify(Object.fromEntries(Object.entries(result).reverse()))
}

describe('auditResultAt', () => {
  it('asks the audit service with the address’s id and token and gives its result as the page reads it', async () => {
    expect(await auditResultAt(ADDRESS)).toEqual({ state: { result: kept } })
    expect(asked.map((r) => [r.url, r.headers.authorization])).toEqual([
      [`/functions/v1/audits/${ID}/result`, `Bearer ${TOKEN}`],
    ])
    expect(warnings).toEqual([])
  })

  it('is not-found, quietly, when the service does not know the audit or the token, or the result is too old to show', async () => {
    answer = { status: 404, body: '{"error":"not_found","message":"No stored result"}' }
    expect(await auditResultAt(ADDRESS)).toBe('not-found')
    // Stored before results carried the engine's figures: out of date, not broken.
    const { overall: _overall, ...olderScores } = kept.scores
    answer = { status: 200, body: JSON.stringify({ ...kept, scores: olderScores }) }
    expect(await auditResultAt(ADDRESS)).toBe('not-found')
    expect(warnings).toEqual([])
  })

  it('gives an answer the contract cannot read as raw text (the page shows it as a render error)', async () => {
    answer = { status: 200, body: '{"not":"a result"}' }
    expect(await auditResultAt(ADDRESS)).toEqual({ state: { raw: '{"not":"a result"}' } })
  })

  it('is unavailable, and warns, when the service fails or is down', async () => {
    answer = { status: 503, body: '{"error":"unavailable"}' }
    expect(await auditResultAt(ADDRESS)).toBe('unavailable')
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    expect(await auditResultAt(ADDRESS)).toBe('unavailable')
    expect(warnings).toEqual(
      Array(2).fill(expect.objectContaining({ auditId: ID, err: expect.any(Error) })),
    )
    // Listening again for afterEach.
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })

  it('gives up on a service that does not answer in time', async () => {
    answer = 'hang'
    const started = Date.now()
    expect(await auditResultAt(ADDRESS)).toBe('unavailable')
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUDIT_RESULT_TIMEOUT_MS - 50)
    expect(warnings).toHaveLength(1)
  })
})
