/**
 * The site end to end in one process: the Express app (development mode, Vite middleware) against
 * the fake CMS (../mocks/fake-cms.ts, serving the seed content) and a fake audit service. Server-side rendering with critical CSS,
 * CMS edits after a purge, 404s, CMS redirects, the /functions/v1 forward and the degraded state,
 * the rendered-HTML cache and compression.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditResultSchema } from '@aivis/contract'
import { createLogger } from '@aivis/contract/log'
import { makeAuditResult } from '@aivis/contract/testing'
import { createServer } from '@aivis/web/server'
import { customerToken, startFakeCms, type FakeCms } from '../mocks/fake-cms'

/** The site's folder (web/). */
const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))
const SECRET = 'test-purge-secret'

let cms: FakeCms
let audit: Server
let auditUrl = ''
const auditCalls: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] =
  []
let web: Server
let base = ''
let closeApp: () => Promise<void>

const listen = (s: Server) =>
  new Promise<string>((r) =>
    s.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  )

/** A finished audit the fake audit service keeps under its id for the holder of its token. */
const LATEST = (() => {
  const id = 'b3f1c2de-5a6b-4c7d-8e9f-0123456789ab'
  const token = 'x'.repeat(43)
  const result = auditResultSchema.parse(
    makeAuditResult({ business_name: 'Cookie Dental', audit_id: id, audit_token: token }),
  )
  return { id, token, kept: JSON.stringify(result), path: `/audit-results/${id}/${token}` }
})()

/** The `latest_audit` cookie a browser writes for LATEST (web/lib/audit/latestAuditCookie.ts). */
const latestAuditCookie = () =>
  `theme=dark; latest_audit=${encodeURIComponent(new URLSearchParams({ id: LATEST.id, token: LATEST.token }).toString())}`

/** The site's log lines (JSON, parsed) since the start. */
const logLines: Record<string, any>[] = []

