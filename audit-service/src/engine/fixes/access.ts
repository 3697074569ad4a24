/**
 * The fixes a site access check calls for (extract/access.ts `checkSiteAccess`, decision 0113):
 * `accessFixes(access)` → `Fix[]` (`{ id, title, why, how }`, plain English for the owner), most
 * important first: blocked search crawlers and user-triggered fetchers (`search-crawlers`), a
 * robots.txt answering a server error (`robots-error`), a page drawn by scripts
 * (`rendered-by-script`) or facts missing from its text (`facts-in-page`), structured data missing
 * (`structured-data`), broken (`structured-data-broken`) or incomplete
 * (`structured-data-incomplete`), no sitemap (`sitemap`), and last, blocked training-only crawlers
 * (`training-crawlers`, the owner's choice). Read from the `SiteAccess` alone (the contract's
 * shape), so the engine's first fixes (rules.ts, rule `site-access`) and the site access report
 * use the same texts. Pure; never throws.
 */
import { AI_AGENTS, type AgentAccess, type SiteAccess } from '@aivis/contract'
import { listOf, type Fix } from './text'

const productOf = (token: string) => AI_AGENTS.find((a) => a.token === token)?.product ?? token
const named = (a: AgentAccess) => `${a.token} (${productOf(a.token)})`

/** What to change in robots.txt so `agents` may read the home page. */
function robotsEdit(agents: AgentAccess[]): string {
  const own = agents.filter((a) => !a.by_default)
  const byDefault = agents.filter((a) => a.by_default)
  const steps: string[] = []
  if (own.length > 0) {
    const byLine = new Map<number, AgentAccess[]>()
    for (const a of own) byLine.set(a.line ?? 0, [...(byLine.get(a.line ?? 0) ?? []), a])
    const where = [...byLine.entries()].map(([line, list]) =>
      line > 0
        ? `line ${line} ("${list[0].rule}", which applies to ${listOf(list.map((a) => a.token))})`
        : `the rules for ${listOf(list.map((a) => a.token))}`,
    )
    steps.push(
      `Delete ${listOf(where)}, or change ${own.length === 1 && byLine.size === 1 ? 'it' : 'them'} to "Allow: /".`,
    )
  }
  if (byDefault.length > 0) {
    const rule = byDefault[0]
    steps.push(
      `Your "User-agent: *" rules (line ${rule.line}: "${rule.rule}") shut out every crawler your file does not name, including ${listOf(
        byDefault.map((a) => a.token),
      )}. Add these lines at the top of the file: ${byDefault
        .map((a) => `"User-agent: ${a.token}"`)
        .join(', ')}, then "Allow: /".`,
    )
  }
  return steps.join(' ')
}

/** Where robots.txt is and who may write it. */
const robotsWhere = (home: string) =>
  `The file is ${new URL('/robots.txt', home).href}; if a plugin or your web host writes it (for example an SEO or security setting that "blocks AI bots"), change that setting instead.`

