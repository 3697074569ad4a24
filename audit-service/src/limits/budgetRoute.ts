/**
 * `GET /internal/v1/budget`: today's use of the daily vendor-call budget (limits/index.ts
 * `usage`), for the CMS's staff dashboard (docs/decisions/0087). Only the CMS calls it, with the
 * CMS service account's key (CMS_API_KEY) as `Authorization: Bearer <key>`, as it queues account
 * mails (mail/accountMailRoute.ts).
 *
 * Answers: 200 `{ day: 'YYYY-MM-DD' (UTC), calls_used, call_budget, reserve_from }` (whole calls);
 * 200 `{ day, calls_used: null, … null }` when audits are not limited; 401 `{ error: 'unauthorized' }`
 * without the key; 503 `{ error: 'unavailable' }` when the counters cannot be read.
 *
 * `budgetRoute({ limits, cmsKey })` → Express router mounted at `/internal/v1`.
 */
import express from 'express'
import { HttpError, sendError } from '../http/errors'
import { isProxySecret } from './clientIp'
import type { AuditLimits } from '.'

/** The bearer token of an `Authorization` header, or undefined. */
const bearer = (header: string | undefined) => /^Bearer (\S{1,500})$/.exec(header ?? '')?.[1]

export function budgetRoute(deps: { limits: AuditLimits; cmsKey: string }): express.Router {
  const router = express.Router()
  router.get('/budget', async (req, res) => {
    if (!isProxySecret(bearer(req.headers.authorization), deps.cmsKey))
      return sendError(res, new HttpError(401, 'unauthorized', 'Present the CMS service key.'))
    try {
      const usage = await deps.limits.usage()
      res.set('Cache-Control', 'no-store')
      res.json({
        day: usage?.day ?? new Date().toISOString().slice(0, 10),
        calls_used: usage?.callsUsed ?? null,
        call_budget: usage?.callBudget ?? null,
        reserve_from: usage?.reserveFrom ?? null,
      })
    } catch (err) {
      sendError(
        res,
        new HttpError(503, 'unavailable', `The budget cannot be read: ${(err as Error).message}`),
      )
    }
  })
  return router
}
