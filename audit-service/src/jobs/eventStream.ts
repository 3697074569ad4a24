/**
 * The progress stream of an audit job, `GET /functions/v1/audits/{id}/events` (jobs/routes.ts
 * mounts it): `text/event-stream` (contract jobStream.ts), first `event: status` with the job as it
 * is, then `event: progress` per finished call (`{ done, total, assistant, question_id,
 * mentioned_you }`) and `event: status` on each change, and an `event: heartbeat` (`{ at }`) every
 * `streams.heartbeatMs`. The stream ends after the job ends, or after `streams.maxLifetimeMs` (the
 * client polls or opens a new one). At most `streams.perClient` open streams per client address
 * (limits/clientIp.ts; IPv6 per /64, limits/addresses.ts `ipKey`) and `streams.perJob` per job:
 * past either cap, 429 `{ error: 'too_many_streams', message }` with `Retry-After`
 * (docs/decisions/0059); an unknown or expired job is 404 `not_found`. The streams are counted in
 * this process, which holds their sockets.
 *
 * `jobEventStream({ jobs, proxySecret?, logger?, streams? })` → the Express handler.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { JOB_STREAM_HEARTBEAT_MS, TOO_MANY_STREAMS, isEnded } from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import { HttpError, sendError } from '../http/errors'
import { ipKey } from '../limits/addresses'
import { clientIp } from '../limits/clientIp'
import type { AuditJobs, JobEvent } from './types'

/** The caps and timings of the progress streams (docs/decisions/0059). */
export interface StreamSettings {
  /** Open streams per client address (IPv6: per /64) in this process. */
  perClient: number
  /** Open streams per job in this process. */
  perJob: number
  /** Milliseconds between two `event: heartbeat`. */
  heartbeatMs: number
  /** Milliseconds after which a stream is ended even though its job has not. */
  maxLifetimeMs: number
  /** Seconds in the `Retry-After` of the 429 past a cap. */
  retryAfterSec: number
}

/**
 * The defaults: a visitor follows one audit with one stream, so 4 per address leaves room for a
 * few tabs or a shared office address; 20 per job for a job joined by several visitors. A
 * heartbeat every 10 s (contract `JOB_STREAM_HEARTBEAT_MS`); 5 minutes of lifetime is more than an
 * audit's deadline plus a wait in the queue.
 */
export const STREAM_DEFAULTS: StreamSettings = {
  perClient: 4,
  perJob: 20,
  heartbeatMs: JOB_STREAM_HEARTBEAT_MS,
  maxLifetimeMs: 5 * 60_000,
  retryAfterSec: 30,
}

/** What the progress streams need. */
export interface EventStreamDeps {
  jobs: Pick<AuditJobs, 'get' | 'watch'>
  /** FUNCTIONS_PROXY_SECRET (limits/clientIp.ts): the client address of a stream; none: the socket's. */
  proxySecret?: string
  /** Warnings (a client IP header without the proxy secret), with `reqId`; default none. */
  logger?: Logger
  /** Stream caps and timings; default `STREAM_DEFAULTS`, any field may be given alone. */
  streams?: Partial<StreamSettings>
}

/** 404 for a job that is unknown or ended long ago. */
export const notFound = (res: Response, id: string) =>
  sendError(
    res,
    new HttpError(404, 'not_found', `No audit job ${id} (unknown, or ended over an hour ago).`),
  )

/** Counts of open things by key; `take` refuses past `max`. */
class Counter {
  private readonly counts = new Map<string, number>()
  has(key: string, max: number): boolean {
    return (this.counts.get(key) ?? 0) < max
  }
  take(key: string) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1)
  }
  give(key: string) {
    const n = (this.counts.get(key) ?? 0) - 1
    if (n > 0) this.counts.set(key, n)
    else this.counts.delete(key)
  }
}

/** The handler of `GET /audits/:id/events` (see module doc); its caps count across its calls. */
export function jobEventStream(deps: EventStreamDeps): RequestHandler<{ id: string }> {
  const streams: StreamSettings = { ...STREAM_DEFAULTS, ...deps.streams }
  const perClient = new Counter()
  const perJob = new Counter()
  return async (req: Request<{ id: string }>, res: Response, next: NextFunction) => {
    const id = req.params.id
    const logger = deps.logger?.child({ reqId: req.id })
    const client = ipKey(clientIp(req, { proxySecret: deps.proxySecret, logger }))
    // Checked and counted before the first await, so concurrent opens cannot pass a cap together.
    if (!perClient.has(client, streams.perClient) || !perJob.has(id, streams.perJob)) {
      return sendError(
        res,
        new HttpError(
          429,
          TOO_MANY_STREAMS,
          'Too many live progress streams are open. Progress is still shown by checking the audit every few seconds.',
          { headers: { 'Retry-After': String(streams.retryAfterSec) } },
        ),
      )
    }
    perClient.take(client)
    perJob.take(id)
    let closed = false
    let beat: NodeJS.Timeout | undefined
    let lifetime: NodeJS.Timeout | undefined
    let unwatch = () => {}
    const stop = () => {
      if (closed) return
      closed = true
      perClient.give(client)
      perJob.give(id)
      clearInterval(beat)
      clearTimeout(lifetime)
      unwatch()
      if (res.headersSent) res.end()
    }
    res.on('close', stop)
    try {
      const job = await deps.jobs.get(id)
      if (closed) return
      if (!job) {
        stop()
        return notFound(res, id)
      }
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      })
      res.flushHeaders()
      const send = (event: string, data: unknown) => {
        if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      }
      beat = setInterval(
        () => send('heartbeat', { at: new Date().toISOString() }),
        streams.heartbeatMs,
      )
      lifetime = setTimeout(stop, streams.maxLifetimeMs)
      const off = await deps.jobs.watch(id, (e: JobEvent) => {
        if (e.type === 'progress') send('progress', e.progress)
        else {
          send('status', e.job)
          if (isEnded(e.job)) stop()
        }
      })
      if (closed) return off()
      unwatch = off
      // The state now, after subscribing, so nothing between the two is missed.
      const now = await deps.jobs.get(id)
      if (!now) return stop()
      send('status', now)
      if (isEnded(now)) stop()
    } catch (err) {
      const answered = res.headersSent
      stop()
      if (!answered) next(err)
    }
  }
}
