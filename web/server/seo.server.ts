/**
 * The files search engines and assistants read, as an Express router (mounted by server/app.ts):
 * - `GET /robots.txt`: every crawler may read the public site; the functions, the loading screen
 *   and sign-in are left out; names the sitemap.
 * - `GET /sitemap.xml`: home, /audit, /contact, /faqs, /blog, every published CMS page, compare
 *   page and blog post (not those marked noindex), with their last update; XML written by the
 *   `sitemap` library.
 * - `GET /llms.txt`: the site for assistants (https://llmstxt.org): what it does, the free audit,
 *   the offers with their prices (spec §9, from the CMS), the pages, comparisons and blog posts,
 *   the contact.
 * Absolute URLs start with `siteUrl` (SITE_URL). While the CMS has never answered, the sitemap and
 * llms.txt answer 503 with `Retry-After: 60`; robots.txt needs no CMS.
 */
import express from 'express'
import { Readable } from 'node:stream'
import { SitemapStream, streamToPromise } from 'sitemap'
import { DEFAULT_DESCRIPTION, FALLBACK_SITE_NAME } from '../lib/common'
import { CmsUnavailableError } from './cms.server'
import { getOffers, getSettings, listComparePages, listPages, listPosts } from './content.server'

/** Routes of the site that are not CMS pages, as listed in the sitemap. */
const STATIC_ROUTES = ['/', '/audit', '/contact', '/faqs', '/blog']
/** Pages the sitemap must not list twice (they are static routes backed by a CMS page). */
const STATIC_SLUGS = new Set(['faqs', 'contact', 'blog', 'home'])

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /functions/',
    'Disallow: /audit-loading',
    'Disallow: /signin',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export async function sitemapXml(siteUrl: string): Promise<string> {
  const [pages, compare, posts] = await Promise.all([listPages(), listComparePages(), listPosts()])
  const links = [
    ...STATIC_ROUTES.map((url) => ({ url })),
    ...pages
      .filter((p) => !p.meta?.noindex && !STATIC_SLUGS.has(p.slug))
      .map((p) => ({ url: `/${p.slug}`, lastmod: p.updatedAt })),
    ...compare
      .filter((p) => !p.meta?.noindex)
      .map((p) => ({ url: `/compare/${p.slug}`, lastmod: p.updatedAt })),
    ...posts
      .filter((p) => !p.meta?.noindex)
      .map((p) => ({ url: `/blog/${p.slug}`, lastmod: p.updatedAt })),
  ]
  const stream = new SitemapStream({ hostname: `${siteUrl}/` })
  return (await streamToPromise(Readable.from(links).pipe(stream))).toString()
}

const usd = (n: number) => `$${n.toLocaleString('en-US')} USD`

export async function llmsTxt(siteUrl: string): Promise<string> {
  const [settings, offers, pages, compare, posts] = await Promise.all([
    getSettings(),
    getOffers(),
    listPages(),
    listComparePages(),
    listPosts(),
  ])
  const name = settings.siteName || FALLBACK_SITE_NAME
  const line = (title: string, path: string, note?: string | null) =>
    `- [${title}](${siteUrl}${path})${note ? `: ${note.replace(/\s+/g, ' ').trim()}` : ''}`
  const out = [
    `# ${name}`,
    '',
    `> ${DEFAULT_DESCRIPTION}. ${name} runs a free AI-visibility audit: it asks ChatGPT, Claude, Gemini and Perplexity what they recommend in a business's market and shows whether the business is named and which competitors are named instead.`,
    '',
    '## Free audit',
    '',
    line(
      'Run a free AI-visibility audit',
      '/audit',
      'business name, location and service; results in about a minute',
    ),
    '',
  ]
  if (offers.length) {
    out.push('## Offers', '')
    for (const o of offers) {
      const price =
        o.billing === 'monthly'
          ? `${usd(o.price)} per month${o.minimumTermMonths ? `, ${o.minimumTermMonths}-month minimum` : ''}`
          : `${usd(o.price)} one-time`
      out.push(line(o.name, '/#pricing', [price, o.tagline].filter(Boolean).join('. ')))
    }
    out.push('')
  }
  const listed = pages.filter((p) => !p.meta?.noindex && p.slug !== 'home')
  if (listed.length) {
    out.push('## Pages', '')
    for (const p of listed) out.push(line(p.title, `/${p.slug}`, p.description))
    out.push('')
  }
  if (compare.length) {
    out.push('## Comparisons', '')
    for (const p of compare) out.push(line(p.title, `/compare/${p.slug}`, p.description))
    out.push('')
  }
  if (posts.length) {
    out.push('## Blog', '')
    for (const p of posts) out.push(line(p.title, `/blog/${p.slug}`, p.excerpt))
    out.push('')
  }
  out.push('## Contact', '', line('Contact us', '/contact', settings.contactEmail || null), '')
  return out.join('\n')
}

/** The router; `siteUrl` without a trailing '/'. */
export function seoRoutes(siteUrl: string): express.Router {
  const router = express.Router()
  const send =
    (type: string, make: (siteUrl: string) => string | Promise<string>) =>
    async (_req: express.Request, res: express.Response, next: express.NextFunction) => {
      try {
        const body = await make(siteUrl)
        res.type(type).set('cache-control', 'public, max-age=300').send(body)
      } catch (err) {
        if (!(err instanceof CmsUnavailableError)) return next(err)
        res
          .status(503)
          .set('retry-after', '60')
          .type('text/plain')
          .send('Temporarily unavailable. Please try again in a minute.\n')
      }
    }
  router.get('/robots.txt', send('text/plain', robotsTxt))
  router.get('/sitemap.xml', send('application/xml', sitemapXml))
  router.get('/llms.txt', send('text/markdown', llmsTxt))
  return router
}
