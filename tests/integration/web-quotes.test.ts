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

it('states every promise from its one field: a settings change shows everywhere on the next load (decision 0128)', async () => {
  const promises = cms.fixtures.settings.promises
  Object.assign(promises, {
    refundTerms: 'Refundable within 14 days if no more than 2 lessons are completed',
    callMinutes: 45,
    auditDuration: 'under two minutes',
    resultsTime: 'three to eight weeks',
    guaranteeTitle: 'Visibility Promise',
    guaranteeText: 'We keep working until assistants name you.',
  })
  await fetch(`${base}/_internal/cms-purge`, {
    method: 'POST',
    headers: { 'x-purge-secret': SECRET, 'content-type': 'application/json' },
    body: '{"global":"site-settings"}',
  })
  const where: Record<string, string[]> = {
    refundTerms: ['/', '/faqs', '/courses', '/terms'],
    callMinutes: ['/contact'],
    auditDuration: [
      '/',
      '/faqs',
      '/audit',
      '/compare/profound',
      '/blog/how-ai-assistants-choose-who-to-recommend',
    ],
    resultsTime: ['/', '/faqs', '/terms'],
    guaranteeTitle: ['/', '/audit', '/compare/profound', '/terms'],
    guaranteeText: ['/', '/faqs', '/audit', '/terms'],
  }
  const html = Object.fromEntries(
    await Promise.all(
      [...new Set(Object.values(where).flat())].map(async (p) => [p, await page(p)] as const),
    ),
  )
  const escaped = (s: string) => s.replace(/'/g, '&#x27;')
  const shown = (text: string) => (p: string) => html[p].includes(escaped(text))
  expect(where.refundTerms.filter((p) => !shown(promises.refundTerms)(p))).toEqual([])
  expect(html['/contact']).toContain('45-minute strategy call')
  expect(html['/contact']).toContain('45-minute consultation')
  expect(html['/contact']).toContain('45-minute discussion')
  expect(where.auditDuration.filter((p) => !shown('under two minutes')(p))).toEqual([])
  expect(html['/audit']).toContain('Results in under two minutes. No email required.')
  expect(where.resultsTime.filter((p) => !shown('three to eight weeks')(p))).toEqual([])
  expect(where.guaranteeTitle.filter((p) => !shown('Visibility Promise')(p))).toEqual([])
  expect(where.guaranteeText.filter((p) => !shown(promises.guaranteeText)(p))).toEqual([])
  // The old values are stated nowhere.
  for (const [p, text] of Object.entries(html)) {
    expect(text, p).not.toMatch(/within 7 days|20-minute|about 60 seconds|2 to 6 weeks|30-Day/i)
    expect(text, p).not.toMatch(/\{(price|promise):/)
  }
})
