/**
 * Audit jobs in process (no REDIS_URL): a bounded queue that runs at most `concurrency`
 * (AUDIT_CONCURRENCY, default 4) audits at once and holds at most `maxQueued` (AUDIT_QUEUE_MAX)
 * waiting. Semantics in types.ts.
 *
 * Bounded memory and no audit lost to a restart (docs/decisions/0099):
 * - an ended job keeps only its status, times and error in memory, `keepMs`
 *   (AUDIT_JOB_KEEP_MINUTES); a finished job's result is not kept here: the runner stored it in the
 *   finished results (results.ts), where `GET /audits/{id}` reads it (personal.ts);
 * - with a `store` (jobStore.ts `SqliteJobStore`, server.ts), every job not yet ended is on disk:
 *   `close()` lets the running ones finish and leaves the queued ones there, and the next
 *   `MemoryJobs` on that store runs them, oldest first, under the same ids. A job only a
 *   synchronous caller held is dropped then (its caller is gone). Without a store (tests),
 *   `close()` cancels the queued jobs.
 *
 * `new MemoryJobs(runner, { concurrency, maxQueued, keepMs, samples?, store? })` (jobs/index.ts
 * builds it).
 */
import { randomUUID } from 'node:crypto'
import { isEnded, type AuditJob, type AuditRequest } from '@aivis/contract'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import { AuditCancelledError, QueueFullError } from '../errors'
import { toHttp } from '../http/errors'
import type { AuditRunner } from './runner'
import type { SqliteJobStore } from './jobStore'
import { type JobQueue, type JobEvent, type SubmitOptions } from './types'

interface Entry {
  job: AuditJob
  req: AuditRequest
  key: string | null
  /** Whether later identical requests join it. */
  join: boolean
  requestId?: string
  customer?: string | null
  holders: number
  /** Asked for through `POST /audits`: never cancelled for want of holders. */
  pinned: boolean
  controller: AbortController
  listeners: Set<(e: JobEvent) => void>
}

export class MemoryJobs implements JobQueue {
  private entries = new Map<string, Entry>()
  /** Ended jobs: their status, times and error only, kept `keepMs`. */
  private ended = new Map<string, AuditJob>()
  private waiting: Entry[] = []
  private running = 0
  private byKey = new Map<string, string>()
  private closed = false
  private idle: (() => void)[] = []

  /** AUDIT_SAMPLES of the runner's audits (types.ts). */
  readonly samples: number

  constructor(
    private runner: AuditRunner,
    private opts: {
      concurrency: number
      maxQueued: number
      keepMs: number
      samples?: number
      store?: SqliteJobStore
      /** Warnings (the queue on disk cannot be written); default the process's default logger. */
      logger?: Logger
    },
  ) {
    this.samples = opts.samples ?? 1
    for (const stored of opts.store?.pending() ?? []) {
      if (!stored.pinned) {
        opts.store!.remove(stored.id)
        continue
      }
      const entry = this.entryOf(stored.id, stored.createdAt, stored.req, {
        key: stored.key,
        join: stored.join,
        requestId: stored.requestId,
        customer: stored.customer,
      })
      this.entries.set(entry.job.id, entry)
      if (entry.join && entry.key) this.byKey.set(entry.key, entry.job.id)
      this.waiting.push(entry)
    }
    this.pump()
  }

  private entryOf(
    id: string,
    createdAt: string,
    req: AuditRequest,
    opts: SubmitOptions & { join: boolean },
  ): Entry {
    return {
      job: { id, status: 'queued', progress: { done: 0, total: 0 }, created_at: createdAt },
      req,
      key: opts.key,
      join: opts.join,
      requestId: opts.requestId,
      customer: opts.customer ?? null,
      holders: opts.hold ? 1 : 0,
      pinned: !opts.hold,
      controller: new AbortController(),
      listeners: new Set(),
    }
  }

  async submit(req: AuditRequest, opts: SubmitOptions) {
    if (this.closed) throw new QueueFullError()
    const join = opts.join !== false && opts.key !== null
    const existing = join ? this.entries.get(this.byKey.get(opts.key!) ?? '') : undefined
    if (existing && !isEnded(existing.job)) {
      if (opts.hold) existing.holders++
      else if (!existing.pinned) {
        existing.pinned = true
        this.persist(() => this.opts.store?.pin(existing.job.id))
      }
      return { id: existing.job.id, joined: true }
    }
    if (this.waiting.length >= this.opts.maxQueued) throw new QueueFullError()
    const entry = this.entryOf(randomUUID(), new Date().toISOString(), req, { ...opts, join })
    this.persist(() =>
      this.opts.store?.add({
        id: entry.job.id,
        req,
        key: entry.key,
        join,
        requestId: entry.requestId,
        customer: entry.customer ?? null,
        pinned: entry.pinned,
        createdAt: entry.job.created_at,
      }),
    )
    this.entries.set(entry.job.id, entry)
    if (join) this.byKey.set(opts.key!, entry.job.id)
    this.waiting.push(entry)
    this.pump()
    return { id: entry.job.id, joined: false }
  }

