/**
 * The lead relay: delivers what the outbox (store.ts) holds — CMS writes and mail — in order,
 * each once, and never stops trying while the CMS or the mail server is down
 * (docs/decisions/0020).
 *
 * `new LeadRelay({ store, cms, mailer, ... })`, then `start()`; `stop()` resolves once the work in
 * flight is finished (records stay pending in the outbox for the next start).
 *
 * Two lanes, each working its pending rows oldest first:
 * - **CMS lane** (`ops`): `POST {cms}/api/{collection}` or `PATCH {cms}/api/{collection}?where…`
 *   with `Authorization: users API-Key {key}` and `X-Request-Id` (the request that produced the
 *   row, when known: the CMS logs it). 2xx → done. A 400 naming `idempotency_key` (the
 *   CMS's unique index: an earlier attempt was stored, its answer lost) → done; for newsletter
 *   creates a 400 naming `email` (already on the list) → done; for business profiles a 400 naming
 *   `domain` (one profile per domain) → done. Network errors, timeouts
 *   (`timeoutMs`), 408, 429, 5xx, 401 and 403 stop the lane: the lane waits (back-off) and tries
 *   the same row again; 401/403 are logged loudly as a configuration error (CMS_API_KEY). Any
 *   other 4xx is a **refusal** of that record (docs/decisions/0057): it is never retried blindly;
 *   its row is marked failed and, in the same outbox transaction, a `lead-delivery-failures`
 *   document is queued as an ordinary CMS write (so it reaches the CMS even after an outage):
 *   `{ idempotency_key: 'failure:'+key, kind, collection, refused: true, attempts, last_error (the
 *   CMS's answer), first_failed_at, last_failed_at, resolved: false, payload: the whole body }`,
 *   which sales replay from the admin after a fix. A PATCH naming its document by email (an
 *   address the outbox never created) answered 403 is refused too: the CMS lets the service account
 *   update only documents named by their idempotency key. An inquiry created before empty
 *   optional fields were sent as null is sent as the contract's `inquiryDocument` (blanks null).
 * - **Mail lane** (`mails`): `mailer.send(row)`. Success → done. An SMTP 5xx answer (a permanent
 *   refusal such as an unknown mailbox) → failed, reported (`refused: false`, no collection).
 *   Anything else (451, 421, connection refused, timeout) stops the lane and waits.
 *
 * Back-off: `min(maxMs, baseMs × 2^(n−1))` with full jitter (between half and all of it), n the
 * consecutive failures of the lane. A lane that is down retries only the row at its head, so in an
 * outage one row collects attempts. When that row reaches `reportAfter` attempts (once per row):
 * a `lead-delivery-failures` document with `refused: false` is queued as above (it stays pending
 * and is delivered when it can be), a line starting `ALERT` is logged, and for the CMS lane one
 * `delivery_alert` message to SALES_EMAIL is queued (mail/templates/DeliveryAlert.tsx). The mail
 * lane cannot mail about itself: log only. Alerts are not a storm: at most one per reason (`down`,
 * `refused`) per `alertEveryMs` window (its key names the window, so a restart does not repeat
 * it), and a CMS outage alerts once until a delivery succeeds again; refusals are all in the
 * admin's list and share that one alert.
 *
 * **The outbox itself failing** (full disk, read-only file: a store write throws). Before a message
 * is handed to the mail server its row is marked `sending` and committed (`store.claim`); after the
 * server's answer its outcome is recorded (`done`, `retry`, `fail`). When any outbox write (or
 * read) throws, both lanes stop: the error is logged (the first time and every 10th time), the
 * relay waits (the back-off above over its consecutive outbox failures) and then tries again.
 * An outcome that could not be recorded is kept in memory and written first when the relay tries
 * again; its row stays `sending`, which `due` never returns, so the message is not sent again
 * meanwhile. A failed `claim` means nothing was sent. While the outbox cannot be written,
 * `store.assertWritable()` throws and GET /readyz answers 503 (app.ts).
 *
 * Delivery rule for a stop between the mail server's acceptance and the "sent" record (a crash,
 * a kill, or the outbox still failing at shutdown): **at least once**. `start()` turns rows left in
 * `sending` back to pending (`store.recover`), so such a message is sent once more after the
 * restart, with the same `Message-ID` (mail/mailer.ts), which lets the receiving side recognise the
 * copy. A lost lead notice costs more than one duplicate; a loop is impossible because a row is
 * sent again only at a start. `recover` assumes one relay per outbox file sends mail (server.ts;
 * workers send none).
 *
 * **Relays sharing one outbox file** (every audit worker's WORKER_OUTBOX_DB): each CMS write is
 * leased (`store.lease`, for twice `timeoutMs`) before it is sent, so no write is posted by two
 * relays at once (docs/decisions/0097). **A relay without a mailer** (`mailer: null`, the workers):
 * no mail lane, no alert message is ever queued (a failing or refused write is reported to
 * `lead-delivery-failures` only, which the staff dashboard lists; the API process's relay alerts
 * sales by mail when it finds the CMS down itself), and messages an older version queued in its
 * outbox are given up at `start()`.
 */
