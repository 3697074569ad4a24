/**
 * A stand-in for the audit service, run as its own process so a test can kill it (SIGKILL) or
 * start it late, on PORT:
 * - `GET /functions/v1/audits/{id}/events` → a progress stream: one `status` event, then a
 *   `heartbeat` every 200 ms, never ending by itself.
 * - `GET /functions/v1/slow` → 200 JSON whose body stops half way and never ends.
 * - `POST /functions/v1/{name}` → the first FAIL_FIRST posts (default 0) get 503
 *   `{ error: 'unavailable' }`, the others 200 `{ success: true, n }`. Each post is printed as a
 *   JSON line `{ post, key, status, body }` on stdout.
 * Prints `listening` once it accepts connections.
 */
import { createServer } from 'node:http'

let posts = 0
const failFirst = Number(process.env.FAIL_FIRST ?? 0)
const server = createServer((req, res) => {
  if (req.method === 'GET' && /\/events$/.test(req.url)) {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' })
    res.write('event: status\ndata: {"status":"running"}\n\n')
    setInterval(() => res.write('event: heartbeat\ndata: {}\n\n'), 200)
    return
  }
  if (req.method === 'GET' && req.url === '/functions/v1/slow') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '40' })
    res.write('{"half":"of a body')
    return
  }
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', () => {
    posts++
    const status = posts <= failFirst ? 503 : 200
    process.stdout.write(
      JSON.stringify({
        post: req.url,
        key: req.headers['idempotency-key'] ?? null,
        status,
        body,
        clientIp: req.headers['x-client-ip'],
        secret: req.headers['x-proxy-secret'],
        cookie: req.headers.cookie,
      }) + '\n',
    )
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify(status === 200 ? { success: true, n: posts } : { error: 'unavailable' }))
  })
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'))
