/**
 * For the test of one migration: `migrateAround(dir, suffix, store)` starts a Payload on a fresh
 * SQLite file in `dir` (or the empty database named by CMS_TEST_DATABASE_URI, e.g. a Postgres
 * one), applies the committed migrations up to the one whose name ends with `_<suffix>`, calls
 * `store(run, sql)` to put rows in with plain SQL (`run(sql\`INSERT …\`)`, the dialect's `sql`),
 * then applies the rest, and resolves with the Payload (destroy it after). Throws when no committed
 * migration has that name.
 */
import path from 'node:path'
import type { Payload } from 'payload'

type Sql = (typeof import('@payloadcms/db-sqlite'))['sql']

export async function migrateAround(
  dir: string,
  suffix: string | string[],
  store: (run: (query: ReturnType<Sql>) => Promise<unknown>, sql: Sql) => Promise<unknown>,
): Promise<Payload> {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.PAYLOAD_MIGRATING = 'true' // migrations are run here, not at init
  process.env.WEB_PURGE_URL = 'off'
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  const payload = await getPayload({ config })
  const pg = process.env.DATABASE_URI.startsWith('postgres')
  const { migrations } = pg
    ? await import('../src/migrations/postgres')
    : await import('../src/migrations/sqlite')
  const suffixes = typeof suffix === 'string' ? [suffix] : suffix
  const at = migrations.findIndex((m) => suffixes.some((s) => m.name.endsWith(`_${s}`)))
  if (at < 1) throw new Error(`no committed migration named *_${suffixes.join(' or *_')}`)
  await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
  const { sql } = pg
    ? await import('@payloadcms/db-postgres')
    : await import('@payloadcms/db-sqlite')
  type Runner = (query: ReturnType<Sql>) => Promise<unknown>
  const db = (payload.db as unknown as { drizzle: { execute?: Runner; run?: Runner } }).drizzle
  await store((query) => (pg ? db.execute!(query) : db.run!(query)), sql as Sql)
  await payload.db.migrate({ migrations: migrations as never })
  return payload
}
