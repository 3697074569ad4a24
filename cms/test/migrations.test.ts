/**
 * The migration that added double opt-in (`*_leads_spam_optin_replay`, docs/decisions/0061):
 * subscribers stored before it signed up under single opt-in and come out confirmed as of their
 * signup, not suspected spam. Runs the committed migrations up to the one before, stores a
 * subscriber with plain SQL, then runs the rest. A fresh SQLite file in a temp dir, or the empty
 * database named by CMS_TEST_DATABASE_URI (e.g. a Postgres one).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-migrations-'))
let payload: Payload | undefined

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

it('marks subscribers stored before double opt-in confirmed as of their signup', async () => {
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
  const at = migrations.findIndex((m) => m.name.endsWith('_leads_spam_optin_replay'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
  const { sql } = pg
    ? await import('@payloadcms/db-postgres')
    : await import('@payloadcms/db-sqlite')
  const insert = sql`INSERT INTO newsletter_subscribers (email, source, updated_at, created_at)
    VALUES ('early@example.com', 'footer_newsletter', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`
  const db = (payload.db as unknown as { drizzle: any }).drizzle
  await (pg ? db.execute(insert) : db.run(insert))
  await payload.db.migrate({ migrations: migrations as never })
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    email: 'early@example.com',
    confirmed: true,
    confirmed_at: '2026-01-01T00:00:00.000Z',
    suspected_spam: false,
  })
  // Subscribers from now on start unconfirmed.
  const later = await payload.create({
    collection: 'newsletter-subscribers',
    data: { email: 'later@example.com' },
  })
  expect(later.confirmed).toBe(false)
})
