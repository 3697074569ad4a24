/**
 * How every embedded SQLite file of the project is opened (Node services only: libsql is a
 * native module). The audit service's outbox, job queue, results, cache and re-check journal, and
 * the site's lead outbox, each keep their own file.
 *
 * - `openSqlite(file, { durable })` → a libsql `Database`: the file's folder is created first
 *   (`':memory:'` opens a database in memory, for tests); `busy_timeout = 5000` is set before the
 *   switch to the WAL journal, so two processes opening one new file at once wait for each other
 *   instead of failing with SQLITE_BUSY; with `durable` (what is acknowledged to a visitor or
 *   counted as done: outboxes and journals, docs/decisions/0020), `synchronous = FULL`, so a
 *   commit is on disk before the call returns (WAL's default NORMAL may lose the last commits on
 *   power loss). Throws libsql's error when the file cannot be opened or created.
 * - `statements(db)` → `sql => Statement`: each SQL text prepared once and kept. A statement
 *   prepared per call holds native memory until the garbage collector finds it, which the RSS of
 *   a busy process shows. Only for statements used as they are (no `pluck`, `raw` or `expand`,
 *   which would change the kept one for every caller).
 */
import Database from 'libsql'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

export type SqliteDatabase = Database.Database
export type SqliteStatement = Database.Statement

/** See module doc. */
export function openSqlite(file: string, opts: { durable?: boolean } = {}): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('busy_timeout = 5000')
  db.pragma('journal_mode = WAL')
  if (opts.durable) db.pragma('synchronous = FULL')
  return db
}

/** See module doc. */
export function statements(db: SqliteDatabase): (sql: string) => SqliteStatement {
  const kept = new Map<string, SqliteStatement>()
  return (sql) => {
    let statement = kept.get(sql)
    if (!statement) kept.set(sql, (statement = db.prepare(sql)))
    return statement
  }
}
