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
