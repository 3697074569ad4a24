/**
 * The site access check against real-shaped sites served from 127.0.0.1 (test/pages): robots.txt
 * verdicts per agent, the facts in the served HTML, structured data, llms.txt, the sitemap, what a
 * failing file leaves unknown, and the fixes.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { AI_AGENTS, siteAccessSchema, type SiteAccess } from '@aivis/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { checkSiteAccess } from './access'
import { accessFixes } from '../engine/fixes/access'
import { parseBusinessFacts } from './facts'
import { PageError } from '../errors'

/** A real-shaped file from test/pages. */
const page = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../test/pages', name), 'utf8')

/** What a path answers: a status, a content type and a body; `hang` never answers. */
type Answer = { status?: number; type?: string; body?: string } | 'hang'
const html = (body: string): Answer => ({ type: 'text/html; charset=utf-8', body })
const text = (body: string): Answer => ({ type: 'text/plain; charset=utf-8', body })
const xml = (body: string): Answer => ({ type: 'application/xml', body })

const servers: Server[] = []
afterAll(() => servers.forEach((s) => (s.closeAllConnections(), s.close())))

/**
 * Serves one site on 127.0.0.1 (a port of its own, so robots.txt is at its root): `files` by path,
 * `fallback` for any other path (a single-page app's server answers index.html), else 404. Resolves
 * with the site's address and the paths asked for.
 */
async function serve(files: Record<string, Answer>, fallback?: Answer) {
  const asked: string[] = []
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    asked.push(path)
    const answer = files[path] ?? fallback
    if (answer === 'hang') return
    if (!answer)
      return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
    res
      .writeHead(answer.status ?? 200, answer.type ? { 'content-type': answer.type } : {})
      .end(answer.body ?? '')
  })
  servers.push(server)
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
}

const testing = { testing: { allowLocal: true } }
const verdicts = (access: SiteAccess) =>
  Object.fromEntries(access.robots.agents.map((a) => [a.token, a.verdict]))
const allVerdicts = (verdict: string) =>
  Object.fromEntries(AI_AGENTS.map((a) => [a.token, verdict]))

