/**
 * Opening hours in an answer's words, and the business's own week (the fact check's `hours`).
 *
 * - `businessWeek(lines)` → the business's week from its schema.org `openingHours` lines
 *   (`Mo-Fr 08:00-18:00`), read by the `opening_hours` library: for each day, Monday first, the
 *   open intervals in minutes after midnight (`[480, 1080]`), `[]` for a closed day. A day the lines
 *   leave out is closed. Null when the lines cannot be read.
 * - `findHours(text, offset)` → the hours statements of a passage: which days, and either the
 *   times (`8am–6pm`, `08:00-18:00`, `8h–20h`, `18 Uhr`, `noon`), only an opening or a closing
 *   time ("from 7am", "until 7 PM"), "closed", "open" (no times), or "24 hours". Days are written in
 *   English or in a local language (names from `Intl.DateTimeFormat` for the locales of
 *   `DAY_LOCALES`), one at a time, as ranges ("Mon–Fri", "Monday to Friday", "ma t/m do") and lists
 *   ("Mo, Di, Do"), or as groups ("daily", "weekdays", "7 days"). Spans are offsets in the answer.
 * - `judgeHours(statement, week)` → `correct` or `wrong` (spec of the fact check: a day missing
 *   from the week is closed; times 15 minutes or more apart at either end are wrong).
 *
 * Pure; never throws.
 */
import OpeningHours from 'opening_hours'
import type { Span } from '../mentions/business'
import { abbreviates, countryLanguages } from './address'

/** Minutes after midnight, `[open, close]`; a close of 1440 is midnight at the day's end. */
export type Interval = [number, number]
/** Monday first: the open intervals of each day of the week. */
export type Week = Interval[][]

/** Times this far apart or more (minutes) at either end are a different time. */
export const HOURS_TOLERANCE_MIN = 15

/** The locales whose day names an answer may copy from a local listing. */
export const DAY_LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'sv',
  'da',
  'nb',
  'pl',
  'id',
  'ms',
  // Listings across the former Soviet Union, the Arab world and Greece write these scripts.
  'ru',
  'uk',
  'ar',
  'el',
  'zh',
  'zh-Hant',
  'ko',
  'fa',
]

/** A Monday with no daylight-saving change near it, for laying the week out (UTC noon based). */
const WEEK_START = new Date(2026, 0, 5)

/** Weeks already read, by their lines: an audit reads the same lines for every answer. */
const weeks = new Map<string, Week | null>()
const WEEKS_KEPT = 32

/** The business's week (module doc); a fresh copy the caller may change. */
export function businessWeek(lines: readonly string[] | undefined): Week | null {
  if (!lines?.length) return null
  const key = lines.join('; ')
  if (!weeks.has(key)) {
    if (weeks.size >= WEEKS_KEPT) weeks.delete(weeks.keys().next().value!)
    weeks.set(key, readWeek(lines))
  }
  const week = weeks.get(key)!
  return week && week.map((day) => day.map(([a, b]) => [a, b] as Interval))
}

/** Reads the lines with the `opening_hours` library (slow: its error correction runs each time). */
function readWeek(lines: readonly string[]): Week | null {
  try {
    // Each line adds its times, as schema.org's openingHours values do (docs/decisions/0119).
    const oh = new OpeningHours(lines.join(', '))
    const end = new Date(WEEK_START)
    end.setDate(end.getDate() + 7)
    const week: Week = Array.from({ length: 7 }, () => [])
    for (const [from, to] of oh.getOpenIntervals(WEEK_START, end)) {
      // An interval longer than a day ("Mo-Su 00:00-24:00" is one week-long interval) is cut per
      // day; an evening that closes after midnight stays its day's ("18:00-02:00").
      let day = Math.floor((+from - +WEEK_START) / 86_400_000 + 1e-6)
      let start = +from
      const long = +to - +from > 86_400_000
      while (day < 7 && start < +to) {
        const dayStart = new Date(WEEK_START)
        dayStart.setDate(dayStart.getDate() + day)
        const next = new Date(dayStart)
        next.setDate(next.getDate() + 1)
        const a = Math.round((start - +dayStart) / 60_000)
        const b = Math.round(((long ? Math.min(+to, +next) : +to) - +dayStart) / 60_000)
        if (day >= 0 && b > a) week[day].push([a, Math.min(b, 1440)])
        if (!long) break
        start = +next
        day++
      }
    }
    return week
  } catch {
    return null
  }
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[đð]/g, 'd')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/\.$/, '')

/** Day names of one language (folded) → day index, Monday = 0, from `Intl.DateTimeFormat`. */
function namesOf(locale: string, into: Map<string, number>): void {
  for (const width of ['long', 'short'] as const) {
    let format: Intl.DateTimeFormat
    try {
      format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' })
    } catch {
      return
    }
    for (let d = 0; d < 7; d++) {
      const name = fold(format.format(new Date(Date.UTC(2026, 0, 5 + d, 12))))
      if (!into.has(name)) into.set(name, d)
      // "segunda-feira" is also written "segunda".
      if (name.includes('-') && !into.has(name.split('-')[0])) into.set(name.split('-')[0], d)
    }
  }
}

/** English abbreviations of listings and schema.org's own, and German two-letter ones. */
const EXTRA_DAYS: Record<string, number> = {
  mo: 0,
  tu: 1,
  tues: 1,
  we: 2,
  weds: 2,
  th: 3,
  thur: 3,
  thurs: 3,
  fr: 4,
  sa: 5,
  su: 6,
  mi: 2,
  so: 6,
  di: 1,
  do: 3,
}

const dayMaps = new Map<string, Map<string, number>>()

/**
 * Day names (folded: lower case, no accents) → day index, Monday = 0, for a business in `country`
 * (ISO alpha-2): first the names of the country's own languages (`countryLanguages`: Czech "So" is
 * Saturday there, German "So" Sunday elsewhere), each also in Latin letters, then
 * English, then `DAY_LOCALES`, then `EXTRA_DAYS`. "min" and "sex" are never days.
 */
export function dayNames(country?: string | null): Map<string, number> {
  const key = (country ?? '').toUpperCase()
  let map = dayMaps.get(key)
  if (map) return map
  map = new Map<string, number>()
  // Each language of the country, also in Latin letters ("Ned" for Montenegrin "nedjelja").
  for (const language of countryLanguages(key)) {
    namesOf(language, map)
    namesOf(`${language}-Latn`, map)
  }
  for (const locale of DAY_LOCALES) namesOf(locale, map)
  for (const [k, v] of Object.entries(EXTRA_DAYS)) if (!map.has(k)) map.set(k, v)
  for (const word of ['min', 'sex']) map.delete(word)
  dayMaps.set(key, map)
  return map
}

