/**
 * The sales workflow and lead privacy (docs/decisions/0019) over the CMS's real HTTP surface: the
 * REST API through Payload's `handleEndpoints` and GraphQL through the Next route handler
 * (`GRAPHQL_POST`), in-process on a real Payload instance (committed migrations applied, seed
 * run) on a fresh SQLite file, or on the empty database named by CMS_TEST_DATABASE_URI.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONE_LEAD_OF_EACH } from './fixtures'
import { signedInUser } from './rest'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-leads-'))
const API_KEY = 'test-leads-service-api-key-abcdefghij'
const CMS = 'http://localhost:3001'
const SERVICE = `users API-Key ${API_KEY}`

let payload: Payload
let config: Promise<SanitizedConfig>
let graphqlPost: (request: Request) => Promise<Response>
let handleEndpoints: typeof import('payload').handleEndpoints

/** REST and GraphQL names of every lead collection. */
const LEADS = [
  ['inquiries', 'Inquiries'],
  ['newsletter-subscribers', 'NewsletterSubscribers'],
  ['result-email-requests', 'ResultEmailRequests'],
  ['audits', 'Audits'],
  ['business-profiles', 'BusinessProfiles'],
  ['lead-delivery-failures', 'LeadDeliveryFailures'],
] as const

beforeAll(async () => {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.CMS_API_KEY = API_KEY
  process.env.WEB_PURGE_URL = 'off'
  // The first-start seed uploads files to Media: into this test's folder, not the repository's data.
  process.env.MEDIA_DIR = path.join(dir, 'media')
  const { getPayload } = await import('payload')
  ;({ handleEndpoints } = await import('payload'))
  config = (await import('../src/payload.config')).default
  payload = await getPayload({ config })
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  graphqlPost = GRAPHQL_POST(config)
  // One document in every lead collection, so a refused read has something to leak.
  for (const [slug] of LEADS)
    await payload.create({ collection: slug, data: ONE_LEAD_OF_EACH[slug] as never })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

async function rest(
  method: string,
  route: string,
  { auth, body }: { auth?: string; body?: unknown } = {},
): Promise<{ status: number; json: any; text: string }> {
  const headers: Record<string, string> = {}
  if (auth) headers.Authorization = auth
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await handleEndpoints({
    config,
    request: new Request(`${CMS}/api${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const text = await res.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON (a CSV download)
  }
  return { status: res.status, json, text }
}

async function graphql(query: string, auth?: string): Promise<{ data: any; errors?: any[] }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (auth) headers.Authorization = auth
  const res = await graphqlPost(
    new Request(`${CMS}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) }),
  )
  return (await res.json()) as { data: any; errors?: any[] }
}

/** A user with `roles` (created once), signed in over REST: its id and `Authorization` header. */
const signedIn = (roles: string[], name = roles.join('-')) =>
  signedInUser(payload, roles, `leads-test-${name}@example.com`, name)

describe('no lead is readable without a lead role', () => {
  const who = {
    anonymous: async () => undefined,
    'a customer': async () => (await signedIn(['customer'])).auth,
    'an editor': async () => (await signedIn(['editor'])).auth,
    'the service account': async () => SERVICE,
  }
  // The service account's read rule on the leads it updates by a query is a query matching no
  // document (isLeadReaderOrServiceQuery): an empty list, not a 403. Everyone else gets a 403.
  const refused = (name: string, status: number) =>
    name === 'the service account' ? [403, 404, 200].includes(status) : status === 403

  describe.each(Object.keys(who) as (keyof typeof who)[])('%s', (name) => {
    it.each(LEADS)('gets no documents from GET /api/%s', async (slug) => {
      const res = await rest('GET', `/${slug}`, { auth: await who[name]() })
      expect(refused(name, res.status), `${res.status}`).toBe(true)
      expect(res.json?.docs ?? []).toEqual([])
      expect(res.json?.totalDocs ?? 0).toBe(0)
    })

    it.each(LEADS)('gets no documents of %s over GraphQL (%s)', async (_slug, type) => {
      const { data, errors } = await graphql(`query { ${type} { docs { id } } }`, await who[name]())
      expect(data?.[type]?.docs ?? []).toEqual([])
      if (name !== 'the service account') expect(errors?.[0]?.message).toMatch(/not allowed/)
    })

    it.each(LEADS)('cannot read one %s by id', async (slug) => {
      const [doc] = (await payload.find({ collection: slug, limit: 1 })).docs
      const res = await rest('GET', `/${slug}/${doc.id}`, { auth: await who[name]() })
      expect(refused(name, res.status) && res.status !== 200, `${res.status}`).toBe(true)
      expect(res.json?.id).toBeUndefined()
    })
  })

  it('lets sales and admin read every lead collection over REST and GraphQL (the control)', async () => {
    for (const roles of [['sales'], ['admin']]) {
      const { auth } = await signedIn(roles)
      for (const [slug, type] of LEADS) {
        const res = await rest('GET', `/${slug}`, { auth })
        expect(res.status, `${roles} ${slug}`).toBe(200)
        expect(res.json.totalDocs).toBeGreaterThan(0)
        const { data } = await graphql(`query { ${type} { docs { id } } }`, auth)
        expect(data[type].docs.length).toBeGreaterThan(0)
      }
    }
  })
})

describe('customers', () => {
  it('may sign in through the API but not use the admin panel', async () => {
    const { auth } = await signedIn(['customer'])
    const access = await rest('GET', '/access', { auth })
    expect(access.status).toBe(200)
    expect(access.json.canAccessAdmin).toBeFalsy()
    const sales = await signedIn(['sales'])
    expect((await rest('GET', '/access', { auth: sales.auth })).json.canAccessAdmin).toBe(true)
  })

  it('cannot give themselves roles or read other users', async () => {
    const { id, auth } = await signedIn(['customer'])
    const patch = await rest('PATCH', `/users/${id}`, { auth, body: { roles: ['admin', 'sales'] } })
    expect(patch.status).toBe(200)
    const me = await payload.findByID({ collection: 'users', id })
    expect(me.roles).toEqual(['customer'])
    const users = await rest('GET', '/users', { auth })
    expect(users.json.docs.map((u: { id: unknown }) => u.id)).toEqual([id])
  })
})

describe('sales work an inquiry', () => {
  it('reads it, sets status and assignee, and adds a note whose author is set to them', async () => {
    const sales = await signedIn(['sales'])
    const colleague = await signedIn(['sales'], 'sales-colleague')
    const created = await payload.create({
      collection: 'inquiries',
      data: {
        name: 'Ben',
        email: `ben-${randomUUID().slice(0, 8)}@example.com`,
        businessName: 'Ben Plumbing',
        message: 'How do I get named by ChatGPT?',
      },
    })
    expect(created.status).toBe('new')
    const read = await rest('GET', `/inquiries/${created.id}`, { auth: sales.auth })
    expect(read.status).toBe(200)
    expect(read.json.businessName).toBe('Ben Plumbing')

    const res = await rest('PATCH', `/inquiries/${created.id}?depth=0`, {
      auth: sales.auth,
      body: {
        status: 'contacted',
        assignee: colleague.id,
        notes: [{ note: 'Called, wants a quote for Foundations.' }],
      },
    })
    expect(res.status, res.text).toBe(200)
    const doc = res.json.doc
    expect(doc.status).toBe('contacted')
    expect(doc.assignee).toBe(colleague.id)
    expect(doc.notes).toHaveLength(1)
    expect(doc.notes[0].author).toBe(sales.id)
    expect(Date.now() - Date.parse(doc.notes[0].at)).toBeLessThan(60_000)

    // A second note by the colleague keeps the first one's author.
    const again = await rest('PATCH', `/inquiries/${created.id}?depth=0`, {
      auth: colleague.auth,
      body: { status: 'won', notes: [...doc.notes, { note: 'Signed.' }] },
    })
    expect(again.status, again.text).toBe(200)
    expect(again.json.doc.notes.map((n: { author: unknown }) => n.author)).toEqual([
      sales.id,
      colleague.id,
    ])
    expect(again.json.doc.status).toBe('won')
  })

  it("sets a note's author and time itself and keeps earlier notes as they were written", async () => {
    const sales = await signedIn(['sales'])
    const admin = await signedIn(['admin'])
    const created = await payload.create({
      collection: 'inquiries',
      data: {
        name: 'Cleo',
        email: `cleo-${randomUUID().slice(0, 8)}@example.com`,
        businessName: 'Cleo Cafe',
        message: 'Can you help us appear in AI answers?',
      },
    })
    // A forged author and date are ignored: the note is the signed-in user's, dated now.
    const forged = await rest('PATCH', `/inquiries/${created.id}?depth=0`, {
      auth: sales.auth,
      body: {
        notes: [
          { note: 'Customer agreed to pay 10k', author: admin.id, at: '2020-01-01T00:00:00.000Z' },
        ],
      },
    })
    expect(forged.status, forged.text).toBe(200)
    const [first] = forged.json.doc.notes
    expect(first.author).toBe(sales.id)
    expect(Date.now() - Date.parse(first.at)).toBeLessThan(60_000)

    // Rewriting, re-attributing or removing an earlier note changes nothing; a new note is added.
    const rewrite = await rest('PATCH', `/inquiries/${created.id}?depth=0`, {
      auth: admin.auth,
      body: {
        notes: [
          { id: first.id, note: 'Customer refused.', author: admin.id, at: first.at },
          { note: 'Second note.' },
        ],
      },
    })
    expect(rewrite.status, rewrite.text).toBe(200)
    expect(
      rewrite.json.doc.notes.map((n: { note: string; author: unknown }) => [n.note, n.author]),
    ).toEqual([
      ['Customer agreed to pay 10k', sales.id],
      ['Second note.', admin.id],
    ])
    const removed = await rest('PATCH', `/inquiries/${created.id}?depth=0`, {
      auth: sales.auth,
      body: { notes: [] },
    })
    expect(removed.status).toBe(200)
    expect(removed.json.doc.notes).toHaveLength(2)
    const stored = await payload.findByID({ collection: 'inquiries', id: created.id, depth: 0 })
    expect(stored.notes?.map((n: { note: string }) => n.note)).toEqual([
      'Customer agreed to pay 10k',
      'Second note.',
    ])
    expect(stored.notes?.[0].id).toBe(first.id)
  })

  it('can assign only admin or sales users, and sees them in the picker', async () => {
    const sales = await signedIn(['sales'])
    const editor = await signedIn(['editor'])
    const admin = await signedIn(['admin'])
    const [inquiry] = (await payload.find({ collection: 'inquiries', limit: 1 })).docs
    const toEditor = await rest('PATCH', `/inquiries/${inquiry.id}`, {
      auth: sales.auth,
      body: { assignee: editor.id },
    })
    expect(toEditor.status).toBe(400)
    expect(toEditor.text).toMatch(/assignee/)
    const toAdmin = await rest('PATCH', `/inquiries/${inquiry.id}?depth=0`, {
      auth: sales.auth,
      body: { assignee: admin.id },
    })
    expect(toAdmin.status, toAdmin.text).toBe(200)
    const visible = await rest('GET', '/users?limit=100&depth=0', { auth: sales.auth })
    const ids = visible.json.docs.map((u: { id: unknown }) => u.id)
    expect(ids).toContain(admin.id)
    expect(ids).not.toContain(editor.id)
  })

  it('refuses a status outside the pipeline', async () => {
    const sales = await signedIn(['sales'])
    const [inquiry] = (await payload.find({ collection: 'inquiries', limit: 1 })).docs
    const res = await rest('PATCH', `/inquiries/${inquiry.id}`, {
      auth: sales.auth,
      body: { status: 'closed' },
    })
    expect(res.status).toBe(400)
  })
})

describe('idempotency keys', () => {
  const inquiry = (key?: string) => ({
    name: 'Relay Test',
    email: 'relay@example.com',
    businessName: 'Relay Co',
    message: 'A message long enough to be valid.',
    source: 'contact_page',
    ...(key ? { idempotency_key: key } : {}),
  })

  it('the service account creates an inquiry with a key; a second with the same key is refused', async () => {
    const key = randomUUID()
    const first = await rest('POST', '/inquiries', { auth: SERVICE, body: inquiry(key) })
    expect(first.status, first.text).toBe(201)
    expect(first.json.doc.idempotency_key).toBe(key)
    const second = await rest('POST', '/inquiries', { auth: SERVICE, body: inquiry(key) })
    expect(second.status).toBe(400)
    expect(second.text).toMatch(/idempotency_key/)
    const stored = await payload.find({
      collection: 'inquiries',
      where: { idempotency_key: { equals: key } },
    })
    expect(stored.totalDocs).toBe(1)
  })

  it('the same key is refused in every lead collection that has one', async () => {
    const bodies: Record<string, object> = {
      'newsletter-subscribers': { email: `k-${randomUUID().slice(0, 8)}@example.com` },
      'result-email-requests': { email: 'k@example.com', severity: 'LOW', audit: { a: 1 } },
      audits: { business_name: 'K', specialism: 'k', location: 'K', severity: 'LOW' },
      'lead-delivery-failures': { kind: 'inquiry', attempts: 5 },
    }
    for (const [slug, body] of Object.entries(bodies)) {
      const key = randomUUID()
      const first = await rest('POST', `/${slug}`, {
        auth: SERVICE,
        body: { ...body, idempotency_key: key },
      })
      expect(first.status, `${slug}: ${first.text}`).toBe(201)
      const again = { ...body, idempotency_key: key }
      if (slug === 'newsletter-subscribers') Object.assign(again, { email: 'other@example.com' })
      const second = await rest('POST', `/${slug}`, { auth: SERVICE, body: again })
      expect(second.status, slug).toBe(400)
      expect(second.text).toMatch(/idempotency_key/)
    }
  })

  it('the service account must send a key; staff need not, and several keyless inquiries coexist', async () => {
    const missing = await rest('POST', '/inquiries', { auth: SERVICE, body: inquiry() })
    expect(missing.status).toBe(400)
    expect(missing.text).toMatch(/idempotency_key/)
    const sales = await signedIn(['sales'])
    for (let i = 0; i < 2; i++) {
      const res = await rest('POST', '/inquiries', { auth: sales.auth, body: inquiry() })
      expect(res.status, res.text).toBe(201)
    }
  })

  it('a key cannot be changed after creation', async () => {
    const key = randomUUID()
    const { json } = await rest('POST', '/inquiries', { auth: SERVICE, body: inquiry(key) })
    const admin = await signedIn(['admin'])
    const res = await rest('PATCH', `/inquiries/${json.doc.id}`, {
      auth: admin.auth,
      body: { idempotency_key: 'changed', status: 'qualified' },
    })
    expect(res.status).toBe(200)
    expect(res.json.doc.idempotency_key).toBe(key)
    expect(res.json.doc.status).toBe('qualified')
  })
})

describe('what the audit service updates', () => {
  it('marks a subscriber unsubscribed by its idempotency key without being able to read subscribers', async () => {
    const email = `unsub-${randomUUID().slice(0, 8)}@example.com`
    const key = randomUUID()
    const created = await rest('POST', '/newsletter-subscribers', {
      auth: SERVICE,
      body: { email, source: 'footer_newsletter', idempotency_key: key },
    })
    expect(created.status).toBe(201)
    // Its own create is answered with the id and key only.
    expect(created.json.doc).toEqual({ id: created.json.doc.id, idempotency_key: key })
    const at = new Date().toISOString()
    const res = await rest(
      'PATCH',
      `/newsletter-subscribers?where[idempotency_key][equals]=${encodeURIComponent(key)}`,
      { auth: SERVICE, body: { unsubscribed: true, unsubscribed_at: at } },
    )
    expect(res.status, res.text).toBe(200)
    expect(res.json.docs).toEqual([{ id: created.json.doc.id, idempotency_key: key }])
    expect(res.text).not.toContain(email)
    const [doc] = (
      await payload.find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: email } },
      })
    ).docs
    expect(doc).toMatchObject({ unsubscribed: true, unsubscribed_at: at })
    const read = await rest(
      'GET',
      `/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}`,
      { auth: SERVICE },
    )
    expect(read.json.docs).toEqual([])
  })

  it('reports a delivery failure that sales read and resolve; editors cannot', async () => {
    const key = `failure:${randomUUID()}`
    const created = await rest('POST', '/lead-delivery-failures', {
      auth: SERVICE,
      body: {
        idempotency_key: key,
        kind: 'results_email',
        collection: 'result-email-requests',
        refused: false,
        attempts: 5,
        last_error: 'HTTP 500',
        first_failed_at: new Date(Date.now() - 60_000).toISOString(),
        last_failed_at: new Date().toISOString(),
        resolved: false,
        payload: { email: 'x@example.com' },
      },
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.doc.id
    const bump = await rest(
      'PATCH',
      `/lead-delivery-failures?where[idempotency_key][equals]=${encodeURIComponent(key)}`,
      { auth: SERVICE, body: { attempts: 6, refused: true } },
    )
    expect(bump.status, bump.text).toBe(200)
    const sales = await signedIn(['sales'])
    const resolved = await rest('PATCH', `/lead-delivery-failures/${id}`, {
      auth: sales.auth,
      body: { resolved: true },
    })
    expect(resolved.status).toBe(200)
    expect(resolved.json.doc).toMatchObject({
      attempts: 6,
      refused: true,
      resolved: true,
      kind: 'results_email',
      collection: 'result-email-requests',
    })
    const editor = await signedIn(['editor'])
    expect((await rest('GET', `/lead-delivery-failures/${id}`, { auth: editor.auth })).status).toBe(
      403,
    )
    expect(
      (await rest('DELETE', `/lead-delivery-failures/${id}`, { auth: sales.auth })).status,
    ).toBe(403)
  })
})

