/**
 * The newsletter's emailed links on the site's own pages (docs/decisions/0130), the site's server
 * in process in front of the real audit service: the confirmation link opens a page in the site's
 * layout that confirms nothing; its button is a plain form POST (no script) whose outcome the page
 * shows after a redirect; the unsubscribe link and a mail client's one-click work the same way;
 * links of emails sent before the pages open them with their token; a malformed or forged token and
 * an audit service that is down each get their own page, never a 500.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '@aivis/web/server'
import { createLogger } from '@aivis/contract/log'
import { testApp } from '../../audit-service/test/support/app'
import { TEST_UNSUBSCRIBE_SECRET, memoryLeads } from '../../audit-service/test/support/leads'
import { confirmUrl, unsubscribeUrl, type MailSettings } from '@aivis/audit-service/mail/links'
import { startFakeCms, type FakeCms } from '../mocks/fake-cms'

const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))

let cms: FakeCms
let audit: Server
const leads = memoryLeads()
let web = ''
let closeWeb = async () => {}
let webServer: Server

async function startWeb(auditUrl: string) {
  const made = await createServer({
    env: { NODE_ENV: 'development', CMS_URL: cms.url, AUDIT_SERVICE_URL: auditUrl },
    root,
    hmr: false,
    logger: createLogger('web', { level: 'silent' }),
  })
  const server = made.app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, base, close: made.close }
}

beforeAll(async () => {
  cms = await startFakeCms()
  const app = testApp({
    assistants: () => null,
    describe: () => ({ assistants: [], simulated: false }),
    leads,
    logger: createLogger('audit-service', { level: 'silent' }),
  })
  audit = app.listen(0, '127.0.0.1')
  await new Promise((r) => audit.once('listening', r))
  const started = await startWeb(`http://127.0.0.1:${(audit.address() as AddressInfo).port}`)
  ;({ base: web, close: closeWeb, server: webServer } = started)
})

afterAll(async () => {
  for (const s of [webServer, audit]) {
    s?.closeAllConnections()
    s?.close()
  }
  await closeWeb()
  await cms?.close()
})

const settings = { siteUrl: 'https://site.example', unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET }
/** The path and query of a link as the emails carry it. */
const pathOf = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!

/** The page's text: tags dropped, entities decoded, spaces folded. */
const text = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** Posts the page's form as a browser without JavaScript does, not following the redirect. */
const press = (base: string, action: string, token: string) =>
  fetch(`${base}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  })

async function page(base: string, pathAndQuery: string) {
  const res = await fetch(`${base}${pathAndQuery}`)
  const html = await res.text()
  return { res, html, seen: text(html) }
}

async function signup(email: string) {
  const res = await fetch(`${web}/functions/v1/newsletter-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, source: 'footer_newsletter', form_started_at: 1 }),
  })
  expect(res.status).toBe(200)
}

