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
import { migrateAround } from './migrateAround'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-migrations-'))
let payload: Payload | undefined

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

it('marks subscribers stored before double opt-in confirmed as of their signup', async () => {
  payload = await migrateAround(dir, 'leads_spam_optin_replay', (run, sql) =>
    run(sql`INSERT INTO newsletter_subscribers (email, source, updated_at, created_at)
      VALUES ('early@example.com', 'footer_newsletter', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`),
  )
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