describe('the service account: least privilege over REST and GraphQL', () => {
  /** A subscriber the service created (with its key) and one staff created (no key). */
  async function subscribers() {
    const key = randomUUID()
    const own = `own-${randomUUID().slice(0, 8)}@example.com`
    const created = await rest('POST', '/newsletter-subscribers', {
      auth: SERVICE,
      body: { email: own, idempotency_key: key, confirmed: false },
    })
    expect(created.status, created.text).toBe(201)
    const other = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: `staff-${randomUUID().slice(0, 8)}@example.com`, confirmed: true },
    })
    return { key, ownId: created.json.doc.id, own, other }
  }

  /** Every subscriber and results-email request as stored, to show nothing changed. */
  const snapshot = async () =>
    JSON.stringify([
      (await payload.find({ collection: 'newsletter-subscribers', limit: 0, sort: 'id' })).docs,
      (await payload.find({ collection: 'result-email-requests', limit: 0, sort: 'id' })).docs,
    ])

  it('PATCH with any where but its idempotency key changes nothing and answers no email', async () => {
    const { own, other } = await subscribers()
    const before = await snapshot()
    for (const slug of ['newsletter-subscribers', 'result-email-requests']) {
      for (const [query, body] of [
        ['where[id][exists]=true', {}],
        ['where[id][exists]=true', { email: 'taken@evil.example' }],
        [`where[email][equals]=${encodeURIComponent(other.email)}`, { unsubscribed: true }],
        ['where[idempotency_key][exists]=true', { unsubscribed: true }],
        ['', { unsubscribed: true }],
      ] as const) {
        const res = await rest('PATCH', `/${slug}?${query}`, { auth: SERVICE, body })
        expect(res.status, `${slug}?${query}: ${res.text}`).toBeGreaterThanOrEqual(400)
        expect(res.text).not.toMatch(/@example\.com|Harbour/)
      }
    }
    expect(await snapshot()).toBe(before)
    expect(own).toBeTruthy()
  })

  it('PATCH by id and the GraphQL update mutations change nothing and answer no email', async () => {
    const { ownId, other } = await subscribers()
    const [request] = (await payload.find({ collection: 'result-email-requests', limit: 1 })).docs
    const before = await snapshot()
    for (const [slug, id] of [
      ['newsletter-subscribers', ownId],
      ['newsletter-subscribers', other.id],
      ['result-email-requests', request.id],
    ] as const) {
      for (const body of [{}, { email: 'taken@evil.example' }, { unsubscribed: true }]) {
        const res = await rest('PATCH', `/${slug}/${id}`, { auth: SERVICE, body })
        expect(res.status, res.text).toBeGreaterThanOrEqual(400)
        expect(res.text).not.toMatch(/@example\.com|Harbour/)
      }
    }
    for (const mutation of [
      `updateNewsletterSubscriber(id: ${other.id}, data: {}) { id email source }`,
      `updateNewsletterSubscriber(id: ${ownId}, data: { email: "taken@evil.example" }) { id email }`,
      `updateResultEmailRequest(id: ${request.id}, data: { email: "taken@evil.example" }) { id email business_name }`,
    ]) {
      const res = await graphql(`mutation { ${mutation} }`, SERVICE)
      expect(res.errors?.length, JSON.stringify(res)).toBeGreaterThan(0)
      expect(JSON.stringify(res)).not.toMatch(/@example\.com|Harbour/)
    }
    // Duplicating a document it names by id gives nothing away either.
    const dup = await rest('POST', `/newsletter-subscribers/${other.id}/duplicate`, {
      auth: SERVICE,
      body: {},
    })
    expect(dup.text).not.toContain(other.email)
    expect(await snapshot()).toBe(before)
  })

  it('PATCH by its idempotency key changes only the fields the service writes', async () => {
    const { key, ownId, own } = await subscribers()
    const where = `where[idempotency_key][equals]=${encodeURIComponent(key)}`
    const refused = await rest('PATCH', `/newsletter-subscribers?${where}`, {
      auth: SERVICE,
      body: { confirmed: true, email: 'taken@evil.example' },
    })
    expect(refused.status).toBe(403)
    const at = new Date().toISOString()
    const confirmed = await rest('PATCH', `/newsletter-subscribers?${where}`, {
      auth: SERVICE,
      body: { confirmed: true, confirmed_at: at },
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.json.docs).toEqual([{ id: ownId, idempotency_key: key }])
    const doc = await payload.findByID({ collection: 'newsletter-subscribers', id: ownId })
    expect(doc).toMatchObject({ email: own, confirmed: true, confirmed_at: at })
    // A results email: sent_at only.
    const rkey = randomUUID()
    await rest('POST', '/result-email-requests', {
      auth: SERVICE,
      body: { email: 'sent@example.com', idempotency_key: rkey },
    })
    const rwhere = `where[idempotency_key][equals]=${encodeURIComponent(rkey)}`
    expect(
      (
        await rest('PATCH', `/result-email-requests?${rwhere}`, {
          auth: SERVICE,
          body: { business_name: 'Forged' },
        })
      ).status,
    ).toBe(403)
    const sent = await rest('PATCH', `/result-email-requests?${rwhere}`, {
      auth: SERVICE,
      body: { sent_at: at },
    })
    expect(sent.status, sent.text).toBe(200)
    const [request] = (
      await payload.find({
        collection: 'result-email-requests',
        where: { idempotency_key: { equals: rkey } },
      })
    ).docs
    expect(request).toMatchObject({ sent_at: at, email: 'sent@example.com' })
    expect(request.business_name ?? null).toBeNull()
  })

  it('may not update inquiries, audits or business profiles at all, and is answered with ids only', async () => {
    const bodies: Record<string, object> = {
      inquiries: {
        name: 'Ids Only',
        email: 'ids@example.com',
        businessName: 'Ids Co',
        message: 'A message long enough to be valid.',
      },
      audits: { business_name: 'Ids Co', specialism: 's', location: 'L', severity: 'LOW' },
      'business-profiles': { domain: `ids-${randomUUID().slice(0, 8)}.example` },
      'lead-delivery-failures': { kind: 'inquiry', attempts: 1, last_error: 'HTTP 400' },
      'result-email-requests': { email: 'ids@example.com' },
    }
    for (const [slug, body] of Object.entries(bodies)) {
      const key = randomUUID()
      const created = await rest('POST', `/${slug}`, {
        auth: SERVICE,
        body: slug === 'business-profiles' ? body : { ...body, idempotency_key: key },
      })
      expect(created.status, `${slug}: ${created.text}`).toBe(201)
      expect(Object.keys(created.json.doc).sort(), slug).toEqual(
        slug === 'business-profiles' ? ['id'] : ['id', 'idempotency_key'],
      )
      if (slug === 'business-profiles' || slug === 'lead-delivery-failures') continue
      if (slug === 'result-email-requests') continue
      const res = await rest(
        'PATCH',
        `/${slug}?where[idempotency_key][equals]=${encodeURIComponent(key)}`,
        { auth: SERVICE, body: { status: 'won', severity: 'HIGH' } },
      )
      expect(res.status, slug).toBe(403)
    }
  })
})

