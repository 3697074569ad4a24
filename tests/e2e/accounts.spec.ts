/**
 * A customer account in Chromium, through the real stack and the mail catcher (decisions 0074,
 * 0076, 0077): sign up on /signin/new, confirm with the mailed link's button, sign in on /signin
 * (sent back to the page asked for), run an audit signed in, find it on the dashboard, download its
 * PDF, share it by a private link (seen signed out) and revoke it, open the avatar menu, and sign
 * out from it. The account's pages, signed in, in both themes at 1280 and
 * 375 px: no axe violation, nothing wider than the screen.
 */
import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { eventually, mailTo } from '../acceptance/stack'

const PASSWORD = 'a-long-password'

/** The `?token=` link of the newest mail to `to` with that subject, as a path on the site. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const mail = await eventually(async () =>
    (await mailTo(to)).reverse().find((m) => subject.test(m.subject)),
  )
  const url = new URL(/https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9]+/.exec(mail.text)![0])
  return `${url.pathname}${url.search}`
}

/** Runs an audit from the page, as its own script would (with the page's cookies): the status. */
const runAudit = (page: Page, businessName: string) =>
  page.evaluate(async (name) => {
    const res = await fetch('/functions/v1/competitive-audit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessName: name, location: 'Sydney', specialism: 'dentist' }),
    })
    return res.status
  }, businessName)

/** The sign-in form (the footer has a newsletter email field of its own). */
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign In' })

async function signUpAndConfirm(page: Page): Promise<string> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/signin/new', { waitUntil: 'networkidle' })
  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('status')).toContainText(/inbox|email/i)
  await page.goto(await mailedLink(email, /Confirm your email/), { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByRole('status')).toHaveText('Your email is confirmed. You can sign in now.')
  return email
}

test('sign up, confirm by mail, sign in, audit, dashboard, PDF, share and revoke, sign out from the avatar menu', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = await signUpAndConfirm(page)

  // Asking for the dashboard signed out leads to the sign-in, then back.
  await page.goto('/app/dashboard', { waitUntil: 'networkidle' })
  await expect(page).toHaveURL(/\/signin\?next=%2Fapp%2Fdashboard$/)
  const form = signInForm(page)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill('wrong-password')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.')
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'No audits yet' })).toBeVisible()

  // An audit run signed in is kept.
  const businessName = `E2E Dental ${randomUUID().slice(0, 6)}`
  expect(await runAudit(page, businessName)).toBe(200)
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('heading', { name: businessName })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText('Run it again to see how your visibility changes.')).toBeVisible()

  // The PDF report downloads; a private link shows the audit to someone signed out, until revoked.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download the PDF report of/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^ai-visibility-report-E2E-Dental-.*\.pdf$/)
  await page.getByRole('button', { name: `Share ${businessName}` }).click()
  const link = await page.getByLabel(`Share link of ${businessName}`).inputValue()
  const stranger = await browser.newContext()
  const shared = await stranger.newPage()
  await shared.goto(link)
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText(businessName)
  await page.getByRole('button', { name: 'Stop Sharing' }).click()
  await expect(page.getByText('No longer shared: the link stopped working.')).toBeVisible()
  await shared.reload()
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await stranger.close()

  // The avatar menu: Go to Dashboard, Sign Out.
  const menu = page.getByRole('button', { name: `Account menu for ${email}` })
  await menu.click()
  await expect(page.getByRole('menuitem')).toHaveText(['Go to Dashboard', 'Sign Out'])
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await page.goto('/app/dashboard')
  await expect(page).toHaveURL(/\/signin\?next=/)
})

test('the account pages signed in, and a shared audit: no axe violation, nothing wider than the screen, both themes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = await signUpAndConfirm(page)
  await page.goto('/signin', { waitUntil: 'networkidle' })
  const form = signInForm(page)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  // Two audits of one business: the change, the charts and the table are on the page.
  for (let run = 0; run < 2; run++) expect(await runAudit(page, 'Axe Dental')).toBe(200)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Mention rate (with its 95% range)')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  // The shared page of one of them, too.
  const auditId = /\/app\/audits\/([^/]+)\/report\.pdf/.exec(
    (await page
      .getByRole('link', { name: /Download the PDF report of/ })
      .first()
      .getAttribute('href'))!,
  )![1]
  const sharedPath = await page.evaluate(async (audit) => {
    const res = await fetch('/auth/share', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ audit }),
    })
    return new URL(((await res.json()) as { url: string }).url).pathname
  }, auditId)
  for (const theme of ['dark', 'light'] as const)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      for (const path of ['/app/dashboard', '/app/settings', sharedPath]) {
        await page.goto(path, { waitUntil: 'networkidle' })
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width)
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        expect(
          axe.violations.map(
            (v) =>
              `${path} ${theme} ${width}: ${v.id} (${v.nodes.map((n) => n.target).join(', ')})`,
          ),
        ).toEqual([])
      }
    }
})
