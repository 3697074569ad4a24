/**
 * `POST /internal/v1/reports`: an audit's report as a PDF (report/ReportPdf.tsx), for the site's
 * account pages (the dashboard's download, a shared report). The site holds the customer's audit
 * (read from the CMS with their session) and sends it here, because the first fixes are the
 * engine's (engine/fixes). Only the site calls it: it presents FUNCTIONS_PROXY_SECRET as
 * `X-Proxy-Secret`, as its proxy does.
 *
 * Body: `{ result: AuditResult }` (the contract's schema), at most 2 MB.
 * Answers: 200 `application/pdf` with `Content-Disposition: attachment; filename="…"` (the
 * business name made safe); 400 `{ error: 'validation_failed', message }`; 401
 * `{ error: 'unauthorized' }` without the secret (checked before the body is read); 415 for a body
 * that is not JSON. A render that fails goes to the app's error handler (500, logged).
 *
 * `reportRoute({ proxySecret })` → Express router mounted at `/internal/v1`.
 */
import express from 'express'
import { auditResultSchema } from '@aivis/contract'
import { HttpError, sendError } from '../http/errors'
import { jsonOnly } from '../http/jsonOnly'
import { PROXY_SECRET_HEADER, isProxySecret } from '../limits/clientIp'
import { renderReportPdf } from './ReportPdf'

/** A file name for the report of `business`: letters, digits and dashes only. */
export function reportFileName(business: string): string {
  const slug = business
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60)
  return `ai-visibility-report${slug ? `-${slug}` : ''}.pdf`
}

export function reportRoute(deps: { proxySecret: string }): express.Router {
  const router = express.Router()
  router.post(
    '/reports',
    (req, res, next) => {
      if (!isProxySecret(req.headers[PROXY_SECRET_HEADER], deps.proxySecret))
        return sendError(res, new HttpError(401, 'unauthorized', 'Only the site asks for reports.'))
      next()
    },
    ...jsonOnly('2mb'),
    async (req, res, next) => {
      const parsed = auditResultSchema.safeParse((req.body as { result?: unknown } | null)?.result)
      if (!parsed.success)
        return sendError(
          res,
          new HttpError(400, 'validation_failed', 'Send { result } with an audit result.'),
        )
      try {
        const pdf = await renderReportPdf(parsed.data)
        res
          .status(200)
          .type('application/pdf')
          .set(
            'content-disposition',
            `attachment; filename="${reportFileName(parsed.data.business_name)}"`,
          )
          .set('cache-control', 'private, no-store')
          .send(pdf)
      } catch (err) {
        next(err)
      }
    },
  )
  return router
}
