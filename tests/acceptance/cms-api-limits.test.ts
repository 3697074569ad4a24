/**
 * The CMS API held to what the product uses, through the running stack (docs/decisions/0090,
 * 0091): request bodies of at most 1 MB answered 413 before they are read; admin preferences for
 * staff only; Payload's own password reset closed while the site's keeps working; saved views of
 * the leads' lists made by admins and sales only; no 500 for an audit naming a customer who does
 * not exist, nor for the jobs' schedule route.
 */
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { CMS, WEB, adminAuth, eventually, mailTo } from './stack'

/** The audit service's key as the stack's CMS knows it (the development default). */
const SERVICE = `users API-Key ${process.env.CMS_API_KEY || 'dev-audit-service-api-key-0000000000000000'}`

const json = (auth?: string) => ({
  'content-type': 'application/json',
  ...(auth ? { authorization: auth } : {}),
})

/** A POST to the site's account routes as its own pages send it. */
const site = (path: string, body: unknown) =>
  fetch(`${WEB}/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB },
    body: JSON.stringify(body),
  })

/** The `?token=` of the newest mail to `to` whose subject matches `subject`. */
async function tokenIn(to: string, subject: RegExp, after = 0): Promise<string> {
  const mail = await eventually(async () => {
    const mails = (await mailTo(to)).filter((m) => subject.test(m.subject))
    return mails.length > after ? mails[mails.length - 1] : undefined
  }, 20_000)
  const token = /\?token=([A-Za-z0-9]+)/.exec(mail.text)?.[1]
  expect(token).toBeTruthy()
  return token!
}

/** A confirmed customer, signed in at the CMS: address, id and `Authorization` header. */
async function customer(): Promise<{ email: string; id: number; auth: string }> {
  const email = `limits-${randomUUID().slice(0, 8)}@example.com`
  expect((await site('sign-up', { email, password: 'first-password' })).status).toBe(200)
  const verify = await tokenIn(email, /Confirm your email/)
  expect((await site('verify', { token: verify, password: 'first-password' })).status).toBe(200)
  const login = await fetch(`${CMS}/api/customers/login`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email, password: 'first-password' }),
  })
  expect(login.status).toBe(200)
  const body = (await login.json()) as { token: string; user: { id: number } }
  return { email, id: body.user.id, auth: `JWT ${body.token}` }
}

/** A staff user with `role`, made by the admin and signed in: `Authorization` header. */
async function staff(role: 'editor' | 'sales'): Promise<string> {
  const email = `limits-${role}-${randomUUID().slice(0, 8)}@example.com`
  const made = await fetch(`${CMS}/api/users`, {
    method: 'POST',
    headers: json(await adminAuth()),
    body: JSON.stringify({ email, password: 'password-1234', roles: [role] }),
  })
  expect(made.status).toBe(201)
  const login = await fetch(`${CMS}/api/users/login`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email, password: 'password-1234' }),
  })
  expect(login.status).toBe(200)
  return `JWT ${((await login.json()) as { token: string }).token}`
}

/**
 * A POST of `body` to the CMS on a connection of its own (an oversized body's connection may be
 * closed under it), `chunked`: sent without a length. Resolves with the answer's status and text
 * once it arrives, whether or not the rest of the body could be written.
 */
function postAlone(
  path: string,
  auth: string,
  body: Buffer,
  chunked = false,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = request(
      `${CMS}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          ...json(auth),
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
        },
      },
      (res) => {
        answered = true
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', reject)
      },
    )
    req.on('error', (err) => {
      if (!answered) reject(err)
    })
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024))
    req.end()
  })
}

describe('CMS request bodies', () => {
  it('answers a body over 1 MB with 413 and a JSON error, declared or chunked, REST or GraphQL', async () => {
    const admin = await adminAuth()
    const big = Buffer.from(JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) }))
    const declared = await postAlone('/api/payload-preferences/nav', admin, big)
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.text).errors[0].message).toMatch(/at most 1 MB/)
    const chunked = await postAlone('/api/payload-preferences/nav', admin, big, true)
    expect(chunked.status).toBe(413)
    const graphql = await postAlone(
      '/api/graphql',
      admin,
      Buffer.from(
        JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(2 * 1024 * 1024) }),
      ),
    )
    expect(graphql.status).toBe(413)
    // The CMS still answers.
    expect((await fetch(`${CMS}/healthz`)).status).toBe(200)
  })
})

