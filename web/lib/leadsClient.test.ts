import { makeAuditResult } from '@aivis/contract/testing'
import { describe, expect, it } from 'vitest'
import {
  LEAD_URLS,
  isEmailable,
  isNetworkError,
  newIdempotencyKey,
  sendAuditResults,
  sendContactInquiry,
  subscribeNewsletter,
} from './leadsClient'

const bot = { honeypot: '', startedAt: 1_700_000_000_000 }

function fakeFetch(...answers: (Response | Error)[]) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    const next = answers.shift()!
    if (next instanceof Error) throw next
    return next
  }) as unknown as typeof fetch
  return { fetchImpl, calls, body: (i = 0) => JSON.parse(String(calls[i].init?.body)) }
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const inquiry = {
  name: 'Jane Citizen',
  email: 'jane@example.com',
  businessName: 'Harbour Dental',
  websiteUrl: 'harbourdental.com.au',
  industry: 'health',
  message: 'We would like to know where we stand in AI answers.',
}

describe('sendContactInquiry (spec §7 call 6)', () => {
  it('posts the form values and the bot fields as JSON to the site’s own origin', async () => {
    const { fetchImpl, calls, body } = fakeFetch(json({ success: true, message: 'Received.' }))
    const outcome = await sendContactInquiry(inquiry, bot, { fetchImpl })
    expect(outcome).toEqual({ ok: true, message: 'Received.', alreadySubscribed: false })
    expect(calls[0].url).toBe(LEAD_URLS.contact)
    expect(calls[0].url).toBe('/functions/v1/send-contact-inquiry')
    expect(calls[0].init?.method).toBe('POST')
    expect(calls[0].init?.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(body()).toEqual({ ...inquiry, company_fax: '', form_started_at: bot.startedAt })
  })
  it('passes a filled honeypot on (the service answers bots like people)', async () => {
    const { fetchImpl, body } = fakeFetch(json({ success: true, message: '' }))
    await sendContactInquiry(inquiry, { ...bot, honeypot: '555-0100' }, { fetchImpl })
    expect(body().company_fax).toBe('555-0100')
  })
  it('returns the per-field messages of a 400 validation_failed', async () => {
    const { fetchImpl } = fakeFetch(
      json(
        {
          error: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { message: 'Message must be at least 20 characters' },
        },
        400,
      ),
    )
    expect(await sendContactInquiry(inquiry, bot, { fetchImpl })).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Please check the highlighted fields.',
      fields: { message: 'Message must be at least 20 characters' },
    })
  })
  it('reports a 5xx with the server’s message, and one without a body', async () => {
    const { fetchImpl } = fakeFetch(
      json({ error: 'unavailable', message: 'Try again in a minute.' }, 503),
      new Response('<html>Bad gateway</html>', { status: 502 }),
    )
    expect(await sendContactInquiry(inquiry, bot, { fetchImpl })).toEqual({
      ok: false,
      kind: 'server',
      status: 503,
      message: 'Try again in a minute.',
    })
    expect(await sendContactInquiry(inquiry, bot, { fetchImpl })).toEqual({
      ok: false,
      kind: 'server',
      status: 502,
    })
  })
  it('never throws on a network failure: it reports it', async () => {
    const { fetchImpl } = fakeFetch(new TypeError('Failed to fetch'))
    expect(await sendContactInquiry(inquiry, bot, { fetchImpl })).toEqual({
      ok: false,
      kind: 'network',
      message: 'Failed to fetch',
    })
  })
  it('does not take a 200 without success: true for a success', async () => {
    const { fetchImpl } = fakeFetch(new Response('OK'))
    expect(await sendContactInquiry(inquiry, bot, { fetchImpl })).toEqual({
      ok: false,
      kind: 'server',
      status: 200,
    })
  })
})

