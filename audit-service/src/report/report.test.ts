/**
 * The PDF report (report/ReportPdf.tsx, reportRoute.ts): only the site (the proxy's secret) gets
 * one; its text holds the business, the verdict, the figures, the first fixes, every answer with
 * its sources, and the method.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { severityBanner } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { pdfText } from '../../test/support/pdf'
import {
  simulatedApp,
  TEST_PROXY_SECRET as SECRET,
  useSimulator,
} from '../../test/support/simulated'
import removeMarkdown from 'remove-markdown'
import { firstFixes } from '../engine/fixes'
import { reportFileName } from './reportRoute'

const sim = useSimulator()

/** The service with the simulated assistants behind the real SDKs. */
const app = () => simulatedApp(sim())

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
    // Markdown is shown as text: no ** or [](…) in the report.
    for (const fix of firstFixes(result, 3)) expect(text).toContain(fold(removeMarkdown(fix.title)))
    const firstAnswer = result.discovery_queries_results[0].answers[0]
    expect(text).toContain(fold(removeMarkdown(firstAnswer.answer)).slice(0, 60))
    expect(text).not.toContain('**')
    expect(text).toContain('Method')
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
