/**
 * Where an audit's web searches are made from: the business's location as the visitor typed it
 * ("Sydney, NSW", "Cork", "Pyrmont, Sydney") resolved to the approximate user location that the
 * vendors' search tools take (docs/decisions/0050).
 *
 * `resolveLocation(text)` → `SearchLocation` `{ query, city, region, country, timezone }`: `query` is
 * the text as typed (trimmed, spaces collapsed); `city` the gazetteer's name of the city; `region`
 * its state, province or county in full ("New South Wales"); `country` ISO 3166-1 alpha-2 ("AU");
 * `timezone` IANA ("Australia/Sydney"). A part that cannot be told is null. It never throws.
 *
 * Data: the `city-timezones` gazetteer (about 7,300 cities with population, country, province and
 * time zone) and `country-region-data` (every country's regions with their short codes: NSW, ON,
 * WA, CA...). Both are loaded on the first call and kept (about 2 MB).
 *
 * How the text is read: it is split at commas (also `;`, `/`, `|`, brackets and " - "), and tokens
 * with digits (postcodes, street numbers) are dropped. The first part that names a gazetteer city
 * is the city; the parts after it are hints (a region, its short code, a country, its ISO codes or
 * name) that choose among cities of that name, else the most populous one is taken ("Perth" is
 * Perth, WA; "Perth, Scotland" is Perth in the UK; "London, Ontario" is London, Canada). A part that
 * is no city but is followed by a city is a suburb of it ("Pyrmont, Sydney" is Sydney). A place the
 * gazetteer does not know, followed by a known region or country, is kept as typed with that region
 * and country ("Richmond, VIC"). A lone region or country gives no city. Without commas, the longest
 * leading words that name a city are the city and the rest a hint ("Sydney NSW").
 */
import { createRequire } from 'node:module'
import type { SearchLocation } from '@aivis/contract'

/** One row of the `city-timezones` gazetteer. */
type City = (typeof import('city-timezones'))['cityMapping'][number]

/** What a hint names: a country, or a region of one (`provinces`: its names, normalised). */
interface Area {
  country: string
  /** The region's name for the output; null for a whole country. */
  region: string | null
  /** Province names (normalised) a city must have to lie in the area; empty: any. */
  provinces: string[]
}

interface Gazetteer {
  /** Normalised city name → its cities. */
  cities: Map<string, City[]>
  /** Each city's province, normalised. */
  province: Map<City, string>
  /** Normalised country or region name, short code or ISO code → the areas it names. */
  areas: Map<string, Area[]>
  rows: City[]
}

/**
 * The United Kingdom's everyday names and its four nations, which neither ISO 3166-1 names nor the
 * gazetteer's provinces (its counties) carry: a hint of "Scotland" places a city in GB.
 */
const UK_NAMES: Record<string, string | null> = {
  uk: null,
  'united kingdom': null,
  britain: null,
  'great britain': null,
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  'northern ireland': 'Northern Ireland',
}

/** Lower case, accents and dots dropped, spaces collapsed: "St. Étienne" → "st etienne". */
export function normalisePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

let loaded: Gazetteer | null = null

/** The gazetteer and the area names, built once on first use. */
function gazetteer(): Gazetteer {
  if (loaded) return loaded
  const require = createRequire(import.meta.url)
  const rows = (require('city-timezones') as typeof import('city-timezones')).cityMapping
  const countries = require('country-region-data/data.json') as {
    countryName: string
    countryShortCode: string
    regions: { name: string; shortCode: string }[]
  }[]
  const cities = new Map<string, City[]>()
  const areas = new Map<string, Area[]>()
  const province = new Map<City, string>()
  // Country and province names repeat across thousands of rows: each is normalised once.
  const seen = new Map<string, string>()
  const norm = (text: string) => {
    let k = seen.get(text)
    if (k === undefined) seen.set(text, (k = normalisePlace(text)))
    return k
  }
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const k = norm(key)
    if (!k) return
    const list = map.get(k) ?? []
    if (!list.includes(value)) list.push(value)
    map.set(k, list)
  }
  const countryArea = new Map<string, Area>()
  const countryOf = (code: string) => {
    let area = countryArea.get(code)
    if (!area) countryArea.set(code, (area = { country: code, region: null, provinces: [] }))
    return area
  }
  const display = new Intl.DisplayNames(['en'], { type: 'region' })
  for (const c of countries) {
    const area = countryOf(c.countryShortCode)
    add(areas, c.countryName, area)
    add(areas, c.countryShortCode, area)
    try {
      add(areas, display.of(c.countryShortCode) ?? '', area)
    } catch {
      // A code Intl does not know keeps its other names.
    }
    for (const r of c.regions) {
      const region: Area = {
        country: c.countryShortCode,
        region: r.name,
        provinces: [norm(r.name)],
      }
      add(areas, r.name, region)
      if (r.shortCode) add(areas, r.shortCode, region)
    }
  }
  const provinces = new Map<string, Area>()
  for (const row of rows) {
    province.set(row, norm(row.province ?? ''))
    add(cities, row.city, row)
    add(cities, row.city_ascii, row)
    if (!/^[A-Z]{2}$/.test(row.iso2)) continue
    const area = countryOf(row.iso2)
    add(areas, row.country, area)
    if (row.iso3) add(areas, row.iso3, area)
    if (row.province) {
      const key = `${row.iso2}|${norm(row.province)}`
      let region = provinces.get(key)
      if (!region) {
        region = {
          country: row.iso2,
          region: row.province,
          provinces: [norm(row.province)],
        }
        provinces.set(key, region)
      }
      add(areas, row.province, region)
    }
  }
  for (const [name, nation] of Object.entries(UK_NAMES)) {
    add(areas, name, nation ? { country: 'GB', region: nation, provinces: [] } : countryOf('GB'))
  }
  loaded = { cities, province, areas, rows }
  return loaded
}

