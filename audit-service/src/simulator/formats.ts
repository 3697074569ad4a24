/**
 * How the simulated assistants write an answer: the nine shapes of the development set
 * (`audit-service/devset/README.md`: numbered, bullets, dash, inline, headings, table, prose,
 * bold-prose, citations), each in the house style of the assistant that uses it.
 *
 * `renderAnswer(draft)` → markdown. A draft holds the names in order (the business among them or
 * not), each with its reason, and the answer's traps (a later short reference to a competitor, a
 * directory or review site named). The renderer writes every name first where the draft puts it,
 * never writes a name in an opener, and writes a trap only after the names, so the draft's order
 * is the ground truth of the answer (`answers.ts` `simulate`). Pure; all variation comes from the
 * draft's seeded `r`.
 */
import type { AssistantId } from '@aivis/contract'
import type { Directory } from './directories'

export type { Directory } from './directories'

export const ANSWER_FORMATS = [
  'numbered',
  'bullets',
  'dash',
  'inline',
  'headings',
  'table',
  'prose',
  'bold-prose',
  'citations',
] as const
export type AnswerFormat = (typeof ANSWER_FORMATS)[number]

/** Why a name is recommended: as a list fragment and as a verb phrase ("… is known for"). */
export interface Reason {
  item: string
  clause: string
}

export interface Entry {
  /** As written in this answer ("Pinnacle Dental Co."). */
  name: string
  reason: Reason
  bestFor: string
  /** Host of its (invented) website without "www." ("pinnacledental.com.au"), for links and sources. */
  site: string
}

export interface Draft {
  assistant: AssistantId
  format: AnswerFormat
  /** The market as a plural noun phrase ("dentists", "plumbing providers"). */
  market: string
  /** The place as the answer writes it ("Queenstown" for "Queenstown, NZ"). */
  location: string
  entries: Entry[]
  /** A later shorter reference to an earlier competitor ("Pinnacle Dental" for "… Dental Co."). */
  shortRef?: { short: string; of: Entry }
  /** Directories named after the names (none or two; the first sometimes as a list item too). */
  directories: Directory[]
  /** Also name the first directory as an item of the list itself ("- **Google Maps**: …"). */
  directoryItem: boolean
  /** ChatGPT's detailed list: "Why" and "Best for" under each name. */
  detailed: boolean
  /**
   * The answer comes from a web search: no "I can't browse live listings" opener, and Perplexity
   * writes no source list (its sources come in the response's `search_results`).
   */
  searched?: boolean
  r: () => number
}

export const pick = <T>(r: () => number, list: readonly T[]): T =>
  list[Math.floor(r() * list.length)]

const cap = (s: string) => s[0].toUpperCase() + s.slice(1)

/** "A", "A and B", "A, B and C" (Oxford comma sometimes). */
function listOf(names: string[], r: () => number, oxford = r() < 0.5): string {
  if (names.length <= 1) return names.join('')
  if (names.length === 2) return `${names[0]} and ${names[1]}`
  return `${names.slice(0, -1).join(', ')}${oxford ? ',' : ''} and ${names.at(-1)}`
}

/** Openers that say the assistant cannot browse (never in a searched answer). */
const cannotBrowse = (f: (m: string, l: string) => string) => /can't browse/.test(f('', ''))

/** The assistant's openers, without the ones that say it cannot browse when it searched. */
const openers = (d: Draft) => OPENERS[d.assistant].filter((f) => !d.searched || !cannotBrowse(f))

const OPENERS: Record<AssistantId, ((m: string, l: string) => string)[]> = {
  chatgpt: [
    (m, l) => `Here are some well-regarded ${m} in ${l}:`,
    (m, l) => `If you're looking for ${m} in ${l}, these are frequently recommended:`,
    (m, l) => `Here are a few ${m} in ${l} with strong reputations:`,
  ],
  claude: [
    (m, l) => `Based on reviews and reputation, here are a few ${m} in ${l} worth considering:`,
    (m, l) => `I can't browse live listings, but these ${m} in ${l} are often well reviewed:`,
  ],
  gemini: [
    (m, l) => `Here's a quick look at popular ${m} in ${l}:`,
    (m, l) => `Based on ratings and local reputation, these ${m} in ${l} stand out:`,
  ],
  perplexity: [
    (m, l) => `Several ${m} in ${l} stand out based on reviews and local listings`,
    (m, l) => `Well-reviewed ${m} in ${l} include the following`,
  ],
}