describe('the newsletter confirmation link on the site', () => {
  it('opens a page in the site layout that confirms nothing; its form POST confirms, then says so', async () => {
    await signup('reader@example.com')
    const link = confirmUrl(settings as MailSettings, 'reader@example.com')
    expect(pathOf(link)).toMatch(/^\/newsletter\/confirm\?token=/)
    const before = leads.ops().length
    const { res, html, seen } = await page(web, pathOf(link))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    // The site's own frame: header navigation and the footer's newsletter.
    expect(html).toMatch(/<header/)
    expect(seen).toContain('Get the latest AI insights')
    expect(seen).toContain('Confirm your subscription')
    expect(seen).toContain('reader@example.com')
    expect(html).toMatch(/<form[^>]*action="\/newsletter\/confirm"[^>]*method="post"/)
    expect(html).toContain(`name="token" value="${tokenOf(link)}"`)
    expect(leads.ops()).toHaveLength(before)

    const pressed = await press(web, '/newsletter/confirm', tokenOf(link))
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/newsletter/confirm?outcome=confirmed')
    expect(leads.ops().at(-1)).toMatchObject({ method: 'PATCH', body: { confirmed: true } })
    const done = await page(web, '/newsletter/confirm?outcome=confirmed')
    expect(done.seen).toContain('Thanks for subscribing!')
    expect(done.seen).toContain("We'll keep you updated with the latest AI insights.")
    expect(done.html).toContain('href="/audit"')

    // Opened again: already subscribed, no button.
    const again = await page(web, pathOf(link))
    expect(again.seen).toContain("You're already subscribed!")
    expect(again.html).not.toContain('action="/newsletter/confirm"')
    const pressedAgain = await press(web, '/newsletter/confirm', tokenOf(link))
    expect(pressedAgain.headers.get('location')).toBe('/newsletter/confirm?outcome=already')
  })

  it("an old link (an email sent before the site's page) opens the page with its token", async () => {
    const token = tokenOf(confirmUrl(settings as MailSettings, 'old@example.com'))
    const res = await fetch(`${web}/functions/v1/newsletter-confirm?token=${token}`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/newsletter/confirm?token=${token}`)
  })

  it('a forged, expired or malformed link gets its own page with a way on, never a 500', async () => {
    const expired = confirmUrl(settings as MailSettings, 'late@example.com', Date.now() - 9e8)
    for (const query of [
      `?token=${tokenOf(expired)}`,
      '?token=not-a-token',
      '?token=%E0%A4%A',
      '?token=<script>',
      '',
    ]) {
      const { res, seen } = await page(web, `/newsletter/confirm${query}`)
      expect(res.status, query).toBe(200)
      expect(seen, query).toContain('This confirmation link is not valid or has expired.')
      expect(seen).toContain('Sign up again')
    }
    const pressed = await press(web, '/newsletter/confirm', tokenOf(expired))
    expect(pressed.headers.get('location')).toBe('/newsletter/confirm?outcome=invalid')
    const huge = await press(web, '/newsletter/confirm', 'x'.repeat(10_000))
    expect(huge.status).toBe(303)
    expect(huge.headers.get('location')).toBe('/newsletter/confirm?outcome=invalid')
  })
})

describe('the unsubscribe link on the site', () => {
  it('asks first; the button or a mail client one-click unsubscribes', async () => {
    await signup('leaver@example.com')
    const link = unsubscribeUrl(settings as MailSettings, 'leaver@example.com')
    expect(pathOf(link)).toMatch(/^\/newsletter\/unsubscribe\?token=/)
    const asked = await page(web, pathOf(link))
    expect(asked.seen).toContain('Stop sending the newsletter to leaver@example.com?')
    expect(asked.html).toMatch(/<form[^>]*action="\/newsletter\/unsubscribe"[^>]*method="post"/)
    const pressed = await press(web, '/newsletter/unsubscribe', tokenOf(link))
    expect(pressed.headers.get('location')).toBe('/newsletter/unsubscribe?outcome=unsubscribed')
    expect(leads.ops().at(-1)).toMatchObject({ kind: 'unsubscribe', body: { unsubscribed: true } })
    const done = await page(web, '/newsletter/unsubscribe?outcome=unsubscribed')
    expect(done.seen).toContain("You're unsubscribed.")
    expect(done.seen).toContain('Changed your mind?')
    expect((await page(web, pathOf(link))).seen).toContain("You're already unsubscribed.")

    // RFC 8058: the mail client posts to the List-Unsubscribe address and reads the status.
    await signup('clicker@example.com')
    const header = unsubscribeUrl(settings as MailSettings, 'clicker@example.com')
    const oneClick = await fetch(`${web}${pathOf(header)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    })
    expect(oneClick.status).toBe(200)
    expect(leads.ops().at(-1)).toMatchObject({ kind: 'unsubscribe' })
    const forged = await page(web, '/newsletter/unsubscribe?token=abc.def')
    expect(forged.seen).toContain('This unsubscribe link is not valid.')
  })
})

describe('the audit service down', () => {
  it('the page says so and keeps the button to try again; an old link still opens the page', async () => {
    audit.closeAllConnections()
    await new Promise((r) => audit.close(r))
    const link = confirmUrl(settings as MailSettings, 'reader@example.com')
    const { res, html, seen } = await page(web, pathOf(link))
    expect(res.status).toBe(200)
    expect(seen).toContain("We couldn't confirm your subscription just now")
    expect(seen).toContain('Please try again in a minute.')
    expect(html).toContain(`name="token" value="${tokenOf(link)}"`)
    const pressed = await press(web, '/newsletter/confirm', tokenOf(link))
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe(
      `/newsletter/confirm?token=${tokenOf(link)}&outcome=unavailable`,
    )
    // An old link still opens the page while the service is down.
    const old = await fetch(`${web}/functions/v1/newsletter-confirm?token=abc`, {
      redirect: 'manual',
    })
    expect(old.headers.get('location')).toBe('/newsletter/confirm?token=abc')
  })
})
