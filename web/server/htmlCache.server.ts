/**
 * Rendered-HTML cache for anonymous GET pages (docs/decisions/0026).
 *
 * `createHtmlCache({ maxBytes, ttlMs })` → `HtmlCache`:
 * - `lookup(req)` → a cached page for the request's page key (`pageKey`: the path plus only the query
 *   parameters a page's server render reads), or undefined when there is none, it is older
 *   than `ttlMs`, or the request is not anonymous (it carries an `Authorization` header or a
 *   Payload session cookie);
 * - `send(req, res, page, requestId?)` answers with the page, brotli or gzip as the request
 *   accepts (bodies are compressed once, when stored), `Vary: Accept-Encoding`, `X-Html-Cache:
 *   hit`, an ETag (304 when the request's If-None-Match has it) and `Cache-Control: public,
 *   max-age=0, must-revalidate` (the page is the same for every visitor: browsers may keep it,
 *   e.g. in the back/forward cache, and must ask again before reusing it), plus `X-Request-Id:
 *   requestId` when given. Returns the status sent. The header lists are built when the page is
 *   stored, so a hit costs one `writeHead` and one `end` (docs/decisions/0067);
 * - `store(req, page)` keeps a rendered page: only status 200 HTML rendered with the CMS up (the
 *   caller decides that), only for an anonymous GET, never a `NEVER_CACHED` page (nor does
 *   `lookup` answer one); `page.headers` are every header the answer
 *   carried (the security headers included), less those of that one request (`NOT_STORED`).
 *   Compression runs on libuv's thread pool, so the page is served from the cache once that is
 *   done;
 * - `clear()` empties it (the server calls it on every CMS purge, so an edit shows at once).
 *
 * Bounded by the bytes held (all three encodings of every page count), least recently used first.
 */
import express from 'express'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
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

/** A stored page: its bodies and, computed once when stored, the whole header list of each answer. */
interface Entry {
  status: number
  etag: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
  /**
   * Flat `[name, value, name, value…]` lists for `res.writeHead`, one per answer, each ending in
   * `'x-request-id', <id>`: `send` puts the request's id in that last slot just before the
   * (synchronous) `writeHead`, so a hit allocates no header list of its own.
   */
  answers: Record<'identity' | 'br' | 'gzip' | 'notModified', string[]>
}

/**
 * Headers of a rendered answer that belong to that one request, or that the cache sets itself:
 * never stored.
 */
const NOT_STORED =
  /^(content-length|content-encoding|vary|cache-control|etag|x-html-cache|x-request-id|date|set-cookie|connection|keep-alive|transfer-encoding)$/i

/**
 * A request as the cache reads it: Node's own (a hit is answered before Express sees it,
 * docs/decisions/0069) or Express's, whose `originalUrl` is the URL before any mount point.
 */
export type CacheRequest = IncomingMessage & { originalUrl?: string }

export interface HtmlCache {
  lookup(req: CacheRequest): Entry | undefined
  send(req: CacheRequest, res: ServerResponse, entry: Entry, requestId?: string): number
  store(req: CacheRequest, page: RenderedPage): Promise<void>
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
 * Parameters whose page is never cached: `preview` (components/blocks/PageBlocks.tsx renders the
 * live-preview island, which edits the document named by `previewCollection` and `previewId`). A
 * preview is an editor's, never a visitor's: stored, it could show one editor another document,
 * and nobody benefits from a cached one.
 */
const NEVER_CACHED_PARAMS: readonly string[] = ['preview', 'previewCollection', 'previewId']

/**
 * The cache key of a request: its path, then the `PAGE_QUERY_PARAMS` it carries, sorted, so
 * `/?cb=1` and `/?utm_source=x` are `/`, and `/audit-setup?domain=a.com` stays its own page; null
 * (never cached) for a live preview (`NEVER_CACHED_PARAMS`) and the `NEVER_CACHED` pages.
 */
export function pageKey(originalUrl: string): string | null {
  // Most requests are a plain path: nothing to parse or normalise.
  if (PLAIN_PATH.test(originalUrl)) return NEVER_CACHED.test(originalUrl) ? null : originalUrl
  const url = new URL(originalUrl, 'http://x')
  if (NEVER_CACHED_PARAMS.some((name) => url.searchParams.has(name))) return null
  const kept = [...url.searchParams]
    .filter(([name]) => PAGE_QUERY_PARAMS.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const key = kept.length ? `${url.pathname}?${new URLSearchParams(kept)}` : url.pathname
  return NEVER_CACHED.test(key) ? null : key
}

/**
 * Pages never stored nor answered from the cache: the account mails' link pages, the newsletter's
 * link pages, a result's durable address and a staff member's view of an audit, whose address
 * holds a token (docs/decisions/0093, 0108, 0125, 0130). Each is rendered for every request with
 * the render's own `no-store`, so neither the site nor a proxy keeps an answer under a
 * token-bearing address.
 */
export const NEVER_CACHED =
  /^\/(?:signin\/(?:verify|reset)|newsletter\/(?:confirm|unsubscribe)|audit-results\/[^/?]+\/[^/?]+|staff-view\/[^/?]+)(?:\/|\?|$)/

/** A path with no query, dot segment, escape or doubled slash: its own page key. */
const PLAIN_PATH = /^(?:\/[\w-]+)*\/?$/

/**
 * True when nothing in the request can make its page differ from another visitor's: no
 * `Authorization`, no Payload session cookie, no customer session cookie (`session`, in production
 * `__Host-session`: auth.server.ts), and
 * no `latest_audit` cookie (sent only to
 * /audit-results, which sends its holder to the result it names: docs/decisions/0108).
 */
export function isAnonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization) return false
  return !/(?:^|;\s*)(?:payload-token|(?:__Host-)?session|latest_audit)=/.test(
    req.headers.cookie ?? '',
  )
}

