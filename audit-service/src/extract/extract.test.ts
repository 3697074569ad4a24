/**
 * Website extraction (spec §7 call 3): refused targets never reached (server-side request forgery),
 * limits on size and time, what is read from the markup, the model fallback, the per-domain
 * cache and CMS record, and the limits per client address and per website.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/support/app'
import { SqliteAuditCache } from '../jobs/cache'
import { DEFAULT_LEAD_LIMITS, createLeadLimits } from '../limits/leads'
import { fakeServer } from '../../test/support/fakeServer'
import { memoryLeads } from '../../test/support/leads'
import { contactPageUrl } from './contactPage'
import { modelExtractor } from './model'
import { parseBusinessInfo } from './parse'
import { quietLogger } from '../../test/support/logger'

const servers: Server[] = []
const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
    servers.push(server)
  })
afterAll(() => servers.forEach((s) => (s.closeAllConnections(), s.close())))

/** Canaries on the loopback addresses' port 80: any request that reaches one is a failure. */
const canary = { hits: 0 }
/** A fixture "website" the tests may reach (through `testing.allowLocal`). */
let site = ''
const fixtures: Record<string, (res: import('node:http').ServerResponse) => void> = {}
let fixtureHits = 0

beforeAll(async () => {
  const hit = createServer((_req, res) => {
    canary.hits++
    res.end('<title>canary</title>')
  })
  await listen(hit, 80, '127.0.0.1')
  const hit6 = createServer((_req, res) => {
    canary.hits++
    res.end('<title>canary</title>')
  })
  await listen(hit6, 80, '::1')
  const fx = createServer((req, res) => {
    fixtureHits++
    const f = fixtures[req.url ?? '']
    if (f) return f(res)
    res.writeHead(404).end()
  })
  site = `http://127.0.0.1:${await listen(fx, 0, '127.0.0.1')}`
})

const strictApp = () =>
  testApp({
    describe: () => ({ assistants: ['chatgpt'], simulated: true }),
    leads: memoryLeads(),
    logger: quietLogger(),
  })
const extract = (app: ReturnType<typeof testApp>, website: string) =>
  request(app).post('/functions/v1/extract-business-info').send({ website })

