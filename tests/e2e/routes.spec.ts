/**
 * Every public route (spec §2) at 1280 px and 375 px, in the dark and the light theme: it renders
 * its heading, nothing makes the page wider than the screen, axe finds no accessibility violation
 * (WCAG 2.1 A and AA rules), the Content-Security-Policy blocks nothing, and the browser logs
 * no hydration warning or error while it loads.
 */
import AxeBuilder from '@axe-core/playwright'
import { resultPath } from '@aivis/contract'
import { expect, test } from '@playwright/test'

const AUDIT = {
  business_name: 'Harbour Dental',
  target_location: 'Sydney',
  core_product_service: 'dentist',
  business_type: 'practice',
}

const ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /recommending your competitors/ },
  { path: '/audit', heading: 'Free AI Visibility Audit' },
  { path: '/audit-setup?domain=harbourdental.com.au', heading: 'Review Your Details' },
  // The audit's own address, once it has run (beforeAll).
  { path: '/audit-results', heading: 'What AI Assistants Say About Your Business' },
  { path: '/contact', heading: /./ },
  { path: '/faqs', heading: 'Frequently Asked Questions' },
  { path: '/about', heading: /./ },
  { path: '/blog', heading: 'Blog' },
  { path: '/blog/how-ai-assistants-choose-who-to-recommend', heading: /How AI assistants choose/ },
  { path: '/compare/profound', heading: /Profound/ },
  { path: '/courses', heading: /Course/ },
  { path: '/agencies', heading: /Agencies/ },
  { path: '/cookies', heading: /Cookie/ },
  { path: '/signin', heading: 'Sign In' },
  { path: '/signin/new', heading: 'Create your account' },
  { path: '/signin/forgot', heading: 'Reset your password' },
  { path: '/signin/verify?token=x', heading: 'Confirm your email' },
  { path: '/signin/reset?token=x', heading: 'Choose a new password' },
  { path: '/no-such-page', heading: 'Oops! Page not found' },
]

let result = ''
test.beforeAll(async ({ request }) => {
  const res = await request.post('/functions/v1/competitive-audit', { data: AUDIT })
  expect(res.ok()).toBe(true)
  result = await res.text()
  const results = ROUTES.find((r) => r.path === '/audit-results')!
  results.path = resultPath(JSON.parse(result))!
})

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 375]) {
    test(`every route at ${width} px, ${theme}: heading, no axe violation, no hydration warning`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t)
        // Anything the Content-Security-Policy blocks, even when the page catches it.
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
        )
      }, theme)
      // No website is reachable here: the setup page's extraction answers as an unreadable site.
      await page.route('**/functions/v1/extract-business-info', (route) =>
        route.fulfill({
          status: 422,
          json: { error: 'unreachable', message: 'The website could not be reached.' },
        }),
      )
      const problems: string[] = []
      page.on('console', (m) => {
        const text = m.text()
        if (/hydrat|did not match|Minified React error/i.test(text)) problems.push(text)
        if (m.type() === 'error' && !/Failed to load resource/.test(text)) problems.push(text)
      })
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
      for (const { path, heading } of ROUTES) {
        await page.goto(path, { waitUntil: 'networkidle' })
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading)
        // Nothing wider than the screen: the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width)
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        expect(
          axe.violations.map(
            (v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target).join(', ')})`,
          ),
        ).toEqual([])
      }
      expect(problems).toEqual([])
    })
  }
}
