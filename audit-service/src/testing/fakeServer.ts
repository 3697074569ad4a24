/** A tiny recording HTTP server for tests: `handler(req, body)` → `{ status, json }`. */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: any
}

export async function fakeServer(handler: (req: Recorded) => { status: number; json: unknown }) {
  const requests: Recorded[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const rec: Recorded = { method: req.method ?? '', path: (req.url ?? '').split('?')[0], headers: req.headers, body: raw ? JSON.parse(raw) : undefined }
      requests.push(rec)
      const { status, json } = handler(rec)
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, requests, close: () => new Promise<void>((r) => server.close(() => r())) }
}
