/**
 * A tiny fake of the CMS's REST API (Payload 3 shapes) for tests and for developing the site
 * before the real CMS runs. Serves `GET /api/<collection>` lists `{docs, totalDocs, ...}` with the
 * subset of Payload's query syntax the site uses (`where[field][equals|contains|in]`, `sort`,
 * `limit`, `pagination=false`), `GET /api/globals/site-settings`, uploaded files at
 * `GET /api/media/file/<name>` (from `files`), and 404 JSON otherwise.
 *
 * `GET /api/customers/me` answers the customer of `sessions` whose token the request's
 * `Authorization: JWT <token>` carries (Payload's `{ user, exp }`), else `{ user: null }`.
 * `customerToken(sid)` makes a token shaped as the CMS issues customers theirs (the site takes no
 * other kind as a session).
 *
 * `startFakeCms({ port?, fixtures? })` → `{ url, fixtures, requests, sessions, close() }`; `fixtures` is the
 * live object served (mutate it to simulate an admin edit), `requests` counts the paths asked for.
 * CLI: `npm run fake-cms -w tests [-- port]` listens on 127.0.0.1:3001 by default.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFixtures, type Fixtures } from './fixtures'

export interface FakeCms {
  url: string
  fixtures: Fixtures
  /** Uploaded files served at `/api/media/file/<name>` (as Payload serves `media` uploads). */
  files: Map<string, { type: string; body: Buffer }>
  /** Every path+query received, in order. */
  requests: string[]
  /** While true every request answers 503 (a CMS outage). */
  down: boolean
  /** Signed-in customers by session token (`GET /api/customers/me`). */
  sessions: Map<
    string,
    { id: number | string; email: string; name?: string | null; avatar_url?: string | null }
  >
  close(): Promise<void>
}

/** A token shaped as Payload issues a customer's (`header.payload.signature`, base64url). */
export const customerToken = (sid: string) =>
  ['{"alg":"HS256"}', JSON.stringify({ collection: 'customers', sid }), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

type Doc = Record<string, unknown>

const COLLECTIONS: Record<string, (f: Fixtures) => Doc[]> = {
  offers: (f) => f.offers as unknown as Doc[],
  faqs: (f) => f.faqs as unknown as Doc[],
  testimonials: (f) => f.testimonials as unknown as Doc[],
  pages: (f) => f.pages as unknown as Doc[],
  posts: (f) => f.posts as unknown as Doc[],
  'compare-pages': (f) => f.comparePages as unknown as Doc[],
  redirects: (f) => f.redirects as unknown as Doc[],
}

/** Applies `where[field][op]=value` filters, `sort` and `limit` like Payload's REST API. */
export function queryDocs(all: Doc[], params: URLSearchParams) {
  let docs = [...all]
  for (const [key, value] of params) {
    const m = /^where\[(\w+)\]\[(equals|contains|in)\]$/.exec(key)
    if (!m) continue
    const [, field, op] = m
    docs = docs.filter((d) => {
      const v = d[field]
      if (op === 'equals') return String(v) === value
      if (op === 'in') return value.split(',').includes(String(v))
      return Array.isArray(v) ? v.map(String).includes(value) : String(v ?? '').includes(value)
    })
  }
  const sort = params.get('sort')
  if (sort) {
    const field = sort.replace(/^-/, '')
    const dir = sort.startsWith('-') ? -1 : 1
    docs.sort((a, b) =>
      a[field] === b[field] ? 0 : (a[field] as never) > (b[field] as never) ? dir : -dir,
    )
  }
  const limit =
    params.get('pagination') === 'false'
      ? Math.max(1, docs.length)
      : Number(params.get('limit') ?? 10) || 10
  const totalDocs = docs.length
  docs = docs.slice(0, limit)
  return {
    docs,
    totalDocs,
    limit,
    page: 1,
    totalPages: Math.max(1, Math.ceil(totalDocs / limit)),
    hasNextPage: totalDocs > limit,
    hasPrevPage: false,
  }
}

export async function startFakeCms(
  opts: { port?: number; fixtures?: Fixtures } = {},
): Promise<FakeCms> {
  const requests: string[] = []
  const cms: FakeCms = {
    url: '',
    fixtures: opts.fixtures ?? createFixtures(),
    files: new Map(),
    requests,
    down: false,
    sessions: new Map(),
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push(url.pathname + url.search)
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (cms.down) return send(503, { errors: [{ message: 'Service unavailable' }] })
    if (req.method !== 'GET') return send(405, { errors: [{ message: 'Method not allowed' }] })
    const file = /^\/api\/media\/file\/([^/]+)$/.exec(url.pathname)
    if (file) {
      const found = cms.files.get(decodeURIComponent(file[1]))
      if (!found) return send(404, { errors: [{ message: 'Not Found' }] })
      return void res
        .writeHead(200, { 'content-type': found.type, 'set-cookie': 'payload-token=leak' })
        .end(found.body)
    }
    if (url.pathname === '/api/globals/site-settings') return send(200, cms.fixtures.settings)
    if (url.pathname === '/api/customers/me') {
      const token = /^JWT (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      const user = token ? cms.sessions.get(token) : undefined
      if (!user) return send(200, { user: null })
      return send(200, { user, exp: Math.floor(Date.now() / 1000) + 14 * 86_400 })
    }
    const m = /^\/api\/([\w-]+)\/?$/.exec(url.pathname)
    const list = m && COLLECTIONS[m[1]]
    if (!list) return send(404, { errors: [{ message: 'The requested resource was not found.' }] })
    send(200, queryDocs(list(cms.fixtures), url.searchParams))
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r))
  cms.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return cms
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const cms = await startFakeCms({ port: Number(process.argv[2] ?? 3001) })
  console.log(`fake CMS on ${cms.url}/api (the seed content, mocks/fixtures.ts)`)
}
