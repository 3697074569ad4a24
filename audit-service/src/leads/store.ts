/**
 * The lead outbox: every lead the service acknowledges is first committed here, in an embedded
 * SQLite database (libsql, WAL journal, `synchronous = FULL`, so a committed transaction survives
 * a crash or power loss), and only then answered (docs/decisions/0020). The relay (relay.ts)
 * delivers what is pending to the CMS and the mail server, in order, each once.
 *
 * `new LeadStore(file)` opens or creates the database (`':memory:'` for tests; the folder is
 * created). Tables:
 * - `ops` — CMS writes: `POST /api/{collection}` (create, body carries `idempotency_key`) or
 *   `PATCH /api/{collection}?where[field][equals]=value` (update, e.g. an unsubscribe).
 * - `mails` — messages to send: `{ kind, to, data }`, rendered at send time.
 * - `subscribers` — newsletter emails known here, so "already subscribed" is answered without the
 *   CMS.
 * - `requests` — idempotency keys of accepted requests and their answers, so a client's retry of the
 *   same submission gets the same answer and no second lead.
 *
 * Each row of `ops` and `mails` has `state` (pending | sending | done | failed), `attempts`, `next_at` (ms),
 * `last_error`; an `ops` row also keeps `request_id`, the id of the request that produced it
 * (X-Request-Id), sent to the CMS with the write so the CMS's log names it. `accept(fn)` runs
 * `fn` in one transaction (all or nothing); it throws when the database cannot be written (full
 * disk, read-only file): the caller answers 503 and nothing is acknowledged. Reads and writes are synchronous and take well under a millisecond each.
 *
 * Leases (ops only; docs/decisions/0097): before a CMS write is sent, `lease` sets its
 * `lease_until` in one conditional statement; `due` skips an op whose lease has not run out, so
 * relays sharing one outbox file (every audit worker's WORKER_OUTBOX_DB) never post one op twice at
 * once. A lease outlives one attempt (the relay's timeout, twice); an op whose relay died is taken
 * again when its lease runs out (the CMS's unique index refuses a copy that was stored).
 *
 * `sending` (mails only): `claim` commits it before the message is handed to the mail server, so a
 * row whose "sent" record could not be written is not picked up again by `due`; `recover` (relay
 * start) turns the rows a previous process left in `sending` back to pending (relay.ts explains the
 * delivery rule).
 *
 * Writability: every write (`accept`, `claim`, `done`, `retry`, `fail`, `recover`) that throws is
 * remembered until a later write succeeds. `assertWritable()` (GET /readyz) throws while the outbox
 * cannot be written: a write in a transaction that is rolled back (finds a read-only file or a
 * locked database), and, while the last write failed, one committed one-row write (finds a full
 * disk, which a rolled-back write in WAL mode never touches).
 */
import {
  openSqlite,
  statements,
  type SqliteDatabase,
  type SqliteStatement,
} from '@aivis/contract/sqlite'

/**
 * Kinds of CMS write, for reports and the failure collection; `delivery_failure` is the relay's own
 * record of a lead it could not deliver (never reported in turn).
 */
export type LeadKind =
  | 'inquiry'
  | 'newsletter'
  | 'results_email'
  | 'audit'
  | 'unsubscribe'
  | 'business_profile'
  | 'recheck_stop'
  | 'delivery_failure'
/** Kinds of message (mail/kinds.ts `MAILS`: a row for each, which mailer.ts sends). */
export type MailKind =
  | 'results_email'
  | 'inquiry_notice'
  | 'inquiry_received'
  | 'newsletter_confirm'
  | 'newsletter_welcome'
  | 'delivery_alert'
  | 'account_verify'
  | 'password_reset'
  | 'recheck_report'

export interface OpInput {
  /** Idempotency key: unique per op; the CMS keeps a unique index on it for creates. */
  key: string
  kind: LeadKind
  collection: string
  method: 'POST' | 'PATCH'
  /** PATCH only: the documents to update, `{ field: value }` (equality). */
  where?: Record<string, string>
  body: Record<string, unknown>
  /** The id of the request that produced it (X-Request-Id), passed to the CMS. */
  requestId?: string
}