describe('checkSiteAccess: robots.txt', () => {
  it('reads a WordPress robots.txt that blocks AI crawlers: each agent its own verdict and the deciding line', async () => {
    const site = await serve({
      '/': html(page('wordpress-yoast-dentist.html')),
      '/robots.txt': text(page('robots-blocks-ai.txt')),
    })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(siteAccessSchema.parse(access)).toEqual(access)
    expect(access.robots.status).toBe('found')
    expect(access.robots.http_status).toBe(200)
    expect(verdicts(access)).toEqual({
      'OAI-SearchBot': 'blocked',
      'Claude-SearchBot': 'allowed',
      PerplexityBot: 'blocked',
      Googlebot: 'allowed',
      Bingbot: 'allowed',
      'ChatGPT-User': 'allowed',
      'Claude-User': 'allowed',
      'Perplexity-User': 'allowed',
      GPTBot: 'blocked',
      ClaudeBot: 'blocked',
      'Google-Extended': 'blocked',
    })
    const oai = access.robots.agents.find((a) => a.token === 'OAI-SearchBot')
    expect(oai).toMatchObject({ vendor: 'OpenAI', purpose: 'search', evidence: 'strong' })
    expect(oai).toMatchObject({ line: 23, rule: 'Disallow: /', by_default: false })
    // Allowed: the `User-agent: *` group's rules (/wp-admin/, /?s=, /search/) do not touch `/`.
    const claude = access.robots.agents.find((a) => a.token === 'Claude-SearchBot')
    expect(claude).toMatchObject({ verdict: 'allowed', by_default: false })
    expect(claude?.line).toBeUndefined()
  })

  it('a site without robots.txt (404): every agent allowed', async () => {
    const site = await serve({ '/': html(page('contact-no-structured-data.html')) })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(access.robots).toMatchObject({ status: 'none', http_status: 404 })
    expect(verdicts(access)).toEqual(allVerdicts('allowed'))
    expect(accessFixes(access).map((f) => f.id)).not.toContain('search-crawlers')
  })

  it('robots.txt answering 500: every verdict unknown, not blocked, and a fix for the error', async () => {
    const site = await serve({
      '/': html(page('microdata-plumber.html')),
      '/robots.txt': { status: 500, type: 'text/html', body: '<h1>Internal Server Error</h1>' },
    })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(access.robots).toMatchObject({ status: 'unknown', http_status: 500 })
    expect(verdicts(access)).toEqual(allVerdicts('unknown'))
    const ids = accessFixes(access).map((f) => f.id)
    expect(ids).toContain('robots-error')
    expect(ids).not.toContain('search-crawlers')
    expect(ids).not.toContain('training-crawlers')
  })

  it('robots.txt that never answers: unknown after the timeout; the other points still read', async () => {
    const site = await serve({
      '/': html(page('microdata-plumber.html')),
      '/robots.txt': 'hang',
      '/llms.txt': text(page('llms.txt')),
    })
    const t0 = Date.now()
    const access = await checkSiteAccess(site.url, {
      fetchOptions: { ...testing, timeoutMs: 400 },
    })
    expect(Date.now() - t0).toBeLessThan(3000)
    expect(access.robots.status).toBe('unknown')
    expect(access.robots.http_status).toBeUndefined()
    expect(verdicts(access)).toEqual(allVerdicts('unknown'))
    expect(access.html.read).toBe(true)
    expect(access.llms_txt.status).toBe('present')
    // robots.txt unread might have named a sitemap: not "absent".
    expect(access.sitemap.status).toBe('unknown')
    // A timeout may be ours: no fix claims the site answers with an error.
    expect(accessFixes(access).map((f) => f.id)).not.toContain('robots-error')
  })

  it('a robots.txt saved with a byte-order mark and Windows line ends still blocks by its first group', async () => {
    const site = await serve({
      '/': html(page('microdata-plumber.html')),
      '/robots.txt': text('\uFEFFUser-agent: *\r\nDisallow: /\r\n'),
    })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(verdicts(access)).toEqual(allVerdicts('blocked'))
    expect(access.robots.agents[0]).toMatchObject({
      line: 2,
      rule: 'Disallow: /',
      by_default: true,
    })
  })

  it('a `User-agent: *` group that shuts out all but Google and Bing blocks the AI crawlers by default', async () => {
    const site = await serve({
      '/': html(page('microdata-plumber.html')),
      '/robots.txt': text(page('robots-only-search-engines.txt')),
    })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(verdicts(access)).toEqual({
      ...allVerdicts('blocked'),
      Googlebot: 'allowed',
      Bingbot: 'allowed',
    })
    expect(access.robots.agents.find((a) => a.token === 'Claude-SearchBot')).toMatchObject({
      line: 9,
      rule: 'Disallow: /',
      by_default: true,
    })
    expect(access.robots.agents.find((a) => a.token === 'Googlebot')?.by_default).toBe(false)
    const fix = accessFixes(access).find((f) => f.id === 'search-crawlers')
    expect(fix?.how).toContain('"User-agent: *" rules (line 9: "Disallow: /")')
    expect(fix?.how).toContain('"User-agent: OAI-SearchBot"')
    expect(fix?.how).not.toContain('Googlebot')
  })
})

