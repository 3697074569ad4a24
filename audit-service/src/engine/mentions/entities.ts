/**
 * One entity decision per answer (docs/decisions/0089): the businesses an answer names are found
 * once (`extractNames` in competitors.ts reads its lists, headings, tables, bold names and prose),
 * each is resolved against the audited business (`findBusinessName` and `mentionsBusiness` in
 * business.ts: its name's distinctive core without legal forms, honorifics and trade words, its
 * website's words and initials, joined and spaced spellings, branches; look-alikes and places
 * refused), and everything else that is a business is a competitor. Mention, position and
 * competitors come from that one reading, so they cannot disagree.
 *
 * `analyzeAnswer(answer, business)` → `AnswerEntities`:
 * - `mentioned`: the business is named (by a form of its name outside every competitor's name, or
 *   as one of the entities read) or its website appears in the text;
 * - `competitors`: the other businesses, as written at first appearance, in order, each once;
 * - `sources`: directories, review sites, maps, registers and public bodies named (informational);
 * - `position`: 1 + the competitors first named before the business's first naming; null when the
 *   business is not named by name (not named at all, or only through its website).
 *
 * Pure; nothing throws. Cost: one reading of the answer plus one scan per form of the business's
 * name (`audit-service/bench/mentions.bench.ts` measures it per audit).
 */
import { findBusinessName, mentionsWebsite, type BusinessRef, type Span } from './business'
import { extractNames } from './competitors'
import { normalizeName } from './names'
import { collectSources } from './sources'

/** What one answer says about the audited business and the others (module doc). */
export interface AnswerEntities {
  mentioned: boolean
  competitors: string[]
  sources: string[]
  position: number | null
}

export function analyzeAnswer(answer: string, business: BusinessRef): AnswerEntities {
  const read = extractNames(answer, business)
  const lower = answer.toLowerCase()
  // Where each competitor is written: a form of the business's name inside one is a look-alike.
  const spans: Span[] = read.competitors.flatMap((name) => occurrences(lower, name.toLowerCase()))
  const insideCompetitor = (s: Span) =>
    spans.some((c) => c.start <= s.start && s.end <= c.end && c.end - c.start > s.end - s.start)
  // Short forms the answer writes as places ("near **Thaba-Bosiu**"): an entry that is one of them
  // is that place (a section titled "**Eden Island**"), not the business.
  const places = new Set<string>()
  let first = findBusinessName(answer, business, insideCompetitor, places)?.start ?? -1
  // The business read as an entry of the answer ("* **Gursha**" for "Gursha Ethiopian Kitchen"); in
  // running text only the forms `findBusinessName` accepts count (there a first word alone is
  // often a place: "Lumley and Aberdeen are the areas").
  for (const name of read.ownEntries) {
    if (places.has(normalizeName(name).replace(/ /g, ''))) continue
    const at = occurrences(lower, name.toLowerCase())[0]?.start ?? -1
    if (at >= 0 && (first < 0 || at < first)) first = at
  }
  const mentioned = first >= 0 || mentionsWebsite(answer, business.website)
  const position =
    first < 0
      ? null
      : 1 +
        read.competitors.filter((name) => {
          const at = occurrences(lower, name.toLowerCase())[0]?.start ?? -1
          return at >= 0 && at < first
        }).length
  return {
    mentioned,
    competitors: read.competitors,
    sources: collectSources(answer, read.sources),
    position,
  }
}

/** Whole-word occurrences of `needle` in `text` (both lower case), in order. */
function occurrences(text: string, needle: string): Span[] {
  const out: Span[] = []
  if (!needle) return out
  const word = /[\p{L}\p{N}]/u
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
    const end = i + needle.length
    if (!word.test(text[i - 1] ?? '') && !word.test(text[end] ?? '')) out.push({ start: i, end })
  }
  return out
}
