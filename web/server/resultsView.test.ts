/**
 * POST /audit-results/view (docs/decisions/0070): the stored result a browser sends is rendered as
 * the browser would render it: results, 'No Audit Results Found' or 'Error Displaying Results';
 * dates in the browser's locale and time zone; malformed requests get a clear 4xx, never a 500.
 */
import { makeAuditResult } from '@aivis/contract/testing'
import { createLogger } from '@aivis/contract/log'
import express from 'express'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESULTS_VIEW_MAX_BYTES, resultsViewRoute } from './resultsView.server'

const logged: string[] = []
const logger = createLogger('web', {
  destination: new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk))
      done()
    },
  }),
})
let server: Server
let base = ''
beforeAll(async () => {
  const app = express().use(
    resultsViewRoute(logger, { bookingUrl: async () => 'https://cal.example/book' }),
  )
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
  fetch(`${base}/audit-results/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
const view = async (request: object) => {
  const res = await post(JSON.stringify(request))
  expect(res.status).toBe(200)
  return res.text()
}

describe('POST /audit-results/view', () => {
  const result = makeAuditResult()

  it('renders a stored result as the results island, with its CSS, the booking link and the audit_complete parameters', async () => {
    const res = await post(JSON.stringify({ result: JSON.stringify(result) }))
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const html = await res.text()
    expect(html).toMatch(/^<style data-emotion="css [^"]+">\.css-/)
    expect(html).toContain('data-island="AuditResults"')
    expect(html).toContain('data-hydrate="interaction"')
    expect(html).toContain('Says About Your Business')
    expect(html).toContain('href="https://cal.example/book"')
    const viewed = /data-audit-viewed="([^"]+)"/.exec(html)![1].replaceAll('&quot;', '"')
    expect(JSON.parse(viewed)).toEqual({
      service: result.specialism,
      location: result.location,
      status: 'viewed',
      severity: result.severity,
    })
  })

  it("says 'No Audit Results Found' without a stored result and for an outdated one", async () => {
    expect(await view({ result: null })).toContain('No Audit Results Found')
    const outdated = { ...result, web_search: undefined }
    expect(await view({ result: JSON.stringify(outdated) })).toContain('No Audit Results Found')
  })

  it("says 'Error Displaying Results' with the raw data, escaped, for a text that is not a result", async () => {
    const html = await view({ result: '{"business_name": "<b>Acme</b>"' })
    expect(html).toContain('Error Displaying Results')
    expect(html).toContain('&lt;b&gt;Acme&lt;/b&gt;')
    expect(html).not.toContain('<b>Acme</b>')
  })

  it("shows when a cached audit ran in the browser's locale and time zone", async () => {
    const cached = { ...result, cached: true, audited_at: '2026-11-24T23:30:00.000Z' }
    const sydney = await view({
      result: JSON.stringify(cached),
      locale: 'en-AU',
      timeZone: 'Australia/Sydney',
    })
    expect(sydney).toContain('25 Nov 2026')
    const newYork = await view({
      result: JSON.stringify(cached),
      locale: 'en-US',
      timeZone: 'America/New_York',
    })
    expect(newYork).toContain('Nov 24, 2026')
  })

  it('reads a gzip-compressed body', async () => {
    const res = await post(gzipSync(JSON.stringify({ result: JSON.stringify(result) })), {
      'content-encoding': 'gzip',
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('data-island="AuditResults"')
  })

  it('answers 400 with what is wrong for a body of the wrong shape, a bad locale or time zone, or broken JSON', async () => {
    for (const [body, message] of [
      [JSON.stringify({ result: 5 }), /^result: /],
      [JSON.stringify({}), /^result: /],
      [JSON.stringify({ result: null, locale: 'not a locale!' }), /locale: not a BCP 47/],
      [JSON.stringify({ result: null, timeZone: 'Mars/Olympus' }), /timeZone: not an IANA/],
      ['{"result": ', /not valid JSON/],
    ] as const) {
      const res = await post(body)
      expect(res.status).toBe(400)
      const answer = (await res.json()) as { error: string; message: string }
      expect(answer.error).toBe('invalid_request')
      expect(answer.message).toMatch(message)
    }
  })

  it('answers 429 with Retry-After once an address has asked for its renders of the minute', async () => {
    const limited = express().use(
      resultsViewRoute(logger, { bookingUrl: async () => '', perIpPerMinute: 2 }),
    )
    const other = await new Promise<Server>((resolve) => {
      const s = limited.listen(0, '127.0.0.1', () => resolve(s))
    })
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/audit-results/view`
    const ask = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result: null }),
      })
    try {
      expect((await ask()).status).toBe(200)
      expect((await ask()).status).toBe(200)
      const res = await ask()
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await res.json()).toEqual({ error: 'rate_limited' })
    } finally {
      other.close()
    }
  })

  it('answers 415 for a body that is not JSON and 413 for one over the limit', async () => {
    expect((await post('result=x', { 'content-type': 'text/plain' })).status).toBe(415)
    const big = JSON.stringify({ result: 'x'.repeat(RESULTS_VIEW_MAX_BYTES) })
    const res = await post(big)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'too_large' })
  })
})
