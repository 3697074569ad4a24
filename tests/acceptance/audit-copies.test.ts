/**
 * Each visitor's audit is their own (docs/decisions/0098), through the running stack: the site's
 * jobs API, the audit service's cache and stored results, the results email, the mail catcher and
 * the CMS's claim. Two visitors on different addresses type the same business, service and
 * location: the second is answered from the cache, but with an audit id and token of its own, so
 * neither can read, mail or claim the other's audit. Two identical audits asked at the same time
 * share one run and still get one id and token each.
 */
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { auditJobSchema, type AuditJob, type AuditResult } from '@aivis/contract'
import { AUDIT, CMS, WEB, adminAuth, eventually, mailTo } from './stack'

/** A visitor: the loopback address (127.0.0.N) its requests to the site come from. */
type Visitor = string
const visitor = (n: number): Visitor => `127.0.0.${n}`

/** A request to the site from `from`'s address; the answer's status and parsed JSON body. */
function asVisitor(
  from: Visitor,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; json: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${WEB}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: from },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: async () => JSON.parse(text) }),
        )
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}

/** Starts an audit through the site's jobs API as the page does; resolves to its ended job. */
async function audit(agent: Visitor, fields: Record<string, string>): Promise<AuditJob> {
  const res = await asVisitor(agent, '/functions/v1/audits', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB },
    body: JSON.stringify(fields),
  })
  expect([200, 202]).toContain(res.status)
  const job = auditJobSchema.parse(await res.json())
  if (job.status === 'done') return job
  return eventually(async () => {
    const now = auditJobSchema.parse(
      await (await asVisitor(agent, `/functions/v1/audits/${job.id}`)).json(),
    )
    return now.status === 'done' ? now : null
  }, 30_000)
}

/** The stored result of `id` read with `token` (the audit service's result route). */
const stored = (id: string, token: string) =>
  fetch(`${AUDIT}/functions/v1/audits/${id}/result`, {
    headers: { authorization: `Bearer ${token}` },
  })

function sendResults(agent: Visitor, email: string, result: AuditResult) {
  return asVisitor(agent, '/functions/v1/send-audit-results', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID().replace(/-/g, ''),
    },
    body: JSON.stringify({
      email,
      audit_id: result.audit_id,
      audit_token: result.audit_token,
      company_fax: '',
      form_started_at: Date.now() - 10_000,
    }),
  })
}