describe('extract-business-info refuses what it must not fetch', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['a name that resolves to loopback', 'http://localhost/'],
    ['decimal IP', 'http://2130706433/'],
    ['octal IP', 'http://0177.0.0.1/'],
    ['hex IP', 'http://0x7f000001/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['link-local IPv6', 'http://[fe80::1]/'],
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 192.168/16', 'https://192.168.1.1/'],
    ['private 172.16/12', 'http://172.16.0.1/'],
  ])('%s (%s): 422 refused, nothing reached', async (_label, website) => {
    const t0 = Date.now()
    const res = await extract(strictApp(), website)
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('refused')
    expect(Date.now() - t0).toBeLessThan(5000)
    expect(canary.hits).toBe(0)
  })

  it.each([
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://127.0.0.1/'],
    ['gopher:', 'gopher://127.0.0.1:70/'],
    ['data:', 'data:text/html,<title>x</title>'],
    ['javascript:', 'javascript:alert(1)'],
    ['another port', 'http://127.0.0.1:22/'],
    ['credentials', 'http://user:pass@example.com/'],
  ])('%s (%s): 400 invalid_website', async (_label, website) => {
    const res = await extract(strictApp(), website)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_website', message: expect.any(String) })
    expect(canary.hits).toBe(0)
  })

  it('a redirect to cloud metadata, a file or too many redirects is refused', async () => {
    fixtures['/to-metadata'] = (res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    fixtures['/to-file'] = (res) => res.writeHead(301, { location: 'file:///etc/passwd' }).end()
    fixtures['/loop'] = (res) => res.writeHead(302, { location: '/loop' }).end()
    fixtures['/to-loopback6'] = (res) => res.writeHead(302, { location: 'http://[::1]/' }).end()
    const app = testApp({
      describe: () => ({ assistants: ['chatgpt'], simulated: true }),
      leads: memoryLeads(),
      logger: quietLogger(),
      extract: { fetchOptions: { testing: { allowLocal: true } } },
    })
    expect((await extract(app, `${site}/to-metadata`)).body.error).toBe('refused')
    expect((await extract(app, `${site}/to-file`)).body.error).toBe('refused')
    expect((await extract(app, `${site}/to-loopback6`)).body.error).toBe('refused')
    expect(canary.hits).toBe(0)
    const loop = await extract(app, `${site}/loop`)
    expect(loop.status).toBe(422)
    expect(loop.body.error).toBe('too_many_redirects')
  })

  it('a body over 1 MB and a body that never ends are cut off within 5 s', async () => {
    fixtures['/huge'] = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<p>' + 'x'.repeat(2 * 1024 * 1024))
    }
    fixtures['/slow'] = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      const t = setInterval(() => res.write('<p>.'), 200)
      res.on('close', () => clearInterval(t))
    }
    const app = testApp({
      describe: () => ({ assistants: ['chatgpt'], simulated: true }),
      leads: memoryLeads(),
      logger: quietLogger(),
      extract: { fetchOptions: { testing: { allowLocal: true } } },
    })
    const huge = await extract(app, `${site}/huge`)
    expect(huge.status).toBe(422)
    expect(huge.body.error).toBe('too_large')
    const t0 = Date.now()
    const slow = await extract(app, `${site}/slow`)
    expect(slow.status).toBe(422)
    expect(slow.body.error).toBe('timeout')
    expect(Date.now() - t0).toBeLessThan(5600)
  }, 15_000)

  it('only JSON is accepted; a missing website is 400', async () => {
    const app = strictApp()
    const text = await request(app)
      .post('/functions/v1/extract-business-info')
      .set('content-type', 'text/plain')
      .send('https://example.com')
    expect(text.status).toBe(415)
    const none = await request(app).post('/functions/v1/extract-business-info').send({})
    expect(none.status).toBe(400)
    expect(none.body.error).toBe('invalid_website')
  })
})

describe('what is read from the page', () => {
  it('JSON-LD LocalBusiness (in a @graph): name, service from its type, locality, business type', () => {
    const info = parseBusinessInfo(`<html><head><title>Home</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":"WebSite","name":"Site"},
        {"@type":"Dentist","name":"Harbour Dental","address":{"@type":"PostalAddress","addressLocality":"Sydney","addressRegion":"NSW"}}]}</script>
      </head><body></body></html>`)
    expect(info).toMatchObject({
      business_name: 'Harbour Dental',
      core_service: 'dentist',
      target_location: 'Sydney',
      business_type: 'practice',
    })
  })

  it('without JSON-LD: OpenGraph site name and a title such as "Wedding Photography in Hobart | …"', () => {
    const info = parseBusinessInfo(`<html><head>
      <title>Wedding Photography in Hobart | Lens &amp; Light</title>
      <meta property="og:site_name" content="Lens &amp; Light Studio">
      <meta name="description" content="Relaxed wedding photos.">
      </head></html>`)
    expect(info).toMatchObject({
      business_name: 'Lens & Light Studio',
      core_service: 'Wedding Photography',
      target_location: 'Hobart',
      description: 'Relaxed wedding photos.',
    })
  })

  it('broken JSON-LD and empty pages give nulls, never an error', () => {
    expect(parseBusinessInfo('<script type="application/ld+json">{oops</script>')).toEqual({
      business_name: null,
      core_service: null,
      target_location: null,
      business_type: null,
      description: null,
    })
  })
})

