/**
 * `GET /functions/v1/audits/{id}/result`: a finished audit's result as the service keeps it
 * (results.ts, 30 days), for whoever holds the `audit_token` the service handed out with it
 * (docs/decisions/0055, 0072). The site's server reads it to render /audit-results for the visitor
 * whose cookie names the audit, instead of the browser sending its stored copy.
 *
 * Request: `Authorization: Bearer <audit_token>`.
 * Answers: 200 the `AuditResult` exactly as stored (its `audit_id` and `audit_token` included),
 * `Cache-Control: no-store`; 404 `{ error: 'not_found', message }` alike for an unknown or expired
 * audit and for a missing or wrong token (the answer does not tell whether the audit exists);
 * 503 `{ error: 'unavailable', message }` when the store cannot be read.
 *
 * `storedResultRoute({ store, tokenSecret })` → Express router mounted at `/functions/v1`.
 */
import express from 'express'
import type { AuditResult } from '@aivis/contract'
import { HttpError, sendError } from '../http/errors'
import { type AuditResults } from './results'
import { isAuditToken } from '../tokens'

/** The bearer token of an `Authorization` header, or undefined. */
const bearer = (header: string | undefined) => /^Bearer ([\w-]{1,200})$/.exec(header ?? '')?.[1]

export function storedResultRoute(deps: {
  store: AuditResults
  tokenSecret: string
}): express.Router {
  const router = express.Router()
  router.get('/audits/:id/result', async (req, res) => {
    res.set('cache-control', 'no-store')
    const id = req.params.id
    const token = bearer(req.headers.authorization)
    const notFound = new HttpError(
      404,
      'not_found',
      'No stored result for this audit and token (unknown, expired or not yours).',
    )
    if (!token || !isAuditToken(id, token, deps.tokenSecret)) return sendError(res, notFound)
    let stored: AuditResult | null
    try {
      stored = await deps.store.get(id)
    } catch (err) {
      req.log.error({ err, auditId: id }, 'stored audit result could not be read')
      return sendError(
        res,
        new HttpError(503, 'unavailable', 'The stored result cannot be read just now.'),
      )
    }
    if (!stored) return sendError(res, notFound)
    res.json(stored)
  })
  return router
}