const auth = (path: string, body: unknown, cookie?: string) =>
  fetch(`${WEB}/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

/** Signs up `email`, confirms it by the mailed link and signs in: the session cookie. */
async function accountOf(email: string): Promise<string> {
  expect((await auth('sign-up', { email, password: 'first-password' })).status).toBe(200)
  const mail = await eventually(async () =>
    (await mailTo(email)).reverse().find((m) => /Confirm your email/.test(m.subject)),
  )
  const href = /https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9]+/.exec(mail.text)![0]
  const token = new URL(href).searchParams.get('token')
  expect((await auth('verify', { token, password: 'first-password' })).status).toBe(200)
  const signIn = await auth('sign-in', { email, password: 'first-password' })
  expect(signIn.status).toBe(200)
  return signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]
}

/** The CMS `audits` documents of `businessName`, as the admin reads them. */
async function auditsOf(businessName: string) {
  const res = await fetch(
    `${CMS}/api/audits?where[business_name][equals]=${encodeURIComponent(businessName)}&depth=0`,
    { headers: { Authorization: await adminAuth() } },
  )
  return ((await res.json()) as { docs: { idempotency_key: string; customer: unknown }[] }).docs
}

describe('an audit answered from the cache or joined is the asker’s own', () => {
  it('a cached answer has its own id and token: each visitor reads, mails and claims only their own copy', async () => {
    const first = visitor(81)
    const second = visitor(82)
    const fields = {
      businessName: `Copy Cafe ${randomUUID().slice(0, 6)}`,
      location: 'Melbourne',
      specialism: 'cafe',
    }
    const ran = (await audit(first, fields)).result!
    const again = await audit(second, fields)
    const copy = again.result!
    expect(copy.cached).toBe(true)
    expect(copy.business_name).toBe(fields.businessName)
    expect(copy.audit_id).not.toBe(ran.audit_id)
    expect(copy.audit_token).not.toBe(ran.audit_token)
    expect(again.id).toBe(copy.audit_id)
    // The copy is the same audit's figures.
    expect(copy.scores).toEqual(ran.scores)

    // Each token opens its own result only.
    expect((await stored(ran.audit_id!, ran.audit_token!)).status).toBe(200)
    expect(
      ((await (await stored(copy.audit_id!, copy.audit_token!)).json()) as AuditResult).audit_id,
    ).toBe(copy.audit_id)
    expect((await stored(ran.audit_id!, copy.audit_token!)).status).toBe(404)
    expect((await stored(copy.audit_id!, ran.audit_token!)).status).toBe(404)
    // The copy's job id answers the site, like any job.
    const polled = await asVisitor(second, `/functions/v1/audits/${copy.audit_id}`)
    expect(polled.status).toBe(200)

    // The second visitor mails their copy to themselves and claims it: only the copy is theirs.
    const secondEmail = `copy-${randomUUID().slice(0, 8)}@example.com`
    const firstEmail = `owner-${randomUUID().slice(0, 8)}@example.com`
    expect((await sendResults(second, secondEmail, copy)).status).toBe(200)
    expect((await sendResults(first, firstEmail, ran)).status).toBe(200)
    await eventually(async () => (await auditsOf(fields.businessName)).length === 2, 20_000)
    await eventually(async () => (await mailTo(secondEmail)).length > 0, 20_000)
    const secondCookie = await accountOf(secondEmail)
    const claimed = await eventually(async () => {
      const res = await auth('claim', {}, secondCookie)
      const body = (await res.json()) as { claimed: number }
      return body.claimed > 0 ? body : null
    }, 20_000)
    expect(claimed).toEqual({ claimed: 1 })
    const afterSecond = await auditsOf(fields.businessName)
    const owned = afterSecond.filter((a) => a.customer != null)
    expect(owned.map((a) => a.idempotency_key)).toEqual([`audit:${copy.audit_id}`])

    // The first visitor can still claim theirs.
    await eventually(async () => (await mailTo(firstEmail)).length > 0, 20_000)
    const firstCookie = await accountOf(firstEmail)
    expect(await (await auth('claim', {}, firstCookie)).json()).toEqual({ claimed: 1 })
    const afterFirst = await auditsOf(fields.businessName)
    expect(afterFirst.filter((a) => a.customer != null)).toHaveLength(2)
    expect(new Set(afterFirst.map((a) => String(a.customer))).size).toBe(2)
  }, 120_000)

  it('two identical audits asked at once share one run and get an id and token each', async () => {
    const fields = {
      businessName: `Joined Cafe ${randomUUID().slice(0, 6)}`,
      location: 'Melbourne',
      specialism: 'cafe',
    }
    const [a, b] = await Promise.all([audit(visitor(83), fields), audit(visitor(84), fields)])
    expect(a.id).not.toBe(b.id)
    expect(a.result!.audit_id).toBe(a.id)
    expect(b.result!.audit_id).toBe(b.id)
    expect(a.result!.audit_token).not.toBe(b.result!.audit_token)
    expect(a.result!.scores).toEqual(b.result!.scores)
    expect((await stored(a.id, b.result!.audit_token!)).status).toBe(404)
    expect((await stored(b.id, b.result!.audit_token!)).status).toBe(200)
    expect((await stored(a.id, a.result!.audit_token!)).status).toBe(200)
    // One audit each in the CMS, so each visitor's results email and claim finds their own.
    await eventually(async () => (await auditsOf(fields.businessName)).length === 2, 20_000)
    const keys = (await auditsOf(fields.businessName)).map((d) => d.idempotency_key).sort()
    expect(keys).toEqual([`audit:${a.id}`, `audit:${b.id}`].sort())
  }, 60_000)
})
