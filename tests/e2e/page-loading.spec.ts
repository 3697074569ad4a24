/**
 * How pages load in Chromium (docs/decisions/0071): the page entry's modules are named in the
 * page's Link header, so they are fetched with the entry and not one round trip after it; on
 * /audit-results the view's request is built in a worker (gzip, the browser's time zone) and the
 * results are put on the page a part at a time, ending as the server rendered them; the results
 * island, hydrated from browser storage rather than from props in the HTML, switches assistants.
 */
import { makeAuditResult } from '@aivis/contract/testing'
import { expect, test } from '@playwright/test'
import { gunzipSync } from 'node:zlib'

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

test('/audit-results builds its request in a worker and ends with the server’s results, interactive', async ({
  page,
}) => {
  const result = makeAuditResult()
  await page.addInitScript(
    (r) => localStorage.setItem('latestAuditResults', r),
    JSON.stringify(result),
  )
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  const sent = page.waitForRequest((r) => r.url().endsWith('/audit-results/view'))
  const answered = page.waitForResponse((r) => r.url().endsWith('/audit-results/view'))
  await page.goto('/audit-results')
  const request = await sent
  expect(workers.length).toBe(1)
  expect(workers[0]).toMatch(/^blob:/)
  expect(request.headers()['content-encoding']).toBe('gzip')
  const body = JSON.parse(gunzipSync(request.postDataBuffer()!).toString()) as {
    result: string
    timeZone?: string
    locale?: string
  }
  expect(JSON.parse(body.result)).toEqual(result)
  expect(body.timeZone).toBe(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  )
  expect(body.locale).toBe(await page.evaluate(() => navigator.language))

  // The HTML answered, all of it on the page once the parts are in: every answer, and the
  // island's props without the result (the island reads it from storage).
  const html = await (await answered).text()
  expect(html.length).toBeLessThan(JSON.stringify(result).length * 2)
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByText(/^QUESTION \d+ OF \d+$/)).toHaveCount(result.summary.total_questions)
  await expect(page.getByRole('heading', { name: 'Top Competitors' })).toBeVisible()
  const props = await page.locator('[data-island="AuditResults"]').getAttribute('data-props')
  expect(Object.keys(JSON.parse(props!)).sort()).toEqual(['bookingUrl', 'locale', 'timeZone'])

  // Hydrated at first use from storage: the assistant switcher works.
  await page.getByRole('tab', { name: 'Claude' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What Claude Says About Your Business',
  )
  await expect(page.getByRole('tab', { name: 'Claude' })).toHaveAttribute('aria-selected', 'true')
})

test('/audit-results comes with the results in its HTML for a visitor back from the audit, and shows this tab’s own result when it stored another (docs/decisions/0072)', async ({
  page,
}) => {
  const views: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/audit-results/view')) views.push(r.url())
  })
  await page.goto('/audit')
  await page.getByLabel('Business Name').fill('Cookie Lane Dental')
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Perth')
  const arrived = page.waitForResponse((r) => new URL(r.url()).pathname === '/audit-results')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  await expect(page).toHaveURL(/\/audit-results$/, { timeout: 60_000 })
  // The page's own HTML has the results: no second request was needed to show them.
  const html = await (await arrived).text()
  expect(html).toContain('Cookie Lane Dental')
  expect(html).toMatch(/data-result-digest="[0-9a-f]{64}"/)
  await expect(page.getByText('Cookie Lane Dental').filter({ visible: true }).first()).toBeVisible()
  await page.getByRole('tab', { name: 'Claude' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What Claude Says About Your Business',
  )
  expect(views).toEqual([])

  // This tab now holds another result than the one its cookie names (stored by an older version,
  // or another tab's): the page asks with this tab's text and shows that.
  const other = makeAuditResult({ business_name: 'Session Street Physio' })
  await page.evaluate((r) => sessionStorage.setItem('latestAuditResults', r), JSON.stringify(other))
  await page.reload()
  await expect(
    page.getByText('Session Street Physio').filter({ visible: true }).first(),
  ).toBeVisible()
  await expect(page.getByText('Cookie Lane Dental')).toHaveCount(0)
  expect(views).toHaveLength(1)
})