import { inquiryDocument, type ContactInquiry } from '@aivis/contract'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import type { LeadStore, LeadTx, MailRow, OpRow } from './store'

/**
 * An inquiry create's body as the contract's `inquiryDocument` (blank optional fields null), with
 * any other fields it carries; rows queued before blanks were sent as null were refused by the CMS.
 * A body without the inquiry's text fields is sent as it is.
 */
function asInquiry(body: Record<string, unknown>): Record<string, unknown> {
  const text = (f: string) => typeof body[f] === 'string'
  if (!['name', 'email', 'businessName', 'message', 'idempotency_key'].every(text)) return body
  const source = typeof body.source === 'string' ? body.source : undefined
  return {
    ...body,
    ...inquiryDocument(body as unknown as ContactInquiry, String(body.idempotency_key), source),
  }
}

/** `last_error` of a message found in the outbox of a process that sends no mail. */
const NO_MAILER = 'given up: this process sends no mail (an audit worker)'

/** The key suffix of a results email's mail (leads/routes/sendAuditResults.ts): `<lead key>:results`. */
export const RESULTS_MAIL_SUFFIX = ':results'

export interface Mailer {
  /** Sends one message; rejects with nodemailer's error (`responseCode`, `code`) on failure. */
  send(row: MailRow): Promise<void>
}

export interface RelayOptions {
  store: LeadStore
  cms: { url: string; apiKey: string }
  /**
   * Sends the outbox's messages; null in a process that sends no mail (an audit worker): its relay
   * never queues an alert message and gives up any message found in its outbox (module doc).
   */
  mailer: Mailer | null
  /**
   * Where the relay reports (warn, each line starting `[leads]`; a row's line with the `reqId` of
   * the request that produced it, when known); default the process's default logger.
   */
  logger?: Logger
  /** First back-off, ms (default 1000). */
  baseMs?: number
  /** Longest back-off, ms (default 300 000). */
  maxMs?: number
  /** Per-request timeout to the CMS, ms (default 10 000). */
  timeoutMs?: number
  /** Attempts after which a row is reported as failing and alerted (default 5). */
  reportAfter?: number
  /** At most one alert message per reason in this window, ms (default 3 600 000). */
  alertEveryMs?: number
  fetch?: typeof fetch
  now?: () => number
}

type Lane = 'ops' | 'mails'

/**
 * How one attempt ended: done; lane down (wait and retry the same row); refused by the CMS (a 4xx:
 * failed, recorded for a replay); refused by the mail server for good (an SMTP 5xx).
 */
type Outcome =
  | { kind: 'done' }
  | { kind: 'down'; error: string }
  | { kind: 'refused'; error: string }
  | { kind: 'permanent'; error: string }

/** What an alert message is about. */
export type AlertReason = 'down' | 'refused'

/** The `kind` of a `lead-delivery-failures` document for a row of `kind` (its select options). */
const failureKind = (kind: string) =>
  kind === 'unsubscribe' ? 'newsletter' : kind === 'business_profile' ? 'audit' : kind

