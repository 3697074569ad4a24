/**
 * The lead functions over HTTP (spec §7 calls 2, 5, 6; spec §5 messages): what is accepted is in
 * the outbox before the answer, bad input gets the field messages, posts the bot checks flag are
 * answered like people and kept as suspected spam without mail, retries with an Idempotency-Key
 * store nothing twice, results emails only about stored audits, limits per client and per address.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { LEAD_ANSWERS, LEAD_MESSAGES, type AuditResult } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { testApp } from '../../../test/support/app'
import { TEST_UNSUBSCRIBE_SECRET, memoryLeads } from '../../../test/support/leads'
import { auditToken } from '../../tokens'
import { DEFAULT_LEAD_LIMITS, createLeadLimits } from '../../limits/leads'
import { quietLogger } from '../../../test/support/logger'

function app() {
  const leads = memoryLeads()
  const a = testApp({
    assistants: () => null,
    describe: () => ({ assistants: [], simulated: false }),
    leads,
    logger: quietLogger(),
  })
  return { app: a, leads }
}

const inquiry = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  businessName: 'Harbour Dental',
  websiteUrl: 'harbourdental.com.au',
  industry: 'health',
  message: 'Please analyse how assistants see our practice in Sydney.',
  company_fax: '',
  form_started_at: Date.now() - 60_000,
}

describe('send-contact-inquiry', () => {
  it('stores the inquiry for the CMS and a notice for sales before answering', async () => {
    const { app: a, leads } = app()
    const res = await request(a).post('/functions/v1/send-contact-inquiry').send(inquiry)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, message: expect.any(String) })
    const [op] = leads.ops()
    expect(op).toMatchObject({
      kind: 'inquiry',
      collection: 'inquiries',
      method: 'POST',
      body: {
        name: 'Ana Silva',
        businessName: 'Harbour Dental',
        websiteUrl: 'https://harbourdental.com.au',
        industry: 'health',
        source: 'contact_page',
        idempotency_key: op.key,
      },
    })
    expect(op.body).not.toHaveProperty('company_fax')
    expect(leads.mails()).toMatchObject([
      { kind: 'inquiry_notice', data: { inquiry: { message: inquiry.message } } },
      {
        key: `${op.key}:received`,
        kind: 'inquiry_received',
        to: 'ana@example.com',
        data: { name: 'Ana Silva', businessName: 'Harbour Dental' },
      },
    ])
    // The acknowledgement carries no copy of the message (docs/decisions/0130).
    expect(JSON.stringify(leads.mails()[1].data)).not.toContain(inquiry.message)
    expect(leads.wakes).toBe(1)
  })

  it('answers 400 with the spec message under each bad field, and stores nothing', async () => {
    const { app: a, leads } = app()
    const res = await request(a)
      .post('/functions/v1/send-contact-inquiry')
      .send({ ...inquiry, name: 'A', email: 'nope', message: 'short' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: 'validation_failed',
      message: 'Please check the highlighted fields.',
      fields: {
        name: LEAD_MESSAGES.name,
        email: LEAD_MESSAGES.email,
        message: LEAD_MESSAGES.message,
      },
    })
    expect(leads.ops()).toEqual([])
  })

  it('refuses a body that is not JSON (415), malformed JSON (400) and a non-object (400)', async () => {
    const { app: a } = app()
    const form = await request(a)
      .post('/functions/v1/send-contact-inquiry')
      .type('form')
      .send('name=Ana')
    expect(form.status).toBe(415)
    const bad = await request(a)
      .post('/functions/v1/send-contact-inquiry')
      .set('content-type', 'application/json')
      .send('{"name": ')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('invalid_json')
    const list = await request(a).post('/functions/v1/send-contact-inquiry').send([1, 2])
    expect(list.status).toBe(400)
  })

  it('keeps a post the bot checks flag (sent within 3 s, or honeypot filled) as suspected spam, answered as a person, with no mail', async () => {
    const { app: a, leads } = app()
    const fast = await request(a)
      .post('/functions/v1/send-contact-inquiry')
      .send({ ...inquiry, form_started_at: Date.now() - 500 })
    const trap = await request(a)
      .post('/functions/v1/send-contact-inquiry')
      .send({ ...inquiry, company_fax: 'http://spam.example' })
    const person = await request(a).post('/functions/v1/send-contact-inquiry').send(inquiry)
    expect(fast.status).toBe(200)
    expect(fast.body).toEqual(person.body)
    expect(trap.body).toEqual(person.body)
    expect(leads.ops()).toMatchObject([
      {
        kind: 'inquiry',
        collection: 'inquiries',
        body: { name: 'Ana Silva', suspected_spam: true, spam_reason: 'too_fast' },
      },
      { kind: 'inquiry', body: { suspected_spam: true, spam_reason: 'honeypot' } },
      { kind: 'inquiry', body: { suspected_spam: false, spam_reason: null } },
    ])
    // Only the person's inquiry is announced to sales and acknowledged.
    const mails = leads.mails()
    expect(mails.map((m) => m.key)).toEqual([
      `${leads.ops()[2].key}:notice`,
      `${leads.ops()[2].key}:received`,
    ])
  })

  it('still answers 400 to an invalid body the bot checks would flag, storing nothing', async () => {
    const { app: a, leads } = app()
    const res = await request(a)
      .post('/functions/v1/send-contact-inquiry')
      .send({ ...inquiry, message: 'short', company_fax: 'x' })
    expect(res.status).toBe(400)
    expect(leads.ops()).toEqual([])
  })

  it('a retried submission with the same Idempotency-Key is stored once, noticed once and acknowledged once', async () => {
    const { app: a, leads } = app()
    for (let i = 0; i < 3; i++) {
      const res = await request(a)
        .post('/functions/v1/send-contact-inquiry')
        .set('Idempotency-Key', 'form-7d1f0c2e-1')
        .send(inquiry)
      expect(res.status).toBe(200)
    }
    expect(leads.ops()).toHaveLength(1)
    expect(leads.mails().map((m) => m.kind)).toEqual(['inquiry_notice', 'inquiry_received'])
  })

  it('503, nothing acknowledged, when the outbox cannot be written', async () => {
    const { app: a, leads } = app()
    leads.store.close()
    const res = await request(a).post('/functions/v1/send-contact-inquiry').send(inquiry)
    expect(res.status).toBe(503)
    expect(res.body.error).toBe('unavailable')
  })
})

/** One assistant that names the business first, at once. */
const quickAssistants = () => [
  {
    id: 'chatgpt' as const,
    name: 'ChatGPT',
    model: 'm',
    simulated: false,
    webSearch: false,
    ask: async () => ({
      text: '1. **Harbour Dental** – great\n2. **Smile Co** – ok',
      citations: [],
      searched: false,
    }),
  },
]

