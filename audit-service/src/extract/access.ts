/**
 * "Can the assistants read the site?": what a business's website lets the assistants' crawlers
 * read, checked the way those crawlers read it (no scripts run). The result's shape and the
 * agents asked about are the contract's (contract/src/siteAccess.ts); docs/decisions/0113.
 *
 * `checkSiteAccess(siteUrl, { fetchOptions?, html?, facts? })` → `Promise<SiteAccess>`:
 * - `robots`: `/robots.txt` read with robots-parser, one verdict per `AI_AGENTS` agent on the home
 *   page `/`: `allowed` | `blocked` | `unknown`, with the deciding line. A 4xx answer (other than
 *   429) or a web page instead of a text file means no rules: everything allowed. A 5xx or 429
 *   answer, a timeout or an unreachable file leaves every verdict `unknown`, never `blocked`.
 * - `html`: the home page as served (`html` when given, else fetched), its visible text (scripts,
 *   styles and templates left out): whether the business's telephone (digits compared, formatting,
 *   a trunk 0 and a leading country code ignored), street address (case and spacing ignored) and
 *   opening hours (an English weekday name or abbreviation near a time) appear: `present` |
 *   `absent` | `not_known` (that fact not given in `facts`, or the page not read), and
 *   `rendered_by_script` when under 200 characters of text come with script bundles.
 * - `structured_data`: the schema.org LocalBusiness node (any subtype) in JSON-LD or microdata, as
 *   facts.ts picks it, what it carries, and how many JSON-LD blocks are not valid JSON.
 * - `llms_txt`: `/llms.txt` answering 200 with non-empty text that is not a web page.
 * - `sitemap`: robots.txt `Sitemap:` lines, else `/sitemap.xml` answering 200 with `<urlset` or
 *   `<sitemapindex`.
 * Every fetch goes through fetchPage.ts's guards (public addresses only, redirects checked); the
 * home page with `fetchOptions` as given, the three small files through `fetchText` (512 kB, at most
 * 4 s each, `fetchOptions.testing` and `maxRedirects` carried over). They run concurrently; a
 * failed one leaves its point `unknown` (or the page unread). Throws only `PageError`
 * `invalid_website` when `siteUrl` is not an http(s) address the service may fetch.
 *
 * What the owner should change after such a check is the engine's (engine/fixes/access.ts
 * `accessFixes`).
 */
import {
  AI_AGENTS,
  type AgentAccess,
  type BusinessFacts,
  type FactPresence,
  type FilePresence,
  type SiteAccess,
} from '@aivis/contract'
import * as cheerio from 'cheerio'
import robotsParser from 'robots-parser'
import { businessNode, microdataNodes } from './facts'
import { checkUrl, fetchPage, fetchText, type FetchedText, type FetchOptions } from './fetchPage'
import { jsonLdNodes, typesOf } from './parse'

export interface SiteAccessOptions {
  /** Options of every fetch (tests: `testing.allowLocal`); the small files keep their own caps. */
  fetchOptions?: FetchOptions
  /** The home page's HTML, already fetched; fetched when absent. */
  html?: string
  /** The business's facts (from its structured data or the owner); `not_known` for those absent. */
  facts?: BusinessFacts
}

/** Characters of visible text under which a page with script bundles counts as drawn by scripts. */
export const RENDERED_TEXT_MIN = 200
/** Longest wait for robots.txt, llms.txt or the sitemap, in ms. */
const SMALL_FILE_TIMEOUT_MS = 4000
/** Most sitemap addresses kept from robots.txt. */
const SITEMAPS_MAX = 10

/** An answer that says "the server failed", not "there is no such file". */
const serverFailed = (res: FetchedText | null) => !res || res.status >= 500 || res.status === 429

/** A web page where a text file was asked for (a "not found" page answered with 200). */
const isWebPage = (res: FetchedText) =>
  /text\/html|application\/xhtml\+xml/i.test(res.contentType) ||
  /^\s*(?:<!doctype html|<html)/i.test(res.body)