/** Gemini and ChatGPT sometimes open with a heading instead. */
const HEADINGS = [
  (m: string, l: string) => `## Top choices: ${m} in ${l}`,
  (m: string, l: string) => `## ${cap(m)} in ${l}`,
]

const CLOSERS = [
  'Check recent reviews and ask for a quote from two or three before you decide.',
  'Availability changes, so it is worth calling ahead.',
  'Prices vary, so compare a few quotes before booking.',
]

const DIRECTORY_CLOSERS = [
  (a: string, b: string) => `Check recent reviews on ${a} or ${b} before you book.`,
  (a: string, b: string) =>
    `It's worth reading the latest reviews on ${a} and ${b}, since standards can change.`,
  (a: string, b: string) => `For more options, search ${a} or browse ${b} for recent feedback.`,
]

const SHORT_REFS = [
  (s: string, p: string) => `For ${p}, ${s} is usually the easiest to book.`,
  (s: string) => `Of these, ${s} tends to book out first, so call early.`,
  (s: string, p: string) => `For ${p}, many people end up choosing ${s}.`,
]

/** The closing lines: a short reference (if any), then directories or a plain closer. */
function closing(d: Draft, opts: { labelled?: boolean } = {}): string[] {
  const { r } = d
  const out: string[] = []
  if (d.shortRef) {
    const { short, of } = d.shortRef
    out.push(
      opts.labelled && r() < 0.6
        ? `**Best for ${of.bestFor}:** ${short}.`
        : pick(r, SHORT_REFS)(short, of.bestFor),
    )
  }
  const [a, b] = d.directories
  out.push(a && b ? pick(r, DIRECTORY_CLOSERS)(a.name, b.name) : pick(r, CLOSERS))
  return out
}

/** A directory as the list's last item, in the list's own style. */
function directoryItem(d: Draft, style: 'bullet' | 'star' | 'dash'): string[] {
  const dir = d.directories[0]
  if (!d.directoryItem || !dir) return []
  if (style === 'dash') return [`- ${dir.name} – handy for comparing recent reviews and photos`]
  if (style === 'star') return [`* **${dir.name}:** Useful for checking recent reviews and hours.`]
  return [`- **${dir.name}**: handy for comparing recent reviews and opening hours.`]
}

function numbered(d: Draft): string[] {
  const { r } = d
  if (d.assistant === 'perplexity') return perplexity(d, numberedItems(d))
  const lines = d.entries.map((e, i) =>
    d.detailed
      ? `${i + 1}. **${e.name}**\n   - **Why:** ${cap(e.reason.item)}.\n   - **Best for:** ${cap(e.bestFor)}`
      : `${i + 1}. **${e.name}** – ${cap(e.reason.item)}.`,
  )
  const tail =
    d.directoryItem && d.directories[0]
      ? [`You can compare more options on **${d.directories[0].name}**.`, '']
      : []
  return [
    pick(r, openers(d))(d.market, d.location),
    '',
    ...lines,
    '',
    ...tail,
    ...closing(d, { labelled: true }),
  ]
}

function numberedItems(d: Draft): string[] {
  const first = d.directories.length + 1
  return d.entries.map((e, i) => `${i + 1}. **${e.name}** - ${e.reason.item} [${first + i}].`)
}

function bullets(d: Draft): string[] {
  const { r } = d
  const star = d.assistant === 'gemini'
  const lines = d.entries.map((e) =>
    star
      ? `* **${e.name}:** ${cap(e.reason.item)}.`
      : d.assistant === 'claude'
        ? `- **${e.name}**: ${e.reason.item}.`
        : `- **${e.name}** – ${cap(e.reason.item)}.`,
  )
  const opener = star && r() < 0.5 ? pick(r, HEADINGS) : pick(r, openers(d))
  return [
    opener(d.market, d.location),
    '',
    ...lines,
    ...directoryItem(d, star ? 'star' : 'bullet'),
    '',
    ...closing(d, { labelled: star }),
  ]
}

function dash(d: Draft): string[] {
  const { r } = d
  const sep = pick(r, [' – ', ' - ', ' — '])
  return [
    pick(r, openers(d))(d.market, d.location),
    '',
    ...d.entries.map((e) => `- ${e.name}${sep}${e.reason.item}`),
    ...directoryItem(d, 'dash'),
    '',
    ...closing(d),
  ]
}

