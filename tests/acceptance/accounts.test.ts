/**
 * Customer accounts through the running stack (docs/decisions/0074, 0092–0094): the site's
 * `/auth/*` routes, the CMS's customers, the audit service's outbox and the mail catcher. A visitor
 * signs up with the address, gets the confirmation link by mail, chooses the password there and is
 * signed in (an `HttpOnly` session cookie, no token in any answer), resets a forgotten password by
 * the mailed link, and signs out everywhere: the old session is then refused. Posts from another
 * origin or as a form are refused. A sign-up by someone else for the same address gains nothing;
 * answers take the same time whatever the account; one inbox gets a few mails an hour at most;
 * guesses at one account from many addresses meet a limit; the token pages are never cached.
 * Audits run signed in are the customer's: on their dashboard, compared run to run, and on nobody
 * else's.
 */
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { pdfText } from '../../audit-service/test/support/pdf'
import { CMS, WEB, adminAuth, eventually, mailTo } from './stack'

/** The `n`-th loopback address handed to posts (a visitor of its own, as the site sees it). */
const loopback = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`
/** Source addresses handed out to posts, so no two count against one limit. */
let nextSource = 20

/**
 * A POST to the site's auth routes as the site's own page sends it, each from a loopback address of
 * its own (`source`: which one), so the per-address limits meet only the tests about them.
 */
function post(
  path: string,
  body: unknown,
  cookie?: string,
  origin = WEB,
  source = nextSource++,
): Promise<Response> {
  const url = new URL(`${WEB}/auth/${path}`)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: loopback(source),
        headers: {
          'content-type': 'application/json',
          origin,
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers))
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, v)
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }))
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

/** The site's key in the development stack (CMS_SITE_KEY's default). */
const SITE_KEY = 'dev-cms-site-key'

/** A POST to the CMS as the site's server sends it for the visitor `visitor`. */
const cmsAsSite = (path: string, body: unknown, visitor: string) =>
  fetch(`${CMS}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-site-key': SITE_KEY,
      'x-visitor-address': visitor,
    },
    body: JSON.stringify(body),
  })

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The time, ms, `send` takes to be answered. */
async function timed(send: () => Promise<Response>): Promise<number> {
  const started = performance.now()
  const res = await send()
  await res.arrayBuffer()
  return performance.now() - started
}

const sessionOf = (res: Response) => {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('session='))
  return set ? { cookie: set.split(';')[0], attributes: set } : null
}

/** The link with `?token=` in the newest mail to `to` whose subject matches `subject`. */
async function linkIn(to: string, subject: RegExp): Promise<URL> {
  const mail = await eventually(async () =>
    (await mailTo(to)).reverse().find((m) => subject.test(m.subject)),
  )
  const href = /https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9]+/.exec(mail.text)?.[0]
  expect(href).toBeTruthy()
  return new URL(href!)
}

/** Signs `email` up and follows the mailed link choosing `password`: the verify answer. */
async function confirm(email: string, password = 'first-password', name?: string) {
  expect((await post('sign-up', { email }, undefined, WEB, nextSource++)).status).toBe(200)
  const verify = await linkIn(email, /Confirm your email/)
  return post('verify', { token: verify.searchParams.get('token'), password, name })
}

/** A new customer, confirmed and signed in: their address and session cookie. */
async function signedInCustomer(): Promise<{ email: string; cookie: string }> {
  const email = `customer-${randomUUID().slice(0, 8)}@example.com`
  expect((await confirm(email)).status).toBe(200)
  const signIn = await post('sign-in', { email, password: 'first-password' })
  expect(signIn.status).toBe(200)
  return { email, cookie: sessionOf(signIn)!.cookie }
}

/** The dashboard's HTML as the customer of `cookie` gets it. */
const dashboard = async (cookie: string) => {
  const res = await fetch(`${WEB}/app/dashboard`, { headers: { cookie }, redirect: 'manual' })
  expect(res.status).toBe(200)
  return res.text()
}