const inArea = (g: Gazetteer, city: City, area: Area) =>
  city.iso2 === area.country &&
  (area.provinces.length === 0 || area.provinces.includes(g.province.get(city) ?? ''))

const mostPopulous = <T extends { pop: number }>(list: T[]) =>
  list.reduce((a, b) => (b.pop > a.pop ? b : a))

/** The gazetteer cities in `area`. */
const citiesIn = (g: Gazetteer, area: Area) => g.rows.filter((c) => inArea(g, c, area))

/** Of the areas a hint may name, the one whose largest city is largest ("WA": Washington). */
function likeliestArea(g: Gazetteer, options: Area[]): Area | null {
  let best: Area | null = null
  let bestPop = -1
  for (const area of options) {
    const pops = citiesIn(g, area).map((c) => c.pop)
    const pop = pops.length ? Math.max(...pops) : 0
    if (pop > bestPop) [best, bestPop] = [area, pop]
  }
  return best
}

/**
 * An area's time zone: its largest city's for a region; for a country, its cities' zone when they
 * share one (null for a country spanning zones).
 */
function areaTimezone(g: Gazetteer, area: Area): string | null {
  const inside = citiesIn(g, area)
  if (!inside.length) return null
  if (area.region !== null) return mostPopulous(inside).timezone || null
  const zones = new Set(inside.map((c) => c.timezone))
  return zones.size === 1 ? [...zones][0] || null : null
}

const ofCity = (query: string, c: City): SearchLocation => ({
  query,
  city: c.city,
  region: c.province || null,
  country: /^[A-Z]{2}$/.test(c.iso2) ? c.iso2 : null,
  timezone: c.timezone || null,
})

const ofArea = (g: Gazetteer, query: string, city: string | null, a: Area): SearchLocation => ({
  query,
  city,
  region: a.region,
  country: a.country,
  timezone: areaTimezone(g, a),
})

/** The text's parts: split at separators, tokens with digits dropped, empty parts left out. */
function partsOf(text: string): string[] {
  return text
    .split(/[,;/|()[\]\n]|\s[-–—]\s/)
    .map((p) =>
      p
        .split(/\s+/)
        .filter((w) => w && !/\d/.test(w))
        .join(' ')
        .trim(),
    )
    .filter((p) => normalisePlace(p) !== '')
}

/** The location `parts` describe (see module doc), or null when they name nothing known. */
function fromParts(g: Gazetteer, query: string, parts: string[]): SearchLocation | null {
  const isCity = (p: string) => g.cities.has(normalisePlace(p))
  const areasOf = (p: string) => g.areas.get(normalisePlace(p)) ?? []
  for (let i = 0; i < parts.length; i++) {
    const candidates = g.cities.get(normalisePlace(parts[i])) ?? []
    const hints = parts.slice(i + 1)
    if (candidates.length && !hints.length) return ofCity(query, mostPopulous(candidates))
    if (candidates.length) {
      const scored = candidates.map((c) => ({
        c,
        pop: c.pop,
        score: hints.filter((h) => areasOf(h).some((a) => inArea(g, c, a))).length,
      }))
      const top = Math.max(...scored.map((s) => s.score))
      if (top > 0) return ofCity(query, mostPopulous(scored.filter((s) => s.score === top)).c)
    }
    // A later part is the city: this one is a suburb of it (or a place we do not know there).
    if (hints.some(isCity)) continue
    const area = likeliestArea(g, hints.flatMap(areasOf))
    if (area) return ofArea(g, query, parts[i], area)
    if (candidates.length) return ofCity(query, mostPopulous(candidates))
    if (!hints.length) {
      const only = likeliestArea(g, areasOf(parts[i]))
      if (only) return ofArea(g, query, null, only)
    }
  }
  return null
}

/** See module doc. Never throws: anything unreadable gives a location of `query` alone. */
export function resolveLocation(text: string): SearchLocation {
  const query = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  const unknown: SearchLocation = { query, city: null, region: null, country: null, timezone: null }
  try {
    const g = gazetteer()
    const parts = partsOf(query)
    const found = fromParts(g, query, parts)
    if (found || parts.length !== 1) return found ?? unknown
    // "Sydney NSW": the longest leading words that name a city, the rest a hint.
    const words = parts[0].split(' ')
    for (let k = words.length - 1; k >= 1; k--) {
      const head = words.slice(0, k).join(' ')
      if (!g.cities.has(normalisePlace(head))) continue
      const split = fromParts(g, query, [head, words.slice(k).join(' ')])
      if (split) return split
    }
    return unknown
  } catch {
    return unknown
  }
}
