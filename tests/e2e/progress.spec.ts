/**
 * /audit-loading follows the audit's real progress: the page listens to the job's server-sent
 * events, and its progress bar moves with the answers received, never backwards, to 100 %; the
 * spec's four phases show in order, none skipped (docs/decisions/0083).
 */
import { resultPath } from '@aivis/contract'
import { expect, test } from '@playwright/test'
import { RESULT_URL } from './resultAddress'

test('the loading page shows live progress from the audit job, then the results', async ({
  page,
}) => {
  // What the page saw and showed is kept here, outside the page (it is gone once results load).
  const seen: { type: string; data: string }[] = []
  const bar: number[] = []
  const phases: string[] = []
  await page.exposeFunction('recordLoading', (kind: string, value: string) => {
    if (kind === 'bar') bar.push(Number(value))
    else if (kind === 'phase') phases.push(value)
    else seen.push({ type: kind, data: value })
  })
  await page.addInitScript(() => {
    const w = window as unknown as {
      recordLoading: (kind: string, value: string) => void
      EventSource: typeof EventSource
    }
    const Native = w.EventSource
    w.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        for (const type of ['progress', 'status'])
          this.addEventListener(type, (e) => w.recordLoading(type, (e as MessageEvent).data))
      }
    } as typeof EventSource
    let lastBar: string | null = null
    let lastPhase = ''
    new MutationObserver(() => {
      const progressbar = document.querySelector('[role="progressbar"]')
      const v = progressbar?.getAttribute('aria-valuenow') ?? null
      if (v !== null && v !== lastBar) w.recordLoading('bar', (lastBar = v))
      const text = progressbar?.previousElementSibling?.textContent ?? ''
      if (text.endsWith('...') && text !== lastPhase) w.recordLoading('phase', (lastPhase = text))
    }).observe(document, { subtree: true, attributes: true, childList: true, characterData: true })
  })
  // A business no earlier test audited, so the answer is a new run (not the cache).
  const business = `Progress Dental ${Date.now()}`
  await page.goto('/audit-setup?domain=progressdental.com.au', { waitUntil: 'networkidle' })
  await page.getByLabel('Business name').fill(business)
  await page.getByLabel('Core product or service').fill('dentist')
  await page.getByLabel('Target location').fill('Hobart')
  await page.getByRole('button', { name: 'Run Full Audit' }).click()
  await expect(page).toHaveURL(/\/audit-loading$/)
  // The page leaves for the results once the last phase has shown: the records are read there.
  await expect(page).toHaveURL(RESULT_URL, { timeout: 60_000 })
  expect(phases).toEqual([
    'Querying AI platforms...',
    'Analyzing competitor landscape...',
    'Calculating visibility scores...',
    'Generating your report...',
  ])
  expect(bar.at(-1)).toBe(100)
  const progress = seen.filter((e) => e.type === 'progress').map((e) => JSON.parse(e.data))
  expect(progress.length).toBeGreaterThan(0)
  expect(progress.at(-1).done).toBe(progress.at(-1).total)
  expect(JSON.parse(seen.at(-1)!.data)).toMatchObject({ status: 'done' })
  expect(bar).toEqual([...bar].sort((a, b) => a - b))
  await expect(page.getByText(business).first()).toBeVisible()
})

test('an audit answered from the cache says when it ran', async ({ page }) => {
  const body = {
    business_name: `Cache Dental ${Date.now()}`,
    target_location: 'Darwin',
    core_product_service: 'dentist',
  }
  const first = await (
    await page.request.post('/functions/v1/competitive-audit', { data: body })
  ).json()
  expect(first.cached).toBeUndefined()
  const again = await page.request.post('/functions/v1/competitive-audit', { data: body })
  const cached = await again.json()
  // The asker's own copy of the cached audit (docs/decisions/0098): its own id, the first run's time.
  expect(cached).toMatchObject({ cached: true, audited_at: first.audited_at })
  expect(cached.audit_id).not.toBe(first.audit_id)
  await page.goto(resultPath(cached)!, { waitUntil: 'networkidle' })
  await expect(page.getByText(/^These results are from an audit run on .+\.$/)).toBeVisible()
})