function inline(d: Draft): string[] {
  const { r } = d
  const paren = r() < 0.3
  const cite = d.assistant === 'perplexity'
  const first = d.directories.length + 1
  const items = d.entries
    .map(
      (e, i) =>
        `${paren ? `(${i + 1})` : `${i + 1})`} ${e.name} — ${e.reason.item}${cite ? ` [${first + i}]` : ''}`,
    )
    .join('; ')
  const lead =
    d.assistant === 'perplexity'
      ? pick(r, [
          `${cap(d.market)} in ${d.location} with strong reviews: `,
          `Well-reviewed ${d.market} in ${d.location}: `,
        ])
      : pick(r, [
          `For ${d.market} in ${d.location}, try: `,
          `Top picks for ${d.market} in ${d.location}: `,
        ])
  const para = `${lead}${items}.`
  if (cite) return perplexity(d, [para], { opener: false })
  return [para, '', ...closing(d)]
}

function headings(d: Draft): string[] {
  const { r } = d
  const out: string[] = []
  if (d.assistant === 'chatgpt') {
    out.push(pick(r, OPENERS.chatgpt)(d.market, d.location), '')
    d.entries.forEach((e, i) =>
      out.push(
        `### ${i + 1}. ${e.name}`,
        `- **Why:** ${cap(e.reason.item)}`,
        `- **Best for:** ${cap(e.bestFor)}`,
        '',
      ),
    )
  } else if (d.assistant === 'gemini') {
    const bold = r() < 0.3
    // Names as bold level-2 headings follow a plain opener, not a level-2 title.
    out.push(
      bold
        ? pick(r, OPENERS.gemini)(d.market, d.location)
        : pick(r, HEADINGS)(d.market, d.location),
      '',
    )
    const details = !bold && r() < 0.5
    for (const e of d.entries) {
      out.push(bold ? `## **${e.name}**` : `### ${e.name}`)
      if (details)
        out.push(`* **Known for:** ${cap(e.reason.item)}`, `* **Best for:** ${cap(e.bestFor)}`, '')
      else out.push(`${cap(e.reason.item)}.`, '')
    }
  } else {
    out.push(pick(r, openers(d))(d.market, d.location), '')
    for (const e of d.entries) out.push(`### ${e.name}`, `${cap(e.reason.item)}.`, '')
  }
  return [...out, ...closing(d, { labelled: true })]
}

const NAME_HEADERS = ['Business', 'Company', 'Provider', 'Name']
const PRICE = ['$', '$$', '$$$']

function table(d: Draft): string[] {
  const { r } = d
  const rows: string[] = []
  // Gemini sometimes compares side by side: the names are the header's columns.
  if (d.assistant === 'gemini' && r() < 0.4) {
    rows.push(
      `| Feature | ${d.entries.map((e) => `**${e.name}**`).join(' | ')} |`,
      `|---|${d.entries.map(() => '---').join('|')}|`,
      `| Best for | ${d.entries.map((e) => cap(e.bestFor)).join(' | ')} |`,
      `| Price | ${d.entries.map(() => pick(r, PRICE)).join(' | ')} |`,
    )
  } else if (d.assistant === 'chatgpt') {
    rows.push(
      `| # | ${pick(r, NAME_HEADERS)} | Known for | Best for |`,
      '|---|---|---|---|',
      ...d.entries.map(
        (e, i) => `| ${i + 1} | **${e.name}** | ${cap(e.reason.item)} | ${cap(e.bestFor)} |`,
      ),
    )
  } else {
    rows.push(
      `| ${pick(r, NAME_HEADERS)} | Why it stands out | Price |`,
      '|---|---|---|',
      ...d.entries.map((e) => `| ${e.name} | ${cap(e.reason.item)} | ${pick(r, PRICE)} |`),
    )
  }
  const opener =
    d.assistant === 'gemini'
      ? pick(r, HEADINGS)(d.market, d.location)
      : `Here's a quick comparison of ${d.market} in ${d.location}:`
  return [opener, '', ...rows, '', ...closing(d, { labelled: true })]
}

const ENUMERATIONS = [
  (l: string) => `People tend to speak well of ${l}.`,
  (l: string) => `Names that come up again and again are ${l}.`,
  (l: string) => `Locals often recommend ${l}.`,
  (l: string) => `${l} all have strong reputations.`,
]

const SINGLES = [
  (n: string, e: Entry) => `${n} ${e.reason.clause}.`,
  (n: string, e: Entry) => `For ${e.bestFor}, ${n} ${e.reason.clause}.`,
  (n: string, e: Entry) => `You could also try ${n}, which ${e.reason.clause}.`,
  (n: string, e: Entry) => `For ${e.bestFor}, consider ${n}.`,
]

