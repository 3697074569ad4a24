/** Lead privacy and live content editing across CMS and site. */
import { describe, expect, it } from 'vitest'
import { ADMIN, CMS, WEB, adminAuth, eventually } from './stack'

describe('CMS access from outside', () => {
  it('answers its health and readiness probes, revealing nothing else (docs/decisions/0032)', async () => {
    const health = await fetch(`${CMS}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${CMS}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
    expect(ready.headers.get('cache-control')).toBe('no-store')
  })

  it.each(['audits', 'inquiries', 'newsletter-subscribers', 'business-profiles', 'users'])(
    'refuses anonymous reads of %s',
    async (slug) => {
      const res = await fetch(`${CMS}/api/${slug}`)
      expect(res.status).toBe(403)
    },
  )

  it('gives the public site’s origin no credentialed CORS and no CSRF pass (docs/decisions/0045)', async () => {
    const preflight = await fetch(`${CMS}/api/users/me`, {
      method: 'OPTIONS',
      headers: { Origin: WEB, 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    // A staff session cookie sent from the site's origin counts for nothing.
    const login = await fetch(`${CMS}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const me = await fetch(`${CMS}/api/users/me`, {
      headers: { Origin: WEB, Cookie: `payload-token=${token}` },
    })
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    const write = await fetch(`${CMS}/api/globals/site-settings`, {
      method: 'POST',
      headers: {
        Origin: WEB,
        Cookie: `payload-token=${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ bookingUrl: 'https://attacker.example/book' }),
    })
    expect(write.status).toBe(403)
    // The admin's own origin still works.
    const own = await fetch(`${CMS}/api/users/me`, {
      headers: { Origin: new URL(CMS).origin, Cookie: `payload-token=${token}` },
    })
    expect(((await own.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email)
  })

  it('keeps the admin out of frames and sends its security headers (docs/decisions/0045)', async () => {
    const res = await fetch(`${CMS}/admin/login`)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('serves published content anonymously', async () => {
    const res = await fetch(`${CMS}/api/offers?sort=order`)
    expect(res.status).toBe(200)
    const { docs } = (await res.json()) as { docs: { slug: string; price: number }[] }
    expect(docs.map((d) => d.slug)).toEqual(['course', 'foundations', 'pro', 'maintenance'])
  })

  it('shows a Course price changed in the admin on the next home page load, without a restart', async () => {
    const auth = await adminAuth()
    const list = (await (await fetch(`${CMS}/api/offers?where[slug][equals]=course`)).json()) as {
      docs: { id: number; price: number }[]
    }
    const course = list.docs[0]
    const home = await (await fetch(`${WEB}/`)).text()
    expect(home).toContain(`$${course.price}`)
    const newPrice = course.price + 30
    const patch = await fetch(`${CMS}/api/offers/${course.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: auth },
      body: JSON.stringify({ price: newPrice }),
    })
    expect(patch.status).toBe(200)
    try {
      await eventually(
        async () => (await (await fetch(`${WEB}/`)).text()).includes(`$${newPrice}`),
        5_000,
      )
    } finally {
      await fetch(`${CMS}/api/offers/${course.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', Authorization: auth },
        body: JSON.stringify({ price: course.price }),
      })
    }
  })
})

describe('site routes', () => {
  it('redirects /privacy-policy to /privacy (seeded CMS redirect)', async () => {
    const res = await fetch(`${WEB}/privacy-policy`, { redirect: 'manual' })
    expect([301, 308]).toContain(res.status)
    expect(new URL(res.headers.get('location')!, WEB).pathname).toBe('/privacy')
  })

  it('renders a footer page from the CMS', async () => {
    const res = await fetch(`${WEB}/privacy`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('What we collect')
  })

  it('server-renders the home page with its critical CSS in <head> and the spec title', async () => {
    const html = await (await fetch(`${WEB}/`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<style data-emotion="css [^"]+">/)
    expect(head).toMatch(/<title>[^<]+ - AI Visibility for Business<\/title>/)
    expect(head).toContain('content="Get found by AI assistants like ChatGPT, Claude, and Gemini"')
    expect(html).toContain('Why AI Visibility Matters')
  })

  it('sends /audit-setup without a domain home, and keeps it out of search engines', async () => {
    const res = await fetch(`${WEB}/audit-setup`, { redirect: 'manual' })
    expect([301, 302, 307]).toContain(res.status)
    expect(new URL(res.headers.get('location')!, WEB).pathname).toBe('/')
    const page = await (await fetch(`${WEB}/audit-setup?domain=example.com`)).text()
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  it('answers an unknown path with the 404 page', async () => {
    const res = await fetch(`${WEB}/no-such-page-${Date.now()}`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Oops! Page not found')
  })
})