/** robots.txt → each agent's verdict on the home page, and its `Sitemap:` lines. */
function robotsAccess(
  home: string,
  robotsUrl: string,
  res: FetchedText | null,
): { robots: SiteAccess['robots']; sitemaps: string[] } {
  const agents = (verdict: AgentAccess['verdict']): AgentAccess[] =>
    AI_AGENTS.map(({ token, vendor, purpose, evidence }) => ({
      token,
      vendor,
      purpose,
      evidence,
      verdict,
      by_default: false,
    }))
  const http_status = res?.status
  if (serverFailed(res))
    return {
      robots: { evidence: 'strong', status: 'unknown', http_status, agents: agents('unknown') },
      sitemaps: [],
    }
  const answered = res as FetchedText
  if (answered.status >= 400 || isWebPage(answered))
    return {
      robots: { evidence: 'strong', status: 'none', http_status, agents: agents('allowed') },
      sitemaps: [],
    }
  const robots = robotsParser(robotsUrl, answered.body)
  const lines = answered.body.split(/\r\n|\r|\n/)
  const defaultLine = robots.getMatchingLineNumber(home, '*')
  const list: AgentAccess[] = AI_AGENTS.map(({ token, vendor, purpose, evidence }) => {
    const allowed = robots.isAllowed(home, token)
    const line = robots.getMatchingLineNumber(home, token)
    return {
      token,
      vendor,
      purpose,
      evidence,
      verdict: allowed === undefined ? 'unknown' : allowed ? 'allowed' : 'blocked',
      ...(line > 0 ? { line, rule: lines[line - 1].trim().slice(0, 500) } : {}),
      by_default: line > 0 && line === defaultLine,
    }
  })
  const sitemaps = robots
    .getSitemaps()
    .filter((u) => u.length <= 2000)
    .slice(0, SITEMAPS_MAX)
  return {
    robots: { evidence: 'strong', status: 'found', http_status, agents: list },
    sitemaps,
  }
}

/** The page's visible text: text nodes outside head, scripts, styles and templates, whitespace collapsed. */
function visibleText($: cheerio.CheerioAPI): string {
  const body = $.root().clone()
  body.find('head, script, style, template').remove()
  const parts: string[] = []
  const walk = (nodes: ReturnType<typeof body.contents>) =>
    nodes.each((_, n) => {
      if (n.type === 'text') parts.push(n.data)
      else if ('children' in n) walk($(n).contents())
    })
  walk(body.contents())
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Script bundles: an external script, or inline scripts (not data) over 2 000 characters in all. */
function hasScriptBundles($: cheerio.CheerioAPI): boolean {
  const code = $('script').filter((_, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase()
    return !type || type === 'module' || /javascript|ecmascript/.test(type)
  })
  if (code.filter((_, el) => !!$(el).attr('src')).length > 0) return true
  return code.text().length > 2000
}

/** Phone digits to compare: '(0)' dropped, digits only, leading zeros (trunk, '00') dropped. */
const phoneDigits = (s: string) => s.replace(/\(0\)/g, '').replace(/\D/g, '').replace(/^0+/, '')

/** Same number: equal digits, or one is the other with a country code of 1–3 digits in front. */
function samePhone(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  return short.length >= 6 && long.endsWith(short) && long.length - short.length <= 3
}

/**
 * Whether `phone` is written in `text`, in any formatting. Candidates are runs of digit groups
 * joined by at most 3 separator characters (space, `.`, `-`, `/`, brackets); a run starts after
 * other text, or after a `(` or `+`, never in the middle of another number.
 */
function phoneInText(text: string, phone: string): boolean {
  const want = phoneDigits(phone)
  if (want.length < 6) return false
  const groups = [...text.matchAll(/\d+/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }))
  const joined = (from: number, to: number) => /^[\s.\-/()]{1,3}$/.test(text.slice(from, to))
  for (let i = 0; i < groups.length; i++) {
    const before = i > 0 ? text.slice(groups[i - 1].end, groups[i].start) : ''
    if (i > 0 && joined(groups[i - 1].end, groups[i].start) && !/[(+]/.test(before)) continue
    let raw = ''
    for (let j = i; j < groups.length; j++) {
      if (j > i && !joined(groups[j - 1].end, groups[j].start)) break
      raw = text.slice(groups[i].start, groups[j].end)
      const got = phoneDigits(raw)
      if (got.length > want.length + 3) break
      if (samePhone(got, want)) return true
    }
  }
  return false
}

/** Case, spacing and the spacing around commas ignored. */
const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim()

const DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)'
const TIME = '(?:\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d{1,2}[:.]\\d{2})'
/** An English weekday near a time, either way round ("Mon–Fri 8am–6pm", "8:00–18:00 Monday"). */
const HOURS = new RegExp(
  `\\b${DAY}\\b.{0,40}?(?<![\\d:.])${TIME}(?![\\d])|(?<![\\d:.])${TIME}(?!\\d).{0,40}?\\b${DAY}\\b`,
  'i',
)

function presence(given: boolean, found: () => boolean): FactPresence {
  if (!given) return 'not_known'
  return found() ? 'present' : 'absent'
}

