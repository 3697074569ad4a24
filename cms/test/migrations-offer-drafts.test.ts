/**
 * The migration that gave offers drafts (`*_offer_drafts_jobs`, docs/decisions/0088): offers stored
 * before it stay on the site (published), with their features and prerequisites. Runs the
 * committed migrations up to the one before, stores offers with plain SQL, then runs the rest. A
 * fresh SQLite file in a temp dir, or the empty database named by CMS_TEST_DATABASE_URI.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'
import { migrateAround } from './migrateAround'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-migrations-offers-'))
let payload: Payload | undefined

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

it('keeps offers stored before drafts published, with their features and prerequisites', async () => {
  const now = '2026-11-01T00:00:00.000Z'
  payload = await migrateAround(dir, 'offer_drafts_jobs', async (run, sql) => {
    await run(sql`INSERT INTO offers (id, name, slug, price, billing, cta_label, cta_url, updated_at, created_at)
      VALUES (1, 'Course', 'course', 149, 'one-time', 'Enrol Now', '/contact', ${now}, ${now})`)
    await run(sql`INSERT INTO offers (id, name, slug, price, billing, cta_label, cta_url, updated_at, created_at)
      VALUES (2, 'Maintenance', 'maintenance', 297, 'monthly', 'Start', '/contact', ${now}, ${now})`)
    await run(
      sql`INSERT INTO offers_features (_order, _parent_id, id, feature) VALUES (1, 1, 'f1', '14 video lessons')`,
    )
    await run(
      sql`INSERT INTO offers_rels ("order", parent_id, path, offers_id) VALUES (1, 2, 'prerequisites', 1)`,
    )
  })
  // As a visitor reads them: published ones only.
  const { docs } = await payload.find({
    collection: 'offers',
    sort: 'id',
    depth: 0,
    overrideAccess: false,
  })
  expect(docs.map((d) => [d.slug, d._status, d.price])).toEqual([
    ['course', 'published', 149],
    ['maintenance', 'published', 297],
  ])
  expect(docs[0].features?.map((f: { feature: string }) => f.feature)).toEqual(['14 video lessons'])
  expect(docs[1].prerequisites).toEqual([1])
})
