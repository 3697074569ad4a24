/**
 * Website normalisation (spec §5, used by the /audit form and later the contact form).
 *
 * `normalizeWebsite(input)` → string: '' for blank input; otherwise trimmed, 'https://' added when
 * there is no scheme (an 'http://' address keeps http), and a bare root path dropped so only the
 * origin remains, without trailing slash ('Example.com/' → 'https://example.com'). Other paths are
 * kept. An address that cannot be parsed falls back to the input with 'https://' added.
 */
export function normalizeWebsite(input: string): string {
  const value = input.trim()
  if (!value) return ''
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    if (!url.hostname) return withScheme
    return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href
  } catch {
    return withScheme
  }
}

/**
 * The host of a website address or a typed domain, the one rule every part uses (spec §5, home
 * domain field): trimmed, lowercased, a leading scheme (`https://`) and `www.` removed, everything
 * from the first `/`, `?` or `#` dropped. 'HTTPS://www.Example.com/about?x' → 'example.com'. '' for
 * blank or missing input. A port, if any, is kept ('example.com:8080'): callers that need a bare
 * hostname drop it.
 */
export function hostOf(website: string | null | undefined): string {
  return (website ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/)[0]
}
