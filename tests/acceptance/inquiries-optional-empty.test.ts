/**
 * Contact inquiries with every optional field left empty (the /contact form's Website and Industry
 * are optional and are sent as '') reach the CMS, each exactly once, through the whole stack: the
 * site's proxy, the audit service's outbox and relay, and the CMS collection's validation. An
 * inquiry the CMS refused would be retried or reported as a delivery failure, never listed here.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CMS, WEB, adminAuth, eventually } from './stack'

const COUNT = 50

describe('inquiries with empty optional fields', () => {
  it(`${COUNT} inquiries with Website and Industry left empty all reach the CMS once`, async () => {
    const run = randomUUID().slice(0, 8)
    const emails = Array.from({ length: COUNT }, (_, i) => `empty-${run}-${i}@example.com`)
    const answers = await Promise.all(
      emails.map((email, i) =>
        fetch(`${WEB}/functions/v1/send-contact-inquiry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `empty-${run}-${i}` },
          body: JSON.stringify({
            name: `Visitor ${i}`,
            email,
            businessName: `Empty Fields ${run} ${i}`,
            websiteUrl: '',
            industry: '',
            message: `An inquiry with nothing optional filled in (${run}/${i}).`,
            company_fax: '',
            form_started_at: Date.now() - 10_000,
          }),
        }).then((r) => r.status),
      ),
    )
    expect(answers).toEqual(emails.map(() => 200))

    const auth = await adminAuth()
    const stored = await eventually(async () => {
      const res = await fetch(
        `${CMS}/api/inquiries?where[email][like]=empty-${run}-&limit=200&depth=0`,
        { headers: { Authorization: auth } },
      )
      if (!res.ok) throw new Error(`inquiries: ${res.status}`)
      const { docs } = (await res.json()) as { docs: Record<string, unknown>[] }
      return docs.length >= COUNT ? docs : null
    }, 60_000)
    // Each once: as many documents as addresses, every address among them.
    expect(stored).toHaveLength(COUNT)
    expect(new Set(stored.map((d) => d.email))).toEqual(new Set(emails))
    for (const doc of stored) expect(doc).toMatchObject({ websiteUrl: null, industry: null })
  })
})
