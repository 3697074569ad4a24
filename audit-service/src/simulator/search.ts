/**
 * Simulated web search: whether a simulated assistant searches when it is offered its vendor's
 * search tool, what the search returns and which claims of the answer cite which source
 * (docs/decisions/0052). The vendors' wire formats are written from this in `wire.ts`.
 *
 * `simulateSearch({ ...SimulationInput, tool })` → `SimulatedSearch`:
 * - `searched`: false without the tool; with it, false for a seeded share of calls (`SKIP_ONE_IN`:
 *   1 in 8 for Claude, 1 in 12 for Gemini, 1 in 16 for ChatGPT, 1 in 25 for Perplexity), as real
 *   assistants sometimes answer from memory although they could search. Unsearched, the answer is
 *   the plain one of `simulate` and every list below is empty.
 * - `text`, `truth`: the answer as `simulate` writes it for a searched answer (no "I can't browse"
 *   opener; Perplexity without its source list) and its ground truth (the same names and mention as
 *   the plain answer to the same question).
 * - `queries`: the search queries (one; Claude and Gemini sometimes two).
 * - `results`: what the search returned, each source once: the cited ones in order of first
 *   citation, then one to three directory pages it did not cite.
 * - `spans`: the answer's claims that cite sources, in order, not overlapping, as UTF-16 offsets
 *   `[start, end)` into `text`: the sentence or list line that names a business (the line after
 *   it when the name stands alone, as a heading), the row of a table, the sentence that names a
 *   directory; a claim cites the business's website (most often) or a directory page listing it,
 *   or the directory's page for the market. Several names in one sentence: one claim, several
 *   sources.
 * - `numbered`: Perplexity only: the sources its [1], [2]... markers refer to, in that order (the
 *   directories the text names, then each business's website), also the start of `results`.
 *
 * Sources: the businesses' invented websites (`https://www.{site}/`, titled with the name and the
 * market) and the listing pages of the country's directories (`directories.ts`). Deterministic:
 * seeded by assistant, question, business and place.
 */
import type { AssistantId } from '@aivis/contract'
import {
  compose,
  hash,
  rng,
  type Composition,
  type SimulatedTruth,
  type SimulationInput,
} from './answers'
import { directoriesFor, type Directory } from './directories'
import { pick, type Entry } from './formats'

/** One source a search returned. */
export interface SearchSource {
  url: string
  title: string
  /** Host without "www." ("yelp.com.au"). */
  host: string
  kind: 'site' | 'directory'
  /** A passage of the page (Claude's `cited_text`, Perplexity's `snippet`). */
  snippet: string
  /** How old the page is, as Claude writes it ("2 weeks ago"), or null when unknown. */
  pageAge: string | null
  /** The page's date, YYYY-MM-DD (Perplexity's `date`). */
  date: string
}

/** A claim of the answer, `[start, end)` in UTF-16 code units of `text`, and its sources. */
export interface CitedSpan {
  start: number
  end: number
  sources: SearchSource[]
}

export interface SimulatedSearch {
  searched: boolean
  text: string
  truth: SimulatedTruth
  queries: string[]
  results: SearchSource[]
  spans: CitedSpan[]
  numbered: SearchSource[]
  /** What the answer was written from. */
  composition: Composition
}

/** One call in this many does not search although the tool is offered. */
export const SKIP_ONE_IN: Record<AssistantId, number> = {
  claude: 8,
  gemini: 12,
  chatgpt: 16,
  perplexity: 25,
}

/** Whether an assistant offered its search tool searches for this question (seeded). */
export function searches(input: SimulationInput): boolean {
  const key = [input.assistant, input.question, input.business, input.location].join('|')
  return hash(`search|${key.toLowerCase()}`) % SKIP_ONE_IN[input.assistant] !== 0
}

const AGES = ['4 days ago', '2 weeks ago', '3 weeks ago', '1 month ago', '3 months ago', null]
/** The first day of the pages' dates; a page's date is up to 600 days after it. */
const EPOCH = Date.UTC(2025, 0, 1)

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const hostOfUrl = (url: string) => new URL(url).host.replace(/^www\./, '')

/** A source with its seeded age and date. */
function source(
  url: string,
  title: string,
  kind: SearchSource['kind'],
  snippet: string,
): SearchSource {
  const h = hash(`page|${url}`)
  const date = new Date(EPOCH + (h % 600) * 86_400_000).toISOString().slice(0, 10)
  return { url, title, host: hostOfUrl(url), kind, snippet, pageAge: AGES[h % AGES.length], date }
}

const siteSource = (e: Entry, market: string, place: string) =>
  source(
    `https://www.${e.site}/`,
    `${e.name} | ${cap(market)} in ${place}`,
    'site',
    `${e.name} ${e.reason.clause}. Book online or call us today.`,
  )

