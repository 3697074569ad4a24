/**
 * Monthly re-checks in the CMS (docs/decisions/0079), through its REST API on a real Payload
 * instance (migrations applied, seed run) on a fresh SQLite file, or on the empty database named by
 * CMS_TEST_DATABASE_URI: a customer starts and stops re-checks of their own audits only; the audit
 * service's account lists the due ones (with the customer's email and their latest audit's
 * figures), claims each once, and stops one by its key as the email's link does; nobody else
 * lists or claims them, and a deleted account takes its re-checks with it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dueRechecksSchema } from '@aivis/contract'
import { restCall } from './rest'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-rechecks-'))
const API_KEY = 'test-rechecks-service-api-key-abcdefghij'
const SERVICE = { authorization: `users API-Key ${API_KEY}` }
const PASSWORD = 'a-long-customer-password'
let payload: Payload
const customers: Record<'a' | 'b' | 'unverified', number | string> = { a: 0, b: 0, unverified: 0 }
const tokens: Record<'a' | 'b', string> = { a: '', b: '' }
/** Customer A's two audits of one business (older, newer), B's one, and the unverified one's. */
const audits = {
  aOld: 0 as number | string,
  aNew: 0 as number | string,
  b: 0 as number | string,
  u: 0 as number | string,
}

/** An audit's scores as the audit service records them (what `previous` is read from). */
const scores = (mentions: number, answers: number, competitors: string[]) => ({
  overall: {
    mentions,
    answers,
    competitors: competitors.map((name) => ({ name, answers: 1 })),
  },
})

