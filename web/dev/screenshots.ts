/**
 * Screenshots of the main screens for a visual check (not a test): home (desktop and 390 px),
 * /audit, /audit-results with a stored result, and the 404 page.
 *
 * `npx tsx dev/screenshots.ts <siteUrl> <outDir> [resultJsonFile]`; needs /usr/bin/chromium.
 */
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'

const [base = 'http://localhost:3000', out = '/tmp/shots', resultFile] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const desktop = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  const mobile = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })
  const shot = async (page: typeof desktop, path: string, name: string, full = true) => {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: full })
    // Tall pages also as tiles of 1200 px, readable at full size.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const width = page.viewportSize()!.width
    for (let y = 0, i = 1; full && height > 1600 && y < height; y += 1200, i++) {
      await page.screenshot({ path: `${out}/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1200, height - y) } })
    }
    console.log(`${name}.png ← ${path} (${height} px)`)
  }
  await shot(desktop, '/', 'home-desktop')
  await shot(mobile, '/', 'home-mobile')
  await mobile.getByRole('button', { name: 'Open menu' }).click()
  await mobile.screenshot({ path: `${out}/menu-mobile.png` })
  await shot(desktop, '/audit', 'audit')
  await desktop.getByRole('button', { name: 'Run My Free Audit' }).click()
  await desktop.waitForTimeout(400)
  await desktop.screenshot({ path: `${out}/audit-toast.png` })
  if (resultFile) {
    const json = readFileSync(resultFile, 'utf8')
    await desktop.evaluate((j) => localStorage.setItem('latestAuditResults', j), json)
    await shot(desktop, '/audit-results', 'results')
    await mobile.evaluate((j) => localStorage.setItem('latestAuditResults', j), json)
    await shot(mobile, '/audit-results', 'results-mobile')
  }
  await shot(desktop, '/does-not-exist', 'not-found')
  await shot(desktop, '/audit-setup?domain=harbourdental.com.au', 'setup')
  await desktop.evaluate(() => sessionStorage.setItem('pendingAudit', JSON.stringify({ business_name: 'Harbour Dental', target_location: 'Sydney', core_product_service: 'dentist', business_type: 'practice', website: 'https://harbourdental.com.au' })))
  await desktop.goto(base + '/audit-loading')
  await desktop.waitForTimeout(1500)
  await desktop.screenshot({ path: `${out}/loading.png` })
  await desktop.evaluate(() => sessionStorage.setItem('pendingAudit', JSON.stringify({ business_name: 'Harbour Dental', target_location: ' ', core_product_service: 'dentist', website: 'https://harbourdental.com.au' })))
  await shot(desktop, '/audit-loading', 'loading-failed', false)
  await desktop.evaluate(() => localStorage.setItem('theme', 'light'))
  await shot(desktop, '/', 'home-light', false)
  await desktop.evaluate(() => localStorage.removeItem('theme'))
  await shot(desktop, '/about', 'about')
} finally {
  await browser.close()
}
