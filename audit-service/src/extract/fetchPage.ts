/**
 * Fetches a business's web page for extraction, safe against server-side request forgery
 * (docs/decisions/0025).
 *
 * `fetchPage(url, opts?)` → `{ url, html }` (the final URL after redirects and the body as text).
 * Every hop: http or https only, port 80 or 443 only, no user name or password in the URL, the
 * connection made through request-filtering-agent, which refuses private, loopback, link-local,
 * cloud-metadata and other non-unicast addresses after DNS resolution (so IP literals in any
 * notation, names resolving to private addresses and redirects to them are all refused); at most
 * 3 redirects, each checked again; no cookies or credentials sent; the body capped at 1 MB and the
 * whole fetch at 5 s. Throws `PageError` with `code`:
 * - `invalid_website` (400): not an http(s) URL, credentials in it, a port other than 80/443;
 * - `refused` (422): the address is not a public one, or a redirect went somewhere refused;
 * - `unreachable`, `timeout`, `too_large`, `not_html`, `http_error`, `too_many_redirects` (422).
 *
 * `fetchText(url, opts?)` → `{ url, status, contentType, body }`: a small file (robots.txt, llms.txt,
 * a sitemap) with the same guards, 512 kB and 4 s by default; any HTTP status and content type is
 * an answer, not an error.
 *
 * `opts.testing` (tests only; `allowLocal` lets 127.0.0.1, where the fixtures are, on any port through)
 * must never be set from configuration.
 */
import http from 'node:http'
import https from 'node:https'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import { PageError } from '../errors'

export interface FetchOptions {
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Tests only: allow loopback fixtures (and any port). */
  testing?: { allowLocal: boolean }
}

const strictHttp = new RequestFilteringHttpAgent({ keepAlive: false })
const strictHttps = new RequestFilteringHttpsAgent({ keepAlive: false })

/** Checks a URL before any connection is made; returns it parsed. */
export function checkUrl(raw: string, testing?: FetchOptions['testing']): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new PageError(
      'invalid_website',
      'Enter a website address such as https://yourbusiness.com.',
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PageError('invalid_website', 'Only http:// and https:// websites can be read.')
  if (url.username || url.password)
    throw new PageError(
      'invalid_website',
      'A website address must not contain a user name or password.',
    )
  if (url.port && !['80', '443'].includes(url.port) && !testing?.allowLocal)
    throw new PageError(
      'invalid_website',
      'Only websites on the standard ports (80 and 443) can be read.',
    )
  return url
}

function refusedByFilter(err: Error): boolean {
  return /not allowed|DNS lookup .* is not allowed|is not allowed/i.test(err.message)
}

