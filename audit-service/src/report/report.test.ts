/**
 * The PDF report (report/ReportPdf.tsx, reportRoute.ts): only the site (the proxy's secret) gets
 * one; its text holds the business, the verdict, the figures, the first fixes, every answer with
 * its sources, and the method. Reports never hold up the service (report/renderer.ts,
 * reportLimits.ts, docs/decisions/0095): made in a worker thread while /healthz answers, a few at
 * once (then 429 busy), from the cache when nothing changed, limited per client and per audit.
 */
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { severityBanner, verdictSummary } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { pdfText } from '../../test/support/pdf'
import {
  simulatedApp,
  type SimulatedAppDeps,
  TEST_PROXY_SECRET as SECRET,
  useSimulator,
} from '../../test/support/simulated'
import removeMarkdown from 'remove-markdown'
import { firstFixes } from '../engine/fixes'
import { createReportLimits } from './reportLimits'
import { createReportRenderer, DEFAULT_RENDERER_SETTINGS } from './renderer'
import { reportFileName } from './reportRoute'

const sim = useSimulator()

/** The service with the simulated assistants behind the real SDKs (and `deps`, e.g. `reports`). */
const app = (deps: SimulatedAppDeps = {}) => simulatedApp(sim(), deps)

/** The PDF report of `result` as the site asks for it: status, headers and bytes. */
const report = (a: ReturnType<typeof app>, result: unknown) =>
  request(a)
    .post('/internal/v1/reports')
    .set('x-proxy-secret', SECRET)
    .send({ result })
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = []
      r.on('data', (c: Buffer) => chunks.push(c))
      r.on('end', () => done(null, Buffer.concat(chunks)))
    })
/** Folds whitespace: pdf.js splits lines where the layout wrapped them. */
const fold = (s: string) => s.replace(/\s+/g, ' ')

describe('POST /internal/v1/reports', () => {
  it('refuses anyone without the proxy secret, before reading the body', async () => {
    const res = await request(app())
      .post('/internal/v1/reports')
      .send({ result: makeAuditResult() })
    expect(res.status).toBe(401)
    const wrong = await request(app())
      .post('/internal/v1/reports')
      .set('x-proxy-secret', 'not-the-secret-0123456789012345678')
      .send({ result: makeAuditResult() })
    expect(wrong.status).toBe(401)
  })

  it('answers 400 for something that is not an audit result', async () => {
    const res = await request(app())
      .post('/internal/v1/reports')
      .set('x-proxy-secret', SECRET)
      .send({ result: { business_name: 'Half a result' } })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('validation_failed')
  })

  it('renders the whole report as a PDF to download', async () => {
    const result = makeAuditResult()
    const res = await report(app(), result)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${reportFileName(result.business_name)}"`,
    )
    const text = fold(await pdfText(res.body as Buffer))
    expect(text).toContain(result.business_name)
    expect(text).toContain(`Verdict: ${result.severity}`)
    expect(text).toContain(
      fold(severityBanner(result.severity, result.specialism, result.location)),
    )
    expect(text).toContain(
      `named in ${result.scores.overall.mentions} of ${result.scores.overall.answers} answers`,
    )
    // Markdown is laid out, never shown as markup: no ** or [](…) in the report.
    for (const fix of firstFixes(result, 3)) expect(text).toContain(fold(removeMarkdown(fix.title)))
    const firstAnswer = result.discovery_queries_results[0].answers[0]
    // Each line of the answer's list, its number drawn apart from its text: compared without spaces.
    for (const line of firstAnswer.answer.split('\n'))
      expect(text.replace(/\s+/g, '')).toContain(removeMarkdown(line).replace(/\s+/g, ''))
    expect(text).not.toContain('**')
    expect(text).toContain('Method')
  })

  it('says on its first page when the answers are simulated, and nothing of it for live ones', async () => {
    const pages = async (result: unknown) =>
      (await pdfText((await report(app(), result)).body)).split('\n').map(fold)
    const [first] = await pages(makeAuditResult({ simulated: true }))
    expect(first).toContain(
      fold('Demo mode: these answers come from simulated AI assistants, not live ones.'),
    )
    expect((await pages(makeAuditResult({ simulated: false }))).join(' ')).not.toContain(
      fold('Demo mode'),
    )
  })

  it("gives the verdict's summary, every business named and whether each assistant knows the business", async () => {
    const result = makeAuditResult({
      control_questions: [
        {
          assistant: 'claude',
          assistant_name: 'Claude',
          question: 'What do you know about Harbour Dental in Sydney?',
          answer: 'A clinic in Sydney.',
          knows_business: true,
        },
      ],
    })
    const text = fold(await pdfText((await report(app(), result)).body))
    expect(text).toContain(fold(verdictSummary(result)))
    for (const line of [
      '1. Smile Co: 20 answers',
      '2. Bright Teeth: 10 answers',
      '3. Sydney Dental Care: 5 answers',
      '4. Harbour Dental (you): 4 answers',
      'Claude: knows you',
    ])
      // pdf.js splits a line where the JSX joins its parts: compared without spaces.
      expect(text.replace(/\s+/g, '')).toContain(line.replace(/\s+/g, ''))
  })

  it('shows the fixes made with the result, the ones the results email showed', async () => {
    const made = [
      {
        id: 'reviews',
        title: 'Ask Perth patients for reviews',
        why: 'They are read.',
        how: 'Ask.',
      },
    ]
    const text = fold(await pdfText((await report(app(), makeAuditResult({ fixes: made }))).body))
    expect(text).toContain(fold(made[0].title))
    for (const fix of firstFixes(makeAuditResult(), 3)) expect(text).not.toContain(fold(fix.title))
  })

  it('renders the report of a real audit (every assistant, simulated, behind the real SDKs)', async () => {
    const a = app()
    const ran = await request(a)
      .post('/functions/v1/competitive-audit')
      .send({ businessName: 'Harbour Dental', location: 'Sydney', specialism: 'dentist' })
    expect(ran.status).toBe(200)
    const res = await report(a, ran.body)
    expect(res.status).toBe(200)
    const text = fold(await pdfText(res.body as Buffer))
    expect(text).toContain('Harbour Dental')
    for (const q of ran.body.discovery_queries_results) expect(text).toContain(fold(q.question))
  })
})