/** The day names of no particular country. */
const DAY_NAMES = dayNames(null)

/**
 * True when every word of `text` is a day name (in English, and in the country's languages when
 * `country` is given: "Streda – Štvrtok"), a day group or a joining word ("Monday – Friday").
 */
export function isDaysText(text: string, country?: string | null): boolean {
  const words = text.split(/[^\p{L}]+/u).filter(Boolean)
  const names = country ? dayNames(country) : DAY_NAMES
  return (
    words.length > 0 &&
    words.every(
      (w) =>
        names.has(fold(w)) ||
        names.has(fold(w).replace(/s$/, '')) ||
        /^(?:to|and|through|daily|weekends?|weekdays|hours|opening|closed|open)$/i.test(w),
    )
  )
}

/** Words that give every day, weekdays or the weekend. */
const DAY_GROUPS: [RegExp, number[]][] = [
  [
    /^(?:daily|every ?day|everyday|(?:7|seven) days(?: a week)?|all week|todos los d[ií]as|todos os dias|t[äa]glich|tous les jours|dagelijks|tutti i giorni|alla dagar|codziennie|setiap hari)$/i,
    [0, 1, 2, 3, 4, 5, 6],
  ],
  [
    /^(?:weekdays?|week ?days|werktags|en semaine|entre semana|dias [úu]teis|doordeweeks)$/i,
    [0, 1, 2, 3, 4],
  ],
  [/^(?:week-?ends?|(?:on )?the weekend|am wochenende|fines de semana|fins de semana)$/i, [5, 6]],
]
const GROUP_TEXT =
  /daily|every ?day|everyday|(?:7|seven) days(?: a week)?|all week|todos los d[ií]as|todos os dias|t[äa]glich|tous les jours|dagelijks|tutti i giorni|alla dagar|codziennie|setiap hari|weekdays?|week ?days|werktags|en semaine|entre semana|dias [úu]teis|doordeweeks|week-?ends?|am wochenende|fines de semana|fins de semana/iy

/**
 * A word that says open round the clock by itself: "круглосуточно", "شبانه‌روزی", "24小时",
 * "7/24", "24h/24".
 */
const ROUND_CLOCK =
  /круглосуточн\p{L}*|цілодобов\p{L}*|شبانه[\u200c\s]?روزی|على مدار الساعة|24\s?(?:小时|時間|시간)|7\/24|24h?\/24/iuy
/** "for lunch and dinner": the meals a place opens for, before their times. */
const FOR_MEALS =
  /for\s+(?:breakfast|brunch|lunch|dinner)(?:\s*(?:and|&|,)\s*(?:breakfast|brunch|lunch|dinner))*(?![\p{L}])/iuy
/** A label of the business's hours before a colon ("Hours:", "Horario:", a hotel's "Reception:"). */
const HOURS_LABEL =
  /^(?:hours|horario|horarios|horaires|öffnungszeiten|orari|openingstijden|recepci[oó]n|reception|front desk)$/iu
/** "opens only in the evening on Fridays": a part of the day, said of the days after it. */
const PART_OF_DAY = /(?:only[ \t]+)?in[ \t]+the[ \t]+(?:morning|afternoon|evening)s?(?![\p{L}])/iuy
/** Sticky phrases the tokenizer reads as one token of the given kind. */
const PHRASE_TOKENS: [RegExp, 'fill' | 'allday'][] = [
  [FOR_MEALS, 'fill'],
  [PART_OF_DAY, 'fill'],
  [ROUND_CLOCK, 'allday'],
]
const ROUND_CLOCK_WORD = new RegExp(`^(?:${ROUND_CLOCK.source})$`, 'iu')

/** The kind of place a round-the-clock adjective is said of: "a 24-hour one", "a 24-hour pharmacy". */
const PREMISES =
  /^[\s*_]+(?:one|place|pharmacy|chemist|drugstore|shop|store|supermarket|minimarket|clinic|gym|caf[eé]|diner|restaurant|bakery|kiosk|petrol station|gas station|service station|garage|laundromat|laundrette|branch|outlet|business)\b/i

type Tok =
  | { t: 'day'; days: number[]; weak: boolean; start: number; end: number; sign?: boolean }
  | { t: 'time'; min: number; mer: 'am' | 'pm' | null; h24: boolean; start: number; end: number }
  | {
      t:
        | 'range'
        | 'list'
        | 'and'
        | 'closed'
        | 'open'
        | 'from'
        | 'until'
        | 'allday'
        | 'fill'
        | 'stop'
        | 'not'
        | 'except'
      start: number
      end: number
    }
  | { t: 'word'; start: number; end: number }

