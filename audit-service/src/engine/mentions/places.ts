/**
 * Places every answer may name, from the gazetteer the audit already uses to resolve locations
 * (docs/decisions/0050, 0089): the cities of `city-timezones` (about 7,300) and the countries and
 * their regions of `country-region-data` (about 3,300 names). `isKnownPlace(name)`: the whole name
 * (normalised, a leading "The" dropped) is one of them ("Zimbabwe", "Port Moresby", "Sliema",
 * "Hong Kong"). Loaded on the first call, or by `loadPlaces()` when a process starts, and kept
 * (about 10,000 short strings).
 *
 * Suburbs, districts and landmarks that no gazetteer lists are told by how the answer writes them
 * (`placeWords` in names.ts, `AREA_NOUNS` and `PLACE_NOUNS` in lexicon.ts). Nothing throws.
 */
import { createRequire } from 'node:module'
import { normalizeName } from './names'

let known: Set<string> | null = null

function load(): Set<string> {
  const require = createRequire(import.meta.url)
  const cities = (require('city-timezones') as typeof import('city-timezones')).cityMapping
  const countries = require('country-region-data/data.json') as {
    countryName: string
    regions: { name: string }[]
  }[]
  const out = new Set<string>()
  for (const row of cities) out.add(normalizeName(row.city))
  for (const { countryName, regions } of countries) {
    out.add(normalizeName(countryName))
    for (const { name } of regions) out.add(normalizeName(name))
  }
  out.delete('')
  return out
}

/** Loads the gazetteer now (at a process's start), so that the first audit does not pay for it. */
export function loadPlaces(): void {
  known ??= load()
}

export function isKnownPlace(name: string): boolean {
  known ??= load()
  return known.has(normalizeName(name))
}