  async get(id: string): Promise<AuditJob | null> {
    const e = this.entries.get(id)
    if (!e) {
      const ended = this.ended.get(id)
      return ended ? { ...ended } : null
    }
    const i = this.waiting.indexOf(e)
    return i >= 0 ? { ...e.job, position: i + 1 } : { ...e.job }
  }

  async watch(id: string, listener: (e: JobEvent) => void) {
    const e = this.entries.get(id)
    if (!e) return () => {}
    e.listeners.add(listener)
    return () => void e.listeners.delete(listener)
  }

  wait(id: string): Promise<AuditJob> {
    const e = this.entries.get(id)
    const ended = this.ended.get(id)
    if (ended) return Promise.resolve({ ...ended })
    if (!e) return Promise.reject(new Error(`unknown job ${id}`))
    return new Promise((resolve) => {
      const listener = (ev: JobEvent) => {
        if (ev.type === 'status' && isEnded(ev.job)) {
          e.listeners.delete(listener)
          resolve(ev.job)
        }
      }
      e.listeners.add(listener)
    })
  }

  async release(id: string) {
    const e = this.entries.get(id)
    if (!e || isEnded(e.job)) return
    e.holders = Math.max(0, e.holders - 1)
    if (e.holders === 0 && !e.pinned) await this.cancel(id)
  }

  async cancel(id: string) {
    const e = this.entries.get(id)
    if (!e || isEnded(e.job)) return
    const i = this.waiting.indexOf(e)
    if (i >= 0) {
      this.waiting.splice(i, 1)
      this.finish(e, {
        status: 'cancelled',
        error: { error: 'cancelled', message: new AuditCancelledError().message },
      })
    } else e.controller.abort()
  }

  async close() {
    this.closed = true
    // Kept on disk for the next start, or (no store) cancelled: their visitors are told.
    if (!this.opts.store) for (const e of [...this.waiting]) await this.cancel(e.job.id)
    if (this.running > 0) await new Promise<void>((r) => this.idle.push(r))
  }

  /** A write to the queue on disk; one that fails costs only the job's survival of a restart. */
  private persist(write: () => void) {
    try {
      write()
    } catch (err) {
      ;(this.opts.logger ?? defaultLogger('audit-service')).warn(
        `audit queue on disk: ${(err as Error).message}`,
      )
    }
  }

  private emit(e: Entry, ev: JobEvent) {
    for (const l of [...e.listeners]) l(ev)
  }

  private pump() {
    if (this.closed) return
    while (this.running < this.opts.concurrency && this.waiting.length > 0) {
      const e = this.waiting.shift()!
      this.running++
      void this.run(e)
    }
  }

  private async run(e: Entry) {
    e.job.status = 'running'
    this.emit(e, { type: 'status', job: { ...e.job } })
    try {
      const result = await this.runner(e.req, {
        jobId: e.job.id,
        key: e.key,
        requestId: e.requestId,
        customer: e.customer,
        signal: e.controller.signal,
        onProgress: (p) => {
          e.job.progress = { done: p.done, total: p.total }
          this.emit(e, { type: 'progress', progress: p })
        },
      })
      this.finish(e, { status: 'done', result })
    } catch (err) {
      const { error, message } = toHttp(err)
      this.finish(e, {
        status: err instanceof AuditCancelledError ? 'cancelled' : 'failed',
        error: { error, message },
      })
    } finally {
      this.running--
      if (this.running === 0) for (const r of this.idle.splice(0)) r()
      this.pump()
    }
  }

  private finish(e: Entry, patch: Partial<AuditJob>) {
    Object.assign(e.job, patch, { finished_at: new Date().toISOString() })
    if (e.key && this.byKey.get(e.key) === e.job.id) this.byKey.delete(e.key)
    // If it stays on disk, the next start runs it again; its lead stays one (same key).
    this.persist(() => this.opts.store?.remove(e.job.id))
    this.emit(e, { type: 'status', job: { ...e.job } })
    e.listeners.clear()
    // Only the status is kept: the result lives in the finished results (results.ts), and the
    // entry's request, abort signal and listeners are let go.
    const { result: _result, ...ended } = e.job
    this.entries.delete(e.job.id)
    this.keepEnded(ended)
  }

  /**
   * Keeps an ended job's status `keepMs`. A method of its own: a timer set inside `finish` would
   * share that call's closure context, which holds the entry, and with it the result, for the
   * whole `keepMs` (docs/decisions/0103).
   */
  private keepEnded(job: AuditJob) {
    const id = job.id
    this.ended.set(id, job)
    setTimeout(() => this.ended.delete(id), this.opts.keepMs).unref()
  }
}