const WORD = /[\p{L}][\p{L}'’.]*/uy
const TIME =
  /(?:(\d{1,2})(?:(?:[:.h]|\s?h\s)(\d{2}))?(?:\s?(a\.\s?m\.|p\.\s?m\.|am\b|pm\b|a\.m\b|p\.m\b|uhr\b|hrs?\b|hs\b|h\b|in the (?:morning|afternoon|evening)\b|at night\b))?(?![\d%])|(noon|midday|mediod[ií]a|meio-dia|midi|mezzogiorno|midnight|medianoche|meia-noite|minuit|mezzanotte))/iy
const RANGE_WORDS = new Set([
  'to',
  'through',
  'thru',
  'a',
  'à',
  'al',
  'au',
  't/m',
  'às',
  'alle',
  'ao',
  // Persian and Arabic "to".
  'تا',
  'الى',
  'إلى',
  'حتى',
])
const LIST_WORDS = new Set(['and', '&', 'et', 'y', 'e', 'und', 'en', 'och', 'i', 'plus'])
const CLOSED_WORDS =
  /^(?:closed|close|shut|geschlossen|ferm[ée]e?s?|cerrado|cerrada|fechado|fechada|gesloten|chiuso|chiusa|st[äa]ngt|stengt|lukket|suljettu|zamkni[eę]te|zav[řr]eno|zatvoren[oé]|zárva|[îi]nchis|kapal[ıi]|tutup|ruhetag|κλειστό|κλειστα|休業|定休日|휴무|ปิด|почивен|почивни|неработен|затворено|затворен|zaprto|suletud|slēgts|slegts|uždaryta|uzdaryta|nedirba|вихідний|выходной|закрыто|закрито|مغلق|休息|公休|店休)$/iu
const FILL_WORDS = new Set([
  'public',
  'bank',
  'holidays',
  'holiday',
  'roughly',
  'approximately',
  'approx',
  'around',
  'about',
  'usually',
  'generally',
  'typically',
  'normally',
  'ден',
  'дни',
  'including',
  'incl',
  'inclusive',
  'their',
  'its',
  'regular',
  'weekly',
  'usual',
  'fixed',
  'appear',
  'appears',
  'seem',
  'seems',
  'be',
  'open',
  'opens',
  'opening',
  'is',
  'are',
  'it',
  'they',
  "they're",
  'they’re',
  "it's",
  'it’s',
  "we're",
  'we’re',
  'from',
  'at',
  'on',
  'the',
  'de',
  'von',
  'das',
  'dalle',
  'kl',
  'kl.',
  'hours',
  'hrs',
  'les',
  'le',
  'los',
  'las',
  'os',
  'as',
  'van',
  'of',
  'between',
  'usually',
  'generally',
  'typically',
  'normally',
  'also',
  'mornings',
  'morning',
  'only',
  'entre',
  'dès',
  'ab',
  'vanaf',
  'desde',
  'od',
  'usual',
  'trading',
  'hours:',
  'am',
  'em',
  'lunch',
  'dinner',
  'service',
])

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII']
/** A day as a Roman numeral, followed by a time or by a range to another such day. */
const ROMAN_DAY =
  /(VII|VI|V|IV|III|II|I)(?=\s?[–—-]\s?(?:VII|VI|V|IV|III|II|I)\s+\d|\s+\d{1,2}(?:[:.]\d{2})?\s?[–—-])/y

const abbreviatedKept = new WeakMap<Map<string, number>, Map<string, number | undefined>>()
/**
 * A listing's own short form of a day in the country's language, its first letter then letters of
 * the day's name in order ("Pk" for Latvian "Piektdiena", "Sv" for "Svētdiena"), when exactly one
 * day's name reads so.
 */
function abbreviatedDay(folded: string, names: Map<string, number>): number | undefined {
  let kept = abbreviatedKept.get(names)
  if (!kept) abbreviatedKept.set(names, (kept = new Map()))
  if (kept.has(folded)) return kept.get(folded)
  // The day whose name it begins ("Sh" for Uzbek "Shanba"), else the one it abbreviates.
  const starts = new Set<number>()
  const days = new Set<number>()
  for (const [name, day] of names) {
    if (name.length >= 5 && name.startsWith(folded)) starts.add(day)
    if (name.length >= 6 && abbreviates(folded, name)) days.add(day)
  }
  const day =
    starts.size === 1 ? [...starts][0] : days.size === 1 && !starts.size ? [...days][0] : undefined
  kept.set(folded, day)
  return day
}

/** A sign of the scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u
const CJK_RANGE = /^(?:至|到|～|〜|から)$/
const CJK_CLOSED = /^(?:定休日|休息日|休息|休業|公休|店休|휴무일|휴무|휴일|休)$/
const CJK_DAILY = /^(?:每天|每日|毎日|매일|全年无休|年中無休|연중무휴)$/

/**
 * The tokens of a run of such signs: the longest day name (in the country's languages: "周一",
 * "星期日", "月曜日", "월"), a range sign ("至", "〜"), a closed word ("休息", "定休日", "휴무"),
 * "every day", and a filler for any other sign. A one-sign day ("月", "金") is weak: a day only
 * beside a time or in a range.
 */
function cjkTokens(run: string, at: number, names: Map<string, number>): Tok[] {
  const out: Tok[] = []
  let j = 0
  while (j < run.length) {
    let done = false
    for (let len = Math.min(6, run.length - j); len >= 1 && !done; len--) {
      const piece = run.slice(j, j + len)
      const start = at + j
      const end = at + j + len
      const day = names.get(fold(piece))
      if (day !== undefined)
        out.push({ t: 'day', days: [day], weak: len === 1, sign: len === 1, start, end })
      else if (CJK_DAILY.test(piece))
        out.push({ t: 'day', days: [0, 1, 2, 3, 4, 5, 6], weak: false, start, end })
      else if (CJK_CLOSED.test(piece)) out.push({ t: 'closed', start, end })
      else if (CJK_RANGE.test(piece)) out.push({ t: 'range', start, end })
      else continue
      j += len
      done = true
    }
    if (!done) {
      out.push({ t: 'fill', start: at + j, end: at + j + 1 })
      j++
    }
  }
  return out
}

/** What reading at one position gave: its tokens, and where reading goes on. */
interface Read {
  toks: Tok[]
  next: number
}

/** One token `tok` read from `i` to `next`. */
const one = (tok: Tok, next: number): Read => ({ toks: [tok], next })

/**
 * A line's end (a `stop`: "…closed.\n\n**Opening Hours**" is not "closed … Monday"), or a space
 * or emphasis mark (skipped); null for anything else.
 */
function readSpace(text: string, i: number, offset: number): Read | null {
  const c = text[i]
  if (c === '\n') return one({ t: 'stop', start: offset + i, end: offset + i + 1 }, i + 1)
  if (/\s/.test(c) || c === '*' || c === '_' || c === '`') return { toks: [], next: i + 1 }
  return null
}

/**
 * Days and phrases read whole: Roman numerals for the days, Monday first, as Lithuanian and Polish
 * listings write them ("I–V 8–19, VI 9–16", only before a time or a range of them); "for lunch and
 * dinner" (the meals say when, before their times) and a word for round the clock; a group of
 * days ("daily", "weekdays", "am Wochenende").
 */
function readDayOrPhrase(text: string, i: number, offset: number): Read | null {
  if (/[IV]/.test(text[i]) && !/[\p{L}\d]/u.test(text[i - 1] ?? '')) {
    ROMAN_DAY.lastIndex = i
    const roman = ROMAN_DAY.exec(text)
    if (roman)
      return one(
        {
          t: 'day',
          days: [ROMAN.indexOf(roman[1])],
          weak: false,
          start: offset + i,
          end: offset + i + roman[1].length,
        },
        i + roman[1].length,
      )
  }
  const phrase = PHRASE_TOKENS.map(([re, t]) => {
    re.lastIndex = i
    return [re.exec(text)?.[0], t] as const
  }).find(([m]) => m)
  if (phrase) {
    const [m, t] = phrase
    return one({ t, start: offset + i, end: offset + i + m!.length }, i + m!.length)
  }
  GROUP_TEXT.lastIndex = i
  const group = GROUP_TEXT.exec(text)
  if (group && !/[\p{L}\d]/u.test(text[i + group[0].length] ?? '')) {
    const days = DAY_GROUPS.find(([re]) => re.test(group[0]))?.[1] ?? []
    return one(
      { t: 'day', days, weak: false, start: offset + i, end: offset + i + group[0].length },
      i + group[0].length,
    )
  }
  return null
}

/**
 * At a digit (or the n/m of "noon", "midnight", "mediodía"...): round the clock ("24 hours",
 * "24 hs", "24 horas", "24 heures", "24 Stunden"), a time (a word for noon or midnight, or hours
 * and minutes with their unit; a bare number is kept as a time candidate, settled in context),
 * else a number as a word; null when none of these is there.
 */
function readNumber(text: string, i: number, offset: number): Read | null {
  const c = text[i]
  if (!/\d/.test(c) && !/[nNmM]/.test(c)) return null
  if (/^24\s?(?:hours|horas|heures|stunden|hrs|hs|h|\/7|-hour)(?![\p{L}])/iu.test(text.slice(i))) {
    const m =
      /^24\s?(?:hours|horas|heures|stunden|hrs|hs|h|\/7|-hour)(?: a day| per day| al día| por día)?/iu.exec(
        text.slice(i),
      )!
    return one({ t: 'allday', start: offset + i, end: offset + i + m[0].length }, i + m[0].length)
  }
  TIME.lastIndex = i
  const m = TIME.exec(text)
  if (m && m[0] && (m[1] !== undefined || m[4]) && !/[\p{L}]/u.test(text[i - 1] ?? '')) {
    const time = timeToken(text, i, offset, m)
    if (time) return one(time, i + m[0].length)
  }
  if (/\d/.test(c)) {
    const n = /\d[\d,.]*/y
    n.lastIndex = i
    const num = n.exec(text)!
    return one({ t: 'word', start: offset + i, end: offset + i + num[0].length }, i + num[0].length)
  }
  return null
}

/** The time `m` (a `TIME` match at `i`) stands for, or null when it is no time (an amount). */
function timeToken(text: string, i: number, offset: number, m: RegExpExecArray): Tok | null {
  if (m[4]) {
    const word = m[4].toLowerCase()
    const min = /^(?:midnight|medianoche|meia-noite|minuit|mezzanotte)$/.test(word) ? 1440 : 720
    return {
      t: 'time',
      min,
      mer: null,
      h24: true,
      start: offset + i,
      end: offset + i + m[0].length,
    }
  }
  const h = Number(m[1])
  const mm = m[2] ? Number(m[2]) : 0
  const unit = (m[3] ?? '').toLowerCase().replace(/[.\s]/g, '')
  // "9 in the morning until 7 in the evening" are 9am and 7pm.
  const mer =
    unit === 'am' || unit === 'inthemorning'
      ? 'am'
      : unit === 'pm' || /^(?:inthe(?:afternoon|evening)|atnight)$/.test(unit)
        ? 'pm'
        : null
  // "7 h 30", as Quebec writes it, is a 24-hour time.
  const h24 =
    (!!m[2] && (m[1].length === 2 || /h/i.test(m[0]))) || /^(?:uhr|hrs?|hs|h)$/.test(unit) || h > 12
  // "1,500" and "2.5" are amounts, not times; a comma then a space ends a time.
  const isTime = h <= 24 && mm < 60 && !/^(?:\d|[,.]\d)/.test(text.slice(i + m[0].length))
  // A bare number is kept as a time candidate; whether it is one is settled in context.
  if (!isTime || /[$£€₹¥]/.test(text[i - 1] ?? '')) return null
  let min = h * 60 + mm
  if (mer === 'pm' && h < 12) min += 720
  if (mer === 'am' && h === 12) min = 0
  return {
    t: 'time',
    min,
    mer,
    h24: h24 || !!mer,
    start: offset + i,
    end: offset + i + m[0].length,
  }
}

/**
 * A sign that is a token by itself: a dash or tilde (`range`), a comma, slash, `&` or `+` (`list`),
 * a colon, a bracket or a table's cell separator (`fill`: it joins a day cell to its hours cell,
 * "| Mon–Fri | 8:00–18:00 |"), the end of a sentence (`stop`); null for anything else.
 */
function readMark(text: string, i: number, offset: number): Read | null {
  const c = text[i]
  const t: Tok['t'] | null = /[-–—~～〜]/.test(c)
    ? 'range'
    : c === ',' || c === '/' || c === '&' || c === '+'
      ? 'list'
      : c === ':' || c === '(' || c === ')' || c === '|'
        ? 'fill'
        : /[;.!?\n\][]/.test(c)
          ? 'stop'
          : null
  return t ? one({ t, start: offset + i, end: offset + i + 1 } as Tok, i + 1) : null
}

/**
 * A word at `i` (after the signs above): a run of signs of a script written without spaces, read a
 * sign at a time (`cjkTokens`), else one word as a day, range, list, `except`, `not`, `closed`,
 * `from`, `until`, `open` or filler word (`wordToken`); nothing readable: skipped.
 */
function readWord(
  text: string,
  i: number,
  offset: number,
  names: Map<string, number>,
  before: Tok | undefined,
): Read {
  WORD.lastIndex = i
  const w = WORD.exec(text)
  if (!w) return { toks: [], next: i + 1 }
  // Scripts written without spaces ("周一至周五", "月〜金", "월~금 휴무") are read a sign at a time.
  if (CJK.test(w[0])) return { toks: cjkTokens(w[0], offset + i, names), next: i + w[0].length }
  let raw = w[0]
  // "t/m" (Dutch "up to and including") is one range word.
  if (/^t\/m/i.test(text.slice(i))) raw = 't/m'
  // A full stop after a word that is no day's short name ends the sentence ("closed. Monday").
  // A day's full name keeps no full stop either ("Monday."); its short form does ("Mon.").
  if (raw.endsWith('.') && raw.length > 1 && (!names.has(fold(raw.slice(0, -1))) || raw.length > 6))
    raw = raw.slice(0, -1)
  return wordToken(text, i, offset, raw, names, before)
}

/** The token of the word `raw` at `i` (see `readWord`), and where reading goes on after it. */
function wordToken(
  text: string,
  i: number,
  offset: number,
  raw: string,
  names: Map<string, number>,
  before: Tok | undefined,
): Read {
  const word = raw.replace(/[.]$/, '')
  const folded = fold(word)
  const start = offset + i
  const end = offset + i + raw.length
  const next = i + raw.length
  const after = text.slice(next)
  const plural = folded.endsWith('s') ? folded.slice(0, -1) : null
  const day =
    names.get(folded) ??
    (plural && plural.length > 3 ? names.get(plural) : undefined) ??
    (/^\p{Lu}\p{Ll}{1,2}$/u.test(word) ? abbreviatedDay(folded, names) : undefined)
  // "Le Bord de Mer": a short capitalised form after "de" is a name's word, not a day.
  const named =
    /^\p{Lu}\p{Ll}{1,2}\.?$/u.test(raw) &&
    /\b(?:de|du|des|del|la|le|of)\s+$/i.test(text.slice(0, i))
  if (day !== undefined && !named) {
    const weak = /^\p{Ll}/u.test(word) && folded.length <= 3
    // "segunda-feira": the day's name goes on after a hyphen.
    const feira = /^-feira/i.exec(after)?.[0].length ?? 0
    return one({ t: 'day', days: [day], weak, start, end: end + feira }, next + feira)
  }
  // "8am to 1pm and again from 3 to 7pm": "and again" joins a day's spans as "and" does.
  if (/^(?:again|then)$/.test(folded) && before?.t === 'and') return { toks: [], next }
  const plain = (t: Tok['t']) => one({ t, start, end } as Tok, next)
  /** A token that takes `more` of the text after the word with it. */
  const longer = (t: Tok['t'], more: number) =>
    one({ t, start, end: end + more } as Tok, next + more)
  if (RANGE_WORDS.has(folded)) return plain('range')
  if (LIST_WORDS.has(folded)) return plain('and')
  if (
    /^(?:except|excluding|excl\.?|exc\.?|sauf|excepto|salvo|exceto|außer|ausser|tranne|behalve|utom|oprócz|kromě|kromé)$/i.test(
      word,
    )
  )
    return plain('except')
  if (/^(?:not|don['’]t|doesn['’]t|never|nicht|pas|no|não|niet|non|inte|nie)$/i.test(word))
    return plain('not')
  if (CLOSED_WORDS.test(word)) return plain('closed')
  // "Tuesday as their regular closing day", "Monday is the rest day".
  if (/^(?:closing|rest)$/i.test(word) && /^\s+day\b/i.test(after))
    return longer('closed', /^\s+day/i.exec(after)![0].length)
  if (/^day$/i.test(word) && /^\s+off\b/i.test(after))
    return longer('closed', /^\s+off/i.exec(after)![0].length)
  if (/^(?:from|von|de|das|dalle|desde|vanaf|ab|od|entre|between)$/i.test(word))
    return plain('from')
  if (/^(?:until|till|til|to|bis|jusqu'?à|hasta|até|tot|fino)$/i.test(word)) return plain('until')
  // "closes at 6pm": until then.
  if (CLOSES.test(word) && /^\s+(?:at\s+)?\d/i.test(after))
    return longer('until', /^\s+(?:at\s+)?/i.exec(after)![0].replace(/\s+$/, '').length)
  if (
    /^(?:open|opens|abierto|aberto|ouvert|geöffnet|geopend|aperto|öppet|otwarte|buka|abre|ouvre|öffnet|apre|opent)$/i.test(
      word,
    )
  )
    return plain('open')
  if (FILL_WORDS.has(folded)) return plain('fill')
  return plain('word')
}

/** The tokens of a passage (offsets in the answer). */
function tokenize(text: string, offset: number, names: Map<string, number>): Tok[] {
  const out: Tok[] = []
  let i = 0
  while (i < text.length) {
    const read =
      readSpace(text, i, offset) ??
      readDayOrPhrase(text, i, offset) ??
      readNumber(text, i, offset) ??
      readMark(text, i, offset) ??
      readWord(text, i, offset, names, out.at(-1))
    out.push(...read.toks)
    i = read.next
  }
  return out
}

/** One hours statement of an answer (module doc). */
export interface HoursStatement extends Span {
  days: number[]
  /** Times said of no day ("Hours: 11:00–17:00"): right when they are those of a day it opens. */
  anyOpenDay?: true
  /** Said to open through lunch ("durchgehend", "non-stop"): a day with a break is not it. */
  continuous?: true
  what:
    | { kind: 'times'; intervals: Interval[] }
    | { kind: 'from'; min: number }
    | { kind: 'until'; min: number }
    | { kind: 'closed' }
    | { kind: 'open' }
    | { kind: 'allday' }
}

/** Reads a day expression from `k`: days joined by range and list words. */
function readDays(toks: Tok[], k: number): { days: number[]; next: number; weak: boolean } | null {
  const first = toks[k]
  if (first?.t !== 'day') return null
  const days = new Set<number>(first.days)
  let weak = first.weak
  let j = k + 1
  let count = 1
  for (;;) {
    const sep = toks[j]
    const nxt = toks[j + 1]
    // "Mon – Fri", "Monday to Friday", "ma t/m do", "Mo, Di, Do", "Tuesdays and Thursdays".
    if (
      sep &&
      (sep.t === 'range' || sep.t === 'until' || sep.t === 'list' || sep.t === 'and') &&
      nxt?.t === 'day' &&
      (first.weak || !nxt.weak || sep.t === 'range' || sep.t === 'until')
    ) {
      const from = [...days].at(-1)!
      if (sep.t !== 'list' && sep.t !== 'and' && nxt.days.length === 1) {
        for (let d = from; d !== nxt.days[0]; d = (d + 1) % 7) days.add(d)
      }
      nxt.days.forEach((d) => days.add(d))
      weak = weak && nxt.weak
      count++
      j += 2
      continue
    }
    break
  }
  // A lone lower-case short name ("so", "do", "sáb") is a day only right before a time.
  if (weak && count < 2) {
    const next = toks[skipFill(toks, j, 2)]
    // "일 휴무": a one-sign day before its closed word too.
    if (next?.t !== 'time' && !(next?.t === 'closed' && first.sign)) return null
  }
  // "every day except Sunday", "daily except Mondays": those days taken out.
  const e = toks[j]?.t === 'list' ? j + 1 : j
  const except = toks[e]?.t === 'except' ? readDays(toks, skipFill(toks, e + 1, 2)) : null
  if (except) {
    for (const d of except.days) days.delete(d)
    if (days.size) return { days: [...days], next: except.next, weak }
  }
  return { days: [...days], next: j, weak }
}

/** Skips filler tokens ("from", ":", "open", "the") from `k`; at most `max` of them. */
function skipFill(toks: Tok[], k: number, max = 4): number {
  let j = k
  while (j < toks.length && j - k < max && (toks[j].t === 'fill' || toks[j].t === 'list')) j++
  return j
}

/** A word for "closes at", after an opening time. */
const CLOSES = /^(?:closes?|fecha|cierra|ferme|schlie(?:ß|ss)t|chiude|sluit|stänger|zamyka)$/i

/**
 * "opens at T1 … closes at T2" with its days between or after: one statement of T1–T2 on those
 * days, from the opening word at `k`; null when it is not one.
 */
function opensAndCloses(
  toks: Tok[],
  k: number,
  wordAt: (n: number) => string,
): { statement: HoursStatement; next: number } | null {
  if (toks[k].t !== 'open' || !/^(?:opens?|abre|ouvre|öffnet|apre|opent)$/i.test(wordAt(k)))
    return null
  const a = skipFill(toks, k + 1, 2)
  if (toks[a]?.t !== 'time') return null
  let days: number[] | null = null
  let close = -1
  for (let j = a + 1; j < Math.min(toks.length, a + 10) && toks[j].t !== 'stop'; j++) {
    const d = toks[j].t === 'day' ? readDays(toks, j) : null
    if (d) {
      days ??= d.days
      j = d.next - 1
    } else if (CLOSES.test(wordAt(j).split(/\s/)[0])) {
      close = j
      break
    }
  }
  const b = close >= 0 ? skipFill(toks, close + 1, 2) : -1
  if (b < 0 || toks[b]?.t !== 'time') return null
  let next = b + 1
  let start = toks[k].start
  if (!days) {
    const d = readDays(toks, skipFill(toks, b + 1, 3))
    if (d) {
      days = d.days
      next = d.next
    }
  }
  // "On weekdays it opens at 6am and closes at 10pm": the days just before.
  let p = k - 1
  while (!days && p >= 0 && k - p <= 3 && (toks[p].t === 'fill' || toks[p].t === 'word')) p--
  // The longest run of days that ends there ("Mon to Fri"; not "On" read as a day before it).
  const before = !days && toks[p]?.t === 'day'
  for (let f = p; before && f >= 0 && f > p - 7; f--) {
    if (!['day', 'range', 'and', 'list'].includes(toks[f].t)) break
    const d = readDays(toks, f)
    if (d && d.next === p + 1) {
      days = d.days
      start = toks[f].start
    }
  }
  if (!days) return null
  const [t1, t2] = [toks[a], toks[b]] as (Tok & { t: 'time' })[]
  return {
    statement: {
      days,
      what: { kind: 'times', intervals: [settle(t1, t2)] },
      start,
      end: toks[next - 1].end,
    },
    next,
  }
}

/** Resolves a time range's meridiem: "9 till 1" → 09:00–13:00, "8:30–5:30" → 08:30–17:30. */
function settle(a: Tok & { t: 'time' }, b: Tok & { t: 'time' }): Interval {
  let start = a.min
  let end = b.min
  // "from 3:00 to 7:00 pm": the afternoon's meridiem serves both ends when it keeps them in order.
  if (!a.mer && !a.h24 && b.mer === 'pm' && start < 720 && start + 720 < end) start += 720
  if (!b.mer && !b.h24 && end <= start && end + 720 > start) end += 720
  if (b.mer === 'am' && b.min === 0) end = 1440
  if (end === 0) end = 1440
  return [start, end]
}

/** Reads time ranges from `k`: "8am–6pm", "9:00-12:00, 13:00-16:00", "from 8 to 18 Uhr". */
function readTimes(toks: Tok[], k: number): { what: HoursStatement['what']; next: number } | null {
  const intervals: Interval[] = []
  let j = k
  for (;;) {
    let p = j
    if (toks[p]?.t === 'from') p++
    const a = toks[p]
    const sep = toks[p + 1]
    const b = toks[p + 2]
    if (a?.t === 'time' && sep && (sep.t === 'range' || sep.t === 'until') && b?.t === 'time') {
      // A bare number on both sides needs a unit on one of them ("8–18 Uhr", "9 till 1pm"), or
      // a clock form ("9:00"), unless days came right before it.
      intervals.push(settle(a, b))
      j = p + 3
      const more = toks[j]
      // "9:00-12:00, 13:00-16:00", "10:00 a 14:00 y de 16:00 a 20:00".
      const skip = toks[j + 1]?.t === 'from' ? 2 : 1
      if ((more?.t === 'list' || more?.t === 'and') && toks[j + skip]?.t === 'time') {
        j += skip
        continue
      }
      break
    }
    if (!intervals.length && (a?.t === 'from' || toks[j]?.t === 'from') && toks[p]?.t === 'time') {
      const t = toks[p] as Tok & { t: 'time' }
      if (!t.mer && !t.h24) return null
      return { what: { kind: 'from', min: t.min }, next: p + 1 }
    }
    if (!intervals.length && toks[j]?.t === 'until' && toks[j + 1]?.t === 'time') {
      const t = toks[j + 1] as Tok & { t: 'time' }
      if (!t.mer && !t.h24) return null
      return { what: { kind: 'until', min: t.min === 0 ? 1440 : t.min }, next: j + 2 }
    }
    break
  }
  return intervals.length ? { what: { kind: 'times', intervals }, next: j } : null
}

/** The hours statements of a passage (module doc). */
export function findHours(text: string, offset = 0, country?: string | null): HoursStatement[] {
  // A statement never spans lines: only the lines with a time or a word of opening are read.
  const out: HoursStatement[] = []
  let at = 0
  for (const line of text.split('\n')) {
    if (HOURS_LINE.test(line)) out.push(...statementsOf(line, offset + at, country))
    at += line.length + 1
  }
  return out
}

/**
 * Something every hours statement has: a time, a range of numbers, a word of opening or closing,
 * a word for round the clock. The cheap test before `findHours` reads a line.
 */
export const HOURS_LINE =
  /\d{1,2}(?:[:.h]\d{2}|\s?[ap]\.?m\b|\s?(?:uhr|hrs?|hs|h|horas|heures|stunden)\b|\s?[–—-]\s?\d)|\b(?:noon|midday|midnight|clos\w*|open\w*|daily|every ?day|24\/7|24[ -]hours?|7\/24|weekdays|week-?ends?|day off|rest day|closing day)\b|geschlossen|ferm[ée]|cerrad|fechad|geslot|chius|st[äe]ng|lukket|suljet|zamkn|zav[řr]en|zatvor|zárva|[îi]nchis|kapal|tutup|κλειστ|休|ปิด|휴무|почив|затвор|zaprto|suletud|slēgts|uždaryt|nedirba|вихідн|выходн|закрыт|закрит|مغلق|公休|店休|круглосуточн|цілодобов|شبانه|على مدار الساعة|24\s?(?:小时|時間|시간)/iu

/** What the readers of `statementsOf` share: the passage, its tokens, the statements read so far. */
interface Passage {
  text: string
  /** Where the passage starts in the whole answer (tokens' offsets include it). */
  offset: number
  toks: Tok[]
  out: HoursStatement[]
  /** The text of token `n`; '' past either end. */
  wordAt: (n: number) => string
}

/** A statement read at a token (none: nothing said there), and the token reading goes on at. */
interface Step {
  statement?: HoursStatement
  next: number
}

/**
 * At a `closed` word: "closed on Sundays", "fermé le dimanche", "closed Mondays and public
 * holidays" (the days after it); "closed on Friday afternoons" says part of a day (skipped);
 * null when no days follow, or a bracket opens another statement ("Вс — выходной (Mon–Sat …)").
 */
function closedDays({ text, offset, toks }: Passage, k: number): Step | null {
  const tok = toks[k]
  if (tok.t !== 'closed') return null
  const j = skipFill(toks, k + 1, 2)
  const d = readDays(toks, j)
  if (!d) return null
  // "closed on Friday afternoons": part of the day, not the day.
  const partOfDay = /^\s*(?:afternoons?|evenings?|mornings?|nights?|lunch(?:times?)?)\b/i.test(
    text.slice(toks[d.next - 1].end - offset),
  )
  if (partOfDay) return { next: d.next }
  if (text.slice(tok.end - offset, toks[j].start - offset).includes('(')) return null
  return {
    statement: {
      days: d.days,
      what: { kind: 'closed' },
      start: tok.start,
      end: toks[d.next - 1].end,
    },
    next: d.next,
  }
}

/**
 * "open 24/7", "available 24 hours", "Hours: 24/7": every day round the clock, with the days after
 * it when it names them. A word that says it alone ("круглосуточно"), and "is a 24-hour pharmacy":
 * the premises are (not "for a 24-hour pharmacy, check the rota").
 */
function roundTheClock({ text, offset, toks, wordAt }: Passage, k: number): Step | null {
  const tok = toks[k]
  if (tok.t !== 'allday') return null
  const alone =
    ROUND_CLOCK_WORD.test(wordAt(k)) ||
    (/(?:\b(?:is|as|runs|operates|remains)|['’]s|,)\s+an?[\s*_]+$/i.test(
      text.slice(0, tok.start - offset),
    ) &&
      PREMISES.test(text.slice(tok.end - offset)))
  const said =
    alone ||
    toks[k - 1]?.t === 'open' ||
    /^available$/i.test(wordAt(k - 1)) ||
    // "Hours: 24/7", "**Opening hours:** 24 hours"
    (wordAt(k - 1) === ':' && HOURS_LABEL.test(wordAt(k - 2)))
  if (!said) return null
  const d = readDays(toks, skipFill(toks, k + 1, 3))
  const opener = alone || wordAt(k - 1) === ':' ? tok : toks[k - 1]
  return {
    statement: {
      days: [0, 1, 2, 3, 4, 5, 6],
      what: { kind: 'allday' },
      start: opener.start,
      end: d ? toks[d.next - 1].end : tok.end,
    },
    next: d ? d.next : k + 1,
  }
}

/** "don't open on weekends", "not open on Sundays": closed on those days; null when it is not. */
function notOpen({ toks }: Passage, k: number): Step | null {
  const tok = toks[k]
  if (tok.t !== 'not') return null
  let opensAt = k + 1
  while (opensAt < k + 4 && ['fill', 'range', 'word'].includes(toks[opensAt]?.t)) opensAt++
  if (toks[opensAt]?.t !== 'open') return null
  const d = readDays(toks, skipFill(toks, opensAt + 1, 2))
  if (!d) return null
  return {
    statement: {
      days: d.days,
      what: { kind: 'closed' },
      start: tok.start,
      end: toks[d.next - 1].end,
    },
    next: d.next,
  }
}

/**
 * Times before days, where no days come first: "8am–6pm, Monday to Friday"; "Open until 5pm on
 * weekdays" (an opening word before the one-sided time); "Hours: 11:00–17:00, closed Wednesdays"
 * (the times of the days it opens, none named). Nothing of these: on to the next token.
 */
function timesThenDays({ toks, wordAt }: Passage, k: number): Step {
  const tok = toks[k]
  const t =
    readTimes(toks, k) ?? (tok.t === 'open' ? readTimes(toks, skipFill(toks, k + 1, 2)) : null)
  if (t && (t.what.kind === 'times' || tok.t === 'open' || t.what.kind === 'until')) {
    const after = readDays(toks, skipFill(toks, t.next, 2))
    if (after)
      return {
        statement: {
          days: after.days,
          what: t.what,
          start: tok.start,
          end: toks[after.next - 1].end,
        },
        next: after.next,
      }
    if (t.what.kind === 'times' && wordAt(k - 1) === ':' && HOURS_LABEL.test(wordAt(k - 2)))
      return {
        statement: {
          days: [],
          anyOpenDay: true,
          what: t.what,
          start: tok.start,
          end: toks[t.next - 1].end,
        },
        next: t.next,
      }
  }
  return { next: k + 1 }
}

/**
 * Days, then what is said of them: "open on Saturdays", "Open 7 days from 7am", "Open daily,
 * 9:00am – 4:30pm", "Saturdays it is open 9am–5pm", "Sun – closed", "Mon–Fri 24 hours"; days joined
 * to an opening statement ("Open Mon–Fri 7:30–20:00 and Saturday mornings"). No days at `k`: times
 * before days (`timesThenDays`).
 */
function daysThenWhat(passage: Passage, k: number): Step {
  const { toks, out } = passage
  const opener = toks[k].t === 'open' ? k : -1
  const dayAt = opener >= 0 ? skipFill(toks, k + 1, 2) : k
  const d = readDays(toks, dayAt)
  if (!d) return timesThenDays(passage, k)
  let j = skipFill(toks, d.next, 5)
  // "Saturdays it is open 9am–5pm", "On Saturdays they're open from 10 to 2".
  if (toks[j]?.t === 'open' && readTimes(toks, skipFill(toks, j + 1, 2)))
    j = skipFill(toks, j + 1, 2)
  // "Вс — выходной", "Sun – closed": a dash before the closed word.
  if (toks[j]?.t === 'range' && toks[j + 1]?.t === 'closed') j++
  const start = (opener >= 0 ? toks[opener] : toks[dayAt]).start
  const next = toks[j]
  if (next?.t === 'closed')
    return {
      statement: { days: d.days, what: { kind: 'closed' }, start, end: next.end },
      next: j + 1,
    }
  if (next?.t === 'allday')
    return {
      statement: { days: d.days, what: { kind: 'allday' }, start, end: next.end },
      next: j + 1,
    }
  const t = readTimes(toks, j)
  if (t) {
    // "Open daily, from 7:30 AM on weekdays": the days after the times narrow a group.
    const after = d.days.length === 7 ? readDays(toks, skipFill(toks, t.next, 2)) : null
    const days = after ? after.days : d.days
    const end = after ? toks[after.next - 1].end : toks[t.next - 1].end
    return { statement: { days, what: t.what, start, end }, next: after ? after.next : t.next }
  }
  // "Open Mon–Fri 7:30–20:00 and Saturday mornings": days joined to an opening statement.
  const joined =
    toks[dayAt - 1]?.t === 'and' &&
    out.length > 0 &&
    out[out.length - 1].end === toks[dayAt - 2]?.end
  if (opener >= 0 || (joined && out[out.length - 1].what.kind !== 'closed'))
    return {
      statement: { days: d.days, what: { kind: 'open' }, start, end: toks[d.next - 1].end },
      next: d.next,
    }
  return { next: d.next }
}

/**
 * The statements read, finished: the days in brackets right after a statement are its exceptions
 * ("Monday to Friday 10:00–17:00 (Thursdays until 19:00)", judged on their own); a label before
 * the times is not part of what is said ("Open:** 7:00 AM – 9:00 PM daily"); "09:00–18:00
 * (durchgehend)" says open through lunch outright.
 */
function finished(out: HoursStatement[], text: string, offset: number): HoursStatement[] {
  for (let n = 1; n < out.length; n++) {
    const between = text.slice(out[n - 1].end - offset, out[n].start - offset)
    if (/^\s*\(\s*(?:except\s+|but\s+|and\s+|on\s+)?$/i.test(between))
      out[n - 1].days = out[n - 1].days.filter((d) => !out[n].days.includes(d))
  }
  for (const st of out) {
    const label = /^\p{L}+[ \t]*[:：][*_ \t]*(?=\d)/u.exec(
      text.slice(st.start - offset, st.end - offset),
    )
    if (label) st.start += label[0].length
  }
  for (const st of out) {
    const after = CONTINUOUS.exec(text.slice(st.end - offset))
    if (!after || st.what.kind !== 'times') continue
    st.continuous = true
    st.end += after[0].length
  }
  return out
}

/**
 * The statements of one line (see `findHours`), read token by token: closed days, "opens at … closes at …"
 * (`opensAndCloses`), round the clock, "not open", then days and what is said of them or times
 * before days; then finished (`finished`).
 */
function statementsOf(text: string, offset: number, country?: string | null): HoursStatement[] {
  const toks = tokenize(text, offset, dayNames(country))
  const out: HoursStatement[] = []
  const wordAt = (n: number) =>
    toks[n] ? text.slice(toks[n].start - offset, toks[n].end - offset) : ''
  const passage: Passage = { text, offset, toks, out, wordAt }
  let k = 0
  while (k < toks.length) {
    const step: Step =
      closedDays(passage, k) ??
      // "opens at 6am on weekdays and closes at 10pm", "Abre às 6h nos dias úteis e fecha às 22h".
      opensAndCloses(toks, k, wordAt) ??
      roundTheClock(passage, k) ??
      notOpen(passage, k) ??
      daysThenWhat(passage, k)
    if (step.statement) out.push(step.statement)
    k = step.next
  }
  return finished(out, text, offset)
}

/** Words after a day's times that say it opens through lunch, with no break. */
const CONTINUOUS =
  /^[ \t]*\(?[ \t]*(?:durchgehend(?: geöffnet)?|non-?stop|without a (?:lunch )?break|no lunch break|journée continue|orario continuato|sin cierre a mediodía|horario corrido|doorlopend(?: geopend)?)\)?/iu

/**
 * A break this long (minutes) makes one span from first opening to last closing wrong for the day:
 * a visitor at 1pm finds the door shut (Friday prayers 12:00–14:30, a siesta 13:00–16:30, a
 * restaurant shut between lunch and dinner). A shorter one is read as part of the day, as the blind
 * labellers read a two-hour one (12:30–14:30) in "9:30 am to 7 pm, Monday to Saturday".
 */
const LONG_BREAK_MIN = 150

/** `correct` or `wrong` for one statement against the business's week (module doc). */
export function judgeHours(s: HoursStatement, week: Week): 'correct' | 'wrong' {
  const far = (a: number, b: number) => Math.abs(a - b) >= HOURS_TOLERANCE_MIN
  if (s.anyOpenDay) {
    const open = [0, 1, 2, 3, 4, 5, 6].filter((d) => week[d].length)
    const one = (d: number) => judgeHours({ ...s, anyOpenDay: undefined, days: [d] }, week)
    return !open.length || open.some((d) => one(d) === 'correct') ? 'correct' : 'wrong'
  }
  for (const d of s.days) {
    const open = week[d]
    const w = s.what
    if (w.kind === 'closed') {
      if (open.length) return 'wrong'
      continue
    }
    if (!open.length) return 'wrong'
    const first = open[0][0]
    const last = open[open.length - 1][1]
    if (w.kind === 'allday' && !(first === 0 && last === 1440)) return 'wrong'
    if (w.kind === 'from' && far(w.min, first)) return 'wrong'
    if (w.kind === 'until' && far(w.min, last)) return 'wrong'
    if (w.kind === 'times') {
      const said = w.intervals
      const same = (x: Interval, y: Interval) => !far(x[0], y[0]) && !far(x[1], y[1])
      if (said.length === open.length) {
        // Span by span: "12:00–15:00 y 19:00–23:30" against 12:00–15:30 and 19:00–23:30 is wrong.
        if (said.some((x, k) => !same(x, open[k]))) return 'wrong'
      } else if (said.length < open.length) {
        // One meal of two ("lunch 12:00–15:00"), or the day from first opening to last closing.
        // A long break ("9 am to 11 pm" of a shop closed 13:00–16:30) is a closure the answer
        // left out.
        const flattened = open.some((y, n) => n > 0 && y[0] - open[n - 1][1] >= LONG_BREAK_MIN)
        const whole =
          said.length === 1 && same(said[0], [first, last]) && !flattened && !s.continuous
        if (!whole && !said.every((x) => open.some((y) => same(x, y)))) return 'wrong'
      } else if (far(said[0][0], first) || far(said[said.length - 1][1], last)) return 'wrong'
    }
  }
  return 'correct'
}

/** The business's hours as a person reads them: the `openingHours` lines joined by `; `. */
export const hoursExpected = (lines: readonly string[]) => lines.join('; ')
