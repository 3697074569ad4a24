/**
 * One visitor's request followed across the running stack by its id (docs/decisions/0032): the
 * site, the audit service and the CMS each log a JSON line naming the same `reqId`. Reads the
 * stack's log file (STACK_LOG, set by `npm test`).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WEB, eventually } from './stack'

/** The stack's log lines that are JSON (`[web] {...}` → the object), each with its prefix. */
function jsonLines(file: string): Array<Record<string, any>> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const at = line.indexOf('{')
      if (at < 0) return []
      try {
        return [JSON.parse(line.slice(at)) as Record<string, any>]
      } catch {
        return []
      }
    })
}

describe('structured logs across the services', () => {
  it("a contact inquiry's request id is logged by the site, the audit service and the CMS", async () => {
    const file = process.env.STACK_LOG
    if (!file) throw new Error('STACK_LOG is not set: run the acceptance tests through `npm test`')
    const reqId = `trace-${Date.now()}`
    const res = await fetch(`${WEB}/functions/v1/send-contact-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': reqId },
      body: JSON.stringify({
        name: 'Ana Silva',
        email: 'ana.trace@example.com',
        businessName: 'Harbour Dental',
        websiteUrl: 'harbourdental.com.au',
        industry: 'health',
        message: 'Please analyse how assistants see our practice in Sydney.',
        company_fax: '',
        form_started_at: Date.now() - 60_000,
      }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe(reqId)
    const lines = await eventually(async () => {
      const found = jsonLines(file).filter((l) => l.reqId === reqId)
      return new Set(found.map((l) => l.service)).size === 3 ? found : null
    }, 20_000)
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          service: 'web',
          req: { method: 'POST', url: '/functions/v1/send-contact-inquiry' },
          res: { statusCode: 200 },
        }),
        expect.objectContaining({
          service: 'audit-service',
          req: { method: 'POST', url: '/functions/v1/send-contact-inquiry' },
          res: { statusCode: 200 },
        }),
        expect.objectContaining({
          service: 'cms',
          msg: 'cms write',
          collection: 'inquiries',
          operation: 'create',
        }),
      ]),
    )
    // No line carries the visitor's details.
    expect(JSON.stringify(lines)).not.toMatch(/ana\.trace@example\.com|Harbour Dental/)
  })
})
