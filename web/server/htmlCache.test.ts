/** The rendered-HTML cache: anonymous GETs only, compressed copies, bounded, purgeable. */
import express from 'express'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createHtmlCache, pageKey, type HtmlCache } from './htmlCache.server'

let close = () => {}
afterEach(() => close())

/** A site whose every page render is counted; pages are cached as server/render.server.ts does. */
async function site(cache: HtmlCache) {
  let renders = 0
  const app = express()
  app.get('/{*path}', async (req, res) => {
    const hit = cache.lookup(req)
    if (hit) return cache.send(req, res, hit)
    renders++
    const body = `<!doctype html><title>${req.path}</title>${'<p>visible to AI</p>'.repeat(200)}`
    // Stored before it is sent, so that the next request finds it.
    await cache.store(req, {
      status: 200,
      headers: [['content-type', 'text/html;charset=utf-8']],
      body,
    })
    res.type('html').send(body)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  close = () => void server.close()
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, renders: () => renders }
}

describe('createHtmlCache', () => {
  it('renders a page once, then serves it brotli, gzip or plain as the client accepts', async () => {
    const { base, renders } = await site(createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 }))
    const plain = await (await fetch(`${base}/about`)).text()
    const raw = (encoding: string) =>
      fetch(`${base}/about`, { headers: { 'accept-encoding': encoding } })
    const asBr = await raw('br')
    expect(asBr.headers.get('x-html-cache')).toBe('hit')
    expect(asBr.headers.get('vary')).toBe('Accept-Encoding')
    expect(asBr.headers.get('content-type')).toBe('text/html;charset=utf-8')
    // fetch decodes bodies itself; the header says what was sent.
    expect(asBr.headers.get('content-encoding')).toBe('br')
    expect(await asBr.text()).toBe(plain)
    expect((await raw('gzip')).headers.get('content-encoding')).toBe('gzip')
    expect((await raw('identity')).headers.get('content-encoding')).toBeNull()
    // Same for every visitor: browsers may keep it, and revalidate with its ETag.
    expect(asBr.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const etag = asBr.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await fetch(`${base}/about`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(renders()).toBe(1)
  })

  it('stores compressed bodies that decompress to the page', async () => {
    const cache = createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    const req = { method: 'GET', originalUrl: '/x', headers: {} } as never
    await cache.store(req, { status: 200, headers: [], body: 'hello '.repeat(100) })
    const entry = cache.lookup(req)!
    expect(brotliDecompressSync(entry.br).toString()).toBe('hello '.repeat(100))
    expect(gunzipSync(entry.gzip).toString()).toBe('hello '.repeat(100))
    expect(entry.br.length).toBeLessThan(entry.identity.length)
  })

  it('never serves or keeps pages for signed-in requests', async () => {
    const { base, renders } = await site(createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 }))
    const signedIn = { headers: { cookie: 'theme=dark; payload-token=abc' } }
    await fetch(`${base}/pricing`, signedIn)
    await fetch(`${base}/pricing`, signedIn)
    expect(renders()).toBe(2)
    await fetch(`${base}/pricing`, { headers: { authorization: 'Bearer x' } })
    expect(renders()).toBe(3)
    // A customer's session, by its development and its production name (docs/decisions/0104).
    for (const cookie of ['session=abc', 'theme=dark; __Host-session=abc']) {
      await fetch(`${base}/pricing`, { headers: { cookie } })
      await fetch(`${base}/pricing`, { headers: { cookie } })
    }
    expect(renders()).toBe(7)
    // A theme cookie alone is anonymous.
    await fetch(`${base}/pricing`, { headers: { cookie: 'theme=dark' } })
    await fetch(`${base}/pricing`, { headers: { cookie: 'theme=dark' } })
    expect(renders()).toBe(8)
  })

  it('never serves or keeps a page for a visitor whose latest audit cookie it would show', async () => {
    const { base, renders } = await site(createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 }))
    const withAudit = { headers: { cookie: 'theme=dark; latest_audit=id%3Dx' } }
    await fetch(`${base}/pricing`, withAudit)
    await fetch(`${base}/pricing`, withAudit)
    expect(renders()).toBe(2)
  })

  it('is emptied by clear(), and a store begun before the clear is dropped', async () => {
    const cache = createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    const req = { method: 'GET', originalUrl: '/faqs', headers: {} } as never
    const storing = cache.store(req, { status: 200, headers: [], body: 'before the edit' })
    cache.clear()
    await storing
    expect(cache.lookup(req)).toBeUndefined()
    await cache.store(req, { status: 200, headers: [], body: 'after the edit' })
    expect(cache.lookup(req)?.identity.toString()).toBe('after the edit')
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('holds no more than maxBytes, dropping the least recently used pages', async () => {
    const cache = createHtmlCache({ maxBytes: 64 * 1024, ttlMs: 60_000 })
    // Random text barely compresses: each page holds about 3 × 4 kB.
    const page = () =>
      Array.from({ length: 4096 }, () => String.fromCharCode(33 + Math.random() * 90)).join('')
    for (let i = 0; i < 40; i++) {
      const req = { method: 'GET', originalUrl: `/crawl-${i}`, headers: {} } as never
      await cache.store(req, { status: 200, headers: [], body: page() })
    }
    expect(cache.size).toBeGreaterThan(0)
    expect(cache.size).toBeLessThan(8)
    expect(cache.lookup({ method: 'GET', originalUrl: '/crawl-0', headers: {} } as never)).toBe(
      undefined,
    )
    expect(
      cache.lookup({ method: 'GET', originalUrl: '/crawl-39', headers: {} } as never),
    ).toBeDefined()
  })

  it('forgets a page after ttlMs', async () => {
    const cache = createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 30 })
    const req = { method: 'GET', originalUrl: '/', headers: {} } as never
    await cache.store(req, { status: 200, headers: [], body: 'home' })
    expect(cache.lookup(req)).toBeDefined()
    await new Promise((r) => setTimeout(r, 60))
    expect(cache.lookup(req)).toBeUndefined()
  })

  it('keys pages on the path: query strings that change nothing share one page', async () => {
    const cache = createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    const get = (originalUrl: string) => ({ method: 'GET', originalUrl, headers: {} }) as never
    await cache.store(get('/'), { status: 200, headers: [], body: 'home' })
    for (let i = 0; i < 20; i++)
      await cache.store(get(`/?cb=${i}`), { status: 200, headers: [], body: 'home' })
    expect(cache.size).toBe(1)
    expect(cache.lookup(get('/?utm_source=newsletter&fbclid=x'))?.identity.toString()).toBe('home')
  })

  it('keeps the query parameters a page reads: /audit-setup per domain', () => {
    expect(pageKey('/?cb=2')).toBe('/')
    expect(pageKey('/audit-setup?utm_source=x&domain=a.com')).toBe('/audit-setup?domain=a.com')
    expect(pageKey('/audit-setup?domain=b.com')).not.toBe(pageKey('/audit-setup?domain=a.com'))
  })

  it("never stores or serves a live preview: one editor's preview of a document is never another's", async () => {
    const { base, renders } = await site(createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 }))
    const first = await fetch(`${base}/?preview=1&previewCollection=testimonials&previewId=999`)
    expect(first.headers.get('x-html-cache')).toBeNull()
    const other = await fetch(`${base}/?preview=1&previewCollection=offers&previewId=1`)
    expect(other.headers.get('x-html-cache')).toBeNull()
    const same = await fetch(`${base}/?previewId=1&preview=1&previewCollection=offers`)
    expect(same.headers.get('x-html-cache')).toBeNull()
    expect(renders()).toBe(3)
    expect(pageKey('/?preview=1&previewCollection=offers&previewId=1')).toBeNull()
    // The page without preview is cached as ever.
    await fetch(`${base}/`)
    expect((await fetch(`${base}/`)).headers.get('x-html-cache')).toBe('hit')
  })

  it('never keeps or serves the mail links’ pages, whose address holds a token', async () => {
    const cache = createHtmlCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    const get = (originalUrl: string) => ({ method: 'GET', originalUrl, headers: {} }) as never
    for (const path of [
      '/signin/reset',
      '/signin/verify',
      '/signin/verify/',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
    ])
      for (const url of [path, `${path}?token=${'a'.repeat(40)}`, `${path}?outcome=confirmed`]) {
        await cache.store(get(url), { status: 200, headers: [], body: 'form' })
        expect(cache.lookup(get(url))).toBeUndefined()
      }
    expect(cache.size).toBe(0)
    // Nor a staff member's view of a customer's report (docs/decisions/0125).
    const staff = `/staff-view/7.1800000000.${'A'.repeat(43)}`
    expect(pageKey(staff)).toBeNull()
    await cache.store(get(staff), { status: 200, headers: [], body: 'report' })
    expect(cache.lookup(get(staff))).toBeUndefined()
    expect(cache.size).toBe(0)
    await cache.store(get('/signin'), { status: 200, headers: [], body: 'sign in' })
    expect(cache.lookup(get('/signin'))?.identity.toString()).toBe('sign in')
  })
})
