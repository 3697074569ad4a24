/** The site's CMS client: TTL cache, purge, last good copy when the CMS fails. */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CACHE_MAX_ENTRIES,
  CmsUnavailableError,
  FAILURE_BACKOFF_MS,
  cmsCacheSize,
  cmsGet,
  configureCms,
  onCmsPurge,
  purgeCms,
  STALE_PATIENCE_MS,
} from './cms.server'

let price = 149
let up = true
let hits = 0
/** While true, answers wait until `release()` (a CMS that is slow or frozen). */
let hold = false
const held: (() => void)[] = []
const release = () => {
  hold = false
  for (const answer of held.splice(0)) answer()
}
const server = createServer((req, res) => {
  hits++
  if (!up) return void res.writeHead(503).end()
  const answer = () =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ docs: [{ slug: 'course', price, path: req.url }] }))
  if (hold) held.push(answer)
  else answer()
})
let url = ''

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => void server.close())

type Offers = { docs: { price: number; path: string }[] }

describe('cmsGet', () => {
  it('reads /api paths and caches them for the TTL', async () => {
    configureCms({ url, ttlMs: 60_000 })
    hits = 0
    const a = await cmsGet<Offers>('/offers?sort=order')
    expect(a.docs[0]).toMatchObject({ price: 149, path: '/api/offers?sort=order' })
    price = 199
    expect((await cmsGet<Offers>('/offers?sort=order')).docs[0].price).toBe(149)
    expect(hits).toBe(1)
  })

  it('shows an edit right after a purge', async () => {
    purgeCms()
    expect((await cmsGet<Offers>('/offers?sort=order')).docs[0].price).toBe(199)
  })

  it('asks again after the TTL', async () => {
    configureCms({ url, ttlMs: 0 })
    price = 249
    expect((await cmsGet<Offers>('/offers?sort=order')).docs[0].price).toBe(249)
  })

  it('serves the last good copy while the CMS is down, and fails clearly without one', async () => {
    up = false
    expect((await cmsGet<Offers>('/offers?sort=order')).docs[0].price).toBe(249)
    await expect(cmsGet('/never-fetched')).rejects.toBeInstanceOf(CmsUnavailableError)
    up = true
  })

  it('answers from the last good copy when a slow CMS cannot answer in time, and keeps its late answer', async () => {
    configureCms({ url, ttlMs: 60_000 })
    price = 300
    expect((await cmsGet<Offers>('/pages?slug=home')).docs[0].price).toBe(300)
    configureCms({ url, ttlMs: 0 })
    // configureCms empties the cache: fill it again, then let it expire (TTL 0).
    expect((await cmsGet<Offers>('/pages?slug=home')).docs[0].price).toBe(300)
    hold = true
    price = 301
    hits = 0
    // The CMS has not answered (it is held), yet the page gets the copy it had.
    const copies = await Promise.all([
      cmsGet<Offers>('/pages?slug=home'),
      cmsGet<Offers>('/pages?slug=home'),
    ])
    expect(copies.map((c) => c.docs[0].price)).toEqual([300, 300])
    expect(held.length).toBe(1)
    expect(hits).toBe(1)
    // The CMS's late answer is kept: with the CMS down next, the copy served is the new one.
    release()
    await new Promise((r) => setTimeout(r, 50))
    up = false
    expect((await cmsGet<Offers>('/pages?slug=home')).docs[0].price).toBe(301)
    up = true
  })

  it('without a copy, waits for a slow CMS rather than failing the page', async () => {
    configureCms({ url, ttlMs: 60_000 })
    hold = true
    price = 302
    const read = cmsGet<Offers>('/posts?slug=new')
    await new Promise((r) => setTimeout(r, STALE_PATIENCE_MS * 2))
    release()
    expect((await read).docs[0].price).toBe(302)
  })

  it('does not ask a failing CMS again for a second, and a purge lifts that pause', async () => {
    configureCms({ url, ttlMs: 0 })
    up = false
    hits = 0
    await expect(cmsGet('/faqs')).rejects.toThrow('CMS answered 503 for /faqs')
    await expect(cmsGet('/faqs')).rejects.toBeInstanceOf(CmsUnavailableError)
    expect(hits).toBe(1)
    up = true
    purgeCms()
    expect((await cmsGet<Offers>('/faqs')).docs[0].path).toBe('/api/faqs')
    expect(hits).toBe(2)
  })

  it('shares one fetch between concurrent reads', async () => {
    configureCms({ url, ttlMs: 60_000 })
    hits = 0
    await Promise.all([cmsGet('/testimonials'), cmsGet('/testimonials'), cmsGet('/testimonials')])
    expect(hits).toBe(1)
  })

  it('holds at most CACHE_MAX_ENTRIES paths, dropping the least recently used', async () => {
    configureCms({ url, ttlMs: 60_000 })
    await cmsGet('/pages?slug=kept')
    for (let i = 0; i < CACHE_MAX_ENTRIES + 50; i++) {
      await cmsGet(`/pages?slug=crawl-${i}`)
      if (i % 100 === 0) await cmsGet('/pages?slug=kept')
    }
    expect(cmsCacheSize()).toBe(CACHE_MAX_ENTRIES)
    hits = 0
    await cmsGet('/pages?slug=crawl-0')
    expect(hits).toBe(1)
  })

  it('fails a read whose fetch never settles after the timeout, so no later page waits on it (decision 0111)', async () => {
    // The HTTP client's own abort never reaching the read: a fetch that neither answers nor fails.
    const stuck = vi.fn(() => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', stuck)
    try {
      configureCms({ url, ttlMs: 0, timeoutMs: 200 })
      const started = Date.now()
      await expect(cmsGet('/redirects?limit=500')).rejects.toThrow(
        /CMS unreachable for \/redirects\?limit=500: no answer within 200 ms/,
      )
      expect(Date.now() - started).toBeLessThan(1000)
      // Nothing is left in flight: after the back-off the next read asks the CMS again.
      await new Promise((r) => setTimeout(r, FAILURE_BACKOFF_MS + 50))
      vi.unstubAllGlobals()
      expect(await cmsGet<Offers>('/redirects?limit=500')).toMatchObject({
        docs: [{ path: '/api/redirects?limit=500' }],
      })
      expect(stuck).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('fails a read whose answer stops halfway through its body after the timeout', async () => {
    const half = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"docs":[')
    })
    await new Promise<void>((r) => half.listen(0, '127.0.0.1', r))
    try {
      configureCms({
        url: `http://127.0.0.1:${(half.address() as AddressInfo).port}`,
        ttlMs: 0,
        timeoutMs: 200,
      })
      await expect(cmsGet('/pages?slug=half')).rejects.toBeInstanceOf(CmsUnavailableError)
    } finally {
      half.closeAllConnections()
      half.close()
    }
  })

  it('tells purge listeners, until they unsubscribe', () => {
    let calls = 0
    const off = onCmsPurge(() => calls++)
    purgeCms()
    off()
    purgeCms()
    expect(calls).toBe(1)
  })
})
