/**
 * The site's lead outbox (docs/decisions/0096): a contact inquiry or newsletter signup that the
 * audit service could not take within the proxy's retry window (functionsProxy.server.ts) is
 * committed here, in an embedded SQLite database (libsql, WAL journal, `synchronous = FULL`, as
 * the audit service's outbox: docs/decisions/0020), before the visitor is acknowledged; a
 * forwarder (`startLeadForwarder`) posts it to the audit service, with its Idempotency-Key, once
 * the service is back, in this process or after a restart. The audit service stores a key's lead
 * once, so a post that reached it before its answer was lost is not stored twice.
 *
 * `new SiteLeadOutbox(file)` opens or creates the database (`':memory:'` for tests; the folder is
 * created). One table, `posts`: the function's path (`/send-contact-inquiry`), the post's
 * Idempotency-Key (unique per path), its JSON body as received, the client IP and request id it was
 * received with, `state` (pending | done | refused), `attempts`, `next_at`, `lease_until` (epoch
 * ms), `last_error`. Every method is synchronous and throws the SQLite error when the database
 * cannot be read or written (full disk, read-only file).
 */
import { openSqlite, type SqliteDatabase } from '@aivis/contract/sqlite'

/** One post kept for the audit service. */
export interface HeldPost {
  id: number
  /** The function's path under /functions/v1, e.g. `/send-contact-inquiry`. */
  path: string
  /** The post's Idempotency-Key (8–100 word characters or dashes). */
  key: string
  /** The JSON body as the visitor sent it. */
  body: string
  /** The visitor's address as the site saw it (`req.ip`), passed on as `X-Client-IP`. */
  clientIp: string | null
  /** The id of the request that brought it (X-Request-Id), passed on. */
  requestId: string | null
  attempts: number
  /** When it was received, epoch ms. */
  createdAt: number
}

/** What the visitor's post is, as `hold` records it. */
export type NewPost = Pick<HeldPost, 'path' | 'key' | 'body' | 'clientIp' | 'requestId'>

const SCHEMA = `
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path TEXT NOT NULL,
  key TEXT NOT NULL,
  body TEXT NOT NULL,
  client_ip TEXT,
  request_id TEXT,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL DEFAULT 0,
  lease_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  done_at INTEGER,
  UNIQUE (path, key)
);
CREATE INDEX IF NOT EXISTS posts_due ON posts (state, next_at, id);
CREATE INDEX IF NOT EXISTS posts_client ON posts (client_ip, state);
`

export class SiteLeadOutbox {
  private db: SqliteDatabase

  constructor(file: string) {
    // A commit is on disk before it is acknowledged (docs/decisions/0020).
    this.db = openSqlite(file, { durable: true })
    this.db.exec(SCHEMA)
  }

