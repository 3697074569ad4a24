/**
 * How pages load in Chromium (docs/decisions/0071): the page entry's modules are named in the
 * page's Link header, so they are fetched with the entry and not one round trip after it. A result
 * opens at its durable address (docs/decisions/0108), rendered by the server, in this browser and
 * in a fresh one; an address that opens nothing is the no-results page's 404.
 */
import { makeAuditResult } from '@aivis/contract/testing'
import { expect, test } from '@playwright/test'
import { RESULT_URL, storedResultPath } from './resultAddress'

test('every module the page entry imports is named in the Link header as a modulepreload', async ({
  page,
  request,
}) => {
  const res = await request.get('/')
  const html = await res.text()
  const entry = /<script src="([^"]+)" type="module"/.exec(html)?.[1]
  expect(entry).toBeTruthy()
  const code = await (await request.get(entry!)).text()
  // The entry's static imports (`import{…}from"../chunks/x.js"`), as URLs of the site.
  const imports = [...code.matchAll(/import\s*\{[^}]*\}\s*from\s*"([^"]+)"/g)].map(
    (m) => new URL(m[1], new URL(entry!, 'http://site')).pathname,
  )
  const link = res.headers()['link'] ?? ''
  const preloaded = [...link.matchAll(/<([^>]+)>;\s*rel=modulepreload/g)].map((m) => m[1])
  expect(preloaded.sort()).toEqual([...new Set(imports)].sort())
  // And the browser fetches them: the page loads without a failed request.
  const failed: string[] = []
  page.on('requestfailed', (r) => failed.push(r.url()))
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(failed).toEqual([])
})

test('an audit opens at its own address with its results in the page’s HTML, and that address opens it in a fresh browser (docs/decisions/0108)', async ({
  page,
  browser,
}) => {
  await page.goto('/audit')
  await page.getByLabel('Business Name').fill('Cookie Lane Dental')
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Perth')
  const arrived = page.waitForResponse((r) => RESULT_URL.test(new URL(r.url()).pathname))
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  await expect(page).toHaveURL(RESULT_URL, { timeout: 60_000 })
  const address = new URL(page.url()).pathname
  // The page's own HTML has the results, and the island its props: no second request, no worker.
  const html = await (await arrived).text()
  expect(html).toContain('Cookie Lane Dental')
  await expect(page.getByText('Cookie Lane Dental').filter({ visible: true }).first()).toBeVisible()
  await page.getByRole('tab', { name: 'Claude' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What Claude Says About Your Business',
  )

  // The bare page sends this visitor to the same address (the latest_audit cookie).
  await page.goto('/audit-results')
  await expect(page).toHaveURL(new RegExp(`${address}$`))

  // A fresh browser (another device, a partner): nothing stored, the address alone opens it.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  const workers: string[] = []
  other.on('worker', (w) => workers.push(w.url()))
  const res = await other.goto(address, { waitUntil: 'networkidle' })
  expect(res?.status()).toBe(200)
  await expect(
    other.getByText('Cookie Lane Dental').filter({ visible: true }).first(),
  ).toBeVisible()
  await other.getByRole('tab', { name: 'Gemini' }).click()
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(
    'What Gemini Says About Your Business',
  )
  expect(workers).toEqual([])
  // The bare page in that browser has nothing to show.
  await other.goto('/audit-results')
  await expect(other.getByRole('heading', { name: 'No Audit Results Found' })).toBeVisible()
  await fresh.close()
})

test('an address that opens no result answers 404 with the no-results page, never another audit’s data', async ({
  page,
}) => {
  const address = await storedResultPath(makeAuditResult({ business_name: 'Token Lane Dental' }))
  const [, , id, token] = address.split('/')
  // The right address opens it...
  expect((await page.goto(address))?.status()).toBe(200)
  await expect(page.getByText('Token Lane Dental').first()).toBeVisible()
  // ...and nothing else does.
  for (const wrong of [
    `/audit-results/${id}/${token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
    `/audit-results/${crypto.randomUUID()}/${token}`,
    `/audit-results/${id}/not-a-token`,
  ]) {
    const res = await page.goto(wrong)
    expect(res?.status(), wrong).toBe(404)
    await expect(page.getByRole('heading', { name: 'No Audit Results Found' })).toBeVisible()
    await expect(page.getByText('Token Lane Dental')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Run a New Audit' })).toHaveAttribute('href', '/')
  }
})