export class LeadRelay {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  /** Scheduling on: `start()` was called and `stop()` was not. */
  private started = false
  /** `stop()` was called: loops end after the row in flight. */
  private halted = false
  private laneFailures: Record<Lane, number> = { ops: 0, mails: 0 }
  private laneWaitUntil: Record<Lane, number> = { ops: 0, mails: 0 }
  /** The lane's outage was alerted (reset by its next delivery). */
  private alerted: Record<Lane, boolean> = { ops: false, mails: false }
  /** Consecutive failures of the outbox itself, and no lane works before `storeWaitUntil`. */
  private storeFailures = 0
  private storeWaitUntil = 0
  /** Outcomes the outbox could not record yet, oldest first; written before any other work. */
  private unrecorded: { lane: Lane; row: OpRow | MailRow; outcome: Outcome }[] = []
  private readonly opts: Required<Omit<RelayOptions, 'logger' | 'fetch' | 'now'>> &
    Pick<RelayOptions, 'fetch' | 'now'>
  private readonly logger: Logger

  constructor(opts: RelayOptions) {
    this.opts = {
      baseMs: 1000,
      maxMs: 300_000,
      timeoutMs: 10_000,
      reportAfter: 5,
      alertEveryMs: 3_600_000,
      ...opts,
    }
    this.logger = opts.logger ?? defaultLogger('audit-service')
  }

  private now() {
    return (this.opts.now ?? Date.now)()
  }

  /** Reports `msg` (warn, `[leads] ` before it), with `reqId` when a row's request is known. */
  private log(msg: string, reqId?: string | null) {
    ;(reqId ? this.logger.child({ reqId }) : this.logger).warn(`[leads] ${msg}`)
  }

  /** Back-off for the n-th consecutive failure, ms, with jitter. */
  private backoff(n: number): number {
    const full = Math.min(this.opts.maxMs, this.opts.baseMs * 2 ** Math.max(0, n - 1))
    return Math.round(full / 2 + (Math.random() * full) / 2)
  }

  /**
   * Starts working the outbox now and whenever something is due; idempotent. Messages a previous
   * process left `sending` are sent again, once (see the module doc).
   */
  start(): void {
    if (this.started) return
    this.started = true
    this.halted = false
    try {
      if (!this.opts.mailer) {
        const dropped = this.opts.store.failUnsendable(NO_MAILER)
        if (dropped) this.log(`${dropped} message(s) in an outbox that sends no mail: given up`)
      }
      const resent = this.opts.store.recover('mails')
      if (resent)
        this.log(`${resent} message(s) interrupted while sending: sending again (same Message-ID)`)
    } catch (err) {
      this.storeFailed(err)
    }
    this.wake()
  }

  /** The outbox failed (a write or read threw): every lane waits, with growing back-off. */
  private storeFailed(err: unknown) {
    const n = ++this.storeFailures
    const wait = this.backoff(n)
    this.storeWaitUntil = this.now() + wait
    if (n === 1 || n % 10 === 0) {
      const e = err as Error & { code?: string }
      this.log(
        `OUTBOX CANNOT BE WRITTEN (${e.code ?? e.name}: ${e.message}); sending stopped (failure ${n}), next try in ${Math.round(wait / 1000)} s`,
      )
    }
  }

  /** An outbox write succeeded: the outbox works again. */
  private storeOk() {
    if (this.storeFailures) this.log('outbox writable again: sending resumed')
    this.storeFailures = 0
    this.storeWaitUntil = 0
  }

  /** Writes the outcomes kept in memory; false (and back-off) when the outbox still fails. */
  private flush(): boolean {
    while (this.unrecorded.length) {
      const { lane, row, outcome } = this.unrecorded[0]
      try {
        this.record(lane, row, outcome)
      } catch (err) {
        this.storeFailed(err)
        return false
      }
      this.unrecorded.shift()
      this.storeOk()
    }
    return true
  }

  /** Work now (called after new leads are accepted). */
  wake(): void {
    if (!this.started) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.running ??= this.tick().finally(() => {
      this.running = null
      this.schedule()
    })
  }

