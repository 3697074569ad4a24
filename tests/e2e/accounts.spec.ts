/**
 * A customer account in Chromium, through the real stack and the mail catcher (decisions 0074,
 * 0076, 0077, 0078):
 * - sign up from the header's 'Sign Up' (the form then gives way to 'check your email') and
 *   confirm with the mailed link's button, which signs in: the dashboard, the header's avatar
 *   menu (decision 0131); signed out, the dashboard asked for leads to /signin (a wrong password
 *   refused) and back; a name and a photo set in the settings, shown by the header;
 * - two audits of one business, signed in: the first from the /audit form, the second with 'Run
 *   This Audit Again' on its report (/app/audits/:id, opened from the dashboard's list), each
 *   ending on the saved report;
 * - the dashboard: both in 'Every audit', the business's change between them and its charts; the
 *   newest one's PDF downloaded, its text holding the business and the row's verdict; a private
 *   share link seen signed out, then revoked;
 * - a new password by the mailed link (from /app/settings 'Change Password'), which signs this
 *   browser in and signs out a browser signed in before it; another browser refused the old password, signed in with the new one; 'Sign Out
 *   of Every Device' ends both sessions (the other browser's dashboard asks for a sign-in again);
 *   signed in again, signing out from the avatar menu.
 *
 * The account's pages, signed in, in both themes at 1280 and 375 px: no axe violation, nothing
 * wider than the screen.
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { pdfText } from '../../audit-service/test/support/pdf'
import { eventually, mailTo } from '../acceptance/stack'

const PASSWORD = 'a-long-password'
const NEW_PASSWORD = 'another-long-password'
/** A 1×1 PNG, the photo a customer uploads. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

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

/** Signs in on /signin (its `next` kept when `path` has one). */
async function signIn(page: Page, email: string, password: string, path = '/signin') {
  await page.goto(path, { waitUntil: 'networkidle' })
  const form = signInForm(page)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

async function signUpAndConfirm(page: Page): Promise<string> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/signin\/new$/)
  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByLabel('Email').fill(email)
  await expect(form.getByLabel('Password')).toHaveCount(0)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('status')).toContainText(/inbox|email/i)
  // Nothing left to press again.
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0)
  await page.goto(await mailedLink(email, /Confirm your email/), { waitUntil: 'networkidle' })
  // The token leaves the address bar as the page loads (docs/decisions/0093).
  await expect(page).toHaveURL(/\/signin\/verify$/)
  const confirm = page.getByRole('form', { name: 'Confirm your email' })
  await confirm.getByLabel('Password').fill(PASSWORD)
  await confirm.getByRole('button', { name: 'Confirm and Sign In' }).click()
  // Confirming signed the customer in: no sign-in form, no password typed again.
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible()
  // Signed out again, for the flow that follows.
  await page.context().clearCookies()
  return email
}