/** The app with an assistant, and the result of one audit it ran (with its id and token). */
async function appWithAudit() {
  const leads = memoryLeads()
  const a = testApp({
    assistants: quickAssistants,
    describe: () => ({ assistants: ['chatgpt'], simulated: false }),
    leads,
    logger: quietLogger(),
  })
  const res = await request(a).post('/functions/v1/competitive-audit').send({
    business_name: 'Harbour Dental',
    target_location: 'Sydney',
    core_product_service: 'dentist',
  })
  expect(res.status).toBe(200)
  const audit = res.body as AuditResult
  // The audit's own lead, committed by the runner: not part of what these tests look at.
  const before = leads.ops().length
  return { app: a, leads, audit, newOps: () => leads.ops().slice(before) }
}

const person = { company_fax: '', form_started_at: Date.now() - 60_000 }
const phishing = makeAuditResult({
  business_name: 'ACTION REQUIRED: your payment failed, verify at https://evil.example/login',
})

describe('send-audit-results', () => {
  it('mails the result the service stored for the audit named by id and token, never the body', async () => {
    const { app: a, leads, audit, newOps } = await appWithAudit()
    expect(audit.audit_id).toEqual(expect.any(String))
    expect(audit.audit_token).toMatch(/^[\w-]{43}$/)
    const res = await request(a)
      .post('/functions/v1/send-audit-results')
      .send({
        email: 'Owner@HarbourDental.com.au',
        audit_id: audit.audit_id,
        audit_token: audit.audit_token,
        // What a forger adds is ignored: the email is built from the stored result.
        businessName: phishing.business_name,
        result: phishing,
        ...person,
      })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, message: LEAD_ANSWERS.resultsEmail })
    expect(newOps()).toMatchObject([
      {
        collection: 'result-email-requests',
        body: {
          email: 'owner@harbourdental.com.au',
          business_name: 'Harbour Dental',
          service: 'dentist',
          location: 'Sydney',
          severity: audit.severity,
          audit: { audit_id: audit.audit_id, business_name: 'Harbour Dental' },
          suspected_spam: false,
        },
      },
    ])
    expect(leads.mails()).toMatchObject([
      {
        kind: 'results_email',
        to: 'owner@harbourdental.com.au',
        data: { result: { business_name: 'Harbour Dental', audit_id: audit.audit_id } },
      },
    ])
    const kept = JSON.stringify([newOps(), leads.mails()])
    expect(kept).not.toContain('evil.example')
    // The capability stays with the visitor.
    expect(kept).not.toContain(audit.audit_token)
  })

  it('refuses a body that carries a result but names no audit, a wrong token and an unknown audit; stores nothing', async () => {
    const { app: a, leads, audit, newOps } = await appWithAudit()
    const post = (body: object) =>
      request(a)
        .post('/functions/v1/send-audit-results')
        .send({ email: 'victim@victim.example', ...body, ...person })
    const forged = await post({ businessName: phishing.business_name, result: phishing })
    expect(forged.status).toBe(400)
    expect(Object.keys(forged.body.fields)).toEqual(['audit_id', 'audit_token'])
    const wrong = await post({
      audit_id: audit.audit_id,
      audit_token: auditToken(audit.audit_id!, 'another-secret-0123456789abcdefghij'),
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual({ error: 'invalid_audit_token', message: expect.any(String) })
    const otherAudit = await post({ audit_id: 'not-an-audit', audit_token: audit.audit_token })
    expect(otherAudit.status).toBe(403)
    const unknown = await post({
      audit_id: 'f3a1c2d4-0000-4000-8000-000000000000',
      audit_token: auditToken('f3a1c2d4-0000-4000-8000-000000000000', TEST_UNSUBSCRIBE_SECRET),
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: 'audit_not_found', message: expect.any(String) })
    expect(newOps()).toEqual([])
    expect(leads.mails()).toEqual([])
  })

  it('keeps a request the bot checks flag as suspected spam, answered alike, with no mail', async () => {
    const { app: a, leads, audit, newOps } = await appWithAudit()
    const res = await request(a)
      .post('/functions/v1/send-audit-results')
      .send({
        email: 'owner@harbourdental.com.au',
        audit_id: audit.audit_id,
        audit_token: audit.audit_token,
        company_fax: '',
        form_started_at: Date.now() - 500,
      })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, message: LEAD_ANSWERS.resultsEmail })
    expect(newOps()).toMatchObject([
      {
        collection: 'result-email-requests',
        body: { business_name: 'Harbour Dental', suspected_spam: true, spam_reason: 'too_fast' },
      },
    ])
    expect(leads.mails()).toEqual([])
  })

  it('asks for a blank email with the spec message', async () => {
    const { app: a, audit } = await appWithAudit()
    const blank = await request(a)
      .post('/functions/v1/send-audit-results')
      .send({ email: '  ', audit_id: audit.audit_id, audit_token: audit.audit_token })
    expect(blank.status).toBe(400)
    expect(blank.body.fields).toEqual({ email: LEAD_MESSAGES.emailRequired })
  })
})