describe('suspected spam and unconfirmed subscribers stay out of the pipeline', () => {
  const csv = async (auth: string, collectionSlug: string) => {
    const res = await rest('POST', '/exports/download', {
      auth,
      body: { data: { collectionSlug, format: 'csv', name: 'leads' } },
    })
    expect(res.status, res.text).toBe(200)
    return res.text
  }
  const inquiry = (tag: string, spam: boolean) => ({
    name: `Spam Test ${tag}`,
    email: `${tag}@example.com`,
    businessName: `Spam Test ${tag} Co`,
    message: 'A message long enough to be valid.',
    idempotency_key: randomUUID(),
    ...(spam ? { suspected_spam: true, spam_reason: 'too_fast' } : {}),
  })

  it('keeps a flagged inquiry out of the list and the export until sales restore it', async () => {
    const sales = await signedIn(['sales'])
    const tag = randomUUID().slice(0, 8)
    expect(
      (await rest('POST', '/inquiries', { auth: SERVICE, body: inquiry(`ok-${tag}`, false) }))
        .status,
    ).toBe(201)
    const flagged = await rest('POST', '/inquiries', {
      auth: SERVICE,
      body: inquiry(`bot-${tag}`, true),
    })
    expect(flagged.status, flagged.text).toBe(201)
    const exported = await csv(sales.auth, 'inquiries')
    expect(exported).toContain(`ok-${tag}@example.com`)
    expect(exported).not.toContain(`bot-${tag}@example.com`)
    // A filter asking for everything does not bring it back into the export either.
    const everything = await rest('POST', '/exports/download', {
      auth: sales.auth,
      body: {
        data: {
          collectionSlug: 'inquiries',
          format: 'csv',
          name: 'leads',
          where: { suspected_spam: { equals: true } },
        },
      },
    })
    expect(everything.text).not.toContain(`bot-${tag}@example.com`)
    const preview = await rest('POST', '/exports/export-preview', {
      auth: sales.auth,
      body: { collectionSlug: 'inquiries', format: 'csv', previewLimit: 100, previewPage: 1 },
    })
    expect(preview.status).toBe(200)
    expect(preview.text).not.toContain(`bot-${tag}@example.com`)

    // The admin list: hidden by default; shown when sales filter on "Suspected spam".
    const { Inquiries } = await import('@aivis/collections')
    const listed = async (where?: object) => {
      const base = await Inquiries.admin!.baseFilter!({
        req: { query: where ? { where } : {} } as never,
        limit: 10,
        page: 1,
        sort: '-createdAt',
      })
      const all = [where, base].filter(Boolean) as object[]
      const found = await payload.find({
        collection: 'inquiries',
        where: { and: all } as never,
        limit: 0,
      })
      return found.docs.map((d) => d.email)
    }
    expect(await listed()).toContain(`ok-${tag}@example.com`)
    expect(await listed()).not.toContain(`bot-${tag}@example.com`)
    const review = await listed({ suspected_spam: { equals: true } })
    expect(review).toContain(`bot-${tag}@example.com`)
    expect(review).not.toContain(`ok-${tag}@example.com`)

    // Sales read it with its reason and restore it.
    const id = flagged.json.doc.id
    const read = await rest('GET', `/inquiries/${id}`, { auth: sales.auth })
    expect(read.json).toMatchObject({ suspected_spam: true, spam_reason: 'too_fast' })
    const restored = await rest('PATCH', `/inquiries/${id}`, {
      auth: sales.auth,
      body: { suspected_spam: false },
    })
    expect(restored.status).toBe(200)
    expect(await csv(sales.auth, 'inquiries')).toContain(`bot-${tag}@example.com`)
    expect(await listed()).toContain(`bot-${tag}@example.com`)
  })

  it('exports only confirmed subscribers who have not unsubscribed and are not suspected spam', async () => {
    const sales = await signedIn(['sales'])
    const tag = randomUUID().slice(0, 8)
    const make = (name: string, data: object) =>
      payload.create({
        collection: 'newsletter-subscribers',
        data: { email: `${name}-${tag}@example.com`, ...data },
      })
    await make('confirmed', { confirmed: true, confirmed_at: new Date().toISOString() })
    await make('pending', {})
    await make('gone', { confirmed: true, unsubscribed: true })
    await make('bot', { confirmed: true, suspected_spam: true, spam_reason: 'honeypot' })
    const exported = await csv(sales.auth, 'newsletter-subscribers')
    expect(exported).toContain(`confirmed-${tag}@example.com`)
    for (const out of ['pending', 'gone', 'bot'])
      expect(exported).not.toContain(`${out}-${tag}@example.com`)
    const { NewsletterSubscribers } = await import('@aivis/collections')
    const base = await NewsletterSubscribers.admin!.baseFilter!({
      req: { query: {} } as never,
      limit: 10,
      page: 1,
      sort: '-createdAt',
    })
    const listed = (
      await payload.find({ collection: 'newsletter-subscribers', where: base!, limit: 0 })
    ).docs.map((d) => d.email)
    expect(listed).toContain(`confirmed-${tag}@example.com`)
    for (const out of ['pending', 'gone', 'bot'])
      expect(listed).not.toContain(`${out}-${tag}@example.com`)
  })

  it('keeps a flagged results-email request out of the export', async () => {
    const sales = await signedIn(['sales'])
    const tag = randomUUID().slice(0, 8)
    for (const [name, spam] of [
      ['person', false],
      ['robot', true],
    ] as const)
      await payload.create({
        collection: 'result-email-requests',
        data: { email: `${name}-${tag}@example.com`, suspected_spam: spam },
      })
    const exported = await csv(sales.auth, 'result-email-requests')
    expect(exported).toContain(`person-${tag}@example.com`)
    expect(exported).not.toContain(`robot-${tag}@example.com`)
  })
})