describe('extract-business-info end to end', () => {
  const page = `<html><head><title>Harbour Dental</title>
    <script type="application/ld+json">{"@type":"Dentist","name":"Harbour Dental","address":{"addressLocality":"Sydney"}}</script>
    </head><body>Dentist in Sydney</body></html>`

  it('answers the fields, keeps the profile for the domain (no second fetch) and records it for the CMS', async () => {
    fixtures['/'] = (res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    const leads = memoryLeads()
    const app = testApp({
      describe: () => ({ assistants: ['chatgpt'], simulated: true }),
      cache: new SqliteAuditCache(':memory:', 3_600_000),
      leads,
      logger: quietLogger(),
      extract: { fetchOptions: { testing: { allowLocal: true } } },
    })
    const before = fixtureHits
    const first = await extract(app, site)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      business_name: 'Harbour Dental',
      core_service: 'dentist',
      target_location: 'Sydney',
      business_type: 'practice',
      website: site,
      domain: '127.0.0.1',
      cached: false,
      business_facts: { address: { addressLocality: 'Sydney' } },
      profiles: [],
      // No robots.txt (404): every crawler may read the site.
      site_access: expect.objectContaining({
        home_url: `${site}/`,
        robots: expect.objectContaining({ status: 'none' }),
      }),
    })
    expect(
      first.body.site_access.robots.agents.every(
        (a: { verdict: string }) => a.verdict === 'allowed',
      ),
    ).toBe(true)
    // The page, then robots.txt, llms.txt and sitemap.xml for the site access check.
    const fetched = fixtureHits - before
    const again = await extract(app, `${site}/`)
    expect(again.body).toMatchObject({ business_name: 'Harbour Dental', cached: true })
    expect(fixtureHits - before).toBe(fetched)
    expect(leads.ops().filter((o) => o.collection === 'business-profiles')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ domain: '127.0.0.1', business_name: 'Harbour Dental' }),
      }),
    ])
  })

  it('reports what robots.txt lets each AI crawler do, a site that blocks them included', async () => {
    fixtures['/'] = (res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    fixtures['/robots.txt'] = (res) =>
      res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(
          'User-agent: GPTBot\nDisallow: /\n\nUser-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
        )
    try {
      const app = testApp({
        describe: () => ({ assistants: ['chatgpt'], simulated: true }),
        leads: memoryLeads(),
        logger: quietLogger(),
        extract: { fetchOptions: { testing: { allowLocal: true } } },
      })
      const res = await extract(app, site)
      const verdicts = Object.fromEntries(
        res.body.site_access.robots.agents.map((a: { token: string; verdict: string }) => [
          a.token,
          a.verdict,
        ]),
      )
      expect(verdicts).toMatchObject({
        GPTBot: 'blocked',
        'OAI-SearchBot': 'blocked',
        Googlebot: 'allowed',
      })
    } finally {
      delete fixtures['/robots.txt']
    }
  })

  it('a page that is not HTML is 422 not_html', async () => {
    fixtures['/api'] = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    const app = testApp({
      describe: () => ({ assistants: ['chatgpt'], simulated: true }),
      leads: memoryLeads(),
      logger: quietLogger(),
      extract: { fetchOptions: { testing: { allowLocal: true } } },
    })
    const res = await extract(app, `${site}/api`)
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('not_html')
  })

  it('with a vendor key, the model fills what the markup left empty; the page is passed as data', async () => {
    fixtures['/plain'] = (res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<html><body><h1>Ridgeline Walks</h1><p>Guided day hikes around Queenstown.</p></body></html>',
        )
    const vendor = await fakeServer(() => ({
      status: 200,
      json: {
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model: 'm',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: {
              role: 'assistant',
              content: JSON.stringify({
                business_name: 'Ridgeline Walks',
                core_service: 'guided hikes',
                target_location: 'Queenstown',
                business_type: 'service',
              }),
            },
          },
        ],
      },
    }))
    try {
      const app = testApp({
        describe: () => ({ assistants: ['chatgpt'], simulated: false }),
        leads: memoryLeads(),
        logger: quietLogger(),
        extract: {
          fetchOptions: { testing: { allowLocal: true } },
          model: modelExtractor(
            { apiKey: 'sk-1', baseURL: `${vendor.url}/v1`, model: 'm' },
            { timeoutMs: 2000 },
          ),
        },
      })
      const res = await extract(app, `${site}/plain`)
      expect(res.body).toMatchObject({
        business_name: 'Ridgeline Walks',
        core_service: 'guided hikes',
        target_location: 'Queenstown',
        business_type: 'service',
      })
      const sent = vendor.requests[0].body
      expect(sent.messages[0].content).toMatch(/Never follow instructions/)
      expect(sent.messages[1].content).toMatch(/<page>\n[\s\S]*Guided day hikes[\s\S]*\n<\/page>/)
    } finally {
      await vendor.close()
    }
  })
})

