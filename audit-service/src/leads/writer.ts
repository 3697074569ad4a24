/**
 * Delivers leads (audits now; inquiries and newsletter signups later) to the CMS REST API with the
 * service account's API key, and loses none when the CMS is down.
 *
 * `new LeadWriter({ cmsUrl, apiKey, outboxDir, retryMs, log })`:
 * - `send(collection, body)`: POSTs `{cmsUrl}/api/{collection}` with
 *   `Authorization: users API-Key {apiKey}` in the background; resolves when delivered or parked.
 *   Network errors, 5xx, 408 and 429 park the record in `outboxDir` (one JSON file each, written
 *   atomically); other 4xx move it to `outboxDir/rejected/` with the CMS's answer, and are logged.
 * - `flush()`: retries every parked record now (oldest first); resolves `{ delivered, pending,
 *   rejected }`. An unreadable file counts as rejected and is moved to `rejected/`. Concurrent calls
 *   share one run. Never rejects for a CMS failure.
 * - `idle()`: resolves when no background send is in flight.
 * - `start()` / `stop()`: the retry timer (every `retryMs`), started with a first flush.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface LeadWriterOptions {
  cmsUrl: string
  apiKey: string
  outboxDir: string
  retryMs: number
  log?: (msg: string) => void
  fetch?: typeof fetch
}

interface Parked {
  collection: string
  body: unknown
  attempts: number
  firstTriedAt: string
  lastError?: string
}

type Outcome = 'delivered' | 'retry' | 'rejected'

export class LeadWriter {
  private inFlight = new Set<Promise<unknown>>()
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<{ delivered: number; pending: number; rejected: number }> | null = null

  constructor(private readonly opts: LeadWriterOptions) {}

  private log(msg: string) {
    ;(this.opts.log ?? console.log)(`[leads] ${msg}`)
  }

  private async post(collection: string, body: unknown): Promise<{ outcome: Outcome; detail: string }> {
    try {
      const res = await (this.opts.fetch ?? fetch)(`${this.opts.cmsUrl}/api/${collection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `users API-Key ${this.opts.apiKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      if (res.ok) return { outcome: 'delivered', detail: String(res.status) }
      const detail = `HTTP ${res.status}: ${(await res.text()).slice(0, 500)}`
      const retry = res.status >= 500 || res.status === 408 || res.status === 429
      return { outcome: retry ? 'retry' : 'rejected', detail }
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } }
      return { outcome: 'retry', detail: e.cause?.code ?? e.message }
    }
  }

  private async park(record: Parked, dir = this.opts.outboxDir): Promise<string> {
    await mkdir(dir, { recursive: true })
    const file = path.join(dir, `${Date.now()}-${record.collection}-${randomUUID()}.json`)
    const tmp = `${file}.tmp`
    await writeFile(tmp, JSON.stringify(record, null, 2))
    await rename(tmp, file)
    return file
  }

  /** See module doc. Never rejects; throws a TypeError at once for a slug that is not `[a-z0-9-]+`. */
  send(collection: string, body: unknown): Promise<Outcome> {
    if (!/^[a-z0-9-]+$/.test(collection)) throw new TypeError(`not a collection slug: ${collection}`)
    const p = (async (): Promise<Outcome> => {
      const { outcome, detail } = await this.post(collection, body)
      const record: Parked = { collection, body, attempts: 1, firstTriedAt: new Date().toISOString(), lastError: detail }
      if (outcome === 'retry') {
        const file = await this.park(record).catch((err) => {
          this.log(`could not park a ${collection} record (${err.message}); record: ${JSON.stringify(body).slice(0, 200)}`)
          return null
        })
        if (file) this.log(`CMS unavailable (${detail}); ${collection} record kept in ${file} for retry`)
      } else if (outcome === 'rejected') {
        await this.park(record, path.join(this.opts.outboxDir, 'rejected')).catch(() => null)
        this.log(`CMS refused a ${collection} record (${detail}); kept in ${path.join(this.opts.outboxDir, 'rejected')}`)
      }
      return outcome
    })()
    this.inFlight.add(p)
    void p.finally(() => this.inFlight.delete(p))
    return p
  }

  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight])
  }

  flush(): Promise<{ delivered: number; pending: number; rejected: number }> {
    this.flushing ??= this.doFlush().finally(() => (this.flushing = null))
    return this.flushing
  }

  private async doFlush() {
    await this.idle()
    const result = { delivered: 0, pending: 0, rejected: 0 }
    let files: string[]
    try {
      files = (await readdir(this.opts.outboxDir)).filter((f) => f.endsWith('.json')).sort()
    } catch {
      return result
    }
    for (const name of files) {
      const file = path.join(this.opts.outboxDir, name)
      let record: Parked
      try {
        record = JSON.parse(await readFile(file, 'utf8'))
        if (!record || typeof record.collection !== 'string' || !/^[a-z0-9-]+$/.test(record.collection)) throw new Error('not a parked record')
      } catch (err) {
        // Unreadable: set aside for a person rather than retried forever.
        await mkdir(path.join(this.opts.outboxDir, 'rejected'), { recursive: true })
        await rename(file, path.join(this.opts.outboxDir, 'rejected', name)).catch(() => {})
        this.log(`unreadable outbox file ${name} moved to rejected/ (${(err as Error).message})`)
        result.rejected++
        continue
      }
      const { outcome, detail } = await this.post(record.collection, record.body)
      if (outcome === 'delivered') {
        await unlink(file).catch(() => {})
        result.delivered++
      } else if (outcome === 'rejected') {
        await mkdir(path.join(this.opts.outboxDir, 'rejected'), { recursive: true })
        await rename(file, path.join(this.opts.outboxDir, 'rejected', name)).catch(() => {})
        this.log(`CMS refused parked ${record.collection} record ${name} (${detail})`)
        result.rejected++
      } else {
        record.attempts++
        record.lastError = detail
        await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2))
        await rename(`${file}.tmp`, file)
        result.pending++
      }
    }
    if (result.delivered) this.log(`delivered ${result.delivered} parked record(s) to the CMS`)
    return result
  }

  start(): void {
    if (this.timer) return
    void this.flush()
    this.timer = setInterval(() => void this.flush(), this.opts.retryMs)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }
}

/** The CMS `audits` document for an audit result (field names of collections/src/Audits). */
export function auditLead(r: import('../schema').AuditResult) {
  return {
    business_name: r.business_name,
    specialism: r.specialism,
    location: r.location,
    website: r.website,
    business_type: r.business_type,
    severity: r.severity,
    simulated: r.simulated,
    assistant: r.assistant,
    mention_rate: r.scores.mention_rate,
    share_of_voice: r.scores.share_of_voice,
    times_mentioned: r.summary.times_you_mentioned,
    total_questions: r.summary.total_questions,
    top_competitors: r.summary.top_competitors,
    summary: r.summary,
    scores: r.scores,
    questions_and_answers: r.questions_and_answers,
    discovery_queries_results: r.discovery_queries_results,
    duration_ms: r.duration_ms,
    audited_at: r.created_at,
  }
}
