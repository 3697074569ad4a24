/**
 * The directories, review sites and maps the simulated assistants send readers to and cite, by
 * country and kind of market, and the domain suffix of the businesses' (invented) websites there.
 *
 * - `kindOf(specialism)` → `'trade' | 'health' | 'hospitality' | 'general'`.
 * - `directoriesFor(specialism, country)` → the market's directories, its kind's first, then the
 *   country's general ones (Google Maps everywhere). `country`: ISO 3166-1 alpha-2, or null for
 *   an unknown country (then the international set: Google Maps, Yelp, Trustpilot, Facebook,
 *   TripAdvisor).
 * - `siteSuffix(country)` → ".com.au", ".co.uk", ... (".com" when unknown).
 *
 * Each directory has a `listing(what, where)` page (`what`: the market as a plural noun phrase,
 * "dentists"; `where`: the place as written, "Sydney") with a URL and a page title, as a search
 * result gives them. `named` marks the directories the answers' text may name ("check reviews on
 * Yelp"); the others (Justdial, NoCowboys, Golden Pages...) are only cited by URL, because the
 * mention detection does not yet know them as sources and would count them as competitors, which
 * would make the simulated ground truth disagree with it.
 */

export interface Listing {
  url: string
  title: string
}

export interface Directory {
  /** As an answer writes it ("Google Maps", "hipages"). */
  name: string
  /** Host of its listing pages, without "www." ("yelp.com.au"). */
  host: string
  /** May be named in the answer's text (see module doc). */
  named: boolean
  /** Its page for a market in a place. */
  listing: (what: string, where: string) => Listing
}

export type MarketKind = 'trade' | 'health' | 'hospitality' | 'general'

const enc = encodeURIComponent
/** "Family dentists" → "family-dentists". */
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const cap = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase())

/** A directory whose page URL and title are written from `what` and `where`. */
function dir(
  name: string,
  host: string,
  named: boolean,
  url: (what: string, where: string) => string,
  title: (what: string, where: string) => string,
): Directory {
  return {
    name,
    host,
    named,
    listing: (what, where) => ({ url: url(what, where), title: title(what, where) }),
  }
}

const GOOGLE_MAPS = dir(
  'Google Maps',
  'google.com',
  true,
  (w, l) => `https://www.google.com/maps/search/${enc(`${w} ${l}`)}`,
  (w, l) => `${cap(w)} near ${l} - Google Maps`,
)
const FACEBOOK = dir(
  'Facebook',
  'facebook.com',
  true,
  (w, l) => `https://www.facebook.com/search/pages?q=${enc(`${w} ${l}`)}`,
  (w, l) => `${cap(w)} in ${l} | Facebook`,
)
const yelp = (host: string) =>
  dir(
    'Yelp',
    host,
    true,
    (w, l) => `https://www.${host}/search?find_desc=${enc(w)}&find_loc=${enc(l)}`,
    (w, l) => `Top 10 Best ${cap(w)} in ${l} - Yelp`,
  )
const tripadvisor = (host: string) =>
  dir(
    'TripAdvisor',
    host,
    true,
    (w, l) => `https://www.${host}/Search?q=${enc(`${w} ${l}`)}`,
    (w, l) => `THE 10 BEST ${cap(w)} in ${l} - Tripadvisor`,
  )
const trustpilot = (host: string) =>
  dir(
    'Trustpilot',
    host,
    true,
    (w, l) => `https://${host}/search?query=${enc(`${w} ${l}`)}`,
    (w, l) => `Best ${cap(w)} in ${l} | Trustpilot`,
  )
const opentable = (host: string) =>
  dir(
    'OpenTable',
    host,
    true,
    (w, l) => `https://www.${host}/s?term=${enc(`${w} ${l}`)}`,
    (w, l) => `${cap(w)} in ${l} | OpenTable`,
  )
/** A directory whose listing page is `https://www.{host}/{path}` and whose title ends in `| brand`. */
const simple = (
  name: string,
  host: string,
  named: boolean,
  path: (w: string, l: string) => string,
) =>
  dir(
    name,
    host,
    named,
    (w, l) => `https://www.${host}/${path(w, l)}`,
    (w, l) => `${cap(w)} in ${l} | ${name}`,
  )

interface Country {
  suffix: string
  general: Directory[]
  trade: Directory[]
  health: Directory[]
  hospitality: Directory[]
}

const INTERNATIONAL: Country = {
  suffix: '.com',
  general: [GOOGLE_MAPS, yelp('yelp.com'), trustpilot('www.trustpilot.com'), FACEBOOK],
  trade: [],
  health: [],
  hospitality: [tripadvisor('tripadvisor.com'), GOOGLE_MAPS, yelp('yelp.com')],
}

