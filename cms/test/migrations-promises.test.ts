/**
 * The migration of the Promises tab (`*_i40_promises`, docs/decisions/0127, 0128) on a database
 * made before it: the settings get the seed's promises and its statistics (the market figures
 * without a source), and the seed's texts that typed a price or a promise quote it instead, so an
 * existing site shows the current price; a text staff rewrote is left alone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'
import { migrateAround } from './migrateAround'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-migrations-promises-'))
let payload: Payload | undefined

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const OLD_ANSWER =
  'The course ($149, one-time) teaches you.\n\nFoundations ($1,997) and PRO ($3,997) are done for you.'

it('gives existing settings the promises and statistics, and makes the seed’s texts quote them', async () => {
  payload = await migrateAround(
    dir,
    ['i40_promises', 'i40_avatars_promises_prospect'],
    async (run, sql) => {
      await run(sql`INSERT INTO site_settings (id, site_name, contact_email, postal_address, booking_url, academy_url)
      VALUES (1, 'Visibly AI', 'hello@visibly.ai', 'Sydney', 'https://cal.example', 'https://academy.example')`)
      for (const [id, slug] of [
        [1, 'course'],
        [2, 'foundations'],
        [3, 'pro'],
      ] as const)
        await run(sql`INSERT INTO offers (id, name, slug, price, billing, cta_label, cta_url, _status)
        VALUES (${id}, ${slug}, ${slug}, 100, 'one-time', 'Go', '/contact', 'published')`)
      await run(sql`INSERT INTO faqs (id, question, answer) VALUES (1, 'Tiers?', ${OLD_ANSWER})`)
      await run(
        sql`INSERT INTO faqs (id, question, answer) VALUES (2, 'Own words', 'Foundations costs $1,500 now.')`,
      )
      await run(
        sql`INSERT INTO offers_features (_order, _parent_id, id, feature) VALUES (1, 1, 'f1', '7-day refund if no more than 3 lessons completed')`,
      )
    },
  )
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  expect(settings.promises.callMinutes).toBe(20)
  expect(settings.promises.refundTerms).toMatch(/within 7 days .* no more than 3 lessons/)
  expect(
    settings.promises.statistics?.map(
      (s: { key: string; value: string; source?: { name?: string | null } }) => [
        s.key,
        s.value,
        s.source?.name ?? null,
      ],
    ),
  ).toEqual([
    ['aiSearchDaily', '43%', null],
    ['aiTrust', '62%', null],
    ['businessesHelped', '100+', 'Visibly AI client results'],
    ['mentionsIncrease', '340%', 'Visibly AI client results'],
    ['timeToRecommendation', '30 days', 'Visibly AI client results'],
  ])
  const faqs = await payload.find({ collection: 'faqs', sort: 'id', depth: 0 })
  expect(faqs.docs.map((f) => f.answer)).toEqual([
    'The course ({price:course:period}) teaches you.\n\nFoundations ({price:foundations}) and PRO ({price:pro}) are done for you.',
    'Foundations costs $1,500 now.',
  ])
  const course = await payload.findByID({ collection: 'offers', id: 1, depth: 0 })
  expect(course.features?.map((f: { feature: string }) => f.feature)).toEqual([
    '{promise:refundTerms}',
  ])
})
