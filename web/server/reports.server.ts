/**
 * `GET /app/audits/:id/report.pdf`: a signed-in customer downloads the PDF report of one of their
 * audits (the dashboard's 'Download PDF'). The site reads the audit from the CMS with the
 * customer's session (their own only: another's is answered like a missing one), turns the CMS
 * record back into the audit result (`auditResultOfRecord`) and has the audit service render it
 * (`POST /internal/v1/reports`, vouched for by FUNCTIONS_PROXY_SECRET), then streams the PDF.
 *
 * The visitor's address (`req.ip`, see `trust proxy` in server/app.ts) goes with it as
 * `X-Client-IP`, as the functions proxy sends it: the service limits reports per client address
 * and per audit, and makes at most a few at once (docs/decisions/0095).
 *
 * Mounted after server/accountPaths.server.ts, the one guard of `/app` paths: a visitor who is
 * not signed in never reaches this route (302 to `/signin?next=` this path), and the audit is
 * read with the customer's own session, so another's is never found.
 *
 * Answers: 200 `application/pdf` (attachment; `private, no-store`); 404 `{ error: 'not_found' }` for an audit that is not theirs; 429
 * `{ error, message }` with `Retry-After` as the audit service refused it (too many reports from
 * this visitor or of this audit, or too many being made: the message says when to try again); 503
 * `{ error: 'unavailable', message }` when the CMS or the audit service cannot answer.
 *
 * `GET /r/:token/report.pdf`: the same for whoever holds a share link (docs/decisions/0078): 404
 * once the link is revoked.
 */
import { auditResultOfRecord } from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import express from 'express'
import type { Accounts } from './auth.server'

/** The 503's message. */
export const REPORT_UNAVAILABLE =
  'The report cannot be made just now. Please try again in a minute.'

/** The 429's message when the audit service gave none. */
export const REPORT_BUSY =
  'Many reports are being asked for just now. Please try again in a minute.'

/** The audit service's `Retry-After` (whole seconds), to pass on; none when it sent none. */
const retryAfterOf = (answer: Response): Record<string, string> => {
  const value = answer.headers.get('retry-after')
  return value && /^\d{1,5}$/.test(value) ? { 'retry-after': value } : {}
}

/** The audit service's refusal `{ error, message }`, or `REPORT_BUSY` when it cannot be read. */
async function refusalOf(answer: Response): Promise<{ error: string; message: string }> {
  const body = (await answer.json().catch(() => null)) as {
    error?: unknown
    message?: unknown
  } | null
  return typeof body?.error === 'string' && typeof body.message === 'string'
    ? { error: body.error, message: body.message }
    : { error: 'rate_limited', message: REPORT_BUSY }
}

/** The audit result a CMS `audits` record holds, or null (contract auditRecord.ts). */
export { auditResultOfRecord }

export function reportRoutes(deps: {
  accounts: Pick<Accounts, 'customerAudit' | 'sharedAudit'>
  auditService: { url: string; proxySecret: string }
  logger: Logger
}): express.Router {
  const router = express.Router()
  router.get('/app/audits/:id/report.pdf', async (req, res) => {
    res.set('cache-control', 'private, no-store')
    let record: Record<string, unknown> | null
    try {
      record = await deps.accounts.customerAudit(req, req.params.id)
    } catch (err) {
      deps.logger.warn({ err }, 'report: could not read the audit')
      return void res.status(503).json({ error: 'unavailable', message: REPORT_UNAVAILABLE })
    }
    await sendReport(req, res, record)
  })

  // The PDF of a shared audit, for whoever holds the link (decision 0078).
  router.get('/r/:token/report.pdf', async (req, res) => {
    res.set({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' })
    let record: Record<string, unknown> | null
    try {
      record = await deps.accounts.sharedAudit(req, req.params.token)
    } catch (err) {
      deps.logger.warn({ err }, 'report: could not read the shared audit')
      return void res.status(503).json({ error: 'unavailable', message: REPORT_UNAVAILABLE })
    }
    await sendReport(req, res, record)
  })

  /** Answers with the PDF of `record` (404 when there is none, 503 when it cannot be made). */
  async function sendReport(
    req: express.Request,
    res: express.Response,
    record: Record<string, unknown> | null,
  ) {
    const result = record && auditResultOfRecord(record)
    if (!result)
      return void res
        .status(404)
        .json({ error: 'not_found', message: 'No such audit, or it is no longer shared.' })
    try {
      const pdf = await fetch(`${deps.auditService.url}/internal/v1/reports`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-proxy-secret': deps.auditService.proxySecret,
          'x-client-ip': req.ip ?? req.socket.remoteAddress ?? '',
        },
        body: JSON.stringify({ result }),
        signal: AbortSignal.timeout(30_000),
      })
      if (pdf.status === 429)
        return void res
          .status(429)
          .set(retryAfterOf(pdf))
          .json(await refusalOf(pdf))
      if (!pdf.ok) {
        res.set(retryAfterOf(pdf))
        throw new Error(`audit service answered ${pdf.status}`)
      }
      res
        .status(200)
        .type('application/pdf')
        .set('content-disposition', pdf.headers.get('content-disposition') ?? 'attachment')
        .send(Buffer.from(await pdf.arrayBuffer()))
    } catch (err) {
      deps.logger.warn({ err }, 'report: the audit service could not render it')
      res.status(503).json({ error: 'unavailable', message: REPORT_UNAVAILABLE })
    }
  }

  return router
}