describe('subscribeNewsletter (spec §7 call 5)', () => {
  it('posts the trimmed email with source footer_newsletter', async () => {
    const { fetchImpl, calls, body } = fakeFetch(json({ success: true, message: 'Subscribed.' }))
    const outcome = await subscribeNewsletter(' jane@example.com ', bot, { fetchImpl })
    expect(outcome).toEqual({ ok: true, message: 'Subscribed.', alreadySubscribed: false })
    expect(calls[0].url).toBe('/functions/v1/newsletter-signup')
    expect(body()).toEqual({
      email: 'jane@example.com',
      source: 'footer_newsletter',
      company_fax: '',
      form_started_at: bot.startedAt,
    })
  })
  it('tells an email already on the list', async () => {
    const { fetchImpl } = fakeFetch(
      json({ success: true, message: 'Already subscribed.', already_subscribed: true }),
    )
    expect(await subscribeNewsletter('jane@example.com', bot, { fetchImpl })).toMatchObject({
      ok: true,
      alreadySubscribed: true,
    })
  })
})

describe('Idempotency-Key', () => {
  const key = (init?: RequestInit) => (init?.headers as Record<string, string>)['Idempotency-Key']
  it('is a new random key per submission, and the one given when a submission is sent again', async () => {
    const { fetchImpl, calls } = fakeFetch(
      json({ success: true, message: '' }),
      json({ success: true, message: '' }),
      json({ success: true, message: '' }),
    )
    await subscribeNewsletter('jane@example.com', bot, { fetchImpl })
    await subscribeNewsletter('jane@example.com', bot, { fetchImpl })
    expect(key(calls[0].init)).not.toBe(key(calls[1].init))
    const again = newIdempotencyKey()
    await sendContactInquiry(inquiry, bot, { fetchImpl, idempotencyKey: again })
    expect(key(calls[2].init)).toBe(again)
    // The service accepts 8–100 word characters or dashes.
    expect(again).toMatch(/^[\w-]{8,100}$/)
  })
})

describe('sendAuditResults (spec §7 call 2)', () => {
  const result = { ...makeAuditResult(), audit_id: 'job-1', audit_token: 't'.repeat(43) }
  it('sends the address and the audit by its id and token, nothing of the result itself', async () => {
    const { fetchImpl, calls, body } = fakeFetch(json({ success: true, message: 'On the way.' }))
    expect(isEmailable(result)).toBe(true)
    const outcome = await sendAuditResults(' jane@example.com', result, bot, {
      fetchImpl,
    })
    expect(outcome.ok).toBe(true)
    expect(calls[0].url).toBe('/functions/v1/send-audit-results')
    expect(body()).toEqual({
      email: 'jane@example.com',
      audit_id: 'job-1',
      audit_token: 't'.repeat(43),
      company_fax: '',
      form_started_at: bot.startedAt,
    })
  })
  it('tells a result stored without a token (before tokens existed) from one that can be emailed', () => {
    expect(isEmailable(makeAuditResult({ audit_id: 'job-1' }))).toBe(false)
    expect(isEmailable(makeAuditResult({ audit_token: 't'.repeat(43) }))).toBe(false)
  })
  it('reports a 429 with the server’s message', async () => {
    const { fetchImpl } = fakeFetch(
      json(
        { error: 'rate_limited', message: 'Too many requests. Please try again in 1 hour.' },
        429,
      ),
    )
    expect(await sendAuditResults('jane@example.com', result, bot, { fetchImpl })).toEqual({
      ok: false,
      kind: 'server',
      status: 429,
      message: 'Too many requests. Please try again in 1 hour.',
    })
  })
})

describe('isNetworkError (spec §8)', () => {
  it('recognises the browsers’ fetch failures and nothing else', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      true,
    )
    expect(isNetworkError(new TypeError('Load failed'))).toBe(true)
    expect(isNetworkError('Failed to fetch')).toBe(true)
    expect(isNetworkError(new Error('Unable to send results'))).toBe(false)
  })
})
