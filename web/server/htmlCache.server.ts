/**
 * Rendered-HTML cache for anonymous GET pages (docs/decisions/0026).
 *
 * `createHtmlCache({ maxBytes, ttlMs })` → `HtmlCache`:
 * - `lookup(req)` → a cached page for the request's page key (`pageKey`: the path plus only the query
 *   parameters a page's server render reads), or undefined when there is none, it is older
 *   than `ttlMs`, or the request is not anonymous (it carries an `Authorization` header or a
 *   Payload session cookie);
 * - `send(req, res, page)` answers with the page, brotli or gzip as the request accepts (bodies are
 *   compressed once, when stored), `Vary: Accept-Encoding`, `X-Html-Cache: hit`, an ETag (304 when
 *   the request's If-None-Match has it) and `Cache-Control: public, max-age=0, must-revalidate`
 *   (the page is the same for every visitor: browsers may keep it, e.g. in the back/forward cache,
 *   and must ask again before reusing it);
 * - `store(req, page)` keeps a rendered page: only status 200 HTML rendered with the CMS up (the
 *   caller decides that), only for an anonymous GET; compression runs on libuv's thread pool, so the
 *   page is served from the cache once that is done;
 * - `clear()` empties it (the server calls it on every CMS purge, so an edit shows at once).
 *
 * Bounded by the bytes held (all three encodings of every page count), least recently used first.
 */
import type { Request, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** A rendered page as sent: status, headers (without any encoding header) and the body. */
export interface RenderedPage {
  status: number
  headers: [string, string][]
  body: string
}

interface Entry {
  status: number
  headers: Record<string, string>
  etag: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

export interface HtmlCache {
  lookup(req: Request): Entry | undefined
  send(req: Request, res: Response, entry: Entry): void
  store(req: Request, page: RenderedPage): Promise<void>
  clear(): void
  /** Pages held now. */
  readonly size: number
}

/**
 * The query parameters a page's server render reads: /audit-setup's `domain` (its `+data`). Any
 * other parameter (`utm_source`, `fbclid`, a cache-buster) changes nothing in the HTML, so it must
 * not make a page of its own in the cache: a crawler or an attacker varying it would miss every
 * time and push real pages out. Add a name here when a page's `+data` starts reading it.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ['domain']

/**
 * The cache key of a request: its path, then the `PAGE_QUERY_PARAMS` it carries, sorted, so
 * `/?cb=1` and `/?utm_source=x` are `/`, and `/audit-setup?domain=a.com` stays its own page.
 */
export function pageKey(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://x')
  const kept = [...url.searchParams]
    .filter(([name]) => PAGE_QUERY_PARAMS.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return kept.length ? `${url.pathname}?${new URLSearchParams(kept)}` : url.pathname
}

/** True when nothing in the request can make its page differ from another visitor's. */
export function isAnonymous(req: Request): boolean {
  if (req.headers.authorization) return false
  return !/(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')
}

export function createHtmlCache(opts: { maxBytes: number; ttlMs: number }): HtmlCache {
  const cache = new LRUCache<string, Entry>({
    maxSize: Math.max(1, opts.maxBytes),
    sizeCalculation: (e) => e.identity.length + e.br.length + e.gzip.length + 256,
    ttl: opts.ttlMs,
  })
  // A page compressed while a purge happened would bring back content from before the edit.
  let generation = 0
  const encodings = new Map<string, string>()
  return {
    lookup(req) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAnonymous(req)) return undefined
      return cache.get(pageKey(req.originalUrl))
    },
    send(req, res, entry) {
      // The hot path of the site: headers written at once, the encoding choice remembered per
      // Accept-Encoding value.
      const accept = req.headers['accept-encoding'] ?? ''
      let encoding = encodings.get(accept)
      if (encoding === undefined) {
        encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity'
        if (encodings.size >= 100) encodings.clear()
        encodings.set(accept, encoding)
      }
      const common = {
        ...entry.headers,
        vary: 'Accept-Encoding',
        'x-html-cache': 'hit',
        etag: entry.etag,
        'cache-control': 'public, max-age=0, must-revalidate',
      }
      if (req.headers['if-none-match'] === entry.etag) return void res.writeHead(304, common).end()
      const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
      res.writeHead(entry.status, {
        ...common,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': body.length,
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    },
    async store(req, page) {
      if (req.method !== 'GET' || !isAnonymous(req) || opts.maxBytes <= 0) return
      const started = generation
      const identity = Buffer.from(page.body)
      const [brBody, gzipBody] = await Promise.all([
        br(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gz(identity, { level: 9 }),
      ])
      if (started !== generation) return
      const headers = Object.fromEntries(
        page.headers.filter(
          ([name]) => !/^(content-length|content-encoding|vary|cache-control|etag)$/i.test(name),
        ),
      )
      cache.set(pageKey(req.originalUrl), {
        status: page.status,
        headers,
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        identity,
        br: brBody,
        gzip: gzipBody,
      })
    },
    clear() {
      generation++
      cache.clear()
    },
    get size() {
      return cache.size
    },
  }
}
