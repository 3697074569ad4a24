/**
 * The lead functions over HTTP (spec §7 calls 2, 5, 6; spec §5 messages): what is accepted is in
 * the outbox before the answer, bad input gets the field messages, posts the bot checks flag are
 * answered like people and kept as suspected spam without mail, retries with an Idempotency-Key
 * store nothing twice.
 */
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { LEAD_MESSAGES } from '@aivis/contract'
import { makeAuditResult } from '@aivis/contract/testing'
import { testApp } from '../../../test/support/app'
import { memoryLeads } from '../../../test/support/leads'
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

const result = makeAuditResult()

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
    ])
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
    // Only the person's inquiry is announced to sales.
    const mails = leads.mails()
    expect(mails).toHaveLength(1)
    expect(mails[0].key).toBe(`${leads.ops()[2].key}:notice`)
  })

  it('still answers 400 to an invalid body the bot checks would flag, storing nothing', async () => {
    const { app: a, leads } = app()
    const res = await request(a)
      .post('/functions/v1/send-contact-inquiry')
      .send({ ...inquiry, message: 'short', company_fax: 'x' })
    expect(res.status).toBe(400)
    expect(leads.ops()).toEqual([])
  })

  it('a retried submission with the same Idempotency-Key is stored once', async () => {
    const { app: a, leads } = app()
    for (let i = 0; i < 3; i++) {
      const res = await request(a)
        .post('/functions/v1/send-contact-inquiry')
        .set('Idempotency-Key', 'form-7d1f0c2e-1')
        .send(inquiry)
      expect(res.status).toBe(200)
    }
    expect(leads.ops()).toHaveLength(1)
    expect(leads.mails()).toHaveLength(1)
  })

  it('503, nothing acknowledged, when the outbox cannot be written', async () => {
    const { app: a, leads } = app()
    leads.store.close()
    const res = await request(a).post('/functions/v1/send-contact-inquiry').send(inquiry)
    expect(res.status).toBe(503)
    expect(res.body.error).toBe('unavailable')
  })
})

describe('send-audit-results', () => {
  it('stores the request with its audit and the results email; blank email gets the spec message', async () => {
    const { app: a, leads } = app()
    const res = await request(a).post('/functions/v1/send-audit-results').send({
      email: 'owner@harbourdental.com.au',
      businessName: 'Harbour Dental',
      service: 'dentist',
      location: 'Sydney',
      chatgptResults: [],
      claudeResults: [],
      result,
    })
    expect(res.status).toBe(200)
    expect(leads.ops()).toMatchObject([
      {
        collection: 'result-email-requests',
        body: {
          email: 'owner@harbourdental.com.au',
          business_name: 'Harbour Dental',
          severity: 'LOW',
        },
      },
    ])
    expect(leads.mails()).toMatchObject([
      {
        kind: 'results_email',
        to: 'owner@harbourdental.com.au',
        data: { result: { business_name: 'Harbour Dental' } },
      },
    ])
    const blank = await request(a)
      .post('/functions/v1/send-audit-results')
      .send({ email: '  ', businessName: 'Harbour Dental', result })
    expect(blank.status).toBe(400)
    expect(blank.body.fields).toEqual({ email: LEAD_MESSAGES.emailRequired })
  })
})
