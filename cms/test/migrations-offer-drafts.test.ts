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

const dir = mkdtempSync(path.join(tmpdir(), 'cms-migrations-offers-'))
let payload: Payload | undefined

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

it('keeps offers stored before drafts published, with their features and prerequisites', async () => {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.PAYLOAD_MIGRATING = 'true' // migrations are run by hand below, not at init
  process.env.WEB_PURGE_URL = 'off'
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  payload = await getPayload({ config })
  const pg = process.env.DATABASE_URI.startsWith('postgres')
  const { migrations } = pg
    ? await import('../src/migrations/postgres')
    : await import('../src/migrations/sqlite')
  const at = migrations.findIndex((m) => m.name.endsWith('_offer_drafts_jobs'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
  const { sql } = pg
    ? await import('@payloadcms/db-postgres')
    : await import('@payloadcms/db-sqlite')
  const now = '2026-11-01T00:00:00.000Z'
  const rows = [
    sql`INSERT INTO offers (id, name, slug, price, billing, cta_label, cta_url, updated_at, created_at)
      VALUES (1, 'Course', 'course', 149, 'one-time', 'Enrol Now', '/contact', ${now}, ${now})`,
    sql`INSERT INTO offers (id, name, slug, price, billing, cta_label, cta_url, updated_at, created_at)
      VALUES (2, 'Maintenance', 'maintenance', 297, 'monthly', 'Start', '/contact', ${now}, ${now})`,
    sql`INSERT INTO offers_features (_order, _parent_id, id, feature) VALUES (1, 1, 'f1', '14 video lessons')`,
    sql`INSERT INTO offers_rels ("order", parent_id, path, offers_id) VALUES (1, 2, 'prerequisites', 1)`,
  ]

  const db = (payload.db as unknown as { drizzle: any }).drizzle
  for (const row of rows) await (pg ? db.execute(row) : db.run(row))
  await payload.db.migrate({ migrations: migrations as never })
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
