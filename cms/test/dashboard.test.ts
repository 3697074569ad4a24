/**
 * The staff dashboard's figures (src/dashboard/figures.ts, docs/decisions/0087) against the records
 * on a real Payload (committed migrations, seed; a fresh SQLite file or CMS_TEST_DATABASE_URI):
 * each figure counts what it says, and the admin list each links to holds exactly those records.
 * The budget is read from a real HTTP server standing in for the audit service.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, PayloadRequest, Where } from 'payload'
import { parse } from 'qs-esm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditBudget,
  auditsToday,
  deliveriesNeedingAttention,
  leadsThisWeek,
  unansweredInquiries,
  warmestLeads,
  type Figure,
} from '../src/dashboard/figures'
import { startPayload, staffRequest } from './startPayload'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-dashboard-'))
let payload: Payload
let sales: PayloadRequest
let editor: PayloadRequest
const NOW = new Date()
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString()

beforeAll(async () => {
  ;({ payload } = await startPayload(dir))
  sales = await staffRequest(payload, ['sales'], 'desk-sales@example.com')
  editor = await staffRequest(payload, ['editor'], 'desk-editor@example.com')

  /** Stores a document and dates it `h` hours ago. */
  const at = async (collection: string, h: number, data: Record<string, unknown>) => {
    const doc = await payload.create({ collection: collection as never, data: data as never })
    await payload.db.updateOne({
      collection,
      id: doc.id,
      data: { createdAt: hoursAgo(h), updatedAt: hoursAgo(h) },
    })
    return doc
  }
  const inquiry = (n: number, status: string, extra = {}) => ({
    name: `Person ${n}`,
    email: `p${n}@desk.example`,
    businessName: `Business ${n}`,
    message: 'Please call.',
    status,
    ...extra,
  })
  // This week: 3 new (one of them flagged as spam), 2 contacted, 1 won; 8 days ago: 1 new.
  await at('inquiries', 1, inquiry(1, 'new'))
  await at('inquiries', 30, inquiry(2, 'new'))
  await at('inquiries', 2, inquiry(3, 'new', { suspected_spam: true }))
  await at('inquiries', 50, inquiry(4, 'contacted'))
  await at('inquiries', 60, inquiry(5, 'contacted'))
  await at('inquiries', 100, inquiry(6, 'won'))
  await at('inquiries', 8 * 24, inquiry(7, 'new'))
  // Results emails this week: 2 sent, 1 waiting; one 9 days ago.
  const email = (n: number, sent: boolean) => ({
    email: `r${n}@desk.example`,
    ...(sent ? { sent_at: hoursAgo(1) } : {}),
  })
  await at('result-email-requests', 3, email(1, true))
  await at('result-email-requests', 4, email(2, true))
  await at('result-email-requests', 5, email(3, false))
  await at('result-email-requests', 9 * 24, email(4, true))
  // Newsletter: 2 confirmed this week, 1 unconfirmed, 1 unsubscribed.
  await at('newsletter-subscribers', 6, { email: 'n1@desk.example', confirmed: true })
  await at('newsletter-subscribers', 7, { email: 'n2@desk.example', confirmed: true })
  await at('newsletter-subscribers', 8, { email: 'n3@desk.example', confirmed: false })
  await at('newsletter-subscribers', 9, {
    email: 'n4@desk.example',
    confirmed: true,
    unsubscribed: true,
  })
  // Audits today (dated now, so never before 00:00 UTC): 2 LOW, 1 STRONG; one 2 days ago.
  const audit = (severity: string) => ({
    business_name: 'Harbour Dental',
    specialism: 'dentist',
    location: 'Sydney',
    severity,
  })
  await payload.create({ collection: 'audits', data: audit('LOW') as never })
  await payload.create({ collection: 'audits', data: audit('LOW') as never })
  await payload.create({ collection: 'audits', data: audit('STRONG') as never })
  await at('audits', 48, audit('MODERATE'))
  // Accounts: 2 sign-ups this week, 1 ten days ago. Re-checks: 2 turned on this week (one stopped
  // since), 1 ten days ago and still on.
  const customer = (n: number) => ({
    email: `c${n}@signups.example`,
    password: 'a-long-customer-password',
    _verified: true,
  })
  const cam = await at('customers', 3, customer(1))
  await at('customers', 20, customer(2))
  const old = await at('customers', 10 * 24, customer(3))
  const recheck = (customerId: unknown, business: string, active = true) => ({
    business_name: business,
    specialism: 'dentist',
    location: 'Sydney',
    customer: customerId,
    active,
    last_run_at: hoursAgo(1),
  })
  await at('rechecks', 2, recheck(cam.id, 'Cam Dental'))
  await at('rechecks', 30, recheck(cam.id, 'Cam Dental Bondi', false))
  await at('rechecks', 10 * 24, recheck(old.id, 'Old Dental'))
  // An inquiry whose person also ran two audits (the same website), all before this week.
  await at('audits', 9 * 24, { ...audit('LOW'), website: 'https://warm-desk.example' })
  await at('audits', 9 * 24, { ...audit('MODERATE'), website: 'warm-desk.example/contact' })
  await at('inquiries', 8 * 24 + 1, inquiry(8, 'won', { websiteUrl: 'warm-desk.example' }))
  // Deliveries: 2 open (one refused), 1 resolved.
  await payload.create({
    collection: 'lead-delivery-failures',
    data: { kind: 'mail', attempts: 5, last_error: 'SMTP 550' } as never,
  })
  await payload.create({
    collection: 'lead-delivery-failures',
    data: { kind: 'inquiry', attempts: 1, last_error: 'HTTP 400', refused: true } as never,
  })
  await payload.create({
    collection: 'lead-delivery-failures',
    data: { kind: 'audit', attempts: 3, last_error: 'HTTP 503', resolved: true } as never,
  })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

