/**
 * Addresses in an answer, compared with the business's PostalAddress (the fact check's `address`).
 *
 * - `findAddresses(text, offset)` → the addresses a passage states: a labelled one ("Address:
 *   12 Harbour St, Sydney NSW 2000", "**Adresse:** …"), a street address in prose ("located at
 *   27 Belgrave St, Manly", "at Sendlinger Str. 24, 80331 München"), or only a district ("based in
 *   Chermside"). An address given as the former one ("previously at …") is not stated as the
 *   business's. Spans are offsets in the answer.
 * - `judgeAddress(stated, address, place)` → `correct` or `wrong`: the words of both sides are
 *   folded (case, accents, and any script to Latin letters with `any-ascii`), abbreviations read
 *   as the word ("St" = "Street", "Str." = "Strada" in Romania: the OpenCage abbreviations of the
 *   country's languages, decision 0117; "Jl." = "Jalan": an abbreviation of one of the owner's
 *   words) and regions as their codes ("New South Wales" = "NSW", from `country-region-data`). A
 *   street word, a building and a floor never contradict. A number (street number, postcode) or a
 *   capitalised word of the stated address that the business's address, its country and the place
 *   the owner typed (`place`) do not hold contradicts it: wrong. What is left out does not.
 * - `addressExpected(address)` → the address as one line.
 *
 * Pure; never throws.
 */
import { createRequire } from 'node:module'
import anyAscii from 'any-ascii'
import { distance } from 'fastest-levenshtein'
import type { PostalAddress } from '@aivis/contract'
import type { Span } from '../mentions/business'
import { ownSubject } from './subject'

const require = createRequire(import.meta.url)

/** Words that mean the same in addresses, each read as its first form. */
const SAME: string[][] = [
  [
    'st',
    'street',
    'str',
    'strasse',
    'calle',
    'c',
    'rua',
    'r',
    'rue',
    'via',
    'straat',
    'ulica',
    'ul',
    'gatan',
    'gata',
    'saint',
    'sankt',
  ],
  ['rd', 'road'],
  ['av', 'ave', 'avenue', 'avenida', 'avda', 'avd', 'aven'],
  ['dr', 'drive'],
  ['ln', 'lane'],
  ['pl', 'place', 'platz', 'plein'],
  ['tce', 'terrace', 'terr', 'ter'],
  ['hwy', 'highway'],
  ['blvd', 'boulevard', 'bd', 'bvd', 'blv'],
  ['cres', 'crescent', 'cr'],
  ['pde', 'parade'],
  ['ct', 'court'],
  ['sq', 'square', 'plaza', 'praca', 'pza'],
  ['mt', 'mount', 'mont'],
  ['pkwy', 'parkway'],
  ['hts', 'heights'],
  ['north', 'n', 'nth', 'nte', 'norte', 'nord'],
  ['south', 's', 'sth', 'sur', 'sud'],
  ['east', 'e', 'este', 'est', 'ost'],
  ['west', 'w', 'oeste', 'ouest'],
  ['cons', 'conselheiro'],
  ['sala', 'sl'],
  ['dept', 'department'],
  ['cad', 'caddesi', 'cd'],
  ['sok', 'sokak', 'sokagi', 'sk'],
  ['mah', 'mahallesi', 'mh'],
  ['bulvari', 'bulv'],
  ['nam', 'namesti', 'namestie'],
  ['tr', 'trida'],
  ['u', 'utca'],
  ['krs', 'carrera', 'cra', 'kra'],
  ['vej', 'vei', 'veien', 'vegen', 'veg'],
  ['jr', 'jiron'],
]
const CANON = new Map<string, string>(SAME.flatMap((forms) => forms.map((f) => [f, forms[0]])))

/** Street-type words of `SAME`, as their first form: a street's kind, not its name. */
const SAME_STREET_TYPES = [
  'jr',
  'st',
  'rd',
  'av',
  'dr',
  'ln',
  'pl',
  'tce',
  'hwy',
  'blvd',
  'cres',
  'pde',
  'ct',
  'sq',
  'pkwy',
  'cad',
  'sok',
  'bulvari',
  'nam',
  'tr',
  'u',
  'krs',
  'vej',
]

/** Words the abbreviations list among roads that name a street rather than say its kind. */
const NOT_STREET_TYPES =
  /^(?:north|south|east|west|northeast|northwest|southeast|southwest|junior|doctora?|san|santa|santo|santas|santos|saint|sainte|sankt|nuestra|mountain|mount|gran|general|generala|profesor|profesora)$/

interface Abbreviation {
  component: string
  replacements: { src: string; dest: string }[]
}
/**
 * Canonical forms for one country: `SAME`, then the OpenCage address-formatting abbreviations
 * (from `@fragaria/address-formatter`) of the country's languages and English, each abbreviation
 * read as its word ("Str" = "Strada" in Romania, "Jl" = "Jalan"). Languages differ ("St" is
 * "Store" in Danish), so each country reads only its own.
 */
interface Canon {
  canon: Map<string, string>
  streetTypes: Set<string>
}
const canonKept = new Map<string, Canon>()
function canonOf(country: string | undefined): Canon {
  const cc = (country ?? '').toUpperCase() === 'UK' ? 'GB' : (country ?? '').toUpperCase()
  let kept = canonKept.get(cc)
  if (kept) return kept
  const canon = new Map(CANON)
  const streetTypes = new Set(SAME_STREET_TYPES)
  const all = require('@fragaria/address-formatter/src/templates/abbreviations.json') as Record<
    string,
    Abbreviation[]
  >
  const langs = require('@fragaria/address-formatter/src/templates/country-to-lang.json') as Record<
    string,
    string[]
  >
  for (const lang of [...(langs[cc] ?? []), 'EN'])
    for (const group of all[lang] ?? [])
      for (const { src, dest } of group.replacements) {
        const full = fold(src)
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
        const short = fold(dest)
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
        // One word for one word: "Strada" → "Str", "Bulevardul" → "Blvd".
        if (full.length !== 1 || short.length !== 1) continue
        const to = canon.get(full[0]) ?? canon.get(short[0]) ?? full[0]
        if (!canon.has(full[0])) canon.set(full[0], to)
        if (!canon.has(short[0])) canon.set(short[0], to)
        if (group.component === 'road' && !NOT_STREET_TYPES.test(to)) streetTypes.add(to)
      }
  kept = { canon, streetTypes }
  canonKept.set(cc, kept)
  return kept
}

const languagesKept = new Map<string, string[]>()
/**
 * The languages a country writes in, lower case: its likely language (`Intl.Locale#maximize`)
 * then its official ones from the OpenCage country-to-language data ("ar" and "fr" in Algeria,
 * "bs", "hr" and "sr" in Bosnia and Herzegovina). Empty for no country.
 */
export function countryLanguages(country: string | null | undefined): string[] {
  const cc = (country ?? '').toUpperCase() === 'UK' ? 'GB' : (country ?? '').toUpperCase()
  let kept = languagesKept.get(cc)
  if (kept) return kept
  kept = []
  if (/^[A-Z]{2}$/.test(cc)) {
    try {
      kept.push(new Intl.Locale('und', { region: cc }).maximize().language)
    } catch {
      // not a region
    }
    const langs =
      require('@fragaria/address-formatter/src/templates/country-to-lang.json') as Record<
        string,
        string[]
      >
    for (const l of langs[cc] ?? []) kept.push(l.toLowerCase())
  }
  kept = [...new Set(kept)]
  languagesKept.set(cc, kept)
  return kept
}

let shortForms: Set<string> | null = null
/**
 * True when `word` (without its full stop) is a street or title abbreviation of any language
 * (the OpenCage abbreviations and `SAME`: "Blv", "Bd", "Str", "Avda", "ul", "Prof"): a full stop
 * after it does not end a sentence.
 */
export function isAbbreviation(word: string): boolean {
  if (!shortForms) {
    const all = require('@fragaria/address-formatter/src/templates/abbreviations.json') as Record<
      string,
      Abbreviation[]
    >
    // Short words that are whole words end a sentence ("… moved to Wufu 4th Road. It was …").
    const whole = new Set(['road', 'lane', 'west', 'east', 'mall', 'quay', 'walk', 'row', 'way'])
    shortForms = new Set(
      SAME.flatMap((forms) => forms.filter((f) => f.length <= 4 && !whole.has(f))),
    )
    for (const groups of Object.values(all))
      for (const group of groups)
        for (const { dest } of group.replacements)
          if (!/\s/.test(dest)) shortForms.add(fold(dest.replace(/\.$/, '')))
  }
  return shortForms.has(fold(word))
}