describe('checkSiteAccess: the key facts in the HTML as served', () => {
  it('the phone written (02) 9555 0123 matches +61 2 9555 0123; address and hours only in JSON-LD are absent', async () => {
    const home = page('wordpress-yoast-dentist.html')
    const { facts } = parseBusinessFacts(home)
    expect(facts.telephone).toBe('+61 2 9555 0123')
    const site = await serve({ '/': html(home) })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing, facts })
    expect(access.html).toMatchObject({
      read: true,
      rendered_by_script: false,
      telephone: 'present',
      address: 'absent',
      opening_hours: 'absent',
    })
    // The JSON-LD is not visible text: "Level 2, 12 Harbour Street" is only in the script.
    expect(access.html.text_chars).toBeLessThan(60)
    const fix = accessFixes(access).find((f) => f.id === 'facts-in-page')
    expect(fix?.title).toBe('Write your street address and opening hours on your home page')
  })

  it('a phone number that differs in one digit, or only in its area code, is absent', async () => {
    const home = page('wordpress-yoast-dentist.html')
    for (const telephone of ['+61 2 9555 0124', '+61 3 9555 0123']) {
      const access = await checkSiteAccess('https://harbourdental.invalid/', {
        html: home,
        facts: { telephone },
        fetchOptions: { ...testing, timeoutMs: 300 },
      })
      expect(access.html.telephone, telephone).toBe('absent')
    }
  })

  it('microdata page: phone, street address and hours ("Monday to Friday, 7.30am") all present', async () => {
    const home = page('microdata-plumber.html')
    const { facts } = parseBusinessFacts(home)
    const site = await serve({ '/': html(home) })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing, facts })
    expect(access.html).toMatchObject({
      telephone: 'present',
      address: 'present',
      opening_hours: 'present',
    })
    expect(access.structured_data).toMatchObject({
      local_business: true,
      types: ['Plumber'],
      json_ld_blocks: 0,
      telephone: true,
      address: true,
      opening_hours: true,
    })
    expect(accessFixes(access).map((f) => f.id)).not.toContain('facts-in-page')
  })

  it('facts given by the owner in another format: "+64 9 376 4411", address in other case, "Mon–Fri 7am–7pm"', async () => {
    const access = await checkSiteAccess('https://ponsonbyphysio.invalid', {
      html: page('contact-no-structured-data.html'),
      facts: {
        telephone: '+64 9 376 4411',
        address: { streetAddress: '214  PONSONBY road' },
        openingHours: ['Mo-Fr 07:00-19:00'],
      },
      fetchOptions: { ...testing, timeoutMs: 300 },
    })
    expect(access.html).toMatchObject({
      telephone: 'present',
      address: 'present',
      opening_hours: 'present',
    })
  })

  it('facts not given: not_known, whatever the page says', async () => {
    const access = await checkSiteAccess('https://ponsonbyphysio.invalid', {
      html: page('contact-no-structured-data.html'),
      fetchOptions: { ...testing, timeoutMs: 300 },
    })
    expect(access.html).toMatchObject({
      read: true,
      telephone: 'not_known',
      address: 'not_known',
      opening_hours: 'not_known',
    })
    expect(accessFixes(access).map((f) => f.id)).not.toContain('facts-in-page')
  })

  it('a client-rendered shell (empty root, a script bundle) is flagged; its server answers index.html for every path', async () => {
    const shell = html(page('spa-shell.html'))
    const site = await serve({}, shell)
    const access = await checkSiteAccess(site.url, {
      fetchOptions: testing,
      facts: { telephone: '02 9300 1234', address: { streetAddress: '88 Hall Street' } },
    })
    expect(access.html).toMatchObject({
      read: true,
      rendered_by_script: true,
      telephone: 'absent',
      address: 'absent',
      opening_hours: 'not_known',
    })
    expect(access.html.text_chars).toBeLessThan(200)
    // The web page answered for robots.txt, llms.txt and sitemap.xml is none of them.
    expect(access.robots.status).toBe('none')
    expect(verdicts(access)).toEqual(allVerdicts('allowed'))
    expect(access.llms_txt.status).toBe('absent')
    expect(access.sitemap.status).toBe('absent')
    const ids = accessFixes(access).map((f) => f.id)
    expect(ids).toEqual(['rendered-by-script', 'structured-data', 'sitemap'])
  })

  it('a short page without script bundles is not flagged as drawn by scripts', async () => {
    const access = await checkSiteAccess('https://harbourdental.invalid', {
      html: page('wordpress-yoast-dentist.html'),
      fetchOptions: { ...testing, timeoutMs: 300 },
    })
    expect(access.html.rendered_by_script).toBe(false)
  })
})

