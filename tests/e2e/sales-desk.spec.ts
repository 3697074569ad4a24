/**
 * The admin as sales and marketing staff use it, through the real CMS in Chromium
 * (docs/decisions/0085, 0087, 0088):
 * - a visitor audits a website, has the results emailed and writes in; the lead desk's figures
 *   each match the admin list they link to, and the inquiry's page shows the audit and the results
 *   email of the same person;
 * - a salesperson follows one prospect (docs/decisions/0126) from the desk's warmest leads to the
 *   inquiry, its audits, the results email sent to another address at the business's website and
 *   the customer account, and sees the account's sign-up and re-check counted;
 * - an editor saves a new price as a draft and schedules its publication with Payload's Schedule
 *   Publish drawer; visitors keep the old price until its time, then the site shows the new one;
 * - a salesperson opens an audit and reads the customer's report in words and percentages, with
 *   nothing of its evidence editable and no request to another host (no code editor from a CDN),
 *   then opens the customer's own view of it on the site (docs/decisions/0125).
 */
import { SITE_TIME_ZONE_DEFAULT } from '@aivis/contract'
import { expect, test, type Page } from '@playwright/test'
import { CMS, WEB, adminAuth, eventually, mailTo } from '../acceptance/stack'
import { signInToAdmin } from './adminSession'

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${WEB}/functions/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

