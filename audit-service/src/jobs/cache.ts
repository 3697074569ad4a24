/**
 * The audit cache (docs/decisions/0021): an identical audit (jobs/key.ts) within
 * AUDIT_CACHE_HOURS is answered from here with `cached: true` and `audited_at`, unless the request
 * says `force_run`. It survives restarts: an embedded SQLite file (AUDIT_CACHE_DB) in a single
 * process, Redis when REDIS_URL is set (shared by the API and every worker).
 *
 * `AuditCache.get(key)` → the stored result or null (expired entries are null); `set(key, result)`
 * stores it for `ttlMs`. Both are best effort for the caller: a failing cache must never fail an
 * audit, so callers catch and log.
 */
import { openSqlite, type SqliteDatabase, type SqliteStatement } from '@aivis/contract/sqlite'
import type { Redis } from 'ioredis'
import type { AuditResult } from '@aivis/contract'

export interface AuditCache {
  get(key: string): Promise<AuditResult | null>
  set(key: string, result: AuditResult): Promise<void>
  close(): Promise<void>
}

/** A cache that keeps nothing (AUDIT_CACHE_HOURS=0). */
export const noCache: AuditCache = {
  get: async () => null,
  set: async () => {},
  close: async () => {},
}

/** The cache in an embedded SQLite file (`':memory:'` for tests); expired rows are pruned on write. */
export class SqliteAuditCache implements AuditCache {
  private db: SqliteDatabase

  constructor(
    file: string,
    private ttlMs: number,
    private now: () => number = Date.now,
  ) {
    this.db = openSqlite(file)
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS audit_cache (key TEXT PRIMARY KEY, result TEXT NOT NULL, expires_at INTEGER NOT NULL)',
    )
    // Prepared once: a statement prepared per call holds native memory until it is collected.
    this.select = this.db.prepare('SELECT result FROM audit_cache WHERE key = ? AND expires_at > ?')
    this.prune = this.db.prepare('DELETE FROM audit_cache WHERE expires_at <= ?')
    this.insert = this.db.prepare(
      'INSERT OR REPLACE INTO audit_cache (key, result, expires_at) VALUES (?, ?, ?)',
    )
  }

  private select: SqliteStatement
  private prune: SqliteStatement
  private insert: SqliteStatement

  async get(key: string): Promise<AuditResult | null> {
    const row = this.select.get(key, this.now()) as { result: string } | undefined
    return row ? (JSON.parse(row.result) as AuditResult) : null
  }

  async set(key: string, result: AuditResult): Promise<void> {
    const now = this.now()
    this.prune.run(now)
    this.insert.run(key, JSON.stringify(result), now + this.ttlMs)
  }

  async close(): Promise<void> {
    this.db.close()
  }
}

/** The cache in Redis: one key `audit:cache:{key}` per audit with its expiry (`PX`). */
export class RedisAuditCache implements AuditCache {
  constructor(
    private redis: Redis,
    private ttlMs: number,
  ) {}

  async get(key: string): Promise<AuditResult | null> {
    const raw = await this.redis.get(`audit:cache:${key}`)
    return raw ? (JSON.parse(raw) as AuditResult) : null
  }

  async set(key: string, result: AuditResult): Promise<void> {
    await this.redis.set(`audit:cache:${key}`, JSON.stringify(result), 'PX', this.ttlMs)
  }

  async close(): Promise<void> {}
}