beforeAll(async () => {
  cms = await startFakeCms()
  audit = createHttpServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      auditCalls.push({ method: req.method, url: req.url, headers: req.headers, body })
      // The result the audit service keeps for audit LATEST.id, for the holder of its token.
      if (/^\/functions\/v1\/audits\/[^/]+\/result$/.test(req.url ?? ''))
        return void (req.url === `/functions/v1/audits/${LATEST.id}/result` &&
        req.headers.authorization === `Bearer ${LATEST.token}`
          ? res.writeHead(200, { 'content-type': 'application/json' }).end(LATEST.kept)
          : res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}'))
      if (req.method === 'GET')
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"status":"ok"}')
      res
        .writeHead(429, { 'content-type': 'application/json', 'x-from': 'audit' })
        .end('{"error":"Rate limit exceeded","message":"Try again later."}')
    })
  })
  auditUrl = await listen(audit)
  const made = await createServer({
    env: {
      NODE_ENV: 'development',
      CMS_URL: cms.url,
      AUDIT_SERVICE_URL: auditUrl,
      CMS_PURGE_SECRET: SECRET,
      CMS_CACHE_TTL_MS: '600000',
      // The rendered-HTML cache is off under Vite's dev server unless asked for.
      HTML_CACHE_MB: '8',
      SITE_URL: 'https://visibly.example/',
    },
    root,
    hmr: false,
    logger: createLogger('web', {
      level: 'debug',
      destination: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    }),
  })
  closeApp = made.close
  web = made.app.listen(0, '127.0.0.1')
  await new Promise((r) => web.once('listening', r))
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`
})

afterAll(async () => {
  web?.closeAllConnections()
  web?.close()
  await closeApp?.()
  audit?.close()
  await cms?.close()
})

const get = (p: string) => fetch(base + p, { redirect: 'manual' })

describe('server-side rendering', () => {
  it('renders the home page with CMS prices and the critical CSS in <head>', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<style data-emotion="css [^"]+">/)
    expect(head).toContain('<title>Visibly AI - AI Visibility for Business</title>')
    expect(head).toContain('Get found by AI assistants like ChatGPT, Claude, and Gemini')
    for (const text of [
      '$149',
      '$1,997',
      '$3,997',
      '$997/month',
      '3-month minimum ($2,991 total)',
      'Available after Foundations or PRO',
    ]) {
      expect(html).toContain(text)
    }
    for (const text of [
      'Why AI Visibility Matters',
      'Perplexity',
      '100+',
      '340%',
      '30 days',
      'What is AI visibility?',
      'Source: Visibly AI client results',
    ]) {
      expect(html).toContain(text)
    }
    // The market statistics have no source in the seed: not shown (decision 0128).
    expect(html).not.toContain('43%')
    expect(html).not.toContain('62%')
    expect(html).toContain('href="/compare/profound"')
  })

  it('shows a CMS edit after the CMS purges the cache, and only with the right secret', async () => {
    cms.fixtures.offers[1].price = 2497
    expect(await (await get('/')).text()).not.toContain('$2,497')
    const purge = (secret: string) =>
      fetch(`${base}/_internal/cms-purge`, {
        method: 'POST',
        headers: { 'x-purge-secret': secret, 'content-type': 'application/json' },
        body: '{"collection":"offers"}',
      })
    expect((await purge('wrong')).status).toBe(401)
    expect(await (await get('/')).text()).not.toContain('$2,497')
    expect((await purge(SECRET)).status).toBe(204)
    expect(await (await get('/')).text()).toContain('$2,497')
  })

  it('answers an unknown path with a 404 page and logs the path', async () => {
    const res = await get('/no-such-page?x=1')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('Return to Home')
    const rid = res.headers.get('x-request-id')
    expect(logLines).toContainEqual(
      expect.objectContaining({
        service: 'web',
        level: 'warn',
        reqId: rid,
        path: '/no-such-page?x=1',
        msg: 'page not found',
      }),
    )
  })

  it('renders CMS pages by slug, compare pages, and 404s for unknown slugs', async () => {
    const about = await get('/about')
    expect(about.status).toBe(200)
    const html = await about.text()
    expect(html).toContain('<title>About Us</title>')
    expect(html).toContain('We are based in Sydney, Australia')
    expect(await (await get('/compare/peec-ai')).text()).toContain('Visibly AI vs Peec AI')
    expect((await get('/compare/nobody')).status).toBe(404)
    expect((await get('/not-a-cms-page')).status).toBe(404)
  })

  it('asks the CMS nothing for slugs it does not list', async () => {
    await get('/about')
    const before = cms.requests.length
    for (let i = 0; i < 20; i++) expect((await get(`/crawl-${i}`)).status).toBe(404)
    expect((await get('/compare/crawl')).status).toBe(404)
    expect(cms.requests.slice(before).filter((r) => r.includes('crawl'))).toEqual([])
  })

  it('serves a rendered page again from the HTML cache, compressed, until a purge', async () => {
    const purge = () =>
      fetch(`${base}/_internal/cms-purge`, {
        method: 'POST',
        headers: { 'x-purge-secret': SECRET },
      })
    await purge()
    const first = await fetch(`${base}/faqs`, { headers: { 'accept-encoding': 'br' } })
    expect(first.headers.get('x-html-cache')).toBe('miss')
    expect(first.headers.get('content-encoding')).toBe('br')
    const html = await first.text()
    // The cache fills once compression is done.
    await vi.waitFor(async () =>
      expect((await get('/faqs')).headers.get('x-html-cache')).toBe('hit'),
    )
    const again = await fetch(`${base}/faqs`, { headers: { 'accept-encoding': 'gzip' } })
    expect(again.headers.get('content-encoding')).toBe('gzip')
    expect(await again.text()).toBe(html)
    expect((await get('/no-such-page-for-cache')).headers.get('x-html-cache')).toBeNull()
    await purge()
    expect((await get('/faqs')).headers.get('x-html-cache')).toBe('miss')
  })

  it("renders a signed-in customer's header in the server's HTML (avatar, initials, name), never from or into the shared cache (decision 0131)", async () => {
    const mia = customerToken('mia')
    cms.sessions.set(mia, {
      id: 51,
      email: 'mia@example.com',
      name: 'Mia Chen',
      avatar_url: 'https://img.example/mia.png',
    })
    // An anonymous copy of the page is in the cache first.
    await get('/faqs')
    await vi.waitFor(async () =>
      expect((await get('/faqs')).headers.get('x-html-cache')).toBe('hit'),
    )
    const signedIn = await fetch(`${base}/faqs`, { headers: { cookie: `session=${mia}` } })
    expect(signedIn.headers.get('x-html-cache')).toBeNull()
    expect(signedIn.headers.get('cache-control')).toContain('no-store')
    const html = await signedIn.text()
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    expect(header).toContain('aria-label="Avatar of mia@example.com"')
    expect(header).toContain('background-image:url(&quot;https://img.example/mia.png&quot;)')
    expect(header).toMatch(/<span[^>]*aria-hidden="true"[^>]*>MC<\/span>/)
    expect(header).toContain('title="Mia Chen (mia@example.com)"')
    expect(header).not.toContain('href="/signin"')
    // The anonymous copy stays anonymous, and nothing of Mia's was stored.
    const anonymous = await get('/faqs')
    expect(anonymous.headers.get('x-html-cache')).toBe('hit')
    const shared = await anonymous.text()
    expect(shared).not.toContain('Mia Chen')
    expect(shared).toContain('href="/signin/new"')
  })

  it("renders every live preview afresh: one editor's preview never shows another document", async () => {
    const preview = (collection: string, id: string) =>
      get(`/?preview=1&previewCollection=${collection}&previewId=${id}`)
    const first = await preview('testimonials', '999')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-html-cache')).toBeNull()
    await first.text()
    await new Promise((r) => setTimeout(r, 200))
    const other = await preview('offers', '1')
    expect(other.headers.get('x-html-cache')).toBeNull()
    // The island's props (HTML-escaped JSON) name the document this editor previews.
    const edited = /&quot;edited&quot;:\{&quot;collection&quot;:&quot;(\w+)&quot;/.exec(
      await other.text(),
    )
    expect(edited?.[1]).toBe('offers')
  })

  it('answers a cache hit with the headers of the rendered answer, its own request id and log line', async () => {
    const miss = await fetch(`${base}/contact?utm_source=hit-test`)
    await miss.text()
    await vi.waitFor(async () =>
      expect((await get('/contact')).headers.get('x-html-cache')).toBe('hit'),
    )
    logLines.length = 0
    const reqId = 'hit-test-0001'
    const hit = await fetch(`${base}/contact`, { headers: { 'x-request-id': reqId } })
    expect(hit.headers.get('x-html-cache')).toBe('hit')
    // The security headers set before rendering are stored with the page, not lost on a hit.
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'content-type',
    ]) {
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name))
      expect(hit.headers.get(name), name).toBeTruthy()
    }
    // Each hit has its own id: a stored page never repeats the id of the request that rendered it.
    expect(hit.headers.get('x-request-id')).toBe(reqId)
    const other = await get('/contact')
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(other.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'))
    expect(logLines).toContainEqual(
      expect.objectContaining({
        reqId,
        req: { method: 'GET', url: '/contact' },
        res: { statusCode: 200 },
        msg: 'GET /contact 200',
        responseTime: expect.any(Number),
      }),
    )
    const etag = hit.headers.get('etag')!
    const notModified = await fetch(`${base}/contact`, { headers: { 'if-none-match': etag } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('x-request-id')).toBeTruthy()
  })

  it('lists blog posts newest first on /blog and renders each post; unknown posts are 404', async () => {
    const post = cms.fixtures.posts[0]
    const list = await (await get('/blog')).text()
    expect(list).toContain(`href="/blog/${post.slug}"`)
    expect(list).toContain(post.excerpt)
    expect(list).toContain('<time dateTime="2026-11-02T00:00:00.000Z">2 November 2026</time>')
    const page = await get(`/blog/${post.slug}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`<title>${post.title} | Visibly AI</title>`)
    expect(html).toContain('They repeat what the web agrees on')
    const ld = jsonLd(html)
    expect(ld.find((b) => b['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
    })
    expect(ld.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Blog' }, { name: post.title }],
    })
    expect((await get('/blog/no-such-post')).status).toBe(404)
  })

  it('follows CMS redirect docs: permanent → 301, others → 302', async () => {
    const perm = await get('/privacy-policy')
    expect(perm.status).toBe(301)
    expect(perm.headers.get('location')).toBe('/privacy')
    const temp = await get('/healthcare')
    expect(temp.status).toBe(302)
    expect(temp.headers.get('location')).toBe('/')
  })

  it('answers the account-type paths itself, before any CMS redirect (decision 0076)', async () => {
    const account = await get('/app/dashboard')
    expect(account.status).toBe(302)
    expect(account.headers.get('location')).toBe('/signin?next=%2Fapp%2Fdashboard')
  })

  it('sends /audit-setup without a domain home, and keeps it out of search engines', async () => {
    const none = await get('/audit-setup')
    expect([301, 302]).toContain(none.status)
    expect(none.headers.get('location')).toMatch(/\/$/)
    const html = await (await get('/audit-setup?domain=example.com')).text()
    expect(html).toContain('Review Your Details')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })
})

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (m) => JSON.parse(m[1]) as Record<string, unknown>[],
  )
}

