/**
 * Site speed benchmark (not a test): prints the figures of the site's speed targets against a
 * running site, started as a user starts it (`npm start`, default settings), in one run:
 *
 * 1. Cached-page throughput: autocannon on `GET /` (brotli accepted, as browsers do) for DURATION s
 *    with CONNECTIONS connections, then the same on a bare Node HTTP server, in a process of its
 *    own as the site's server is, that sends the very bytes and headers the site answered (the
 *    ceiling on this machine); prints both rates and their ratio (target ≥ 0.5).
 * 2. Lighthouse 12, mobile defaults, in Debian's Chromium, on a first visit: the browser's HTTP
 *    cache and the site's storage are cleared before every run. /audit-results is measured at the
 *    durable address of a result made by a real audit run once through the /audit form
 *    (docs/decisions/0108), opened with nothing stored, as from the results email on another
 *    device. Pages /,
 *    /audit, /audit-results and /contact: the
 *    median of RUNS runs of performance, its metrics (FCP, LCP, TBT, CLS) and the JavaScript the
 *    page loaded (every script response, gzip -9, summed: targets performance ≥ 98 idle and ≥ 95
 *    with one core busy, TBT < 150 ms, LCP ≤ 1.5 s, home JS ≤ 80 kB), plus accessibility, best
 *    practices and SEO (target 100).
 * 3. Each Lighthouse pass runs twice: on the machine as it is, then with one core kept busy by a
 *    spinning process (the "one core loaded" condition).
 *
 * Every section prints the machine's load average (1 min) and core count while it ran: a figure
 * taken at load ≥ 1 on this 2-core machine is not an idle figure.
 *
 * `npx tsx tests/tools/site.bench.ts [siteUrl]` (default http://localhost:3000). Env: DURATION
 * (default 10), CONNECTIONS (default 20), RUNS (Lighthouse runs per page and condition, default 3),
 * SKIP_LIGHTHOUSE=1, SKIP_THROUGHPUT=1, SKIP_LOADED=1 (no loaded pass), VERBOSE=1 (what each
 * failing audit found), PAGES (some of the four pages, comma-separated), DUMP_LHR (a path prefix:
 * each Lighthouse report is written to `<prefix>-<page>-<run>.json` for a closer look).
 */
import autocannon from 'autocannon'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import puppeteer from 'puppeteer-core'
import { chromiumLaunchOptions } from '../chromium'

const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 20)
const runs = Math.max(1, Number(process.env.RUNS ?? 3))
const ALL_PAGES = ['/', '/audit', '/audit-results', '/contact']
/** The pages measured: PAGES (comma-separated, e.g. `/audit,/contact`) or all four. */
const PAGES = process.env.PAGES ? process.env.PAGES.split(',').map((p) => p.trim()) : ALL_PAGES

/** "load 0.42 (1 min), 2 cores": the machine's state, printed with every figure. */
const machine = () => `load ${loadavg()[0].toFixed(2)} (1 min), ${cpus().length} cores`

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

/** The raw (still encoded) body and headers of `GET url` with `accept-encoding: br`. */
function rawGet(url: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([k, v]) => [k, String(v)]),
          ) as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      )
    }).on('error', reject)
  })
}