describe('checkSiteAccess: structured data', () => {
  it('JSON-LD with trailing commas is invalid: no LocalBusiness read, and the fix says the block is broken', async () => {
    const home = page('invalid-json-ld.html')
    const access = await checkSiteAccess('https://maplestreetbakery.invalid', {
      html: home,
      facts: {
        telephone: '+1 503 555 0142',
        address: { streetAddress: '1820 NE Maple Street' },
        openingHours: ['Tu-Su 07:00-15:00'],
      },
      fetchOptions: { ...testing, timeoutMs: 300 },
    })
    expect(access.structured_data).toMatchObject({
      read: true,
      local_business: false,
      types: [],
      json_ld_blocks: 1,
      json_ld_invalid: 1,
    })
    // The facts are in the footer as text.
    expect(access.html).toMatchObject({
      telephone: 'present',
      address: 'present',
      opening_hours: 'present',
    })
    const fix = accessFixes(access).find((f) => f.id === 'structured-data')
    expect(fix?.why).toContain('One block of structured data on your page is broken')
  })

  it('a WordPress (Yoast) graph: the Dentist node, valid, carrying phone, address and hours', async () => {
    const access = await checkSiteAccess('https://harbourdental.invalid', {
      html: page('wordpress-yoast-dentist.html'),
      fetchOptions: { ...testing, timeoutMs: 300 },
    })
    expect(access.structured_data).toEqual({
      evidence: 'moderate',
      read: true,
      local_business: true,
      types: ['Dentist', 'LocalBusiness'],
      json_ld_blocks: 1,
      json_ld_invalid: 0,
      telephone: true,
      address: true,
      opening_hours: true,
    })
    const ids = accessFixes(access).map((f) => f.id)
    expect(ids).not.toContain('structured-data')
    expect(ids).not.toContain('structured-data-broken')
    expect(ids).not.toContain('structured-data-incomplete')
  })

  it('a page with no structured data at all gets the structured-data fix without a "broken" sentence', async () => {
    const access = await checkSiteAccess('https://ponsonbyphysio.invalid', {
      html: page('contact-no-structured-data.html'),
      fetchOptions: { ...testing, timeoutMs: 300 },
    })
    expect(access.structured_data).toMatchObject({ local_business: false, json_ld_blocks: 0 })
    const fix = accessFixes(access).find((f) => f.id === 'structured-data')
    expect(fix?.title).toBe('Add LocalBusiness structured data to your home page')
    expect(fix?.why).not.toContain('broken')
  })
})

describe('checkSiteAccess: llms.txt and the sitemap', () => {
  it('a permissive robots.txt with Sitemap lines, and an llms.txt: both present', async () => {
    const site = await serve({
      '/': html(page('microdata-plumber.html')),
      '/robots.txt': text(page('robots-permissive.txt')),
      '/llms.txt': { type: 'text/markdown; charset=utf-8', body: page('llms.txt') },
    })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(verdicts(access)).toEqual(allVerdicts('allowed'))
    expect(access.llms_txt).toEqual({ evidence: 'weak', status: 'present' })
    expect(access.sitemap).toEqual({
      evidence: 'moderate',
      status: 'present',
      source: 'robots_txt',
      urls: [
        'https://www.kirkstallplumbing.co.uk/sitemap_index.xml',
        'https://www.kirkstallplumbing.co.uk/news-sitemap.xml',
      ],
    })
    expect(accessFixes(access)).toEqual([])
  })

  it('no Sitemap line: /sitemap.xml found; an empty llms.txt is absent', async () => {
    const site = await serve({
      '/': html(page('contact-no-structured-data.html')),
      '/sitemap.xml': xml(page('sitemap.xml')),
      '/llms.txt': text('\n  \n'),
    })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(access.sitemap).toEqual({
      evidence: 'moderate',
      status: 'present',
      source: 'sitemap_xml',
      urls: [`${site.url}/sitemap.xml`],
    })
    expect(access.llms_txt.status).toBe('absent')
    expect(site.asked.sort()).toEqual(['/', '/llms.txt', '/robots.txt', '/sitemap.xml'])
  })

  it('neither: llms.txt and the sitemap absent; llms.txt answering 503 is unknown', async () => {
    const site = await serve({
      '/': html(page('contact-no-structured-data.html')),
      '/llms.txt': { status: 503, type: 'text/plain', body: 'Service Unavailable' },
    })
    const access = await checkSiteAccess(site.url, { fetchOptions: testing })
    expect(access.llms_txt.status).toBe('unknown')
    expect(access.sitemap).toEqual({ evidence: 'moderate', status: 'absent', urls: [] })
    expect(accessFixes(access).map((f) => f.id)).toContain('sitemap')
  })
})

