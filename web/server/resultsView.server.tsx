/**
 * `POST /audit-results/view`: the results of /audit-results as HTML (docs/decisions/0070). An audit
 * result lives in the visitor's browser storage (spec §3), so the page cannot be rendered with it;
 * its script sends the stored text here and shows the HTML it gets, so a phone paints the results
 * without running the results' React code (the results are an island, hydrated at first use).
 *
 * Request: JSON (gzip- or deflate-encoded bodies are inflated), at most `RESULTS_VIEW_MAX_BYTES`
 * after inflation: `{ result: string | null, locale?: string, timeZone?: string }`: `result` the
 * stored text as it is (lib/audit/result.ts `parseStoredResult` reads it as the browser would:
 * none or outdated → 'No Audit Results Found', unreadable → 'Error Displaying Results' with it);
 * `locale` (BCP 47) and `timeZone` (IANA) the browser's, for the dates shown.
 *
 * Answers: 200 `text/html` (Emotion's `<style>` tags for what it uses, then the section;
 * `cache-control: no-store`, never indexed); 400 `{ error: 'invalid_request', message }` for a
 * body that is not that JSON; 413 `{ error: 'too_large' }`; 415 `{ error: 'unsupported_media_type' }`;
 * 429 `{ error: 'rate_limited' }` with `Retry-After` (s) past `RESULTS_VIEW_PER_IP_PER_MINUTE`
 * renders per client address (`req.ip`) a minute: a render costs tens of milliseconds of CPU, and a
 * visitor needs one per page load (the page then renders the results in the browser).
 * A result that matches the contract but fails to render is logged and shown as 'Error Displaying
 * Results' with its data (spec §8), never a 500. The booking URL is the site settings' ('' while the
 * CMS is unreachable: the buttons then book through /contact).
 */
import { CacheProvider, ThemeProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { renderToString } from 'react-dom/server'
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible'
import { z } from 'zod'
import type { Logger } from '@aivis/contract/log'
import { localeSchema, timeZoneSchema } from '../lib/audit/latestAuditCookie'
import { parseStoredResult, type LoadedResult } from '../lib/audit/result'
import { createServerCache } from '../lib/emotion'
import { IslandRenderer } from '../lib/islands'
import { theme } from '../lib/theme'
import { ResultsView } from '../pages/audit-results/ResultsView'
import { getSettings } from './content.server'

/** Renders a client address may ask for per minute: far above a visitor's page loads. */
export const RESULTS_VIEW_PER_IP_PER_MINUTE = 30

/** Largest request body, inflated, in bytes: a result of 4 assistants × 10 questions is ~140 kB. */
export const RESULTS_VIEW_MAX_BYTES = 1024 * 1024

/** The request body (see the module's description). */
export const resultsViewRequestSchema = z.object({
  result: z.string().nullable(),
  locale: localeSchema.optional(),
  timeZone: timeZoneSchema.optional(),
})
export type ResultsViewRequest = z.infer<typeof resultsViewRequestSchema>

/**
 * The section's HTML for `state` (default: `request.result` read as the browser reads it), with
 * its critical CSS first. Throws what rendering throws.
 */
export function renderResultsView(
  request: ResultsViewRequest,
  bookingUrl: string,
  state: LoadedResult = parseStoredResult(request.result),
): string {
  const cache = createServerCache()
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <IslandRenderer.Provider value={renderToString}>
          <ResultsView
            state={state}
            bookingUrl={bookingUrl}
            locale={request.locale}
            timeZone={request.timeZone}
          />
        </IslandRenderer.Provider>
      </ThemeProvider>
    </CacheProvider>,
  )
  const emotion = createEmotionServer(cache)
  return emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) + html
}

/** The booking URL of the site settings, '' while the CMS is unreachable. */
const settingsBookingUrl = () =>
  getSettings().then(
    (s) => s.bookingUrl ?? '',
    () => '',
  )

/**
 * The route; `logger` gets render failures; `bookingUrl()` gives the booking URL (default: the site
 * settings'); `perIpPerMinute` renders per client address a minute (default
 * `RESULTS_VIEW_PER_IP_PER_MINUTE`).
 */
export function resultsViewRoute(
  logger: Logger,
  {
    bookingUrl: getBookingUrl = settingsBookingUrl,
    perIpPerMinute = RESULTS_VIEW_PER_IP_PER_MINUTE,
  }: { bookingUrl?: () => Promise<string>; perIpPerMinute?: number } = {},
): express.Router {
  const router = express.Router()
  const limiter = new RateLimiterMemory({ points: perIpPerMinute, duration: 60 })
  const limited: RequestHandler = (req, res, next) =>
    void limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (refused: RateLimiterRes) => {
        res.set('retry-after', String(Math.max(1, Math.ceil(refused.msBeforeNext / 1000))))
        res.status(429).json({ error: 'rate_limited' })
      },
    )
  const jsonOnly: RequestHandler = (req, res, next) =>
    req.is('application/json')
      ? next()
      : void res.status(415).json({ error: 'unsupported_media_type' })
  const handler: RequestHandler = async (req, res) => {
    const parsed = resultsViewRequestSchema.safeParse(req.body)
    if (!parsed.success)
      return void res.status(400).json({
        error: 'invalid_request',
        message: parsed.error.issues
          .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
          .join('; '),
      })
    const bookingUrl = await getBookingUrl()
    let html: string
    try {
      html = renderResultsView(parsed.data, bookingUrl)
    } catch (error) {
      // Spec §8: 'Error Displaying Results' with the data, as the browser's error boundary shows it.
      logger.error({ err: error }, 'audit results could not be rendered')
      html = renderResultsView(parsed.data, bookingUrl, { raw: parsed.data.result ?? '' })
    }
    res
      .status(200)
      .type('html')
      .set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
      .send(html)
  }
  /** Body errors (body-parser's): too large, unreadable JSON, an unknown encoding. */
  const bodyErrors: ErrorRequestHandler = (
    error: { type?: string; status?: number },
    _req,
    res,
    next,
  ) => {
    if (error.type === 'entity.too.large') return void res.status(413).json({ error: 'too_large' })
    if (error.type === 'encoding.unsupported')
      return void res.status(415).json({ error: 'unsupported_media_type' })
    if (error.status && error.status < 500)
      return void res
        .status(400)
        .json({ error: 'invalid_request', message: 'The body is not valid JSON.' })
    next(error)
  }
  router.post(
    '/audit-results/view',
    limited,
    jsonOnly,
    express.json({ limit: RESULTS_VIEW_MAX_BYTES }),
    handler,
    bodyErrors,
  )
  return router
}