export interface MailInput {
  key: string
  kind: MailKind
  to: string
  data: Record<string, unknown>
}

export interface Row {
  id: number
  key: string
  kind: string
  attempts: number
  next_at: number
  last_error: string | null
  created_at: number
}
export interface OpRow extends Row {
  collection: string
  method: 'POST' | 'PATCH'
  where: Record<string, string> | null
  body: Record<string, unknown>
  request_id: string | null
}
export interface MailRow extends Row {
  to: string
  data: Record<string, unknown>
}

type Table = 'ops' | 'mails'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS ops (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  collection TEXT NOT NULL,
  method TEXT NOT NULL,
  "where" TEXT,
  body TEXT NOT NULL,
  request_id TEXT,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  done_at INTEGER,
  lease_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS ops_due ON ops (state, next_at, id);
CREATE TABLE IF NOT EXISTS mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  "to" TEXT NOT NULL,
  data TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  done_at INTEGER
);
CREATE INDEX IF NOT EXISTS mails_due ON mails (state, next_at, id);
CREATE TABLE IF NOT EXISTS subscribers (
  email TEXT PRIMARY KEY,
  source TEXT,
  created_at INTEGER NOT NULL,
  unsubscribed_at INTEGER,
  idempotency_key TEXT,
  confirmed_at INTEGER,
  confirm_sent_at INTEGER,
  spam_reason TEXT
);
CREATE TABLE IF NOT EXISTS probe (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS requests (
  key TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`

/** Thrown inside the probe transaction so that it is rolled back. */
const ROLLBACK = Symbol('rollback')

export class LeadStore {
  private db: SqliteDatabase
  /** Each statement prepared once (`statements`, @aivis/contract/sqlite). */
  private sql: (sql: string) => SqliteStatement
  /** The error of the last write when it failed; null once a write succeeds. */
  private writeFailure: Error | null = null

  constructor(file: string) {
    // A commit is on disk before it is acknowledged (docs/decisions/0020).
    this.db = openSqlite(file, { durable: true })
    this.sql = statements(this.db)
    this.db.exec(SCHEMA)
    // Outboxes created before request ids were kept get the column (null for their rows).
    if (!this.columns('ops').includes('request_id'))
      this.db.exec('ALTER TABLE ops ADD COLUMN request_id TEXT')
    // Outboxes created before ops were leased (docs/decisions/0097): none is leased.
    if (!this.columns('ops').includes('lease_until'))
      this.db.exec('ALTER TABLE ops ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0')
    this.migrateSubscribers()
  }

  private columns(table: string): string[] {
    return (this.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
      (c) => c.name,
    )
  }

  /**
   * Outboxes created before double opt-in (docs/decisions/0058): the subscriber columns are added
   * in place. Each old subscriber's `idempotency_key` is the one its CMS document was created with,
   * found in this outbox's own create op (ops are never deleted); a subscriber with none (an
   * unsubscribe of an address this outbox never created) keeps null, and its PATCHes name the
   * document by email (`subscriberWhere`). Old subscribers not unsubscribed count as confirmed
   * (they subscribed under single opt-in; the CMS's migration confirms their documents too).
   */
  private migrateSubscribers() {
    const have = this.columns('subscribers')
    const add = (name: string, type: string) => {
      if (!have.includes(name)) this.db.exec(`ALTER TABLE subscribers ADD COLUMN ${name} ${type}`)
    }
    if (!have.includes('confirmed_at')) {
      add('confirmed_at', 'INTEGER')
      // Subscribed under single opt-in (the CMS's migration marks their documents confirmed too).
      this.db.exec('UPDATE subscribers SET confirmed_at = created_at WHERE unsubscribed_at IS NULL')
    }
    add('confirm_sent_at', 'INTEGER')
    add('spam_reason', 'TEXT')
    if (have.includes('idempotency_key')) return
    this.db.transaction(() => {
      add('idempotency_key', 'TEXT')
      this.db.exec(`UPDATE subscribers SET idempotency_key = (
          SELECT json_extract(o.body, '$.idempotency_key') FROM ops o
          WHERE o.collection = 'newsletter-subscribers' AND o.method = 'POST'
            AND json_extract(o.body, '$.email') = subscribers.email
          ORDER BY o.id LIMIT 1)
        WHERE idempotency_key IS NULL`)
    })()
  }

  /**
   * Runs `fn` in one transaction and returns its value; throws (nothing written) on failure.
   * `opts.requestId`: the id of the request being answered, kept with every op `fn` writes.
   */
  accept<T>(fn: (tx: LeadTx) => T, opts: { requestId?: string } = {}): T {
    return this.write(() => this.db.transaction(() => fn(new LeadTx(this.sql, opts.requestId)))())
  }

  /**
   * Runs one write; remembers whether the database failed it (an error with a `SQLITE_…` code,
   * see `assertWritable`) and rethrows. Errors of the caller's own (thrown inside `accept`) are
   * not the database's and leave that record as it was.
   */
  private write<T>(fn: () => T): T {
    try {
      const value = fn()
      this.writeFailure = null
      return value
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code
      if (typeof code === 'string' && code.startsWith('SQLITE')) this.writeFailure = err as Error
      throw err
    }
  }

  /**
   * Throws (the SQLite error, e.g. code `SQLITE_FULL` or `SQLITE_READONLY`) when the outbox cannot
   * be written now; see the module doc. Takes well under a millisecond while writes work.
   */
  assertWritable(now = Date.now()): void {
    this.write(() => {
      if (this.writeFailure) {
        this.sql('INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)').run(now)
        return
      }
      try {
        this.db.transaction(() => {
          this.sql('INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)').run(now)
          throw ROLLBACK
        })()
      } catch (err) {
        if (err !== ROLLBACK) throw err
      }
    })
  }

  /**
   * Marks a pending row as being handed over (`sending`), committed; false when the row is no
   * longer pending (another relay took it). Throws when the outbox cannot be written.
   */
  claim(table: Table, id: number): boolean {
    return this.write(
      () =>
        this.sql(`UPDATE ${table} SET state = 'sending' WHERE id = ? AND state = 'pending'`).run(id)
          .changes === 1,
    )
  }

  /**
   * Takes the pending op `id` for one delivery attempt until `until` (epoch ms), in one statement,
   * so two relays on one outbox file (the workers') never send the same op at once; true when this
   * caller has it, false when it is no longer pending or another relay's lease has not run out
   * (docs/decisions/0097). `done`, `retry` and `fail` end the lease; a relay that stopped while
   * holding one leaves it to run out. Throws when the outbox cannot be written.
   */
  lease(id: number, now: number, until: number): boolean {
    return this.write(
      () =>
        this.sql(
          `UPDATE ops SET lease_until = ?
             WHERE id = ? AND state = 'pending' AND lease_until <= ?`,
        ).run(until, id, now).changes === 1,
    )
  }

  /**
   * Gives up every message still pending or `sending`, with `error` as its
   * `last_error` (a process that sends no mail: messages queued in its outbox by an older version
   * would otherwise stay pending for ever); returns how many. Throws when the outbox cannot be
   * written.
   */
  failUnsendable(error: string): number {
    return this.write(
      () =>
        this.sql(
          `UPDATE mails SET state = 'failed', last_error = ?
             WHERE state IN ('pending', 'sending')`,
        ).run(error.slice(0, 1000)).changes,
    )
  }

  /**
   * Turns rows left in `sending` (a process stopped between `claim` and its outcome) back to
   * pending, with `last_error` saying so; returns how many. Throws when the outbox cannot be written.
   */
  recover(table: Table): number {
    return this.write(
      () =>
        this.sql(
          `UPDATE ${table} SET state = 'pending',
               last_error = 'interrupted while sending: sent again (same Message-ID)'
             WHERE state = 'sending'`,
        ).run().changes,
    )
  }

  /** Pending rows of `table` due at `now` (ops: not leased then), oldest first, at most `limit`. */
  due(table: 'ops', now: number, limit: number): OpRow[]
  due(table: 'mails', now: number, limit: number): MailRow[]
  due(table: Table, now: number, limit: number): (OpRow | MailRow)[] {
    const rows = this.sql(
      `SELECT * FROM ${table} WHERE state = 'pending' AND next_at <= ?${
        table === 'ops' ? ' AND lease_until <= ?' : ''
      } ORDER BY id LIMIT ?`,
    ).all(...(table === 'ops' ? [now, now, limit] : [now, limit])) as Record<string, unknown>[]
    return rows.map((r) =>
      table === 'ops'
        ? ({
            ...r,
            where: r.where ? JSON.parse(String(r.where)) : null,
            body: JSON.parse(String(r.body)),
          } as OpRow)
        : ({ ...r, data: JSON.parse(String(r.data)) } as MailRow),
    )
  }

  /** Marks a row delivered. */
  done(table: Table, id: number, now = Date.now()): void {
    this.write(() =>
      this.sql(
        table === 'mails'
          ? // A sent account mail's token is not kept: it still opens the account until used.
            `UPDATE mails SET state = 'done', done_at = ?, last_error = NULL,
                 data = CASE WHEN kind IN ('account_verify', 'password_reset') THEN '{}' ELSE data END
               WHERE id = ?`
          : `UPDATE ${table} SET state = 'done', done_at = ?, last_error = NULL, lease_until = 0
               WHERE id = ?`,
      ).run(now, id),
    )
  }

  /**
   * Records a failed attempt (the row is pending again; tried again at `nextAt`, never given up) and
   * returns the row's attempts so far. `also(tx, attempts)` runs in the same transaction (the relay
   * queues its failure report and alert there), so both are written or neither.
   */
  retry(
    table: Table,
    id: number,
    error: string,
    nextAt: number,
    also?: (tx: LeadTx, attempts: number) => void,
  ): number {
    return this.write(() =>
      this.db.transaction(() => {
        this.sql(
          `UPDATE ${table} SET state = 'pending', attempts = attempts + 1, last_error = ?,
               next_at = ?${table === 'ops' ? ', lease_until = 0' : ''} WHERE id = ?`,
        ).run(error.slice(0, 1000), nextAt, id)
        const { attempts } = this.sql(`SELECT attempts FROM ${table} WHERE id = ?`).get(id) as {
          attempts: number
        }
        also?.(new LeadTx(this.sql), attempts)
        return attempts
      })(),
    )
  }

  /**
   * Gives a row up (a permanent refusal: a mailbox that does not exist, a lead the CMS refuses);
   * `also(tx)` runs in the same transaction (the relay records the failure for staff there).
   */
  fail(table: Table, id: number, error: string, also?: (tx: LeadTx) => void): void {
    this.write(() =>
      this.db.transaction(() => {
        this.sql(
          `UPDATE ${table} SET state = 'failed', attempts = attempts + 1, last_error = ?${
            table === 'ops' ? ', lease_until = 0' : ''
          } WHERE id = ?`,
        ).run(error.slice(0, 1000), id)
        also?.(new LeadTx(this.sql))
      })(),
    )
  }

  /**
   * The earliest time (epoch ms) a pending row of `table` is due (ops: and not leased), or null
   * when none is pending.
   */
  nextDue(table: Table): number | null {
    const r = this.sql(
      `SELECT MIN(${table === 'ops' ? 'MAX(next_at, lease_until)' : 'next_at'}) AS at
         FROM ${table} WHERE state = 'pending'`,
    ).get() as { at: number | null }
    return r.at
  }

  /** Counts per table and state, for health and reports. */
  stats(): Record<Table, { pending: number; done: number; failed: number; retrying: number }> {
    const out = {} as Record<
      Table,
      { pending: number; done: number; failed: number; retrying: number }
    >
    for (const table of ['ops', 'mails'] as const) {
      const r = this.sql(
        `SELECT
             SUM(state = 'pending') AS pending, SUM(state = 'done') AS done,
             SUM(state = 'failed') AS failed, SUM(state = 'pending' AND attempts > 0) AS retrying
           FROM ${table}`,
      ).get() as Record<string, number | null>
      out[table] = {
        pending: r.pending ?? 0,
        done: r.done ?? 0,
        failed: r.failed ?? 0,
        retrying: r.retrying ?? 0,
      }
    }
    return out
  }

  /** Closes the database; idempotent. */
  close(): void {
    if (this.db.open) this.db.close()
  }
}

/** Writes inside one `accept` transaction. */
export class LeadTx {
  constructor(
    /** The store's statements (`statements`, @aivis/contract/sqlite). */
    private readonly sql: (sql: string) => SqliteStatement,
    /** Kept with each op written in this transaction, unless the op names its own. */
    private readonly requestId?: string,
  ) {}

  /** The answer given to an earlier request with this idempotency key, or null. */
  answered(key: string): unknown {
    const r = this.sql('SELECT answer FROM requests WHERE key = ?').get(key) as
      { answer: string } | undefined
    return r ? JSON.parse(r.answer) : null
  }

  /** Remembers the answer to a request with an idempotency key. */
  remember(key: string, answer: unknown, now = Date.now()): void {
    this.sql('INSERT OR IGNORE INTO requests (key, answer, created_at) VALUES (?, ?, ?)').run(
      key,
      JSON.stringify(answer),
      now,
    )
  }

  /**
   * Queues a CMS write. `opts.once`: a write whose key is already queued is skipped (false), for
   * records that must exist once (the relay's failure reports); otherwise a repeated key throws.
   */
  op(op: OpInput, now = Date.now(), opts: { once?: boolean } = {}): boolean {
    return (
      this.sql(
        `INSERT ${opts.once ? 'OR IGNORE ' : ''}INTO ops
             (key, kind, collection, method, "where", body, request_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        op.key,
        op.kind,
        op.collection,
        op.method,
        op.where ? JSON.stringify(op.where) : null,
        JSON.stringify(op.body),
        op.requestId ?? this.requestId ?? null,
        now,
      ).changes === 1
    )
  }

  /**
   * The state of the op with idempotency key `key` and when it was (last) queued (epoch ms), or
   * null when no op has that key.
   */
  opState(key: string): { state: 'pending' | 'done' | 'failed'; createdAt: number } | null {
    const r = this.sql('SELECT state, created_at FROM ops WHERE key = ?').get(key) as
      { state: 'pending' | 'done' | 'failed'; created_at: number } | undefined
    return r ? { state: r.state, createdAt: Number(r.created_at) } : null
  }

  /**
   * Queues `op` as the latest state of its key (docs/decisions/0097): a new op, or the op already
   * kept under `op.key` made pending again with this body, as if queued at `now` (its attempts and
   * last error cleared). For writes whose latest value is all that matters (a re-check's stop).
   */
  latestOp(op: OpInput, now = Date.now()): void {
    this.sql(
      `INSERT INTO ops (key, kind, collection, method, "where", body, request_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, collection = excluded.collection,
           method = excluded.method, "where" = excluded."where", body = excluded.body,
           request_id = excluded.request_id, created_at = excluded.created_at,
           state = 'pending', attempts = 0, next_at = 0, last_error = NULL, done_at = NULL,
           lease_until = 0`,
    ).run(
      op.key,
      op.kind,
      op.collection,
      op.method,
      op.where ? JSON.stringify(op.where) : null,
      JSON.stringify(op.body),
      op.requestId ?? this.requestId ?? null,
      now,
    )
  }

  /**
   * When the latest message of `kind` whose key starts with `keyPrefix` was queued (epoch ms), or
   * null when there is none.
   */
  lastMailAt(kind: MailKind, keyPrefix: string): number | null {
    const r = this.sql(
      `SELECT MAX(created_at) AS at FROM mails
         WHERE kind = ? AND substr(key, 1, length(?)) = ?`,
    ).get(kind, keyPrefix, keyPrefix) as { at: number | null }
    return r.at === null ? null : Number(r.at)
  }

  /** Queues a message; `opts.once` as for `op` (the relay's alerts: one per key). */
  mail(mail: MailInput, now = Date.now(), opts: { once?: boolean } = {}): boolean {
    return (
      this.sql(
        `INSERT ${opts.once ? 'OR IGNORE ' : ''}INTO mails (key, kind, "to", data, created_at)
           VALUES (?, ?, ?, ?, ?)`,
      ).run(mail.key, mail.kind, mail.to, JSON.stringify(mail.data), now).changes === 1
    )
  }

  /** What the outbox knows of the newsletter subscriber `email` (lower case), or null. */
  subscriber(email: string): Subscriber | null {
    const r = this.sql('SELECT * FROM subscribers WHERE email = ?').get(email) as
      Record<string, unknown> | undefined
    if (!r) return null
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
    const unsubscribedAt = num(r.unsubscribed_at)
    const confirmedAt = num(r.confirmed_at)
    return {
      email,
      key: (r.idempotency_key as string | null) ?? null,
      state: unsubscribedAt ? 'unsubscribed' : confirmedAt ? 'subscribed' : 'unconfirmed',
      createdAt: Number(r.created_at),
      confirmedAt,
      confirmSentAt: num(r.confirm_sent_at),
      unsubscribedAt,
      spamReason: (r.spam_reason as string | null) ?? null,
    }
  }

  /**
   * Records a new subscriber, unconfirmed, whose CMS document is created with idempotency key
   * `key`; `spamReason` when the bot checks flagged the signup.
   */
  subscribe(
    email: string,
    source: string,
    key: string,
    now = Date.now(),
    spamReason: string | null = null,
  ): void {
    this.sql(
      `INSERT INTO subscribers (email, source, created_at, idempotency_key, spam_reason)
         VALUES (?, ?, ?, ?, ?)`,
    ).run(email, source, now, key, spamReason)
  }

  /** Records that a confirmation message was queued for `email` at `now`. */
  confirmationSent(email: string, now = Date.now()): void {
    this.sql('UPDATE subscribers SET confirm_sent_at = ? WHERE email = ?').run(now, email)
  }

  /**
   * Records a followed confirmation link: subscribed from `now` (an earlier opt-out is lifted by
   * this confirmation, never by a signup alone); no longer suspected spam.
   */
  confirm(email: string, now = Date.now()): void {
    this.sql(
      `INSERT INTO subscribers (email, created_at, confirmed_at) VALUES (?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET confirmed_at = excluded.confirmed_at,
           unsubscribed_at = NULL, spam_reason = NULL`,
    ).run(email, now, now)
  }

  unsubscribe(email: string, now = Date.now()): void {
    this.sql(
      `INSERT INTO subscribers (email, created_at, unsubscribed_at) VALUES (?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET unsubscribed_at = excluded.unsubscribed_at`,
    ).run(email, now, now)
  }
}

/**
 * A newsletter subscriber as the outbox knows it. `key`: the idempotency key its CMS document was
 * created with (null for an address this outbox never created). `state`: `unconfirmed` (signed up,
 * link not followed), `subscribed` (confirmed) or `unsubscribed`. Times in epoch ms.
 */
export interface Subscriber {
  email: string
  key: string | null
  state: 'unconfirmed' | 'subscribed' | 'unsubscribed'
  createdAt: number
  confirmedAt: number | null
  confirmSentAt: number | null
  unsubscribedAt: number | null
  spamReason: string | null
}

/**
 * The `where` of a PATCH of `subscriber`'s CMS document: its idempotency key (the service account
 * may update only documents named so); by email only for an address this outbox never created
 * (docs/decisions/0058).
 */
export function subscriberWhere(
  subscriber: Pick<Subscriber, 'email' | 'key'>,
): Record<string, string> {
  return subscriber.key ? { idempotency_key: subscriber.key } : { email: subscriber.email }
}
