/**
 * Contract between the public `send-contact-inquiry` function and the CMS `inquiries` collection,
 * property-based: every body the function's schema (`contactInquirySchema`) accepts, mapped by
 * `inquiryDocument` as the relay sends it, is accepted by the collection when created as the audit
 * service's account (Payload Local API, `overrideAccess: false`), and the blanks are stored empty
 * (null). Likewise every `newsletter-signup` body's email and source are accepted by the
 * `newsletter-subscribers` collection, and every `business_facts` value the contract's
 * `businessFactsSchema` accepts is stored with an audit and read back unchanged. A refused document
 * would be retried by the relay and never reach the CMS. Runs on a fresh
 * SQLite file in a temp dir (committed migrations applied, seed run), or on the empty database named
 * by CMS_TEST_DATABASE_URI.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BUSINESS_STATUSES,
  INDUSTRIES,
  businessFactsSchema,
  contactInquirySchema,
  inquiryDocument,
  newsletterSignupSchema,
} from '@aivis/contract'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-leads-contract-'))
let payload: Payload
let service: any

beforeAll(async () => {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.CMS_API_KEY = 'test-leads-contract-api-key-abcdefgh'
  process.env.WEB_PURGE_URL = 'off'
  // The first-start seed uploads files to Media: into this test's folder, not the repository's data.
  process.env.MEDIA_DIR = path.join(dir, 'media')
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: 'audit-service@example.com' } },
    overrideAccess: true,
  })
  service = { ...docs[0], collection: 'users' }
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

/** Strings of `chars` with `min`–`max` characters. */
const text = (chars: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max })

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.'&éñøü中"
/** Characters zod's email pattern allows in the local part and in domain labels. */
const LOCAL = "abcxyzABC0189_'+-."
const LABEL = 'abcxyz0189-'

const email = fc
  .tuple(text(LOCAL, 1, 20), fc.array(text(LABEL, 1, 12), { minLength: 1, maxLength: 3 }))
  .map(([local, labels]) => `${local}@${labels.join('.')}.com`)
const blank = fc.constantFrom('', '  ')
const website = fc.oneof(
  blank,
  fc.webUrl(),
  fc.domain(),
  text(LABEL, 1, 20).map((l) => `${l}.com`),
)
const industry = fc.oneof(fc.constant(''), fc.constantFrom(...INDUSTRIES.map((i) => i.value)))

/** Bodies of send-contact-inquiry; the optional fields are each present, blank or absent. */
const body = fc
  .record(
    {
      name: text(LETTERS, 2, 200),
      email,
      businessName: text(LETTERS, 2, 200),
      websiteUrl: website,
      industry,
      message: text(LETTERS + '\n!?,:;()', 20, 1000),
    },
    { requiredKeys: ['name', 'email', 'businessName', 'message'] },
  )
  .filter((b) => contactInquirySchema.safeParse(b).success)

/**
 * Creates `data` in `collection` as the audit service, which is answered with the id and key only;
 * returns the document as stored.
 */
async function createAsService(collection: 'inquiries' | 'newsletter-subscribers', data: object) {
  const answer = await payload.create({
    collection,
    data: data as never,
    user: service,
    overrideAccess: false,
  })
  expect(Object.keys(answer).sort()).toEqual(['id', 'idempotency_key'])
  return (await payload.findByID({ collection, id: answer.id, depth: 0 })) as any
}

/** Creates the mapped document of `raw` as the audit service; returns it and the stored one. */
async function relay(raw: unknown) {
  const inquiry = contactInquirySchema.parse(raw)
  const doc = inquiryDocument(inquiry, randomUUID())
  return { doc, stored: await createAsService('inquiries', doc) }
}

const valid = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  businessName: 'Harbour Dental',
  message: 'Please call me back about AI visibility.',
}

describe('send-contact-inquiry ↔ CMS inquiries', () => {
  it('stores an inquiry whose industry and website were left blank, with both empty', async () => {
    const { stored } = await relay({ ...valid, industry: '', websiteUrl: '' })
    expect(stored.industry ?? null).toBeNull()
    expect(stored.websiteUrl ?? null).toBeNull()
    expect(stored.businessName).toBe('Harbour Dental')
  })

  it('stores an inquiry without the optional fields', async () => {
    const { stored } = await relay(valid)
    expect(stored.industry ?? null).toBeNull()
    expect(stored.websiteUrl ?? null).toBeNull()
  })

  it('takes a blank industry string as none', async () => {
    const doc = {
      ...inquiryDocument(contactInquirySchema.parse(valid), randomUUID()),
      industry: '',
    }
    const stored = await createAsService('inquiries', doc)
    expect(stored.industry ?? null).toBeNull()
  })

  it('accepts every inquiry the function accepts (100 generated bodies)', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const { doc, stored } = await relay(raw)
        expect(stored.industry ?? null).toBe(doc.industry || null)
        expect(stored.websiteUrl ?? null).toBe(doc.websiteUrl || null)
        expect(stored).toMatchObject({
          name: doc.name,
          email: doc.email,
          businessName: doc.businessName,
          message: doc.message,
          source: 'contact_page',
          idempotency_key: doc.idempotency_key,
        })
      }),
      { numRuns: 100 },
    )
  })
})

