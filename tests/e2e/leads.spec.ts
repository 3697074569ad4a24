/**
 * A visitor leaves their details: a contact inquiry from /contact (a lasting success panel, the
 * sales notice and the sender's acknowledgement), the footer's newsletter (twice, answered alike
 * by one panel asking to confirm; double opt-in: the emailed link opens the site's own page,
 * whose button, a plain form working without JavaScript, subscribes, and the welcome follows) and
 * the results email from /audit-results; a toast on a phone stays under the header. Each form is
 * submitted at least MIN_FILL_MS after it was shown, as a person would, so the service takes it
 * for a person's (a quicker submission is answered alike but kept as suspected spam, with no mail).
 * The results email names the audit the page shows by its id and token; the service mails the
 * result it stored.
 */
import { MIN_FILL_MS, resultPath } from '@aivis/contract'
import { expect, test, type Page } from '@playwright/test'
import { CMS, adminAuth, eventually, mailTo } from '../acceptance/stack'

/** Waits until the form shown at page load counts as filled by a person. */
const likeAPerson = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 250)
/** Whitespace-folded, so a line wrapped in the plain-text part still matches. */
const fold = (s: string) => s.replace(/\s+/g, ' ')

/** The CMS documents of `collection` whose `email` is `email`, read as the admin. */
async function cmsByEmail(collection: string, email: string) {
  const res = await fetch(
    `${CMS}/api/${collection}?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: await adminAuth() } },
  )
  if (!res.ok) throw new Error(`${collection}: ${res.status}`)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

/** Radix also copies a toast into a screen-reader announcement, hence .first(). */
const toast = (page: Page, text: string) => expect(page.getByText(text).first()).toBeVisible()

test('a contact inquiry is sent: a success panel that stays, the acknowledgement mailed, the form empty again', async ({
  page,
}) => {
  await page.goto('/contact', { waitUntil: 'networkidle' })
  await expect(
    page.getByRole('heading', {
      name: 'Ready to see where your business ranks in AI search results?',
    }),
  ).toBeVisible()
  await expect(page.getByText('Most Popular')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Book a Strategy Call' })).toBeVisible()

  const form = page.getByRole('form', { name: 'Detailed Business Analysis' })
  const send = form.getByRole('button', { name: 'Send Detailed Inquiry' })
  // Validated on submit, with the spec's messages under the fields.
  await send.click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Message must be at least 20 characters')).toBeVisible()

  await form.getByLabel('Name', { exact: true }).fill('Jane Citizen')
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0)
  const email = `e2e-contact-${Date.now()}@example.com`
  const message = `We would like to know where we stand when people ask AI assistants for a dentist. Ref ${Date.now()}`
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Business Name').fill('Harbour Dental')
  await form.getByLabel('Website URL (Optional)').fill('harbourdental.com.au')
  await form
    .getByLabel('Industry/Business Type (Optional)')
    .selectOption({ label: 'Health & Wellness (clinics, dentists, physios, gyms)' })
  await form.getByLabel('Message').fill(message)
  await likeAPerson(page)
  await send.click()

  const sent = page.getByRole('status').filter({ hasText: 'Inquiry sent successfully!' })
  await expect(sent).toBeVisible()
  await expect(sent).toContainText(
    "We'll analyze your business and get back to you within 48 hours.",
  )
  await expect(sent).toContainText(`A confirmation is on its way to ${email}.`)
  await expect(sent).toBeFocused()
  await sent.getByRole('button', { name: 'Send another inquiry' }).click()
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('')
  await expect(form.getByLabel('Message')).toHaveValue('')
  await expect(send).toBeEnabled()

  // It reaches the CMS once, for sales, and sales get its message by mail.
  const docs = await eventually(async () => {
    const d = await cmsByEmail('inquiries', email)
    return d.length ? d : null
  })
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ businessName: 'Harbour Dental', message, status: 'new' })
  const notice = await eventually(async () => {
    const m = (await mailTo('sales@visibly.example')).filter((x) => fold(x.text).includes(message))
    return m.length ? m : null
  })
  expect(notice).toHaveLength(1)
  const ack = await eventually(async () => {
    const m = await mailTo(email)
    return m.length ? m : null
  })
  expect(ack).toHaveLength(1)
  expect(ack[0].subject).toBe("We've received your inquiry")
  expect(fold(ack[0].text)).toContain('get back to you within 48 hours')
})

test('on a phone, a toast stays under the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  // The service refusing: the form's failure toast.
  await page.route('**/functions/v1/send-contact-inquiry', (route) =>
    route.fulfill({ status: 500, body: '{"error":"internal"}' }),
  )
  await page.goto('/contact', { waitUntil: 'networkidle' })
  const form = page.getByRole('form', { name: 'Detailed Business Analysis' })
  await form.getByLabel('Name', { exact: true }).fill('Jane Citizen')
  await form.getByLabel('Email', { exact: true }).fill('jane@example.com')
  await form.getByLabel('Business Name').fill('Harbour Dental')
  await form.getByLabel('Message').fill('Where do we stand when people ask AI assistants?')
  await form.getByRole('button', { name: 'Send Detailed Inquiry' }).click()
  await toast(page, 'Failed to send inquiry')
  const header = (await page.getByRole('banner').boundingBox())!
  const box = (await page.locator('[data-toasts] li').first().boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
})

test("'Book a Strategy Call' tracks InitiateCheckout, then opens the booking page", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { fbq: (...args: unknown[]) => void; fbqCalls: unknown[][] }
    w.fbqCalls = []
    w.fbq = (...args) => w.fbqCalls.push(args)
  })
  await page.goto('/contact', { waitUntil: 'networkidle' })
  const book = page.getByRole('main').getByRole('link', { name: 'Book a Strategy Call' })
  const bookingUrl = (await book.getAttribute('href'))!
  expect(bookingUrl).toMatch(/^https?:\/\//)
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
  // The booking page is outside this network: answer it here.
  await context.route(bookingUrl, (route) => route.fulfill({ body: 'booking page' }))
  const popup = page.waitForEvent('popup')
  await book.click()
  expect((await popup).url()).toBe(bookingUrl)
  expect(
    await page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls),
  ).toEqual([
    [
      'track',
      'InitiateCheckout',
      { content_name: 'Book A Strategy Call', content_category: 'strategy_call' },
    ],
  ])
  await expect(page).toHaveURL(/\/contact$/)
})

test("the footer newsletter answers alike twice; the emailed link opens the site's page, whose button confirms without JavaScript, and the welcome follows", async ({
  page,
  browser,
}) => {
  const email = `e2e-news-${Date.now()}@example.com`
  for (let i = 0; i < 2; i++) {
    await page.goto('/', { waitUntil: 'networkidle' })
    const form = page.getByRole('form', { name: 'Newsletter' })
    const subscribe = form.getByRole('button', { name: 'Subscribe' })
    await expect(subscribe).toBeDisabled()
    await form.getByLabel('Email address').fill(email)
    await likeAPerson(page)
    await subscribe.click()
    // One message, the same both times (the answer never tells whether the address was known):
    // nothing is subscribed until the emailed link is followed.
    const panel = page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })
    await expect(panel).toBeVisible()
    await expect(panel).toContainText(`We've sent a link to ${email}.`)
    await expect(page.getByText('Thanks for subscribing!')).toHaveCount(0)
    await expect(page.getByRole('form', { name: 'Newsletter' })).toHaveCount(0)
  }
  const confirmation = await eventually(async () => {
    const m = (await mailTo(email)).find((x) => /Confirm your subscription/.test(x.subject))
    return m ?? null
  })
  expect((await mailTo(email)).filter((x) => /Welcome/.test(x.subject))).toHaveLength(0)
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(confirmation.text)?.[0]
  expect(link, confirmation.text).toBeDefined()
  const url = new URL(link!)
  // A browser without JavaScript: the page's button is a plain form.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: new URL(page.url()).origin,
  })
  const plain = await noScript.newPage()
  await plain.goto(`${url.pathname}${url.search}`)
  // In the site's layout: its header and footer, and a way back.
  await expect(plain.getByRole('banner')).toBeVisible()
  await expect(plain.getByRole('contentinfo')).toBeVisible()
  await expect(plain.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await expect(plain.getByText(email)).toBeVisible()
  await plain.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(plain.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeVisible()
  await expect(plain.getByText("We'll keep you updated with the latest AI insights.")).toBeVisible()
  await expect(plain).toHaveURL(/\/newsletter\/confirm\?outcome=confirmed$/)
  await expect(plain.getByRole('link', { name: 'Run Free AI Audit' }).last()).toBeVisible()
  await noScript.close()
  await eventually(async () => {
    const [doc] = await cmsByEmail('newsletter-subscribers', email)
    return doc?.confirmed === true
  })
  await eventually(async () =>
    (await mailTo(email)).some((x) => /Welcome/.test(x.subject)) ? true : null,
  )
})