const COUNTRIES: Record<string, Country> = {
  US: {
    suffix: '.com',
    general: [
      yelp('yelp.com'),
      GOOGLE_MAPS,
      simple(
        'Better Business Bureau',
        'bbb.org',
        true,
        (w, l) => `search?find_text=${enc(w)}&find_loc=${enc(l)}`,
      ),
      simple(
        'Yellow Pages',
        'yellowpages.com',
        true,
        (w, l) => `search?search_terms=${enc(w)}&geo_location_terms=${enc(l)}`,
      ),
      FACEBOOK,
    ],
    trade: [
      simple('Angi', 'angi.com', true, (w, l) => `companylist/us/${slug(l)}/${slug(w)}.htm`),
      simple(
        'Thumbtack',
        'thumbtack.com',
        true,
        (w, l) => `k/${slug(w)}/near-me/?zip_code=${enc(l)}`,
      ),
    ],
    health: [
      simple(
        'Zocdoc',
        'zocdoc.com',
        true,
        (w, l) => `search?address=${enc(l)}&searchQuery=${enc(w)}`,
      ),
      simple(
        'Healthgrades',
        'healthgrades.com',
        true,
        (w, l) => `usearch?what=${enc(w)}&where=${enc(l)}`,
      ),
    ],
    hospitality: [
      tripadvisor('tripadvisor.com'),
      opentable('opentable.com'),
      yelp('yelp.com'),
      GOOGLE_MAPS,
    ],
  },
  AU: {
    suffix: '.com.au',
    general: [
      GOOGLE_MAPS,
      simple(
        'Yellow Pages',
        'yellowpages.com.au',
        true,
        (w, l) => `search/listings?clue=${enc(w)}&locationClue=${enc(l)}`,
      ),
      simple(
        'ProductReview',
        'productreview.com.au',
        true,
        (w, l) => `c/${slug(w)}?location=${enc(l)}`,
      ),
      simple('TrueLocal', 'truelocal.com.au', false, (w, l) => `find/${slug(w)}/${slug(l)}`),
      yelp('yelp.com.au'),
      FACEBOOK,
    ],
    trade: [
      dir(
        'hipages',
        'hipages.com.au',
        true,
        (w, l) => `https://hipages.com.au/find/${slug(w)}/${slug(l)}`,
        (w, l) => `Best ${cap(w)} in ${l} | hipages`,
      ),
      simple('Oneflare', 'oneflare.com.au', true, (w, l) => `${slug(w)}/${slug(l)}`),
    ],
    health: [
      simple('HealthEngine', 'healthengine.com.au', true, (w, l) => `find/${slug(w)}/${slug(l)}`),
      simple('HotDoc', 'hotdoc.com.au', true, (w, l) => `search?in=${enc(l)}&purpose=${enc(w)}`),
    ],
    hospitality: [tripadvisor('tripadvisor.com.au'), opentable('opentable.com.au'), GOOGLE_MAPS],
  },
  GB: {
    suffix: '.co.uk',
    general: [
      simple('Yell', 'yell.com', true, (w, l) => `s/${slug(w)}-${slug(l)}.html`),
      GOOGLE_MAPS,
      trustpilot('uk.trustpilot.com'),
      yelp('yelp.co.uk'),
      FACEBOOK,
    ],
    trade: [
      simple(
        'Checkatrade',
        'checkatrade.com',
        true,
        (w, l) => `Search/?location=${enc(l)}&cat=${enc(w)}`,
      ),
      simple(
        'TrustATrader',
        'trustatrader.com',
        true,
        (w, l) => `search?trade_name=${enc(w)}&search_trade_location=${enc(l)}`,
      ),
      simple('MyBuilder', 'mybuilder.com', true, (w, l) => `${slug(w)}/${slug(l)}`),
    ],
    health: [simple('Doctify', 'doctify.com', false, (w, l) => `uk/find/${slug(l)}/${slug(w)}`)],
    hospitality: [tripadvisor('tripadvisor.co.uk'), opentable('opentable.co.uk'), GOOGLE_MAPS],
  },
  IE: {
    suffix: '.ie',
    general: [
      GOOGLE_MAPS,
      simple(
        'Golden Pages',
        'goldenpages.ie',
        false,
        (w, l) => `q/business/advanced/where/${slug(l)}/what/${slug(w)}/`,
      ),
      trustpilot('ie.trustpilot.com'),
      FACEBOOK,
    ],
    trade: [],
    health: [],
    hospitality: [tripadvisor('tripadvisor.ie'), GOOGLE_MAPS],
  },
  NZ: {
    suffix: '.co.nz',
    general: [
      GOOGLE_MAPS,
      simple('Yellow', 'yellow.co.nz', false, (w, l) => `${slug(l)}/${slug(w)}/`),
      simple('Finda', 'finda.co.nz', false, (w, l) => `${slug(w)}/${slug(l)}/`),
      FACEBOOK,
    ],
    trade: [
      simple(
        'NoCowboys',
        'nocowboys.co.nz',
        false,
        (w, l) => `search?q=${enc(w)}&location=${enc(l)}`,
      ),
      simple('Builderscrack', 'builderscrack.co.nz', false, (w, l) => `${slug(w)}/${slug(l)}`),
    ],
    health: [
      simple(
        'Healthpoint',
        'healthpoint.co.nz',
        false,
        (w, l) => `search?q=${enc(w)}&area=${enc(l)}`,
      ),
    ],
    hospitality: [tripadvisor('tripadvisor.co.nz'), GOOGLE_MAPS],
  },
  IN: {
    suffix: '.in',
    general: [
      GOOGLE_MAPS,
      dir(
        'Justdial',
        'justdial.com',
        false,
        (w, l) => `https://www.justdial.com/${enc(l)}/${cap(w).replace(/\s+/g, '-')}`,
        (w, l) => `Top ${cap(w)} in ${l} - Best ${cap(w)} - Justdial`,
      ),
      simple('Sulekha', 'sulekha.com', false, (w, l) => `${slug(w)}/${slug(l)}`),
      FACEBOOK,
    ],
    trade: [simple('Urban Company', 'urbancompany.com', false, (w, l) => `${slug(l)}-${slug(w)}`)],
    health: [simple('Practo', 'practo.com', false, (w, l) => `${slug(l)}/${slug(w)}`)],
    hospitality: [
      simple('Zomato', 'zomato.com', true, (w, l) => `${slug(l)}/${slug(w)}`),
      tripadvisor('tripadvisor.in'),
      GOOGLE_MAPS,
    ],
  },
  CA: {
    suffix: '.ca',
    general: [
      yelp('yelp.ca'),
      GOOGLE_MAPS,
      simple('Yellow Pages', 'yellowpages.ca', true, (w, l) => `search/si/1/${enc(w)}/${enc(l)}`),
      FACEBOOK,
    ],
    trade: [simple('HomeStars', 'homestars.com', false, (w, l) => `on/${slug(l)}/${slug(w)}`)],
    health: [
      simple('RateMDs', 'ratemds.com', true, (w, l) => `best-doctors/${slug(l)}/${slug(w)}/`),
    ],
    hospitality: [tripadvisor('tripadvisor.ca'), opentable('opentable.ca'), GOOGLE_MAPS],
  },
  SG: {
    suffix: '.com.sg',
    general: [GOOGLE_MAPS, FACEBOOK, trustpilot('www.trustpilot.com')],
    trade: [],
    health: [],
    hospitality: [
      simple('Burpple', 'burpple.com', true, (w) => `search/sg?q=${enc(w)}`),
      tripadvisor('tripadvisor.com.sg'),
      GOOGLE_MAPS,
    ],
  },
}