/** How many documents the admin list at `figure.href` shows (its `where` and the list's base filter). */
async function listed(figure: Figure): Promise<number> {
  const [pathname, query] = figure.href.split('?')
  const slug = pathname.split('/').pop()!
  const where = (parse(query) as { where?: Where }).where ?? {}
  const collection = payload.collections[slug as 'inquiries'].config
  const base = collection.admin.baseFilter
    ? await collection.admin.baseFilter({
        req: { ...sales, query: { where } } as never,
        limit: 10,
        page: 1,
        sort: '',
      })
    : null
  const { totalDocs } = await payload.count({
    collection: slug as never,
    where: base ? { and: [where, base] } : where,
    overrideAccess: false,
    req: sales,
  })
  return totalDocs
}

const byLabel = (figures: Figure[]) => Object.fromEntries(figures.map((f) => [f.label, f.count]))

describe('the lead desk', () => {
  it('counts the leads of the last 7 days by kind and status, without spam, and each list holds them', async () => {
    const [inquiries, emails, signups] = await leadsThisWeek(sales, NOW)
    expect(inquiries.total.count).toBe(5)
    expect(byLabel(inquiries.parts)).toEqual({
      New: 2,
      Contacted: 2,
      Qualified: 0,
      Won: 1,
      Lost: 0,
    })
    expect(emails.total.count).toBe(3)
    expect(byLabel(emails.parts)).toEqual({ Sent: 2, 'Not sent yet': 1 })
    expect(signups.total.count).toBe(2)
    for (const f of [
      inquiries.total,
      ...inquiries.parts,
      emails.total,
      ...emails.parts,
      signups.total,
    ])
      expect(await listed(f), f.href).toBe(f.count)
  })

  it('counts the account sign-ups and the re-checks turned on this week, each linked to its list', async () => {
    const accounts = (await leadsThisWeek(sales, NOW)).find((k) => k.kind === 'Accounts')!
    expect(accounts.total.label).toBe('Account sign-ups')
    expect(accounts.total.count).toBe(2)
    expect(byLabel(accounts.parts)).toEqual({ 'Re-checks turned on': 2 })
    expect(accounts.total.href).toMatch(/^\/admin\/collections\/customers\?/)
    expect(accounts.parts[0].href).toMatch(/^\/admin\/collections\/rechecks\?/)
    for (const f of [accounts.total, ...accounts.parts])
      expect(await listed(f), f.href).toBe(f.count)
  })

  it('shows the warmest leads: re-checks on and inquiries whose person ran an audit, newest first', async () => {
    const { rechecksOn, inquiriesWithAudits, newest } = await warmestLeads(sales, 5)
    expect(rechecksOn.count).toBe(2)
    expect(inquiriesWithAudits.count).toBe(1)
    expect(await listed(rechecksOn)).toBe(2)
    expect(await listed(inquiriesWithAudits)).toBe(1)
    expect(newest.map((l) => [l.business, l.who, l.kind])).toEqual([
      ['Cam Dental', 'c1@signups.example', 'Re-check on'],
      ['Business 8', 'Person 8', 'Inquiry and audits'],
      ['Old Dental', 'c3@signups.example', 'Re-check on'],
    ])
    expect(newest[0].href).toMatch(/^\/admin\/collections\/customers\/\w+$/)
    expect(newest[1].href).toMatch(/^\/admin\/collections\/inquiries\/\w+$/)
    await expect(warmestLeads(editor, 5)).rejects.toThrow(/not allowed/i)
  })

  it('lists the inquiries nobody has answered, newest first, and links each', async () => {
    const { total, newest } = await unansweredInquiries(sales, 5)
    expect(total.count).toBe(3) // two this week and one of 8 days ago; spam left out
    expect(await listed(total)).toBe(3)
    expect(newest.map((i) => i.name)).toEqual(['Person 1', 'Person 2', 'Person 7'])
    expect(newest[0].href).toBe(`/admin/collections/inquiries/${newest[0].id}`)
  })

  it("counts today's audits by verdict", async () => {
    const { total, byVerdict } = await auditsToday(sales, NOW)
    expect(total.count).toBe(3)
    expect(byLabel(byVerdict)).toEqual({ LOW: 2, MODERATE: 0, STRONG: 1, INCONCLUSIVE: 0 })
    for (const f of [total, ...byVerdict]) expect(await listed(f)).toBe(f.count)
  })

  it('counts the lead deliveries that need attention, the refused ones apart', async () => {
    const { open, refused, newest } = await deliveriesNeedingAttention(sales, 3)
    expect(open.count).toBe(2)
    expect(refused.count).toBe(1)
    expect(await listed(open)).toBe(2)
    expect(await listed(refused)).toBe(1)
    expect(newest.map((d) => d.kind).sort()).toEqual(['inquiry', 'mail'])
  })

  it('refuses the figures to a user who reads no leads', async () => {
    await expect(leadsThisWeek(editor, NOW)).rejects.toThrow(/not allowed/i)
  })
})

