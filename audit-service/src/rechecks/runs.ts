/**
 * The re-check runs this process has begun and not yet ended (docs/decisions/0100): a journal in
 * an embedded SQLite file beside the lead outbox (`recheck-runs.db` in the outbox's folder; libsql,
 * WAL, `synchronous = FULL`, so each step is on disk before the sweep takes the next one). A run
 * is written before its claim is sent to the CMS and deleted once its report mail is in the
 * outbox (or its claim given back), so a sweep after a crash finds every run a dead process left
 * between claim and mail (sweep.ts resumes them).
 *
 * `new RecheckRuns(file)` opens or creates it (`':memory:'` for tests; the folder is created).
 * - `begin(run, now?)`: a run about to be claimed (`OpenRun`, `claimed` false, no job, begun
 *   `now` ms); throws when its key is already open.
 * - `claimed(key)`: the CMS answered that the claim is taken.
 * - `job(key, id)`: the audit job the run waits for.
 * - `end(key)`: the run is reported or given back (no-op when not open).
 * - `open()` → every open run, oldest first.
 * Every method is synchronous and throws the database's error when the file cannot be written.
 */
import { openSqlite, type SqliteDatabase } from '@aivis/contract/sqlite'
import path from 'node:path'
import type { DueRecheck, RecheckClaim } from '@aivis/contract'

/** One run of a re-check, as the journal keeps it. */
export interface OpenRun {
  /** `recheck:{re-check key}:{run start}`: the run's key and its report mail's. */
  key: string
  /** The re-check as the CMS handed it out (the mail is built from it). */
  recheck: DueRecheck
  /** The claim sent to the CMS (`at` is the run's start). */
  claim: RecheckClaim
  /** The id of the request the run's audit and mail are logged under. */
  requestId: string
  /** True once the CMS answered the claim taken. */
  claimed: boolean
  /** The audit job's id, once submitted. */
  job: string | null
  /** When the run was begun (ms). */
  begunAt: number
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS recheck_runs (
  key TEXT PRIMARY KEY,
  recheck TEXT NOT NULL,
  claim TEXT NOT NULL,
  request_id TEXT NOT NULL,
  claimed INTEGER NOT NULL DEFAULT 0,
  job TEXT,
  created_at INTEGER NOT NULL
);
`

/** The journal's file beside the lead outbox `outboxFile` (one per API process). */
export const recheckRunsFile = (outboxFile: string) =>
  outboxFile === ':memory:' ? ':memory:' : path.join(path.dirname(outboxFile), 'recheck-runs.db')

export class RecheckRuns {
  private db: SqliteDatabase

  constructor(file: string) {
    // A commit is on disk before it is acknowledged (docs/decisions/0020).
    this.db = openSqlite(file, { durable: true })
    this.db.exec(SCHEMA)
  }

  begin(run: Omit<OpenRun, 'claimed' | 'job' | 'begunAt'>, now = Date.now()): void {
    this.db
      .prepare(
        'INSERT INTO recheck_runs (key, recheck, claim, request_id, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(run.key, JSON.stringify(run.recheck), JSON.stringify(run.claim), run.requestId, now)
  }

  claimed(key: string): void {
    this.db.prepare('UPDATE recheck_runs SET claimed = 1 WHERE key = ?').run(key)
  }

  job(key: string, id: string): void {
    this.db.prepare('UPDATE recheck_runs SET job = ? WHERE key = ?').run(id, key)
  }

  end(key: string): void {
    this.db.prepare('DELETE FROM recheck_runs WHERE key = ?').run(key)
  }

  open(): OpenRun[] {
    const rows = this.db.prepare('SELECT * FROM recheck_runs ORDER BY created_at, rowid').all() as {
      key: string
      recheck: string
      claim: string
      request_id: string
      claimed: number
      job: string | null
      created_at: number
    }[]
    return rows.map((r) => ({
      key: r.key,
      recheck: JSON.parse(r.recheck) as DueRecheck,
      claim: JSON.parse(r.claim) as RecheckClaim,
      requestId: r.request_id,
      claimed: r.claimed === 1,
      job: r.job,
      begunAt: r.created_at,
    }))
  }

  close(): void {
    this.db.close()
  }
}
