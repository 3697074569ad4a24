/**
 * Scoring of the deterministic mention detection (`src/engine/mentions/`) against a labelled set
 * (README.md): shared by `bench/extraction.eval.ts` (the report) and `devset.test.ts` (the floors).
 *
 * - Mention detection, per item: precision = TP / (TP + FP), recall = TP / (TP + FN).
 * - Competitor extraction, micro-averaged over items: a found name is a true positive when it
 *   equals an expected name of the same item after `key` (case, accents, punctuation, possessive
 *   's, a leading "The", legal suffixes such as Pty Ltd/LLC/Co., "&" = "and"); each expected name
 *   is matched at most once. Precision = TP / found, recall = TP / expected, F1 = their harmonic
 *   mean. Order is not scored.
 *
 * All figures are fractions in [0, 1] (NaN when their denominator is 0); counts are items or
 * names. Pure functions; the detection is called as the audit calls it (`analyzeAnswer`, one
 * entity decision per answer: src/engine/audit.ts).
 */
import transliterate from '@sindresorhus/transliterate'
import { analyzeAnswer } from '../src/engine/mentions'
import type { DevItem } from './schema'

/** What the detection says about one item. */
export interface Detected {
  mentioned: boolean
  competitors: string[]
}

/** The single place the detection is called: mirror of how the audit calls it. */
export function detect(item: DevItem): Detected {
  const business = {
    name: item.business.name,
    website: item.business.website,
    aliases: item.business.aliases ?? [],
    service: item.market,
  }
  const { mentioned, competitors } = analyzeAnswer(item.answer, business)
  return { mentioned, competitors }
}

const LEGAL = [
  'pvt ltd',
  'pvt',
  'private limited',
  'w l l',
  'wll',
  'fz llc',
  'fze',
  'plc',
  'pty ltd',
  'pte ltd',
  'sdn bhd',
  'ltd',
  'limited',
  'llc',
  'llp',
  'pllc',
  'plc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'p a',
  'pc',
  'lp',
]

/** Comparison key of a competitor name (see module doc). */
export function key(name: string): string {
  let s = transliterate(
    name
      .replace(/\s*\((?:\p{Lu}{1,3}|Pvt|Pte|Pty|Private)\)(?=\s*(?:Ltd|Limited|LLC)\b)/gu, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
  )
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]s\b/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '')
  for (let changed = true; changed;) {
    changed = false
    for (const suffix of LEGAL) {
      if (s.endsWith(` ${suffix}`) && !s.endsWith(` and ${suffix}`)) {
        s = s.slice(0, -suffix.length - 1).trim()
        changed = true
      }
    }
  }
  return s
}

/** Counts of one set or one format: items, mention verdicts, competitor names. */
export interface Counts {
  items: number
  mTP: number
  mFP: number
  mFN: number
  mTN: number
  cTP: number
  cFound: number
  cExpected: number
}

export const emptyCounts = (): Counts => ({
  items: 0,
  mTP: 0,
  mFP: 0,
  mFN: 0,
  mTN: 0,
  cTP: 0,
  cFound: 0,
  cExpected: 0,
})

/** One item's result: what was detected, the expected names missed, the names found in excess. */
export interface Row {
  item: DevItem
  got: Detected
  missing: string[]
  extra: string[]
  /** Wrong names, a wrong mention verdict counting 2. */
  cost: number
}

/** Scores `got` for `item` into `c` (see module doc). */
export function scoreItem(item: DevItem, got: Detected, c: Counts): Row {
  c.items++
  if (got.mentioned && item.mentioned) c.mTP++
  else if (got.mentioned) c.mFP++
  else if (item.mentioned) c.mFN++
  else c.mTN++
  const open = item.competitors.map((n) => ({ k: key(n), n, used: false }))
  const extra: string[] = []
  for (const name of got.competitors) {
    const hit = open.find((e) => !e.used && e.k === key(name))
    if (hit) hit.used = true
    else extra.push(name)
  }
  const missing = open.filter((e) => !e.used).map((e) => e.n)
  c.cFound += got.competitors.length
  c.cExpected += item.competitors.length
  c.cTP += got.competitors.length - extra.length
  const cost = missing.length + extra.length + (got.mentioned !== item.mentioned ? 2 : 0)
  return { item, got, missing, extra, cost }
}

const ratio = (a: number, b: number) => (b === 0 ? NaN : a / b)

/** The figures of some counts: mention precision/recall, competitor precision/recall/F1. */
export interface Figures {
  mentionPrecision: number
  mentionRecall: number
  competitorPrecision: number
  competitorRecall: number
  competitorF1: number
}

export function figuresOf(c: Counts): Figures {
  const mentionPrecision = ratio(c.mTP, c.mTP + c.mFP)
  const mentionRecall = ratio(c.mTP, c.mTP + c.mFN)
  const cp = ratio(c.cTP, c.cFound)
  const cr = ratio(c.cTP, c.cExpected)
  const p = cp || 0
  const r = cr || 0
  return {
    mentionPrecision,
    mentionRecall,
    competitorPrecision: cp,
    competitorRecall: cr,
    competitorF1: p + r === 0 ? 0 : (2 * p * r) / (p + r),
  }
}

/** Scores every item of a set: the totals and one row per item. Throws what the detection throws. */
export function scoreSet(items: DevItem[]): { counts: Counts; rows: Row[] } {
  const counts = emptyCounts()
  const rows = items.map((item) => scoreItem(item, detect(item), counts))
  return { counts, rows }
}
