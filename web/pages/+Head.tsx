/**
 * Head of every page: theme colours as CSS variables for both palettes, favicon, a blocking
 * script that applies the saved theme (localStorage 'theme': light | dark | system; dark default)
 * before first paint, so there is no flash of the wrong theme; the canonical URL (SITE_URL plus the
 * path, without the query; not on error pages), Open Graph basics and the Organization and WebSite
 * JSON-LD; a script that holds clicks made in islands before the page's code runs (decision 0129).
 */
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../components/JsonLd'
import { FALLBACK_COMMON } from '../lib/common'
import { organizationLd, websiteLd } from '../lib/structuredData'
import { ISLAND_EVENTS_SCRIPT, STARTUP_GUARD_SCRIPT, THEME_SCRIPT } from '../lib/headScripts'
import { palettes } from '../lib/theme'

const vars = (p: Record<string, string>) =>
  Object.entries(p)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
const css = `:root,[data-theme=dark]{${vars(palettes.dark)};color-scheme:dark}[data-theme=light]{${vars(palettes.light)};color-scheme:light}`

export default function Head() {
  const pageContext = usePageContext()
  const siteUrl = pageContext.siteUrl ?? ''
  const settings = (pageContext.common ?? FALLBACK_COMMON).settings
  const isError = Boolean(pageContext.is404) || pageContext.abortStatusCode !== undefined
  return (
    <>
      {!isError && <link rel="canonical" href={`${siteUrl}${pageContext.urlPathname}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.siteName} />
      {!isError && <meta property="og:url" content={`${siteUrl}${pageContext.urlPathname}`} />}
      <JsonLd data={[organizationLd(settings, siteUrl), websiteLd(settings, siteUrl)]} />
      <meta name="theme-color" content="#0b0d17" />
      <link
        rel="icon"
        href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%237c5cff'/%3E%3Ccircle cx='16' cy='16' r='7' fill='none' stroke='white' stroke-width='3'/%3E%3C/svg%3E"
      />
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: STARTUP_GUARD_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: ISLAND_EVENTS_SCRIPT }} />
    </>
  )
}
