/**
 * Customer accounts (docs/decisions/0074) through the CMS's REST and GraphQL APIs, on a fresh
 * database: a customer signs in only once verified, reads and changes only their own account and
 * only its own fields, creates no accounts, reads no leads or staff, never opens the admin, and
 * signing out of every device ends every session. A customer reads the audits they ran and no
 * one else's. Across every collection and global, a signed-in customer may do exactly what an
 * anonymous visitor may, and more only with their own account, audits and re-checks; admin
 * preferences and saved views are staff's (docs/decisions/0090, 0086) (printed as tables).
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONE_LEAD_OF_EACH } from './fixtures'
import { restCall } from './rest'
import { loadEnv } from '../src/env'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-customers-'))
let payload: Payload
const PASSWORD = 'a-long-customer-password'
const ids: Record<'a' | 'b' | 'unverified', number | string> = { a: 0, b: 0, unverified: 0 }
/** The audit each of customers A and B ran signed in. */
const audits: Record<'a' | 'b', number | string> = { a: 0, b: 0 }
/** The monthly re-check each of customers A and B asked for (docs/decisions/0079). */
const rechecks: Record<'a' | 'b', number | string> = { a: 0, b: 0 }

beforeAll(async () => {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.WEB_PURGE_URL = 'off'
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  payload = await getPayload({ config })
  for (const [slug, data] of Object.entries(ONE_LEAD_OF_EACH))
    await payload.create({ collection: slug as never, data: data as never, overrideAccess: true })
  for (const [key, verified] of [
    ['a', true],
    ['b', true],
    ['unverified', false],
  ] as const) {
    const doc = await payload.create({
      collection: 'customers',
      data: { email: `${key}@customers.example`, password: PASSWORD, _verified: verified },
      disableVerificationEmail: true,
      overrideAccess: true,
    })
    ids[key] = doc.id
  }
  for (const who of ['a', 'b'] as const) {
    const audit = await payload.create({
      collection: 'audits',
      data: {
        ...(ONE_LEAD_OF_EACH.audits as object),
        business_name: `Business of ${who}`,
        customer: ids[who],
      } as never,
      overrideAccess: true,
    })
    audits[who] = audit.id
    const recheck = await payload.create({
      collection: 'rechecks',
      data: {
        business_name: `Business of ${who}`,
        specialism: 'dentist',
        location: 'Sydney',
        customer: ids[who],
        last_run_at: new Date().toISOString(),
        idempotency_key: `recheck:table-${who}`,
      } as never,
      overrideAccess: true,
    })
    rechecks[who] = recheck.id
  }
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

/** A REST call as the CMS's server answers it; `token` signs it as that customer. */
const api = (
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => restCall(payload.config, method, path, opts)

/** A GraphQL query as the CMS's Next route answers it, signed as the customer of `token`. */
async function graphqlAs(token: string, query: string): Promise<{ data: any }> {
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  const res = await GRAPHQL_POST(payload.config)(
    new Request('http://localhost:3001/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await res.json()) as { data: any }
}

async function signIn(who: 'a' | 'b' | 'unverified') {
  return api('POST', '/customers/login', {
    body: { email: `${who}@customers.example`, password: PASSWORD },
  })
}

describe('customer accounts (docs/decisions/0074)', () => {
  it('signs a customer in only once their address is verified', async () => {
    const refused = await signIn('unverified')
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.json.token).toBeUndefined()
    const ok = await signIn('a')
    expect(ok.status).toBe(200)
    expect(ok.json.token).toEqual(expect.any(String))
    expect(ok.json.user).toMatchObject({ id: ids.a, email: 'a@customers.example' })
  })

  it('lets a customer read and change only their own account, and only its own fields', async () => {
    const token = (await signIn('a')).json.token as string
    const list = await api('GET', '/customers', { token })
    expect(list.json.docs.map((d: { id: unknown }) => d.id)).toEqual([ids.a])
    expect((await api('GET', `/customers/${ids.b}`, { token })).status).toBe(404)

    const renamed = await api('PATCH', `/customers/${ids.a}`, {
      token,
      body: { name: 'Alice Customer', email: 'taken-over@customers.example' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.json.doc).toMatchObject({ name: 'Alice Customer', email: 'a@customers.example' })
    const other = await api('PATCH', `/customers/${ids.b}`, { token, body: { name: 'Mallory' } })
    expect(other.status).toBeGreaterThanOrEqual(400)
    const b = await payload.findByID({ collection: 'customers', id: ids.b, overrideAccess: true })
    expect(b.name ?? null).toBeNull()
    expect((await api('DELETE', `/customers/${ids.b}`, { token })).status).toBeGreaterThanOrEqual(
      400,
    )

    // GraphQL answers the same.
    const graphql = await graphqlAs(token, '{ Customers { docs { id email } } }')
    expect(graphql.data.Customers.docs).toEqual([{ id: ids.a, email: 'a@customers.example' }])
  })

  it("shows a customer their own audits and never another customer's, over REST and GraphQL", async () => {
    const token = (await signIn('a')).json.token as string
    const list = await api('GET', '/audits?depth=0', { token })
    expect(list.json.docs.map((d: { id: unknown }) => d.id)).toEqual([audits.a])
    expect(list.json.docs[0].business_name).toBe('Business of a')
    expect((await api('GET', `/audits/${audits.b}`, { token })).status).toBe(404)
    // Not by asking for B's audits by owner either.
    const byOwner = await api('GET', `/audits?where[customer][equals]=${ids.b}`, { token })
    expect(byOwner.json.docs).toEqual([])
    const graphql = await graphqlAs(token, '{ Audits { docs { id business_name } } }')
    expect(graphql.data.Audits.docs).toEqual([{ id: audits.a, business_name: 'Business of a' }])
    // Nor can they give an audit to themselves, or take theirs from the list of another.
    const taken = await api('PATCH', `/audits/${audits.b}`, { token, body: { customer: ids.a } })
    expect(taken.status).toBeGreaterThanOrEqual(400)
  })

  it('stores an audit named for a customer by an id sent as text (the audit service) as that customer', async () => {
    const doc = await payload.create({
      collection: 'audits',
      data: {
        ...(ONE_LEAD_OF_EACH.audits as object),
        business_name: 'Run signed in',
        customer: String(ids.a),
      } as never,
      overrideAccess: true,
    })
    const stored = await payload.findByID({ collection: 'audits', id: doc.id, depth: 0 })
    expect(stored.customer).toBe(ids.a)
    await payload.delete({ collection: 'audits', id: doc.id, overrideAccess: true })
  })

  it('shows an audit’s rates as whole percentages to staff, computed on read and never stored (decision 0084)', async () => {
    const doc = await payload.create({
      collection: 'audits',
      data: {
        ...(ONE_LEAD_OF_EACH.audits as object),
        business_name: 'Rates as percentages',
        mention_rate: 0.225,
        share_of_voice: 0.0449,
      } as never,
      overrideAccess: true,
    })
    const read = (await payload.findByID({ collection: 'audits', id: doc.id })) as any
    expect([read.mention_rate_shown, read.share_of_voice_shown]).toEqual(['23%', '4%'])
    // Written values are ignored: the figure always follows the stored rate.
    await payload.update({
      collection: 'audits',
      id: doc.id,
      data: { mention_rate: 1, mention_rate_shown: '5%' } as never,
      overrideAccess: true,
    })
    const again = (await payload.findByID({ collection: 'audits', id: doc.id })) as any
    expect(again.mention_rate_shown).toBe('100%')
    await payload.delete({ collection: 'audits', id: doc.id, overrideAccess: true })
  })

  it('shares an audit by a private link only its owner makes and revokes, read only by the site (decision 0078)', async () => {
    // The key the CMS was configured with (CMS_SITE_KEY), as the site sends it.
    const site = { 'x-site-key': loadEnv().CMS_SITE_KEY }
    const a = (await signIn('a')).json.token
    const b = (await signIn('b')).json.token
    expect((await api('POST', `/audits/${audits.a}/share`)).status).toBe(401)
    expect((await api('POST', `/audits/${audits.a}/share`, { token: b })).status).toBe(404)
    const made = await api('POST', `/audits/${audits.a}/share`, { token: a })
    expect(made.status).toBe(200)
    expect(made.json.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const path = `/audits/shared/${made.json.token}`
    expect((await api('GET', path)).status).toBe(401)
    const shared = await api('GET', path, { headers: site })
    expect(shared.status).toBe(200)
    expect(shared.json.business_name).toBe('Business of a')
    // Nothing that names the owner or opens the link again.
    expect(shared.json).not.toHaveProperty('customer')
    expect(shared.json).not.toHaveProperty('share_token_hash')
    // The owner sees that it is shared, never the token's hash; a new link replaces the old one.
    const own = await api('GET', `/audits/${audits.a}?depth=0`, { token: a })
    expect(own.json.shared_at).toBeTruthy()
    expect(own.json).not.toHaveProperty('share_token_hash')
    // The owner, and nobody else, is given the same link again (decision 0107).
    const link = `/audits/${audits.a}/share`
    expect((await api('GET', link)).status).toBe(401)
    expect((await api('GET', link, { token: b })).status).toBe(404)
    expect((await api('GET', link, { token: b })).json).not.toHaveProperty('token')
    const current = await api('GET', link, { token: a })
    expect(current.status).toBe(200)
    expect(current.json).toEqual({
      shared: true,
      token: made.json.token,
      shared_at: own.json.shared_at,
    })
    const again = await api('POST', `/audits/${audits.a}/share`, { token: a })
    expect((await api('GET', path, { headers: site })).status).toBe(404)
    expect((await api('GET', link, { token: a })).json.token).toBe(again.json.token)
    expect(again.json.token).not.toBe(made.json.token)
    expect((await api('DELETE', `/audits/${audits.a}/share`, { token: b })).status).toBe(404)
    expect((await api('DELETE', `/audits/${audits.a}/share`, { token: a })).json).toEqual({
      shared: false,
    })
    expect((await api('GET', `/audits/shared/${again.json.token}`, { headers: site })).status).toBe(
      404,
    )
    // Revoked: no link to give.
    expect((await api('GET', link, { token: a })).json).toEqual({ shared: false })
    // A link made before links could be given again (a random token): shared, but not given.
    await payload.update({
      collection: 'audits',
      id: audits.a,
      data: {
        share_token_hash: createHash('sha256').update('x'.repeat(32)).digest('hex'),
        shared_at: '2026-11-20T08:00:00.000Z',
      } as never,
      overrideAccess: true,
    })
    expect((await api('GET', link, { token: a })).json).toEqual({
      shared: true,
      token: null,
      shared_at: '2026-11-20T08:00:00.000Z',
    })
    await api('DELETE', link, { token: a })
    // Nobody sets the link's fields through the ordinary update.
    await api('PATCH', `/audits/${audits.a}`, {
      token: a,
      body: { shared_at: '2020-01-01T00:00:00.000Z' },
    })
    expect(
      (await api('GET', `/audits/${audits.a}?depth=0`, { token: a })).json.shared_at ?? null,
    ).toBeNull()
  })

  it('offers a customer the audits whose results were mailed to their address, and makes them theirs', async () => {
    const made: { collection: 'audits' | 'result-email-requests'; id: number | string }[] = []
    const mailed = async (email: string, jobId: string, extra: object = {}) => {
      const audit = await payload.create({
        collection: 'audits',
        data: {
          ...(ONE_LEAD_OF_EACH.audits as object),
          business_name: `Before signing up ${jobId}`,
          idempotency_key: `audit:${jobId}`,
        } as never,
        overrideAccess: true,
      })
      made.push({ collection: 'audits', id: audit.id })
      const request = await payload.create({
        collection: 'result-email-requests',
        data: {
          ...(ONE_LEAD_OF_EACH['result-email-requests'] as object),
          email,
          audit: { audit_id: jobId },
          sent_at: '2026-11-20T10:00:00.000Z',
          idempotency_key: `results:${jobId}`,
          ...extra,
        } as never,
        overrideAccess: true,
      })
      made.push({ collection: 'result-email-requests', id: request.id })
    }
    await mailed('a@customers.example', 'claim-1')
    const SYDNEY = {
      query: 'Sydney',
      city: 'Sydney',
      region: 'New South Wales',
      country: 'AU',
      timezone: 'Australia/Sydney',
    }
    await payload.update({
      collection: 'audits',
      id: made[0].id,
      data: { search_location: SYDNEY } as never,
      overrideAccess: true,
    })
    // Stored as the audit service stores every address: lower-cased (the contract's lead schema).
    await mailed('a@customers.example', 'claim-2')
    await mailed('b@customers.example', 'claim-3')
    await mailed('a@customers.example', 'claim-4', { suspected_spam: true })
    const a = (await signIn('a')).json.token
    const b = (await signIn('b')).json.token
    expect((await api('GET', '/customers/claimable')).status).toBe(401)
    const offered = await api('GET', '/customers/claimable', { token: a })
    expect(offered.status).toBe(200)
    expect(
      offered.json.audits.map((x: { business_name: string }) => x.business_name).sort(),
    ).toEqual(['Before signing up claim-1', 'Before signing up claim-2'])
    // With where it was searched from: the site shows when it ran in that market's time.
    const sydney = offered.json.audits.find(
      (x: { business_name: string }) => x.business_name === 'Before signing up claim-1',
    )
    expect(sydney.search_location).toEqual(SYDNEY)
    expect((await api('POST', '/customers/claim', { token: a })).json).toEqual({ claimed: 2 })
    expect((await api('GET', '/customers/claimable', { token: a })).json.audits).toEqual([])
    const mine = await api('GET', '/audits?depth=0&limit=100', { token: a })
    expect(mine.json.docs.map((d: { business_name: string }) => d.business_name)).toEqual(
      expect.arrayContaining(['Before signing up claim-1', 'Before signing up claim-2']),
    )
    // B's own mailed audit stays B's to claim; nothing of A's is offered to B.
    const forB = await api('GET', '/customers/claimable', { token: b })
    expect(forB.json.audits.map((x: { business_name: string }) => x.business_name)).toEqual([
      'Before signing up claim-3',
    ])
    for (const { collection, id } of made)
      await payload.delete({ collection, id, overrideAccess: true })
  })

  it('deletes an account and its audits when its owner types its email, and nothing else', async () => {
    const gone = await payload.create({
      collection: 'customers',
      data: { email: 'leaving@customers.example', password: PASSWORD, _verified: true },
      disableVerificationEmail: true,
      overrideAccess: true,
    })
    const audit = await payload.create({
      collection: 'audits',
      data: {
        ...(ONE_LEAD_OF_EACH.audits as object),
        business_name: 'Leaving',
        customer: gone.id,
      } as never,
      overrideAccess: true,
    })
    const token = (
      await api('POST', '/customers/login', {
        body: { email: 'leaving@customers.example', password: PASSWORD },
      })
    ).json.token
    expect(
      (await api('POST', '/customers/delete-account', { body: { email: 'x@y.z' } })).status,
    ).toBe(401)
    const wrong = await api('POST', '/customers/delete-account', {
      token,
      body: { email: 'a@customers.example' },
    })
    expect(wrong.status).toBe(400)
    const done = await api('POST', '/customers/delete-account', {
      token,
      body: { email: ' Leaving@Customers.example ' },
    })
    expect(done.json).toEqual({ deleted: true, audits: 1 })
    const left = await payload.find({
      collection: 'audits',
      where: { id: { equals: audit.id } },
      overrideAccess: true,
    })
    expect(left.docs).toHaveLength(0)
    const account = await payload.find({
      collection: 'customers',
      where: { id: { equals: gone.id } },
      overrideAccess: true,
    })
    expect(account.docs).toHaveLength(0)
    // Its session is refused, and the other customers' audits are all still there.
    expect((await api('GET', '/customers/me', { token })).json.user).toBeNull()
    expect(
      (await payload.findByID({ collection: 'audits', id: audits.a, overrideAccess: true })).id,
    ).toBe(audits.a)
  })

  it('refuses an avatar that is not an https address', async () => {
    const token = (await signIn('a')).json.token as string
    const bad = await api('PATCH', `/customers/${ids.a}`, {
      token,
      body: { avatar_url: 'javascript:alert(1)' },
    })
    expect(bad.status).toBe(400)
    const good = await api('PATCH', `/customers/${ids.a}`, {
      token,
      body: { avatar_url: 'https://images.example/a.png' },
    })
    expect(good.json.doc.avatar_url).toBe('https://images.example/a.png')
  })

  it('creates no accounts over REST, for anyone but admins', async () => {
    const token = (await signIn('a')).json.token as string
    for (const as of [undefined, token]) {
      const res = await api('POST', '/customers', {
        token: as,
        body: { email: 'new@customers.example', password: PASSWORD },
      })
      expect(res.status).toBe(403)
    }
    const { totalDocs } = await payload.count({
      collection: 'customers',
      where: { email: { equals: 'new@customers.example' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('shows a customer no leads, no staff (not even the one whose id equals theirs) and no admin', async () => {
    const token = (await signIn('a')).json.token as string
    for (const collection of ['inquiries', 'newsletter-subscribers', 'users']) {
      const res = await api('GET', `/${collection}`, { token })
      expect(res.status === 403 || res.json.docs?.length === 0, collection).toBe(true)
    }
    // Of the audits, only the one they ran (the lead stored without a customer is not theirs).
    const audits = await api('GET', '/audits?depth=0', { token })
    expect(audits.json.docs.every((d: { customer: unknown }) => d.customer === ids.a)).toBe(true)
    const access = await api('GET', '/access', { token })
    expect(access.status).toBe(200)
    // Payload leaves the flag out when it is false.
    expect(access.json.canAccessAdmin ?? false).toBe(false)
  })

  it('ends every session when the customer signs out of every device', async () => {
    const first = (await signIn('b')).json.token as string
    const second = (await signIn('b')).json.token as string
    expect((await api('GET', '/customers/me', { token: second })).json.user?.id).toBe(ids.b)
    const out = await api('POST', '/customers/logout?allSessions=true', { token: first })
    expect(out.status).toBe(200)
    expect((await api('GET', '/customers/me', { token: second })).json.user).toBeNull()
    expect((await api('GET', '/customers/me', { token: first })).json.user).toBeNull()
  })

  it('lets a customer do in every collection and global exactly what an anonymous visitor may, and more only with what is theirs', async () => {
    const token = (await signIn('a')).json.token as string
    /** What one caller may do: the ids a list shows, and the statuses of a create, update and delete. */
    async function powers(slug: string, target: number | string | undefined, as?: string) {
      const list = await api('GET', `/${slug}?limit=1000&depth=0`, { token: as })
      const seen =
        list.status === 200
          ? (list.json.docs as { id: unknown }[]).map((d) => String(d.id)).sort()
          : []
      const create = (await api('POST', `/${slug}`, { token: as, body: {} })).status
      const update =
        target === undefined
          ? 0
          : (await api('PATCH', `/${slug}/${target}`, { token: as, body: {} })).status
      return { seen, create, update }
    }
    const rows: string[] = []
    // What is the customer's own: their account, the audits they ran, their re-checks (admin
    // preferences are staff's only).
    const OWN: Record<string, string[]> = {
      customers: [String(ids.a)],
      audits: [String(audits.a)],
      rechecks: [String(rechecks.a)],
    }
    for (const collection of payload.config.collections) {
      const slug = collection.slug
      // A document that is not the customer's: the first the database holds.
      const { docs } = await payload.find({
        collection: slug as never,
        limit: 1,
        overrideAccess: true,
        where:
          slug === 'customers'
            ? { id: { not_equals: ids.a } }
            : slug === 'audits'
              ? { id: { not_equals: audits.a } }
              : slug === 'rechecks'
                ? { id: { not_equals: rechecks.a } }
                : undefined,
      })
      const target = docs[0]?.id
      const anonymous = await powers(slug, target)
      const customer = await powers(slug, target, token)
      rows.push(
        `${slug.padEnd(26)} anonymous sees ${String(anonymous.seen.length).padStart(3)}, create ${anonymous.create}, update ${anonymous.update || '-'} | customer sees ${String(customer.seen.length).padStart(3)}, create ${customer.create}, update ${customer.update || '-'}`,
      )
      expect(customer.seen, slug).toEqual([...anonymous.seen, ...(OWN[slug] ?? [])].sort())
      // Writing to what is not theirs: refused exactly as an anonymous visitor is, never done.
      for (const op of ['create', 'update'] as const) {
        expect(customer[op], `${slug} ${op}`).toBe(anonymous[op])
        if (customer[op] !== 0) expect(customer[op], `${slug} ${op}`).toBeGreaterThanOrEqual(400)
      }
      if (target !== undefined) {
        const anonymousDelete = (await api('DELETE', `/${slug}/${target}`)).status
        const customerDelete = (await api('DELETE', `/${slug}/${target}`, { token })).status
        expect(customerDelete, `${slug} delete`).toBe(anonymousDelete)
        expect(customerDelete, `${slug} delete`).toBeGreaterThanOrEqual(400)
      }
    }
    for (const global of payload.config.globals) {
      const read = async (as?: string) =>
        (await api('GET', `/globals/${global.slug}`, { token: as })).status
      expect(await read(token), global.slug).toBe(await read())
      const write = await api('POST', `/globals/${global.slug}`, { token, body: {} })
      expect(write.status, global.slug).toBe(403)
      rows.push(
        `global ${global.slug.padEnd(19)} read ${await read(token)}, update ${write.status}`,
      )
    }
    console.log(
      `What a signed-in customer may do, beside an anonymous visitor:\n${rows.join('\n')}`,
    )
  })

  it('gives each of anonymous, customer A, customer B, sales, editor and admin exactly their share of every collection', async () => {
    // Staff, each signed in from an address of its own (the sign-in limits count per address).
    const staff: Record<string, string> = {}
    for (const [i, role] of (['sales', 'editor', 'admin'] as const).entries()) {
      const email = `table-${role}@staff.example`
      await payload.create({
        collection: 'users',
        data: { email, password: PASSWORD, roles: [role] } as never,
        overrideAccess: true,
      })
      const login = await api('POST', '/users/login', {
        body: { email, password: PASSWORD },
        headers: { 'x-cms-peer-address': `198.51.100.${10 + i}` },
      })
      staff[role] = login.json.token
    }
    const callers: [string, string | undefined][] = [
      ['anonymous', undefined],
      ['customer A', (await signIn('a')).json.token],
      ['customer B', (await signIn('b')).json.token],
      ['sales', staff.sales],
      ['editor', staff.editor],
      ['admin', staff.admin],
    ]
    // A document id that exists nowhere: an update or delete of it is refused (403) without the
    // right, and missed (404) with it, so the probe changes nothing.
    const NONE = 987654321
    const allowed = (status: number) => status !== 401 && status !== 403
    const isCustomerCaller = (who: string) => who.startsWith('customer')
    const ownOf = (who: string): 'a' | 'b' => (who === 'customer A' ? 'a' : 'b')
    const header = ['collection'.padEnd(24), ...callers.map(([who]) => who.padEnd(15))].join(' ')
    const table = [header]
    // Of Payload's own collections, the two staff use in the admin: preferences and saved views.
    const STAFF_OWN = ['payload-preferences', 'payload-query-presets']
    for (const collection of payload.config.collections) {
      const slug = collection.slug
      if (slug.startsWith('payload-') && !STAFF_OWN.includes(slug)) continue
      const group = (collection.admin as { group?: string } | undefined)?.group
      const cells: string[] = []
      for (const [who, token] of callers) {
        const list = await api('GET', `/${slug}?limit=1000&depth=0`, { token })
        const seen =
          list.status === 200 ? (list.json.docs as { id: unknown }[]).map((d) => d.id) : []
        const create = allowed((await api('POST', `/${slug}`, { token, body: {} })).status)
        // A customer's rights over their own documents are a filter: probed on their own (an empty
        // change), as a missing document is refused like another's.
        const mine =
          isCustomerCaller(who) && slug === 'customers'
            ? ids[ownOf(who)]
            : isCustomerCaller(who) && slug === 'audits'
              ? audits[ownOf(who)]
              : NONE
        const update = allowed((await api('PATCH', `/${slug}/${mine}`, { token, body: {} })).status)
        const remove = allowed((await api('DELETE', `/${slug}/${NONE}`, { token })).status)
        cells.push(
          `R${list.status === 200 ? String(seen.length).padStart(3) : '  -'} ${create ? 'C' : '-'}${update ? 'U' : '-'}${remove ? 'D' : '-'}`.padEnd(
            15,
          ),
        )
        const isCustomer = isCustomerCaller(who)
        const own = ownOf(who)
        const other = own === 'a' ? 'b' : 'a'
        // Customers: never the other customer's account, audits or re-checks; never a write but
        // to their own account.
        if (isCustomer) {
          if (slug === 'customers') expect(seen, `${who} ${slug}`).toEqual([ids[own]])
          if (slug === 'audits') {
            expect(seen, `${who} ${slug}`).toContain(audits[own])
            expect(seen, `${who} ${slug}`).not.toContain(audits[other])
          }
          if (slug === 'rechecks') expect(seen, `${who} ${slug}`).toEqual([rechecks[own]])
          expect(create, `${who} ${slug} create`).toBe(false)
          // Their own account they may change (name, avatar, password); nothing else.
          expect(update, `${who} ${slug} update`).toBe(slug === 'customers')
          if (slug !== 'customers') expect(remove, `${who} ${slug} delete`).toBe(false)
        }
        // Editors never read leads; sales never write content; admins read everything.
        if (who === 'editor' && group === 'Leads') expect(seen, `${who} ${slug}`).toEqual([])
        if (who === 'sales' && group === 'Content')
          expect([create, update, remove], `${who} ${slug}`).toEqual([false, false, false])
        if (who === 'admin') expect(list.status, `${who} ${slug}`).toBe(200)
        if (who === 'anonymous' && group === 'Leads') expect(seen, `${who} ${slug}`).toEqual([])
        // Preferences and saved views: staff only; views (all of lead lists) admins and sales only.
        const isStaff = ['sales', 'editor', 'admin'].includes(who)
        if (STAFF_OWN.includes(slug) && !isStaff) {
          expect(seen, `${who} ${slug}`).toEqual([])
          expect([create, update, remove], `${who} ${slug}`).toEqual([false, false, false])
        }
        if (slug === 'payload-preferences') expect(create, `${who} ${slug}`).toBe(isStaff)
        if (slug === 'payload-query-presets')
          expect(create, `${who} ${slug}`).toBe(who === 'sales' || who === 'admin')
      }
      table.push([slug.padEnd(24), ...cells].join(' '))
    }
    console.log(
      `Who may do what (R: documents listed; C/U/D: create, update, delete allowed; U of a customer on their own account and audit, D probed on a missing document, so a customer's right to delete their own account shows as '-'):\n${table.join('\n')}`,
    )
  })
})