/** A bare Node HTTP server in its own process answering every request with `headers` + `body`. */
async function staticServer(
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-'))
  writeFileSync(path.join(dir, 'body'), body)
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers))
  const code = `
    const fs = require('node:fs'), http = require('node:http')
    const body = fs.readFileSync(${JSON.stringify(path.join(dir, 'body'))})
    const headers = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, 'headers.json'))}, 'utf8'))
    const server = http.createServer((_req, res) => res.writeHead(200, headers).end(body))
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child: ChildProcess = spawn(process.execPath, ['-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()))
    child.once('exit', (c) => reject(new Error(`static server exited (${c})`)))
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function throughput() {
  // Fill the site's page cache, then take its exact answer for the static server.
  await fetch(`${site}/`)
  await new Promise((r) => setTimeout(r, 500))
  const { headers, body } = await rawGet(`${site}/`)
  if (headers['x-html-cache'] !== 'hit')
    console.log(`  (warning: GET / answered x-html-cache: ${headers['x-html-cache'] ?? 'none'})`)
  for (const h of ['transfer-encoding', 'connection', 'keep-alive', 'date']) delete headers[h]
  headers['content-length'] = String(body.length)
  const statik = await staticServer(headers, body)
  try {
    const before = machine()
    const siteRate = await rate(`${site}/`)
    const staticRate = await rate(statik.url)
    console.log(
      `cached home throughput (${duration} s, ${connections} connections; ${before} before, ${machine()} after):\n` +
        `  site ${siteRate.toFixed(0)} req/s, bare Node server sending the same ${body.length} bytes ` +
        `(${headers['content-encoding'] ?? 'identity'}) ${staticRate.toFixed(0)} req/s: ratio ${(siteRate / staticRate).toFixed(2)} (target ≥ 0.5)`,
    )
  } finally {
    statik.stop()
  }
}

interface Run {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsBytes: number
  jsFiles: number
  failing: string[]
  details: string[]
  /** Where the main thread's time went: Lighthouse's bootup-time items and long tasks. */
  bootup: string[]
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** gzip -9 size of every script URL, fetched once per URL for the whole run. */
const gzipSizes = new Map<string, number>()
async function gzipSize(url: string): Promise<number> {
  if (!gzipSizes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    gzipSizes.set(url, gzipSync(body, { level: 9 }).length)
  }
  return gzipSizes.get(url)!
}

async function lighthousePass(visitor: AuditVisitor, label: string) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const origin = new URL(site).origin
    console.log(
      `Lighthouse 12 (mobile, first visit), ${label}: median of ${runs} (min–max); ${machine()} at the start`,
    )
    for (const page of PAGES) {
      const all: Run[] = []
      for (let i = 0; i < runs; i++) {
        // A new visitor: nothing in the HTTP cache, no storage; /audit-results at a result's
        // own address.
        const tab = await browser.newPage()
        const cdp = await tab.createCDPSession()
        await cdp.send('Network.clearBrowserCache')
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
        await tab.close()
        const url = page === '/audit-results' ? `${site}${visitor.address}` : `${site}${page}`
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The cache and storage were cleared above.
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        const lhr = run!.lhr
        if (process.env.DUMP_LHR)
          writeFileSync(
            `${process.env.DUMP_LHR}-${page.replace(/\W/g, '_')}-${i}.json`,
            JSON.stringify(lhr),
          )
        const a = lhr.audits
        const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
        const failing = Object.values(a)
          .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === 'binary')
          .map((x) => x.id)
        const scripts = (
          (a['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
            ?.items ?? []
        ).filter((r) => r.resourceType === 'Script' && /^https?:/.test(r.url))
        // A worker made from a blob (the results page's request builder) is code the page's own
        // script already carried: counted there, not fetched again.
        let jsBytes = 0
        for (const s of scripts) jsBytes += await gzipSize(s.url)
        all.push({
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
          fcp: a['first-contentful-paint']?.numericValue ?? NaN,
          lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: a['total-blocking-time']?.numericValue ?? NaN,
          cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
          jsBytes,
          jsFiles: scripts.length,
          failing,
          bootup: [
            `main thread: ${(
              (
                a['mainthread-work-breakdown']?.details as {
                  items?: { groupLabel: string; duration: number }[]
                }
              )?.items ?? []
            )
              .map((i) => `${i.groupLabel} ${Math.round(i.duration)} ms`)
              .join(', ')}`,
            ...(
              (
                a['bootup-time']?.details as {
                  items?: {
                    url: string
                    total: number
                    scripting: number
                    scriptParseCompile: number
                  }[]
                }
              )?.items ?? []
            )
              .slice(0, 8)
              .map(
                (i) =>
                  `bootup ${Math.round(i.total)} ms (script ${Math.round(i.scripting)}, parse ${Math.round(i.scriptParseCompile)}): ${i.url.replace(site, '')}`,
              ),
            ...(
              (
                a['long-tasks']?.details as {
                  items?: { url: string; duration: number; startTime: number }[]
                }
              )?.items ?? []
            )
              .slice(0, 8)
              .map(
                (i) =>
                  `long task ${Math.round(i.duration)} ms at ${Math.round(i.startTime)} ms: ${i.url.replace(site, '')}`,
              ),
          ],
          details: failing.map((id) => {
            const items = ((a[id].details as { items?: Record<string, unknown>[] })?.items ?? [])
              .slice(0, 6)
              .map((it) => {
                const node = it.node as { snippet?: string; explanation?: string } | undefined
                return node
                  ? `${node.snippet ?? ''} ${node.explanation?.split('\n')[1] ?? ''}`
                  : JSON.stringify(it).slice(0, 200)
              })
            return `${id}:\n        ${items.join('\n        ')}`
          }),
        })
      }
      const fig = (f: (r: Run) => number, fmt: (n: number) => string) => {
        const xs = all.map(f)
        return runs > 1
          ? `${fmt(median(xs))} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`
          : fmt(xs[0])
      }
      const ms = (n: number) => `${Math.round(n)} ms`
      const s = (n: number) => `${(n / 1000).toFixed(2)} s`
      const last = all[all.length - 1]
      console.log(
        `  ${page.padEnd(14)} performance ${fig((r) => r.scores.performance, String)}; ` +
          `FCP ${fig((r) => r.fcp, s)}, LCP ${fig((r) => r.lcp, s)}, TBT ${fig((r) => r.tbt, ms)}, ` +
          `CLS ${fig(
            (r) => r.cls,
            (n) => n.toFixed(3),
          )}; ` +
          `JS ${(median(all.map((r) => r.jsBytes)) / 1024).toFixed(1)} kB gzip in ${last.jsFiles} files; ` +
          `a11y/bp/SEO ${last.scores.accessibility}/${last.scores['best-practices']}/${last.scores.seo}` +
          (last.failing.length ? `; failing: ${last.failing.join(', ')}` : ''),
      )
      if (process.env.VERBOSE) {
        for (const d of last.details) console.log(`      ${d}`)
        for (const line of last.bootup) console.log(`      ${line}`)
      }
    }
    await browser.disconnect()
  } finally {
    chrome.kill()
  }
}

/** Keeps one core busy (a spinning process) until `stop()`. */
function busyCore(): { stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  return { stop: () => void child.kill() }
}

/** A result made by an audit run as a visitor runs one: its durable address (a path). */
interface AuditVisitor {
  address: string
}

/**
 * Runs an audit as a visitor does (the /audit form, in Chromium) and returns the address its
 * result opened at (docs/decisions/0108).
 */
async function visitorFromTheAudit(): Promise<AuditVisitor> {
  const browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true })
  try {
    const tab = await browser.newPage()
    await tab.goto(`${site}/audit`, { waitUntil: 'networkidle0' })
    await tab.type('#business_name', 'Harbour Dental')
    await tab.type('#core_product_service', 'dentist')
    await tab.type('#target_location', 'Sydney')
    await tab.evaluate(() =>
      [...document.querySelectorAll('button')]
        .find((b) => b.textContent?.includes('Run My Free Audit'))!
        .click(),
    )
    await tab.waitForFunction(() => location.pathname.startsWith('/audit-results/'), {
      timeout: 120_000,
    })
    return { address: await tab.evaluate(() => location.pathname) }
  } finally {
    await browser.close()
  }
}

async function lighthouseScores() {
  const visitor = await visitorFromTheAudit()
  console.log(
    `/audit-results: the address of a result made through the /audit form, opened with nothing stored`,
  )
  // Warm the site's page cache (a first visitor of the page, not of the site).
  for (const p of PAGES) await fetch(`${site}${p}`)
  await lighthousePass(visitor, 'machine as it is')
  if (process.env.SKIP_LOADED) return
  const busy = busyCore()
  try {
    await new Promise((r) => setTimeout(r, 2000))
    await lighthousePass(visitor, 'one core busy with a spinning process')
  } finally {
    busy.stop()
  }
}

console.log(`site ${site}; ${machine()}; ${new Date().toISOString()}`)
if (!process.env.SKIP_THROUGHPUT) await throughput()
if (!process.env.SKIP_LIGHTHOUSE) await lighthouseScores()