describe('sales replay a lead the CMS refused', () => {
  async function refusedInquiry() {
    const key = randomUUID()
    const lead = {
      name: 'Refused Once',
      email: `refused-${key.slice(0, 8)}@example.com`,
      businessName: 'Refused Co',
      source: 'contact_page',
      idempotency_key: key,
      // `message` missing: the CMS refuses it.
    }
    const created = await rest('POST', '/lead-delivery-failures', {
      auth: SERVICE,
      body: {
        idempotency_key: `failure:${key}`,
        kind: 'inquiry',
        collection: 'inquiries',
        refused: true,
        attempts: 1,
        last_error: 'HTTP 400: message required',
        first_failed_at: new Date().toISOString(),
        last_failed_at: new Date().toISOString(),
        resolved: false,
        payload: lead,
      },
    })
    expect(created.status, created.text).toBe(201)
    return { id: created.json.doc.id, key, lead }
  }
  const stored = async (key: string) =>
    (
      await payload.count({
        collection: 'inquiries',
        where: { idempotency_key: { equals: key } },
      })
    ).totalDocs

  it('records why a replay was refused, then stores the lead once after sales fix it', async () => {
    const sales = await signedIn(['sales'])
    const { id, key, lead } = await refusedInquiry()
    const first = await rest('PATCH', `/lead-delivery-failures/${id}`, {
      auth: sales.auth,
      body: { replay: true },
    })
    expect(first.status, first.text).toBe(200)
    expect(first.json.doc.resolved).toBe(false)
    expect(first.json.doc.replay_error).toMatch(/message/i)
    expect(first.json.doc.replay).toBeUndefined()
    expect(await stored(key)).toBe(0)

    const fixed = { ...lead, message: 'Added by sales from the phone call.' }
    const second = await rest('PATCH', `/lead-delivery-failures/${id}`, {
      auth: sales.auth,
      body: { payload: fixed, replay: true },
    })
    expect(second.status, second.text).toBe(200)
    expect(second.json.doc).toMatchObject({ resolved: true, replay_error: null })
    expect(Date.now() - Date.parse(second.json.doc.replayed_at)).toBeLessThan(60_000)
    expect(await stored(key)).toBe(1)
    const [inquiry] = (
      await payload.find({ collection: 'inquiries', where: { idempotency_key: { equals: key } } })
    ).docs
    expect(inquiry).toMatchObject({ email: lead.email, message: fixed.message, status: 'new' })

    // Replaying again finds the key already stored: resolved, not stored twice.
    const again = await rest('PATCH', `/lead-delivery-failures/${id}`, {
      auth: sales.auth,
      body: { replay: true },
    })
    expect(again.json.doc.resolved).toBe(true)
    expect(await stored(key)).toBe(1)
  })

  it('only admin and sales replay: not editors, not the service account', async () => {
    const { id, key, lead } = await refusedInquiry()
    const fixed = { ...lead, message: 'A message long enough to be valid.' }
    const editor = await signedIn(['editor'])
    const byEditor = await rest('PATCH', `/lead-delivery-failures/${id}`, {
      auth: editor.auth,
      body: { payload: fixed, replay: true },
    })
    expect(byEditor.status).toBe(403)
    const byService = await rest(
      'PATCH',
      `/lead-delivery-failures?where[idempotency_key][equals]=${encodeURIComponent(`failure:${key}`)}`,
      { auth: SERVICE, body: { replay: true } },
    )
    expect(byService.status).toBe(403)
    expect(await stored(key)).toBe(0)
    const admin = await signedIn(['admin'])
    const byAdmin = await rest('PATCH', `/lead-delivery-failures/${id}`, {
      auth: admin.auth,
      body: { payload: fixed, replay: true },
    })
    expect(byAdmin.json.doc.resolved).toBe(true)
    expect(await stored(key)).toBe(1)
  })
})