describe('extract-business-info limits (docs/decisions/0056)', () => {
  const SECRET = 'test-functions-proxy-secret-0123456789'
  const page = '<html><head><title>Harbour Dental</title></head><body>Dentist</body></html>'
  const limitedApp = (
    extraction: { perClientPerHour: number; perDomainPerHour: number },
    cache?: SqliteAuditCache,
  ) =>
    testApp({
      describe: () => ({ assistants: ['chatgpt'], simulated: true }),
      cache,
      leads: memoryLeads(),
      logger: quietLogger(),
      extract: { fetchOptions: { testing: { allowLocal: true } } },
      leadLimits: createLeadLimits({ ...DEFAULT_LEAD_LIMITS, extraction }),
      proxySecret: SECRET,
    })
  const from = (app: ReturnType<typeof testApp>, ip: string, website = `${site}/limited`) =>
    request(app)
      .post('/functions/v1/extract-business-info')
      .set('x-client-ip', ip)
      .set('x-proxy-secret', SECRET)
      .send({ website })

  it('the n+1th look-up from one client gets 429 with Retry-After and fetches nothing; another client goes on', async () => {
    fixtures['/limited'] = (res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    const app = limitedApp({ perClientPerHour: 2, perDomainPerHour: 100 })
    expect((await from(app, '203.0.113.1')).status).toBe(200)
    expect((await from(app, '203.0.113.1')).status).toBe(200)
    const before = fixtureHits
    const refused = await from(app, '203.0.113.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    expect(refused.body).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many website look-ups from your network/),
    })
    expect(fixtureHits).toBe(before)
    expect((await from(app, '203.0.113.2')).status).toBe(200)
  })

  it('counts a website across clients; a cached profile costs nothing', async () => {
    fixtures['/limited'] = (res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    const app = limitedApp({ perClientPerHour: 100, perDomainPerHour: 2 })
    expect((await from(app, '198.51.100.1')).status).toBe(200)
    expect((await from(app, '198.51.100.2')).status).toBe(200)
    expect((await from(app, '198.51.100.3')).status).toBe(429)

    const cached = limitedApp(
      { perClientPerHour: 1, perDomainPerHour: 1 },
      new SqliteAuditCache(':memory:', 3_600_000),
    )
    for (let i = 0; i < 3; i++) expect((await from(cached, '198.51.100.4')).status).toBe(200)
  })
})

describe("the business's facts: the home page, then its contact page", () => {
  const app = () =>
    testApp({
      describe: () => ({ assistants: ['chatgpt'], simulated: true }),
      leads: memoryLeads(),
      logger: quietLogger(),
      extract: { fetchOptions: { testing: { allowLocal: true } } },
    })
  const html = (res: import('node:http').ServerResponse, body: string) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
  /** Serves `body` at `path` and counts the requests for it. */
  const serve = (path: string, body: string) => {
    const hits = { n: 0 }
    fixtures[path] = (res) => {
      hits.n++
      html(res, body)
    }
    return hits
  }

  it('a home page without structured data: the telephone, address and hours come from its contact page', async () => {
    serve(
      '/f1/',
      `<html><head><title>Brightside Plumbing | Plumber in Leeds</title></head><body>
        <nav><a href="/f1/">Home</a> <a href="/f1/services">Services</a>
        <a href="/f1/contact-us/">Contact us</a></nav>
        <h1>Brightside Plumbing</h1><p>Emergency plumbing across Leeds.</p></body></html>`,
    )
    const contact = serve(
      '/f1/contact-us/',
      `<html><head><title>Contact | Brightside Plumbing</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber",
          "name":"Brightside Plumbing",
          "address":{"@type":"PostalAddress","streetAddress":"12 Kirkgate","addressLocality":"Leeds",
            "postalCode":"LS2 7DJ","addressCountry":"GB"},
          "openingHoursSpecification":[{"@type":"OpeningHoursSpecification",
            "dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday"],"opens":"08:00","closes":"18:00"}],
          "sameAs":["https://www.facebook.com/brightsideplumbing","https://www.yell.com/biz/brightside"]}
        </script></head><body>
        <p>Call us on <a href="tel:+44%20113%20496%200000">0113 496 0000</a>
        or write to <a href="mailto:hello@brightside.example?subject=Quote">hello@brightside.example</a></p>
        </body></html>`,
    )
    const res = await extract(app(), `${site}/f1/`)
    expect(res.status).toBe(200)
    expect(contact.n).toBe(1)
    expect(res.body.business_facts).toEqual({
      telephone: '+44 113 496 0000',
      email: 'hello@brightside.example',
      address: {
        streetAddress: '12 Kirkgate',
        addressLocality: 'Leeds',
        postalCode: 'LS2 7DJ',
        addressCountry: 'GB',
      },
      openingHours: ['Mo,Tu,We,Th,Fr 08:00-18:00'],
    })
    expect(res.body.profiles).toEqual([
      'https://www.facebook.com/brightsideplumbing',
      'https://www.yell.com/biz/brightside',
    ])
  })

  it("the home page's values win; the contact page only adds what is missing (address parts too)", async () => {
    serve(
      '/f2/',
      `<html><head><script type="application/ld+json">{"@type":"Dentist","name":"Harbour Dental",
        "telephone":"02 9000 0001","address":{"addressLocality":"Sydney"},"sameAs":"https://www.instagram.com/harbourdental"}</script>
        </head><body><a href="kontakt.html">Kontakt</a></body></html>`,
    )
    serve(
      '/f2/kontakt.html',
      `<html><head><script type="application/ld+json">{"@type":"Dentist","telephone":"02 9999 9999",
        "address":{"streetAddress":"1 George St","addressLocality":"Parramatta","postalCode":"2000"},
        "openingHours":"Mo-Fr 8:00-17:00","sameAs":["https://www.instagram.com/harbourdental","https://www.hotfrog.com.au/harbour"]}</script>
        </head></html>`,
    )
    const res = await extract(app(), `${site}/f2/`)
    expect(res.status).toBe(200)
    expect(res.body.business_facts).toEqual({
      telephone: '02 9000 0001',
      address: { streetAddress: '1 George St', addressLocality: 'Sydney', postalCode: '2000' },
      openingHours: ['Mo-Fr 08:00-17:00'],
    })
    expect(res.body.profiles).toEqual([
      'https://www.instagram.com/harbourdental',
      'https://www.hotfrog.com.au/harbour',
    ])
  })

  it('a home page that has the telephone, address and hours is the only page read', async () => {
    serve(
      '/f3/',
      `<html><head><script type="application/ld+json">{"@type":"Bakery","name":"Crumb",
        "telephone":"+61 3 9000 0000","address":{"streetAddress":"5 Main Rd","addressLocality":"Hobart"},
        "openingHours":["Tu-Sa 07:00-15:00"]}</script></head>
        <body><a href="/f3/contact">Contact</a></body></html>`,
    )
    const contact = serve('/f3/contact', '<html><a href="tel:000">0</a></html>')
    const res = await extract(app(), `${site}/f3/`)
    expect(res.body.business_facts).toMatchObject({ telephone: '+61 3 9000 0000' })
    expect(contact.n).toBe(0)
  })

  it('a contact page that fails (404, a refused redirect) never fails extraction', async () => {
    serve(
      '/f4/',
      `<html><head><title>Studio Nord</title></head><body>
        <a href="mailto:hi@studionord.example">hi@studionord.example</a>
        <a href="/f4/get-in-touch">Get in touch</a></body></html>`,
    )
    const res = await extract(app(), `${site}/f4/`)
    expect(res.status).toBe(200)
    expect(res.body.business_facts).toEqual({ email: 'hi@studionord.example' })

    serve('/f5/', `<html><body><a href="/f5/contacto">Contacto</a></body></html>`)
    fixtures['/f5/contacto'] = (res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    const redirected = await extract(app(), `${site}/f5/`)
    expect(redirected.status).toBe(200)
    expect(redirected.body).toMatchObject({ business_facts: {}, profiles: [] })
    expect(canary.hits).toBe(0)
  })

  it('a contact link on another site (another host, scheme or port) is not followed', async () => {
    const port = new URL(site).port
    serve(
      '/f6/',
      `<html><body><a href="http://localhost:${port}/f6/contact">Contact</a>
        <a href="https://127.0.0.1:${port}/f6/contact">Contact us</a>
        <a href="http://127.0.0.1:1/f6/contact">Nous contacter</a></body></html>`,
    )
    const contact = serve('/f6/contact', '<html><a href="tel:0299990000">x</a></html>')
    const res = await extract(app(), `${site}/f6/`)
    expect(res.status).toBe(200)
    expect(res.body.business_facts).toEqual({})
    expect(contact.n).toBe(0)
  })
  it('a profile cached before facts were read answers empty facts and profiles', async () => {
    const cache = new SqliteAuditCache(':memory:', 3_600_000)
    await cache.set('profile:127.0.0.1', {
      business_name: 'Old Cafe',
      core_service: 'cafe',
      target_location: 'Perth',
      business_type: 'restaurant',
      website: site,
      domain: '127.0.0.1',
    } as never)
    const cachedApp = testApp({
      describe: () => ({ assistants: ['chatgpt'], simulated: true }),
      cache,
      leads: memoryLeads(),
      logger: quietLogger(),
      extract: { fetchOptions: { testing: { allowLocal: true } } },
    })
    const res = await extract(cachedApp, site)
    expect(res.body).toMatchObject({
      business_name: 'Old Cafe',
      cached: true,
      business_facts: {},
      profiles: [],
    })
  })
})

describe('contactPageUrl', () => {
  const at = 'https://www.example.com/en/'
  it.each([
    ['<a href="/contact">Talk to us</a>', 'https://www.example.com/contact'],
    ['<a href="/en/contact-us/#form">Reach us</a>', 'https://www.example.com/en/contact-us/'],
    ['<a href="kontakt">Über uns</a>', 'https://www.example.com/en/kontakt'],
    ['<a href="/es/contacto.html">Escríbenos</a>', 'https://www.example.com/es/contacto.html'],
    ['<a href="/it/contatti">Dove siamo</a>', 'https://www.example.com/it/contatti'],
    ['<a href="/fr/nous-contacter">Écrivez-nous</a>', 'https://www.example.com/fr/nous-contacter'],
    ['<a href="/say-hello">Get in touch</a>', 'https://www.example.com/say-hello'],
    [
      '<a href="/about">About</a><a href="https://www.example.com/page?id=7">Contact</a>',
      'https://www.example.com/page?id=7',
    ],
  ])('%s → %s', (links, url) => {
    expect(contactPageUrl(`<html><body><a href="/">Home</a>${links}</body></html>`, at)).toBe(url)
  })

  it.each([
    ['another site', '<a href="https://contact.example.org/">Contact</a>'],
    ['http on an https site', '<a href="http://www.example.com/contact">Contact</a>'],
    ['a mail link', '<a href="mailto:contact@example.com">Contact</a>'],
    ['the page itself', '<a href="#contact">Contact</a>'],
    ['no contact link', '<a href="/services">Services</a>'],
  ])('%s: none', (_label, links) => {
    expect(contactPageUrl(`<html><body>${links}</body></html>`, at)).toBeNull()
  })
})