/**
 * Where the first sentence of `text` ends: a full stop then a capital, not after an abbreviation
 * (`isAbbreviation`), an initial or a short lower-case word; -1 for none.
 */
function sentenceEnd(text: string): number {
  for (const m of text.matchAll(/([\p{L}\d]*)\.\s+(?=\p{Lu})/gu)) {
    const word = m[1]
    if (/^\d+$/.test(word)) return m.index + word.length
    if (word.length <= 2 || /^\p{Ll}{1,3}$/u.test(word) || isAbbreviation(word)) continue
    // A short word in another script before a full stop is its abbreviation ("Λεωφ.", "просп.").
    if (word.length <= 5 && !/\p{Script=Latin}/u.test(word)) continue
    return m.index + word.length
  }
  return -1
}

/** True when `short` is an abbreviation of `word`: its first letter, then its letters in order ("jl" of "jalan"). */
export function abbreviates(short: string, word: string): boolean {
  if (short.length > 4 || word.length <= short.length || short[0] !== word[0]) return false
  let i = 1
  for (let k = 1; k < word.length && i < short.length; k++) if (word[k] === short[i]) i++
  return i === short.length
}

/** Words of an address that say nothing about where it is. */
const FILLER = new Set([
  'shop',
  'suite',
  'unit',
  'level',
  'floor',
  'ste',
  'apt',
  'no',
  'nr',
  'number',
  'the',
  'of',
  'de',
  'del',
  'la',
  'el',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'du',
  'des',
  'le',
  'and',
  'near',
  'opposite',
  'corner',
  'cnr',
  'building',
  'bldg',
  'piso',
  'local',
  'new',
  'im',
  'am',
  'an',
  'der',
  'bei',
  'off',
  'at',
  'in',
  'on',
  'van',
  'het',
  'y',
  'e',
  'et',
  'ground',
  'first',
  'upstairs',
  'entrance',
  'via',
  'loja',
  'andar',
  'oficina',
  'despacho',
  'bis',
  'colonia',
  'col',
  'barrio',
  'bairro',
  'city',
  'ward',
  'district',
  'province',
  'commune',
  'village',
  'county',
  'borough',
  'municipality',
  'prefecture',
  'quarter',
  'neighbourhood',
  'neighborhood',
  'nd',
  'rd',
  'th',
  'floor',
  'fl',
  'centre',
  'center',
  'centro',
  'cbd',
  'downtown',
  'central',
  'town',
  'blk',
  'block',
  'pc',
  'cp',
  'zip',
  'plz',
  'cep',
  'postcode',
  'pob',
  'box',
  // Kinds of area around a name ("Vientiane Capital", "Asanbay microdistrict", "Yunusobod tumani").
  'capital',
  'region',
  'state',
  'governorate',
  'oblast',
  'rayon',
  'raion',
  'microdistrict',
  'mikrorayon',
  'mkr',
  'subcity',
  'zone',
  'area',
  'metropolitan',
  'territory',
  'parish',
  'township',
  'tumani',
  // An island, atoll or the country's long name around the place ("Malakal Island", "Fongafale islet").
  'island',
  'islands',
  'islet',
  'isle',
  'atoll',
  'now',
  'currently',
  'still',
  'today',
  'just',
])

/**
 * Case and script folded: `any-ascii` writes every script in Latin letters ("Марица" → "maritsa",
 * "Tô Ngọc Vân" → "to ngoc van", "Straße" → "strasse"), so an address in the country's script and
 * its romanised form agree.
 */
const fold = (s: string) => anyAscii(s).toLowerCase()

/**
 * A folded word with the letters that transliterations of one sound differ in made one: "dzh",
 * "dj", "zh" and "j"; "kh" and "h"; "ch" and "c"; "sh" and "s"; "y" and "i"; "w" and "v"; "ph"
 * and "f"; "ou" and "u"; doubled letters.
 */
const soundKey = (w: string) =>
  w
    .replace(/dzh|dj|zh/g, 'j')
    .replace(/kh/g, 'h')
    .replace(/ch|tch|ts|tz/g, 'c')
    .replace(/sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/ou|oo/g, 'u')
    .replace(/y/g, 'i')
    .replace(/w/g, 'v')
    .replace(/(\p{L})\1+/gu, '$1')

/** The folded, canonical words of an address; digits and letters split ("yo22" → "yo", "22"). */
const ROMAN_NUMERAL = /^x{0,3}(?:ix|iv|v?i{0,3})$/
/** The value of a Roman numeral of `ROMAN_NUMERAL` ("xiv" → 14). */
function romanValue(w: string): number {
  const v: Record<string, number> = { i: 1, v: 5, x: 10 }
  let n = 0
  for (let k = 0; k < w.length; k++) n += v[w[k]] < (v[w[k + 1]] ?? 0) ? -v[w[k]] : v[w[k]]
  return n
}