describe('customer accounts through the site', () => {
  it('sign up, choose the password by the mailed link, sign in, reset by mail, sign out everywhere', async () => {
    const email = `customer-${randomUUID().slice(0, 8)}@example.com`
    const signUp = await post('sign-up', { email, password: 'first-password', name: 'Ana' })
    expect(signUp.status).toBe(200)

    // A password typed at sign-up holds nothing.
    const early = await post('sign-in', { email, password: 'first-password' })
    expect(early.status).toBe(401)
    const verify = await linkIn(email, /Confirm your email/)
    expect(verify.pathname).toBe('/signin/verify')
    const confirmed = await post('verify', {
      token: verify.searchParams.get('token'),
      password: 'first-password',
      name: 'Ana',
    })
    expect(confirmed.status).toBe(200)
    expect(sessionOf(confirmed)?.attributes).toMatch(/HttpOnly/i)

    const wrong = await post('sign-in', { email, password: 'not-the-password' })
    const unknown = await post('sign-in', { email: `x-${email}`, password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    expect(await unknown.json()).toEqual(await wrong.json())

    const signIn = await post('sign-in', { email, password: 'first-password' })
    expect(signIn.status).toBe(200)
    const body = await signIn.json()
    expect(body).toEqual({ user: { id: expect.any(String), email, name: 'Ana', avatar_url: null } })
    const first = sessionOf(signIn)!
    expect(first.attributes).toMatch(/HttpOnly/i)
    expect(first.attributes).toMatch(/SameSite=Lax/i)
    expect(first.attributes).toMatch(/Path=\//i)
    const session = await fetch(`${WEB}/auth/session`, { headers: { cookie: first.cookie } })
    expect(await session.json()).toEqual({ user: body.user })

    // A forgotten password, reset by the mailed link: signed in with the new one.
    expect((await post('forgot', { email })).status).toBe(200)
    const reset = await linkIn(email, /Reset your/)
    expect(reset.pathname).toBe('/signin/reset')
    const changed = await post('reset', {
      token: reset.searchParams.get('token'),
      password: 'second-password',
    })
    expect(changed.status).toBe(200)
    const second = sessionOf(changed)!
    expect((await post('sign-in', { email, password: 'first-password' })).status).toBe(401)

    // Signing out everywhere ends the first session too.
    const out = await post('sign-out', { everywhere: true }, second.cookie)
    expect(out.status).toBe(200)
    expect(sessionOf(out)?.attributes).toMatch(/Max-Age=0/i)
    for (const old of [first.cookie, second.cookie]) {
      const after = await fetch(`${WEB}/auth/session`, { headers: { cookie: old } })
      expect(await after.json()).toEqual({ user: null })
    }
  })

  it('refuses posts from another origin or not sent as JSON, before asking the CMS', async () => {
    const email = `customer-${randomUUID().slice(0, 8)}@example.com`
    const foreign = await post(
      'sign-up',
      { email, password: 'first-password' },
      undefined,
      'https://evil.example',
    )
    expect(foreign.status).toBe(403)
    const form = await fetch(`${WEB}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: WEB },
      body: `email=${encodeURIComponent(email)}&password=x`,
    })
    expect(form.status).toBe(415)
    const missing = await post('sign-in', { email })
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe(
      'You must provide either an email or phone number and a password',
    )
    await new Promise((r) => setTimeout(r, 1500))
    expect(await mailTo(email)).toHaveLength(0)
  })

  it("keeps audits run signed in on the customer's dashboard, compared run to run, and on nobody else's", async () => {
    const ana = await signedInCustomer()
    const ben = await signedInCustomer()
    const businessName = `Ana Dental ${randomUUID().slice(0, 6)}`
    for (let run = 0; run < 2; run++) {
      const res = await fetch(`${WEB}/functions/v1/competitive-audit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: ana.cookie },
        body: JSON.stringify({ businessName, location: 'Sydney', specialism: 'dentist' }),
      })
      expect(res.status).toBe(200)
      // Run afresh each time, never the first run's answer again.
      expect((await res.json()).cached).toBeUndefined()
    }
    const html = await eventually(async () => {
      const page = await dashboard(ana.cookie)
      return page.split(businessName).length - 1 >= 3 ? page : null
    }, 20_000)
    expect(html).toContain(`Account menu for ${ana.email}`)
    expect(html).toContain('2 audits')
    expect(html).toMatch(/Mention rate (rose|fell) from \d+% to \d+%|No clear change \(\d+% → \d+%/)
    expect(html).toContain('Mention rate (with its 95% range)')
    expect(await dashboard(ben.cookie)).not.toContain(businessName)

    // Each audit's PDF report: the business and the verdict in its text; nobody else's to take.
    const reportPath = /href="(\/app\/audits\/[^"/]+\/report\.pdf)"/.exec(html)![1]
    const pdf = await fetch(`${WEB}${reportPath}`, { headers: { cookie: ana.cookie } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ')
    expect(text).toContain(businessName)
    expect(text).toMatch(/Verdict: (LOW|MODERATE|STRONG|INCONCLUSIVE)/)
    const taken = await fetch(`${WEB}${reportPath}`, { headers: { cookie: ben.cookie } })
    expect(taken.status).toBe(404)
    const signedOut = await fetch(`${WEB}${reportPath}`, { redirect: 'manual' })
    expect(signedOut.status).toBe(302)

    // A private share link: anyone holding it reads the audit until Ana revokes it.
    const auditId = /\/app\/audits\/([^/]+)\/report\.pdf/.exec(reportPath)![1]
    expect((await post('share', { audit: auditId }, ben.cookie)).status).toBe(404)
    const shared = await post('share', { audit: auditId }, ana.cookie)
    expect(shared.status).toBe(200)
    const { url } = (await shared.json()) as { url: string }
    const sharePath = new URL(url).pathname
    expect(sharePath).toMatch(/^\/r\/[A-Za-z0-9_-]{32}$/)
    const page = await fetch(`${WEB}${sharePath}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toMatch(/no-store/)
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    const sharedHtml = await page.text()
    expect(sharedHtml).toContain(businessName)
    expect(sharedHtml).not.toContain(ana.email)
    const sharedPdf = await fetch(`${WEB}${sharePath}/report.pdf`)
    expect(sharedPdf.status).toBe(200)
    expect(sharedPdf.headers.get('content-type')).toBe('application/pdf')
    await sharedPdf.arrayBuffer()
    expect((await post('share', { audit: auditId, revoke: true }, ana.cookie)).status).toBe(200)
    const revoked = await fetch(`${WEB}${sharePath}`)
    expect(revoked.status).toBe(404)
    expect(await revoked.text()).not.toContain(businessName)
    expect((await fetch(`${WEB}${sharePath}/report.pdf`)).status).toBe(404)
    // Signed out, the dashboard asks for a sign-in and comes back.
    const anonymous = await fetch(`${WEB}/app/dashboard`, { redirect: 'manual' })
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe('/signin?next=%2Fapp%2Fdashboard')
  })

  it('offers the audits whose results were mailed to an address to the account that confirms it', async () => {
    const email = `claim-${randomUUID().slice(0, 8)}@example.com`
    const businessName = `Before Account ${randomUUID().slice(0, 6)}`
    // Anonymously: an audit, then its results by email.
    const ran = await fetch(`${WEB}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessName, location: 'Sydney', specialism: 'dentist' }),
    })
    const result = (await ran.json()) as { audit_id: string; audit_token: string }
    const asked = await fetch(`${WEB}/functions/v1/send-audit-results`, {
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
    expect(asked.status).toBe(200)
    await eventually(async () => (await mailTo(email)).length > 0, 20_000)

    // The account of that address, once confirmed, is offered it and takes it.
    expect((await confirm(email)).status).toBe(200)
    const cookie = sessionOf(await post('sign-in', { email, password: 'first-password' }))!.cookie
    const offer = await eventually(async () => {
      const page = await dashboard(cookie)
      return page.includes('Earlier audits sent to your email') ? page : null
    }, 20_000)
    expect(offer).toContain(businessName)
    const claimed = await post('claim', {}, cookie)
    expect(await claimed.json()).toEqual({ claimed: 1 })
    const after = await dashboard(cookie)
    expect(after).not.toContain('Earlier audits sent to your email')
    expect(after).toContain('Download the PDF report of ' + businessName)
    // Nobody else is offered it.
    const other = await signedInCustomer()
    expect(await dashboard(other.cookie)).not.toContain(businessName)
  })

  it('deletes an account and its audits when its owner types its email', async () => {
    const ana = await signedInCustomer()
    const ran = await fetch(`${WEB}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ana.cookie },
      body: JSON.stringify({
        businessName: 'Leaving Dental',
        location: 'Sydney',
        specialism: 'dentist',
      }),
    })
    expect(ran.status).toBe(200)
    const wrong = await post('delete-account', { email: 'someone-else@example.com' }, ana.cookie)
    expect(wrong.status).toBe(400)
    const done = await post('delete-account', { email: ana.email }, ana.cookie)
    expect(done.status).toBe(200)
    expect(sessionOf(done)?.attributes).toMatch(/Max-Age=0/i)
    const after = await fetch(`${WEB}/auth/session`, { headers: { cookie: ana.cookie } })
    expect(await after.json()).toEqual({ user: null })
    expect((await post('sign-in', { email: ana.email, password: 'first-password' })).status).toBe(
      401,
    )
  })
})

describe('monthly re-checks (docs/decisions/0079; the stack re-checks every 8 s, swept every second)', () => {
  it('runs on its schedule as the customer’s audit, mails the comparison once, and one click stops it', async () => {
    const ana = await signedInCustomer()
    const businessName = `Recheck Dental ${randomUUID().slice(0, 6)}`
    const ran = await fetch(`${WEB}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ana.cookie },
      body: JSON.stringify({ businessName, location: 'Sydney', specialism: 'dentist' }),
    })
    expect(ran.status).toBe(200)
    const auditId = await eventually(
      async () =>
        new RegExp(`/app/audits/([^/"]+)/report\\.pdf`).exec(await dashboard(ana.cookie))?.[1],
      20_000,
    )
    // Someone else cannot ask for a re-check of it.
    const bob = await signedInCustomer()
    expect((await post('recheck', { audit: auditId }, bob.cookie)).status).toBe(404)
    expect((await post('recheck', { audit: auditId })).status).toBe(401)
    const started = await post('recheck', { audit: auditId }, ana.cookie)
    expect(started.status).toBe(200)
    expect((await started.json()).recheck).toMatchObject({
      business_name: businessName,
      active: true,
    })
    expect(await dashboard(ana.cookie)).toContain('Stop Monthly Re-check')

    const subject = new RegExp(`^Your monthly AI visibility re-check: ${businessName}$`)
    const reports = async () => (await mailTo(ana.email)).filter((m) => subject.test(m.subject))
    const [report] = await eventually(async () => {
      const got = await reports()
      return got.length > 0 ? got : null
    }, 30_000)
    expect(report.text).toMatch(/No clear change|Mention rate (rose|fell)/)
    // The re-check is on the dashboard as the customer's second audit of the business.
    const html = await dashboard(ana.cookie)
    expect(html.split(`/report.pdf`).length - 1).toBe(2)
    // Once: the sweeps that follow (every second) do not send it again.
    await new Promise((r) => setTimeout(r, 2500))
    expect(await reports()).toHaveLength(1)

    // One click (the mail client's RFC 8058 POST to the link) stops it: no second report.
    const stop = new URL(
      /https?:\/\/[^\s"<>]+recheck-stop\?token=[\w%-]+\.[\w%-]+/.exec(report.text)![0],
    )
    expect(stop.origin).toBe(new URL(WEB).origin)
    const stopped = await fetch(`${WEB}${stop.pathname}${stop.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(stopped.status).toBe(200)
    await eventually(async () => !(await dashboard(ana.cookie)).includes('Stop Monthly Re-check'))
    await new Promise((r) => setTimeout(r, 12_000))
    expect(await reports()).toHaveLength(1)
  }, 90_000)
})

describe('accounts safe from hijacking, enumeration, mail bombing and guessing (docs/decisions/0092–0094)', () => {
  it('gives a sign-up by someone else for the same address nothing, and puts none of their text in the mail (pre-hijacking)', async () => {
    const email = `carol-${randomUUID().slice(0, 8)}@example.com`
    const typed = 'your invoice #4411 is overdue. Pay now at https://evil.example/pay'
    const attacker = { email, password: 'attacker-pass-999', name: typed }
    expect((await post('sign-up', attacker, undefined, WEB, nextSource++)).status).toBe(200)
    const victim = { email, password: 'carol-real-pass-1', name: 'Carol' }
    expect((await post('sign-up', victim, undefined, WEB, nextSource++)).status).toBe(200)
    const mails = await eventually(async () => {
      const got = (await mailTo(email)).filter((m) => /Confirm your email/.test(m.subject))
      return got.length === 2 ? got : null
    })
    for (const m of mails)
      expect(`${m.subject} ${m.text} ${m.html}`).not.toMatch(/invoice|evil\.example/)
    const tokens = mails.map((m) => /\?token=([A-Za-z0-9]+)/.exec(m.text)![1])
    expect(tokens[0]).not.toBe(tokens[1])
    // The older link is void; the newer one lets its follower (the mailbox's owner) choose.
    const statuses = []
    for (const token of tokens)
      statuses.push((await post('verify', { token, password: 'carol-chosen-pass-2' })).status)
    expect(statuses.sort()).toEqual([200, 400])
    for (const password of [attacker.password, victim.password])
      expect(
        (await post('sign-in', { email, password }, undefined, WEB, nextSource++)).status,
      ).toBe(401)
    const owner = await post(
      'sign-in',
      { email, password: 'carol-chosen-pass-2' },
      undefined,
      WEB,
      nextSource++,
    )
    expect(owner.status).toBe(200)
  })

  it(
    'answers sign-in, sign-up and forgot in the same time whatever the account (medians of 9, each from its own address)',
    { timeout: 180_000 },
    async () => {
      const known = await signedInCustomer()
      const rounds = 9
      const times: Record<string, number[]> = {}
      const add = async (name: string, send: () => Promise<Response>) =>
        (times[name] ??= []).push(await timed(send))
      for (let i = 0; i < rounds; i++) {
        const fresh = `nobody-${randomUUID().slice(0, 8)}@example.com`
        const wrong = `wrong-password-${i}`
        await add('sign-in known', () =>
          post('sign-in', { email: known.email, password: wrong }, undefined, WEB, nextSource++),
        )
        await add('sign-in unknown', () =>
          post('sign-in', { email: fresh, password: wrong }, undefined, WEB, nextSource++),
        )
        await add('sign-up new', () =>
          post('sign-up', { email: fresh }, undefined, WEB, nextSource++),
        )
        await add('sign-up existing', () =>
          post('sign-up', { email: known.email }, undefined, WEB, nextSource++),
        )
        await add('forgot unknown', () =>
          post('forgot', { email: `x-${fresh}` }, undefined, WEB, nextSource++),
        )
        await add('forgot verified', () =>
          post('forgot', { email: known.email }, undefined, WEB, nextSource++),
        )
      }
      const medians = Object.fromEntries(
        Object.entries(times).map(([k, v]) => [k, Math.round(median(v))]),
      )
      console.log('account answer times, median ms:', medians)
      for (const [a, b] of [
        ['sign-in known', 'sign-in unknown'],
        ['sign-up new', 'sign-up existing'],
        ['forgot unknown', 'forgot verified'],
      ])
        // A generous margin: the two must be of one size, not equal to the millisecond.
        expect(
          Math.min(medians[a], medians[b]) / Math.max(medians[a], medians[b]),
          `${a} / ${b}`,
        ).toBeGreaterThan(0.6)
    },
  )

  it(
    'sends one inbox at most 3 reset mails an hour, whatever the addresses asking, all with one link (mail bombing)',
    { timeout: 60_000 },
    async () => {
      const known = await signedInCustomer()
      for (let i = 0; i < 6; i++)
        expect(
          (await post('forgot', { email: known.email }, undefined, WEB, nextSource++)).status,
        ).toBe(200)
      for (let i = 1; i <= 6; i++)
        expect(
          (await cmsAsSite('/customers/forgot', { email: known.email }, `2001:db8:77:1::${i}`))
            .status,
        ).toBe(200)
      const resets = () =>
        mailTo(known.email).then((all) => all.filter((m) => /Reset your/.test(m.subject)))
      await eventually(async () => ((await resets()).length >= 3 ? true : null))
      await new Promise((r) => setTimeout(r, 3000))
      const got = await resets()
      expect(got).toHaveLength(3)
      expect(new Set(got.map((m) => /\?token=([A-Za-z0-9]+)/.exec(m.text)![1])).size).toBe(1)
      // One IPv6 /64 is one visitor: its addresses share one count of requests.
      let status = 0
      for (let i = 7; i <= 40 && status !== 429; i++)
        status = (
          await cmsAsSite('/customers/forgot', { email: `y-${known.email}` }, `2001:db8:77:1::${i}`)
        ).status
      expect(status).toBe(429)
    },
  )

  it(
    'meets guesses at one account from many addresses with a limit, and refuses common passwords (guessing)',
    { timeout: 120_000 },
    async () => {
      const email = `guess-${randomUUID().slice(0, 8)}@example.com`
      expect((await post('sign-up', { email }, undefined, WEB, nextSource++)).status).toBe(200)
      const token = (await linkIn(email, /Confirm your email/)).searchParams.get('token')
      for (const weak of ['12345678', 'password', 'aaaaaaaa', '       x']) {
        const res = await post('verify', { token, password: weak })
        expect(res.status).toBe(400)
        expect((await res.json()).fields.password).toMatch(/too easy to guess/)
      }
      expect((await post('verify', { token, password: 'alice-right-password' })).status).toBe(200)
      const login = (password: string, visitor: string) =>
        cmsAsSite('/customers/login', { email, password }, visitor)
      const statuses: number[] = []
      for (let i = 1; i <= 12; i++)
        statuses.push((await login(`guess-${i}`, `2001:db8:88:1::${i}`)).status)
      expect(statuses).toContain(429)
      for (let i = 0; i < 12; i++) await login(`guess-${i}`, `198.51.100.${100 + i}`)
      const over = await login('alice-right-password', '198.51.100.250')
      expect(over.status).toBe(429)
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    },
  )

  it('never caches the mail links’ pages: each answer no-store, the second request too', async () => {
    for (const path of ['/signin/reset', '/signin/verify']) {
      for (const token of ['abc1abc1abc1abc1abc1abc1', 'abc2abc2abc2abc2abc2abc2']) {
        const res = await fetch(`${WEB}${path}?token=${token}`)
        expect(res.status).toBe(200)
        expect(res.headers.get('x-html-cache')).not.toBe('hit')
        expect(res.headers.get('cache-control')).toMatch(/no-store/)
        expect(await res.text()).not.toContain(token)
      }
    }
  })
})

describe("who may use the account's functions (anonymous, customer A, customer B, sales, editor, admin)", () => {
  it("refuses every function on A's audit and re-check to anyone but A, and prints the table", async () => {
    const a = await signedInCustomer()
    const b = await signedInCustomer()
    const business = `Access Dental ${randomUUID().slice(0, 6)}`
    const ran = await fetch(`${WEB}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: a.cookie },
      body: JSON.stringify({ businessName: business, location: 'Sydney', specialism: 'dentist' }),
    })
    expect(ran.status).toBe(200)
    const audit = await eventually(
      async () => /\/app\/audits\/([^/"]+)\/report\.pdf/.exec(await dashboard(a.cookie))?.[1],
      20_000,
    )
    const shareToken = new URL(
      (await (await post('share', { audit }, a.cookie)).json()).url as string,
    ).pathname.split('/')[2]
    const recheck = String(
      (await (await post('recheck', { audit }, a.cookie)).json()).recheck.id as number,
    )

    // Staff sign in to the CMS, not the site: their CMS token is tried as a site session too.
    const admin = (await adminAuth()).replace(/^JWT /, '')
    const staff: Record<string, string> = { admin }
    for (const role of ['sales', 'editor']) {
      const email = `access-${role}-${randomUUID().slice(0, 6)}@staff.example`
      const made = await fetch(`${CMS}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${admin}` },
        body: JSON.stringify({ email, password: 'staff-password-123', roles: [role] }),
      })
      expect(made.status).toBe(201)
      const login = await fetch(`${CMS}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'staff-password-123' }),
      })
      staff[role] = ((await login.json()) as { token: string }).token
    }
    const tokenOf = (cookie: string) => cookie.replace(/^session=/, '')
    const callers: [string, string | undefined][] = [
      ['anonymous', undefined],
      ['customer A', tokenOf(a.cookie)],
      ['customer B', tokenOf(b.cookie)],
      ['sales', staff.sales],
      ['editor', staff.editor],
      ['admin', staff.admin],
    ]
    /** A call to the site with `token` as the session cookie; to the CMS as `Authorization`. */
    const site = (path: string, token?: string, body?: unknown) =>
      fetch(`${WEB}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        headers: {
          origin: WEB,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { cookie: `session=${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const cms = (method: string, path: string, token?: string, body?: unknown) =>
      fetch(`${CMS}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `JWT ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    /** What the dashboard shows the caller: A's business, or not (a redirect is 'signin'). */
    const dashboardSees = async (token?: string) => {
      const res = await site('/app/dashboard', token)
      if (res.status === 302) return /\/signin/.test(res.headers.get('location') ?? '') ? 302 : -1
      return (await res.text()).includes(business) ? 200 : 204
    }
    const probes: [string, (token?: string) => Promise<number>, number[]][] = [
      // [function, probe, status for each caller in order]
      ["site GET /app/dashboard (A's audit listed)", dashboardSees, [302, 200, 204, 302, 302, 302]],
      [
        `site GET /app/audits/:A`,
        async (t) => (await site(`/app/audits/${audit}`, t)).status,
        [302, 200, 404, 302, 302, 302],
      ],
      [
        `site GET /app/audits/:A/report.pdf`,
        async (t) => (await site(`/app/audits/${audit}/report.pdf`, t)).status,
        [302, 200, 404, 302, 302, 302],
      ],
      [
        'site GET /r/:token (the link is the key)',
        async (t) => (await site(`/r/${shareToken}`, t)).status,
        [200, 200, 200, 200, 200, 200],
      ],
      [
        "site POST /auth/share A's audit",
        async (t) => (await site('/auth/share', t, { audit })).status,
        [401, 200, 404, 401, 401, 401],
      ],
      [
        "site POST /auth/recheck A's audit",
        async (t) => (await site('/auth/recheck', t, { audit })).status,
        [401, 200, 404, 401, 401, 401],
      ],
      [
        "site POST /auth/recheck stop A's (B only)",
        async (t) =>
          t === tokenOf(b.cookie)
            ? (await site('/auth/recheck', t, { recheck, stop: true })).status
            : 0,
        [0, 0, 404, 0, 0, 0],
      ],
      [
        'site POST /auth/claim',
        async (t) => (await site('/auth/claim', t, {})).status,
        [401, 200, 200, 401, 401, 401],
      ],
      [
        'cms POST /api/audits/:A/share',
        async (t) => (await cms('POST', `/audits/${audit}/share`, t)).status,
        [401, 200, 404, 401, 401, 401],
      ],
      [
        'cms GET /api/audits/shared/:token (no site key)',
        async (t) => (await cms('GET', `/audits/shared/${shareToken}`, t)).status,
        [401, 401, 401, 401, 401, 401],
      ],
      [
        "cms POST /api/rechecks/start A's audit",
        async (t) => (await cms('POST', '/rechecks/start', t, { audit })).status,
        [401, 200, 404, 401, 401, 401],
      ],
      [
        'cms GET /api/rechecks/due',
        async (t) =>
          (
            await cms(
              'GET',
              `/rechecks/due?before=${encodeURIComponent(new Date().toISOString())}&limit=5`,
              t,
            )
          ).status,
        [403, 403, 403, 403, 403, 200],
      ],
      [
        'cms POST /api/rechecks/claim',
        async (t) =>
          (
            await cms('POST', '/rechecks/claim', t, {
              key: 'recheck:none',
              last_run_at: new Date().toISOString(),
              at: new Date().toISOString(),
            })
          ).status,
        [403, 403, 403, 403, 403, 200],
      ],
      [
        'cms GET /api/customers/claimable',
        async (t) => (await cms('GET', '/customers/claimable', t)).status,
        [401, 200, 200, 401, 401, 401],
      ],
    ]
    const rows = [['function'.padEnd(48), ...callers.map(([who]) => who.padEnd(11))].join(' ')]
    for (const [name, probe, expected] of probes) {
      const got: number[] = []
      for (const [, token] of callers) got.push(await probe(token))
      rows.push([name.padEnd(48), ...got.map((s) => String(s || '-').padEnd(11))].join(' '))
      expect(got, name).toEqual(expected)
    }
    console.log(
      `Who may use the account's functions (HTTP status; 302 → /signin; the dashboard's 200 lists A's audit, 204 does not; '-' not tried):\n${rows.join('\n')}`,
    )
    // B's attempt changed nothing: A's re-check is still on, A's audit still shared.
    expect(await dashboard(a.cookie)).toContain('Stop Monthly Re-check')
  }, 150_000)
})
