/**
 * Leads through the whole stack: the site's functions answer, the lead reaches the CMS (read as the
 * admin) and its messages reach the mail catcher; the CMS's unique index on `idempotency_key` is what
 * makes the relay's retries safe.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CMS, WEB, adminAuth, eventually, mailSource, mailTo } from './stack'

const post = (fn: string, body: object) =>
  fetch(`${WEB}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_fax: '', form_started_at: Date.now() - 10_000, ...body }),
  })

async function cmsDocs(collection: string, field: string, value: string) {
  const res = await fetch(
    `${CMS}/api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0`,
    { headers: { Authorization: await adminAuth() } },
  )
  if (!res.ok) throw new Error(`${collection}: ${res.status}`)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

describe('leads through the stack', () => {
  it('a contact inquiry reaches the CMS once, sales get its message by mail and its sender an acknowledgement', async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`
    const message = `Please analyse our visibility. Reference ${randomUUID()}`
    const res = await post('send-contact-inquiry', {
      name: 'Ana Silva',
      email,
      businessName: 'Harbour Dental',
      websiteUrl: 'harbourdental.com.au',
      industry: 'health',
      message,
    })
    expect(res.status).toBe(200)
    const docs = await eventually(async () => {
      const d = await cmsDocs('inquiries', 'email', email)
      return d.length ? d : null
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      businessName: 'Harbour Dental',
      websiteUrl: 'https://harbourdental.com.au',
      status: 'new',
      message,
    })
    expect(docs[0].idempotency_key).toEqual(expect.any(String))
    const notice = await eventually(async () => {
      const m = (await mailTo('sales@visibly.example')).filter((x) => x.text.includes(message))
      return m.length ? m : null
    })
    expect(notice).toHaveLength(1)
    expect(notice[0].subject).toMatch(/Harbour Dental/)
    // The sender's acknowledgement: what happens next, once, without a copy of the message.
    const ack = await eventually(async () => {
      const m = await mailTo(email)
      return m.length ? m : null
    })
    expect(ack).toHaveLength(1)
    expect(ack[0].subject).toBe("We've received your inquiry")
    expect(ack[0].text.replace(/\s+/g, ' ')).toContain(
      "We'll analyze your business and get back to you within 48 hours.",
    )
    expect(ack[0].text).not.toContain(message)
    expect(ack[0].html).toContain('<html')
  })

  it("a newsletter signup is confirmed on the site's page its emailed link opens, then welcomed with a working unsubscribe link", async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`
    const first = await (await post('newsletter-signup', { email })).json()
    expect(first).toEqual({ success: true, message: 'Subscribed.' })
    // The same answer for an address already on the list (no membership disclosed).
    expect(await (await post('newsletter-signup', { email })).json()).toEqual(first)
    const [doc] = await eventually(async () => {
      const d = await cmsDocs('newsletter-subscribers', 'email', email)
      return d.length ? d : null
    })
    expect(doc).toMatchObject({ confirmed: false })
    // Double opt-in: a confirmation message (once), no welcome yet.
    const [confirmation] = await eventually(async () => {
      const m = await mailTo(email)
      return m.length ? m : null
    })
    expect(confirmation.subject).toMatch(/Confirm your subscription/)
    const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(
      confirmation.text,
    )?.[0]
    expect(confirmLink, confirmation.text).toBeDefined()
    const confirmUrl = new URL(confirmLink!)
    // Opening the link (a mail scanner's prefetch) confirms nothing; the page's button does.
    const page = await fetch(`${WEB}${confirmUrl.pathname}${confirmUrl.search}`)
    const html = await page.text()
    expect(html).toMatch(/Confirm subscription/)
    expect(html).toContain(email)
    // The button: a plain form POST, answered by the page of its outcome.
    const confirmed = await fetch(`${WEB}${confirmUrl.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: confirmUrl.searchParams.get('token')! }).toString(),
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.url).toMatch(/\/newsletter\/confirm\?outcome=confirmed$/)
    expect(await confirmed.text()).toContain('Thanks for subscribing!')
    await eventually(async () => {
      const [d] = await cmsDocs('newsletter-subscribers', 'email', email)
      return d?.confirmed === true
    })
    const welcome = await eventually(async () => {
      const m = (await mailTo(email)).find((x) => /Welcome/.test(x.subject))
      return m ?? null
    })
    const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.%-]+/.exec(welcome.text)?.[0]
    expect(link, welcome.text).toBeDefined()
    expect(await mailSource(welcome.id)).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m,
    )
    // The one-click POST a mail client makes, through the site.
    const url = new URL(link!)
    const unsub = await fetch(`${WEB}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(unsub.status).toBe(200)
    await eventually(async () => {
      const [doc] = await cmsDocs('newsletter-subscribers', 'email', email)
      return doc?.unsubscribed === true
    })
  })

  it('the CMS refuses a second document with the same idempotency key (the relay relies on it)', async () => {
    const key = randomUUID()
    const auth = { Authorization: await adminAuth(), 'content-type': 'application/json' }
    const doc = {
      name: 'Dup Test',
      email: 'dup@example.com',
      businessName: 'Dup Co',
      message: 'A message long enough to be valid.',
      idempotency_key: key,
    }
    const first = await fetch(`${CMS}/api/inquiries`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(doc),
    })
    expect(first.status).toBe(201)
    const second = await fetch(`${CMS}/api/inquiries`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(doc),
    })
    expect(second.status).toBe(400)
    expect(await second.text()).toMatch(/idempotency_key/)
  })
})
