/**
 * Tooltips (spec §9): open 700 ms after the pointer rests on the trigger, at once on keyboard focus,
 * and, within 300 ms of one closing, the next opens without the delay. On /audit-results, beside
 * the 'Mention rate by assistant' and 'Share of voice' charts.
 */
import { resultPath } from '@aivis/contract'
import { expect, test } from '@playwright/test'

// The trace recorder copies the whole page at each step on the page's own main thread; this test
// times the page's tooltips, not the recorder (a failure still leaves its screenshot).
test.use({ trace: 'off' })

test('the results charts explain their terms in tooltips with the spec delays', async ({
  page,
  request,
}) => {
  const res = await request.post('/functions/v1/competitive-audit', {
    data: {
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
      business_type: 'practice',
    },
  })
  const result = await res.text()
  // When the pointer arrived on the first term and when its tooltip appeared, timed in the page:
  // the delay counts from the pointer's arrival, however long Playwright takes to report back.
  await page.addInitScript(() => {
    const timing: { over?: number; open?: number } = {}
    Object.assign(window, { tooltipTiming: timing })
    addEventListener(
      'pointerover',
      (event) => {
        const term = (event.target as Element).closest?.('[aria-label="What is mention rate?"]')
        if (term && timing.over === undefined) timing.over = event.timeStamp
      },
      true,
    )
    new MutationObserver(() => {
      if (timing.open === undefined && document.querySelector('[role=tooltip]'))
        timing.open = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(resultPath(JSON.parse(result))!, { waitUntil: 'networkidle' })

  const mention = page.getByRole('button', { name: 'What is mention rate?' })
  const voice = page.getByRole('button', { name: 'What is share of voice?' })
  const tip = page.getByRole('tooltip')

  // The first hover: the results island hydrates at this first use, and the tooltip still opens
  // 700 ms after the pointer arrived (docs/decisions/0075), not 700 ms after hydration.
  await mention.hover()
  await expect(tip).toContainText('named your business', { timeout: 3000 })
  const { over, open } = await page.evaluate(
    () => (window as unknown as { tooltipTiming: { over: number; open: number } }).tooltipTiming,
  )
  expect(open - over).toBeGreaterThanOrEqual(690)
  // Later only where the hydration itself takes longer than the delay (a loaded machine: up to
  // 1.5 s seen with one core busy); the delay's own arithmetic: components/Tooltip.test.tsx.
  expect(open - over).toBeLessThan(2000)

  // Straight to the next trigger: inside the skip-delay window it opens without waiting.
  // A person's pointer travels there (Radix keeps a tooltip open while the pointer heads for it).
  const box = (await voice.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 })
  await expect(tip.filter({ hasText: 'the share that named yours' })).toHaveCount(1, {
    timeout: 500,
  })

  await page.mouse.move(0, 0, { steps: 12 })
  await expect(tip).toHaveCount(0)
  await mention.focus()
  await expect(tip).toContainText('named your business', { timeout: 250 })
  await page.keyboard.press('Escape')
  await expect(tip).toHaveCount(0)
})
