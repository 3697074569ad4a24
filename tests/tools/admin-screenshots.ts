/**
 * Screenshots of the staff screens for a visual check (not a test), at 1440 px in the light and the
 * dark theme: the dashboard, the Audits and Inquiries lists, an inquiry with its linked audits and
 * results emails, an audit with its inquiry and results emails, and the newest audit's page (its
 * report as the customer reads it, docs/decisions/0125), that one at a phone's 390 px too.
 *
 * With `--demo` it first makes one prospect as a visitor would, through the site's functions: an
 * audit of a website, its results emailed, then an inquiry from the same address (the site's
 * functions wait for the lead outbox to deliver them to the CMS, so the script waits too).
 *
 * `npx tsx tests/tools/admin-screenshots.ts [--demo] [siteUrl] [cmsUrl] [outDir]`, defaults
 * http://127.0.0.1:3000, http://127.0.0.1:3001, /tmp/admin-shots; signs in as the development
 * admin (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, else the README's defaults). Chromium as in
 * tests/chromium.ts.
 */
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { chromiumLaunchOptions } from '../chromium'

const args = process.argv.slice(2)
const demo = args.includes('--demo')
const [site = 'http://127.0.0.1:3000', cms = 'http://127.0.0.1:3001', out = '/tmp/admin-shots'] =
  args.filter((a) => a !== '--demo')
const email = process.env.CMS_ADMIN_EMAIL ?? 'admin@example.com'
const password = process.env.CMS_ADMIN_PASSWORD ?? 'admin-password-change-me'
mkdirSync(out, { recursive: true })

async function post(path: string, body: unknown) {
  const res = await fetch(`${site}/functions/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

/** One prospect made through the site's functions: audit → results email → inquiry. */
async function makeDemoProspect(): Promise<void> {
  const stamp = Date.now().toString(36)
  const result = await post('competitive-audit', {
    businessName: 'Harbour Dental',
    location: 'Sydney',
    specialism: 'dentist',
    website: `https://www.harbourdental-${stamp}.example`,
    force_run: true,
  })
  const address = `ana.${stamp}@harbourdental.example`
  await post('send-audit-results', {
    email: address,
    audit_id: result.audit_id,
    audit_token: result.audit_token,
  })
  await post('send-contact-inquiry', {
    name: 'Ana Lima',
    email: address,
    businessName: 'Harbour Dental',
    websiteUrl: `harbourdental-${stamp}.example`,
    message: 'We saw the audit: could you help us get named by ChatGPT?',
    form_started_at: Date.now() - 60_000,
  })
  await new Promise((r) => setTimeout(r, 5000)) // the outbox delivers within seconds
}

async function main() {
  if (demo) await makeDemoProspect()
  const login = await fetch(`${cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`sign-in: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const auth = { authorization: `JWT ${token}` }
  const newest = async (collection: string, where = '') => {
    const res = await fetch(`${cms}/api/${collection}?limit=1&sort=-createdAt&depth=0${where}`, {
      headers: auth,
    })
    return ((await res.json()) as { docs: { id: number | string }[] }).docs[0]?.id
  }
  const inquiry = await newest('inquiries')
  const audit = await newest('audits', '&where[inquiries][exists]=true')
  const newestAudit = await newest('audits')
  const screens: [string, string][] = [
    ['dashboard', '/admin'],
    ['audits', '/admin/collections/audits'],
    ['inquiries', '/admin/collections/inquiries'],
    ...(inquiry
      ? ([['inquiry', `/admin/collections/inquiries/${inquiry}`]] as [string, string][])
      : []),
    ...(audit ? ([['audit', `/admin/collections/audits/${audit}`]] as [string, string][]) : []),
    ...(newestAudit
      ? ([['audit-report', `/admin/collections/audits/${newestAudit}`]] as [string, string][])
      : []),
  ]
  /** The screens also taken at a phone's width. */
  const phone = new Set(['audit-report'])
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    for (const [theme, width] of [
      ['light', 1440],
      ['dark', 1440],
      ['light', 390],
      ['dark', 390],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 844 },
        colorScheme: theme,
      })
      const host = new URL(cms).hostname
      await context.addCookies([{ name: 'payload-token', value: token, domain: host, path: '/' }])
      // Payload's admin follows the system theme unless a user chose one.
      await context.addCookies([{ name: 'payload-theme', value: theme, domain: host, path: '/' }])
      const page = await context.newPage()
      for (const [name, path] of screens) {
        if (width < 600 && !phone.has(name)) continue
        await page.goto(`${cms}${path}`, { waitUntil: 'networkidle' })
        await page.waitForTimeout(500)
        await page.screenshot({ path: `${out}/${name}-${width}-${theme}.png` })
        await page.screenshot({ path: `${out}/${name}-${width}-${theme}-full.png`, fullPage: true })
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  console.log(`screenshots in ${out}: ${screens.map(([n]) => n).join(', ')}`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
