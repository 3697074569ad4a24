/**
 * /audit-results in the browser (docs/decisions/0070), run by pages/+client.ts for the page's
 * `[data-stored-results]` element (its value: the site's booking URL).
 *
 * `showStoredResults(container)`: when the server rendered the page with the result the visitor's
 * `latest_audit` cookie names (`data-result-digest`, docs/decisions/0072) and this tab's stored
 * text has that digest, the results are already there. Otherwise it sends the stored result
 * (lib/audit/storedResult.ts) with the browser's locale and time zone to
 * `POST /audit-results/view` (server/resultsView.server.tsx;
 * gzip-compressed where the browser can; the request is built in a worker, viewRequest.ts) and
 * puts the HTML it answers in `container` a part at a time (lib/progressive.ts): the
 * results, 'No Audit Results Found' or 'Error Displaying Results'. Then it sends 'audit_complete'
 * for results that are shown (spec §7) and readies the results island, hydrated at the visitor's
 * first use (lib/hydrateIslands.ts). When the server cannot answer, the failure is logged
 * (lib/errorLog.ts) and the results are rendered in the browser instead (AuditResultsPage.tsx), so
 * a visitor always sees them. A result stored by another tab later reloads the page.
 *
 * No React and no schema are loaded on the way: the page paints the results from HTML.
 */
import { reportError } from '../../lib/errorLog'
import { hydrateIslands } from '../../lib/hydrateIslands'
import { insertProgressively } from '../../lib/progressive'
import { readStoredResult, resultDigest, RESULTS_KEY } from '../../lib/audit/storedResult'
import { buildViewRequest, type ViewRequest } from './viewRequest'
import ViewRequestWorker from './viewRequest.worker?worker&inline'

/** The view's address (server/resultsView.server.tsx). */
export const RESULTS_VIEW_PATH = '/audit-results/view'

/** How long the worker may take before the page builds the request itself, in ms. */
const WORKER_TIMEOUT_MS = 3000

/**
 * The view's request built in a worker (viewRequest.worker.ts), or on the page where a worker
 * cannot start, fails or does not answer within `WORKER_TIMEOUT_MS`.
 */
async function viewRequest(
  result: string | null,
  locale: string | undefined,
): Promise<ViewRequest> {
  if (typeof Worker !== 'undefined') {
    let worker: Worker | undefined
    try {
      worker = new ViewRequestWorker()
      const running = worker
      const built = await new Promise<ViewRequest | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), WORKER_TIMEOUT_MS)
        running.onmessage = (event: MessageEvent<ViewRequest>) => {
          clearTimeout(timer)
          resolve(event.data)
        }
        running.onerror = () => {
          clearTimeout(timer)
          resolve(null)
        }
        running.postMessage({ result, locale })
      })
      if (built) return built
    } catch {
      // A worker is not allowed or not possible here: build it on the page.
    } finally {
      worker?.terminate()
    }
  }
  return buildViewRequest(result, locale)
}

/** The results as HTML from the server; throws when it does not answer 200. */
async function fetchView(result: string | null): Promise<string> {
  const { body, gzip } = await viewRequest(result, navigator.language || undefined)
  const res = await fetch(RESULTS_VIEW_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    },
    body,
  })
  if (!res.ok) throw new Error(`${RESULTS_VIEW_PATH} answered ${res.status}`)
  return res.text()
}

/** The results rendered in the browser, in place of `container`'s content. */
async function renderInBrowser(container: HTMLElement): Promise<void> {
  const [{ createRoot }, { createElement }, { IslandRoot }, { AuditResultsPage }] =
    await Promise.all([
      import('react-dom/client'),
      import('react'),
      import('../../lib/islands'),
      import('./AuditResultsPage'),
    ])
  createRoot(container).render(
    createElement(
      IslandRoot,
      null,
      createElement(AuditResultsPage, { bookingUrl: container.dataset.storedResults ?? '' }),
    ),
  )
}

/** The digest of this tab's stored result, or null when there is none or it cannot be taken. */
async function storedDigest(): Promise<string | null> {
  const stored = readStoredResult()
  if (!stored || !globalThis.crypto?.subtle) return null
  return resultDigest(stored).catch(() => null)
}

export async function showStoredResults(container: HTMLElement): Promise<void> {
  window.addEventListener('storage', (event) => {
    if (event.key === RESULTS_KEY || event.key === null) location.reload()
  })
  // Rendered by the server from the result the cookie names (docs/decisions/0072): kept when it
  // is the text this tab stored; else replaced by what the server renders from this tab's text.
  const rendered = container.dataset.resultDigest
  if (!rendered || (await storedDigest()) !== rendered)
    try {
      await insertProgressively(container, await fetchView(readStoredResult()))
    } catch (error) {
      reportError(error, 'audit results view')
      return renderInBrowser(container)
    }
  const viewed = container.querySelector<HTMLElement>('[data-audit-viewed]')?.dataset.auditViewed
  if (viewed)
    void import('../../lib/track').then(({ track }) =>
      track('audit_complete', JSON.parse(viewed) as Record<string, unknown>),
    )
  await hydrateIslands(container)
}