function wordsOf(text: string, canon: Map<string, string> = CANON): string[] {
  return (
    fold(text)
      // A kilometre marker's decimals are one number ("Km 3.5" is not "Km 5").
      .replace(/\bkm\.?\s*(\d+)[.,](\d+)/g, 'km $1$2')
      .replace(/(\d)(?=\p{L})|(\p{L})(?=\d)/gu, '$1$2 ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => w.replace(/^0+(?=\d)/, ''))
      // A Roman numeral is its number ("Via III Settembre" is "Via 3 Settembre"); not a lone "i".
      .map((w) => (w.length > 1 && ROMAN_NUMERAL.test(w) ? String(romanValue(w)) : w))
      .map((w) => canon.get(w) ?? w)
      // "Pragstr." is "Pragstraße".
      .map((w) => (w.length > 5 && w.endsWith('str') ? `${w}asse` : w))
  )
}

interface Region {
  name: string
  /** Missing for some countries' regions (Puerto Rico's municipalities, Macao). */
  shortCode?: string
}
let regionsByCountry: Map<string, Region[]> | null = null
/** The regions of a country (`country-region-data`), by ISO 3166-1 alpha-2 code. */
function regionsOf(country: string | undefined): Region[] {
  if (!country) return []
  regionsByCountry ??= new Map(
    (
      require('country-region-data/data.json') as {
        countryShortCode: string
        regions: Region[]
      }[]
    ).map((c) => [c.countryShortCode, c.regions]),
  )
  return regionsByCountry.get(country.toUpperCase() === 'UK' ? 'GB' : country.toUpperCase()) ?? []
}

/** Every word the business's address, its region's other name, its country and the place allow. */
const allowedKept = new Map<string, Set<string>>()
/** `readAllowed`, kept per address: an audit compares every answer with the same one. */
function allowedWords(address: PostalAddress, place: string, country?: string): Set<string> {
  const key = JSON.stringify([address, place, country ?? ''])
  let set = allowedKept.get(key)
  if (!set) {
    if (allowedKept.size >= 32) allowedKept.delete(allowedKept.keys().next().value!)
    set = readAllowed(address, place, country)
    allowedKept.set(key, set)
  }
  return set
}

function readAllowed(address: PostalAddress, place: string, country?: string): Set<string> {
  const cc = (address.addressCountry ?? country ?? '').trim()
  const parts = [
    address.streetAddress,
    address.addressLocality,
    address.addressRegion,
    address.postalCode,
    address.addressCountry,
    place,
  ].filter(Boolean) as string[]
  const region = address.addressRegion ? fold(address.addressRegion) : null
  for (const r of regionsOf(cc.length === 2 ? cc : country))
    if (region && (fold(r.name) === region || (r.shortCode && fold(r.shortCode) === region)))
      parts.push(r.name, ...(r.shortCode ? [r.shortCode] : []))
  if (cc.length === 2) {
    try {
      const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(
        cc.toUpperCase() === 'UK' ? 'GB' : cc.toUpperCase(),
      )
      if (name) parts.push(name)
    } catch {
      // not a region code: its words are already in
    }
  }
  // Words written apart or together ("Ha Noi" and "Hanoi", "Sankt Gallen" and "Sanktgallen").
  const { canon } = canonOf(cc.length === 2 ? cc : country)
  const words = parts.flatMap((p) => wordsOf(p, canon))
  const joined = parts.flatMap((p) => {
    const w = wordsOf(p, canon)
    return w.slice(1).map((x, i) => w[i] + x)
  })
  return new Set([...words, ...joined])
}

interface OwnWords {
  /** Initials of two to five of the business's words in a row ("bkk" of "Boeung Keng Kang"). */
  acronyms: Set<string>
  /** The words of its street's name, without numbers, fillers and street words. */
  streetWords: Set<string>
  /** Its street's name words written right before a street word ("jianguomenwai" of "Jianguomenwai Avenue"). */
  kindAfter: Set<string>
  /** Its street's name words written right after a street word ("cristina" of "Calle Cristina"). */
  kindBefore: Set<string>
  /** Acronyms written in capitals in the owner's address, folded ("zi"). */
  written: Set<string>
}
const ownWordsKept = new Map<string, OwnWords>()
/** `OwnWords` of an address, kept per address: an audit compares every answer with the same one. */
function ownWords(
  address: PostalAddress,
  country: string | undefined,
  canon: Map<string, string>,
  streetTypes: Set<string>,
): OwnWords {
  const key = JSON.stringify([address, country ?? ''])
  let kept = ownWordsKept.get(key)
  if (kept) return kept
  const acronyms = new Set<string>()
  for (const part of [address.streetAddress, address.addressLocality, address.addressRegion]) {
    const words = part ? wordsOf(part, canon).filter((w) => !/\d/.test(w)) : []
    for (let i = 0; i < words.length; i++)
      for (let n = 2; n <= 5 && i + n <= words.length; n++)
        acronyms.add(
          words
            .slice(i, i + n)
            .map((w) => w[0])
            .join(''),
        )
  }
  // The street is the first part with a number and a name ("Peace Avenue 44" of "Peace Avenue 44,
  // 1st khoroo, Sükhbaatar District"; "Simpang 88" of "No. 12, Simpang 88, Kampong Kiulap"), or
  // the name before its number ("Rua Mateus Leme, 2890").
  const named = (w: string) =>
    !/\d/.test(w) && w.length > 1 && !FILLER.has(w) && !streetTypes.has(w)
  const street: string[] = []
  const kindAfter = new Set<string>()
  const kindBefore = new Set<string>()
  for (const part of (address.streetAddress ?? '').split(',')) {
    const words = wordsOf(part, canon)
    street.push(...words.filter(named))
    words.forEach((w, i) => {
      if (!named(w)) return
      if (streetTypes.has(words[i + 1] ?? '')) kindAfter.add(w)
      if (streetTypes.has(words[i - 1] ?? '')) kindBefore.add(w)
    })
    if (words.some((w) => /\d/.test(w)) && street.length) break
  }
  const streetWords = new Set(street)
  // Acronyms the owner writes ("ZI de Jarry"): the answer may spell them out ("Zone Industrielle").
  const written = new Set(
    [address.streetAddress, address.addressLocality, address.addressRegion]
      .flatMap((p) => (p ?? '').match(/(?<![\p{L}])\p{Lu}{2,5}(?![\p{L}])/gu) ?? [])
      .map((w) => fold(w)),
  )
  kept = { acronyms, streetWords, kindAfter, kindBefore, written }
  if (ownWordsKept.size >= 32) ownWordsKept.delete(ownWordsKept.keys().next().value!)
  ownWordsKept.set(key, kept)
  return kept
}

/**
 * The part of a stated address that says where (`betweenStreetAndTown`), without what says where
 * inside or where mail goes: floors, suites and units, a building's name, a post-office box, a
 * Singapore postcode's letter, a French arrondissement, footnote marks and a country's long name;
 * "PK5" read as "Km 5" and a kilometre marker's decimals joined.
 */
function whereOf(stated: string, address: PostalAddress, canon: Map<string, string>): string {
  return (
    betweenStreetAndTown(stated, address, canon)
      // "PK5", the French kilometre point, is "Km 5".
      .replace(/\bPK\s?(\d+)\b/g, 'Km $1')
      // "on Emek Refaim Street in the German Colony": the area after "in the" describes it.
      .replace(/\bin the(?:\s+\p{Lu}[\p{L}'’-]*)+/gu, ' ')
      // A floor, suite or unit and its number ("piso 4", "4th floor", "Suite 300") says where inside.
      .replace(
        /\b(?:piso|floor|fl\.|level|suite|ste\.|apt\.?|apartment|oficina|office|room|sala|andar|despacho|étage|etage|stock|shop|unit|stall|kiosk|booth|loja|local)\s*(?:no\.?\s*)?[\p{L}\d-]*\d[\p{L}\d-]*(?:\/(?=\d))?|\b\d+\.?(?:st|nd|rd|th|º|ª|er|e|°)?\s+(?:floor|fl\.|piso|andar|étage|etage|level|stock|OG)\b/giu,
        ' ',
      )
      // A building and its floor ("Edificio Torre Sol, piso 4", "Tower B, 12th Floor") say where
      // inside, not where.
      .replace(
        /(?:^|,)\s*(?:Edificio|Edif\.|Torre|Building|Bldg\.?|Tower|Centro Comercial|C\.\s?C\.|Mall|Complex|Plaza|Immeuble|Résidence|Gebäude|Haus)\b[^,]*/giu,
        ' ',
      )
      // An ordinal left alone at the end is a floor whose word the span left out ("…, n.º 54, 3.º").
      .replace(/,\s*\d+\.?[ºª°]\s*$/u, ' ')
      // A kilometre marker's decimals are one number ("Km 5,6").
      .replace(/\b([Kk]m\.?\s*)(\d+)[.,](\d+)/g, '$1$2$3')
      // "S120448": Singapore's postcode with its letter.
      .replace(/\b[A-Z](?=\d{5,6}\b)/g, ' ')
      .replace(/\b\d{1,2}(?:e|er|ème|eme|º|ª)\b(?:\s+arr(?:ondissement)?\.?)?/g, ' ')
      .replace(/\[\d+\]/g, ' ')
      // A post-office box ("BP 12045", "P.O. Box 1234", "Caixa Postal 12") is where mail goes.
      .replace(
        /(?<![\p{L}])(?:B\.?\s?P\.?|P\.?\s?O\.?\s?Box|Box|Caixa Postal|Apartado(?:\s+Postal)?|Apdo\.?|Postfach|Bo[iî]te Postale|Private Bag|P\.?M\.?B\.?|Casilla)\s*\d+(?![\p{L}\d])/giu,
        ' ',
      )
      // "Republic of Palau", "Kingdom of Tonga": the country's long name.
      .replace(
        /\b(?:Republic|Kingdom|Commonwealth|Principality|Grand Duchy|Sultanate|Federated States|Territory|Collectivity)\s+of\s+(?:the\s+)?/gu,
        ' ',
      )
  )
}

/**
 * True when the stated address carries a postcode of letters and digits ("JE2 4UA", "M5V 2T6",
 * "1012 AB") of the same shape as the business's but another: the same shape, written otherwise.
 */
function postcodeMistyped(stated: string, address: PostalAddress): boolean {
  const code = (address.postalCode ?? '').trim().toUpperCase()
  if (/\p{L}/u.test(code) && /\d/.test(code)) {
    const shape = code
      .replace(/\s+/g, ' ')
      .replace(/./gu, (c) =>
        c === ' '
          ? '\\s?'
          : /\d/.test(c)
            ? '\\d'
            : /\p{L}/u.test(c)
              ? '\\p{Lu}'
              : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
      )
    for (const m of stated.matchAll(new RegExp(`(?<![\\p{L}\\d])${shape}(?![\\p{L}\\d])`, 'gu')))
      if (m[0].replace(/\s+/g, '') !== code.replace(/\s+/g, '')) return true
  }
  return false
}

/** `correct` or `wrong` for a stated address (module doc). */
export function judgeAddress(
  stated: string,
  address: PostalAddress,
  place: string,
  country?: string,
): 'correct' | 'wrong' {
  const allowed = allowedWords(address, place, country)
  const cc = (address.addressCountry ?? '').trim()
  const { canon, streetTypes } = canonOf(cc.length === 2 ? cc : country)
  const raw = whereOf(stated, address, canon)
  if (postcodeMistyped(stated, address)) return 'wrong'
  const { acronyms, streetWords, kindAfter, kindBefore, written } = ownWords(
    address,
    country,
    canon,
    streetTypes,
  )
  // Capitalised words and numbers carry where it is; lower-case words are descriptions.
  const tokens = raw.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? []
  let wordAgainst = false
  // A number of the business's: its door number, or its postcode when no other street is named
  // ("Condamine, 98000 Monaco"); "As Lito Road, …, MP 96950" for "Capitol Hill Road" names
  // another street, and the postcode does not make it the same.
  const streetNumbers = new Set(
    wordsOf(address.streetAddress ?? '', canon).filter((w) => /\d/.test(w)),
  )
  // The postcode counts only beside the business's own town ("Condamine, 98000 Monaco"): one
  // postcode may cover a whole territory ("Tafuna, AS 96799" for Leone).
  const localityWords = wordsOf(address.addressLocality ?? '', canon).filter(
    (w) => w.length > 2 && !FILLER.has(w),
  )
  const namesTown = tokens.some((t) => wordsOf(t, canon).some((w) => localityWords.includes(w)))
  const namesStreet = STREET_WORD.test(raw)
  const numberAgrees = tokens.some((t) =>
    wordsOf(t, canon).some(
      (w) =>
        /\d/.test(w) &&
        (streetNumbers.has(w) ||
          // Not when the owner names a district the answer's place would contradict ("Baie des
          // Citrons, 98800 Nouméa" for "…, Anse Vata, Nouméa 98800").
          (!namesStreet && namesTown && !namesDistrict(address) && allowed.has(w))),
    ),
  )
  const folded = (i: number) => (tokens[i] ? wordsOf(tokens[i], canon) : [])
  for (const [i, token] of tokens.entries()) {
    const isNumber = /\d/.test(token)
    const capitalised = /^\p{Lu}/u.test(token)
    if (!isNumber && !capitalised) continue
    // The country's own code ("…, St. Thomas, VI 00802"), not a Roman numeral.
    if (token === (cc.length === 2 ? cc : (country ?? '')).toUpperCase()) continue
    // A postal district's letters after the town ("4611 Kristiansand S", "1620 København V",
    // "5220 Odense SØ").
    if (/^\p{Lu}{1,2}$/u.test(token) && folded(i - 1).some((w) => localityWords.includes(w)))
      continue
    // An acronym the owner writes, spelled out ("Zone Industrielle" for "ZI").
    if (
      !isNumber &&
      [...written].some((a) =>
        [...Array(a.length).keys()].some((back) => {
          const from = i - back
          const run = tokens.slice(Math.max(0, from), from + a.length)
          return (
            from >= 0 &&
            run.length === a.length &&
            run.every((t) => /^\p{Lu}/u.test(t)) &&
            fold(run.map((t) => t[0]).join('')) === a
          )
        }),
      )
    )
      continue
    // The street's kind in another language where the business writes its own ("Jianguomenwai
    // Dajie" for "Jianguomenwai Avenue", "Ulitsa Lenina" for "Lenina Street").
    if (
      !isNumber &&
      (folded(i - 1).some((w) => kindAfter.has(w)) || folded(i + 1).some((w) => kindBefore.has(w)))
    )
      continue
    // A region's code when the business gave no region contradicts nothing ("Sydney NSW 2000"):
    // the town and postcode decide.
    if (
      !address.addressRegion &&
      /^\p{Lu}{2,3}$/u.test(token) &&
      regionsOf(cc.length === 2 ? cc : country).some((r) => r.shortCode === token)
    )
      continue
    // In the business's own script without capitals: the signs left once its own places are
    // taken out name another place (沖縄県那覇市松尾 for 牧志2-17-8, Naha).
    if (!capitalised && otherPlaceInScript(token.replace(/\d+/g, ' '), address)) return 'wrong'
    for (const w of wordsOf(token, canon)) {
      // Of a word in a script without capitals (大阪市北区中崎西1) only the numbers are compared.
      if (!capitalised && !/\d/.test(w)) continue
      if (FILLER.has(w) || allowed.has(w)) continue
      if (/^\p{Lu}{2,5}\d*$/u.test(token) && acronyms.has(w)) continue
      if (!/\d/.test(w) && w.length < 2) continue
      // A street's kind says nothing against it: left out ("Calle Uruguay 1244" for "Uruguay
      // 1244") or in the region's other language ("Paseo" for "Passeig").
      if (streetTypes.has(w)) continue
      // An abbreviation of one of the business's words ("Jl." for "Jalan", "Str." for "Strada").
      // Not a filler or a street word of the business's ("de" is no abbreviation of "Djélibougou").
      if (
        !/\d/.test(w) &&
        [...allowed].some(
          (a) =>
            abbreviates(w, a) ||
            (!/\d/.test(a) &&
              !FILLER.has(a) &&
              !streetTypes.has(a) &&
              // The country's code is no abbreviation ("GA" of "Glass"), nor a letter of a
              // postcode ("P" of Eircode "F92 P2R7" for "Pearse").
              a !== fold(cc) &&
              a.length >= 2 &&
              abbreviates(a, w)),
        )
      )
        continue
      // Another spelling of a place ("Warszawa" for "Warsaw", "Lisboa" for "Lisbon"): the same
      // first four letters as a word of the business's address.
      if (
        !/\d/.test(w) &&
        w.length >= 4 &&
        [...allowed].some((a) => a.length >= 4 && a.slice(0, 4) === w.slice(0, 4))
      )
        continue
      // A transliteration's other spelling ("Erevan" for "Yerevan", "Khudzhandi" for
      // "Khujandi"): the same sounds (`soundKey`) one letter apart, for words of five letters or
      // more.
      if (
        !/\d/.test(w) &&
        w.length >= 5 &&
        [...allowed].some(
          (a) => a.length >= 5 && !/\d/.test(a) && distance(soundKey(a), soundKey(w)) <= 1,
        )
      )
        continue
      if (/\d/.test(w)) return 'wrong'
      wordAgainst = true
    }
  }
  // Only words against it, while its numbers are the business's own ("45, Constitution Street"
  // for "45, Triq il-Kostituzzjoni"), may be its street name translated (below).
  if (!wordAgainst) return 'correct'
  // A street name translated shares no word with the business's street ("Constitution" for
  // "Kostituzzjoni"); a wrong district beside the right street ("Rua Mateus Leme, 2890 – Centro
  // Cívico") does.
  const streetAgrees = tokens.some((t) => wordsOf(t, canon).some((w) => streetWords.has(w)))
  return numberAgrees && !streetAgrees ? 'correct' : 'wrong'
}

/** The names every town gives its old town or centre ("Stare Miasto", "Altstadt", "Centro"). */
const CENTRAL_DISTRICT =
  /^\s*(?:Stare Miasto|Śródmieście|Old Town|Old City|Altstadt|Innenstadt|Centro(?: Histórico| Storico| Hist[oó]rico)?|Zona Centro|Centre(?:-ville| Ville)?|City Cent(?:re|er)|Town Cent(?:re|er)|Downtown|Vieille Ville|Casco (?:Antiguo|Viejo|Histórico)|Staré Město|Staro Mesto|Stari Grad|Óváros|Vanalinn|Senamiestis|Gamla Stan|Medina|CBD)\s*$/iu

/** Signs of the Han, Hiragana and Katakana scripts. */
const CJK_SIGNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu

/**
 * True when `token` (a run of Chinese or Japanese signs) names a place the business's address,
 * written in those signs too, does not: after the owner's own runs of two signs or more, a ward or
 * county ("北区", "郡") and the block words (丁目, 番地, 号) are taken out, two signs or more are
 * left. False when the owner writes the address in another script: then only numbers compare.
 */
function otherPlaceInScript(token: string, address: PostalAddress): boolean {
  const own = [address.streetAddress, address.addressLocality, address.addressRegion]
    .join(' ')
    .match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,}/gu)
  if (!own || (token.match(CJK_SIGNS)?.length ?? 0) < 2) return false
  const pieces = new Set<string>()
  for (const run of own)
    for (let a = 0; a < run.length; a++)
      for (let b = a + 2; b <= run.length; b++) pieces.add(run.slice(a, b))
  let left = token
  for (const piece of [...pieces].sort((x, y) => y.length - x.length))
    left = left.split(piece).join(' ')
  left = left.replace(/[^\s区區郡]{1,3}[区區郡]/gu, ' ').replace(/丁目|番地|番|号|號|〒/gu, ' ')
  return (left.match(CJK_SIGNS)?.length ?? 0) >= 2
}

/**
 * `stated` without a district written between the street and the town when the owner's address
 * names none (0119): "Avenue de Smara, Hay Moulay Rachid, Laâyoune 70000" for "Avenue de Smara,
 * Laâyoune 70000" contradicts nothing, nor does a town's centre after the street ("ul. Grodzka 14,
 * Stare Miasto"). The street part before it and the town after it are still compared.
 */
function betweenStreetAndTown(
  stated: string,
  address: PostalAddress,
  canon: Map<string, string>,
): string {
  if (namesDistrict(address) || !address.streetAddress) return stated
  // "ul. Grodzka 14, Stare Miasto": a town's old town or centre, by its name in any town.
  stated = stated
    .split(',')
    .map((p, i) => (i > 0 && CENTRAL_DISTRICT.test(p) ? ' ' : p))
    .join(',')
  const parts = stated.split(',')
  if (parts.length < 3) return stated
  const town = new Set(
    wordsOf(address.addressLocality ?? '', canon).filter((w) => w.length > 2 && !FILLER.has(w)),
  )
  const last = parts.length - 1
  if (!town.size || !wordsOf(parts[last], canon).some((w) => town.has(w))) return stated
  // The first part is a street ("Avenue de Smara"), not a unit or a building ("Office 1104").
  if (!STREET_WORD.test(parts[0])) return stated
  return parts
    .map((p, i) =>
      i > 0 &&
      i < last &&
      !/\d/.test(p) &&
      !STREET_WORD.test(p) &&
      !wordsOf(p, canon).some((w) => town.has(w))
        ? ' '
        : p,
    )
    .join(',')
}

/**
 * True when the business's own address names its district: the last comma part of its street
 * address after the street, with no number and no street word ("Rua das Orquídeas, Palmarejo",
 * "Rue PL-34, Plateau", "Rua Garibaldi, 1580 - Vila Seixas"), or a region named as a district ("Hodan District"). Without one, a
 * district an answer names ("in the Fontvieille district") contradicts nothing.
 */
export function namesDistrict(address: PostalAddress): boolean {
  // "Rua Garibaldi, 1580 - Vila Seixas": a Brazilian address gives the district after a dash.
  const parts = (address.streetAddress ?? '').split(/,|\s[-–—]\s/).map((p) => p.trim())
  const last = parts.at(-1) ?? ''
  if (parts.length >= 2 && /\p{L}/u.test(last) && !/\d/.test(last) && !STREET_WORD.test(last))
    return true
  return new RegExp(`\\b${AREA_WORD}\\b`, 'iu').test(address.addressRegion ?? '')
}

/**
 * True when `stated` names the business's street: a capitalised word of it (not a street word or
 * a filler) is one of its street's own ("Sikka Hadid" of "Al-Sikka Hadid Street"). A bracket after an address that names the place so, and agrees, gives the same
 * address in the local language ("Railway Street (Sikka Hadid)").
 */
export function namesAddress(
  stated: string,
  address: PostalAddress,
  place: string,
  country?: string,
): boolean {
  void place
  const cc = (address.addressCountry ?? '').trim()
  const { canon, streetTypes } = canonOf(cc.length === 2 ? cc : country)
  // Its street's own words: a bracket with only the region ("(Logone Occidental)") names no street.
  const { streetWords } = ownWords(address, country, canon, streetTypes)
  return (stated.match(/\p{Lu}[\p{L}'’]+/gu) ?? []).some((t) =>
    wordsOf(t, canon).some(
      (w) => w.length > 2 && !FILLER.has(w) && !streetTypes.has(w) && streetWords.has(w),
    ),
  )
}

/** The address as one line: street, then locality, region and postcode. */
export function addressExpected(a: PostalAddress): string {
  const tail = [a.addressLocality, a.addressRegion, a.postalCode].filter(Boolean).join(' ')
  return [a.streetAddress, tail].filter(Boolean).join(', ')
}

const LABEL =
  /(?:^|[\s*_(])(?:address|location|located at|based at|find (?:them|it|us) at|adresse|anschrift|direcci[oó]n|endere[cç]o|adres|indirizzo|adress|adres|ubicaci[oó]n|where|departs from|departure point|meeting point)\s*(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*/giu

/** "Area:", "Neighbourhood:", "District:" opening a line: where the business is, by district. */
const AREA_LABEL =
  /^[ \t>*_•+-]*(?:\d+[.)][ \t]*)?(?:\*\*|__)?(?:area|neighbou?rhood|district|quarter|suburb)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*/gimu
const AREA_LABEL_WORD = /(?:area|neighbou?rhood|district|quarter|suburb)[ \t*_]*[:：]/iu

/** A street address in prose: a number then capitalised words, or the words then a number. */
const STREET_PROSE =
  /\b(?:located|based|situated|found|sits?|is|are|was|operat\w*|shop|store|studio|clinic|practice|office|premises)?\s*(?:at|on|out of)\s+((?:(?:Shop|Suite|Unit|Level|Ste\.?)\s*[\w/-]+,?\s+)?(?:\d+[A-Za-z]?(?:[-–/]\d+[A-Za-z]?)*,?\s+(?:(?:rue|avenue|boulevard|bd|chemin|allée|impasse|route|quai|cours|calle|rua|via)\s+)?(?:(?:de|del|do|da|di|la|van|von|du|des)\s+){0,2}(?:[\p{Lu}][\p{L}'’.-]*\.?[ \t]?(?:\d+[A-Za-z]?\b)?){1,5}|(?:[\p{Lu}][\p{L}'’.-]*\.?[ \t]?|\p{Ll}{1,4}\s(?=\p{Lu})){1,6}(?:(?!(?:since|from|until|till|between|for|and|with|about|around|over|under|near|by|through|the|open|opens|daily|every|after|before|than|per|only|just|is|are|was|were|has|have|had|in|on|at)\b)(?<![\p{L}])\p{Ll}[\p{L}'’.-]{2,}[ \t](?!(?:19|20)\d{2}\b))?\d+[A-Za-z]?)(?:,\s*(?:[\p{Lu}\d][\p{L}\d'’.-]*\.?[ \t]?){1,4}){0,3})/gu

/** Street words that follow the name ("Belgrave Street") or lead it ("Calle Ancha", "Rua do Comércio"). */
const STREET_AFTER =
  '(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Terrace|Tce|Highway|Hwy|Place|Pl|Parade|Pde|Crescent|Cres|Court|Ct|Way|Close|Square|Sq|Row|Walk|Grove|Circuit|Esplanade|Quay|Mall|Wharf|Marg|Nagar)'
const STREET_BEFORE =
  '(?:Calle|Kaya|Kaminda|C\\/|Rua|R\\.|Rue|rue|Via|Viale|Avenida|Av\\.|Avda\\.|Paseo|Passeig|Carrer|Praça|Largo|Travessa|Plaza|Piazza|Corso|ul\\.|Ulica|Jalan|Jln\\.?|Jl\\.|Boulevard|Bd|Calzada|Carrera|Camino|Avenue|Route|Rte\\.|Chemin|Allée|Impasse|Quai|Cours|Estrada|Rodovia|Carretera|Ctra\\.|bd\\.|bul\\.|blvd\\.|str\\.|al\\.|pr\\.|prosp\\.|pl\\.|ул\\.|пр\\.|просп\\.|пер\\.|бул\\.|вул\\.|пл\\.|ш\\.|б-р)'
const STREET_SUFFIX =
  '(?:straße|strasse|str\\.|weg|straat|laan|gracht|plein|gasse|gatan|gata|gate|gade|vägen|vegen|veien|vei|vej|allee|damm|platz|kade|singel|dijk|markt|utca|tie|katu|polku|iela|ul\\.|caddesi|sokak)'
/** Comma-separated parts after the street: "…, Centro, 64000 Monterrey, N.L." */
const TAIL =
  "(?:,\\s*[\\p{Lu}\\d][\\p{L}\\d'’.-]*(?:[ \\t]+(?:[\\p{Lu}\\d][\\p{L}\\d'’.-]*|de|do|da|del|la))*){0,4}"
/** A street address anywhere in a passage: "27 Belgrave St", "Venloer Str. 398", "Calle Ancha, 21". */
const STREET_ANYWHERE = new RegExp(
  [
    `\\b\\d+[A-Za-z]?(?:[-/]\\d+[A-Za-z]?)*,?\\s+(?:[\\p{Lu}][\\p{L}'’.-]*\\s+){1,4}${STREET_AFTER}\\b\\.?${TAIL}`,
    `(?<![\\p{L}])${STREET_BEFORE}(?:\\s+|(?<=\\.))(?:(?:de|del|do|da|dos|das|di|della|la|le|des|du|van|von)\\s+)?(?:[\\p{Lu}\\d][\\p{L}\\d'’.-]*[ \\t]?|\\p{Ll}{1,4}[ \\t](?=\\p{Lu})){1,6},?[ \\t]*(?:(?:n\\.?[ºo°]|N[ºo°]|No)\\.?[ \\t]*)?\\d+[a-zA-Z]?\\b(?:[ \\t]+(?:Sur|Nte\\.?|Norte|Pte\\.?|Ote\\.?|Bis))?${TAIL}`,
    // The number then the street word, as France writes it: "12 rue Port-Neuf", "3 bis Avenue Foch".
    `\\b\\d+(?<!\\d[ \\t]*\\b\\d+)(?:[ \\t]?(?:bis|ter))?,?[ \\t]+(?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Bb]d|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Rr]oute|[Qq]uai|[Cc]ours|[Pp]lace|[Pp]assage)[ \\t]+(?:(?:de la|de l['’]|de|du|des|d['’])[ \\t]*)?[\\p{Lu}][\\p{Ll}][\\p{L}'’.-]*(?:[ \\t]+(?:(?:de|du|des|la|le)[ \\t]+)?[\\p{Lu}][\\p{L}'’.-]*){0,3}${TAIL}`,
    `\\b[\\p{Lu}][\\p{L}]*${STREET_SUFFIX}[ \\t]*,?[ \\t]*\\d+[a-zA-Z]?\\b${TAIL}`,
    // The street word then the number, as the Dutch Caribbean and Suriname write it: "Main Street 85".
    `\\b(?:[\\p{Lu}][\\p{L}'’.-]*[ \\t]+){1,4}${STREET_AFTER}\\b\\.?[ \\t]+\\d+[a-zA-Z]?\\b(?![.:]\\d|[ \\t]*(?:am|pm|a\\.m|p\\.m|h\\b|hours?|min|minutes|km|m\\b|%))${TAIL}`,
    `\\b[\\p{Lu}][\\p{L}]*\\s+(?:Str\\.|Straße|Strasse|Weg|Allee|Gasse|Platz)\\s*\\d+[a-zA-Z]?\\b${TAIL}`,
    // A name then its street word in the country's language, then the number: "Brīvības iela 68",
    // "Savanorių pr. 174", "Narva mnt 90", "Király u. 74".
    `\\b[\\p{Lu}][\\p{L}'’-]+[ \\t]+(?:iela|gatve|prospekts|gatvė|g\\.|prospektas|pr\\.|ko['‘ʻ’]chasi|kochasi|tänav|mnt\\.?|maantee|puiestee|cesta|ulica|ul\\.|utca|u\\.|út|tér|körút|krt\\.|bulevar|bul\\.|bulevardi|bd\\.|sokak|sok\\.|cad\\.|caddesi|vej|vei|gata|gatan|gade|straat|weg|vegur|gatvė)[ \\t]*\\d+[a-zA-Z]?\\b${TAIL}`,
    // A place then its postcode and town: "Rosengårdcentret, 5220 Odense SØ".
    `[\\p{Lu}](?<![\\p{L}\\d]\\p{Lu})[\\p{L}'’.-]+[ \\t]?(?:[\\p{Lu}][\\p{L}'’.-]+[ \\t]?){0,2},[ \\t]*\\d{4,5}[ \\t]+[\\p{Lu}][\\p{L}'’-]+(?:[ \\t]+\\p{Lu}{1,3}(?![\\p{L}\\d]))?`,
  ].join('|'),
  'gu',
)

/**
 * A place without a number, said to be where the business is, with a street word in it: "It's
 * located at Plaza Turquesa, Av. Barceló, Bávaro".
 */
const LOCATED_AT = new RegExp(
  `\\b(?:(?:located|situated|based|is|are)\\s+(?:at|on)|address\\s+(?:as|is))\\s+((?:the\\s+)?(?:(?:ground|first|second|third|top|\\d+(?:st|nd|rd|th))\\s+floor\\s+of\\s+(?:the\\s+)?)?[\\p{Lu}][\\p{L}'’.-]*(?:[ \\t]+[\\p{Lu}][\\p{L}'’.-]*){0,3}(?:,[ \\t]*(?:${STREET_BEFORE}[ \\t]+)?[\\p{Lu}][\\p{L}'’.-]*(?:[ \\t]+(?:[\\p{Lu}][\\p{L}'’.-]*|\\d+(?:[.,]\\d+)?(?![\\p{L}\\d]))){0,3}){1,3})`,
  'gu',
)
const STREET_WORD = new RegExp(
  `(?<![\\p{L}])(?:${STREET_BEFORE}|${STREET_AFTER}\\b|(?:iela|gatve|gatvė|prospektas|prospekts|utca|körút|cesta|caddesi|sokak|sokağı|ko['‘ʻ’]chasi|kochasi|tänav|maantee|puiestee)(?![\\p{L}]))`,
  'u',
)

/** A street without a number, said to be where the business is: "The shop is on Kirinyaga Road". */
const ON_STREET = new RegExp(
  `(?:\\b(?:is|are|sits|located|based|situated)\\s+(?:on|at|in)|\\b(?:is|are)\\s+an?\\s+(?:[\\p{Ll}-]+\\s+){1,4}on|\\*\\*[ \\t]*[–—-][ \\t]*(?:(?:An?|The)[ \\t]+(?:[\\p{Ll}-]+[ \\t]+){1,3})?on|\\b(?:operates|operating|runs|trades|works)\\s+(?:from|out of|on)|\\*{0,2},\\s*on)\\s+(?:the\\s+)?((?:(?:[\\p{Lu}][\\p{L}'’.-]*\\s+){1,4}${STREET_AFTER}\\b\\.?|(?:[\\p{Lu}][\\p{L}'’.-]*\\s+){1,3}(?:trg|ulica|cesta|utca|tér|iela|gatve|náměstí|námestie|ulice|třída|plac|aleja|rynek|bulevar|sokak|caddesi)(?![\\p{L}])|(?<![\\p{L}])${STREET_BEFORE}\\s+(?:(?:de la|de l['’]|de|du|des|del|do|da|dos|das|di|della)\\s*)?[\\p{Lu}][\\p{L}'’.-]*(?:[ \\t]+(?:(?:de|do|da|dos|das|del|na|no)[ \\t]+)?[\\p{Lu}][\\p{L}'’.-]*){0,3}(?:,?[ \\t]*(?:at[ \\t]+)?[Kk]m\\.?[ \\t]*\\d+(?:[.,]\\d+)?)?)(?:\\s*between\\s+\\d+(?:st|nd|rd|th)?\\s+(?:and|&)\\s+\\d+(?:st|nd|rd|th)?(?:\\s+[\\p{Lu}][\\p{L}]*)?)?(?:\\s+in\\s+(?:the\\s+)?[\\p{Lu}][\\p{L}]*(?:\\s+area)?(?:,[ \\t]*[\\p{Lu}][\\p{L}]*(?:[ \\t]+[\\p{Lu}][\\p{L}]*)?)?|,[ \\t]*[\\p{Lu}][\\p{L}'’-]*(?:[ \\t]+(?:(?:de|do|da|dos|das|del|du|des|la|le)[ \\t]+)?[\\p{Lu}][\\p{L}'’-]*){0,2}(?=[ \\t]*[,.;\\n]|$))?)`,
  'gu',
)

/** Where the business moved to: "they've moved from Bulevardul Bălcescu to Piața Unirii, in Sector 3". */
const MOVED_TO =
  /\b(?:moved|relocated)(?:\s+from\s+[^.\n;()]{2,60}?)?\s+(?:to|into)\s+(?:the\s+)?((?:[\p{Lu}\d][\p{L}\d'’.-]*[ \t]?){1,5}(?:,[ \t]*(?:in[ \t]+)?(?:[\p{Lu}\d][\p{L}\d'’.-]*[ \t]?){1,4}){0,2})/gu

/**
 * A district and town in brackets after a bold name: "**Kuih Mama Zah** (Kampong Kiarong, Bandar
 * Seri Begawan)". Group 1 is the district, group 2 the town.
 */
const NAME_PLACE =
  /\*\*[^*\n]{2,80}\*\*[ \t]*\(((?:[\p{Lu}][\p{L}'’-]*[ \t]?){1,3}),[ \t]*((?:[\p{Lu}][\p{L}'’-]*[ \t]?){1,4})\)/gu

/** Words in brackets after a name that make them a cuisine, a trade or a label, not a place. */
const NOT_PLACE =
  /\p{L}{2,}(?:ian|ean|ese|ish)\b|\b(?:Thai|French|Greek|Creole|Créole|Seafood|Vegan|Vegetarian|Halal|Kosher|Fusion|Cuisine|Food|Grill|Bar|Café|Cafe|Bakery|Restaurant|Hotel|Clinic|Pharmacy|Salon|Shop|Store|Recommended|Best|Top|Pick|Budget|Premium|Luxury|Official|Branch|Office|HQ|Head|Main|Closed|Open|Google|Facebook|Instagram|WhatsApp|TripAdvisor|Maps|Website|Online|Delivery|Takeaway)\b/u

/** "based in Chermside", "the office is now in Mauren": only a district or town. */
const DISTRICT =
  /\b(?:based|located|situated|(?:is|are)\s+now)\s+in\s+((?:[\p{Lu}][\p{L}'’-]+)(?:\s+[\p{Lu}][\p{L}'’-]+){0,2})/gu

/** A place's name: capitalised words, with the small words of names between ("Vila de Tarrafal"). */
const PLACE_NAME = `[\\p{Lu}][\\p{L}'’-]*(?:[ \\t]+(?:(?:de|do|da|dos|das|del|du|des|la|le|of)[ \\t]+)?[\\p{Lu}][\\p{L}'’-]*){0,3}`
const AREA_WORD = `(?:area|district|neighbou?rhood|quarter|suburb|locality|sector|zone|ward|sub-city|township)`

/** Words that open a district's name in Latin America and the Philippines ("Jardim Sumaré"). */
const AREA_LEAD = `(?:Jardim|Vila|Bairro|Colonia|Barrio|Barangay|Setor)`

/**
 * A district named as one, where the business is: "in the Vila Nova area", "in the Palmarejo
 * district", "in the neighbourhood of Vedado", "in the heart of Ponta Verde", "in the new town
 * (Vila Nova)", "in Jardim Sumaré". The area word makes the name a place (a bare "in X" may be
 * a language or a month). Groups 1–4 are the name.
 */
const NAMED_AREA = new RegExp(
  `\\bin[ \\t]+(?:the[ \\t]+)?(${PLACE_NAME})[ \\t]+${AREA_WORD}\\b|\\bin[ \\t]+the[ \\t]+(?:${AREA_WORD}|heart|centre|center|middle)[ \\t]+of[ \\t]+(${PLACE_NAME})|\\b(?:in|at)[ \\t]+the[ \\t]+(?:[\\p{Ll}-]+[ \\t]+){0,2}(?:town|${AREA_WORD}|part|centre|center|city|side)[ \\t]*\\((${PLACE_NAME})\\)|\\bin[ \\t]+(?=${AREA_LEAD}[ \\t]+\\p{Lu})(${PLACE_NAME})`,
  'gu',
)

/**
 * One place in brackets after a bold name: "**Salão Beleza Crioula** (Achada Santo António)".
 * Group 1 is the place. Read as a district only (the caller compares it only with a district the
 * business's own address names).
 */
const NAME_DISTRICT = new RegExp(`\\*\\*[^*\\n]{2,80}\\*\\*[ \\t]*\\((${PLACE_NAME})\\)`, 'gu')

/** Words before an address that make it a former one, not the business's. */
const FORMER =
  /(?:former(?:ly)?|previous(?:ly)?|old (?:address|premises|location|shop|site)|used to be|moved from|relocated from|after (?:many |several |\w+ )?years (?:at|in|on)|ehemals|früher|anciennement|antes en|antigo)[^.\n]{0,60}$/i

/** Trims an address span: markers, emphasis, closing punctuation, a description after a dash. */
function trimSpan(text: string, start: number, end: number): Span | null {
  let s = start
  let e = end
  // A description after the address ("(a short walk from…)", "– near the station", "between
  // Knysna and Plett") is not part of it; a dash before a district ("– Centro Cívico") is.
  const cut = text
    .slice(s, e)
    .search(
      /\s\(|\s[–—-]\s(?=\p{Ll})|,\s+(?!(?:de|do|da|del|di|la|le|van|von|piso|sala|andar|bis)\b|n\.?[ºo°])(?=\p{Ll})|\s\||;|\[\d|【|\*\*| · |\s{2}|,?\s(?:between(?!\s+\d+(?:st|nd|rd|th)?\s+(?:and|y|&)\s+\d)|near|next to|opposite|close to|behind|across from|just off|a short walk|in the heart of|which|where|and can|and is|and are)\s/u,
    )
  if (cut > 0) e = s + cut
  const sentence = sentenceEnd(text.slice(s, e))
  if (sentence > 0) e = s + sentence
  while (e > s && /[\s.,:*_)\]]/.test(text[e - 1])) e--
  while (s < e && /[\s*_]/.test(text[s])) s++
  return e - s >= 3 ? { start: s, end: e } : null
}

/**
 * An address a passage states: `districtOnly` (compared only as a district), `town` (a district
 * beside that town), `area` (named as a district), `glossOf` (the address before it again in
 * another script, without a number: it takes that one's verdict).
 */
export type AddressSpan = Span & {
  districtOnly: boolean
  town?: Span
  area?: true
  glossOf?: Span
}

/** What the passes of `findAddresses` share: the passage, the spans found, how one is added. */
interface Found {
  text: string
  /** Where the passage starts in the whole answer: added to every span found. */
  offset: number
  out: AddressSpan[]
  /** True when `s` (in the passage) overlaps a span already found. */
  taken: (s: Span) => boolean
  /**
   * Adds `s` unless it is taken, follows a word of a former address (unless `moved`: the address
   * moved to), or has no letter; `districtOnly` and `area` as `AddressSpan` says.
   */
  push: (s: Span | null, districtOnly: boolean, moved?: boolean, area?: boolean) => void
}

/** Addresses after a label ("Address:", "Area:"). */
function labelledAddresses(found: Found): void {
  const { text, push } = found
  const labels = /[:：]/.test(text) ? [...text.matchAll(LABEL), ...text.matchAll(AREA_LABEL)] : []
  for (const m of labels) {
    const from = m.index + m[0].length
    // "**Check the address:** Small firms … change offices": advice about the address, no label.
    const lead = text.slice(Math.max(0, m.index - 12), m.index) + (/\s/.test(m[0][0]) ? ' ' : '')
    if (/\b(?:the|an?|your|this|that)\s+$/i.test(lead)) continue
    // "Location: The nursery moved to …" is a sentence, not an address, nor is "Meeting point:
    // the camel assembly area on the sand" or "near Pile Gate"; "The Careenage, Bridgetown" is a
    // place.
    if (
      /^(?:(?:[Tt]he|[Tt]his|[Tt]hese|[Oo]ur|[Tt]heir|[Ii]ts|an?)\s+\p{Ll}|(?:It|They|We|He|She|You|Located|Based|Just|[Nn]ear|[Nn]ext to|[Oo]pposite|[Bb]ehind|In|On)\b)/u.test(
        text.slice(from),
      )
    )
      continue
    const lineEnd = text.indexOf('\n', from)
    const end = lineEnd < 0 ? text.length : lineEnd
    // A sentence ends the address too: ". " then a capital, not after an abbreviation.
    const stop = sentenceEnd(text.slice(from, end))
    const span = trimSpan(text, from, stop > 0 ? from + stop : end)
    // "Area: Fontvieille": a district, compared only with one the business's address names.
    const area =
      AREA_LABEL_WORD.test(m[0]) && !!span && !STREET_WORD.test(text.slice(span.start, span.end))
    push(span, false, false, area)
  }
}

/** Streets with a number, in running text or anywhere (not dates, times, years or gates). */
function numberedStreets(found: Found): void {
  const { text, push } = found
  const digits = /\d/.test(text)
  for (const m of digits ? text.matchAll(STREET_PROSE) : []) {
    const from = m.index + m[0].length - m[1].length
    // Opening-hours shapes ("on Monday 9") and years are not addresses, nor a number that is a
    // time ("on Google Maps are Monday to Saturday 6:30 a.m.").
    if (/^(?:\d{4}|\d+\s?(?:am|pm|h)\b)/i.test(m[1])) continue
    if (/^(?:[:.]\d{2}\b|\s?[ap]\.?m\b)/i.test(text.slice(m.index + m[0].length))) continue
    // "ask at the Gate 2 entrance": a numbered gate, exit or platform is a landmark, no address.
    if (
      /^\s+(?:entrance|exit|gate|door|terminal|platform|stop)\b/i.test(
        text.slice(m.index + m[0].length),
      )
    )
      continue
    if (
      /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/.test(m[1])
    )
      continue
    // A date ("Independence Day on 28 November") is no address; "28 November Street" is.
    if (
      /^\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?!\s+(?:Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd|Square|Sq)\b)(?:\s+(?:19|20)\d{2})?\s*$/.test(
        text.slice(from, trimSpan(text, from, m.index + m[0].length)?.end ?? from),
      )
    )
      continue
    push(trimSpan(text, from, m.index + m[0].length), false)
  }
  for (const m of digits ? text.matchAll(STREET_ANYWHERE) : []) {
    if (/^(?:\d{4}\b)/.test(m[0])) continue
    // "Spring 2025", "Markt 2024": a season or a name before a year, no address.
    if (/^\D*\b(?:19|20)\d{2}\b\D*$/.test(m[0])) continue
    push(trimSpan(text, m.index, m.index + m[0].length), false)
  }
}

/** Where a passage says the business is, or moved to ("is located at", "on Main Street", "moved to"). */
function placedAddresses(found: Found, placed: boolean): void {
  const { text, push } = found
  for (const m of /\b(?:moved|relocated)\b/.test(text) ? text.matchAll(MOVED_TO) : []) {
    const from = m.index + m[0].length - m[1].length
    if (/^(?:In|On|At)\b|^\d{4}\b/.test(m[1])) continue
    if (!ownSubject(text, m.index)) continue
    push(trimSpan(text, from, m.index + m[0].length), false, true)
  }
  for (const m of placed || /\baddress\s+(?:as|is)\b/.test(text) ? text.matchAll(LOCATED_AT) : []) {
    if (!STREET_WORD.test(m[1])) continue
    const from = m.index + m[0].length - m[1].length
    push(trimSpan(text, from, m.index + m[0].length), false)
  }
  const onAfterName = /,\s*on\s|\*\*[ \t]*[–—-][ \t]*(?:An?\s|The\s|on\s)/.test(text)
  for (const m of placed || onAfterName ? text.matchAll(ON_STREET) : []) {
    // "the street that runs from the Praça do Giraldo": a street's course, not where it is.
    if (
      /\b(?:street|road|avenue|lane|square|path|route|way|boulevard|alley)\s+(?:that|which)\s+$/i.test(
        text.slice(Math.max(0, m.index - 40), m.index),
      )
    )
      continue
    const from = m.index + m[0].length - m[1].length
    push(trimSpan(text, from, m.index + m[0].length), false)
  }
}

/** A place or district in brackets after a business's name ("**Name** (District, Town)"). */
function bracketedPlaces(found: Found): void {
  const { text, offset, out, taken, push } = found
  // Only as a district and town: the caller keeps it when the town is the business's (a cuisine
  // in brackets, "(Italian, Pizza)", is not a place).
  for (const m of text.includes('**(') || text.includes('** (') ? text.matchAll(NAME_PLACE) : []) {
    const from = m.index + m[0].lastIndexOf('(') + 1
    const townAt = from + m[0].slice(m[0].lastIndexOf('(') + 1).lastIndexOf(m[2])
    const span = { start: from, end: from + m[0].length - m[0].lastIndexOf('(') - 2 }
    if (taken(span)) continue
    // "**Brades Motors** (Little Bay Road, Little Bay)": a street and its place, an address.
    if (STREET_WORD.test(m[1])) {
      push(span, false)
      continue
    }
    out.push({
      start: span.start + offset,
      end: span.end + offset,
      districtOnly: true,
      town: { start: townAt + offset, end: townAt + m[2].trimEnd().length + offset },
    })
  }
  for (const m of text.includes('**(') || text.includes('** (')
    ? text.matchAll(NAME_DISTRICT)
    : []) {
    // "(Cape Verdean)", "(Top Pick)", "(Google Maps)": a cuisine or a label, not a place.
    if (NOT_PLACE.test(m[1])) continue
    const from = m.index + m[0].lastIndexOf('(') + 1
    const span = { start: from, end: from + m[1].length }
    if (taken(span)) continue
    // "**Panadería Santa Rita** (San Bernardo Ave)": a street, compared as one.
    if (STREET_WORD.test(m[1])) {
      out.push({ start: span.start + offset, end: span.end + offset, districtOnly: false })
      continue
    }
    out.push({ start: span.start + offset, end: span.end + offset, districtOnly: true, area: true })
  }
}

/** Districts and areas a passage names ("in the Centro district", "in Kyoto's Nakagyo ward"). */
function namedDistricts(found: Found, placed: boolean): void {
  const { text, offset, out, taken, push } = found
  for (const m of placed ? text.matchAll(DISTRICT) : []) {
    const from = m.index + m[0].length - m[1].length
    push(trimSpan(text, from, m.index + m[0].length), true)
  }
  for (const m of placed || /\bin\s/.test(text) ? text.matchAll(NAMED_AREA) : []) {
    const name = m[1] ?? m[2] ?? m[3] ?? m[4]
    const from = m.index + m[0].lastIndexOf(name)
    // "in Kyoto's Nakagyo ward": the district of a town; the caller keeps it when the town is
    // the business's (not "a Da Nello in Rome's Trastevere").
    const own = /^(.+?)['’]s[ \t]+(?=\p{Lu})/u.exec(name)
    const span = own
      ? { start: from + own[0].length, end: from + name.length }
      : { start: from, end: from + name.length }
    if (taken(span) || (!own && /['’]s$/.test(name))) continue
    if (FORMER.test(text.slice(Math.max(0, m.index - 80), m.index))) continue
    out.push({
      start: span.start + offset,
      end: span.end + offset,
      districtOnly: true,
      area: true,
      ...(own ? { town: { start: from + offset, end: from + own[1].length + offset } } : {}),
    })
  }
}

/** The same address again in brackets, in another script or language, or its street alone. */
function glosses(found: Found): void {
  const { text, offset, out, taken, push } = found
  // The same address again in brackets, in another script or language: "Dunavska 5 (in
  // Cyrillic: Дунавска 5)", "970花蓮縣花蓮市國聯一路26號 (No. 26, Guolian 1st Rd.)".
  for (const a of [...out]) {
    const after = text.slice(a.end - offset)
    // "15 мкр., дом 22 (15th microdistrict, building 22)": an abbreviation's full stop before it.
    const m =
      /^\.?(?:[^().!?\n]|(?<=[\s,]\p{L}{1,4})\.){0,30}?\((?:[^():\n]{0,30}:\s*)?([^()\n]{3,80})\)/u.exec(
        after,
      )
    if (!m) continue
    // "Chavchavadze Avenue in the centre of town (ჭავჭავაძის გამზირი)": the street again in its
    // own script, without a number; it takes the verdict of the address before it.
    if (
      !/\d/.test(m[1]) &&
      /\p{L}/u.test(m[1]) &&
      !/\p{Script=Latin}/u.test(m[1]) &&
      !/\d/.test(text.slice(a.start - offset, a.end - offset))
    ) {
      const from = a.end - offset + m[0].indexOf(m[1], m[0].indexOf('(') + 1)
      if (!taken({ start: from, end: from + m[1].length }))
        out.push({
          start: from + offset,
          end: from + m[1].length + offset,
          districtOnly: false,
          glossOf: { start: a.start, end: a.end },
        })
      continue
    }
    if (!/\d/.test(m[1]) || !/\p{L}/u.test(m[1])) continue
    // "(near Place du 1er Novembre)", "(5 min from Petrogradskaya metro)": a landmark, not the
    // address again.
    if (
      /^(?:near|next to|opposite|behind|across|close to|by|beside|in front of|facing|off|around|landmark|a short walk|walking distance|between)\b/i.test(
        m[1],
      ) ||
      /^\d+\s*(?:min|mins|minutes?|m|km|metres?|meters?)\b|\b(?:metro|station|stop|walk)\b/i.test(
        m[1],
      ) ||
      // "(on the coast road, about 5 minutes south of the town centre)": the way there.
      /^(?:on|in|at|along|about|around|up|down|just|some|a|an|the|off|past|after|before|beyond|towards?|south|north|east|west)\s/.test(
        m[1],
      )
    )
      continue
    const from = a.end - offset + m[0].indexOf(m[1], m[0].indexOf('(') + 1)
    push({ start: from, end: from + m[1].length }, false)
  }
}

/** The addresses a passage states (module doc), found pass by pass in this order. */
export function findAddresses(text: string, offset = 0): AddressSpan[] {
  const out: AddressSpan[] = []
  const taken = (s: Span) => out.some((o) => o.start < s.end + offset && s.start + offset < o.end)
  const push = (s: Span | null, districtOnly: boolean, moved = false, area = false) => {
    if (!s || taken(s)) return
    if (!moved && FORMER.test(text.slice(Math.max(0, s.start - 80), s.start))) return
    if (!/\p{L}/u.test(text.slice(s.start, s.end))) return
    out.push({
      start: s.start + offset,
      end: s.end + offset,
      districtOnly,
      ...(area ? { area: true as const } : {}),
    })
  }
  const found: Found = { text, offset, out, taken, push }
  labelledAddresses(found)
  numberedStreets(found)
  const placed =
    /\b(?:is|are|sits|located|based|situated|operates|operating|runs|trades|works)\b/.test(text)
  placedAddresses(found, placed)
  bracketedPlaces(found)
  namedDistricts(found, placed)
  glosses(found)
  return out.sort((a, b) => a.start - b.start)
}
