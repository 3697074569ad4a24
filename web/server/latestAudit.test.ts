// @vitest-environment jsdom
/**
 * The results page rendered from the server's copy of the visitor's latest audit
 * (docs/decisions/0072): the cookie the browser writes when it stores a result names a result the
 * server then finds, as a new run's and as a cached answer's, and only when the audit service's
 * copy is provably the very text the browser stored; anything else, or an audit service that is
 * down, slow or says no, gives the page nothing to render (it then asks with the stored text).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { auditJobSchema, type AuditResult } from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import { makeAuditResult } from '@aivis/contract/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { storeResult } from '../lib/audit/result'
import { readStoredResult, resultDigest } from '../lib/audit/storedResult'
import { configureLatestAudit, LATEST_AUDIT_TIMEOUT_MS, latestAudit } from './latestAudit.server'

const ID = 'b3f1c2de-5a6b-4c7d-8e9f-0123456789ab'
const TOKEN = 'T0ken_of-the-audit-service-43-characters-xx'.slice(0, 43)
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
  configureLatestAudit({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logger,
  })
  // The cookie is sent to /audit-results only: read it there.
  history.replaceState(null, '', '/audit-results')
  document.cookie = 'latest_audit=; path=/audit-results; max-age=0'
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

/** The audit service's JSON of `result`: its fields in another order than the contract's. */
function serviceCopy(result: AuditResult): string {
  return JSON.stringify(Object.fromEntries(Object.entries(result).reverse()))
}

/** Stores `result` as the browser does after reading it from a job; the Cookie header it gives. */
async function browserStores(result: AuditResult): Promise<string> {
  const job = auditJobSchema.parse({
    id: ID,
    status: 'done',
    progress: { done: 1, total: 1 },
    result: JSON.parse(JSON.stringify(result)),
    created_at: result.created_at,
  })
  await storeResult(job.result!)
  // As the browser sends it to /audit-results.
  return document.cookie
}

describe('latestAudit', () => {
  it.each([
    ['a new run', kept],
    ['a cached answer', { ...kept, cached: true }],
  ])(
    "finds the result the browser stored for %s, from the audit service's copy, with the browser's locale and time zone",
    async (_kind, got) => {
      const cookie = await browserStores(got)
      expect(cookie).toMatch(/^latest_audit=/)
      const latest = await latestAudit(cookie)
      const stored = readStoredResult()!
      expect(latest).toEqual({
        state: { result: JSON.parse(stored) },
        digest: await resultDigest(stored),
        locale: navigator.language,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      })
      expect(asked.map((r) => [r.url, r.headers.authorization])).toEqual([
        [`/functions/v1/audits/${ID}/result`, `Bearer ${TOKEN}`],
      ])
    },
  )

  it("finds nothing when the audit service's copy is not the text the browser stored", async () => {
    const cookie = await browserStores(kept)
    answer = { status: 200, body: serviceCopy({ ...kept, business_name: 'Someone Else' }) }
    expect(await latestAudit(cookie)).toBeNull()
  })

  it('asks nothing without a cookie, or with one the browser did not write', async () => {
    await browserStores(kept)
    const good = document.cookie
    for (const header of [
      undefined,
      '',
      'theme=dark',
      good.replace(/digest%3D[0-9a-f]+/, 'digest%3Dnot-hex'),
      good.replace(/token%3D[\w-]+/, 'token%3Dshort'),
      'latest_audit=%%%',
    ])
      expect(await latestAudit(header)).toBeNull()
    expect(asked).toEqual([])
    expect(warnings).toEqual([])
  })

  it('finds nothing, quietly, when the audit service does not know the audit or the token', async () => {
    const cookie = await browserStores(kept)
    answer = { status: 404, body: '{"error":"not_found","message":"No stored result"}' }
    expect(await latestAudit(cookie)).toBeNull()
    expect(warnings).toEqual([])
  })

  it('finds nothing, and warns, when the audit service fails, answers something else or is down', async () => {
    const cookie = await browserStores(kept)
    answer = { status: 503, body: '{"error":"unavailable"}' }
    expect(await latestAudit(cookie)).toBeNull()
    answer = { status: 200, body: '{"not":"a result"}' }
    expect(await latestAudit(cookie)).toBeNull()
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    expect(await latestAudit(cookie)).toBeNull()
    expect(warnings).toHaveLength(3)
    expect(warnings).toEqual(
      Array(3).fill(expect.objectContaining({ auditId: ID, err: expect.any(Error) })),
    )
    // Listening again for afterEach.
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })

  it('gives up on an audit service that does not answer in time', async () => {
    const cookie = await browserStores(kept)
    answer = 'hang'
    const started = Date.now()
    expect(await latestAudit(cookie)).toBeNull()
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATEST_AUDIT_TIMEOUT_MS - 50)
    expect(warnings).toHaveLength(1)
  })
})
