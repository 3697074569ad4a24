/**
 * /audit-results in the browser (docs/decisions/0070), run by pages/+client.ts for the page's
 * `[data-stored-results]` element (its value: the site's booking URL).
 *
 * `showStoredResults(container)` sends the stored result (lib/audit/storedResult.ts) with the
 * browser's locale and time zone to `POST /audit-results/view` (server/resultsView.server.tsx;
 * gzip-compressed where the browser can) and puts the HTML it answers in `container`: the
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
import { readStoredResult, RESULTS_KEY } from '../../lib/audit/storedResult'

/** The view's address (server/resultsView.server.tsx). */
export const RESULTS_VIEW_PATH = '/audit-results/view'

/** `text` gzip-compressed, or null where the browser cannot compress. */
async function gzip(text: string): Promise<ArrayBuffer | null> {
  if (typeof CompressionStream === 'undefined') return null
  try {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
    return await new Response(stream).arrayBuffer()
  } catch {
    return null
  }
}

/** The browser's time zone, or undefined where it has none to give. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * Lets the browser run what waits (input, painting) before the next step: each step of building
 * the request is a short task of its own, not one long one (the time zone's first `Intl` call
 * alone takes tens of milliseconds on a slow phone).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The results as HTML from the server; throws when it does not answer 200. */
async function fetchView(result: string | null): Promise<string> {
  await yieldToBrowser()
  const zone = timeZone()
  await yieldToBrowser()
  const json = JSON.stringify({ result, locale: navigator.language || undefined, timeZone: zone })
  const compressed = await gzip(json)
  const res = await fetch(RESULTS_VIEW_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(compressed ? { 'content-encoding': 'gzip' } : {}),
    },
    body: compressed ?? json,
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

export async function showStoredResults(container: HTMLElement): Promise<void> {
  window.addEventListener('storage', (event) => {
    if (event.key === RESULTS_KEY || event.key === null) location.reload()
  })
  try {
    container.innerHTML = await fetchView(readStoredResult())
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
