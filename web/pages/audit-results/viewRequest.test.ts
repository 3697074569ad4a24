/**
 * The results view's request body (viewRequest.ts), as the worker and the page build it: the
 * stored text, the locale and the runtime's time zone, gzip-compressed where the runtime can;
 * the server's schema accepts what it builds.
 */
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resultsViewRequestSchema } from '../../server/resultsView.server'
import { buildViewRequest } from './viewRequest'

afterEach(() => vi.unstubAllGlobals())

describe('buildViewRequest', () => {
  it('gzips the stored text with the locale and the time zone, as the server reads it', async () => {
    const stored = JSON.stringify({ some: 'result', text: 'é'.repeat(1000) })
    const { body, gzip } = await buildViewRequest(stored, 'en-AU')
    expect(gzip).toBe(true)
    expect(body).toBeInstanceOf(ArrayBuffer)
    const sent = JSON.parse(gunzipSync(Buffer.from(body as ArrayBuffer)).toString())
    expect(sent).toEqual({
      result: stored,
      locale: 'en-AU',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
    expect(resultsViewRequestSchema.parse(sent)).toEqual(sent)
    expect((body as ArrayBuffer).byteLength).toBeLessThan(stored.length / 5)
  })

  it('sends the JSON as text where the runtime cannot compress, and null when nothing is stored', async () => {
    vi.stubGlobal('CompressionStream', undefined)
    const { body, gzip } = await buildViewRequest(null, undefined)
    expect(gzip).toBe(false)
    expect(JSON.parse(body as string)).toEqual({
      result: null,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
  })
})