describe("the day's audit budget", () => {
  let server: Server
  let answer: (res: import('node:http').ServerResponse, auth: string | undefined) => void
  let url = ''
  beforeAll(async () => {
    server = createServer((req, res) => answer(res, req.headers.authorization))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((r) => server.close(r)))
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  it('reads the calls used from the audit service with the CMS key', async () => {
    answer = (res, auth) =>
      auth === 'Bearer the-cms-key'
        ? json(res, 200, {
            day: '2026-11-27',
            calls_used: 440,
            call_budget: 20000,
            reserve_from: 15000,
          })
        : json(res, 401, { error: 'unauthorized' })
    expect(await auditBudget({ url, key: 'the-cms-key' })).toEqual({
      ok: true,
      day: '2026-11-27',
      used: 440,
      budget: 20000,
      reserveFrom: 15000,
    })
    expect(await auditBudget({ url, key: 'wrong' })).toEqual({
      ok: false,
      reason: 'The audit service answered 401.',
    })
  })

  it('says so when audits are not limited, the service is slow, or it is down', async () => {
    answer = (res) => json(res, 200, { day: '2026-11-27', calls_used: null, call_budget: null })
    expect((await auditBudget({ url, key: 'k' })).ok).toBe(false)
    answer = () => {} // never answers
    expect(await auditBudget({ url, key: 'k' })).toEqual({
      ok: false,
      reason: 'The audit service did not answer within 2 s.',
    })
    expect(await auditBudget({ url: 'http://127.0.0.1:9', key: 'k' })).toEqual({
      ok: false,
      reason: 'The audit service cannot be reached.',
    })
  })
})