test('results are emailed from /audit-results: the thank-you dialog opens', async ({ page }) => {
  const res = await page.request.post('/functions/v1/competitive-audit', {
    data: {
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
      website: 'https://harbourdental.com.au',
    },
  })
  expect(res.ok()).toBe(true)
  const result = await res.text()
  await page.goto(resultPath(JSON.parse(result))!, { waitUntil: 'networkidle' })

  const block = page.getByRole('region', { name: 'Send my results and first 3 fixes' })
  await expect(block).toBeVisible()
  const send = block.getByRole('button', { name: 'Send my results' })
  await send.click()
  await toast(page, 'Email Required')

  const input = block.getByLabel('Your email address')
  const email = `e2e-results-${Date.now()}@example.com`
  await input.fill(email)
  await likeAPerson(page)
  await send.click()
  const dialog = page.getByRole('dialog', { name: 'Thanks! Your results are on the way' })
  await expect(dialog).toBeVisible()
  await toast(page, 'Results Sent')
  await expect(input).toHaveValue('')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)

  // The email arrives with the audit's ten questions.
  const questions = [
    ...new Set(
      (
        JSON.parse(result) as { questions_and_answers: { question: string }[] }
      ).questions_and_answers.map((q) => q.question),
    ),
  ]
  expect(questions).toHaveLength(10)
  const [mail] = await eventually(async () => {
    const m = await mailTo(email)
    return m.length ? m : null
  })
  for (const q of questions) {
    expect(fold(mail.text)).toContain(fold(q))
  }
  expect(mail.html).toContain('<html')
  expect(await cmsByEmail('result-email-requests', email)).toHaveLength(1)
})
