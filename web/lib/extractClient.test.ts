// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { extractBusinessInfo } from './extractClient'

import { extractedProfile as profile } from '../test/fixtures'
const reply = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch

afterEach(() => sessionStorage.clear())

describe('extractBusinessInfo (spec §7 call 3)', () => {
  it('posts https:// plus the domain and returns the parsed profile', async () => {
    const fetchImpl = reply(200, JSON.stringify({ ...profile, extra: 1 }))
    const outcome = await extractBusinessInfo('harbourdental.com.au', { fetchImpl })
    expect(outcome).toEqual({ ok: true, profile })
    expect(fetchImpl).toHaveBeenCalledWith(
      '/functions/v1/extract-business-info',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ website: 'https://harbourdental.com.au' }),
      }),
    )
  })

  it("reports the service's error code and message", async () => {
    const body = { error: 'timeout', message: 'The website took too long to answer.' }
    const outcome = await extractBusinessInfo('slow.example', {
      fetchImpl: reply(422, JSON.stringify(body)),
    })
    expect(outcome).toEqual({ ok: false, status: 422, code: 'timeout', message: body.message })
  })

  it('reports a body it cannot read, an unknown error page and a network failure', async () => {
    expect(await extractBusinessInfo('a.example', { fetchImpl: reply(200, '<html>') })).toEqual({
      ok: false,
      status: 200,
      message: 'Invalid JSON from extract-business-info',
    })
    expect(
      await extractBusinessInfo('a.example', { fetchImpl: reply(502, 'Bad Gateway') }),
    ).toEqual({ ok: false, status: 502, message: 'extract-business-info 502: Bad Gateway' })
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await extractBusinessInfo('a.example', { fetchImpl: offline })).toEqual({
      ok: false,
      status: 0,
      message: 'Failed to fetch',
    })
  })
})
