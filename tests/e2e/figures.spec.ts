/**
 * One audit, one set of figures: the engine computes the top competitors, the mention rate and the
 * share of voice once and stores them in the result (docs/decisions/0041). This test runs one
 * audit from /audit and reads those three figures where a visitor and sales meet them: on the
 * results page, in the results email (from the mail catcher) and in the CMS audit record.
 */
import { MIN_FILL_MS } from '@aivis/contract'
import { expect, test, type Page } from '@playwright/test'
import { RESULT_URL } from './resultAddress'
import { CMS, adminAuth, eventually, mailTo } from '../acceptance/stack'

/** How the page and the email print a proportion: whole percent. */
const percent = (value: number) => `${Math.round(value * 100)}%`
/** Whitespace-folded, so a line wrapped in the plain-text part still matches. */
const fold = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The CMS audit record of `business`, read as the admin. */
async function auditRecord(business: string) {
  const res = await fetch(
    `${CMS}/api/audits?where[business_name][equals]=${encodeURIComponent(business)}&depth=0`,
    { headers: { Authorization: await adminAuth() } },
  )
  if (!res.ok) throw new Error(`audits: ${res.status}`)
  const { docs } = (await res.json()) as {
    docs: { mention_rate: number; share_of_voice: number; top_competitors: string[] }[]
  }
  return docs.length === 1 ? docs[0] : null
}

/** What the results page shows: the ranked top competitors, the mention rate, the share of voice. */
async function pageFigures(page: Page, business: string) {
  const ranked = page.locator(
    'xpath=//h2[normalize-space()="Top Competitors"]/following-sibling::*[1]//li',
  )
  await expect(ranked.first()).toBeVisible()
  const competitors = (await ranked.allTextContents()).map((t) => fold(t).replace(/^#\d+\s*/, ''))
  const basis = fold(
    (await page.getByText(/Your business was named in \d+% of them/).textContent()) ?? '',
  )
  const mentionRate = /named in (\d+%) of them/.exec(basis)?.[1]
  // The share-of-voice chart's text table (folded under "Show as a table"): the business's row.
  const row = page
    .locator('table', {
      has: page.locator('caption', { hasText: 'Share of all business mentions' }),
    })
    .locator('tr', { has: page.locator('th', { hasText: business }) })
  const shareOfVoice = fold((await row.locator('td').first().textContent()) ?? '')
  return { competitors, mentionRate, shareOfVoice }
}

test('one audit: the same top competitors, mention rate and share of voice on the results page, in the results email and in the CMS record', async ({
  page,
}) => {
  const business = `Figures Dental ${Date.now()}`
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await page.getByLabel('Business Name').fill(business)
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Sydney')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  await expect(page).toHaveURL(RESULT_URL, { timeout: 60_000 })

  const onPage = await pageFigures(page, business)
  // The results, and the email form with them, are on screen now: the form's fill-time check
  // counts from here (the page renders them once its code has read the stored result).
  const shownAt = Date.now()
  expect(onPage.competitors.length).toBeGreaterThan(0)
  expect(onPage.mentionRate).toMatch(/^\d+%$/)
  expect(onPage.shareOfVoice).toMatch(/^\d+%$/)

  // The CMS record sales read.
  const record = await eventually(() => auditRecord(business), 20_000)
  expect(record.top_competitors).toEqual(onPage.competitors)
  expect(percent(record.mention_rate)).toBe(onPage.mentionRate)
  expect(percent(record.share_of_voice)).toBe(onPage.shareOfVoice)

  // The results email the visitor asks for from the page.
  const block = page.getByRole('region', { name: 'Send my results and first 3 fixes' })
  const email = `e2e-figures-${Date.now()}@example.com`
  await block.getByLabel('Your email address').fill(email)
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 250 - (Date.now() - shownAt)))
  await block.getByRole('button', { name: 'Send my results' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Thanks! Your results are on the way' }),
  ).toBeVisible()
  const [mail] = await eventually(async () => {
    const m = await mailTo(email)
    return m.length ? m : null
  }, 20_000)
  const text = fold(mail.text)
  expect(text).toContain(`answers named you (${onPage.mentionRate})`)
  expect(text).toContain(`Share of voice: ${onPage.shareOfVoice}.`)
  const emailed = [...text.matchAll(/#(\d+) ([^#]+?): named in \d+ answers?/g)].map((m) => m[2])
  expect(emailed).toEqual(onPage.competitors)
})