describe('checkSiteAccess: failures', () => {
  it('an unreachable site: nothing throws, every point unknown or unread', async () => {
    const closed = createServer()
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok))
    const port = (closed.address() as AddressInfo).port
    await new Promise((ok) => closed.close(ok))
    const access = await checkSiteAccess(`http://127.0.0.1:${port}/`, { fetchOptions: testing })
    expect(siteAccessSchema.parse(access)).toEqual(access)
    expect(access.robots.status).toBe('unknown')
    expect(access.html.read).toBe(false)
    expect(access.structured_data.read).toBe(false)
    expect(access.llms_txt.status).toBe('unknown')
    expect(access.sitemap.status).toBe('unknown')
    expect(accessFixes(access)).toEqual([])
  })

  it('refuses a private address without reaching it, and throws only for an address it may not fetch', async () => {
    const access = await checkSiteAccess('http://10.0.0.1/')
    expect(access.robots.status).toBe('unknown')
    expect(access.html.read).toBe(false)
    await expect(checkSiteAccess('ftp://example.com/')).rejects.toBeInstanceOf(PageError)
  })
})

describe('accessFixes', () => {
  it('blocked crawlers: search crawlers first, naming the lines to change; training-only ones last, as the owner’s choice', async () => {
    const site = await serve({
      '/': html(page('wordpress-yoast-dentist.html')),
      '/robots.txt': text(page('robots-blocks-ai.txt')),
    })
    const home = page('wordpress-yoast-dentist.html')
    const access = await checkSiteAccess(site.url, {
      fetchOptions: testing,
      facts: parseBusinessFacts(home).facts,
    })
    const fixes = accessFixes(access)
    expect(fixes.map((f) => f.id)).toEqual([
      'search-crawlers',
      'facts-in-page',
      'sitemap',
      'training-crawlers',
    ])
    const [search] = fixes
    expect(search.title).toBe("Let the assistants' search crawlers read your site")
    expect(search.why).toMatch(
      /^Your robots.txt tells OAI-SearchBot \(ChatGPT search\) and PerplexityBot/,
    )
    expect(search.why).not.toContain('GPTBot')
    expect(search.how).toContain('line 23 ("Disallow: /", which applies to OAI-SearchBot)')
    expect(search.how).toContain('line 17 ("Disallow: /", which applies to PerplexityBot)')
    const training = fixes.at(-1)!
    expect(training.why).toContain('GPTBot')
    expect(training.why).toContain('ClaudeBot')
    expect(training.why).toContain('Google-Extended')
    expect(training.why).toContain('weak evidence')
    expect(training.how).toMatch(/^This is your choice\./)
    for (const f of fixes) expect(f.why.length + f.how.length).toBeLessThan(2000)
  })

  it('only training crawlers blocked: no search-crawler fix, the training one alone', () => {
    const agents = AI_AGENTS.map(({ token, vendor, purpose, evidence }) => ({
      token,
      vendor,
      purpose,
      evidence,
      verdict: purpose === 'training' ? ('blocked' as const) : ('allowed' as const),
      by_default: false,
      ...(purpose === 'training' ? { line: 3, rule: 'Disallow: /' } : {}),
    }))
    const access: SiteAccess = {
      home_url: 'https://example.com/',
      robots: { evidence: 'strong', status: 'found', http_status: 200, agents },
      html: {
        evidence: 'strong',
        read: true,
        text_chars: 900,
        rendered_by_script: false,
        telephone: 'present',
        address: 'present',
        opening_hours: 'present',
      },
      structured_data: {
        evidence: 'moderate',
        read: true,
        local_business: true,
        types: ['Florist'],
        json_ld_blocks: 1,
        json_ld_invalid: 0,
        telephone: true,
        address: true,
        opening_hours: false,
      },
      llms_txt: { evidence: 'weak', status: 'absent' },
      sitemap: { evidence: 'moderate', status: 'present', source: 'sitemap_xml', urls: [] },
    }
    const fixes = accessFixes(siteAccessSchema.parse(access))
    expect(fixes.map((f) => f.id)).toEqual(['structured-data-incomplete', 'training-crawlers'])
    expect(fixes[0].title).toBe('Add your opening hours to your structured data')
    expect(fixes[1].how).toContain(
      'line 3 ("Disallow: /", which applies to GPTBot, ClaudeBot and Google-Extended)',
    )
  })
})
