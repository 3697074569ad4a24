/**
 * Which parts of an answer speak of the audited business (the fact check reads only those).
 *
 * `ownPassages(answer, business, question, country?, place?)` → the spans (offsets in `answer`) of the sentences,
 * list items and lines that are about the business, in order. The answer is cut into units: a
 * line, and within a line of prose each sentence. A unit's subject is:
 * - another business when it tells a namesake apart ("There is also a Harbour Dental in
 *   Melbourne", "several unrelated cafés share the name", "not to be confused with"), or names a
 *   competitor (extracted by the mention engine, `extractNames`) before, or without, the business;
 * - the business when it names it (any form the mention engine accepts, or its website);
 * - nothing, in an advice section ("Key Considerations", "Tips") or a list of sources;
 * - otherwise the subject of the unit before it: a section or paragraph goes on about the
 *   business it opened with. A heading, a bold line or a numbered item that names nobody starts
 *   afresh only in an answer to a market question (`question: 'market'`, a discovery question);
 *   in an answer about the business (`'business'`: the control and contact questions) everything
 *   not told apart is about the business.
 *
 * Pure; never throws.
 */
import { findBusinessName, type BusinessRef, type Span } from '../mentions/business'
import { cleanCandidate, extractNames } from '../mentions/competitors'
import { DETAIL_LABELS } from '../mentions/lexicon'
import { isDaysText } from './hours'

/** What the question asked about: the business itself, or its market (a discovery question). */
export type QuestionScope = 'business' | 'market'

