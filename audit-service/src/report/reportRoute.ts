/**
 * `POST /internal/v1/reports`: an audit's report as a PDF (report/ReportPdf.tsx), for the site's
 * account pages (the dashboard's download, a shared report). The site holds the customer's audit
 * (read from the CMS with their session) and sends it here, because the first fixes are the
 * engine's (engine/fixes). Only the site calls it: it presents FUNCTIONS_PROXY_SECRET as
 * `X-Proxy-Secret`, as its proxy does, and the visitor's address as `X-Client-IP`.
 *
 * Reports never hold up the service (docs/decisions/0095): a valid request is counted per client
 * address and per audit (report/reportLimits.ts), then made in a worker thread, or answered from
 * the cache of PDFs already made (report/renderer.ts).
 *
 * Body: `{ result: AuditResult }` (the contract's schema), at most 2 MB.
 * Answers: 200 `application/pdf` with `Content-Disposition: attachment; filename="…"` (the
 * business name made safe); 400 `{ error: 'validation_failed', message }`; 401
 * `{ error: 'unauthorized' }` without the secret (checked before the body is read); 415 for a body
 * that is not JSON; 429 `{ error: 'rate_limited' | 'busy', message }` with `Retry-After`
 * (seconds) past a limit or while as many reports as allowed are being made; 503
 * `{ error: 'report_unavailable', message }` with `Retry-After` when a report takes too long. A
 * render that fails otherwise goes to the app's error handler (500, logged).
 *
 * `reportRoute({ proxySecret, renderer?, limits? })` → Express router mounted at `/internal/v1`;
 * without `renderer` the process's one default renderer (`defaultReportRenderer`), without
 * `limits` none.
 */
import express from 'express'
import { auditResultSchema } from '@aivis/contract'
import { HttpError, sendError } from '../http/errors'
import { jsonOnly } from '../http/jsonOnly'
import { PROXY_SECRET_HEADER, clientIp, isProxySecret } from '../limits/clientIp'
import { createReportRenderer, reportKey, type ReportRenderer } from './renderer'
import { noReportLimits, type ReportLimits } from './reportLimits'

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

let defaultRenderer: ReportRenderer | null = null
/** The process's renderer with the default settings, made on first use (tests, createApp's default). */
export const defaultReportRenderer = () => (defaultRenderer ??= createReportRenderer())

export function reportRoute(deps: {
  proxySecret: string
  /** Who makes the PDFs (report/renderer.ts); default `defaultReportRenderer()`. */
  renderer?: ReportRenderer
  /** Limits per client address and per audit (report/reportLimits.ts); default none. */
  limits?: ReportLimits
}): express.Router {
  const limits = deps.limits ?? noReportLimits
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
        const result = parsed.data
        await limits.consume({
          ip: clientIp(req, { proxySecret: deps.proxySecret }),
          audit: result.audit_id ?? reportKey(result),
        })
        const pdf = await (deps.renderer ?? defaultReportRenderer()).render(result)
        res
          .status(200)
          .type('application/pdf')
          .set(
            'content-disposition',
            `attachment; filename="${reportFileName(result.business_name)}"`,
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
