/**
 * `POST /functions/v1/competitive-audit`: the synchronous audit of spec §7 (calls 1 and 4), kept
 * for API clients; the site uses the jobs API (routes.ts).
 *
 * `competitiveAuditRoute({ jobs, admit })` → Express router mounted at `/functions/v1`.
 */
import express, { type Request, type Response, type Router } from 'express'
import { HttpError, INTERNAL_MESSAGE, sendError, statusOfCode } from '../http/errors'
import { jsonOnly } from '../http/jsonOnly'
import type { Admission } from './admission'
import type { AuditJobs } from './types'

export interface CompetitiveAuditDeps {
  jobs: AuditJobs
  /** The audit admission (admission.ts): validation, cache, limits. */
  admit: (req: Request) => Promise<Admission>
}

/**
 * The synchronous call is a held job (docs/decisions/0021): the request is admitted as every
 * audit is (a cached result is answered at once), then submitted to the same jobs as
 * `POST /audits` with `hold: true` and waited for, so that
 * - an identical audit already queued or running is joined rather than paid for twice;
 * - its result is cached and its lead committed by the runner, as for any job;
 * - when the caller disconnects before the answer and nobody else holds or asked for the job, it is
 *   cancelled and its vendor calls aborted.
 * Answers 200 with the result, or the job's `{ error, message }` with the status of its code
 * (http/errors.ts). Admission and queue errors (400, 429, 503 busy...) go to the app's error
 * handler.
 */
export function competitiveAuditRoute(deps: CompetitiveAuditDeps): Router {
  const router = express.Router()
  router.post('/competitive-audit', ...jsonOnly('20kb'), async (req: Request, res: Response) => {
    const admitted = await deps.admit(req)
    if ('cached' in admitted) return void res.json(admitted.cached)
    const { id } = await deps.jobs.submit(admitted.request, {
      key: admitted.key,
      join: admitted.join,
      hold: true,
      requestId: req.id ? String(req.id) : undefined,
      customer: admitted.customer,
    })
    // The caller went away before the answer: its hold ends (the job is cancelled if it was the last).
    res.on('close', () => {
      if (!res.writableFinished) void deps.jobs.release(id)
    })
    const job = await deps.jobs.wait(id)
    if (res.destroyed) return
    if (job.status === 'done' && job.result) return void res.json(job.result)
    const error = job.error ?? { error: 'internal', message: INTERNAL_MESSAGE }
    sendError(res, new HttpError(statusOfCode(error.error), error.error, error.message))
  })
  return router
}
