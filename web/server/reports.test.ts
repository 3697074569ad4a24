/**
 * The site's PDF routes (reports.server.ts) in front of an audit service that answers what each
 * test says (a local HTTP server): the visitor's address goes with every report asked for, so the
 * service can limit reports per client (docs/decisions/0095), and a refusal to wait (429) reaches
 * the visitor with its `Retry-After` and message, not as the 503 of a service that is down. The
 * whole flow under load through the real stack: tests/acceptance/report-pdf-load.test.ts.
 */
import express from 'express'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from '@aivis/contract/log'
import { makeAuditResult } from '@aivis/contract/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { REPORT_UNAVAILABLE, reportRoutes } from './reports.server'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    servers.push(server)
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    )
  })

const TOKEN = 'a'.repeat(32)
const record = { ...makeAuditResult(), id: 7, createdAt: '2026-11-25T08:00:00.000Z' }

/** The site's report routes before a fake audit service answering `answer`; what it was asked. */
async function start(answer: { status: number; headers?: Record<string, string>; body: string }) {
  const asked: IncomingHttpHeaders[] = []
  const service = await listen(
    createServer((req, res) => {
      asked.push(req.headers)
      req.resume()
      req.on('end', () => {
        res.writeHead(answer.status, answer.headers)
        res.end(answer.body)
      })
    }),
  )
  const logger = { warn: () => {}, info: () => {}, error: () => {} } as unknown as Logger
  const app = express().use(
    reportRoutes({
      accounts: {
        customerAudit: async (_req, id) => (id === '7' ? record : null),
        sharedAudit: async (_req, token) => (token === TOKEN ? record : null),
      },
      auditService: { url: service, proxySecret: 'proxy-secret' },
      logger,
    }),
  )
  return { site: await listen(createServer(app)), asked }
}

describe('the PDF routes of the site', () => {
  it("ask the audit service with the visitor's address, vouched for by the proxy's secret", async () => {
    const { site, asked } = await start({
      status: 200,
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.3',
    })
    for (const path of [`/r/${TOKEN}/report.pdf`, '/app/audits/7/report.pdf']) {
      const res = await fetch(`${site}${path}`)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('%PDF-1.3')
    }
    expect(asked).toHaveLength(2)
    for (const headers of asked) {
      expect(headers['x-client-ip']).toBe('127.0.0.1')
      expect(headers['x-proxy-secret']).toBe('proxy-secret')
    }
  })

  it('pass a refusal to wait (429) on with its Retry-After and message', async () => {
    const message = 'Too many report downloads from your network. Please try again in 42 seconds.'
    const { site } = await start({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '42' },
      body: JSON.stringify({ error: 'rate_limited', message }),
    })
    for (const path of [`/r/${TOKEN}/report.pdf`, '/app/audits/7/report.pdf']) {
      const res = await fetch(`${site}${path}`)
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('42')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(await res.json()).toEqual({ error: 'rate_limited', message })
    }
  })

  it('answer 503 when the audit service fails otherwise', async () => {
    const { site } = await start({ status: 500, body: '{"error":"internal"}' })
    const res = await fetch(`${site}/r/${TOKEN}/report.pdf`)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: 'unavailable', message: REPORT_UNAVAILABLE })
  })
})
