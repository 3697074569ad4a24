import { MISSING_FIELDS_MESSAGE } from '@aivis/audit-service/schema'
import { describe, expect, it } from 'vitest'
import { requestAudit, runCompetitiveAudit } from './auditClient'

const input = { business_name: 'Acme', target_location: 'Sydney', core_product_service: 'plumbing', website: 'acme.com' }
const valid = {
  business_name: 'Acme', specialism: 'plumbing', location: 'Sydney', website: null, business_type: 'service', severity: 'LOW', simulated: true, assistant: 'ChatGPT',
  scores: { mention_rate: 0, share_of_voice: 0, by_assistant: [] }, discovery_queries_results: [],
  summary: { times_you_mentioned: 0, total_questions: 10, top_competitors: [] }, questions_and_answers: [], created_at: '2026-01-01T00:00:00Z', duration_ms: 1,
}

function fakeFetch(...responses: Response[]) {
  const calls: { url: string; init?: RequestInit }[] = []
  const f = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    return responses.shift()!
  }) as unknown as typeof fetch
  return { f, calls }
}

describe('runCompetitiveAudit (spec §7 call 4, §8)', () => {
  it('checks health, then posts the snake_case request with defaults', async () => {
    const { f, calls } = fakeFetch(new Response('{}'), new Response(JSON.stringify(valid)))
    const r = await runCompetitiveAudit(input, f)
    expect(r.business_name).toBe('Acme')
    expect(calls[0].init?.method).toBe('GET')
    expect(JSON.parse(String(calls[1].init?.body))).toEqual({ ...input, business_type: 'service', force_run: false })
  })
  it('fails on a bad health check', async () => {
    const { f } = fakeFetch(new Response('', { status: 503 }))
    await expect(runCompetitiveAudit(input, f)).rejects.toThrow('Health check failed: 503')
  })
  it('reports a non-OK POST with status and body', async () => {
    const { f } = fakeFetch(new Response('{}'), new Response('{"error":"x"}', { status: 500 }))
    await expect(runCompetitiveAudit(input, f)).rejects.toThrow('competitive-audit 500: {"error":"x"}')
  })
  it('reports invalid JSON', async () => {
    const { f } = fakeFetch(new Response('{}'), new Response('<html>'))
    await expect(runCompetitiveAudit(input, f)).rejects.toThrow('Invalid JSON from competitive-audit')
  })
  it('refuses a result without business_name', async () => {
    const { f } = fakeFetch(new Response('{}'), new Response(JSON.stringify({ ...valid, business_name: '' })))
    await expect(runCompetitiveAudit(input, f)).rejects.toThrow('Invalid audit data received from API')
  })
  it('refuses blank required fields before calling', async () => {
    const { f, calls } = fakeFetch()
    await expect(runCompetitiveAudit({ ...input, target_location: ' ' }, f)).rejects.toThrow(MISSING_FIELDS_MESSAGE)
    expect(calls).toHaveLength(0)
  })
})

describe('requestAudit (spec §7 call 1, §8)', () => {
  const body = { businessName: 'Acme', location: 'Sydney', specialism: 'plumbing', website: null, business_type: 'service' }
  it('marks a rate-limit answer', async () => {
    const { f } = fakeFetch(new Response(JSON.stringify({ error: 'Rate limit exceeded', message: 'Try again in an hour.' }), { status: 429 }))
    await expect(requestAudit(body, f)).rejects.toMatchObject({ rateLimited: true, message: 'Try again in an hour.' })
  })
  it("passes the server's message on other failures", async () => {
    const { f } = fakeFetch(new Response(JSON.stringify({ error: 'missing_fields', message: 'Missing required fields' }), { status: 400 }))
    await expect(requestAudit(body, f)).rejects.toMatchObject({ rateLimited: false, message: 'Missing required fields' })
  })
})