describe('CSV export (import-export plugin, export only)', () => {
  const download = (auth: string | undefined, collectionSlug: string) =>
    rest('POST', '/exports/download', {
      auth,
      body: { data: { collectionSlug, format: 'csv', name: 'leads', sort: '-createdAt' } },
    })

  it('gives sales a CSV of the inquiries', async () => {
    const sales = await signedIn(['sales'])
    const res = await download(sales.auth, 'inquiries')
    expect(res.status, res.text).toBe(200)
    const [header, ...rows] = res.text.trim().split('\n')
    expect(header).toMatch(/businessName/)
    expect(header).toMatch(/email/)
    expect(rows.length).toBeGreaterThan(0)
    expect(res.text).toContain('Harbour Dental')
  })

  it("previews the export for sales (the admin drawer's preview)", async () => {
    const sales = await signedIn(['sales'])
    const res = await rest('POST', '/exports/export-preview', {
      auth: sales.auth,
      body: {
        collectionSlug: 'inquiries',
        format: 'csv',
        previewLimit: 10,
        previewPage: 1,
        where: { businessName: { equals: 'Harbour Dental' } },
      },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.json.docs.length).toBeGreaterThan(0)
    expect(res.text).toContain('Harbour Dental')
  })

  it('refuses anonymous users, customers, editors and the service account', async () => {
    const callers = [
      undefined,
      (await signedIn(['customer'])).auth,
      (await signedIn(['editor'])).auth,
      SERVICE,
    ]
    for (const auth of callers) {
      const res = await download(auth, 'inquiries')
      expect(res.status).toBe(403)
      expect(res.text).not.toContain('Harbour Dental')
      const preview = await rest('POST', '/exports/export-preview', {
        auth,
        body: { collectionSlug: 'inquiries', format: 'csv' },
      })
      expect(preview.status).toBe(403)
      expect((await rest('GET', '/exports', { auth })).status).toBe(403)
    }
  })

  it('neutralises cells that a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const names = ['=HYPERLINK("http://x","y")', '@SUM(1+1)', '+1', '-1', '\tX', '\rX']
    for (const name of names)
      await payload.create({
        collection: 'inquiries',
        data: {
          name,
          email: 'formula@example.com',
          businessName: 'Formula Test Co',
          message: '=1+1',
        },
      })
    const sales = await signedIn(['sales'])
    const res = await rest('POST', '/exports/download', {
      auth: sales.auth,
      body: {
        data: {
          collectionSlug: 'inquiries',
          format: 'csv',
          name: 'leads',
          where: { businessName: { equals: 'Formula Test Co' } },
        },
      },
    })
    expect(res.status, res.text).toBe(200)
    const csv = res.text
    // Prefixed with a single quote; quoted (and inner quotes doubled) where CSV requires it.
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")"`)
    for (const cell of ["'@SUM(1+1)", "'+1", "'-1", "'\tX", "'=1+1"])
      expect(csv).toMatch(new RegExp(`(^|,)${cell.replace(/[+()]/g, '\\$&')}(,|$)`, 'm'))
    // A carriage return is a line feed, so that csv-stringify quotes the cell.
    expect(csv).toContain(`"'\nX"`)
    // No cell, quoted or not, starts with a formula trigger.
    expect(csv).not.toMatch(/(^|,)"?[=+\-@\t\r]/m)
    expect(csv.match(/'=1\+1/g)).toHaveLength(names.length)
    // Columns come from the schema as before (no column is dropped for being empty).
    expect(csv.split('\n')[0]).toContain('notes_0_note')
  })

  it('keeps numbers numbers and leaves other cells as they are', async () => {
    const { neutraliseFormula } = await import('../src/leadExport')
    for (const kept of [-1, 3, null, true, 'Ana', 'a-b@example.com', '2026-01-01', ''])
      expect(neutraliseFormula(kept)).toBe(kept)
    expect(neutraliseFormula('-1')).toBe("'-1")
    expect(neutraliseFormula("'=x")).toBe("'=x")
    expect(neutraliseFormula('a\r=1+1\r\nb')).toBe('a\n=1+1\nb')
    expect(neutraliseFormula(['@x', 'y'])).toEqual(["'@x", 'y'])
  })

  it('saves no export on the server: exports are downloaded, never stored', async () => {
    const staticDir = (payload.collections.exports.config.upload as { staticDir: string }).staticDir
    const files = () => (existsSync(staticDir) ? readdirSync(staticDir) : [])
    const before = files()
    for (const roles of [['sales'], ['admin']]) {
      const { auth } = await signedIn(roles)
      const created = await rest('POST', '/exports', {
        auth,
        body: { collectionSlug: 'inquiries', format: 'csv', name: 'kept' },
      })
      expect(created.status, created.text).toBe(403)
      expect((await download(auth, 'inquiries')).status).toBe(200)
    }
    expect(files()).toEqual(before)
    expect((await payload.count({ collection: 'exports' })).totalDocs).toBe(0)
  })

  it('exports only the lead collections it was set up for, and imports nothing', async () => {
    const admin = await signedIn(['admin'])
    expect((await download(admin.auth, 'users')).status).toBe(403)
    const preview = await rest('POST', '/exports/export-preview', {
      auth: admin.auth,
      body: { collectionSlug: 'users', format: 'csv' },
    })
    expect(preview.status).toBe(403)
    const created = await rest('POST', '/exports', {
      auth: admin.auth,
      body: { collectionSlug: 'users', format: 'csv' },
    })
    expect(created.status).toBe(403)
    expect(payload.collections.imports).toBeUndefined()
    expect((await rest('GET', '/imports', { auth: admin.auth })).status).toBe(404)
  })
})