/** The served page: its text, whether scripts draw it, its facts in the text, its structured data. */
function pageAccess(
  html: string | null,
  facts: BusinessFacts | undefined,
): Pick<SiteAccess, 'html' | 'structured_data'> {
  if (html === null)
    return {
      html: {
        evidence: 'strong',
        read: false,
        text_chars: 0,
        rendered_by_script: false,
        telephone: 'not_known',
        address: 'not_known',
        opening_hours: 'not_known',
      },
      structured_data: {
        evidence: 'moderate',
        read: false,
        local_business: false,
        types: [],
        json_ld_blocks: 0,
        json_ld_invalid: 0,
        telephone: false,
        address: false,
        opening_hours: false,
      },
    }
  const $ = cheerio.load(html, { scriptingEnabled: false })
  const text = visibleText($)
  const street = facts?.address?.streetAddress
  const blocks = $('script[type="application/ld+json"]')
  let invalid = 0
  blocks.each((_, el) => {
    try {
      JSON.parse($(el).text())
    } catch {
      invalid++
    }
  })
  const node = businessNode([...jsonLdNodes($), ...microdataNodes(html)])
  const types = node ? typesOf(node) : []
  return {
    html: {
      evidence: 'strong',
      read: true,
      text_chars: text.length,
      rendered_by_script: text.length < RENDERED_TEXT_MIN && hasScriptBundles($),
      telephone: presence(!!facts?.telephone, () => phoneInText(text, facts?.telephone ?? '')),
      address: presence(!!street, () => loose(text).includes(loose(street ?? ''))),
      opening_hours: presence(!!facts?.openingHours?.length, () => HOURS.test(text)),
    },
    structured_data: {
      evidence: 'moderate',
      read: true,
      local_business: types.some((t) => t !== 'Organization' && t !== 'Corporation'),
      types: types.slice(0, 10),
      json_ld_blocks: blocks.length,
      json_ld_invalid: invalid,
      telephone: !!node?.telephone,
      address: !!node?.address,
      opening_hours: !!(node?.openingHours || node?.openingHoursSpecification),
    },
  }
}

function llmsAccess(res: FetchedText | null): SiteAccess['llms_txt'] {
  let status: FilePresence = 'unknown'
  if (res && !serverFailed(res))
    status = res.status === 200 && res.body.trim() !== '' && !isWebPage(res) ? 'present' : 'absent'
  return { evidence: 'weak', status }
}

function sitemapAccess(
  fromRobots: string[],
  robotsStatus: SiteAccess['robots']['status'],
  res: FetchedText | null,
): SiteAccess['sitemap'] {
  if (fromRobots.length > 0)
    return { evidence: 'moderate', status: 'present', source: 'robots_txt', urls: fromRobots }
  if (res && res.status === 200 && /<(?:[\w-]+:)?(?:urlset|sitemapindex)\b/.test(res.body))
    return { evidence: 'moderate', status: 'present', source: 'sitemap_xml', urls: [res.url] }
  // robots.txt unread might have named a sitemap elsewhere.
  if (serverFailed(res) || robotsStatus === 'unknown')
    return { evidence: 'moderate', status: 'unknown', urls: [] }
  return { evidence: 'moderate', status: 'absent', urls: [] }
}

/** Checks what the assistants' crawlers can read of a website; see the module docstring. */
export async function checkSiteAccess(
  siteUrl: string,
  opts: SiteAccessOptions = {},
): Promise<SiteAccess> {
  const fetchOptions = opts.fetchOptions ?? {}
  const site = checkUrl(siteUrl, fetchOptions.testing)
  const at = (path: string) => new URL(path, site).href
  const home = at('/')
  const small: FetchOptions = {
    testing: fetchOptions.testing,
    maxRedirects: fetchOptions.maxRedirects,
    timeoutMs: Math.min(fetchOptions.timeoutMs ?? SMALL_FILE_TIMEOUT_MS, SMALL_FILE_TIMEOUT_MS),
  }
  const file = (path: string) => fetchText(at(path), small).catch(() => null)
  const [html, robotsRes, llmsRes, sitemapRes] = await Promise.all([
    opts.html !== undefined
      ? Promise.resolve(opts.html)
      : fetchPage(home, fetchOptions).then(
          (page) => page.html,
          () => null,
        ),
    file('/robots.txt'),
    file('/llms.txt'),
    file('/sitemap.xml'),
  ])
  const { robots, sitemaps } = robotsAccess(home, at('/robots.txt'), robotsRes)
  return {
    home_url: home,
    robots,
    ...pageAccess(html, opts.facts),
    llms_txt: llmsAccess(llmsRes),
    sitemap: sitemapAccess(sitemaps, robots.status, sitemapRes),
  }
}