describe('pages built from blocks', () => {
  const purge = () =>
    fetch(`${base}/_internal/cms-purge`, { method: 'POST', headers: { 'x-purge-secret': SECRET } })
  const home = () => cms.fixtures.pages.find((p) => p.slug === 'home')!
  /** Where each text first appears in `html` (-1 when missing). */
  const positions = (html: string, texts: string[]) => texts.map((t) => html.indexOf(t))

  it('renders the home page from the CMS page `home`, its blocks in the spec order', async () => {
    const html = await (await get('/')).text()
    const at = positions(html, [
      'Is ChatGPT recommending your competitors instead of you?', // hero
      'Why AI Visibility Matters', // statistics
      'Get visible in 3 steps', // steps
      'The AI Visibility Course', // course
      'Choose your path to AI visibility', // pricing
      'Businesses AI assistants now recommend', // testimonials
      '30-Day Visibility Guarantee', // guarantees
      'Frequently Asked Questions', // FAQ
      'See what AI assistants say about your business', // call to action
    ])
    expect(at.every((i) => i > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(html).toContain('id="pricing"')
    expect(html).toContain('id="testimonials"')
  })

  it('follows staff edits: reordered, hidden and changed blocks show after the purge', async () => {
    const original = structuredClone(home().layout)
    try {
      const layout = home().layout!
      const cta = layout.findIndex((b) => b.blockType === 'cta')
      layout.unshift(...layout.splice(cta, 1)) // the call to action first
      const steps = layout.find((b) => b.blockType === 'steps')!
      steps.hidden = true
      const hero = layout.find((b) => b.blockType === 'hero')!
      if (hero.blockType === 'hero') hero.headline = 'Be the business AI assistants name'
      await purge()
      const html = await (await get('/')).text()
      expect(html).not.toContain('Get visible in 3 steps')
      expect(html).toContain('Be the business AI assistants name')
      expect(html.indexOf('See what AI assistants say about your business')).toBeLessThan(
        html.indexOf('Be the business AI assistants name'),
      )
    } finally {
      home().layout = original
      await purge()
    }
  })

  it('falls back to the built-in sections when the CMS has no page `home`', async () => {
    const before = cms.fixtures.pages
    cms.fixtures.pages = before.filter((p) => p.slug !== 'home')
    try {
      await purge()
      const res = await get('/')
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('AI Visibility for Business')
      expect(html).toContain('Run Free AI Audit')
      expect(html).toContain('$149') // the pricing block still shows the offers
    } finally {
      cms.fixtures.pages = before
      await purge()
    }
  })

  it('lets any page reuse blocks: /courses shows the course and the offers', async () => {
    const html = await (await get('/courses')).text()
    expect(html).toContain('Enrol in the Course')
    expect(html).toContain('$3,997')
    expect(html).toContain('id="pricing"')
  })

  it('shows the comparison table edited in the CMS on compare pages', async () => {
    const html = await (await get('/compare/profound')).text()
    expect(html).toContain('At a glance: Visibly AI and Profound')
    expect(html).toMatch(/<th scope="col"[^>]*>Profound<\/th>/)
    expect(html).toContain('Self-study course ($149, lifetime access)')
    expect(html).toContain('>Yes</span>')
    expect(html).toContain('>No</span>')
  })

  it('sends /home to /', async () => {
    const res = await get('/home')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/')
  })
})

describe('/audit-results at a result’s durable address (docs/decisions/0108)', () => {
  it('renders the result at its address for anyone holding it, never cached, indexed or logged with its token', async () => {
    const res = await fetch(`${base}${LATEST.path}`)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('Cookie Dental')
    expect(html).toContain('AI Visibility:')
    expect(html).not.toContain('Loading your results...')
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const again = await fetch(`${base}${LATEST.path}`)
    expect(again.headers.get('x-html-cache')).toBeNull()
    await again.text()
    const logged = logLines.filter((l) => String(l.req?.url ?? '').startsWith('/audit-results/'))
    expect(logged.length).toBeGreaterThan(0)
    for (const line of logged) expect(JSON.stringify(line)).not.toContain(LATEST.token)
  })

  it('answers 404 with the page’s no-results screen for an unknown, wrong or malformed address, never another audit’s data', async () => {
    for (const path of [
      `/audit-results/${LATEST.id}/${'y'.repeat(43)}`,
      `/audit-results/aaaaaaaa-5a6b-4c7d-8e9f-0123456789ab/${LATEST.token}`,
      `/audit-results/${LATEST.id}/short`,
    ]) {
      const res = await fetch(`${base}${path}`)
      const html = await res.text()
      expect(res.status, path).toBe(404)
      expect(html, path).toContain('No Audit Results Found')
      expect(html, path).not.toContain('Cookie Dental')
    }
  })

  it('sends the bare page to the address the visitor’s cookie names; without one it says there are no results', async () => {
    const mine = await fetch(`${base}/audit-results`, {
      headers: { cookie: latestAuditCookie() },
      redirect: 'manual',
    })
    expect(mine.status).toBe(302)
    expect(mine.headers.get('location')).toBe(LATEST.path)
    for (const cookie of ['', 'latest_audit=garbage']) {
      const res = await fetch(`${base}/audit-results`, { headers: { cookie }, redirect: 'manual' })
      expect(res.status, cookie).toBe(200)
      expect(await res.text(), cookie).toContain('No Audit Results Found')
    }
  })
})

describe('security headers: a CSP by script hashes (docs/decisions/0030)', () => {
  it('sends a CSP that allows only the head scripts by hash, the admin as framer, and no plugins', async () => {
    const res = await get('/')
    const csp = res.headers.get('content-security-policy') ?? ''
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `))
        ?.split(/\s+/)
        .slice(1) ?? []
    const html = await res.text()
    const { createHash } = await import('node:crypto')
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
    )
    // The theme, the start-up guard and the island events held before the page's code runs.
    expect(inline).toHaveLength(3)
    for (const hash of inline) expect(directive('script-src')).toContain(hash)
    expect(directive('frame-ancestors')).toEqual([new URL(cms.url).origin])
    expect(directive('object-src')).toEqual(["'none'"])
    expect(directive('default-src')).toEqual(["'self'"])
    // No page starts a worker (the results page's request builder went, docs/decisions/0108).
    expect(directive('worker-src')).toEqual(["'none'"])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBeNull()
    // HSTS only in production (APP_ENV=production), at the TLS site.
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('cuts the account pages off from other windows (COOP), and no public page (docs/decisions/0073)', async () => {
    // Each body is read, so each request ends (and is logged) inside this test.
    const coop = async (path: string) => {
      const res = await get(path)
      await res.arrayBuffer()
      return res.headers.get('cross-origin-opener-policy')
    }
    for (const path of ['/', '/audit', '/audit-results', '/contact'])
      expect(await coop(path), path).toBeNull()
    for (const path of ['/signin', '/app/dashboard'])
      expect(await coop(path), path).toBe('same-origin')
  })
})

describe('request ids and readiness (docs/decisions/0032)', () => {
  it('logs one JSON line per page request with its id, and none for assets or health probes', async () => {
    logLines.length = 0
    const page = await fetch(`${base}/contact?utm=x`, {
      headers: { 'x-request-id': 'lb-page-0001' },
    })
    expect(page.status).toBe(200)
    await get('/healthz')
    await new Promise((r) => setTimeout(r, 20))
    // Only this test's requests: a request of an earlier test may still be logging as it ends.
    const requests = logLines.filter(
      (l) => l.res && ['/contact', '/healthz'].includes(String(l.req?.url)),
    )
    expect(requests).toEqual([
      expect.objectContaining({
        service: 'web',
        level: 'info',
        reqId: 'lb-page-0001',
        req: { method: 'GET', url: '/contact' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ])
  })

  it("keeps share links' tokens out of the log: a copy of the logs opens no report", async () => {
    logLines.length = 0
    const token = 'SecretShareToken0123456789abcdef'
    await (await get(`/r/${token}`)).text()
    await (await get(`/r/${token}/report.pdf`)).arrayBuffer()
    await new Promise((r) => setTimeout(r, 20))
    const requests = logLines.filter((l) => l.res).map((l) => l.req.url)
    expect(requests).toEqual(['/r/…', '/r/…/report.pdf'])
    expect(JSON.stringify(logLines)).not.toContain(token)
  })

  it('gives every response an X-Request-Id, keeps a well-formed incoming one, and passes it on', async () => {
    const fresh = await get('/robots.txt')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await fetch(`${base}/robots.txt`, { headers: { 'x-request-id': 'lb-7f3a9c21' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21')
    const spaced = await fetch(`${base}/robots.txt`, {
      headers: { 'x-request-id': 'has spaces in it' },
    })
    expect(spaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const before = auditCalls.length
    await fetch(`${base}/functions/v1/competitive-audit`, {
      headers: { 'x-request-id': 'trace-0123456789' },
    })
    expect(auditCalls.slice(before).at(-1)?.headers['x-request-id']).toBe('trace-0123456789')
  })

  it('is ready while the CMS answers', async () => {
    const res = await get('/readyz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ready' })
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' })
  })
})

describe('/media (CMS uploads from the site origin)', () => {
  it('streams an upload with safe headers and without the CMS cookie', async () => {
    cms.files.set('chatgpt logo.svg', {
      type: 'image/svg+xml',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    const res = await fetch(`${base}/media/chatgpt%20logo.svg`, {
      headers: { cookie: 'payload-token=staff', authorization: 'users API-Key secret' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.text()).toContain('<svg')
    const head = await fetch(`${base}/media/chatgpt%20logo.svg`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/svg+xml')
    expect(await head.text()).toBe('')
    const asked = cms.requests.filter((r) => r.startsWith('/api/media/file/'))
    expect(asked.at(-1)).toBe('/api/media/file/chatgpt%20logo.svg')
  })

  it('refuses odd names and methods, and passes a missing file as 404', async () => {
    expect((await get('/media/..%2F..%2Fapi%2Fusers')).status).toBe(400)
    expect((await get('/media/a%5Cb.png')).status).toBe(400)
    expect((await fetch(`${base}/media/x.png`, { method: 'POST' })).status).toBe(405)
    expect((await get('/media/missing.png')).status).toBe(404)
  })
})

describe('seen by search engines and assistants', () => {
  it('robots.txt lets crawlers in and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(text).toContain('Disallow: /functions/')
    expect(text).toContain('Sitemap: https://visibly.example/sitemap.xml')
  })

  it('sitemap.xml lists the static routes and every CMS and compare page once', async () => {
    const res = await get('/sitemap.xml')
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs).toContain('https://visibly.example/')
    expect(locs).toContain('https://visibly.example/audit')
    expect(locs).toContain('https://visibly.example/about')
    expect(locs).toContain('https://visibly.example/compare/peec-ai')
    expect(new Set(locs).size).toBe(locs.length)
    const expected =
      5 +
      cms.fixtures.pages.filter((p) => !['faqs', 'contact', 'blog', 'home'].includes(p.slug))
        .length +
      cms.fixtures.comparePages.length +
      cms.fixtures.posts.length
    expect(locs).toContain(`https://visibly.example/blog/${cms.fixtures.posts[0].slug}`)
    expect(locs).toHaveLength(expected)
    expect(xml).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>')
  })

  it('sitemap.xml leaves out a page marked noindex', async () => {
    const about = cms.fixtures.pages.find((p) => p.slug === 'about')!
    about.meta = { ...about.meta, noindex: true }
    await fetch(`${base}/_internal/cms-purge`, {
      method: 'POST',
      headers: { 'x-purge-secret': SECRET },
    })
    try {
      expect(await (await get('/sitemap.xml')).text()).not.toContain('/about<')
    } finally {
      about.meta = { ...about.meta, noindex: false }
      await fetch(`${base}/_internal/cms-purge`, {
        method: 'POST',
        headers: { 'x-purge-secret': SECRET },
      })
    }
  })

  it('llms.txt describes the site, the audit and the offers with their prices', async () => {
    const text = await (await get('/llms.txt')).text()
    expect(text).toMatch(/^# Visibly AI\n\n> Get found by AI assistants/)
    expect(text).toContain('[Run a free AI-visibility audit](https://visibly.example/audit)')
    for (const o of cms.fixtures.offers) expect(text).toContain(`- [${o.name}](`)
    expect(text).toContain('$149 USD one-time')
    expect(text).toContain('$997 USD per month, 3-month minimum')
    expect(text).toContain('(https://visibly.example/compare/peec-ai)')
    expect(text).toContain(`(https://visibly.example/blog/${cms.fixtures.posts[0].slug})`)
  })

  it('pages carry a canonical URL without the query, and their structured data', async () => {
    const home = await (await get('/?utm_source=x')).text()
    expect(home).toContain('<link rel="canonical" href="https://visibly.example/"/>')
    const blocks = jsonLd(home)
    const types = blocks.map((b) => b['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage', 'Product']))
    const products = blocks.filter((b) => b['@type'] === 'Product')
    expect(products.map((p) => p.name)).toEqual(cms.fixtures.offers.map((o) => o.name))
    expect(products[0].offers).toMatchObject({ price: 149, priceCurrency: 'USD' })
    const faq = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity.length).toBeGreaterThan(0)

    const about = jsonLd(await (await get('/about')).text())
    expect(about.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://visibly.example/' },
        { position: 2, name: 'About Us', item: 'https://visibly.example/about' },
      ],
    })
    const missing = await (await get('/no-such-page-canonical')).text()
    expect(missing).not.toContain('rel="canonical"')
  })
})

