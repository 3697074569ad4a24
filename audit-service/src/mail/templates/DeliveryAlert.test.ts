import { describe, expect, it } from 'vitest'
import { deliveryAlert } from '.'
import { hrefs, visible } from '../../../test/support/mail'

const base = {
  kind: 'inquiry',
  attempts: 5,
  error: 'HTTP 400: {"errors":[{"message":"The following field is invalid: industry"}]}',
  since: '2026-11-24T09:30:00.000Z',
  pending: 12,
  adminUrl: 'https://cms.visibly.ai/admin/',
}

describe('delivery alert: what failed, that nothing is lost, where to look', () => {
  it('a CMS outage: says the leads wait and are delivered, with the count and the admin link', async () => {
    const m = await deliveryAlert({ ...base, reason: 'down', error: 'ECONNREFUSED' })
    expect(m.subject).toBe('Leads are not reaching the CMS')
    const seen = visible(m.html)
    expect(seen).toContain('after 5 attempts')
    expect(seen).toContain('12 CMS writes are waiting')
    expect(seen).toContain('The CMS said: ECONNREFUSED')
    expect(m.text).toContain('nothing is lost')
    expect(hrefs(m.html)).toContain(
      'https://cms.visibly.ai/admin/collections/lead-delivery-failures',
    )
  })

  it('a refusal: says the lead is kept for a replay and shows the CMS answer escaped', async () => {
    const m = await deliveryAlert({ ...base, reason: 'refused', kind: 'results_email' })
    expect(m.subject).toBe('A lead was refused by the CMS')
    const seen = visible(m.html)
    expect(seen).toContain('refused a new results email lead')
    expect(seen).toContain('replay it there')
    expect(seen).toContain('The following field is invalid: industry')
    expect(m.html).not.toContain('{"errors"')
    expect(m.html).not.toContain('<img')
  })
})
