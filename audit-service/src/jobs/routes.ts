/**
 * The jobs API beside the synchronous call of spec §7 (calls 1 and 4):
 * - `POST /functions/v1/audits` (same body as competitive-audit) → 202 `AuditJob` with
 *   `Location: /functions/v1/audits/{id}` (a new job, or one that joins the run already under way
 *   for the same audit, under an id of its own); 200 `AuditJob` with status `done` and the result
 *   when the cache has it (the asker's own copy, under its own id and token: docs/decisions/0098).
 *   Bad input, limits and queue full are answered as the synchronous call answers them
 *   (admission.ts, http/errors.ts).
 * - `GET /functions/v1/audits/{id}` → 200 `AuditJob`; 404 `{ error: 'not_found' }` unknown or expired.
 * - `GET /functions/v1/audits/{id}/events` → the job's progress as `text/event-stream`, capped per
 *   client address and per job (eventStream.ts, docs/decisions/0059).
 *
 * `auditJobRoutes({ jobs, admit, proxySecret?, logger?, streams? })` → Express router mounted at
 * `/functions/v1`.
 */
import express, { type NextFunction, type Request, type Response } from 'express'
import type { AuditJob } from '@aivis/contract'
import { jsonOnly } from '../http/jsonOnly'
import type { Admission } from './admission'
import { jobEventStream, notFound, type EventStreamDeps } from './eventStream'
import type { AuditJobs } from './types'

/** What the jobs API needs: the jobs, the admission, and the progress streams' settings. */
export interface JobRoutesDeps extends EventStreamDeps {
  jobs: AuditJobs
  /** The audit admission (admission.ts): validates, looks the cache up, applies the limits. */
  admit: (req: Request) => Promise<Admission>
}

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
          customer: admitted.customer,
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

  router.get('/audits/:id/events', jobEventStream(deps))

  return router
}