  /** Stops after the work in flight; resolves when it is finished. */
  async stop(): Promise<void> {
    this.started = false
    this.halted = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
    // Outcomes still unrecorded are written if the outbox allows; else their messages are sent
    // again once at the next start (module doc).
    this.flush()
  }

  /** Resolves when nothing is due now (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  private schedule() {
    if (!this.started) return
    const now = this.now()
    let next: number[] = []
    if (this.storeWaitUntil > now || this.unrecorded.length) next = [this.storeWaitUntil]
    else
      try {
        next = (this.opts.mailer ? (['ops', 'mails'] as const) : (['ops'] as const))
          .map((lane) => {
            const due = this.opts.store.nextDue(lane)
            return due === null ? null : Math.max(due, this.laneWaitUntil[lane])
          })
          .filter((x): x is number => x !== null)
      } catch (err) {
        this.storeFailed(err)
        next = [this.storeWaitUntil]
      }
    if (!next.length) return
    const wait = Math.max(0, Math.min(...next) - now)
    this.timer = setTimeout(() => {
      this.timer = null
      this.wake()
    }, wait)
    this.timer.unref()
  }

  /** One pass over both lanes (they run side by side); works whether or not the relay is started. */
  async tick(): Promise<void> {
    this.halted = false
    if (this.storeDown() || !this.flush()) return
    await Promise.all([this.work('ops'), this.opts.mailer ? this.work('mails') : undefined])
  }

  /** The outbox failed and its back-off has not run out. */
  private storeDown(): boolean {
    return this.now() < this.storeWaitUntil
  }

  private async work(lane: Lane): Promise<void> {
    const { store } = this.opts
    while (!this.halted && !this.storeDown() && this.now() >= this.laneWaitUntil[lane]) {
      let rows: (OpRow | MailRow)[]
      try {
        rows =
          lane === 'ops' ? store.due('ops', this.now(), 20) : store.due('mails', this.now(), 20)
      } catch (err) {
        return this.storeFailed(err)
      }
      if (!rows.length) return
      for (const row of rows) {
        // The other lane found the outbox failing: nothing more is sent.
        if (this.storeDown()) return
        try {
          // Committed before the write or message leaves; false: another relay took it.
          const mine =
            lane === 'mails'
              ? store.claim('mails', row.id)
              : store.lease(row.id, this.now(), this.now() + 2 * this.opts.timeoutMs)
          if (!mine) continue
          this.storeOk()
        } catch (err) {
          return this.storeFailed(err)
        }
        const outcome =
          lane === 'ops' ? await this.deliver(row as OpRow) : await this.mail(row as MailRow)
        let goOn: boolean
        try {
          goOn = this.record(lane, row, outcome)
          this.storeOk()
        } catch (err) {
          this.unrecorded.push({ lane, row, outcome })
          return this.storeFailed(err)
        }
        if (!goOn || this.halted) return
      }
    }
  }

  /**
   * A results email the mail server took: its request in the CMS gets `sent_at`, through the CMS
   * lane like every write (after the request's own create, so the PATCH finds it), under one key
   * per mail so it is queued once. Other mails record nothing.
   */
  private recordResultsSent(row: MailRow): void {
    if (row.kind !== 'results_email' || !row.key.endsWith(RESULTS_MAIL_SUFFIX)) return
    const lead = row.key.slice(0, -RESULTS_MAIL_SUFFIX.length)
    const at = new Date(this.now()).toISOString()
    try {
      this.opts.store.accept((tx) =>
        tx.op({
          key: `${lead}:sent`,
          kind: 'results_email',
          collection: 'result-email-requests',
          method: 'PATCH',
          where: { idempotency_key: lead },
          body: { sent_at: at },
        }),
      )
    } catch (err) {
      // Already queued by an earlier send of the same mail: nothing more to record.
      if (!/UNIQUE/i.test((err as Error).message)) throw err
    }
  }

