/**
 * A worker that builds the results view's request (viewRequest.ts) off the page's main thread:
 * the time zone's first `Intl` call, the JSON of the stored result (about 140 kB) and its gzip
 * would otherwise hold up a slow phone's page for a long task.
 *
 * Message in: `{ result: string | null, locale?: string }`; message out: a `ViewRequest` (its
 * ArrayBuffer transferred, not copied).
 */
import { buildViewRequest } from './viewRequest'

self.onmessage = async (event: MessageEvent<{ result: string | null; locale?: string }>) => {
  const request = await buildViewRequest(event.data.result, event.data.locale)
  const transfer = request.body instanceof ArrayBuffer ? [request.body] : []
  ;(self as unknown as Worker).postMessage(request, transfer)
}
