/**
 * The site end to end in one process: the Express app (development mode, Vite middleware) against
 * the fake CMS (dev/fake-cms.ts) and a fake audit service. Server-side rendering with critical CSS,
 * CMS edits after a purge, 404s, CMS redirects, the /functions/v1 forward and the degraded state.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeCms, type FakeCms } from '../dev/fake-cms'
import { createServer } from './index'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SECRET = 'test-purge-secret'

let cms: FakeCms
let audit: Server
let auditUrl = ''
const auditCalls: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = []
let web: Server
let base = ''
let closeApp: () => Promise<void>

const listen = (s: Server) => new Promise<string>((r) => s.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)))

beforeAll(async () => {
  cms = await startFakeCms()
  audit = createHttpServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      auditCalls.push({ method: req.method, url: req.url, headers: req.headers, body })
      if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
      res.writeHead(429, { 'content-type': 'application/json', 'x-from': 'audit' }).end('{"error":"Rate limit exceeded","message":"Try again later."}')
    })
  })
  auditUrl = await listen(audit)
  const made = await createServer({
    env: { NODE_ENV: 'development', CMS_URL: cms.url, AUDIT_SERVICE_URL: auditUrl, CMS_PURGE_SECRET: SECRET, CMS_CACHE_TTL_MS: '600000' },
    root,
    hmr: false,
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
    for (const text of ['$149', '$1,997', '$3,997', '$997/month', '3-month minimum ($2,991 total)', 'Available after Foundations or PRO']) {
      expect(html).toContain(text)
    }
    for (const text of ['Why AI Visibility Matters', '43%', '62%', 'Perplexity', '100+', '340%', '30 days', 'What is AI visibility?']) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="/compare/profound"')
  })

  it('shows a CMS edit after the CMS purges the cache, and only with the right secret', async () => {
    cms.fixtures.offers[1].price = 2497
    expect(await (await get('/')).text()).toContain('$1,997')
    const purge = (secret: string) => fetch(`${base}/_internal/cms-purge`, { method: 'POST', headers: { 'x-purge-secret': secret, 'content-type': 'application/json' }, body: '{"collection":"offers"}' })
    expect((await purge('wrong')).status).toBe(401)
    expect(await (await get('/')).text()).toContain('$1,997')
    expect((await purge(SECRET)).status).toBe(204)
    const html = await (await get('/')).text()
    expect(html).toContain('$2,497')
    expect(html).not.toContain('$1,997')
  })

  it('answers an unknown path with a 404 page and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const res = await get('/no-such-page?x=1')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('Return to Home')
    expect(warn).toHaveBeenCalledWith('[404] /no-such-page?x=1')
    warn.mockRestore()
  })

  it('renders CMS pages by slug, compare pages, and 404s for unknown slugs', async () => {
    const about = await get('/about')
    expect(about.status).toBe(200)
    const html = await about.text()
    expect(html).toContain('<title>About Us</title>')
    expect(html).toContain('We are based in Sydney, Australia.')
    expect(await (await get('/compare/peec-ai')).text()).toContain('Visibly AI vs Peec AI')
    expect((await get('/compare/nobody')).status).toBe(404)
    expect((await get('/not-a-cms-page')).status).toBe(404)
  })

  it('follows CMS redirect docs: permanent → 301, others → 302', async () => {
    const perm = await get('/privacy-policy')
    expect(perm.status).toBe(301)
    expect(perm.headers.get('location')).toBe('/privacy')
    const temp = await get('/app/dashboard')
    expect(temp.status).toBe(302)
    expect(temp.headers.get('location')).toBe('/')
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

describe('/functions/v1 forward', () => {
  it('passes method, path, body and the answer (status, headers, body) through untouched', async () => {
    auditCalls.length = 0
    const body = JSON.stringify({ businessName: 'Harbour Dental', location: 'Sydney', specialism: 'dentist', website: null })
    const res = await fetch(`${base}/functions/v1/competitive-audit?x=1`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer anon' }, body })
    expect(res.status).toBe(429)
    expect(res.headers.get('x-from')).toBe('audit')
    expect(await res.json()).toEqual({ error: 'Rate limit exceeded', message: 'Try again later.' })
    expect(auditCalls).toHaveLength(1)
    expect(auditCalls[0]).toMatchObject({ method: 'POST', url: '/functions/v1/competitive-audit?x=1', body })
    expect(auditCalls[0].headers.authorization).toBe('Bearer anon')
    const health = await fetch(`${base}/functions/v1/competitive-audit`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })

  it('answers 502 JSON when the audit service is down', async () => {
    const port = (audit.address() as AddressInfo).port
    audit.closeAllConnections()
    await new Promise((r) => audit.close(r))
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await fetch(`${base}/functions/v1/competitive-audit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    err.mockRestore()
    await new Promise<void>((r) => audit.listen(port, '127.0.0.1', r))
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: 'bad_gateway', message: 'The audit service is unavailable. Please try again.' })
  })
})

describe('CMS outage', () => {
  it('renders pages in a degraded state instead of failing, and CMS pages answer 503', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    cms.down = true
    await fetch(`${base}/_internal/cms-purge`, { method: 'POST', headers: { 'x-purge-secret': SECRET } })
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
    } finally {
      cms.down = false
      err.mockRestore()
    }
  })
})