  /** Stores an outcome; false when the lane must wait. */
  private record(lane: Lane, row: OpRow | MailRow, outcome: Outcome): boolean {
    const { store, reportAfter } = this.opts
    const what = `${lane === 'ops' ? 'CMS' : 'mail'} ${row.kind} ${row.key}`
    const reqId = lane === 'ops' ? (row as OpRow).request_id : null
    if (outcome.kind === 'done') {
      store.done(lane, row.id, this.now())
      if (lane === 'mails') this.recordResultsSent(row as MailRow)
      this.laneFailures[lane] = 0
      this.alerted[lane] = false
      return true
    }
    if (outcome.kind === 'refused' || outcome.kind === 'permanent') {
      const refused = outcome.kind === 'refused'
      let alert = false
      store.fail(lane, row.id, outcome.error, (tx) => {
        // The relay's own report refused: logged only (never a report of a report).
        if (row.kind === 'delivery_failure') return
        this.queueReport(tx, lane, row, row.attempts + 1, outcome.error, refused)
        if (refused && this.opts.mailer)
          alert = this.queueAlert(tx, 'refused', row, row.attempts + 1, outcome.error)
      })
      this.log(
        `${what} refused${refused ? ' (kept in lead-delivery-failures for a replay, not retried)' : ''}: ${outcome.error}`,
        reqId,
      )
      if (alert) this.log(`ALERT mailed to sales: ${what} refused by the CMS`, reqId)
      return true
    }
    // Down. The lane's state changes only once the outbox has recorded the attempt (a throw here
    // is recorded again later, and must not count twice).
    const n = this.laneFailures[lane] + 1
    const wait = this.backoff(n)
    let reported = false
    let alert = false
    const attempts = store.retry(lane, row.id, outcome.error, this.now() + wait, (tx, attempts) => {
      if (attempts !== reportAfter || row.kind === 'delivery_failure') return
      reported = true
      this.queueReport(tx, lane, row, attempts, outcome.error, false)
      // The mail lane cannot mail about itself; one alert per CMS outage.
      if (lane === 'ops' && !this.alerted.ops && this.opts.mailer)
        alert = this.queueAlert(tx, 'down', row, attempts, outcome.error)
    })
    this.laneFailures[lane] = n
    this.laneWaitUntil[lane] = this.now() + wait
    if (n === 1 || n % 10 === 0)
      this.log(
        `${lane === 'ops' ? 'CMS' : 'mail server'} unavailable (${outcome.error}); ${
          store.stats()[lane].pending
        } pending, next try in ${Math.round(wait / 1000)} s`,
      )
    if (reported) {
      if (lane === 'ops') this.alerted.ops = true
      this.log(
        `ALERT: ${what} failed ${attempts} times (${outcome.error}); reported to lead-delivery-failures${
          alert
            ? ', sales alerted by mail'
            : lane === 'mails'
              ? ' (the mail server is the problem: no alert mail)'
              : !this.opts.mailer
                ? ' (this process sends no mail: sales see it in the admin)'
                : ''
        }; it is kept and retried`,
        reqId,
      )
    }
    return false
  }

  /**
   * Queues the `lead-delivery-failures` document of `row` in `tx` (contract in the module doc),
   * once per key: `failure:{key}`, or `failure:{key}:refused` for a refusal of a row already
   * reported as failing (that key exists in the CMS).
   */
  private queueReport(
    tx: LeadTx,
    lane: Lane,
    row: OpRow | MailRow,
    attempts: number,
    error: string,
    refused: boolean,
  ): void {
    const op = lane === 'ops' ? (row as OpRow) : null
    const key =
      refused && row.attempts >= this.opts.reportAfter
        ? `failure:${row.key}:refused`
        : `failure:${row.key}`
    tx.op(
      {
        key,
        kind: 'delivery_failure',
        collection: 'lead-delivery-failures',
        method: 'POST',
        body: {
          idempotency_key: key,
          kind: op ? failureKind(row.kind) : 'mail',
          collection: op?.collection ?? null,
          refused,
          attempts,
          last_error: error.slice(0, 1000),
          first_failed_at: new Date(row.created_at).toISOString(),
          last_failed_at: new Date(this.now()).toISOString(),
          resolved: false,
          payload: op ? op.body : { to: (row as MailRow).to, kind: row.kind },
        },
        requestId: op?.request_id ?? undefined,
      },
      this.now(),
      { once: true },
    )
  }