/** The number of documents the admin list at `href` shows ("1-10 of 23", or 'No Results.': 0). */
async function listTotal(page: Page, href: string): Promise<number> {
  await page.goto(`${CMS}${href}`)
  const info = page.locator('.page-controls__page-info')
  const none = page.getByText('Either none exist or none match', { exact: false })
  await expect(info.or(none).first()).toBeVisible({ timeout: 20_000 })
  if (await none.first().isVisible()) return 0
  const text = (await info.first().textContent()) ?? ''
  return Number(/of\s+([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN)
}

test('the lead desk counts what its lists hold, and an inquiry shows what its sender did', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const site = `desk-${stamp}.example`
  const email = `owner.${stamp}@desk.example`
  // As a visitor: an audit of the website, its results emailed, then an inquiry.
  const result = await post('competitive-audit', {
    businessName: 'Desk Dental',
    location: 'Sydney',
    specialism: 'dentist',
    website: `https://www.${site}/`,
    force_run: true,
  })
  await post('send-audit-results', {
    email,
    audit_id: result.audit_id,
    audit_token: result.audit_token,
  })
  await post('send-contact-inquiry', {
    name: 'Owen Desk',
    email,
    businessName: 'Desk Dental',
    websiteUrl: site,
    message: 'Saw our audit: can you help?',
    form_started_at: Date.now() - 60_000,
  })
  const auth = await signInToAdmin(page)
  const inquiry = await eventually(async () => {
    const res = await fetch(
      `${CMS}/api/inquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { Authorization: auth } },
    )
    const { docs } = (await res.json()) as { docs: { id: number; audits?: { docs: unknown[] } }[] }
    return docs[0]?.audits?.docs.length ? docs[0] : null
  }, 30_000)

  // Our results email has gone out: the relay marks it sent a moment after the mail server took
  // it, and the desk's figures must not be read while that is still changing them.
  await eventually(async () => {
    const res = await fetch(
      `${CMS}/api/result-email-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { Authorization: auth } },
    )
    const { docs } = (await res.json()) as { docs: { sent_at?: string | null }[] }
    return docs[0]?.sent_at
  }, 30_000)

  // The dashboard: every figure, then the list it links to. The figures are live (other leads may
  // still be arriving), so a figure and its list are compared again from a fresh dashboard when
  // they differ.
  const readFigures = async () => {
    await page.goto(`${CMS}/admin`)
    await expect(page.getByRole('heading', { name: 'Leads this week' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('link', { name: /Desk Dental · Owen Desk/ }).first()).toBeVisible()
    return page.locator('.desk a.desk__big, .desk a.desk__figure').evaluateAll((links) =>
      links.map((a) => ({
        label: a.querySelector('.desk__label')?.textContent ?? '',
        count: Number((a.querySelector('.desk__count')?.textContent ?? '').replace(/,/g, '')),
        href: a.getAttribute('href') ?? '',
      })),
    )
  }
  const mismatches = async () => {
    const figures = await readFigures()
    const labels = figures.map((f) => f.label)
    for (const label of ['Inquiries', 'Results emails', 'Sent', 'Not answered', 'Audits today'])
      expect(labels).toContain(label)
    expect(figures.find((f) => f.label === 'Inquiries')!.count).toBeGreaterThanOrEqual(1)
    expect(figures.find((f) => f.label === 'Sent')!.count).toBeGreaterThanOrEqual(1)
    expect(figures.find((f) => f.label === 'Audits today')!.count).toBeGreaterThanOrEqual(1)
    const wrong: string[] = []
    for (const f of figures.filter((f) => f.href.startsWith('/admin/collections/'))) {
      const listed = await listTotal(page, f.href)
      if (listed !== f.count) wrong.push(`${f.label}: ${f.count} on the desk, ${listed} listed`)
    }
    return wrong
  }
  let wrong = await mismatches()
  for (let again = 0; wrong.length && again < 2; again++) wrong = await mismatches()
  expect(wrong).toEqual([])

  // The inquiry's page: the audit and the results email of the same person, in their tables.
  await page.goto(`${CMS}/admin/collections/inquiries/${inquiry.id}`)
  const audits = page.locator('.field-type.join').filter({ hasText: 'Audits of this person' })
  await expect(audits.getByText('Desk Dental')).toBeVisible({ timeout: 20_000 })
  const emails = page
    .locator('.field-type.join')
    .filter({ hasText: 'Results emails of this person' })
  await expect(emails.getByText(email)).toBeVisible()
})

/** A POST to the site's account routes, as its own pages send them. */
async function account(path: string, body: unknown): Promise<Response> {
  return fetch(`${WEB}/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB },
    body: JSON.stringify(body),
  })
}

/** A REST call to the CMS with `auth` (a whole `Authorization` header value; '' for none). */
async function cms(method: string, path: string, auth: string, body?: unknown) {
  const res = await fetch(`${CMS}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as any }
}

/** Signs a new sales user in to the admin in `page`; resolves with its `Authorization` value. */
async function signInAsSales(page: Page, email: string): Promise<string> {
  const password = 'sales-desk-password-1'
  const made = await cms('POST', '/users', await adminAuth(), { email, password, roles: ['sales'] })
  expect(made.status, JSON.stringify(made.json)).toBe(201)
  const login = await cms('POST', '/users/login', '', { email, password })
  expect(login.status).toBe(200)
  await page.context().addCookies([{ name: 'payload-token', value: login.json.token, url: CMS }])
  return `JWT ${login.json.token}`
}

test('a salesperson follows one prospect from the desk to its inquiry, audits, results email and account', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const site = `harbour-${stamp}.example`
  const owner = `owner@${site}`
  const password = 'a-long-customer-password'
  // As visitors: the owner audits the website and has the results mailed to them, then signs up
  // and turns a monthly re-check on; a colleague writes in from another address of the business.
  const result = await post('competitive-audit', {
    businessName: 'Harbour Follow',
    location: 'Sydney',
    specialism: 'dentist',
    website: `https://www.${site}/`,
    force_run: true,
  })
  await post('send-audit-results', {
    email: owner,
    audit_id: result.audit_id,
    audit_token: result.audit_token,
  })
  expect((await account('sign-up', { email: owner })).status).toBe(200)
  const mail = await eventually(
    async () => (await mailTo(owner)).find((m) => /Confirm your email/.test(m.subject)),
    20_000,
  )
  const token = /\?token=([A-Za-z0-9]+)/.exec(mail.text)?.[1]
  expect((await account('verify', { token, password })).status).toBe(200)
  const session = await cms('POST', '/customers/login', '', { email: owner, password })
  expect(session.status).toBe(200)
  const customerAuth = `JWT ${session.json.token}`
  const customer = session.json.user.id
  // The audit reaches the CMS through the relay: the account claims it, then re-checks it.
  const audit = await eventually(async () => {
    const claimed = await cms('POST', '/customers/claim', customerAuth)
    if (claimed.status !== 200 || !claimed.json.claimed) return null
    const mine = await cms(
      'GET',
      `/audits?where[website_domain][equals]=${site}&depth=0`,
      customerAuth,
    )
    return mine.json.docs[0] as { id: number } | undefined
  }, 30_000)
  const recheck = await cms('POST', '/rechecks/start', customerAuth, { audit: audit.id })
  expect(recheck.status, JSON.stringify(recheck.json)).toBe(200)
  await post('send-contact-inquiry', {
    name: 'Mia Follow',
    email: `mia@${site}`,
    businessName: 'Harbour Follow',
    websiteUrl: site,
    message: 'We ran your audit: can you help us be found?',
    form_started_at: Date.now() - 60_000,
  })

  // As a salesperson: the desk's warmest leads name the inquiry.
  const sales = await signInAsSales(page, `sales.${stamp}@desk.example`)
  const inquiry = await eventually(async () => {
    const found = await cms('GET', `/inquiries?where[email][equals]=mia@${site}&depth=0`, sales)
    const doc = found.json.docs?.[0]
    return doc?.audits?.docs.length && doc?.results_emails?.docs.length ? doc : null
  }, 30_000)
  await page.goto(`${CMS}/admin`)
  await expect(page.getByRole('heading', { name: 'Warmest leads' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('link', { name: /Harbour Follow · Mia Follow · Inquiry and audits/ }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/inquiries/${inquiry.id}$`))

  // The inquiry: the audit, the results email to the owner's address, the re-check.
  // A join field by its own heading: a join's table may name another join in its columns.
  const join = (label: string) =>
    page
      .locator('.field-type.join')
      .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
  await expect(join('Audits of this person').getByText('Harbour Follow')).toBeVisible({
    timeout: 20_000,
  })
  await expect(join('Results emails of this person').getByText(owner)).toBeVisible()
  await expect(join('Re-checks of this person').getByText('Harbour Follow')).toBeVisible()

  // The audit: its results email and its re-check.
  await page.goto(`${CMS}/admin/collections/audits/${audit.id}`)
  await expect(join('Results emails of this audit').getByText(owner)).toBeVisible({
    timeout: 20_000,
  })
  await expect(join('Re-checks of this business').getByText('Harbour Follow')).toBeVisible()

  // The results email: its audit, the inquiry and the account in its sidebar, and the re-check.
  const [email] = inquiry.results_emails.docs as (number | { id: number })[]
  const emailId = typeof email === 'object' ? email.id : email
  const sent = await cms('GET', `/result-email-requests/${emailId}?depth=0`, sales)
  expect(sent.json.audit_record).toBe(audit.id)
  expect(sent.json.inquiries).toEqual([inquiry.id])
  expect(sent.json.customers).toEqual([customer])
  await page.goto(`${CMS}/admin/collections/result-email-requests/${emailId}`)
  await expect(page.getByText('Customer accounts of this person')).toBeVisible({ timeout: 20_000 })
  await expect(join('Re-checks of this person').getByText('Harbour Follow')).toBeVisible()

  // The account: the inquiry, the results email, the audit and the re-check.
  await page.goto(`${CMS}/admin/collections/customers/${customer}`)
  await expect(join('Inquiries of this person').getByText('Harbour Follow')).toBeVisible({
    timeout: 20_000,
  })
  await expect(join('Results emails of this person').getByText(owner)).toBeVisible()
  await expect(join('Audits of this person').getByText('Harbour Follow')).toBeVisible()
  await expect(join('Re-checks').getByText('Harbour Follow')).toBeVisible()

  // The desk counts the sign-up and the re-check (the first test compares every figure with its
  // list), and each figure's list holds ours.
  for (const [label, ours] of [
    ['Account sign-ups', owner],
    ['Re-checks turned on', 'Harbour Follow'],
  ]) {
    await page.goto(`${CMS}/admin`)
    const figure = page.locator('.desk a').filter({ hasText: label }).first()
    await expect(figure).toBeVisible({ timeout: 30_000 })
    const count = Number((await figure.locator('.desk__count').textContent())?.replace(/,/g, ''))
    expect(count, label).toBeGreaterThanOrEqual(1)
    await figure.click()
    await expect(page.locator('table').getByText(ours).first()).toBeVisible({
      timeout: 20_000,
    })
  }
})

test('a price scheduled in the admin goes live on the site at its time, not before', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const auth = await signInToAdmin(page)
  const found = await fetch(`${CMS}/api/offers?where[slug][equals]=pro&depth=0`)
  const [pro] = ((await found.json()) as { docs: { id: number; price: number }[] }).docs
  const newPrice = pro.price + 3
  const shown = (price: number) => `$${price.toLocaleString('en-US')}`
  try {
    await page.goto(`${CMS}/admin/collections/offers/${pro.id}`)
    const exit = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
    if (await exit.isVisible()) await exit.click()
    await page.locator('#field-price').fill(String(newPrice))
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText('Draft saved successfully.')).toBeVisible()
    // A draft is not on the site.
    expect(await (await fetch(`${WEB}/`)).text()).not.toContain(shown(newPrice))

    // Publish ▾ → Schedule Publish, at the next whole minute (the drawer's time has minutes).
    await page.locator('.btn--withPopup .popup-button').first().click()
    await page.locator('#schedule-publish').click()
    const input = page.locator('.schedule-publish input[type="text"]').first()
    let at = new Date()
    // Typed as a person types it, then the calendar closed by a click beside it: Enter reopens a
    // closed calendar over the Save button, and a calendar that opened at today's midnight keeps it.
    // Retried until the field reads the time typed (the minute may turn meanwhile).
    await expect(async () => {
      at = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000)
      const time = at
        .toLocaleString('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
          // The drawer's zone is the site's (SITE_TIME_ZONE, docs/decisions/0129), not the browser's.
          timeZone: process.env.SITE_TIME_ZONE || SITE_TIME_ZONE_DEFAULT,
        })
        .replace(/, (\d+:)/, ' $1')
      await input.fill(time)
      await page.locator('.schedule-publish__drawer-header h2').click()
      await expect(page.locator('.react-datepicker-popper')).toHaveCount(0, { timeout: 2_000 })
      await expect(input).toHaveValue(time, { timeout: 1_000 })
      expect(Date.now()).toBeLessThan(at.getTime() - 1_000)
    }).toPass({ timeout: 30_000 })
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()

    // Still the old price until the time; then the new one, without anyone publishing.
    if (Date.now() < at.getTime() - 2_000)
      expect(await (await fetch(`${WEB}/`)).text()).not.toContain(shown(newPrice))
    await eventually(
      async () => (await (await fetch(`${WEB}/`)).text()).includes(shown(newPrice)),
      at.getTime() - Date.now() + 60_000,
    )
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  } finally {
    await fetch(`${CMS}/api/offers/${pro.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: auth },
      // Published again at its old price: a plain PATCH of a drafted offer leaves it a draft, off the site.
      body: JSON.stringify({ price: pro.price, _status: 'published' }),
    })
  }
})

test('a salesperson opens an audit, reads percentages and words, finds no editable verdict, no request leaves for another host, and follows the customer-view link', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const business = `Report Dental ${stamp}`
  await post('competitive-audit', {
    businessName: business,
    location: 'Sydney',
    specialism: 'dentist',
    website: `https://www.report-${stamp}.example/`,
    force_run: true,
  })
  const admin = await signInToAdmin(page)
  const audit = await eventually(async () => {
    const res = await fetch(
      `${CMS}/api/audits?where[business_name][equals]=${encodeURIComponent(business)}&depth=0`,
      { headers: { Authorization: admin } },
    )
    const { docs } = (await res.json()) as { docs: { id: number; severity: string }[] }
    return docs[0] ?? null
  }, 30_000)
  await signInAsSales(page, `sales.${stamp}@desk.example`)

  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.host)
  })
  await page.goto(`${CMS}/admin/collections/audits/${audit.id}`)
  const report = page.locator('.audit-report')
  await expect(report.getByRole('heading', { name: 'Report', exact: true })).toBeVisible({
    timeout: 30_000,
  })
  // Words and percentages, as the customer reads them; no raw fraction.
  await expect(report.locator('.audit-report__verdict')).not.toBeEmpty()
  await expect(report.getByText(/^Mention rate \d+% \(95% range \d+%–\d+%\)/)).toBeVisible()
  await expect(report.getByRole('heading', { name: 'What each assistant answered' })).toBeVisible()
  expect(await report.textContent()).not.toMatch(/\b0\.\d{3,}/)
  await expect(page.getByText(/0\.\d{6,}/)).toHaveCount(0)
  // Nothing of the evidence can be changed here.
  await expect(page.locator('#field-severity')).toHaveClass(/read-only/)
  for (const field of ['business_name', 'specialism', 'location'])
    await expect(page.locator(`#field-${field}`)).toBeDisabled()
  // No code editor, and nothing fetched from another host (Monaco came from a public CDN).
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.code-editor')).toHaveCount(0)
  expect([...hosts]).toEqual([new URL(CMS).host])

  // The customer's view, on the site, read-only and not indexed.
  const [view] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'View as customer' }).click(),
  ])
  await view.waitForLoadState()
  expect(view.url().startsWith(`${WEB}/staff-view/`), view.url()).toBe(true)
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(business)
  await expect(view.getByRole('heading', { name: 'The figures' })).toBeVisible()
  await expect(view.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(view.locator('form')).toHaveCount(0)
  // A token that was tampered with opens the site's 404 page, not an error.
  const forged = view.url().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
  const refused = await view.goto(forged)
  expect(refused?.status()).toBe(404)
  await expect(view.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})
