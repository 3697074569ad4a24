/**
 * The re-check stop link against the running stack (docs/decisions/0079, 0097): posting it again
 * changes nothing more in the CMS, and each client address may post stop links only so often (429
 * with Retry-After). The re-check is created by the admin with its first run far ahead (the sweep
 * never runs it); its stop link is signed as the stack's audit service signs it (development
 * UNSUBSCRIBE_SECRET unless STACK_UNSUBSCRIBE_SECRET says otherwise).
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LEAD_LIMITS } from '../../audit-service/src/limits/leads'
import { recheckStopToken } from '../../audit-service/src/tokens'
import { DEV_FUNCTIONS_PROXY_SECRET } from '../../web/server/config.server'
import { AUDIT, CMS, WEB, adminAuth, eventually } from './stack'

const UNSUBSCRIBE_SECRET =
  process.env.STACK_UNSUBSCRIBE_SECRET ?? 'dev-unsubscribe-secret-000000000000000000'
const PROXY_SECRET = process.env.STACK_FUNCTIONS_PROXY_SECRET ?? DEV_FUNCTIONS_PROXY_SECRET

const stopPath = (key: string) =>
  `/functions/v1/recheck-stop?token=${encodeURIComponent(recheckStopToken(key, UNSUBSCRIBE_SECRET))}`

/** The mail client's RFC 8058 one-click POST of a stop link, through the site. */
const oneClick = (key: string) =>
  fetch(`${WEB}${stopPath(key)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })

/** An active re-check of a new customer, created by the admin; its key. */
async function activeRecheck(auth: string): Promise<{ key: string; id: string | number }> {
  const json = { 'content-type': 'application/json', authorization: auth }
  const customer = await fetch(`${CMS}/api/customers`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `stop-${randomUUID().slice(0, 8)}@example.com`,
      password: 'a-long-password-for-tests',
    }),
  })
  expect(customer.status).toBe(201)
  const key = `recheck:${randomUUID()}`
  const recheck = await fetch(`${CMS}/api/rechecks`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      business_name: 'Stop Link Dental',
      specialism: 'dentist',
      location: 'Sydney',
      customer: (await customer.json()).doc.id,
      active: true,
      // Not due for a year: the stack's sweep leaves it alone.
      last_run_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      idempotency_key: key,
    }),
  })
  expect(recheck.status).toBe(201)
  return { key, id: (await recheck.json()).doc.id }
}

describe('the re-check stop link (stack)', () => {
  it('posted again after the stop was delivered, it changes nothing more in the CMS', async () => {
    const auth = await adminAuth()
    const { key, id } = await activeRecheck(auth)
    const read = async () =>
      (await (
        await fetch(`${CMS}/api/rechecks/${id}`, { headers: { authorization: auth } })
      ).json()) as { active: boolean; stopped_at: string | null }
    expect((await oneClick(key)).status).toBe(200)
    const stopped = await eventually(async () => {
      const r = await read()
      return r.active === false && r.stopped_at ? r : null
    })
    for (let i = 0; i < 3; i++) {
      const again = await oneClick(key)
      expect(again.status).toBe(200)
      expect(await again.text()).toContain('Re-checks stopped.')
    }
    // Time for any write queued by those posts to reach the CMS.
    await new Promise((r) => setTimeout(r, 3000))
    expect(await read()).toMatchObject({ active: false, stopped_at: stopped.stopped_at })
  }, 30_000)

  it('answers 429 with Retry-After once a client address has posted stop links its hourly number of times', async () => {
    const key = `recheck:${randomUUID()}`
    // Straight to the audit service, vouched for as the site's proxy does, for an address of its own.
    const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`
    const post = () =>
      fetch(`${AUDIT}${stopPath(key)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-client-ip': ip,
          'x-proxy-secret': PROXY_SECRET,
        },
        body: '{}',
      })
    const allowed = DEFAULT_LEAD_LIMITS.recheckStop.perClientPerHour
    for (let i = 0; i < allowed; i++) expect((await post()).status).toBe(200)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' })
  })
})