  /**
   * Queues one `delivery_alert` message to SALES_EMAIL in `tx`, unless one for `reason` was queued
   * in this `alertEveryMs` window already; true when queued.
   */
  private queueAlert(
    tx: LeadTx,
    reason: AlertReason,
    row: OpRow | MailRow,
    attempts: number,
    error: string,
  ): boolean {
    const now = this.now()
    const window = Math.floor(now / this.opts.alertEveryMs)
    return tx.mail(
      {
        key: `alert:${reason}:${window}`,
        kind: 'delivery_alert',
        to: '',
        data: {
          reason,
          kind: row.kind,
          key: row.key,
          collection: 'collection' in row ? row.collection : null,
          attempts,
          error: error.slice(0, 500),
          since: new Date(row.created_at).toISOString(),
          pending: this.opts.store.stats().ops.pending,
        },
      },
      now,
      { once: true },
    )
  }

  /** Headers of a CMS write; with the id of the request that produced it, when known. */
  private cmsHeaders(requestId?: string | null): Record<string, string> {
    return {
      'content-type': 'application/json',
      Authorization: `users API-Key ${this.opts.cms.apiKey}`,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    }
  }

  private async deliver(row: OpRow): Promise<Outcome> {
    const base = `${this.opts.cms.url}/api/${row.collection}`
    const body =
      row.collection === 'inquiries' && row.method === 'POST' ? asInquiry(row.body) : row.body
    let url = base
    if (row.method === 'PATCH') {
      const q = new URLSearchParams()
      for (const [field, value] of Object.entries(row.where ?? {}))
        q.set(`where[${field}][equals]`, value)
      url = `${base}?${q}`
    }
    let res: Response
    try {
      res = await (this.opts.fetch ?? fetch)(url, {
        method: row.method,
        headers: this.cmsHeaders(row.request_id),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      })
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } }
      return { kind: 'down', error: e.cause?.code ?? e.name ?? e.message }
    }
    const text = await res.text().catch(() => '')
    if (res.ok) return { kind: 'done' }
    const detail = `HTTP ${res.status}: ${text.slice(0, 300)}`
    // A PATCH naming its document by email is refused under least privilege: not a key problem.
    if (res.status === 403 && row.method === 'PATCH' && !row.where?.idempotency_key)
      return { kind: 'refused', error: detail }
    if (res.status === 401 || res.status === 403) {
      this.log(
        `CONFIGURATION ERROR: the CMS refused the service account (HTTP ${res.status}). Check CMS_API_KEY and the service account's roles; leads are kept and retried.`,
      )
      return { kind: 'down', error: detail }
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429)
      return { kind: 'down', error: detail }
    // The CMS's unique index: an earlier attempt was stored and only its answer was lost.
    if (res.status === 400 && /idempotency_key/.test(text)) return { kind: 'done' }
    if (res.status === 400 && row.kind === 'newsletter' && /"email"|\bemail\b/.test(text))
      return { kind: 'done' }
    // A business profile is kept once per domain (unique in the CMS): the first one stays.
    if (res.status === 400 && row.kind === 'business_profile' && /"domain"|\bdomain\b/.test(text))
      return { kind: 'done' }
    return { kind: 'refused', error: detail }
  }

  private async mail(row: MailRow): Promise<Outcome> {
    try {
      if (!this.opts.mailer) throw new Error(NO_MAILER)
      await this.opts.mailer.send(row)
      return { kind: 'done' }
    } catch (err) {
      const e = err as Error & { responseCode?: number; code?: string; response?: string }
      const detail = `${e.responseCode ?? e.code ?? ''} ${e.response ?? e.message}`.trim()
      const code = e.responseCode
      const transport = ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS'].includes(e.code ?? '')
      // An SMTP 5xx answer to this message is permanent (unknown mailbox, refused content); 4xx
      // answers (451, 421) and transport errors mean "later".
      if (code && code >= 500 && code < 600 && !transport)
        return { kind: 'permanent', error: detail }
      return { kind: 'down', error: detail }
    }
  }
}