describe('newsletter-signup ↔ CMS newsletter-subscribers', () => {
  it('accepts every signup the function accepts (100 generated bodies)', async () => {
    const seen = new Set<string>()
    const signup = fc
      .record(
        { email, source: fc.oneof(blank, text('abcxyz0189_-', 1, 40)) },
        { requiredKeys: ['email'] },
      )
      .filter((b) => newsletterSignupSchema.safeParse(b).success)
    await fc.assert(
      fc.asyncProperty(signup, async (raw) => {
        const { email, source } = newsletterSignupSchema.parse(raw)
        // One document per email: the function answers an address it knows without a new one.
        if (seen.has(email)) return
        seen.add(email)
        const stored = await createAsService('newsletter-subscribers', {
          email,
          source,
          unsubscribed: false,
          idempotency_key: randomUUID(),
        })
        expect(stored).toMatchObject({ email, source, unsubscribed: false })
      }),
      { numRuns: 100 },
    )
  })
})

describe('audit business_facts ↔ CMS audits.business_facts', () => {
  const PHONE = '0123456789 +-()'
  const line = fc.constantFrom(
    'Mo-Fr 08:00-18:00',
    'Sa 09:00-12:00,13:00-16:00',
    'Mo,We,Fr 07:30-19:00',
    'Su 00:00-24:00',
  )
  /** The owner's facts as a form or the extraction sends them: any part present, blank or absent. */
  const facts = fc
    .record(
      {
        telephone: fc.oneof(blank, text(PHONE, 3, 40)),
        address: fc.record(
          {
            streetAddress: text(LETTERS, 0, 200),
            addressLocality: text(LETTERS, 0, 200),
            addressRegion: text(LETTERS, 0, 200),
            postalCode: text('0123456789 ABC-', 0, 20),
            addressCountry: text(LETTERS, 0, 60),
          },
          { requiredKeys: [] },
        ),
        openingHours: fc.array(line, { maxLength: 7 }),
        email: fc.oneof(blank, email),
        priceRange: text('$€£ -0123456789', 0, 40),
        foundingDate: fc.constantFrom('', '1998', '2009-03', '2015-11-30'),
        services: fc.array(text(LETTERS, 1, 120), { maxLength: 10 }),
        status: fc.constantFrom(...BUSINESS_STATUSES),
      },
      { requiredKeys: [] },
    )
    .map((raw) => businessFactsSchema.safeParse(raw))
    .filter((r) => r.success)
    .map((r) => r.data!)

  it('stores every value businessFactsSchema accepts and reads it back unchanged (50 generated)', async () => {
    await fc.assert(
      fc.asyncProperty(facts, async (business_facts) => {
        const answer = await payload.create({
          collection: 'audits',
          data: {
            business_name: 'Harbour Dental',
            specialism: 'dentist',
            location: 'Sydney',
            severity: 'LOW',
            business_facts,
            idempotency_key: `audit:${randomUUID()}`,
          } as never,
          user: service,
          overrideAccess: false,
        })
        const stored = await payload.findByID({ collection: 'audits', id: answer.id, depth: 0 })
        // JSON-equal: what the audit service sent (undefined parts are never sent).
        expect(stored.business_facts).toEqual(JSON.parse(JSON.stringify(business_facts)))
        expect(businessFactsSchema.parse(stored.business_facts)).toEqual(business_facts)
      }),
      { numRuns: 50 },
    )
  })

  it('stores an audit without facts with none', async () => {
    const answer = await payload.create({
      collection: 'audits',
      data: {
        business_name: 'Harbour Dental',
        specialism: 'dentist',
        location: 'Sydney',
        severity: 'LOW',
        business_facts: null,
      } as never,
      user: service,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'audits', id: answer.id, depth: 0 })
    expect(stored.business_facts ?? null).toBeNull()
  })
})
