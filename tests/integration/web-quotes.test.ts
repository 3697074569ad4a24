/**
 * Prices quoted from Offers (docs/decisions/0127), the site in one process against the fake CMS
 * (the seed content): the FAQ answers and compare pages that quote an offer show its current
 * published price, in the HTML and in the FAQPage and Product JSON-LD; after an Offers edit and the
 * purge the CMS sends, the next load shows the new price everywhere, and the old one nowhere.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createLogger } from '@aivis/contract/log'
import { createServer } from '@aivis/web/server'
import { startFakeCms, type FakeCms } from '../mocks/fake-cms'

const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))
const SECRET = 'test-purge-secret'
let cms: FakeCms
let web: Server
let base = ''
let closeApp: () => Promise<void>

beforeAll(async () => {
  cms = await startFakeCms()
  const made = await createServer({
    env: {
      NODE_ENV: 'development',
      CMS_URL: cms.url,
      AUDIT_SERVICE_URL: 'http://127.0.0.1:9',
      CMS_PURGE_SECRET: SECRET,
      CMS_CACHE_TTL_MS: '600000',
      HTML_CACHE_MB: '8',
      SITE_URL: 'https://visibly.example/',
    },
    root,
    hmr: false,
    logger: createLogger('web', { level: 'silent' }),
  })
  closeApp = made.close
  web = made.app.listen(0, '127.0.0.1')
  await new Promise((r) => web.once('listening', r))
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`
})

afterAll(async () => {
  web?.closeAllConnections()
  web?.close()
  await closeApp?.()
  await cms?.close()
})

const page = async (p: string) => (await fetch(base + p)).text()

/** The JSON-LD objects of a page, flattened (a script may hold a list). */
function jsonLd(html: string): Record<string, any>[] {
  return [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap((m) => [JSON.parse(m[1])].flat())
}

const faqAnswer = (html: string, question: RegExp) =>
  jsonLd(html)
    .filter((d) => d['@type'] === 'FAQPage')
    .flatMap((d) => d.mainEntity)
    .find((q: { name: string }) => question.test(q.name))?.acceptedAnswer.text as string

it('quotes the current prices in FAQ answers, their JSON-LD and compare pages', async () => {
  for (const p of ['/', '/faqs']) {
    const html = await page(p)
    expect(html).toContain('Foundations ($1,997) and PRO ($3,997)')
    expect(html).toContain('Maintenance is $997/month with a 3-month minimum ($2,991 in total)')
    expect(html).not.toMatch(/\{(price|promise):/)
    expect(faqAnswer(html, /difference between the course/)).toContain('The course ($149 one-time)')
  }
  expect(await page('/compare/profound')).toContain('a $149 course to do it yourself')
})

it('shows an Offers edit on the next load after the purge: HTML, FAQPage and Product JSON-LD', async () => {
  const foundations = cms.fixtures.offers.find((o) => o.slug === 'foundations')!
  foundations.price = 1797
  const purged = await fetch(`${base}/_internal/cms-purge`, {
    method: 'POST',
    headers: { 'x-purge-secret': SECRET, 'content-type': 'application/json' },
    body: '{"collection":"offers"}',
  })
  expect(purged.status).toBe(204)
  for (const p of ['/', '/faqs']) {
    const html = await page(p)
    expect(html).toContain('Foundations ($1,797) and PRO ($3,997)')
    expect(html).not.toContain('$1,997')
    expect(faqAnswer(html, /difference between the course/)).toContain('Foundations ($1,797)')
  }
  const product = jsonLd(await page('/')).find(
    (d) => d['@type'] === 'Product' && d.name === 'Foundations',
  )
  expect(product?.offers.price).toBe(1797)
})
