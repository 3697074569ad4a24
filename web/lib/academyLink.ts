/**
 * Links to the course academy (spec §7 "External links: the course site with query parameters
 * utm_source=audit, utm_medium=cta, utm_campaign=ai_visibility_course, utm_term, utm_content"),
 * built in one place (docs/decisions/0082). Only academy links get these: not the booking page,
 * not mailto links, not the site's own pages.
 *
 * - `academyHref(url, content, term?)`: `url` with
 *   `utm_source=audit&utm_medium=cta&utm_campaign=ai_visibility_course&utm_term=<term>&utm_content=<content>`.
 *   `content` says where the link is (`AcademyLinkPlace`: 'header', 'footer', 'course_section',
 *   'pricing', 'results'); `term` names the link (its label, or the offer's name in pricing),
 *   slugged ('Course academy' → 'course-academy'); without one (or one with nothing sluggable)
 *   the term is `content`. Every `utm_*` already on the URL is replaced (whatever its case); the
 *   other query parameters and the hash are kept (re-encoded the WHATWG way: a space as `+`). A URL
 *   that is not absolute http(s), or cannot be parsed (a relative path, `mailto:`, ''), is returned
 *   unchanged.
 *   `academyHref('https://academy.example/enrol?ref=x#top', 'pricing', 'Course')` →
 *   `'https://academy.example/enrol?ref=x&utm_source=audit&utm_medium=cta&utm_campaign=ai_visibility_course&utm_term=course&utm_content=pricing#top'`
 * - `isAcademyUrl(url, academyUrl)`: whether `url` leads to the academy: both absolute http(s) and
 *   on the same host (host name and port) as the site settings' `academyUrl`. How pricing tells
 *   the offers sold on the academy from the others (a `/contact` link, another site).
 * - `slugTerm(text)`: the slug used for `utm_term`.
 */

/** Where an academy link is shown: its `utm_content`. */
export type AcademyLinkPlace = 'header' | 'footer' | 'course_section' | 'pricing' | 'results'

/** The fixed UTM parameters of every academy link (spec §7). */
export const ACADEMY_UTM = {
  utm_source: 'audit',
  utm_medium: 'cta',
  utm_campaign: 'ai_visibility_course',
} as const

/** An absolute http(s) URL, or null for anything else. */
function httpUrl(url: string): URL | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null
}

/** `text` lower-cased, accents dropped, every run of other characters a single '-'. */
export function slugTerm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** `url` with the academy's UTM parameters (see the module's comment); unchanged when not http(s). */
export function academyHref(url: string, content: AcademyLinkPlace, term?: string): string {
  const parsed = httpUrl(url)
  if (!parsed) return url
  const params = parsed.searchParams
  for (const key of [...new Set(params.keys())])
    if (key.toLowerCase().startsWith('utm_')) params.delete(key)
  for (const [key, value] of Object.entries(ACADEMY_UTM)) params.set(key, value)
  params.set('utm_term', (term && slugTerm(term)) || content)
  params.set('utm_content', content)
  return parsed.toString()
}

/** Whether `url` is on the academy's host (`academyUrl`, the site settings'); false without one. */
export function isAcademyUrl(url: string, academyUrl: string | null | undefined): boolean {
  const target = httpUrl(url)
  const academy = academyUrl ? httpUrl(academyUrl) : null
  return Boolean(target && academy && target.host === academy.host)
}
