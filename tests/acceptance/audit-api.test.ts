/** The audit function through the web origin, and its recording in the CMS. */
import { auditResultSchema, MISSING_FIELDS_MESSAGE } from '@aivis/contract'
import { describe, expect, it } from 'vitest'
import { CMS, WEB, adminAuth, eventually } from './stack'

const url = `${WEB}/functions/v1/competitive-audit`
const post = (
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => fetch(url, { method: 'POST', headers, body })

describe('POST /functions/v1/competitive-audit through the web origin', () => {
  it('answers the health check', async () => {
    const res = await fetch(url)
    expect(res.status).toBe(200)
  })

  it('returns the full result for {businessName, location, specialism} and records it in the CMS', async () => {
    const businessName = `Harbour Dental ${Date.now()}`
    const res = await post(
      JSON.stringify({ businessName, location: 'Sydney', specialism: 'dentist' }),
    )
    expect(res.status).toBe(200)
    const result = auditResultSchema.parse(await res.json())
    expect(result.business_name).toBe(businessName)
    expect(result.location).toBe('Sydney')
    expect(result.specialism).toBe('dentist')
    expect(result.questions_and_answers).toHaveLength(10)
    expect(result.summary.total_questions).toBe(10)
    expect(result.simulated).toBe(true)
    expect(result.summary.times_you_mentioned).toBe(
      result.questions_and_answers.filter((q) => q.mentioned_you).length,
    )
    for (const qa of result.questions_and_answers) {
      expect(qa.answer.length).toBeGreaterThan(20)
      expect(qa.competitors_mentioned.length).toBeLessThanOrEqual(3)
    }

    const auth = await adminAuth()
    const doc = await eventually(async () => {
      const r = await fetch(
        `${CMS}/api/audits?where[business_name][equals]=${encodeURIComponent(businessName)}`,
        {
          headers: { Authorization: auth },
        },
      )
      const body = (await r.json()) as { docs: Record<string, unknown>[] }
      return body.docs[0]
    })
    expect(doc).toMatchObject({
      business_name: businessName,
      location: 'Sydney',
      severity: result.severity,
      simulated: true,
    })
    expect(doc.questions_and_answers).toHaveLength(10)
  })

  it('returns 400 with a clear message for a malformed body', async () => {
    const res = await post('{"businessName": ')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string }
    expect(body.message).toMatch(/json/i)
  })

  it("returns 400 with the spec's message when a required field is missing", async () => {
    const res = await post(JSON.stringify({ businessName: 'Acme', location: '  ' }))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(MISSING_FIELDS_MESSAGE)
  })
})