/** The fixes a site access check calls for, most important first (see module doc). Pure; never throws. */
export function accessFixes(access: SiteAccess): Fix[] {
  const fixes: Fix[] = []
  const blocked = access.robots.agents.filter((a) => a.verdict === 'blocked')
  const rank = { strong: 0, moderate: 1, weak: 2 } as const
  const visible = blocked
    .filter((a) => a.purpose !== 'training')
    .sort((a, b) => rank[a.evidence] - rank[b.evidence])
  const training = blocked.filter((a) => a.purpose === 'training')

  if (visible.length > 0) {
    const search = visible.filter((a) => a.purpose === 'search')
    const fetchers = visible.filter((a) => a.purpose === 'user_fetch')
    const why: string[] = [
      `Your robots.txt tells ${listOf(visible.map(named))} not to read your site.`,
    ]
    if (search.length > 0)
      why.push(
        'Search crawlers build the indexes that assistants such as ChatGPT, Claude, Perplexity and Gemini search before they recommend a business; a site they may not read is left out of those answers.',
      )
    if (fetchers.length > 0)
      why.push(
        `${listOf(fetchers.map((a) => a.token))} ${fetchers.length === 1 ? 'opens' : 'open'} your page when someone asks an assistant about you; blocked, the assistant cannot check your details.`,
      )
    fixes.push({
      id: 'search-crawlers',
      title:
        search.length > 0
          ? "Let the assistants' search crawlers read your site"
          : 'Let the assistants open your site when people ask about you',
      why: why.join(' '),
      how: `${robotsEdit(visible)} ${robotsWhere(access.home_url)}`,
    })
  }

  if (access.robots.status === 'unknown' && (access.robots.http_status ?? 0) >= 500)
    fixes.push({
      id: 'robots-error',
      title: 'Fix the error your robots.txt file answers with',
      why: `Your site answered our request for robots.txt with a server error (HTTP ${access.robots.http_status}). Search crawlers such as Googlebot treat that as "do not crawl" and stay away until it is fixed, so we could not tell which assistants may read your site.`,
      how: 'Ask your web host or developer to make yoursite/robots.txt answer normally: either a small text file, or "not found" (404) if you do not want one.',
    })

  if (access.html.read && access.html.rendered_by_script)
    fixes.push({
      id: 'rendered-by-script',
      title: 'Make your home page readable without running scripts',
      why: `Your home page arrives almost empty (${access.html.text_chars} characters of text) and is drawn by scripts in the browser. Most assistants' crawlers do not run scripts, so they see a blank page: no services, no phone, no address.`,
      how: 'Ask your web developer to turn on server-side rendering or pre-rendering (most site builders and frameworks offer it), so the page is sent with its text. At the very least, put your business name, services, phone, address and opening hours in the page as plain HTML.',
    })
  else {
    const missing = [
      access.html.telephone === 'absent' ? 'phone number' : null,
      access.html.address === 'absent' ? 'street address' : null,
      access.html.opening_hours === 'absent' ? 'opening hours' : null,
    ].filter((s): s is string => !!s)
    if (missing.length > 0)
      fixes.push({
        id: 'facts-in-page',
        title: `Write your ${listOf(missing)} on your home page`,
        why: `Your home page's text does not show your ${listOf(missing)}. We read the page as it is sent, without running scripts, as the assistants' crawlers do; details that are only in images, maps, widgets or scripts are easy for them to miss.`,
        how: `Add your ${listOf(missing)} to the home page as plain text (the footer is a good place), written the same way as on your Google Business Profile and directory listings.`,
      })
  }

  const sd = access.structured_data
  const broken =
    sd.json_ld_invalid > 0
      ? ` ${sd.json_ld_invalid === 1 ? 'One block' : `${sd.json_ld_invalid} blocks`} of structured data on your page ${sd.json_ld_invalid === 1 ? 'is' : 'are'} broken (not valid JSON), so ${sd.json_ld_invalid === 1 ? 'it is' : 'they are'} ignored.`
      : ''
  if (sd.read && !sd.local_business)
    fixes.push({
      id: 'structured-data',
      title: 'Add LocalBusiness structured data to your home page',
      why: `Your home page has no schema.org LocalBusiness markup: the machine-readable label that tells search engines and assistants your business's name, type, phone, address and opening hours.${broken}`,
      how: "Most site builders and SEO plugins (for example Yoast or Rank Math on WordPress) can add it: choose the most specific business type (such as Dentist or Plumber) and fill in your phone, address and opening hours. Then check the page with Google's Rich Results Test.",
    })
  else if (sd.read && sd.json_ld_invalid > 0)
    fixes.push({
      id: 'structured-data-broken',
      title: 'Repair the broken structured data on your home page',
      why: `${broken.trim()} Search engines and assistants skip markup they cannot read.`,
      how: "Paste your home page's address into Google's Rich Results Test or the Schema Markup Validator, which point to the error, and fix it in the plugin or page that writes it.",
    })
  if (sd.read && sd.local_business) {
    const lacks = [
      sd.telephone ? null : 'phone number',
      sd.address ? null : 'address',
      sd.opening_hours ? null : 'opening hours',
    ].filter((s): s is string => !!s)
    if (lacks.length > 0)
      fixes.push({
        id: 'structured-data-incomplete',
        title: `Add your ${listOf(lacks)} to your structured data`,
        why: `Your LocalBusiness markup does not give your ${listOf(lacks)}, so search engines and assistants have to guess ${lacks.length === 1 ? 'it' : 'them'} from your text or other sites.`,
        how: `Fill in the ${listOf(lacks)} fields in your SEO plugin or site builder's business details (schema.org "telephone", "address", "openingHours").`,
      })
  }

  if (access.sitemap.status === 'absent')
    fixes.push({
      id: 'sitemap',
      title: 'Publish a sitemap',
      why: 'We found no sitemap: none is listed in your robots.txt and there is nothing at /sitemap.xml. A sitemap lists your pages so that search crawlers, which the assistants rely on, find all of them.',
      how: 'Most site builders make one for you (on WordPress, turn on the sitemap in Yoast or Rank Math). Then add a line "Sitemap: " followed by its full address to your robots.txt.',
    })

  if (training.length > 0)
    fixes.push({
      id: 'training-crawlers',
      title: 'Decide whether AI companies may learn from your site',
      why: `Your robots.txt blocks ${listOf(training.map(named))}. These decide whether AI companies may train their models on your pages; they are not the crawlers assistants search with, and there is only weak evidence that blocking them changes whether assistants recommend you.`,
      how: `This is your choice. If you are happy for AI models to learn from your site, follow these steps. ${robotsEdit(training)} If not, leave these lines as they are. ${robotsWhere(access.home_url)}`,
    })

  return fixes
}