describe('admin preferences', () => {
  it('stores none for a customer or the service account, and bounds what staff store', async () => {
    const { auth } = await customer()
    for (const as of [auth, SERVICE]) {
      const res = await fetch(`${CMS}/api/payload-preferences/junk-0`, {
        method: 'POST',
        headers: json(as),
        body: JSON.stringify({ value: 'x'.repeat(1000) }),
      })
      expect(res.status).toBe(403)
    }
    const admin = await adminAuth()
    const junk = await fetch(`${CMS}/api/payload-preferences/junk-0`, {
      method: 'POST',
      headers: json(admin),
      body: JSON.stringify({ value: 'x' }),
    })
    expect(junk.status).toBe(400)
    const large = await fetch(`${CMS}/api/payload-preferences/collection-pages`, {
      method: 'POST',
      headers: json(admin),
      body: JSON.stringify({ value: { filler: 'x'.repeat(100 * 1024) } }),
    })
    expect(large.status).toBe(400)
    const nav = await fetch(`${CMS}/api/payload-preferences/nav`, {
      method: 'POST',
      headers: json(admin),
      body: JSON.stringify({ value: { open: true } }),
    })
    expect(nav.status).toBe(200)
  })
})

describe("Payload's own account routes", () => {
  it("refuses the built-in forgot-password, so a customer's mailed reset link keeps working", async () => {
    const { email } = await customer()
    expect((await site('forgot', { email })).status).toBe(200)
    const token = await tokenIn(email, /Reset your/)
    for (const slug of ['customers', 'users']) {
      const res = await fetch(`${CMS}/api/${slug}/forgot-password`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ email: slug === 'users' ? 'admin@example.com' : email }),
      })
      expect(res.status, slug).toBe(403)
    }
    const reset = await site('reset', { token, password: 'second-password' })
    expect(reset.status).toBe(200)
    const signIn = await site('sign-in', { email, password: 'second-password' })
    expect(signIn.status).toBe(200)
  })

  it('has no first-register and refuses unlock', async () => {
    const first = await fetch(`${CMS}/api/customers/first-register`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ email: 'first@example.com', password: 'password-1234' }),
    })
    expect(first.status).toBe(404)
    const unlock = await fetch(`${CMS}/api/users/unlock`, {
      method: 'POST',
      headers: json(await adminAuth()),
      body: JSON.stringify({ email: 'admin@example.com' }),
    })
    expect(unlock.status).toBe(403)
  })
})

describe('saved views of the leads', () => {
  it('refuses an editor’s shared view of the inquiries, and takes a sales user’s', async () => {
    const view = (title: string) =>
      JSON.stringify({
        title,
        relatedCollection: 'inquiries',
        isShared: true,
        where: { or: [{ and: [{ status: { equals: 'new' } }] }] },
        access: {
          read: { constraint: 'everyone' },
          update: { constraint: 'everyone' },
          delete: { constraint: 'everyone' },
        },
      })
    const editor = await staff('editor')
    const refused = await fetch(`${CMS}/api/payload-query-presets`, {
      method: 'POST',
      headers: json(editor),
      body: view('New (look-alike)'),
    })
    expect(refused.status).toBe(403)
    const sales = await staff('sales')
    const made = await fetch(`${CMS}/api/payload-query-presets`, {
      method: 'POST',
      headers: json(sales),
      body: view(`New (${randomUUID().slice(0, 6)})`),
    })
    expect(made.status).toBe(201)
    const list = (await (
      await fetch(`${CMS}/api/payload-query-presets?limit=100&depth=0`, { headers: json(sales) })
    ).json()) as { docs: { title: string; access: { read: { users?: number[] } } }[] }
    expect(list.docs.map((d) => d.title)).not.toContain('New (look-alike)')
    // The sales user's own 'Mine' is theirs to read.
    expect(list.docs.filter((d) => d.title === 'Mine')).toHaveLength(1)
  })
})

describe('no server error', () => {
  it('answers an audit naming a customer who does not exist with 400', async () => {
    const res = await fetch(`${CMS}/api/audits`, {
      method: 'POST',
      headers: json(SERVICE),
      body: JSON.stringify({
        business_name: 'No Such Owner',
        specialism: 'dentist',
        location: 'Sydney',
        severity: 'LOW',
        idempotency_key: `audit:${randomUUID()}`,
        customer: 987654321,
      }),
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/No customer has this id/)
  })

  it('answers the jobs’ schedule route with 404, not 500, for editors and admins', async () => {
    for (const auth of [await adminAuth(), await staff('editor')]) {
      const res = await fetch(`${CMS}/api/payload-jobs/handle-schedules`, {
        headers: json(auth),
      })
      expect(res.status).toBe(404)
    }
  })
})
