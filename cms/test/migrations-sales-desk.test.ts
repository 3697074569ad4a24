/**
 * The migration that links prospects (`*_sales_desk`, docs/decisions/0085): audits and inquiries
 * stored before it get their website domain, and results emails the audit id their snapshot names,
 * so sales find them linked like new ones. Runs the committed migrations up to the one before,
 * stores rows with plain SQL, then runs the rest. A fresh SQLite file in a temp dir, or the empty
 * database named by CMS_TEST_DATABASE_URI (e.g. a Postgres one).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'
import { migrateAround } from './migrateAround'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-migrations-desk-'))
let payload: Payload | undefined

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

it('gives leads stored before it their website domain and the audit id their results email names', async () => {
  const now = '2026-11-01T00:00:00.000Z'
  payload = await migrateAround(dir, 'sales_desk', async (run, sql) => {
    await run(sql`INSERT INTO audits (business_name, specialism, location, severity, website, updated_at, created_at)
      VALUES ('Harbour Dental', 'dentist', 'Sydney', 'LOW', 'https://www.Harbour.example/about', ${now}, ${now})`)
    await run(sql`INSERT INTO inquiries (name, email, business_name, website_url, message, updated_at, created_at)
      VALUES ('Ana', 'ana@harbour.example', 'Harbour Dental', 'harbour.example', 'Call me', ${now}, ${now})`)
    await run(sql`INSERT INTO result_email_requests (email, audit, updated_at, created_at)
      VALUES ('ana@harbour.example', ${JSON.stringify({ audit_id: 'job-123' })}, ${now}, ${now})`)
  })
  const [audit] = (await payload.find({ collection: 'audits', overrideAccess: true })).docs
  const [inquiry] = (await payload.find({ collection: 'inquiries', overrideAccess: true })).docs
  const [request] = (
    await payload.find({ collection: 'result-email-requests', overrideAccess: true })
  ).docs
  expect(audit.website_domain).toBe('harbour.example')
  expect(inquiry.website_domain).toBe('harbour.example')
  expect(request.audit_id).toBe('job-123')
})