const PROSE_OPENERS = [
  (m: string, l: string) => `I can't browse live listings, but a few ${m} in ${l} come up often.`,
  (m: string, l: string) => `There are plenty of ${m} in ${l}, and a handful stand out in reviews.`,
  (m: string, l: string) => `If you need ${m} in ${l}, you have some good options.`,
]

/** Paragraphs naming the entries in order: an enumeration, then a sentence for each of the rest. */
function prose(d: Draft, bold: boolean): string[] {
  const { r } = d
  const show = (e: Entry) => (bold ? `**${e.name}**` : e.name)
  const n = d.entries.length >= 4 && r() < 0.5 ? 3 : 2
  // A name ending in "Co." never ends a sentence here: "…consider Ledger & Co. Tax & Advisory
  // Group is…" cannot be read even by a person (where does the next name start?).
  const endsCo = (e: Entry) => /\bCo\.?$/.test(e.name)
  const listed = d.entries.slice(0, n)
  const enumerations = endsCo(listed.at(-1)!) ? ENUMERATIONS.slice(-1) : ENUMERATIONS
  const sentences = [pick(r, enumerations)(listOf(listed.map(show), r))]
  let last = -1
  for (const e of d.entries.slice(n)) {
    // Not the same sentence shape twice in a row.
    const shapes = SINGLES.map((_, k) => k).filter(
      (k) => k !== last && !(endsCo(e) && k === SINGLES.length - 1),
    )
    const k = pick(r, shapes)
    sentences.push(SINGLES[k](show(e), e))
    last = k
  }
  const split = 1 + Math.floor(r() * Math.max(0, sentences.length - 1))
  const head = d.assistant === 'gemini' ? [pick(r, HEADINGS)(d.market, d.location), ''] : []
  // "I can't browse live listings" is Claude's.
  const opener = pick(
    r,
    d.assistant === 'claude' && !d.searched ? PROSE_OPENERS : PROSE_OPENERS.slice(1),
  )
  return [
    ...head,
    `${opener(d.market, d.location)} ${sentences.slice(0, split).join(' ')}`,
    '',
    ...(split < sentences.length ? [sentences.slice(split).join(' '), ''] : []),
    closing(d).join(' '),
  ]
}

/** Items that link each name to its site, with citation markers. */
function citations(d: Draft): string[] {
  const { r } = d
  const first = d.directories.length + 1
  const ordered = r() < 0.5
  const items = d.entries.map(
    (e, i) =>
      `${ordered ? `${i + 1}.` : '-'} [${e.name}](https://www.${e.site}) - ${e.reason.item} [${first + i}].`,
  )
  return perplexity(d, items)
}

/** Perplexity's frame: an opener citing the directories, the body, a closer, the source list. */
function perplexity(d: Draft, body: string[], opts: { opener?: boolean } = {}): string[] {
  const { r } = d
  const marks = d.directories.map((_, i) => `[${i + 1}]`).join('')
  const opener =
    opts.opener === false
      ? []
      : [`${pick(r, OPENERS.perplexity)(d.market, d.location)} ${marks}:`.replace(' :', ':'), '']
  const [a, b] = d.directories
  const closer: string[] = []
  if (d.shortRef) closer.push(pick(r, SHORT_REFS)(d.shortRef.short, d.shortRef.of.bestFor))
  closer.push(
    a && b
      ? `Recent reviews on ${a.name} and ${b.name} are broadly consistent ${marks}.`
      : pick(r, CLOSERS),
  )
  const sources = [
    ...d.directories.map(
      (dir, i) => `${i + 1}. ${dir.name} – ${dir.listing(d.market, d.location).url}`,
    ),
    ...d.entries.map((e, i) => `${d.directories.length + i + 1}. https://www.${e.site}`),
  ]
  if (d.searched) return [...opener, ...body, '', closer.join(' ')]
  return [...opener, ...body, '', closer.join(' '), '', 'Sources:', ...sources]
}

/** See module doc. A name ending in "Co." ends its sentence without a second period. */
export function renderAnswer(d: Draft): string {
  return lines(d)
    .join('\n')
    .replace(/\bCo\.\./g, 'Co.')
}

function lines(d: Draft): string[] {
  switch (d.format) {
    case 'numbered':
      return numbered(d)
    case 'bullets':
      return bullets(d)
    case 'dash':
      return dash(d)
    case 'inline':
      return inline(d)
    case 'headings':
      return headings(d)
    case 'table':
      return table(d)
    case 'prose':
      return prose(d, false)
    case 'bold-prose':
      return prose(d, true)
    case 'citations':
      return citations(d)
  }
}
