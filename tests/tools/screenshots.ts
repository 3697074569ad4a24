/**
 * Screenshots of every screen for a visual check (not a test): each screen at 1280 px and 375 px
 * wide, in the dark and the light theme, plus the mobile menu open, /audit's missing-field toast
 * and /contact's field errors. /audit-results shows a real result, fetched from the site's audit
 * function first (`results`: the page asks with the stored text), and as a visitor back from the
 * /audit form gets it (`results-back`: rendered with the result their cookie names).
 *
 * `npx tsx tests/tools/screenshots.ts [siteUrl] [outDir]`, defaults http://localhost:3000 and
 * /tmp/shots; Chromium as in tests/chromium.ts. Files: `<screen>-<width>-<theme>.png` (the first
 * screen) and `<screen>-<width>-<theme>-full.png` (the whole page, after scrolling through it).
 */
import { resultPath } from '@aivis/contract'
import { chromium, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { chromiumLaunchOptions } from '../chromium'

const [base = 'http://localhost:3000', out = '/tmp/shots'] = process.argv.slice(2)

/**
 * Scrolls through the page a screen at a time and back to the top, as a visitor reading it would,
 * then waits for the network: parts drawn once they come near the screen (the results' charts,
 * docs/decisions/0070) are drawn before the whole page is taken. Each step jumps (the site
 * scrolls smoothly otherwise, so a step could end before the page got there) and waits two frames;
 * the page's height is read again at each step, as it may grow.
 */
async function readThrough(page: Page): Promise<void> {
  const screen = page.viewportSize()?.height ?? 900
  for (
    let y = 0;
    y < (await page.evaluate(() => document.documentElement.scrollHeight));
    y += screen
  ) {
    await page.evaluate(
      (top) =>
        new Promise((done) => {
          window.scrollTo({ top, behavior: 'instant' })
          requestAnimationFrame(() => requestAnimationFrame(done))
        }),
      y,
    )
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  // A whole-page capture paints beyond the screen without scrolling there, and parts painted only
  // near the screen (the results' answers, decision 0072) would be blank in it, though a visitor
  // scrolling sees each one.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
}
mkdirSync(out, { recursive: true })

const PENDING = {
  business_name: 'Harbour Dental',
  target_location: 'Sydney',
  core_product_service: 'dentist',
  business_type: 'practice',
  website: 'https://harbourdental.com.au',
  force_run: false,
}
const EXTRACTED = {
  business_name: 'Harbour Dental',
  core_service: 'family dentist',
  target_location: 'Sydney, NSW',
  business_type: 'practice',
  website: 'https://harbourdental.com.au',
  domain: 'harbourdental.com.au',
  cached: false,
}
const SCREENS: { name: string; path: string; before?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'audit', path: '/audit' },
  { name: 'setup', path: '/audit-setup?domain=harbourdental.com.au' },
  { name: 'results', path: '/audit-results' },
  { name: 'faqs', path: '/faqs' },
  { name: 'contact', path: '/contact' },
  { name: 'about', path: '/about' },
  { name: 'compare', path: '/compare/profound' },
  { name: 'courses', path: '/courses' },
  { name: 'agencies', path: '/agencies' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/blog/how-ai-assistants-choose-who-to-recommend' },
  { name: 'cookies', path: '/cookies' },
  { name: 'signin', path: '/signin' },
  { name: 'not-found', path: '/does-not-exist' },
]

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const res = await fetch(`${base}/functions/v1/competitive-audit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PENDING),
  })
  const result = await res.text()
  if (!res.ok) throw new Error(`audit for the results screen failed: ${res.status} ${result}`)
  // The results screen at the result's own address (docs/decisions/0108).
  SCREENS.find((s) => s.name === 'results')!.path = resultPath(JSON.parse(result))!

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
      const page = await context.newPage()
      const file = (name: string) => `${out}/${name}-${width}-${theme}`
      for (const screen of SCREENS) {
        await page.goto(base + screen.path, { waitUntil: 'networkidle' })
        await page.screenshot({ path: `${file(screen.name)}.png` })
        await readThrough(page)
        await page.screenshot({ path: `${file(screen.name)}-full.png`, fullPage: true })
      }
      // /audit-results as a visitor back from the audit gets it: at the address of their result.
      const back = await browser.newContext({ viewport: { width, height: 900 } })
      await back.addInitScript((t) => localStorage.setItem('theme', t), theme)
      const visitor = await back.newPage()
      await visitor.goto(`${base}/audit`, { waitUntil: 'networkidle' })
      await visitor.getByLabel('Business Name').fill(PENDING.business_name)
      await visitor.getByLabel('Main Product or Service').fill(PENDING.core_product_service)
      await visitor.getByLabel('Target Location').fill(PENDING.target_location)
      await visitor.getByRole('button', { name: 'Run My Free Audit' }).click()
      await visitor.waitForURL('**/audit-results/*/*', { timeout: 120_000 })
      await visitor.waitForLoadState('networkidle')
      await visitor.screenshot({ path: `${file('results-back')}.png` })
      await readThrough(visitor)
      await visitor.screenshot({ path: `${file('results-back')}-full.png`, fullPage: true })
      await back.close()

      // Website extraction (mocked: no site is reachable here): the home form while it analyses,
      // /audit-setup's spinner, then the form prefilled from the extracted profile.
      let release = () => {}
      await page.route('**/functions/v1/extract-business-info', async (route) => {
        await new Promise<void>((resolve) => (release = resolve))
        await route.fulfill({ json: EXTRACTED })
      })
      await page.goto(`${base}/`, { waitUntil: 'networkidle' })
      await page.getByLabel('Your website domain').first().fill('harbourdental.com.au')
      await page.getByLabel('Your website domain').first().press('Enter')
      await page.waitForTimeout(200)
      await page.screenshot({ path: `${file('home-analyzing')}.png` })
      release()
      await page.waitForURL('**/audit-setup**')
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${file('setup-prefilled')}.png` })
      await page.evaluate(() => sessionStorage.clear())
      // The page asks once its code runs (an island hydrated after load): wait for the question,
      // so that `release` below answers it.
      const asked = page.waitForRequest('**/functions/v1/extract-business-info')
      await page.goto(`${base}/audit-setup?domain=harbourdental.com.au`)
      await asked
      await page.getByRole('status').first().waitFor()
      await page.screenshot({ path: `${file('setup-extracting')}.png` })
      const answered = page.waitForResponse('**/functions/v1/extract-business-info')
      release()
      await answered
      await page.unroute('**/functions/v1/extract-business-info')
      // The loading screen, shortly after it starts the pending audit.
      await page.goto(`${base}/audit`, { waitUntil: 'networkidle' })
      await page.evaluate((p) => sessionStorage.setItem('pendingAudit', p), JSON.stringify(PENDING))
      await page.goto(`${base}/audit-loading`)
      await page.waitForTimeout(600)
      await page.screenshot({ path: `${file('loading')}.png` })
      // /contact: an empty submit shows the spec's messages under the fields.
      await page.goto(`${base}/contact`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Send Detailed Inquiry' }).click()
      await page.waitForTimeout(400)
      await page.getByRole('form', { name: 'Detailed Business Analysis' }).screenshot({
        path: `${file('contact-errors')}.png`,
      })
      // /audit: an incomplete submit shows the 'Missing Information' toast.
      await page.goto(`${base}/audit`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Run My Free Audit' }).click()
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${file('audit-toast')}.png` })
      if (width < 768) {
        await page.goto(base + '/', { waitUntil: 'networkidle' })
        await page.getByRole('button', { name: 'Open menu' }).click()
        // The header is hydrated at this first click (decision 0068): wait for the panel it opens.
        await page.getByRole('dialog').waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${file('menu')}.png` })
      }
      await context.close()
      console.log(`${theme} ${width}px done`)
    }
  }
} finally {
  await browser.close()
}
