/**
 * What audit jobs keep outside process memory (docs/decisions/0099, 0098):
 *
 * - `SqliteJobStore(file)`: the in-process jobs' queue on disk (AUDIT_JOBS_DB, default
 *   `audit-jobs.db` beside the audit cache): each job not yet ended is a row (`add`, `pin`,
 *   `remove`); `pending()` → those rows oldest first, which the next start runs under the same ids
 *   (memory.ts). Also a `FollowStore`.
 * - `FollowStore`: which audit a joined request's own job id follows: `follow(id, leader)`,
 *   `leaderOf(id)` → the leader's id or null (unknown or older than `FOLLOW_KEEP_MS`). In SQLite
 *   (`SqliteJobStore`), in Redis (`RedisFollows`, keys `audit:follow:{id}` that expire), or in
 *   memory (`MemoryFollows`, tests).
 *
 * Every method throws the driver's error when the store cannot be read or written.
 */
import { openSqlite, type SqliteDatabase } from '@aivis/contract/sqlite'
import type { Redis } from 'ioredis'
import type { AuditRequest } from '@aivis/contract'

/** How long a joined request's job id keeps pointing at the run it joined, ms: a day. */
export const FOLLOW_KEEP_MS = 86_400_000

/** A job of the in-process queue that has not ended (memory.ts). */
export interface StoredJob {
  id: string
  req: AuditRequest
  /** The audit's cache key; null: not cached. */
  key: string | null
  /** Whether later identical requests join it. */
  join: boolean
  requestId?: string
  customer: string | null
  /** Asked for through `POST /audits` (not only by a synchronous caller, who is gone after a stop). */
  pinned: boolean
  /** ISO 8601. */
  createdAt: string
}

export interface FollowStore {
  follow(id: string, leader: string): Promise<void>
  leaderOf(id: string): Promise<string | null>
}

/** Follows in process memory, for tests (see module doc). */
export class MemoryFollows implements FollowStore {
  private readonly leaders = new Map<string, string>()
  async follow(id: string, leader: string) {
    this.leaders.set(id, leader)
  }
  async leaderOf(id: string) {
    return this.leaders.get(id) ?? null
  }
}

/** Follows in Redis: `audit:follow:{id}` → leader id, expiring after `FOLLOW_KEEP_MS`. */
export class RedisFollows implements FollowStore {
  constructor(private readonly redis: Redis) {}
  async follow(id: string, leader: string) {
    await this.redis.set(`audit:follow:${id}`, leader, 'PX', FOLLOW_KEEP_MS)
  }
  async leaderOf(id: string) {
    return this.redis.get(`audit:follow:${id}`)
  }
}

/** The in-process queue and follows in an embedded SQLite file (`':memory:'` for tests). */
export class SqliteJobStore implements FollowStore {
  private readonly db: SqliteDatabase

  constructor(
    file: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = openSqlite(file)
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS audit_jobs (id TEXT PRIMARY KEY, job TEXT NOT NULL, created_at TEXT NOT NULL);
       CREATE TABLE IF NOT EXISTS audit_follows (id TEXT PRIMARY KEY, leader TEXT NOT NULL, expires_at INTEGER NOT NULL);`,
    )
  }

  /** Keeps a job that has not ended. */
  add(job: StoredJob): void {
    this.db
      .prepare('INSERT OR REPLACE INTO audit_jobs (id, job, created_at) VALUES (?, ?, ?)')
      .run(job.id, JSON.stringify(job), job.createdAt)
  }

  /** Marks a kept job as asked for through `POST /audits`. */
  pin(id: string): void {
    const row = this.db.prepare('SELECT job FROM audit_jobs WHERE id = ?').get(id) as
      { job: string } | undefined
    if (row) this.add({ ...(JSON.parse(row.job) as StoredJob), pinned: true })
  }

  /** Forgets a job that ended. */
  remove(id: string): void {
    this.db.prepare('DELETE FROM audit_jobs WHERE id = ?').run(id)
  }

  /** The jobs that had not ended, oldest first. */
  pending(): StoredJob[] {
    const rows = this.db.prepare('SELECT job FROM audit_jobs ORDER BY created_at, rowid').all() as {
      job: string
    }[]
    return rows.map((r) => JSON.parse(r.job) as StoredJob)
  }

  async follow(id: string, leader: string): Promise<void> {
    const now = this.now()
    this.db.prepare('DELETE FROM audit_follows WHERE expires_at <= ?').run(now)
    this.db
      .prepare('INSERT OR REPLACE INTO audit_follows (id, leader, expires_at) VALUES (?, ?, ?)')
      .run(id, leader, now + FOLLOW_KEEP_MS)
  }

  async leaderOf(id: string): Promise<string | null> {
    const row = this.db
      .prepare('SELECT leader FROM audit_follows WHERE id = ? AND expires_at > ?')
      .get(id, this.now()) as { leader: string } | undefined
    return row?.leader ?? null
  }

  close(): void {
    this.db.close()
  }
}