/** The dashboard's 'Every audit' rows of `business`, newest first. */
const auditRows = (page: Page, business: string) =>
  page
    .getByRole('region', { name: 'Every audit' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Open the report of ${business}, ` }) })

/** Reloads the dashboard until it lists `count` audits of `business`. */
async function dashboardListing(page: Page, business: string, count: number) {
  await expect(async () => {
    await page.goto('/app/dashboard')
    await expect(auditRows(page, business)).toHaveCount(count, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

test('sign up, verify by mail, two audits with a trend, PDF, share and revoke, reset the password by mail, sign out everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
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

  // A name and a photo from the settings: the header shows both, from the server's HTML.
  await page.goto('/app/settings', { waitUntil: 'networkidle' })
  const profile = page.getByRole('form', { name: 'Profile' })
  await profile.getByLabel('Name').fill('Erin Tester')
  await profile
    .getByLabel('Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG })
  await profile.getByRole('button', { name: 'Save Profile' }).click()
  const header = page.getByRole('banner')
  const avatar = header.locator('[data-avatar]')
  await expect(avatar).toBeVisible()
  await expect(avatar).toHaveAttribute('aria-label', `Avatar of ${email}`)
  // The uploaded image, served by the site to its owner only.
  const image = /url\("([^"]+)"\)/.exec((await avatar.getAttribute('style')) ?? '')![1]
  expect(image).toMatch(/^\/auth\/avatar\/avatar[\w-]*\.png$/)
  expect((await page.request.get(image)).status()).toBe(200)
  await expect(header.getByRole('button', { name: `Account menu for ${email}` })).toHaveAttribute(
    'title',
    `Erin Tester (${email})`,
  )

  // The first audit, run from the /audit form as a visitor does: kept, signed in.
  const businessName = `E2E Dental ${randomUUID().slice(0, 6)}`
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await page.getByLabel('Business Name').fill(businessName)
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Sydney')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  // Signed in, the audit opens as the saved report in the account (docs/decisions/0108).
  await expect(page).toHaveURL(/\/app\/audits\/[^/]+$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName)
  await dashboardListing(page, businessName, 1)
  await expect(page.getByRole('heading', { level: 2, name: businessName })).toBeVisible()
  await expect(page.getByText('Run it again to see how your visibility changes.')).toBeVisible()

  // Its whole report, from the dashboard's list; run again from there.
  await auditRows(page, businessName)
    .getByRole('link', { name: `Open the report of ${businessName}, ` })
    .click()
  await expect(page).toHaveURL(/\/app\/audits\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName)
  await expect(
    page.getByRole('heading', { level: 2, name: 'What each assistant answered' }),
  ).toBeVisible()
  const firstReport = page.url()
  await page.getByRole('button', { name: 'Run This Audit Again' }).click()
  await expect(page).toHaveURL(/\/app\/audits\/[^/]+$/, { timeout: 60_000 })
  await expect(page).not.toHaveURL(firstReport)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName)

  // Both on the dashboard, with the change between them and the charts across them.
  await dashboardListing(page, businessName, 2)
  const card = page.getByText(/^dentist in Sydney · 2 audits · latest \d+% mention rate$/)
  await expect(card).toBeVisible()
  await expect(
    page.getByText(/^(No clear change \(\d+% → \d+%|Mention rate (rose|fell) from \d+% to \d+%)/),
  ).toBeVisible()
  // The test behind the change, on demand.
  await page.getByText('How sure is this?').click()
  await expect(page.getByText(/\(two-proportion test, p [=<] [\d.]+\)\.$/)).toBeVisible()
  await expect(page.getByText('Mention rate (with its 95% range)')).toBeVisible()
  await expect(page.getByText('Share of voice by assistant')).toBeVisible()
  await expect(page.getByText('Run it again to see how your visibility changes.')).toHaveCount(0)

  // The newest audit's PDF report: the business and the verdict its row shows.
  const newest = auditRows(page, businessName).first()
  const severity = (await newest.getByRole('cell').nth(2).innerText()).trim()
  expect(severity).toMatch(/^(LOW|MODERATE|STRONG|INCONCLUSIVE)$/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: `Download the PDF report of ${businessName}, ` }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^ai-visibility-report-E2E-Dental-.*\.pdf$/)
  const text = (await pdfText(await readFile((await download.path())!))).replace(/\s+/g, ' ')
  expect(text).toContain(businessName)
  expect(text).toContain(`Verdict: ${severity}`)

  // A private link shows the audit to someone signed out, until revoked.
  await newest.getByRole('button', { name: `Share ${businessName}` }).click()
  const link = await newest.getByLabel(`Share link of ${businessName}`).inputValue()
  const stranger = await browser.newContext()
  const shared = await stranger.newPage()
  await shared.goto(link)
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText(businessName)
  await newest.getByRole('button', { name: 'Stop Sharing' }).click()
  await expect(newest.getByText('No longer shared: the link stopped working.')).toBeVisible()
  await shared.reload()
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await stranger.close()

  // A browser signed in before the password changes: the reset signs it out.
  const earlier = await browser.newContext()
  const earlierPage = await earlier.newPage()
  await signIn(earlierPage, email, PASSWORD, '/signin?next=%2Fapp%2Fdashboard')
  await expect(earlierPage).toHaveURL(/\/app\/dashboard$/)

  // A new password by the mailed link, asked for from the settings: this browser is signed in.
  await page.goto('/app/settings', { waitUntil: 'networkidle' })
  await page.getByRole('link', { name: 'Change Password' }).click()
  await expect(page).toHaveURL(/\/signin\/forgot$/)
  const forgot = page.getByRole('form', { name: 'Reset your password' })
  await forgot.getByLabel('Email').fill(email)
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(forgot.getByRole('status')).toBeVisible()
  await page.goto(await mailedLink(email, /Reset your .* password/), { waitUntil: 'networkidle' })
  // The token leaves the address bar as the page loads (docs/decisions/0093).
  await expect(page).toHaveURL(/\/signin\/reset$/)
  const reset = page.getByRole('form', { name: 'Choose a new password' })
  await reset.getByLabel('New password').fill(NEW_PASSWORD)
  await reset.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(auditRows(page, businessName)).toHaveCount(2)
  await earlierPage.reload()
  await expect(earlierPage).toHaveURL(/\/signin\?next=%2Fapp%2Fdashboard$/)
  await earlier.close()

  // Another browser signs in too (the old password refused, the new one taken): the old session.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, email, PASSWORD, '/signin?next=%2Fapp%2Fdashboard')
  await expect(otherPage.getByRole('alert')).toHaveText('The email or password is incorrect.')
  await signIn(otherPage, email, NEW_PASSWORD, '/signin?next=%2Fapp%2Fdashboard')
  await expect(otherPage).toHaveURL(/\/app\/dashboard$/)
  await expect(auditRows(otherPage, businessName)).toHaveCount(2)

  // Signing out of every device ends this session and the other browser's.
  await page.goto('/app/settings', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Sign Out of Every Device' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await otherPage.reload()
  await expect(otherPage).toHaveURL(/\/signin\?next=%2Fapp%2Fdashboard$/)
  await other.close()

  // The new password signs in again.
  await signIn(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/app\/dashboard$/)

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

test('the account pages signed in (dashboard, a report, settings with a re-check), and a shared audit: no axe violation, nothing wider than the screen, both themes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, await signUpAndConfirm(page), PASSWORD)
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
  // A monthly re-check, so the dashboard and the settings show theirs.
  const recheck = await page.evaluate(async (audit) => {
    const res = await fetch('/auth/recheck', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ audit }),
    })
    return res.status
  }, auditId)
  expect(recheck).toBe(200)
  for (const theme of ['dark', 'light'] as const)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      for (const path of [
        '/app/dashboard',
        `/app/audits/${auditId}`,
        '/app/settings',
        sharedPath,
      ]) {
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
