/**
 * A tiny recording HTTP server for tests, standing in for a vendor's API.
 *
 * `fakeServer(handler)` → `{ url, requests, close }`. `handler(req)` (sync or async) →
 * `{ status, json?, raw?, headers?, delayMs? }`: the reply is `raw` as is when given (a malformed
 * body), else `json` serialised; `headers` are added (e.g. `retry-after`); `delayMs` holds the
 * reply back (a slow vendor; a reply held past the client's timeout is never read). `requests`
 * records each request with its arrival time (`at`, ms clock).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: any
  /** Arrival time, `Date.now()` ms. */
  at: number
}

export interface FakeReply {
  status: number
  json?: unknown
  raw?: string
  headers?: Record<string, string>
  delayMs?: number
}

export async function fakeServer(handler: (req: Recorded) => FakeReply | Promise<FakeReply>) {
  const requests: Recorded[] = []
  const server = createServer((req, res) => {
    let raw = ''
    const at = Date.now()
    req.on('data', (c) => (raw += c))
    req.on('end', async () => {
      const rec: Recorded = {
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0],
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
        at,
      }
      requests.push(rec)
      const reply = await handler(rec)
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
      if (res.destroyed) return
      res
        .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        .end(reply.raw ?? JSON.stringify(reply.json))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  }
}
