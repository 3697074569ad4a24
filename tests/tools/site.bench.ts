/**
 * Site speed benchmark (not a test): prints the figures of the site's speed targets against a
 * running site (`npm start`, which serves the production build).
 *
 * 1. Home throughput: autocannon on `GET /` (brotli accepted, as browsers do) for DURATION s with
 *    CONNECTIONS connections, then the same on a bare Node HTTP server that sends the very bytes and
 *    headers the site answered (the ceiling on this machine); prints both rates and their ratio
 *    (target ≥ 0.5).
 * 2. JS on home: every script and modulepreload the home page's HTML names, gzip-compressed
 *    (level 9), summed (target ≤ 120 kB).
 * 3. Lighthouse 12, mobile defaults, in Debian's Chromium: performance, accessibility, best
 *    practices and SEO of /, /audit, /audit-results (with a real result in the browser's storage,
 *    from the site's own audit function) and /contact (targets 98, 100, 100, 100).
 *
 * `npx tsx tests/tools/site.bench.ts [siteUrl]` (default http://localhost:3000). Env: DURATION
 * (default 10), CONNECTIONS (default 20), SKIP_LIGHTHOUSE=1, VERBOSE=1 (metrics and what each failing
 * audit found). The server and the load generator
 * share the machine's cores, as do the static server and its load generator.
 */
import autocannon from 'autocannon'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import puppeteer from 'puppeteer-core'
import { chromiumLaunchOptions } from '../chromium'

const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 20)

async function rate(url: string): Promise<number> {
  const r = await autocannon({
    url,
    duration,
    connections,
    headers: { 'accept-encoding': 'br, gzip' },
  })
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  return r.requests.average
}

async function throughput() {
  // Warm the site's caches, then take the exact response for the static server.
  await fetch(`${site}/`)
  await new Promise((r) => setTimeout(r, 500))
  const sample = await fetch(`${site}/`, { headers: { 'accept-encoding': 'br' } })
  const headers = Object.fromEntries(sample.headers)
  const raw = await new Promise<Buffer>((resolve, reject) => {
    // fetch() decodes the body; the static server must send the encoded bytes, so ask again raw.
    import('node:http').then(({ get }) =>
      get(`${site}/`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      }).on('error', reject),
    )
  })
  delete headers['transfer-encoding']
  delete headers['connection']
  delete headers['keep-alive']
  headers['content-length'] = String(raw.length)
  const staticServer = createServer((_req, res) => res.writeHead(200, headers).end(raw))
  await new Promise<void>((r) => staticServer.listen(0, '127.0.0.1', r))
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`
  try {
    const siteRate = await rate(`${site}/`)
    const staticRate = await rate(staticUrl)
    console.log(
      `home throughput: site ${siteRate.toFixed(0)} req/s, static server of the same ${raw.length} bytes ` +
        `(${headers['content-encoding'] ?? 'identity'}) ${staticRate.toFixed(0)} req/s, ratio ${(siteRate / staticRate).toFixed(2)} (target ≥ 0.5)`,
    )
  } finally {
    staticServer.close()
  }
}

async function homeJs() {
  const html = await (await fetch(`${site}/`)).text()
  const srcs = new Set(
    [
      ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g),
    ].map((m) => m[1]),
  )
  let total = 0
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, site))).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
  }
  console.log(`home JS: ${srcs.size} files, ${(total / 1024).toFixed(1)} kB gzip (target ≤ 120 kB)`)
}

async function lighthouseScores() {
  const res = await fetch(`${site}/functions/v1/competitive-audit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
      business_type: 'practice',
    }),
  })
  const result = await res.text()
  if (!res.ok) throw new Error(`audit for /audit-results failed: ${res.status} ${result}`)
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    await page.goto(`${site}/`)
    await page.evaluate((r) => localStorage.setItem('latestAuditResults', r), result)
    await page.close()
    console.log('Lighthouse 12 (mobile): performance / accessibility / best practices / SEO')
    for (const path of ['/', '/audit', '/audit-results', '/contact']) {
      const run = await lighthouse(`${site}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const c = run!.lhr.categories
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100)
      const failing = Object.values(run!.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
      console.log(
        `  ${path.padEnd(15)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}` +
          (failing.length ? `   failing: ${failing.join(', ')}` : ''),
      )
      if (process.env.VERBOSE) {
        const a = run!.lhr.audits
        const metric = (id: string) => a[id]?.displayValue ?? '-'
        console.log(
          `      FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        )
        for (const id of failing) {
          const items = ((a[id].details as { items?: Record<string, unknown>[] })?.items ?? [])
            .slice(0, 6)
            .map((i) => {
              const node = i.node as { snippet?: string; explanation?: string } | undefined
              return node
                ? `${node.snippet ?? ''} ${node.explanation?.split('\n')[1] ?? ''}`
                : JSON.stringify(i).slice(0, 200)
            })
          console.log(`      ${id}:\n        ${items.join('\n        ')}`)
        }
      }
    }
    await browser.disconnect()
  } finally {
    chrome.kill()
  }
}

await throughput()
await homeJs()
if (!process.env.SKIP_LIGHTHOUSE) await lighthouseScores()