beforeAll(async () => {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.CMS_API_KEY = API_KEY
  process.env.WEB_PURGE_URL = 'off'
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  payload = await getPayload({ config })
  for (const [who, verified] of [
    ['a', true],
    ['b', true],
    ['unverified', false],
  ] as const) {
    const doc = await payload.create({
      collection: 'customers',
      data: { email: `${who}@rechecks.example`, password: PASSWORD, _verified: verified },
      disableVerificationEmail: true,
      overrideAccess: true,
    })
    customers[who] = doc.id
  }
  for (const who of ['a', 'b'] as const) {
    const login = await api('POST', '/customers/login', {
      body: { email: `${who}@rechecks.example`, password: PASSWORD },
    })
    tokens[who] = login.json.token
  }
  const audit = async (
    customer: number | string,
    business: string,
    auditedAt: string,
    s: ReturnType<typeof scores>,
  ) =>
    (
      await payload.create({
        collection: 'audits',
        data: {
          business_name: business,
          specialism: 'dentist',
          location: 'Sydney',
          website: 'https://harbour.example',
          business_type: 'service',
          severity: 'LOW',
          audited_at: auditedAt,
          scores: s,
          customer,
        } as never,
        overrideAccess: true,
      })
    ).id
  audits.aOld = await audit(
    customers.a,
    'Harbour Dental',
    '2026-09-01T10:00:00.000Z',
    scores(1, 10, ['Bright Smiles']),
  )
  audits.aNew = await audit(
    customers.a,
    'Harbour Dental',
    '2026-10-01T10:00:00.000Z',
    scores(4, 10, ['Bright Smiles', 'Sydney Dental Co']),
  )
  audits.b = await audit(customers.b, 'B Dental', '2026-10-05T10:00:00.000Z', scores(2, 10, []))
  audits.u = await audit(
    customers.unverified,
    'U Dental',
    '2026-10-05T10:00:00.000Z',
    scores(2, 10, []),
  )
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const api = (
  method: string,
  route: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => restCall(payload.config, method, route, opts)

const due = (before = '2026-12-31T00:00:00.000Z', headers: Record<string, string> = SERVICE) =>
  api('GET', `/rechecks/due?before=${encodeURIComponent(before)}&limit=50`, { headers })

describe('re-checks (docs/decisions/0079)', () => {
  let recheckA: number | string
  let keyA: string

  it("starts a re-check of the customer's own audit only, once per business, from its latest audit", async () => {
    const other = await api('POST', '/rechecks/start', {
      token: tokens.a,
      body: { audit: audits.b },
    })
    expect(other.status).toBe(404)
    expect((await api('POST', '/rechecks/start', { body: { audit: audits.aOld } })).status).toBe(
      401,
    )
    expect(
      (await api('POST', '/rechecks/start', { token: tokens.a, body: { audit: 'x y' } })).status,
    ).toBe(400)
    // Asked from the older audit: it still counts from the latest one of the business.
    const started = await api('POST', '/rechecks/start', {
      token: tokens.a,
      body: { audit: audits.aOld },
    })
    expect(started.status).toBe(200)
    expect(started.json.recheck).toMatchObject({
      business_name: 'Harbour Dental',
      location: 'Sydney',
      specialism: 'dentist',
      active: true,
      runs: 0,
      last_run_at: '2026-10-01T10:00:00.000Z',
    })
    recheckA = started.json.recheck.id
    const again = await api('POST', '/rechecks/start', {
      token: tokens.a,
      body: { audit: audits.aNew },
    })
    expect(again.json.recheck.id).toBe(recheckA)
    expect((await payload.count({ collection: 'rechecks' })).totalDocs).toBe(1)
    await api('POST', '/rechecks/start', { token: tokens.b, body: { audit: audits.b } })
    await payload.create({
      collection: 'rechecks',
      data: {
        business_name: 'U Dental',
        specialism: 'dentist',
        location: 'Sydney',
        customer: customers.unverified,
        last_run_at: '2026-10-05T10:00:00.000Z',
        idempotency_key: 'recheck:unverified-one',
      } as never,
      overrideAccess: true,
    })
  })

  it('shows a customer their own re-checks and no one else’s; they cannot create or change one over REST', async () => {
    const mine = await api('GET', '/rechecks?depth=0', { token: tokens.a })
    expect(mine.json.docs.map((d: { id: unknown }) => d.id)).toEqual([recheckA])
    expect(mine.json.docs[0].idempotency_key).toBeDefined()
    expect((await api('GET', '/rechecks')).json.docs ?? []).toEqual([])
    expect((await api('POST', '/rechecks', { token: tokens.a, body: {} })).status).toBe(403)
    expect(
      (await api('PATCH', `/rechecks/${recheckA}`, { token: tokens.a, body: { runs: 9 } })).status,
    ).toBe(403)
    expect(
      (await api('POST', '/rechecks/stop', { token: tokens.b, body: { id: recheckA } })).status,
    ).toBe(404)
  })

  it("lists the due re-checks for the audit service only, with the customer's email and latest figures", async () => {
    expect((await due(undefined, { authorization: `JWT ${tokens.a}` })).status).toBe(403)
    expect((await due(undefined, {})).status).toBe(403)
    expect((await api('GET', '/rechecks/due?before=soon', { headers: SERVICE })).status).toBe(400)
    const res = await due()
    expect(res.status).toBe(200)
    const list = dueRechecksSchema.parse(res.json).rechecks
    // Oldest first; the unverified customer's is not handed out.
    expect(list.map((r) => r.business_name)).toEqual(['Harbour Dental', 'B Dental'])
    const a = list[0]
    keyA = a.key
    expect(a).toMatchObject({
      id: recheckA,
      customer: customers.a,
      email: 'a@rechecks.example',
      website: 'https://harbour.example',
      business_type: 'service',
      last_run_at: '2026-10-01T10:00:00.000Z',
      previous: {
        mentions: 4,
        answers: 10,
        competitors: ['Bright Smiles', 'Sydney Dental Co'],
        audited_at: '2026-10-01T10:00:00.000Z',
      },
    })
    expect(a.key).toMatch(/^recheck:[0-9a-f-]{36}$/)
    // Not yet due a month after the audit's day less one.
    expect(dueRechecksSchema.parse((await due('2026-09-30T00:00:00.000Z')).json).rechecks).toEqual(
      [],
    )
  })

  it('lets one run claim a re-check: a second claim of the same run is refused, a release gives it back', async () => {
    const claim = (body: object) => api('POST', '/rechecks/claim', { headers: SERVICE, body })
    const at = '2026-11-01T10:00:00.000Z'
    const body = { key: keyA, last_run_at: '2026-10-01T10:00:00.000Z', at }
    expect((await api('POST', '/rechecks/claim', { token: tokens.a, body })).status).toBe(403)
    expect((await claim({ key: keyA })).status).toBe(400)
    expect((await claim(body)).json).toEqual({ claimed: true })
    expect((await claim(body)).json).toEqual({ claimed: false })
    let doc = await payload.findByID({ collection: 'rechecks', id: recheckA })
    expect([doc.last_run_at, doc.runs]).toEqual([at, 1])
    expect((await claim({ ...body, release: true })).json).toEqual({ claimed: true })
    doc = await payload.findByID({ collection: 'rechecks', id: recheckA })
    expect([doc.last_run_at, doc.runs]).toEqual(['2026-10-01T10:00:00.000Z', 0])
    expect((await claim(body)).json).toEqual({ claimed: true })
  })

  it("stops a re-check by its key as the email's link does, and by the customer; a stopped one is not due or claimed", async () => {
    // The audit service's outbox: PATCH by the key, only `active` and `stopped_at`.
    const byKey = `/rechecks?where[idempotency_key][equals]=${encodeURIComponent(keyA)}`
    const stoppedAt = '2026-11-02T10:00:00.000Z'
    expect((await api('PATCH', byKey, { headers: SERVICE, body: { runs: 0 } })).status).toBe(403)
    expect(
      (await api('PATCH', `/rechecks/${recheckA}`, { headers: SERVICE, body: { active: false } }))
        .status,
    ).toBe(403)
    const stop = await api('PATCH', byKey, {
      headers: SERVICE,
      body: { active: false, stopped_at: stoppedAt },
    })
    expect(stop.status).toBe(200)
    const doc = await payload.findByID({ collection: 'rechecks', id: recheckA })
    expect([doc.active, doc.stopped_at]).toEqual([false, stoppedAt])
    const list = dueRechecksSchema.parse((await due()).json).rechecks
    expect(list.map((r) => r.business_name)).toEqual(['B Dental'])
    const claim = await api('POST', '/rechecks/claim', {
      headers: SERVICE,
      body: { key: keyA, last_run_at: '2026-11-01T10:00:00.000Z', at: '2026-12-01T10:00:00.000Z' },
    })
    expect(claim.json).toEqual({ claimed: false })
    // Started again from the dashboard: the same re-check, active again.
    const restarted = await api('POST', '/rechecks/start', {
      token: tokens.a,
      body: { audit: audits.aNew },
    })
    expect(restarted.json.recheck).toMatchObject({ id: recheckA, active: true })
    const stopped = await api('POST', '/rechecks/stop', { token: tokens.a, body: { id: recheckA } })
    expect(stopped.json.recheck).toMatchObject({ id: recheckA, active: false })
  })

  it("keeps the owner's facts of the audit it is turned on from, and hands out the latest audit's wrong facts", async () => {
    const wrong = {
      kind: 'telephone',
      stated: '(02) 9555 0199',
      verdict: 'wrong',
      expected: '(02) 9555 0132',
      assistant: 'claude',
      assistant_name: 'Claude',
      question: 'How do I contact Quay Physio in Sydney?',
      question_kind: 'contact',
    }
    const factCheck = {
      answers_checked: 4,
      facts: 3,
      correct: 2,
      wrong: 1,
      unverifiable: 0,
      wrong_facts: [wrong],
    }
    const facts = { telephone: '(02) 9555 0132', openingHours: ['Mo-Fr 08:00-18:00'] }
    const physio = async (auditedAt: string, extra: Record<string, unknown>) =>
      (
        await payload.create({
          collection: 'audits',
          data: {
            business_name: 'Quay Physio',
            specialism: 'physio',
            location: 'Sydney',
            severity: 'LOW',
            audited_at: auditedAt,
            scores: scores(3, 10, []),
            customer: customers.a,
            ...extra,
          } as never,
          overrideAccess: true,
        })
      ).id
    const withFacts = await physio('2026-10-10T10:00:00.000Z', {
      business_facts: facts,
      fact_check: factCheck,
    })
    const started = await api('POST', '/rechecks/start', {
      token: tokens.a,
      body: { audit: withFacts },
    })
    expect(started.status).toBe(200)
    const id = started.json.recheck.id
    // The customer's view of a re-check stays as it was: the facts are the service's to read.
    expect(started.json.recheck.business_facts).toBeUndefined()
    const stored = async () =>
      (await payload.findByID({ collection: 'rechecks', id, overrideAccess: true })).business_facts
    expect(await stored()).toEqual(facts)
    const physioDue = async () =>
      dueRechecksSchema
        .parse((await due()).json)
        .rechecks.find((r) => r.business_name === 'Quay Physio')!
    expect(await physioDue()).toMatchObject({
      business_facts: facts,
      previous: { mentions: 3, audited_at: '2026-10-10T10:00:00.000Z', wrong_facts: [wrong] },
    })
    // A later audit without facts (nor a fact check): the re-check keeps its facts; the previous
    // audit now has no wrong facts to compare with.
    const without = await physio('2026-10-20T10:00:00.000Z', {})
    await api('POST', '/rechecks/start', { token: tokens.a, body: { audit: without } })
    expect(await stored()).toEqual(facts)
    expect((await physioDue()).previous?.wrong_facts).toBeNull()
    // Turned on again from an audit with other facts: those are kept from now on.
    const newer = { telephone: '(02) 9555 0140' }
    const other = await physio('2026-10-25T10:00:00.000Z', { business_facts: newer })
    await api('POST', '/rechecks/start', { token: tokens.a, body: { audit: other } })
    expect(await stored()).toEqual(newer)
    expect((await physioDue()).business_facts).toEqual(newer)
  })

  it("deletes a customer's re-checks with their account", async () => {
    const res = await api('POST', '/customers/delete-account', {
      token: tokens.b,
      body: { email: 'b@rechecks.example' },
    })
    expect(res.status).toBe(200)
    const left = await payload.find({
      collection: 'rechecks',
      where: { customer: { equals: customers.b } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
