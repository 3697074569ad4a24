/**
 * The body of `POST /audit-results/view` (server/resultsView.server.tsx, docs/decisions/0070),
 * built where the browser has time for it: in a worker (viewRequest.worker.ts) or, where workers
 * cannot run, on the page (showStoredResults.ts).
 *
 * `buildViewRequest(result, locale)` gives `{ body, gzip }`: `body` the JSON
 * `{ result, locale, timeZone }` (the browser's IANA time zone), gzip-compressed when `gzip` is true
 * (an ArrayBuffer; the request then says `content-encoding: gzip`), else the JSON text where the
 * browser cannot compress. Never throws: a time zone the browser cannot give is left out.
 */

/** What the page sends: the body and whether it is gzip-compressed. */
export interface ViewRequest {
  body: ArrayBuffer | string
  gzip: boolean
}

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

/**
 * The browser's time zone, or undefined where it has none to give. The first `Intl` date call of
 * a page loads the time zone and locale data: tens of milliseconds on a slow phone, hence a worker.
 */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

export async function buildViewRequest(
  result: string | null,
  locale: string | undefined,
): Promise<ViewRequest> {
  const json = JSON.stringify({ result, locale, timeZone: timeZone() })
  const compressed = await gzip(json)
  return compressed ? { body: compressed, gzip: true } : { body: json, gzip: false }
}
