/**
 * Website extraction through the site's origin (spec §7 call 3): what a visitor's browser can ask
 * the stack to fetch, and the clear errors it gets. (No internet here: a real domain is unreachable.)
 */
import { describe, expect, it } from 'vitest'
import { WEB } from './stack'

const extract = (body: unknown) =>
  fetch(`${WEB}/functions/v1/extract-business-info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('extract-business-info through the site', () => {
  it('refuses the stack’s own addresses (422 refused) and bad addresses (400)', async () => {
    const own = await extract({ website: WEB })
    expect(own.status).toBe(400) // the site's port is not 80/443
    const loop = await extract({ website: 'http://127.0.0.1/' })
    expect(loop.status).toBe(422)
    expect(await loop.json()).toMatchObject({ error: 'refused' })
    const scheme = await extract({ website: 'file:///etc/passwd' })
    expect(scheme.status).toBe(400)
    expect(await scheme.json()).toMatchObject({ error: 'invalid_website' })
  })

  it('an unreachable website is a 422 with a message the setup page can log', async () => {
    const res = await extract({ website: 'https://harbourdental.invalid' })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ error: 'unreachable', message: expect.any(String) })
  })
})
