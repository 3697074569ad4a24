/**
 * The finished audits the service ran, by audit id, and the capability that names one
 * (docs/decisions/0055). A results email is built from the result stored here, never from the
 * request's body: whoever asks for one must name an audit the service ran (`audit_id`) and hold
 * the `audit_token` the service handed out with that result.
 *
 * - `AuditResults.put(result)` stores a result under its `audit_id` for `ttlMs` (default
 *   `RESULTS_KEEP_MS`, 30 days); `get(id)` → the stored result, or null when unknown or expired.
 *   Written by the runner (runner.ts) in whichever process ran the audit, read by the API process.
 *   Results live on disk, in an embedded SQLite file of the API (`SqliteAuditResults`). With
 *   REDIS_URL the workers write them to Redis (`RedisAuditResults`, keys `audit:result:{id}`,
 *   kept `REDIS_RESULTS_KEEP_MS`, a day), and the API reads through `TieredAuditResults`: its
 *   SQLite file first, else Redis, copying what it finds there to the file (it does so as soon as
 *   a job completes, jobs/index.ts), so Redis holds a day of results, not 30 days
 *   (docs/decisions/0099).
 *
 * The capability (`auditToken`, `isAuditToken`) is signed in tokens.ts with the service's other
 * tokens.
 */
import { openSqlite, type SqliteDatabase, type SqliteStatement } from '@aivis/contract/sqlite'
import type { Redis } from 'ioredis'
import type { AuditResult } from '@aivis/contract'

/** How long a finished result can be emailed, ms: 30 days. */
export const RESULTS_KEEP_MS = 30 * 86_400_000

export interface AuditResults {
  /** Stores `result` under its `audit_id` (a result without one is not stored). */
  put(result: AuditResult): Promise<void>
  /** The result of audit `id`; null when unknown or expired. */
  get(id: string): Promise<AuditResult | null>
  close(): Promise<void>
}

/** The results in an embedded SQLite file (`':memory:'` for tests); expired rows pruned on write. */
export class SqliteAuditResults implements AuditResults {
  private db: SqliteDatabase

  constructor(
    file: string,
    private ttlMs = RESULTS_KEEP_MS,
    private now: () => number = Date.now,
  ) {
    this.db = openSqlite(file)
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS audit_results (id TEXT PRIMARY KEY, result TEXT NOT NULL, expires_at INTEGER NOT NULL)',
    )
    // Prepared once: a statement prepared per call holds native memory until it is collected.
    this.prune = this.db.prepare('DELETE FROM audit_results WHERE expires_at <= ?')
    this.insert = this.db.prepare(
      'INSERT OR REPLACE INTO audit_results (id, result, expires_at) VALUES (?, ?, ?)',
    )
    this.select = this.db.prepare(
      'SELECT result FROM audit_results WHERE id = ? AND expires_at > ?',
    )
  }

  private prune: SqliteStatement
  private insert: SqliteStatement
  private select: SqliteStatement

  async put(result: AuditResult): Promise<void> {
    if (!result.audit_id) return
    const now = this.now()
    this.prune.run(now)
    this.insert.run(result.audit_id, JSON.stringify(result), now + this.ttlMs)
  }

  async get(id: string): Promise<AuditResult | null> {
    const row = this.select.get(id, this.now()) as { result: string } | undefined
    return row ? (JSON.parse(row.result) as AuditResult) : null
  }

  async close(): Promise<void> {
    this.db.close()
  }
}

/** How long a worker's result waits in Redis for the API to copy it to disk, ms: a day. */
export const REDIS_RESULTS_KEEP_MS = 86_400_000

/** The results in Redis: one key `audit:result:{id}` per audit with its expiry (`PX`). */
export class RedisAuditResults implements AuditResults {
  constructor(
    private redis: Redis,
    private ttlMs = REDIS_RESULTS_KEEP_MS,
  ) {}

  async put(result: AuditResult): Promise<void> {
    if (!result.audit_id) return
    await this.redis.set(
      `audit:result:${result.audit_id}`,
      JSON.stringify(result),
      'PX',
      this.ttlMs,
    )
  }

  async get(id: string): Promise<AuditResult | null> {
    const raw = await this.redis.get(`audit:result:${id}`)
    return raw ? (JSON.parse(raw) as AuditResult) : null
  }

  async close(): Promise<void> {}
}

/**
 * The API's results with workers: `local` (SQLite, 30 days) first, else `shared` (Redis), whose
 * result is then copied to `local`. `put` writes `local`. A failing copy is thrown like a failing
 * read.
 */
export class TieredAuditResults implements AuditResults {
  constructor(
    private local: AuditResults,
    private shared: AuditResults,
  ) {}

  async put(result: AuditResult): Promise<void> {
    await this.local.put(result)
  }

  async get(id: string): Promise<AuditResult | null> {
    const kept = await this.local.get(id)
    if (kept) return kept
    const fresh = await this.shared.get(id)
    if (fresh) await this.local.put(fresh)
    return fresh
  }

  async close(): Promise<void> {
    await this.local.close()
  }
}
