/**
 * Contract between the relay's writes and the CMS collections they go to: every field the service
 * sends for a newsletter subscriber (create, confirmation, unsubscribe) and for a failed delivery
 * exists in the collection (Payload would silently drop an unknown one), the failure's `kind` is one
 * of the collection's options, and every PATCH changes only the fields the service account may
 * update (the CMS refuses any other with 403). The records are the ones the real routes and relay
 * queue in an in-memory outbox.
 */
import {
  LeadDeliveryFailures,
  LEAD_FAILURE_KINDS,
} from '@aivis/collections/LeadDeliveryFailures/index'
import { NewsletterSubscribers } from '@aivis/collections/NewsletterSubscribers/index'
import { SERVICE_UPDATABLE_FIELDS } from '@aivis/collections/shared/leadAccess'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { TEST_UNSUBSCRIBE_SECRET, memoryLeads } from '../../test/support/leads'
import { quietLogger } from '../../test/support/logger'
import { confirmToken, unsubscribeToken } from '../tokens'
import { LeadRelay } from './relay'

const names = (c: { fields: unknown[] }) =>
  new Set(
    c.fields.flatMap((f) => (f && typeof f === 'object' && 'name' in f ? [String(f.name)] : [])),
  )

describe('relay writes ↔ CMS newsletter-subscribers and lead-delivery-failures', () => {
  it('newsletter creates and PATCHes name existing fields; PATCHes only updatable ones, by key', async () => {
    const leads = memoryLeads()
    const app = testApp({
      assistants: () => null,
      describe: () => ({ assistants: [], simulated: false }),
      leads,
      logger: quietLogger(),
    })
    const email = 'me@example.com'
    await request(app).post('/functions/v1/newsletter-signup').send({ email })
    await request(app)
      .post('/functions/v1/newsletter-confirm')
      .send({ token: confirmToken(email, TEST_UNSUBSCRIBE_SECRET, Date.now()) })
    await request(app)
      .post('/functions/v1/newsletter-unsubscribe')
      .send({ token: unsubscribeToken(email, TEST_UNSUBSCRIBE_SECRET) })
    await request(app)
      .post('/functions/v1/newsletter-signup')
      .send({ email: 'bot@example.com', company_fax: 'x' })
    await request(app)
      .post('/functions/v1/newsletter-confirm')
      .send({ token: confirmToken('bot@example.com', TEST_UNSUBSCRIBE_SECRET, Date.now()) })
    const ops = leads.ops()
    expect(ops.map((o) => o.method)).toEqual(['POST', 'PATCH', 'PATCH', 'POST', 'PATCH'])
    const fields = names(NewsletterSubscribers)
    const updatable = new Set<string>(SERVICE_UPDATABLE_FIELDS['newsletter-subscribers'])
    for (const op of ops) {
      expect(op.collection).toBe(NewsletterSubscribers.slug)
      expect(Object.keys(op.body).filter((k) => !fields.has(k))).toEqual([])
      if (op.method === 'PATCH') {
        expect(Object.keys(op.where ?? {})).toEqual(['idempotency_key'])
        expect(Object.keys(op.body).filter((k) => !updatable.has(k))).toEqual([])
      }
    }
  })

  it('a failure record names existing fields and a kind the collection offers', async () => {
    const leads = memoryLeads()
    const relay = new LeadRelay({
      store: leads.store,
      cms: { url: 'http://cms.invalid', apiKey: 'k' },
      mailer: { send: async () => {} },
      logger: quietLogger(),
      fetch: (async () =>
        new Response('{"errors":[{"message":"invalid"}]}', { status: 400 })) as typeof fetch,
    })
    const kinds = [
      ['inquiry', 'inquiries'],
      ['newsletter', 'newsletter-subscribers'],
      ['unsubscribe', 'newsletter-subscribers'],
      ['results_email', 'result-email-requests'],
      ['audit', 'audits'],
      ['business_profile', 'business-profiles'],
    ] as const
    leads.store.accept((tx) => {
      for (const [kind, collection] of kinds)
        tx.op({
          key: `k-${kind}`,
          kind,
          collection,
          method: 'POST',
          body: { idempotency_key: `k-${kind}` },
        })
    })
    // One pass: each lead refused, its failure record queued (and refused in turn by this CMS).
    await relay.tick()
    const failures = (
      leads.store as unknown as { db: { prepare(s: string): { all(): { body: string }[] } } }
    ).db
      .prepare("SELECT body FROM ops WHERE kind = 'delivery_failure'")
      .all()
      .map((r) => JSON.parse(r.body) as Record<string, unknown>)
    expect(failures).toHaveLength(kinds.length)
    const fields = names(LeadDeliveryFailures)
    for (const body of failures) {
      expect(Object.keys(body).filter((k) => !fields.has(k))).toEqual([])
      expect(LEAD_FAILURE_KINDS).toContain(body.kind)
      expect(body).toMatchObject({ refused: true, resolved: false })
    }
  })
})
