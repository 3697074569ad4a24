/**
 * The admin as sales use it, over the CMS's real REST surface (`handleEndpoints`, in-process, on a
 * real Payload with the committed migrations and the seed, a fresh SQLite file or the empty
 * database named by CMS_TEST_DATABASE_URI):
 * - one prospect, one picture (docs/decisions/0085, 0126): an inquiry, the audits, the results-email
 *   requests, the customer account and the re-checks of the same person are linked whichever
 *   arrives first, and each shows the others;
 * - saved views (docs/decisions/0086): 'New', 'Not answered in 48 h' and each user's 'Mine';
 * - a status change for several inquiries at once.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restCall, signedInUser } from './rest'

/** A customer's password that keeps the contract's strength rule (docs/decisions/0094). */
const CUSTOMER_PASSWORD = 'a-long-customer-password'
import { startPayload } from './startPayload'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-sales-desk-'))
const API_KEY = 'test-sales-desk-service-api-key-abcdefgh'
const SERVICE = `users API-Key ${API_KEY}`

let payload: Payload
let config: SanitizedConfig

beforeAll(async () => {
  ;({ payload, config } = await startPayload(dir, { CMS_API_KEY: API_KEY }))
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

type Json = any

/** A REST call; `auth` is a whole `Authorization` header. */
async function rest(method: string, route: string, auth?: string, body?: unknown) {
  return restCall(config, method, route, {
    body,
    headers: auth ? { authorization: auth } : {},
  }) as Promise<{ status: number; json: Json }>
}

/** A staff user with `roles`, created once and signed in: its id and `Authorization` header. */
const staff = (roles: string[], name: string) =>
  signedInUser(payload, roles, `desk-${name}@example.com`, name)

/** A lead as the audit service's relay delivers it: POSTed with the service account's key. */
async function deliver(collection: string, body: Record<string, unknown>) {
  const res = await rest('POST', `/${collection}`, SERVICE, {
    idempotency_key: `${collection}:${randomUUID()}`,
    ...body,
  })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  return res.json.doc.id as number | string
}

const audit = (business: string, website: string | null, jobId = randomUUID()) => ({
  business_name: business,
  specialism: 'dentist',
  location: 'Sydney',
  website,
  severity: 'LOW',
  mention_rate: 0.225,
  idempotency_key: `audit:${jobId}`,
})

const resultsEmail = (email: string, jobId: string, business: string) => ({
  email,
  business_name: business,
  service: 'dentist',
  location: 'Sydney',
  severity: 'LOW',
  audit: { audit_id: jobId, business_name: business },
})

const inquiry = (email: string, website: string | null, business: string) => ({
  name: 'Ana',
  email,
  businessName: business,
  websiteUrl: website,
  message: 'Please call me back about AI visibility.',
})

const ids = (join: Json) => (join?.docs ?? []).map((d: Json) => (typeof d === 'object' ? d.id : d))

describe('one prospect, one picture', () => {
  it("shows an inquiry's audits and results emails on its page, newest first, and the inquiry on theirs, whichever came first", async () => {
    const sales = await staff(['sales'], 'picture')
    // The results email reaches the CMS before the audit it sent (the outbox may deliver so).
    const firstJob = randomUUID()
    const early = await deliver(
      'result-email-requests',
      resultsEmail('ana@harbour.example', firstJob, 'Harbour Dental'),
    )
    const firstAudit = await deliver('audits', audit('Harbour Dental', null, firstJob))
    // A second audit of the same website, before the person writes in.
    const secondAudit = await deliver(
      'audits',
      audit('Harbour Dental', 'https://www.harbour.example/'),
    )
    // Someone else's audit and results email: never linked.
    const otherJob = randomUUID()
    const otherAudit = await deliver(
      'audits',
      audit('Other Dental', 'https://other.example', otherJob),
    )
    const otherEmail = await deliver(
      'result-email-requests',
      resultsEmail('bo@other.example', otherJob, 'Other Dental'),
    )
    const lead = await deliver(
      'inquiries',
      inquiry('ana@harbour.example', 'harbour.example/contact', 'Harbour Dental'),
    )
    // After the inquiry: another results email from the same address.
    const laterJob = randomUUID()
    const laterAudit = await deliver('audits', audit('Harbour Dental Surry Hills', null, laterJob))
    const later = await deliver(
      'result-email-requests',
      resultsEmail('ana@harbour.example', laterJob, 'Harbour Dental'),
    )

    const page = await rest('GET', `/inquiries/${lead}?depth=0`, sales.auth)
    expect(page.status).toBe(200)
    expect(ids(page.json.audits)).toEqual([laterAudit, secondAudit, firstAudit])
    expect(ids(page.json.results_emails)).toEqual([later, early])
    expect(page.json.website_domain).toBe('harbour.example')

    const first = await rest('GET', `/audits/${firstAudit}?depth=0`, sales.auth)
    expect(first.json.inquiries).toEqual([lead])
    expect(ids(first.json.results_emails)).toEqual([early])
    expect(first.json.came_with).toBe('Email and inquiry')
    const second = await rest('GET', `/audits/${secondAudit}?depth=0`, sales.auth)
    expect(second.json.came_with).toBe('Inquiry')

    const email = await rest('GET', `/result-email-requests/${early}?depth=0`, sales.auth)
    expect(email.json.audit_record).toBe(firstAudit)
    expect(email.json.inquiries).toEqual([lead])

    const other = await rest('GET', `/audits/${otherAudit}?depth=0`, sales.auth)
    expect(other.json.inquiries ?? []).toEqual([])
    expect(other.json.came_with).toBe('Email')
    expect(
      (await rest('GET', `/result-email-requests/${otherEmail}?depth=0`, sales.auth)).json
        .inquiries ?? [],
    ).toEqual([])
  })

  it('links an audit a signed-in customer ran to the inquiry from their address', async () => {
    const sales = await staff(['sales'], 'customer-link')
    const customer = await payload.create({
      collection: 'customers',
      data: {
        email: 'cara@clinic.example',
        password: CUSTOMER_PASSWORD,
        _verified: true,
      } as never,
      overrideAccess: true,
    })
    const ran = await payload.create({
      collection: 'audits',
      data: { ...audit('Cara Clinic', null), customer: customer.id } as never,
      overrideAccess: true,
    })
    const lead = await deliver('inquiries', inquiry('cara@clinic.example', null, 'Cara Clinic'))
    const page = await rest('GET', `/inquiries/${lead}?depth=0`, sales.auth)
    expect(ids(page.json.audits)).toEqual([ran.id])
    expect(page.json.results_emails.docs).toEqual([])
    // The customer reads their audit, and nothing of what sales know of them.
    const login = await rest('POST', '/customers/login', undefined, {
      email: 'cara@clinic.example',
      password: CUSTOMER_PASSWORD,
    })
    expect(login.status).toBe(200)
    const own = await rest('GET', `/audits/${ran.id}?depth=0`, `JWT ${login.json.token}`)
    expect(own.status).toBe(200)
    expect(own.json.business_name).toBe('Cara Clinic')
    for (const field of ['inquiries', 'results_emails', 'came_with'])
      expect(own.json, field).not.toHaveProperty(field)
  })

  it('keeps the links out of reach of the service account and of editors', async () => {
    // The service account cannot set a link itself (server-set, read-only fields).
    const target = await deliver('inquiries', inquiry('dan@dan.example', null, 'Dan'))
    const made = await deliver('audits', { ...audit('Dan', null), inquiries: [target] })
    const stored = await payload.findByID({ collection: 'audits', id: made, depth: 0 })
    expect(stored.inquiries ?? []).toEqual([])
    // Editors (no lead role) read no inquiry, and so none of its joins.
    const editor = await staff(['editor'], 'no-leads')
    expect((await rest('GET', `/inquiries/${target}`, editor.auth)).status).toBe(403)
  })
})

describe('one person across every record (docs/decisions/0126)', () => {
  /** A customer account, as the sign-up stores it, with its address verified. */
  const signUp = async (email: string) =>
    (
      await payload.create({
        collection: 'customers',
        data: { email, password: CUSTOMER_PASSWORD, _verified: true } as never,
        overrideAccess: true,
      })
    ).id
  /** A customer's session: its `Authorization` header. */
  const customerAuth = async (email: string) => {
    const login = await rest('POST', '/customers/login', undefined, {
      email,
      password: CUSTOMER_PASSWORD,
    })
    expect(login.status).toBe(200)
    return `JWT ${login.json.token}`
  }
  /** A monthly re-check turned on by the customer from one of their audits. */
  const turnOn = async (email: string, auditId: unknown) => {
    const res = await rest('POST', '/rechecks/start', await customerAuth(email), { audit: auditId })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    return res.json.recheck.id as number | string
  }
  const read = async (collection: string, id: unknown, auth: string) => {
    const res = await rest('GET', `/${collection}/${id}?depth=0`, auth)
    expect(res.status).toBe(200)
    return res.json
  }

  it("links a results email sent to an address at the inquiry's website with the inquiry", async () => {
    const sales = await staff(['sales'], 'same-domain')
    const job = randomUUID()
    const ran = await deliver(
      'audits',
      audit('Harbour Dental', 'https://harbourdental.example', job),
    )
    const owner = await deliver(
      'result-email-requests',
      resultsEmail('owner@harbourdental.example', job, 'Harbour Dental'),
    )
    // A look-alike domain and a free-mail address are someone else.
    const lookalike = await deliver(
      'result-email-requests',
      resultsEmail('eve@harbourdental.example.evil.example', randomUUID(), 'Harbour Dental'),
    )
    const lead = await deliver(
      'inquiries',
      inquiry('mia@harbourdental.example', 'harbourdental.example', 'Harbour Dental'),
    )
    const page = await read('inquiries', lead, sales.auth)
    expect(ids(page.audits)).toEqual([ran])
    expect(ids(page.results_emails)).toEqual([owner])
    // The Inquiries list's hint: the verdict and mention rate of the person's newest audit.
    expect(page.latest_audit).toBe('LOW · 23%')
    expect((await read('result-email-requests', owner, sales.auth)).inquiries).toEqual([lead])
    expect((await read('result-email-requests', lookalike, sales.auth)).inquiries ?? []).toEqual([])
  })

  it('inquiry first: the audit, the results email, the account and the re-check that follow are linked to it and to each other', async () => {
    const sales = await staff(['sales'], 'inquiry-first')
    const lead = await deliver(
      'inquiries',
      inquiry('mia@bondi-smiles.example', 'https://bondi-smiles.example', 'Bondi Smiles'),
    )
    const job = randomUUID()
    const anonymous = await deliver('audits', audit('Bondi Smiles', 'bondi-smiles.example', job))
    const email = await deliver(
      'result-email-requests',
      resultsEmail('owner@bondi-smiles.example', job, 'Bondi Smiles'),
    )
    const customer = await signUp('owner@bondi-smiles.example')
    // Signed in, the owner audits again (no website given) and turns a monthly re-check on.
    const own = (
      await payload.create({
        collection: 'audits',
        data: { ...audit('Bondi Smiles', null), customer } as never,
        overrideAccess: true,
      })
    ).id
    const recheck = await turnOn('owner@bondi-smiles.example', own)

    const page = await read('inquiries', lead, sales.auth)
    expect(ids(page.audits)).toEqual([own, anonymous])
    expect(ids(page.results_emails)).toEqual([email])
    expect(page.customers).toEqual([customer])
    expect(ids(page.rechecks)).toEqual([recheck])
    // Written again by the linking, it keeps its own fields.
    expect(page.website_domain).toBe('bondi-smiles.example')
    expect(page.status).toBe('new')

    const account = await read('customers', customer, sales.auth)
    expect(ids(account.inquiries)).toEqual([lead])
    expect(ids(account.results_emails)).toEqual([email])
    expect(ids(account.audits)).toEqual([own])
    expect(ids(account.rechecks)).toEqual([recheck])

    const sent = await read('result-email-requests', email, sales.auth)
    expect(sent.audit_record).toBe(anonymous)
    expect(sent.inquiries).toEqual([lead])
    expect(sent.customers).toEqual([customer])
    expect(ids(sent.rechecks)).toEqual([recheck])

    const audited = await read('audits', own, sales.auth)
    expect(audited.inquiries).toEqual([lead])
    expect(ids(audited.rechecks)).toEqual([recheck])
    const check = await read('rechecks', recheck, sales.auth)
    expect(check.audit).toBe(own)
    expect(check.inquiries).toEqual([lead])
    expect(check.results_emails).toEqual([email])
  })

  it('customer and results email first, re-check before the inquiry: the inquiry that comes last finds them all', async () => {
    const sales = await staff(['sales'], 'customer-first')
    const customer = await signUp('cam@cam-clinic.example')
    // The results email reaches the CMS before the audit it sent.
    const job = randomUUID()
    const email = await deliver(
      'result-email-requests',
      resultsEmail('cam@cam-clinic.example', job, 'Cam Clinic'),
    )
    const ran = (
      await payload.create({
        collection: 'audits',
        data: { ...audit('Cam Clinic', null, job), customer } as never,
        overrideAccess: true,
      })
    ).id
    const recheck = await turnOn('cam@cam-clinic.example', ran)
    expect((await read('result-email-requests', email, sales.auth)).customers).toEqual([customer])
    expect((await read('rechecks', recheck, sales.auth)).inquiries ?? []).toEqual([])

    const lead = await deliver('inquiries', inquiry('cam@cam-clinic.example', null, 'Cam Clinic'))
    const page = await read('inquiries', lead, sales.auth)
    expect(page.customers).toEqual([customer])
    expect(ids(page.audits)).toEqual([ran])
    expect(ids(page.results_emails)).toEqual([email])
    expect(ids(page.rechecks)).toEqual([recheck])
    expect(ids((await read('customers', customer, sales.auth)).inquiries)).toEqual([lead])
    expect((await read('rechecks', recheck, sales.auth)).inquiries).toEqual([lead])
  })

  it("audit first, then the account, the inquiry and the results email: the re-check gets the inquiry through its audit's email", async () => {
    const sales = await staff(['sales'], 'audit-first')
    const job = randomUUID()
    const customer = await signUp('dee@gmail.com')
    const ran = (
      await payload.create({
        collection: 'audits',
        data: { ...audit('Dee Physio', 'https://dee-physio.example', job), customer } as never,
        overrideAccess: true,
      })
    ).id
    const recheck = await turnOn('dee@gmail.com', ran)
    // An inquiry from another free-mail address, naming no website: not this person yet.
    const lead = await deliver('inquiries', inquiry('dee.physio@gmail.com', null, 'Dee Physio'))
    expect((await read('rechecks', recheck, sales.auth)).inquiries ?? []).toEqual([])
    // Then the audit's results are emailed to that address: the audit, and its re-check, are the
    // inquiry's person's.
    const email = await deliver(
      'result-email-requests',
      resultsEmail('dee.physio@gmail.com', job, 'Dee Physio'),
    )
    expect((await read('audits', ran, sales.auth)).inquiries).toEqual([lead])
    const check = await read('rechecks', recheck, sales.auth)
    expect(check.inquiries).toEqual([lead])
    expect(check.results_emails).toEqual([email])
    expect(ids((await read('result-email-requests', email, sales.auth)).rechecks)).toEqual([
      recheck,
    ])
    const page = await read('inquiries', lead, sales.auth)
    expect(ids(page.results_emails)).toEqual([email])
    expect(ids(page.rechecks)).toEqual([recheck])
    // Free mail: the account at gmail.com is not this inquiry's (another address there).
    expect(page.customers ?? []).toEqual([])
  })

  it("keeps what sales know of a person from the customer's own reads of their account", async () => {
    const customer = await signUp('fay@fay-dental.example')
    const lead = await deliver('inquiries', inquiry('fay@fay-dental.example', null, 'Fay Dental'))
    const own = await rest(
      'GET',
      `/customers/${customer}?depth=0`,
      await customerAuth('fay@fay-dental.example'),
    )
    expect(own.status).toBe(200)
    for (const field of ['inquiries', 'results_emails', 'audits', 'rechecks'])
      expect(own.json, field).not.toHaveProperty(field)
    const stored = await payload.findByID({ collection: 'inquiries', id: lead, depth: 0 })
    expect(stored.customers).toEqual([customer])
    // No audit of this person yet: the list's hint is empty.
    const sales = await staff(['sales'], 'no-audit-yet')
    expect((await read('inquiries', lead, sales.auth)).latest_audit).toBe('')
  })
})

describe('saved views for sales', () => {
  it("gives every sales user 'New', 'Not answered in 48 h' and a 'Mine' of their own, and nobody else any", async () => {
    const ann = await staff(['sales'], 'ann')
    const ben = await staff(['sales'], 'ben')
    const titles = async (auth: string) => {
      const res = await rest('GET', '/payload-query-presets?limit=100&depth=0', auth)
      expect(res.status).toBe(200)
      return res.json.docs
        .filter((p: Json) => p.relatedCollection === 'inquiries')
        .map((p: Json) => [p.title, JSON.stringify(p.where)])
    }
    const annViews = await titles(ann.auth)
    expect(annViews.map(([t]: string[]) => t).sort()).toEqual([
      'Mine',
      'New',
      'Not answered in 48 h',
    ])
    expect(annViews.find(([t]: string[]) => t === 'Mine')[1]).toContain(JSON.stringify(ann.id))
    const benMine = (await titles(ben.auth)).find(([t]: string[]) => t === 'Mine')
    expect(benMine[1]).toContain(JSON.stringify(ben.id))
    expect(benMine[1]).not.toContain(`"equals":${JSON.stringify(ann.id)}`)
    // Customers and the service account see no preset at all.
    expect((await rest('GET', '/payload-query-presets', SERVICE)).status).toBe(403)
  })

  it("'Not answered in 48 h' lists the inquiries still new two days after they came in, as time moves", async () => {
    const sales = await staff(['sales'], 'overdue')
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString()
    const make = async (name: string, hoursAgo: number, status = 'new') => {
      const doc = await payload.create({
        collection: 'inquiries',
        data: { ...inquiry(`${name}@overdue.example`, null, name), status } as never,
        overrideAccess: true,
      })
      await payload.db.updateOne({
        collection: 'inquiries',
        id: doc.id,
        data: { createdAt: at(hoursAgo) },
      })
      return doc.id
    }
    const old = await make('old', 49)
    const young = await make('young', 47)
    const answered = await make('answered', 72, 'contacted')
    const [view] = (
      await payload.find({
        collection: 'payload-query-presets',
        where: { title: { equals: 'Not answered in 48 h' } },
        overrideAccess: true,
      })
    ).docs as Json[]
    const qs = await import('qs-esm')
    const listed = await rest(
      'GET',
      `/inquiries?limit=100&depth=0&${qs.stringify({ where: view.where })}`,
      sales.auth,
    )
    expect(listed.status).toBe(200)
    const found = listed.json.docs.map((d: Json) => d.id)
    expect(found).toContain(old)
    expect(found).not.toContain(young)
    expect(found).not.toContain(answered)
    expect(listed.json.docs.find((d: Json) => d.id === old).not_answered_48h).toBe(true)
    // The same inquiry, an hour on: now it is overdue too.
    await payload.db.updateOne({ collection: 'inquiries', id: young, data: { createdAt: at(49) } })
    const again = await rest(
      'GET',
      `/inquiries?limit=100&depth=0&${qs.stringify({ where: view.where })}`,
      sales.auth,
    )
    expect(again.json.docs.map((d: Json) => d.id)).toContain(young)
  })

  it("makes a new sales user's 'Mine' when the user is created", async () => {
    const cy = await staff(['sales'], 'cy-new')
    const mine = await payload.find({
      collection: 'payload-query-presets',
      where: { and: [{ title: { equals: 'Mine' } }, { 'access.read.users': { in: [cy.id] } }] },
      overrideAccess: true,
    })
    expect(mine.totalDocs).toBe(1)
    expect(mine.docs[0].where).toEqual({ or: [{ and: [{ assignee: { equals: cy.id } }] }] })
  })
})

describe('several leads at once', () => {
  it('changes the status of several inquiries in one request for sales, and refuses editors', async () => {
    const sales = await staff(['sales'], 'bulk')
    const editor = await staff(['editor'], 'bulk-editor')
    const a = await deliver('inquiries', inquiry('a@bulk.example', null, 'A'))
    const b = await deliver('inquiries', inquiry('b@bulk.example', null, 'B'))
    const c = await deliver('inquiries', inquiry('c@bulk.example', null, 'C'))
    const qs = await import('qs-esm')
    const where = qs.stringify({ where: { id: { in: [a, b] } } })
    expect(
      (await rest('PATCH', `/inquiries?${where}`, editor.auth, { status: 'contacted' })).status,
    ).toBe(403)
    const res = await rest('PATCH', `/inquiries?${where}`, sales.auth, { status: 'contacted' })
    expect(res.status).toBe(200)
    expect(res.json.docs.map((d: Json) => d.status)).toEqual(['contacted', 'contacted'])
    const statuses = await payload.find({
      collection: 'inquiries',
      where: { id: { in: [a, b, c] } },
      sort: 'id',
      overrideAccess: true,
    })
    expect(statuses.docs.map((d) => d.status)).toEqual(['contacted', 'contacted', 'new'])
  })
})