describe('reportFileName', () => {
  it('keeps letters, digits and dashes', () => {
    expect(reportFileName('Harbour Dental & Co. "Sydney"')).toBe(
      'ai-visibility-report-Harbour-Dental-Co-Sydney.pdf',
    )
    expect(reportFileName('¿?')).toBe('ai-visibility-report.pdf')
  })
})

/** `a` listening on a loopback port for the duration of `use`: its base URL. */
async function serving<T>(a: ReturnType<typeof app>, use: (base: string) => Promise<T>) {
  const server = a.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  }
}

/** POSTs `result` for its PDF as the site does, from client address `ip`. */
const fetchReport = (base: string, result: unknown, ip = '203.0.113.7') =>
  fetch(`${base}/internal/v1/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-proxy-secret': SECRET, 'x-client-ip': ip },
    body: JSON.stringify({ result }),
  })

describe('report PDFs never hold up the service (docs/decisions/0095)', () => {
  it('answers /healthz at once while reports are being made', async () => {
    await serving(app(), async (base) => {
      // Long reports (each answer thrice): laid out on the event loop, each would hold it ≥ 1 s.
      const results = [1, 2, 3].map((n) => {
        const r = makeAuditResult({ business_name: `Busy Dental ${n}` })
        for (const q of r.discovery_queries_results)
          q.answers = [...q.answers, ...q.answers, ...q.answers]
        return r
      })
      const reports = Promise.all(results.map((r) => fetchReport(base, r)))
      let done = false
      void reports.finally(() => (done = true))
      // The client shares the service's event loop here: a round (ask, answer, wait 20 ms) is held
      // up by anything that holds up the service.
      const times: number[] = []
      while (!done) {
        const t0 = performance.now()
        expect((await fetch(`${base}/healthz`)).status).toBe(200)
        await new Promise((r) => setTimeout(r, 20))
        times.push(performance.now() - t0 - 20)
      }
      for (const res of await reports) expect(res.status).toBe(200)
      times.sort((a, b) => a - b)
      console.log(
        `[report] /healthz while 3 reports were made: ${times.length} polls, p50 ${times[times.length >> 1].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms (load average ${loadavg()[0].toFixed(2)})`,
      )
      expect(times.length).toBeGreaterThan(5)
      expect(times[times.length >> 1]).toBeLessThan(50)
      expect(times[times.length - 1]).toBeLessThan(400)
    })
  }, 60_000)

  it('makes at most threads + queue reports at once; past them 429 busy with Retry-After', async () => {
    const renderer = createReportRenderer({ ...DEFAULT_RENDERER_SETTINGS, threads: 1, queue: 1 })
    try {
      await serving(app({ reports: { renderer } }), async (base) => {
        const results = [1, 2, 3].map((n) =>
          makeAuditResult({ business_name: `Queue Dental ${n}` }),
        )
        const answers = await Promise.all(results.map((r) => fetchReport(base, r)))
        expect(answers.map((r) => r.status)).toEqual([200, 200, 429])
        const busy = answers[2]
        expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        const body = (await busy.json()) as { error: string; message: string }
        expect(body.error).toBe('busy')
        expect(body.message).toMatch(
          /^Many reports are being made just now\. Please try again in \d+ seconds?\.$/,
        )
        expect(renderer.stats()).toMatchObject({ renders: 2, pending: 0 })
        // Once they are made, the next one is made too.
        expect((await fetchReport(base, results[2])).status).toBe(200)
      })
    } finally {
      await renderer.close()
    }
  }, 60_000)

  it('answers a repeat from the cache, shares a render among requests arriving together, and makes a changed audit again', async () => {
    const renderer = createReportRenderer()
    try {
      await serving(app({ reports: { renderer } }), async (base) => {
        const result = makeAuditResult({ business_name: 'Cache Dental' })
        const together = await Promise.all([1, 2, 3].map(() => fetchReport(base, result)))
        const bytes = await Promise.all(
          together.map(async (r) => Buffer.from(await r.arrayBuffer())),
        )
        expect(together.map((r) => r.status)).toEqual([200, 200, 200])
        expect(renderer.stats()).toMatchObject({ renders: 1, shared: 2, cacheHits: 0 })
        const again = await fetchReport(base, result)
        expect(Buffer.from(await again.arrayBuffer()).equals(bytes[0])).toBe(true)
        expect(renderer.stats()).toMatchObject({ renders: 1, cacheHits: 1 })
        expect(renderer.stats().cachedBytes).toBe(bytes[0].length)
        // A re-check changed the audit: the report is made again, with the new figures.
        const changed = { ...result, severity: 'STRONG' as const }
        const res = await fetchReport(base, changed)
        expect(fold(await pdfText(Buffer.from(await res.arrayBuffer())))).toContain(
          'Verdict: STRONG',
        )
        expect(renderer.stats()).toMatchObject({ renders: 2, cacheHits: 1 })
      })
    } finally {
      await renderer.close()
    }
  }, 60_000)

  it('keeps no more PDFs than its bytes allow, the least recently used going first', async () => {
    const a = makeAuditResult({ business_name: 'Bound Dental A' })
    const b = makeAuditResult({ business_name: 'Bound Dental B' })
    const sizing = createReportRenderer()
    const size = (await sizing.render(a)).length
    await sizing.close()
    const renderer = createReportRenderer({
      ...DEFAULT_RENDERER_SETTINGS,
      cacheBytes: Math.floor(size * 1.5),
    })
    try {
      await renderer.render(a)
      await renderer.render(a)
      expect(renderer.stats()).toMatchObject({ renders: 1, cacheHits: 1 })
      await renderer.render(b)
      await renderer.render(a)
      expect(renderer.stats().renders).toBe(3)
      expect(renderer.stats().cachedBytes).toBeLessThanOrEqual(Math.floor(size * 1.5))
    } finally {
      await renderer.close()
    }
  }, 60_000)

  it('gives up a report that takes too long: 503 with Retry-After, and the service goes on', async () => {
    const renderer = createReportRenderer({ ...DEFAULT_RENDERER_SETTINGS, timeoutMs: 1 })
    try {
      await serving(app({ reports: { renderer } }), async (base) => {
        const res = await fetchReport(base, makeAuditResult({ business_name: 'Slow Dental' }))
        expect(res.status).toBe(503)
        expect(res.headers.get('retry-after')).toBe('60')
        expect(await res.json()).toEqual({
          error: 'report_unavailable',
          message: 'The report took too long to make. Please try again in a minute.',
        })
        expect(renderer.stats().pending).toBe(0)
        expect((await fetch(`${base}/healthz`)).status).toBe(200)
      })
    } finally {
      await renderer.close()
    }
  }, 60_000)

  it('limits reports per client address (IPv6 by /64) and per audit, with Retry-After', async () => {
    const limits = createReportLimits({ perClientPerMinute: 2, perAuditPerMinute: 3 })
    await serving(app({ reports: { limits } }), async (base) => {
      const result = makeAuditResult({ business_name: 'Limit Dental' })
      // Two addresses of one /64 are one client.
      expect((await fetchReport(base, result, '2001:db8:5:1::1')).status).toBe(200)
      expect((await fetchReport(base, result, '2001:db8:5:1::2')).status).toBe(200)
      const client = await fetchReport(base, result, '2001:db8:5:1::3')
      expect(client.status).toBe(429)
      const wait = Number(client.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(60)
      expect(await client.json()).toEqual({
        error: 'rate_limited',
        message: expect.stringMatching(
          /^Too many report downloads from your network\. Please try again in (\d+ seconds?|1 minute)\.$/,
        ),
      })
      // The refused request took nothing from the audit's limit: one more from elsewhere is made.
      expect((await fetchReport(base, result, '203.0.113.20')).status).toBe(200)
      const audit = await fetchReport(base, result, '203.0.113.21')
      expect(audit.status).toBe(429)
      expect(Number(audit.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await audit.json()) as { message: string }).message).toMatch(
        /^This report has been downloaded many times in the last minute\. Please try again in/,
      )
      // Another audit from a fresh address is not held up by either.
      const other = makeAuditResult({ business_name: 'Other Dental', audit_id: 'other-audit' })
      expect((await fetchReport(base, other, '203.0.113.22')).status).toBe(200)
      // The address is believed only with the proxy's secret (limits/clientIp.ts).
    })
  }, 60_000)
})