describe('/functions/v1 forward', () => {
  it('passes method, path, body and the answer (status, headers, body) through; not the visitor’s credentials', async () => {
    auditCalls.length = 0
    const body = JSON.stringify({
      businessName: 'Harbour Dental',
      location: 'Sydney',
      specialism: 'dentist',
      website: null,
    })
    const res = await fetch(`${base}/functions/v1/competitive-audit?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer anon' },
      body,
    })
    expect(res.status).toBe(429)
    expect(res.headers.get('x-from')).toBe('audit')
    expect(await res.json()).toEqual({ error: 'Rate limit exceeded', message: 'Try again later.' })
    expect(auditCalls).toHaveLength(1)
    expect(auditCalls[0]).toMatchObject({
      method: 'POST',
      url: '/functions/v1/competitive-audit?x=1',
      body,
    })
    // Spec §7 call 4's bearer key is ignored by the service; the proxy drops it (decision 0024).
    expect(auditCalls[0].headers.authorization).toBeUndefined()
    const health = await fetch(`${base}/functions/v1/competitive-audit`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })

  it('answers 502 JSON when the audit service is down', async () => {
    const port = (audit.address() as AddressInfo).port
    audit.closeAllConnections()
    await new Promise((r) => audit.close(r))
    const res = await fetch(`${base}/functions/v1/competitive-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    await new Promise<void>((r) => audit.listen(port, '127.0.0.1', r))
    expect(res.status).toBe(502)
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        reqId: res.headers.get('x-request-id'),
        msg: 'audit service unreachable',
      }),
    )
    expect(await res.json()).toEqual({
      error: 'bad_gateway',
      message: 'The audit service is unavailable. Please try again.',
    })
  })
})

describe('CMS outage', () => {
  it('renders pages in a degraded state instead of failing, and CMS pages answer 503', async () => {
    logLines.length = 0
    cms.down = true
    await fetch(`${base}/_internal/cms-purge`, {
      method: 'POST',
      headers: { 'x-purge-secret': SECRET },
    })
    try {
      const home = await get('/')
      expect(home.status).toBe(200)
      const html = await home.text()
      expect(html).toContain('Some content is temporarily unavailable. Please refresh in a moment.')
      expect(html).toContain('<title>Visibly AI - AI Visibility for Business</title>')
      const audit = await get('/audit')
      expect(audit.status).toBe(200)
      expect(await audit.text()).toContain('Run My Free Audit')
      expect((await get('/about')).status).toBe(503)
      // Never answered since the purge emptied the cache: not ready.
      const ready = await get('/readyz')
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'cms' })
      expect(logLines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: expect.stringMatching(/^CMS (unreachable|answered)/),
        }),
      )
    } finally {
      cms.down = false
    }
  })
})