describe('limits per client address and per email address', () => {
  const SECRET = 'test-functions-proxy-secret-0123456789'
  function limitedApp() {
    const leads = memoryLeads()
    const a = testApp({
      assistants: quickAssistants,
      describe: () => ({ assistants: ['chatgpt'], simulated: false }),
      leads,
      logger: quietLogger(),
      leadLimits: createLeadLimits(DEFAULT_LEAD_LIMITS),
      proxySecret: SECRET,
    })
    return { app: a, leads }
  }
  /** A POST as the web proxy sends it for a visitor at `ip`. */
  const from = (a: ReturnType<typeof testApp>, ip: string, url: string, body: object) =>
    request(a).post(url).set('x-client-ip', ip).set('x-proxy-secret', SECRET).send(body)
  const contact = '/functions/v1/send-contact-inquiry'

  it('the 6th inquiry in an hour from one client gets 429 with Retry-After, suspected spam counted; another client is not affected', async () => {
    const { app: a, leads } = limitedApp()
    for (let i = 0; i < 5; i++) {
      const fast = i % 2 === 1 ? { form_started_at: Date.now() - 100 } : {}
      const res = await from(a, '203.0.113.7', contact, {
        ...inquiry,
        email: `ana${i}@example.com`,
        ...fast,
      })
      expect(res.status).toBe(200)
    }
    const refused = await from(a, '203.0.113.7', contact, {
      ...inquiry,
      email: 'ana9@example.com',
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    expect(refused.body).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many inquiries from your network\. Please try again in/),
    })
    expect(leads.ops()).toHaveLength(5)
    const other = await from(a, '203.0.113.8', contact, { ...inquiry, email: 'bo@example.com' })
    expect(other.status).toBe(200)
  })

  it('a retry answered from its Idempotency-Key is not counted again', async () => {
    const { app: a } = limitedApp()
    for (let i = 0; i < 4; i++) {
      const res = await from(a, '203.0.113.9', contact, inquiry).set(
        'Idempotency-Key',
        'form-retried-0001',
      )
      expect(res.status).toBe(200)
    }
    for (let i = 0; i < 4; i++)
      expect(
        (await from(a, '203.0.113.9', contact, { ...inquiry, email: `o${i}@example.com` })).status,
      ).toBe(200)
    expect((await from(a, '203.0.113.9', contact, inquiry)).status).toBe(429)
  })

  it('counts an email address across clients: the 4th inquiry from it in a day is refused', async () => {
    const { app: a } = limitedApp()
    for (let i = 1; i <= 3; i++)
      expect((await from(a, `198.51.100.${i}`, contact, inquiry)).status).toBe(200)
    const refused = await from(a, '198.51.100.4', contact, inquiry)
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })

  it('sends one audit to one address once a day, whoever asks; nothing is stored for the refused one', async () => {
    const { app: a, leads } = limitedApp()
    const res = await from(a, '192.0.2.1', '/functions/v1/competitive-audit', {
      business_name: 'Harbour Dental',
      target_location: 'Sydney',
      core_product_service: 'dentist',
    })
    const audit = res.body as AuditResult
    const ask = (ip: string) =>
      from(a, ip, '/functions/v1/send-audit-results', {
        email: 'owner@harbourdental.com.au',
        audit_id: audit.audit_id,
        audit_token: audit.audit_token,
        ...person,
      })
    expect((await ask('192.0.2.1')).status).toBe(200)
    const again = await ask('192.0.2.2')
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/^These results were already sent to this address/)
    expect(leads.mails()).toHaveLength(1)
  })
})