const KINDS: [MarketKind, RegExp][] = [
  [
    'hospitality',
    /restaurant|cafe|café|coffee|hospitality|\bbar\b|pizza|bakery|hotel|accommodation|tour|travel|hik/i,
  ],
  [
    'health',
    /dent|orthodon|physio|doctor|\bgp\b|chiro|clinic|medical|osteo|optom|psycholog|podiatr|vet\b|veterin/i,
  ],
  [
    'trade',
    /plumb|electric|roof|build|clean|paint|aircon|air con|hvac|landscap|carpent|handyman|locksmith|tiler|tiling|garden|renovat|pest|fenc|concret|glaz|plaster|removal|mover/i,
  ],
]

/** See module doc. */
export function kindOf(specialism: string): MarketKind {
  return KINDS.find(([, re]) => re.test(specialism))?.[0] ?? 'general'
}

const countryOf = (country: string | null | undefined): Country =>
  (country && COUNTRIES[country.toUpperCase()]) || INTERNATIONAL

/** See module doc. Each directory once. */
export function directoriesFor(
  specialism: string,
  country: string | null | undefined,
): Directory[] {
  const c = countryOf(country)
  const kind = kindOf(specialism)
  const list =
    kind === 'general' ? c.general : [...c[kind], ...(kind === 'hospitality' ? [] : c.general)]
  const names = new Set<string>()
  return (list.length ? list : c.general).filter((d) => !names.has(d.name) && !!names.add(d.name))
}

/** See module doc. */
export function siteSuffix(country: string | null | undefined): string {
  return countryOf(country).suffix
}

/** Every directory of every country (for the names an answer may contain). */
export const ALL_DIRECTORIES: readonly Directory[] = [
  ...new Set(
    [INTERNATIONAL, ...Object.values(COUNTRIES)].flatMap((c) => [
      ...c.general,
      ...c.trade,
      ...c.health,
      ...c.hospitality,
    ]),
  ),
]
