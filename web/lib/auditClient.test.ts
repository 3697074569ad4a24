// @vitest-environment jsdom
import { MISSING_FIELDS_MESSAGE } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadResult, storeResult, submitAudit } from './auditClient'

const input = {
  business_name: ' Acme ',
  target_location: 'Sydney',
  core_product_service: 'plumbing',
  website: 'https://acme.com',
}
const valid = makeAuditResult({
  business_name: 'Acme',
  specialism: 'plumbing',
  website: null,
})

function fakeFetch(...responses: Response[]) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    return responses.shift()!
  }) as unknown as typeof fetch
  return { fetchImpl, calls }
}

describe('submitAudit (spec §3, §7 calls 1 and 4, §8)', () => {
  it('posts the canonical request, trimmed, with the defaults of spec §9', async () => {
    const { fetchImpl, calls } = fakeFetch(new Response(JSON.stringify(valid)))
    const result = await submitAudit(input, { fetchImpl })
    expect(result.business_name).toBe('Acme')
    expect(calls).toHaveLength(1)
    expect(calls[0].init?.method).toBe('POST')
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      business_name: 'Acme',
      target_location: 'Sydney',
      core_product_service: 'plumbing',
      website: 'https://acme.com',
      business_type: 'service',
      force_run: false,
      aliases: [],
    })
  })
  it('sends a blank website as null', async () => {
    const { fetchImpl, calls } = fakeFetch(new Response(JSON.stringify(valid)))
    await submitAudit({ ...input, website: '  ' }, { fetchImpl })
    expect(JSON.parse(String(calls[0].init?.body)).website).toBeNull()
  })
  it('checks health first when asked (call 4)', async () => {
    const { fetchImpl, calls } = fakeFetch(new Response('{}'), new Response(JSON.stringify(valid)))
    await submitAudit(input, { fetchImpl, healthCheck: true })
    expect(calls.map((c) => c.init?.method)).toEqual(['GET', 'POST'])
  })
  it('fails on a bad health check without posting', async () => {
    const { fetchImpl, calls } = fakeFetch(new Response('', { status: 503 }))
    await expect(submitAudit(input, { fetchImpl, healthCheck: true })).rejects.toThrow(
      'Health check failed: 503',
    )
    expect(calls).toHaveLength(1)
  })
  it("reports a non-OK POST with status and body, and keeps the server's message", async () => {
    const body = '{"error":"missing_fields","message":"Missing required fields"}'
    const { fetchImpl } = fakeFetch(new Response(body, { status: 400 }))
    await expect(submitAudit(input, { fetchImpl })).rejects.toMatchObject({
      message: `competitive-audit 400: ${body}`,
      serverMessage: 'Missing required fields',
      rateLimited: false,
    })
  })
  it('marks a rate-limit answer', async () => {
    const { fetchImpl } = fakeFetch(
      new Response(
        JSON.stringify({ error: 'Rate limit exceeded', message: 'Try again in an hour.' }),
        { status: 429 },
      ),
    )
    await expect(submitAudit(input, { fetchImpl })).rejects.toMatchObject({
      rateLimited: true,
      serverMessage: 'Try again in an hour.',
    })
  })
  it('reports invalid JSON', async () => {
    const { fetchImpl } = fakeFetch(new Response('<html>'))
    await expect(submitAudit(input, { fetchImpl })).rejects.toThrow(
      'Invalid JSON from competitive-audit',
    )
  })
  it('refuses a result without business_name', async () => {
    const { fetchImpl } = fakeFetch(new Response(JSON.stringify({ ...valid, business_name: '' })))
    await expect(submitAudit(input, { fetchImpl })).rejects.toThrow(
      'Invalid audit data received from API',
    )
  })
  it('refuses blank required fields before calling', async () => {
    const { fetchImpl, calls } = fakeFetch()
    await expect(
      submitAudit({ ...input, target_location: ' ' }, { fetchImpl, healthCheck: true }),
    ).rejects.toThrow(MISSING_FIELDS_MESSAGE)
    expect(calls).toHaveLength(0)
  })
})

describe('storeResult / loadResult (spec §3 latestAuditResults)', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })
  it('gives back the stored result, parsed once while storage is unchanged', () => {
    storeResult(valid)
    const first = loadResult()
    expect(first).toEqual({ result: valid })
    expect(loadResult()).toBe(first)
    expect(JSON.parse(localStorage.getItem('latestAuditResults')!)).toEqual(valid)
  })
  it('treats a result stored before results carried their figures as no result', () => {
    localStorage.setItem(
      'latestAuditResults',
      JSON.stringify({
        ...valid,
        scores: { mention_rate: 0, share_of_voice: 0, by_assistant: [] },
      }),
    )
    expect(loadResult()).toBeNull()
  })
  it('falls back to local storage, and returns the raw text when it does not parse', () => {
    localStorage.setItem('latestAuditResults', '{"business_name":"x"}')
    expect(loadResult()).toEqual({ raw: '{"business_name":"x"}' })
  })
  it('is null with nothing stored', () => {
    expect(loadResult()).toBeNull()
  })
})
