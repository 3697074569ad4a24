/**
 * The markdown structure of an assistant answer, as competitor extraction reads it
 * (docs/decisions/0017): lines and their kinds, the sub-items of a line, sibling headings, and the
 * name cells of a table. What counts as a business name is the caller's (`isName`, in practice
 * `cleanCandidate` of competitors.ts), so this module knows only markdown.
 *
 * - `parseLines(answer)` → one `Line` per line of the answer: blank, heading (with its level),
 *   table row, list item (numbered or not, with its indent), a line that is only bold text, or text.
 * - `childrenOf(lines, i)` → the sub-items of line `i`; `siblingsAreNames(lines, i, isName)` → line
 *   `i` is one of several headings that are names; `tableNames(rows, isName)` → a table's names.
 * - `leadOf`, `labelOf`, `isBare`, `cleanText`: the parts of a list item's text.
 *
 * Pure functions, no I/O; nothing throws.
 */

import { ATTRIBUTE_COLUMNS, NAME_COLUMNS, PLACE_COLUMN } from './lexicon'
import { normalizeName } from './names'

const LIST_ITEM = /^(\s*)(\d+[.)]|[-*•+])\s+(.*)$/
const HEADING = /^\s*(#{1,6})\s+(.*)$/
const BOLD_LINE = /^\s*(\*\*[^*]+\*\*|__[^_]+__):?\s*$/
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/

/** A predicate telling whether a piece of text looks like a business name. */
export type IsName = (text: string) => boolean

/** Markdown text without emphasis, link syntax and leading emoji or markers, trimmed. */
export const cleanText = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim()

/** The part of a list item that would hold a name: its leading bold or link text, else all of it. */
export function leadOf(text: string): string {
  const lead =
    text.match(/^\*\*(.+?)\*\*/) ?? text.match(/^__(.+?)__/) ?? text.match(/^\[([^\]]+)\]\(/)
  return lead ? lead[1] : text
}

/** True when a list item's text is only its lead ("**Fine Dining**", "Casual:"): a possible category. */
export function isBare(text: string): boolean {
  const rest = text.replace(/^\*\*(.+?)\*\*|^__(.+?)__|^\[([^\]]+)\]\([^)]*\)/, '')
  return rest === text
    ? /^[^:]{1,60}:?\s*$/.test(text.replace(/\[\d+\]/g, '')) && !/\s[-–—]\s/.test(text)
    : /^[\s:.*_]*$/.test(rest)
}

/** The label of a sub-item: its bold/link lead, else the text before a colon, else all of it. */
export function labelOf(text: string): string {
  const lead = leadOf(text)
  if (lead !== text) return lead
  const colon = text.indexOf(':')
  return colon > 0 && colon <= 60 ? text.slice(0, colon) : text
}

/** One line of an answer: its kind, indent (tabs as 4 spaces) and text without markers, trimmed. */
export interface Line {
  kind: 'blank' | 'heading' | 'bold' | 'table' | 'item' | 'text'
  indent: number
  /** A numbered list item ("1.", "2)"). */
  ordered: boolean
  text: string
  /** Heading level (1–6); 0 for other lines. */
  level: number
}

/** The lines of an answer (split on \n or \r\n), each with its kind (see `Line`). */
export function parseLines(answer: string): Line[] {
  return answer.split(/\r?\n/).map((raw) => {
    const indent = (raw.match(/^\s*/)?.[0] ?? '').replace(/\t/g, '    ').length
    const base = { indent, ordered: false, level: 0 }
    if (!raw.trim()) return { ...base, kind: 'blank', text: '' }
    const heading = raw.match(HEADING)
    if (heading)
      return { ...base, kind: 'heading', level: heading[1].length, text: heading[2].trim() }
    if (/^\s*\|/.test(raw)) return { ...base, kind: 'table', text: raw.trim() }
    const item = raw.match(LIST_ITEM)
    if (item) return { ...base, kind: 'item', ordered: /\d/.test(item[2]), text: item[3].trim() }
    if (BOLD_LINE.test(raw)) return { ...base, kind: 'bold', text: raw.trim() }
    return { ...base, kind: 'text', text: raw.trim() }
  })
}