/** A namesake told apart, or another business introduced as such. */
const NAMESAKE =
  /\b(?:there(?: is|'s| are| was|’s) another |also (?:a|an) (?:separate|different|unrelated|similarly)|(?:an?other|the other|separate|different|distinct)\s+(?:[\p{L}'’&*_-]+\s+){0,4}?(?:called|named|of the same name|with the same name|with a similar name|that shares|sharing|(?:was |is )?in \p{Lu})|(?<!['’]s\s)namesakes?(?!\s+(?:dish|dishes|soup|noodles?|cakes?|pastry|drinks?|sauce|speciality|specialty|delicacy))|same[- ]named|similarly[- ]named|(?:an?other|different|separate|several|other|many|some)\b[^.\n]{0,40}\b(?:same|similar|identical) name|(?:share|shares|sharing) (?:the|a|its) (?:same |similar )?name|(?:of|with) the same name|not to be confused|(?:should not|shouldn't|don't|do not) (?:be )?confuse|confused with|mix(?:ed)? (?:it )?up with|\b(?:a|an) (?:completely |entirely |totally )?(?:different|separate|unrelated|distinct) (?:business|firm|company|shop|store|practice|clinic|caf[eé]|restaurant|salon|bakery|studio|place|venue|outlet|entity|one)|unrelated|no relation|not related|not affiliated|no connection (?:to|with)|not connected (?:to|with))/iu

/**
 * "There is also a Harbour Dental in Melbourne", "there's also a clinic called …": another
 * business by its name; not "there's also a pool" (case matters, so apart from `NAMESAKE`).
 */
const THERE_ALSO =
  /\b[Tt]here(?: is|'s| are| was|’s) also (?:another\b|(?:an?\s+|the\s+)?(?:\p{Lu}|[\p{L}-]+\s+(?:called|named)\b))/u

/** A word every `NAMESAKE` phrase has: the cheap test before the full one. */
const NAMESAKE_WORDS =
  /also|another|other|separate|different|distinct|namesake|same|similar|identical|confus|mix|unrelated|relation|related|affiliated|connect|share|called|named/i

/** Another business brought in by its name: 'A clinic called "Smile Care Dental Center" …'. */
const CALLED = /^[\s*_>-]*(?:an?|one)\s+(?:[\p{L}-]+\s+){0,2}?(?:called|named)\s/iu

/** A sentence that says the one before it was of another business: "It is a different business." */
const WAS_ANOTHER =
  /^[\s*_>-]*(?:it|that|this|they|that one|this one)(?:['’]s| is| are| was| were)\s+(?:(?:a|an|an entirely|a completely|a totally|not)\s+)?(?:different|separate|unrelated|distinct|another|not (?:the same|related|affiliated))/iu

/** Title of an advice section or a list of sources: nothing in it is a fact of the business. */
const ASIDE_TITLE =
  /^(?:[#*_\s]*)(?:key considerations?|considerations?|tips?|things to (?:consider|know|keep in mind)|before you (?:go|visit|book|call)|how to choose|what to (?:look for|ask|consider)|sources?|references?|citations?|learn more|further reading|important notes?|a note|disclaimer|recommendations?|next steps?|general tips?|booking tips?|choosing\b[^:]*)\s*[:*_]*\s*$/i

/** Title of a list of sources. */
const SOURCES_TITLE = /^[#*_\s]*(?:sources?|references?|citations?|learn more|further reading)\b/i

/** One unit of the answer: its span and the kind of line it is part of. */
interface Unit extends Span {
  /** A heading, a bold line or a numbered item: where a new entry may start. */
  opens: boolean
  /** Inside a list of sources or an advice section. */
  aside: boolean
  /** A list item indented under another: a detail of the entry above. */
  detail: boolean
  /** Inside a list of sources. */
  sources: boolean
  /** A table row. */
  row: boolean
  /** A list item with indented items under it (an entry and its details). */
  hasDetails: boolean
  /** The first sentence of a prose paragraph (after a blank line, not a list item). */
  para: boolean
}

/** Sentence ends inside a line: `.`, `!` or `?` then a space and a capital, not after "St." etc. */
function sentences(text: string, offset: number): Span[] {
  const out: Span[] = []
  let start = 0
  const re = /[.!?](?:["”’)\]]|\[\d+\])*\s+(?=[\p{Lu}"“*(])/gu
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index)
    // "St. Georges", "Dr. Weber", "No. 18", "Av. Juárez": short capitalised words and initials.
    if (
      /(?:^|[\s(*_.])(?:\p{Lu}[\p{L}]{0,3}|[a-z]{1,3}|\d{1,2})$/u.test(before) &&
      text[m.index] === '.'
    )
      continue
    out.push({ start: offset + start, end: offset + m.index + 1 })
    start = m.index + m[0].length
  }
  if (start < text.length) out.push({ start: offset + start, end: offset + text.length })
  return out
}

/** True when line `n` is a list item and the next non-blank line is a deeper list item. */
function detailsUnder(lines: string[], n: number, indent: (l: string) => number): boolean {
  if (!/^\s*(?:[-*•+]|\d+[.)])\s/.test(lines[n])) return false
  const next = lines.slice(n + 1).find((l) => l.trim())
  return !!next && /^\s*(?:[-*•+]|\d+[.)])\s/.test(next) && indent(next) > indent(lines[n])
}

/** The answer's units, in order (see module doc). */
function unitsOf(answer: string): Unit[] {
  const out: Unit[] = []
  let at = 0
  let aside = false
  let sources = false
  let asideLevel = 0
  const lines = answer.split('\n')
  const indent = (l: string) => (/^\s*/.exec(l)?.[0] ?? '').replace(/\t/g, '    ').length
  for (const [n, raw] of lines.entries()) {
    const start = at
    at += raw.length + 1
    const line = raw.replace(/\r$/, '')
    if (!line.trim()) continue
    const heading = /^\s*(#{1,6})\s/.exec(line)
    const bold = /^\s*(?:\*\*[^*]+\*\*|__[^_]+__):?\s*$/.test(line)
    const numbered = /^\s*\d+[.)]\s/.test(line)
    const level = heading ? heading[1].length : bold ? 7 : 0
    if (heading || bold) {
      if (aside && level <= asideLevel) aside = sources = false
      if (aside && bold && asideLevel === 7) aside = sources = false
      if (ASIDE_TITLE.test(line.replace(/^\s*#+\s*/, ''))) {
        aside = true
        sources = SOURCES_TITLE.test(line.replace(/^\s*#+\s*/, ''))
        asideLevel = level
      }
    } else if (ASIDE_TITLE.test(line) && !/^\s*[-*•+]\s/.test(line)) {
      aside = true
      sources = SOURCES_TITLE.test(line)
      asideLevel = 7
    }
    const opens = !!heading || bold || numbered
    const parts =
      heading || bold || /^\s*\|/.test(line)
        ? [{ start, end: start + line.length }]
        : sentences(line, start)
    const detail = /^\s{2,}(?:[-*•+]|\d+[.)])\s/.test(line)
    // "[1] yell.com – …": a footnote of a searching assistant's sources.
    const footnote = /^\s*\[\d{1,3}\]\s/.test(line)
    const row = /^\s*\|/.test(line)
    const para =
      n > 0 &&
      !lines[n - 1].trim() &&
      !heading &&
      !bold &&
      !/^\s*(?:[-*•+|>]|\d+[.)])\s?/.test(line)
    parts.forEach((p, i) =>
      out.push({
        para: para && i === 0,
        ...p,
        opens: opens && i === 0,
        aside: aside || footnote,
        sources: sources || footnote,
        detail,
        row,
        hasDetails: detailsUnder(lines, n, indent),
      }),
    )
  }
  return out
}

/**
 * Every span where `text` names the business: where the mention engine finds it first, every
 * place its names as the engine read them (`own`) are written, and its website's host.
 */
function ownMentions(
  text: string,
  business: BusinessRef,
  own: string[],
  inside: (s: Span) => boolean,
): Span[] {
  const out: Span[] = spansOf(text, own)
  // The mention engine's own reading usually has them; its name finder is the slow path.
  if (!out.length) {
    const hit = findBusinessName(text, business, inside)
    if (hit) out.push(hit)
  }
  // Later mentions of the name as the owner writes it ("Harbour Dental" again further down).
  for (const name of [business.name, ...(business.aliases ?? [])])
    out.push(...spansOf(text, [name]))
  const host = business.website
    ? business.website
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .replace(/\/.*$/, '')
        .toLowerCase()
    : null
  if (host) {
    const lower = text.toLowerCase()
    for (let i = lower.indexOf(host); i >= 0; i = lower.indexOf(host, i + 1))
      out.push({ start: i, end: i + host.length })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** Every span of each name in `names` in `text`, as written (a name starts with a letter). */
function spansOf(text: string, names: string[]): Span[] {
  const out: Span[] = []
  for (const n of names) {
    if (n.length < 3 || !/^\p{L}/u.test(n)) continue
    for (let i = text.indexOf(n); i >= 0; i = text.indexOf(n, i + 1))
      out.push({ start: i, end: i + n.length })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** Words of the labels answers put before details ("Current Status", "What They Offer"). */
const LABEL_WORDS = new Set(
  [...DETAIL_LABELS]
    .flatMap((l) => l.split(' '))
    .concat(
      'current status what they offer offers key details good to know notes note hours opening last listed previous updated contact info quick facts at a glance overview about summary mobile viber whatsapp telegram line wechat fax tel telephone landline cell office reservations bookings booking instagram facebook where why go when who products menu prices fees founded established wi fi wifi internet parking rooms rates amenities facilities highlights languages payment accessibility it is its they are we you your them there how to get getting find finding background history story location directions visiting services service pricing price cost costs'.split(
        ' ',
      ),
    ),
)
/** True when every word of `name` is a label word: a label, not a business. */
const isLabel = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .every((w) => LABEL_WORDS.has(w))

/**
 * An entry of the answer that is not the business: a list item, heading or table row that opens
 * with a name in bold ("* **Veterinární ordinace Žabovřesky**"), not a label ("**Phone:**"),
 * that the business's own names do not cover. The mention engine may not list such a name as a
 * competitor (a clinic named after its street); it is still another entry.
 */
function otherEntry(
  answer: string,
  u: Unit,
  ours: Span[],
  question: QuestionScope,
): Span | undefined {
  if (u.detail) return undefined
  const line = answer.slice(u.start, u.end)
  const m =
    /^\s*(?:#{1,6}\s+|(?:\d+[.)]|[-*•+])\s+|\|\s*)?(?:\*\*|__)([^*_\n]{3,80}?)(?:\*\*|__)/.exec(
      line,
    )
  if (!m) return undefined
  const name = m[1].replace(/[:：]\s*$/, '').trim()
  const after = line.slice(m.index + m[0].length)
  if (/[:：]/.test(m[1]) || /^\s*[:：]/.test(after) || isLabel(name)) return undefined
  // "**Experience** – …" is a label. A name the mention engine takes for one counts; so does a
  // capitalised lead of two words or more over details of its own ("**Veterinární ordinace
  // Žabovřesky**" over its address and phone).
  const words = name.split(/\s+/)
  // In an answer to a market question, any list item led by a capitalised name in bold is an
  // entry of its own ("* **Padangų taškas** – Chain service…").
  const listed = question === 'market' && /^\s*(?:[-*•+]|\d+[.)])\s/.test(line)
  if (
    !cleanCandidate(name) &&
    !(u.hasDetails && words.length >= 2 && /^\p{Lu}/u.test(name)) &&
    !(listed && /^\p{Lu}/u.test(name))
  )
    return undefined
  const start = u.start + m.index + m[0].indexOf(m[1])
  const span = { start, end: start + m[1].length }
  if (ours.some((o) => o.start < span.end && span.start < o.end)) return undefined
  // "**Liido Sunset Restaurant** (Makhaayadda Liido Sunset)": the business in two languages.
  if (ours.some((o) => o.start >= span.end && /^[*_]*\s?\($/.test(answer.slice(span.end, o.start))))
    return undefined
  return span
}

/** Words before a name in a sentence that bring in another business ("nearby options include"). */
const BRINGS_IN =
  /\b(?:includ\w*|such as|like|try|alternatives?|options?|recommend\w*|consider|nearby|competitors?|rivals?|also|or|and|vs\.?|versus|compared (?:to|with)|other)\b/i

/** The first of two places joined by "and": cross streets, or the areas a place is near. */
const PLACE_PAIR =
  /\b(?:between|both|near|from|of)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:and|&|y|e|et)\s+$/u

/** An English day's name in brackets right after a name: the name is that day in another language. */
const DAY_GLOSS =
  /^[*_]*\s*\((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:s)?(?:\s*[-–]\s*(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)?\)/i

/**
 * True when the competitor name at `c` makes unit `u` about another business: it is in bold or a
 * link, opens the unit (after list and emphasis markers), or comes after words that bring in
 * another business. A capitalised phrase inside the business's own details ("27 Community Centre,
 * Naraina Vihar") that the mention engine read as a name does not. In a detail of an entry (an
 * indented list item) only a name in bold counts ("- Brakes, diagnostics…"), and so in a bullet of
 * an answer about the business (`question`).
 */
function introduces(answer: string, u: Unit, c: Span, question: QuestionScope): boolean {
  // "Aho Faiumu (Saturday): 9:00am – 12:00pm": a day's name in another language, not a business.
  if (DAY_GLOSS.test(answer.slice(c.end, c.end + 40))) return false
  // "Bicycles are available for guests": one plural word as a sentence's subject, not a name.
  if (
    /^\p{Lu}\p{Ll}+s$/u.test(answer.slice(c.start, c.end)) &&
    /^\s+are\s+\p{Ll}/u.test(answer.slice(c.end))
  )
    return false
  const bold = /(?:\*\*|__|\[)$/.test(answer.slice(Math.max(0, c.start - 2), c.start))
  if (u.detail) return bold
  if (bold) return true
  const lead = answer.slice(u.start, c.start)
  // In an answer about the business, its bullets list its details ("- Was at Av. Higienópolis,
  // 1100"): a name there, not in bold, that opens one brings in no other business.
  if (/^[\s>#*_\-•+\d.)]*(?:the\s+)?$/i.test(lead))
    return !(question === 'business' && /^\s*[-*•+]/.test(lead))
  // Within the sentence, at most 60 characters before the name.
  const tail = lead.slice(Math.max(0, lead.length - 60))
  // "between Campanario and Lealtad", "of both Old Havana and Vedado": places, not businesses.
  if (PLACE_PAIR.test(tail)) return false
  return BRINGS_IN.test(tail.slice(tail.lastIndexOf('.') + 1))
}

/**
 * "For the Jersey clinic, …", "The one in Colonia Tovar …": a unit that opens with one of two
 * namesakes named by its place.
 */
const PLACE_REF =
  /^[\s*_>#-]*(?:(?:[Ff]or|[Aa]t|[Aa]s for|[Aa]bout|[Rr]egarding)\s+)?(?:\*\*)?[Tt]he\s+(?:(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:clinic|practice|branch|one|shop|store|office|location|site|studio|salon|business|restaurant|caf[eé]|hotel|company|firm|centre|center|school|bakery|garage|agency)|one\s+in\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))\b/u

/** `own` or `other` when `text` names one of two namesakes by its place (`PLACE_REF`), else null. */
function placeRef(text: string, placeWords: Set<string>): 'own' | 'other' | null {
  const m = PLACE_REF.exec(text)
  if (!m || !placeWords.size) return null
  const words = (m[1] ?? m[2]).toLowerCase().split(/[^\p{L}]+/u)
  return words.some((w) => placeWords.has(w)) ? 'own' : 'other'
}

/** The spans of `answer` about the business (module doc). */
export function ownPassages(
  answer: string,
  business: BusinessRef,
  question: QuestionScope,
  country?: string | null,
  place?: string,
): Span[] {
  const placeWords = new Set(
    (place ?? '')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2),
  )
  const read = extractNames(answer, business)
  // Day names read as entries ("* Monday – Friday: …", "* Streda – Štvrtok: …") are hours, not
  // businesses.
  // Nor are the words of the business's own name ("Marta" of "Casa Marta y Jorge"): its people.
  const ownWords = new Set(
    [business.name, ...(business.aliases ?? [])].flatMap((n) => n.toLowerCase().split(/\s+/)),
  )
  const competitors = read.competitors.filter(
    (c) =>
      !isDaysText(c, country) &&
      !c
        .toLowerCase()
        .split(/\s+/)
        .every((w) => ownWords.has(w)),
  )
  // A name followed by a colon is a label ("**Status:** …", "**Mobile/Viber:**"), not a business; a word used so once
  // is a label wherever it is written ("**Office:** …", then "**Office hours:** …").
  const labelled = (c: Span) =>
    /^[.\s]*(?:\*\*|__)?[.\s]*[:：(]/.test(answer.slice(c.end, c.end + 6)) &&
    (/^\p{Lu}?[\p{Ll}'’ -]*(?:[/-]\p{Lu}?[\p{Ll}'’ -]*)*$/u.test(answer.slice(c.start, c.end)) ||
      isLabel(answer.slice(c.start, c.end)))
  const all = spansOf(answer, competitors)
  const labels = new Set(
    all
      .filter((c) => labelled(c) && !/\s/.test(answer.slice(c.start, c.end)))
      .map((c) => answer.slice(c.start, c.end)),
  )
  const theirs = all.filter((c) => !labelled(c) && !labels.has(answer.slice(c.start, c.end)))
  const inside = (s: Span) =>
    theirs.some((c) => c.start <= s.start && s.end <= c.end && c.end - c.start > s.end - s.start)
  // The business as the mention engine read it in an entry ("**Horlogerie Favre Sàrl (Rue du
  // Marché):**") counts too, where the name alone would not be found.
  const ours = [
    ...ownMentions(answer, business, read.own, inside),
    ...spansOf(answer, read.ownEntries),
  ]
    .filter((s) => !inside(s))
    .sort((a, b) => a.start - b.start)
  /** The first span of `list` (sorted by start) inside `u`; units come in order, so the scan resumes. */
  const cursor = (list: Span[]) => {
    let at = 0
    return (u: Span, ok: (s: Span) => boolean = () => true) => {
      while (at < list.length && list[at].start < u.start) at++
      for (let k = at; k < list.length && list[k].start < u.end; k++)
        if (list[k].end <= u.end && ok(list[k])) return list[k]
      return undefined
    }
  }
  // Competitors' names that are not part of the business's own.
  // A name with the business's own in brackets after it ("Ratas Tyre Centre (Padangų centras
  // Ratas)") is the business in two languages, and so is the bracketed name before its own.
  const bracketed = (c: Span) =>
    ours.some((o) => {
      const between = o.start >= c.end ? answer.slice(c.end, o.start) : answer.slice(o.end, c.start)
      // "**Doctor Vet** (Ветеринарная клиника «Доктор Вет»)": emphasis may close before it.
      return /^[*_]*\s?\($/.test(between) || /^[*_]*\s?\($/.test(answer.slice(o.end, c.start))
    })
  const free = theirs
    .filter((c) => !ours.some((o) => o.start <= c.start && c.end <= o.end))
    .filter((c) => !bracketed(c))
    .sort((a, b) => a.start - b.start)
  const ownIn = cursor(ours)
  const freeIn = cursor(free)

  const out: Span[] = []
  let subject: 'own' | 'other' | 'none' = question === 'business' ? 'own' : 'none'
  /** The subject is a namesake told apart (not merely a competitor). */
  let apart = false
  /** A namesake has been told apart in the answer. */
  let told = false
  const units = unitsOf(answer)
  for (const [k, u] of units.entries()) {
    // In an answer about the business, an advice section still speaks of it ("The salon is a
    // short walk from…", "Straightening isn't on the menu"); a list of sources never does.
    if (u.aside && (question === 'market' || u.sources)) {
      if (question === 'market') subject = 'none'
      continue
    }
    const text = answer.slice(u.start, u.end)
    const own = ownIn(u)
    let other =
      freeIn(u, (c) => introduces(answer, u, c, question)) ?? otherEntry(answer, u, ours, question)
    // In an answer about the business, a one-word heading or bold line is a section's title in
    // any language ("**Åbningstider**", "**Horaires**", "**Ωράριο (opening hours)**"), not another
    // business.
    if (
      other &&
      question === 'business' &&
      u.opens &&
      /^\s*(?:#{1,6}\s+)?(?:\*\*|__)?[\p{L}-]+(?:\s*\([\p{Ll} -]+\))?[:：]?(?:\*\*|__)?[:：]?\s*$/u.test(
        text,
      )
    )
      other = undefined
    // A table row speaks of what it names: a row that does not name the business is not about it.
    if (u.row && !own) {
      if (question === 'market') subject = 'none'
      if (question === 'market' || other) continue
    }
    const next = units[k + 1]
    const apartHere =
      (NAMESAKE_WORDS.test(text) &&
        (NAMESAKE.test(text) || CALLED.test(text) || THERE_ALSO.test(text))) ||
      // 'A clinic called "…" in Al Khobar has closed. It is a different business, …'
      (!!next && next.start - u.end < 4 && WAS_ANOTHER.test(answer.slice(next.start, next.end)))
    // After a namesake is told apart, "the Jersey clinic" is the business when Jersey is its
    // place, and "the Guernsey practice" is the other one.
    if (apartHere) told = true
    const ref = told && !apartHere && !own ? placeRef(text, placeWords) : null
    if (ref) {
      subject = ref
      apart = ref === 'other'
      if (ref === 'own') out.push({ start: u.start, end: u.end })
      continue
    }
    if (apartHere) {
      subject = 'other'
      apart = true
    } else if (own && (!other || own.start <= other.start)) apart = false
    // In an answer about the business, a new paragraph that names nobody goes back to it after a
    // competitor ("…or alternatives such as X.\n\nIf you do reach them, …"), not after a namesake.
    if (question === 'business' && u.para && !own && !other && subject === 'other' && !apart)
      subject = 'own'
    else if (apartHere) subject = 'other'
    else if (own && (!other || own.start <= other.start)) subject = 'own'
    else if (other) subject = 'other'
    else if (u.opens && question === 'market') subject = 'none'
    else if (u.opens && question === 'business' && subject === 'other') subject = 'own'
    if (subject === 'own') out.push({ start: u.start, end: u.end })
  }
  return out
}