/** "1 MB", "512 kB": a byte cap in words for error messages. */
const sizeWords = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} kB`

/** One GET without following redirects; resolves with status, headers and the capped body. */
function getOnce(
  url: URL,
  signal: AbortSignal,
  opts: Required<Pick<FetchOptions, 'maxBytes'>> & FetchOptions & { accept: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const lib = url.protocol === 'https:' ? https : http
  // Tests: 127.0.0.1 only (the fixtures); every other private address stays refused.
  const agent = opts.testing?.allowLocal
    ? url.protocol === 'https:'
      ? new RequestFilteringHttpsAgent({ allowIPAddressList: ['127.0.0.1'] })
      : new RequestFilteringHttpAgent({ allowIPAddressList: ['127.0.0.1'] })
    : url.protocol === 'https:'
      ? strictHttps
      : strictHttp
  const tooLarge = () =>
    new PageError(
      'too_large',
      `The website’s page is too large to read (over ${sizeWords(opts.maxBytes)}).`,
    )
  return new Promise((resolve, reject) => {
    const req = lib.request(
      url,
      {
        method: 'GET',
        agent,
        signal,
        headers: {
          'user-agent': 'VisiblyAI-BusinessInfo/1.0 (+https://visibly.ai)',
          accept: opts.accept,
          'accept-encoding': 'identity',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400) {
          res.resume()
          return resolve({ status, headers: res.headers, body: '' })
        }
        const declared = Number(res.headers['content-length'])
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          res.destroy()
          return reject(tooLarge())
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (c: Buffer) => {
          size += c.length
          if (size > opts.maxBytes) {
            res.destroy()
            reject(tooLarge())
          } else chunks.push(c)
        })
        res.on('end', () =>
          resolve({ status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** A final (non-redirect) answer: its URL, HTTP status, content type and capped body. */
export interface FetchedText {
  url: string
  status: number
  /** The `content-type` header, '' when absent. */
  contentType: string
  body: string
}

/**
 * GETs `raw`, following redirects with every hop checked, and resolves with the final answer,
 * whatever its status; the guards of the module docstring apply. Throws `PageError` (never
 * `http_error` or `not_html`).
 */
async function fetchFollowing(
  raw: string,
  opts: FetchOptions,
  defaults: { timeoutMs: number; maxBytes: number; accept: string },
): Promise<FetchedText> {
  const timeoutMs = opts.timeoutMs ?? defaults.timeoutMs
  const maxBytes = opts.maxBytes ?? defaults.maxBytes
  const maxRedirects = opts.maxRedirects ?? 3
  const signal = AbortSignal.timeout(timeoutMs)
  let url = checkUrl(raw, opts.testing)
  try {
    for (let hop = 0; ; hop++) {
      const res = await getOnce(url, signal, { ...opts, maxBytes, accept: defaults.accept })
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.location
        if (!location)
          throw new PageError(
            'http_error',
            `The website answered ${res.status} without a new address.`,
          )
        if (hop >= maxRedirects)
          throw new PageError(
            'too_many_redirects',
            'The website redirects too many times to be read.',
          )
        try {
          url = checkUrl(new URL(location, url).href, opts.testing)
        } catch (err) {
          if (err instanceof PageError)
            throw new PageError(
              'refused',
              `The website redirects to an address that cannot be read (${err.message})`,
            )
          throw err
        }
        continue
      }
      return {
        url: url.href,
        status: res.status,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
      }
    }
  } catch (err) {
    if (err instanceof PageError) throw err
    const e = err as Error & { code?: string }
    if (signal.aborted || e.name === 'AbortError' || e.name === 'TimeoutError')
      throw new PageError(
        'timeout',
        `The website took too long to answer (${+(timeoutMs / 1000).toFixed(1)} s).`,
      )
    if (refusedByFilter(e))
      throw new PageError(
        'refused',
        'That website address points to a private or local network and cannot be read.',
      )
    throw new PageError(
      'unreachable',
      'The website could not be reached. Check the address and try again.',
    )
  }
}

export async function fetchPage(
  raw: string,
  opts: FetchOptions = {},
): Promise<{ url: string; html: string }> {
  const res = await fetchFollowing(raw, opts, {
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  })
  if (res.status >= 400)
    throw new PageError('http_error', `The website answered with an error (HTTP ${res.status}).`)
  if (res.contentType && !/text\/html|application\/xhtml\+xml/i.test(res.contentType))
    throw new PageError('not_html', 'The website’s address does not lead to a web page.')
  return { url: res.url, html: res.body }
}

/**
 * A small file of the website (robots.txt, llms.txt, a sitemap) with the same guards as
 * `fetchPage` but a 512 kB cap and a 4 s limit by default (`opts` overrides them). Resolves with
 * `{ url, status, contentType, body }` whatever the status (404 and 500 are answers, not errors)
 * and whatever the content type. Throws `PageError` (`invalid_website`, `refused`, `unreachable`,
 * `timeout`, `too_large`, `too_many_redirects`, `http_error` for a redirect without an address).
 */
export function fetchText(raw: string, opts: FetchOptions = {}): Promise<FetchedText> {
  return fetchFollowing(raw, opts, {
    timeoutMs: 4000,
    maxBytes: 512 * 1024,
    accept: 'text/plain,text/markdown;q=0.9,application/xml;q=0.9,text/xml;q=0.9,*/*;q=0.1',
  })
}