type Encoding = 'identity' | 'br' | 'gzip'

const acceptsEncodings = express.request.acceptsEncodings as (
  this: IncomingMessage,
  ...encodings: string[]
) => string | false

/**
 * A stored answer's header list with `requestId` in its last slot (written in place: Node copies
 * the list into the answer's head within `writeHead`), or without that header when there is none.
 */
function withId(headers: string[], requestId: string | undefined): string[] {
  if (requestId === undefined) return headers.slice(0, -2)
  headers[headers.length - 1] = requestId
  return headers
}

export function createHtmlCache(opts: { maxBytes: number; ttlMs: number }): HtmlCache {
  const cache = new LRUCache<string, Entry>({
    maxSize: Math.max(1, opts.maxBytes),
    sizeCalculation: (e) => e.identity.length + e.br.length + e.gzip.length + 256,
    ttl: opts.ttlMs,
  })
  // A page compressed while a purge happened would bring back content from before the edit.
  let generation = 0
  const encodings = new Map<string, Encoding>()
  return {
    lookup(req) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAnonymous(req)) return undefined
      const key = pageKey(req.originalUrl ?? req.url ?? '/')
      return key === null ? undefined : cache.get(key)
    },
    send(req, res, entry, requestId) {
      // The hot path of the site: header lists built when the page was stored, the encoding choice
      // remembered per Accept-Encoding value.
      if (req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, withId(entry.answers.notModified, requestId))
        res.end()
        return 304
      }
      const accept = req.headers['accept-encoding'] ?? ''
      let encoding = encodings.get(accept)
      if (encoding === undefined) {
        // Express's negotiation (`accepts`), on Node's own request as well as Express's.
        encoding = (acceptsEncodings.call(req, 'br', 'gzip', 'identity') || 'identity') as Encoding
        if (encodings.size >= 100) encodings.clear()
        encodings.set(accept, encoding)
      }
      res.writeHead(entry.status, withId(entry.answers[encoding], requestId))
      res.end(req.method === 'HEAD' ? undefined : entry[encoding])
      return entry.status
    },
    async store(req, page) {
      if (req.method !== 'GET' || !isAnonymous(req) || opts.maxBytes <= 0) return
      const key = pageKey(req.originalUrl ?? req.url ?? '/')
      if (key === null) return
      const started = generation
      const identity = Buffer.from(page.body)
      const [brBody, gzipBody] = await Promise.all([
        br(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gz(identity, { level: 9 }),
      ])
      if (started !== generation) return
      const stored = page.headers
        .filter(([name]) => !NOT_STORED.test(name))
        .flatMap(([name, value]) => [name.toLowerCase(), value])
      const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`
      const common = [
        ...stored,
        'vary',
        'Accept-Encoding',
        'x-html-cache',
        'hit',
        'etag',
        etag,
        'cache-control',
        'public, max-age=0, must-revalidate',
      ]
      const answer = (body: Buffer, encoding?: string) => [
        ...common,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        String(body.length),
        'x-request-id',
        '',
      ]
      cache.set(key, {
        status: page.status,
        etag,
        identity,
        br: brBody,
        gzip: gzipBody,
        answers: {
          identity: answer(identity),
          br: answer(brBody, 'br'),
          gzip: answer(gzipBody, 'gzip'),
          notModified: [...common, 'x-request-id', ''],
        },
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
