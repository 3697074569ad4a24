/**
 * The jobs API beside the synchronous call of spec §7 (calls 1 and 4):
 * - `POST /functions/v1/audits` (same body as competitive-audit) → 202 `AuditJob` with
 *   `Location: /functions/v1/audits/{id}` (a new job, or the one already under way for the same
 *   audit); 200 `AuditJob` with status `done` and the result when the cache has it. Bad input,
 *   limits and queue full are answered as the synchronous call answers them (admission.ts,
 *   http/errors.ts).
 * - `GET /functions/v1/audits/{id}` → 200 `AuditJob`; 404 `{ error: 'not_found' }` unknown or expired.
 * - `GET /functions/v1/audits/{id}/events` → `text/event-stream`: first `event: status` with the job
 *   as it is, then `event: progress` per finished call (`{ done, total, assistant, question_id,
 *   mentioned_you }`) and `event: status` on each change; the stream ends after the job ends. A
 *   comment line every `heartbeatMs` (15 s) keeps proxies from closing it.
 *
 * `auditJobRoutes({ jobs, admit, heartbeatMs? })` → Express router mounted at `/functions/v1`.
 */
import express, { type NextFunction, type Request, type Response } from 'express'
import { isEnded, type AuditJob } from '@aivis/contract'
import { HttpError, sendError } from '../http/errors'
import { jsonOnly } from '../http/jsonOnly'
import type { Admission } from './admission'
import { type AuditJobs, type JobEvent } from './types'

export interface JobRoutesDeps {
  jobs: AuditJobs
  /** The audit admission (admission.ts): validates, looks the cache up, applies the limits. */
  admit: (req: Request) => Promise<Admission>
  heartbeatMs?: number
}

const notFound = (res: Response, id: string) =>
  sendError(
    res,
    new HttpError(404, 'not_found', `No audit job ${id} (unknown, or ended over an hour ago).`),
  )

/** The jobs API router (see module doc). */
export function auditJobRoutes(deps: JobRoutesDeps) {
  const router = express.Router()

  router.post(
    '/audits',
    ...jsonOnly('20kb'),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const admitted = await deps.admit(req)
        if ('cached' in admitted) {
          const r = admitted.cached
          const job: AuditJob = {
            id: r.audit_id ?? 'cached',
            status: 'done',
            progress: { done: 1, total: 1 },
            result: r,
            created_at: r.audited_at ?? r.created_at,
            finished_at: r.audited_at ?? r.created_at,
          }
          return void res.status(200).json(job)
        }
        const { id } = await deps.jobs.submit(admitted.request, {
          key: admitted.key,
          join: admitted.join,
          requestId: req.id ? String(req.id) : undefined,
        })
        res
          .status(202)
          .location(`/functions/v1/audits/${id}`)
          .json(await deps.jobs.get(id))
      } catch (err) {
        next(err)
      }
    },
  )

  router.get('/audits/:id', async (req, res, next) => {
    try {
      const job = await deps.jobs.get(req.params.id)
      if (!job) return notFound(res, req.params.id)
      res.json(job)
    } catch (err) {
      next(err)
    }
  })

  router.get('/audits/:id/events', async (req, res, next) => {
    try {
      const id = req.params.id
      const job = await deps.jobs.get(id)
      if (!job) return notFound(res, id)
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      })
      res.flushHeaders()
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      let closed = false
      const stop = () => {
        if (closed) return
        closed = true
        clearInterval(beat)
        unwatch()
        res.end()
      }
      const beat = setInterval(() => res.write(': keep-alive\n\n'), deps.heartbeatMs ?? 15_000)
      const unwatch = await deps.jobs.watch(id, (e: JobEvent) => {
        if (e.type === 'progress') send('progress', e.progress)
        else {
          send('status', e.job)
          if (isEnded(e.job)) stop()
        }
      })
      res.on('close', stop)
      // The state now, after subscribing, so nothing between the two is missed.
      const now = await deps.jobs.get(id)
      if (!now) return stop()
      send('status', now)
      if (isEnded(now)) stop()
    } catch (err) {
      next(err)
    }
  })

  return router
}