/**
 * Indexes of the sub-items of line `i`: deeper-indented items under a list item (and, under a
 * numbered item, unnumbered items at the same indent); the list items under a heading or a bold
 * line at the indent of the first of them, up to the next heading or bold line.
 */
export function childrenOf(lines: Line[], i: number): number[] {
  const parent = lines[i]
  const out: number[] = []
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j]
    if (l.kind === 'blank') continue
    if (parent.kind === 'item') {
      const deeper = l.indent > parent.indent
      if (
        l.kind === 'item' &&
        (deeper || (parent.ordered && !l.ordered && l.indent === parent.indent))
      )
        out.push(j)
      else if (!deeper) break
    } else {
      if (l.kind === 'heading' || l.kind === 'bold' || l.kind === 'table') break
      // The section's own items: those at the first item's indent (deeper ones are their details).
      if (l.kind === 'item') {
        if (!out.length || l.indent <= lines[out[0]].indent) out.push(j)
      } else if (out.length) break
    }
  }
  return out
}

/**
 * True when heading `i` and at least one other heading of its level in the same section look like
 * business names (`isName`), and at least half of those headings do ("### Ultimate Hikes", "###
 * Trilogy Treks"): a list of businesses written as headings.
 */
export function siblingsAreNames(lines: Line[], i: number, isName: IsName): boolean {
  const level = lines[i].level
  const siblings: number[] = []
  for (const dir of [-1, 1]) {
    for (let j = i + dir; j >= 0 && j < lines.length; j += dir) {
      if (lines[j].kind !== 'heading') continue
      if (lines[j].level < level) break
      if (lines[j].level === level) siblings.push(j)
    }
  }
  const nameLike = (k: number) => isName(lines[k].text)
  if (!nameLike(i)) return false
  const names = siblings.filter(nameLike).length
  return names >= 1 && (names + 1) * 2 >= siblings.length + 1
}

/**
 * The names in a markdown table (`rows` as written, header first), as raw cells: the column
 * headed by a name word ("Company", "Firm"; `NAME_COLUMNS`); else, for a comparison table whose
 * first header cell is empty (not "#") or "Feature" (`ATTRIBUTE_COLUMNS`), the other header cells
 * when mostly names (`isName`); else the first column whose cells mostly look like names (rank
 * numbers skipped, a place column such as "Suburb" never); else [].
 */
export function tableNames(rows: string[], isName: IsName): string[] {
  const cells = rows
    .filter((r) => !TABLE_SEPARATOR.test(r))
    .map((r) =>
      r
        .replace(/^\s*\|/, '')
        .replace(/\|\s*$/, '')
        .split('|')
        .map((c) => c.trim()),
    )
  const hasHeader = rows.length > 1 && TABLE_SEPARATOR.test(rows[1])
  const header = hasHeader ? cells[0] : []
  const body = hasHeader ? cells.slice(1) : cells
  const headerKeys = header.map((h) => normalizeName(h.replace(/[*_]/g, '')))
  const named = headerKeys.findIndex(
    (h) => NAME_COLUMNS.has(h) || NAME_COLUMNS.has(h.replace(/s$/, '')),
  )
  if (named >= 0) return body.map((row) => row[named] ?? '')
  // An empty first header cell is a comparison table's corner; "#" heads a rank column.
  const corner = header[0]?.replace(/[*_\s]/g, '') === ''
  if (header.length > 2 && (corner || ATTRIBUTE_COLUMNS.has(headerKeys[0]))) {
    const names = header.slice(1).filter((h) => isName(h))
    if (names.length >= 2 && names.length * 2 >= header.length - 1) return header.slice(1)
  }
  const width = Math.max(0, ...body.map((r) => r.length))
  for (let c = 0; c < width; c++) {
    if (PLACE_COLUMN.test(header[c]?.replace(/[*_]/g, '').trim() ?? '')) continue
    const col = body.map((r) => r[c] ?? '')
    if (col.filter((v) => isName(v) && !/^\d/.test(v)).length * 2 > col.length) return col
  }
  return []
}