  /**
   * Commits `post` (pending, due at once) and returns true; false when a post with the same path
   * and key is already kept (the visitor's retry: it is answered as the first one was).
   */
  hold(post: NewPost, now = Date.now()): boolean {
    return (
      this.db
        .prepare(
          `INSERT OR IGNORE INTO posts (path, key, body, client_ip, request_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(post.path, post.key, post.body, post.clientIp, post.requestId, now).changes === 1
    )
  }

  /** How many posts are pending: all of them, or those received from `clientIp`. */
  pending(clientIp?: string | null): number {
    const r = (
      clientIp === undefined
        ? this.db.prepare(`SELECT COUNT(*) AS n FROM posts WHERE state = 'pending'`).get()
        : this.db
            .prepare(`SELECT COUNT(*) AS n FROM posts WHERE state = 'pending' AND client_ip IS ?`)
            .get(clientIp)
    ) as { n: number }
    return Number(r.n)
  }

  /** Pending posts due and not leased at `now`, oldest first, at most `limit`. */
  due(now: number, limit: number): HeldPost[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM posts WHERE state = 'pending' AND next_at <= ? AND lease_until <= ?
         ORDER BY id LIMIT ?`,
      )
      .all(now, now, limit) as Record<string, unknown>[]
    return rows.map((r) => ({
      id: Number(r.id),
      path: String(r.path),
      key: String(r.key),
      body: String(r.body),
      clientIp: (r.client_ip as string | null) ?? null,
      requestId: (r.request_id as string | null) ?? null,
      attempts: Number(r.attempts),
      createdAt: Number(r.created_at),
    }))
  }

  /**
   * Takes the pending post `id` for one attempt until `until` (epoch ms), in one statement: true
   * when this caller has it (site instances sharing one file never send a post at once).
   */
  lease(id: number, now: number, until: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE posts SET lease_until = ? WHERE id = ? AND state = 'pending' AND lease_until <= ?`,
        )
        .run(until, id, now).changes === 1
    )
  }

  /** The audit service took the post. */
  done(id: number, now = Date.now()): void {
    this.db
      .prepare(
        `UPDATE posts SET state = 'done', done_at = ?, lease_until = 0, last_error = NULL
         WHERE id = ?`,
      )
      .run(now, id)
  }

  /** The audit service could not be reached: tried again at `nextAt`; returns its attempts. */
  retry(id: number, error: string, nextAt: number): number {
    this.db
      .prepare(
        `UPDATE posts SET attempts = attempts + 1, last_error = ?, next_at = ?, lease_until = 0
         WHERE id = ?`,
      )
      .run(error.slice(0, 1000), nextAt, id)
    const r = this.db.prepare('SELECT attempts FROM posts WHERE id = ?').get(id) as {
      attempts: number
    }
    return Number(r.attempts)
  }

  /** The audit service refused the post (a 4xx answer): kept, never sent again. */
  refuse(id: number, error: string): void {
    this.db
      .prepare(
        `UPDATE posts SET state = 'refused', attempts = attempts + 1, last_error = ?,
           lease_until = 0 WHERE id = ?`,
      )
      .run(error.slice(0, 1000), id)
  }

  /** The earliest time (epoch ms) a pending post is due and not leased, or null when none is. */
  nextDue(): number | null {
    const r = this.db
      .prepare(`SELECT MIN(MAX(next_at, lease_until)) AS at FROM posts WHERE state = 'pending'`)
      .get() as { at: number | null }
    return r.at === null ? null : Number(r.at)
  }

  /** Closes the database; idempotent. */
  close(): void {
    if (this.db.open) this.db.close()
  }
}

/** How one forwarded post ended: taken, to be sent again later, or refused for good. */
export type ForwardOutcome =
  { kind: 'done' } | { kind: 'later'; error: string } | { kind: 'refused'; error: string }

/** Options of `startLeadForwarder`. */
export interface LeadForwarderOptions {
  outbox: SiteLeadOutbox
  /** Posts one held post to the audit service and says how it ended (never rejects). */
  send: (post: HeldPost) => Promise<ForwardOutcome>
  log: { info: (msg: string) => void; warn: (msg: string) => void; error: (msg: string) => void }
  /** First wait after a failed attempt, ms (default 1000); doubled up to `maxMs` (default 60 000). */
  baseMs?: number
  maxMs?: number
  /** How long one attempt holds its post, ms (default 60 000: longer than an attempt's timeout). */
  leaseMs?: number
}

/** The forwarder: `wake()` after a post was held; `stop()` resolves once the attempt in flight ended. */
export interface LeadForwarder {
  wake: () => void
  stop: () => Promise<void>
  /** Resolves when nothing is being sent (tests). */
  idle: () => Promise<void>
}

/**
 * Starts forwarding the outbox's pending posts now (those a previous process left included) and
 * whenever one falls due, oldest first, one at a time. A `later` outcome stops the pass and waits
 * `baseMs × 2^(n−1)` (n the consecutive failures, at most `maxMs`) before trying the same post
 * again; `refused` keeps the post as refused and logs it as an error; an outbox that cannot be read
 * or written is logged and tried again after the same back-off. Never gives up a pending post.
 */
export function startLeadForwarder(opts: LeadForwarderOptions): LeadForwarder {
  const { outbox, send, log } = opts
  const baseMs = opts.baseMs ?? 1000
  const maxMs = opts.maxMs ?? 60_000
  const leaseMs = opts.leaseMs ?? 60_000
  let failures = 0
  let waitUntil = 0
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let stopped = false

  const fail = () => {
    failures++
    const wait = Math.min(maxMs, baseMs * 2 ** (failures - 1))
    waitUntil = Date.now() + wait
    return wait
  }

  const pass = async () => {
    while (!stopped && Date.now() >= waitUntil) {
      const [post] = outbox.due(Date.now(), 1)
      if (!post) return
      if (!outbox.lease(post.id, Date.now(), Date.now() + leaseMs)) continue
      const outcome = await send(post)
      if (outcome.kind === 'done') {
        outbox.done(post.id)
        if (failures) log.info(`leads held by the site: the audit service is back`)
        failures = 0
        log.info(`lead held by the site forwarded: ${post.path} ${post.key}`)
      } else if (outcome.kind === 'refused') {
        outbox.refuse(post.id, outcome.error)
        log.error(
          `lead held by the site refused by the audit service: ${post.path} ${post.key} (${outcome.error})`,
        )
      } else {
        const wait = fail()
        const attempts = outbox.retry(post.id, outcome.error, Date.now() + wait)
        if (failures === 1 || failures % 10 === 0)
          log.warn(
            `audit service unavailable (${outcome.error}): ${outbox.pending()} lead(s) held by the site, attempt ${attempts} of ${post.key}, next try in ${Math.round(wait / 1000)} s`,
          )
        return
      }
    }
  }

  const schedule = () => {
    if (stopped) return
    let at: number | null
    try {
      at = outbox.nextDue()
    } catch (err) {
      log.error(`the site's lead outbox cannot be read (${(err as Error).message})`)
      fail()
      at = waitUntil
    }
    if (at === null) return
    const wait = Math.max(0, Math.max(at, waitUntil) - Date.now())
    timer = setTimeout(wake, wait)
    timer.unref()
  }

  function wake() {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = null
    running ??= pass()
      .catch((err: Error) => {
        const wait = fail()
        log.error(
          `the site's lead outbox failed (${err.message}); next try in ${Math.round(wait / 1000)} s`,
        )
      })
      .finally(() => {
        running = null
        schedule()
      })
  }

  wake()
  return {
    wake,
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
    idle: async () => {
      while (running) await running
    },
  }
}
