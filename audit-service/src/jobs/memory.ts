/**
 * Audit jobs in process (no REDIS_URL): a bounded queue that runs at most `concurrency`
 * (AUDIT_CONCURRENCY, default 4) audits at once and holds at most `maxQueued` (AUDIT_QUEUE_MAX)
 * waiting; ended jobs are kept `keepMs` for `GET /audits/{id}`. Semantics in types.ts.
 *
 * `new MemoryJobs(runner, { concurrency, maxQueued, keepMs, samples? })` (jobs/index.ts builds it).
 */
import { randomUUID } from 'node:crypto'
import { isEnded, type AuditJob, type AuditRequest } from '@aivis/contract'
import { AuditCancelledError } from '../engine/audit'
import { toHttp } from '../http/errors'
import type { AuditRunner } from './runner'
import { QueueFullError, type AuditJobs, type JobEvent, type SubmitOptions } from './types'

interface Entry {
  job: AuditJob
  req: AuditRequest
  key: string | null
  requestId?: string
  customer?: string | null
  holders: number
  /** Asked for through `POST /audits`: never cancelled for want of holders. */
  pinned: boolean
  controller: AbortController
  listeners: Set<(e: JobEvent) => void>
}

export class MemoryJobs implements AuditJobs {
  private entries = new Map<string, Entry>()
  private waiting: Entry[] = []
  private running = 0
  private byKey = new Map<string, string>()
  private closed = false
  private idle: (() => void)[] = []

  /** AUDIT_SAMPLES of the runner's audits (types.ts). */
  readonly samples: number

  constructor(
    private runner: AuditRunner,
    private opts: { concurrency: number; maxQueued: number; keepMs: number; samples?: number },
  ) {
    this.samples = opts.samples ?? 1
  }

  async submit(req: AuditRequest, opts: SubmitOptions) {
    if (this.closed) throw new QueueFullError()
    const join = opts.join !== false && opts.key !== null
    const existing = join ? this.entries.get(this.byKey.get(opts.key!) ?? '') : undefined
    if (existing && !isEnded(existing.job)) {
      if (opts.hold) existing.holders++
      else existing.pinned = true
      return { id: existing.job.id, joined: true }
    }
    if (this.waiting.length >= this.opts.maxQueued) throw new QueueFullError()
    const entry: Entry = {
      job: {
        id: randomUUID(),
        status: 'queued',
        progress: { done: 0, total: 0 },
        created_at: new Date().toISOString(),
      },
      req,
      key: opts.key,
      requestId: opts.requestId,
      customer: opts.customer ?? null,
      holders: opts.hold ? 1 : 0,
      pinned: !opts.hold,
      controller: new AbortController(),
      listeners: new Set(),
    }
    this.entries.set(entry.job.id, entry)
    if (join) this.byKey.set(opts.key!, entry.job.id)
    this.waiting.push(entry)
    this.pump()
    return { id: entry.job.id, joined: false }
  }

  async get(id: string): Promise<AuditJob | null> {
    const e = this.entries.get(id)
    if (!e) return null
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
    if (!e) return Promise.reject(new Error(`unknown job ${id}`))
    if (isEnded(e.job)) return Promise.resolve({ ...e.job })
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
    for (const e of [...this.waiting]) await this.cancel(e.job.id)
    if (this.running > 0) await new Promise<void>((r) => this.idle.push(r))
  }

  private emit(e: Entry, ev: JobEvent) {
    for (const l of [...e.listeners]) l(ev)
  }

  private pump() {
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
    this.emit(e, { type: 'status', job: { ...e.job } })
    e.listeners.clear()
    setTimeout(() => this.entries.delete(e.job.id), this.opts.keepMs).unref()
  }
}