const directorySource = (d: Directory, market: string, place: string) => {
  const page = d.listing(market, place)
  return source(
    page.url,
    page.title,
    'directory',
    `Find the best ${market} in ${place}. Compare reviews, photos and ratings from local customers.`,
  )
}

/**
 * The claim around the text at `[at, at + length)` (see module doc `spans`): its sentence, its
 * list line, its table row, or its line and the next when the name stands alone on its line.
 */
export function claimAround(text: string, at: number, length: number): [number, number] {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  const endOf = (from: number) => {
    const e = text.indexOf('\n', from)
    return e < 0 ? text.length : e
  }
  const lineEnd = endOf(at)
  const line = text.slice(lineStart, lineEnd)
  if (line.startsWith('|')) return [lineStart, lineEnd]
  const rest = text.slice(at + length, lineEnd)
  if (/^\s*#/.test(line) || /^[*:\s]*$/.test(rest)) {
    let next = lineEnd + 1
    while (next < text.length && text[next] === '\n') next++
    return next < text.length ? [lineStart, endOf(next)] : [lineStart, lineEnd]
  }
  // A sentence ends at a stop followed by a capital or the end ("Co. and" goes on).
  // ("1. " of a numbered item is no sentence end).
  const before = [...text.slice(lineStart, at).matchAll(/[.!?]\s+(?![a-z])/g)]
    .filter((m) => !/^\s*\d+\.$/.test(text.slice(lineStart, lineStart + m.index + 1)))
    .at(-1)
  const start = before ? lineStart + before.index + before[0].length : lineStart
  const stop = /[.!?](?=\s+(?![a-z])|$)/.exec(rest)
  return [start, stop ? at + length + stop.index + 1 : lineEnd]
}

/** Claims merged where they overlap, in order; sources each once per claim. */
function merged(spans: CitedSpan[]): CitedSpan[] {
  const out: CitedSpan[] = []
  for (const s of [...spans].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = out.at(-1)
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end)
      for (const src of s.sources)
        if (!last.sources.some((x) => x.url === src.url)) last.sources.push(src)
    } else out.push({ ...s, sources: [...s.sources] })
  }
  return out
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** See module doc. */
export function simulateSearch(input: SimulationInput & { tool: boolean }): SimulatedSearch {
  const { tool, ...rest } = input
  const searched = tool && searches(rest)
  const composition = compose({ ...rest, searched })
  const { answer: text, truth, entries, own, directories, market, place, country } = composition
  const none = {
    searched,
    text,
    truth,
    queries: [],
    results: [],
    spans: [],
    numbered: [],
    composition,
  }
  if (!searched) return none

  const r = rng(hash(`search|${input.assistant}|${input.question}|${input.business}|${place}`))
  const query = `${pick(r, ['best ', 'top rated ', ''])}${market} ${place}`
  const queries =
    (input.assistant === 'claude' || input.assistant === 'gemini') && r() < 0.3
      ? [query, `${market} ${place} reviews`]
      : [query]
  // Pages a search finds for a market: directory listings (not a social network's search page).
  const all = directoriesFor(input.specialism, country).filter((d) => d.name !== 'Facebook')
  const named = new Set(directories.map((d) => d.name))

  let numbered: SearchSource[] = []
  const spans: CitedSpan[] = []
  if (input.assistant === 'perplexity') {
    numbered = [
      ...directories.map((d) => directorySource(d, market, place)),
      ...entries.map((e) => siteSource(e, market, place)),
    ]
  } else {
    let from = 0
    entries.forEach((e, i) => {
      const at = text.indexOf(e.name, from)
      if (at < 0) return
      from = at + e.name.length
      const listing = pick(r, all)
      const ownSite = r() < (i === own ? 0.8 : 0.65)
      const src = ownSite ? siteSource(e, market, place) : directorySource(listing, market, place)
      const [start, end] = claimAround(text, at, e.name.length)
      spans.push({ start, end, sources: [src] })
    })
    for (const d of directories) {
      const m = new RegExp(`\\b${escape(d.name)}\\b`).exec(text)
      if (!m) continue
      const [start, end] = claimAround(text, m.index, m[0].length)
      spans.push({ start, end, sources: [directorySource(d, market, place)] })
    }
  }
  const claims = merged(spans)
  const cited = [...numbered, ...claims.flatMap((c) => c.sources)]
  const results: SearchSource[] = []
  for (const s of cited) if (!results.some((x) => x.url === s.url)) results.push(s)
  const extra = all.filter((d) => !named.has(d.name) && !results.some((x) => x.host === d.host))
  for (const d of extra.slice(0, 1 + Math.floor(r() * 3)))
    results.push(directorySource(d, market, place))
  return { ...none, queries, results, spans: claims, numbered }
}
