/**
 * Evaluation (a report, not a test): runs the deterministic mention detection
 * (`src/engine/mentions/`) over the labelled development set and prints how well it agrees with
 * the labels. Always exits 0.
 *
 * Usage: npx tsx audit-service/bench/extraction.eval.ts [path=audit-service/devset/answers.json] [misses=15]
 *
 * Measured (all figures are fractions in [0, 1], counts are items or names):
 * - Mention detection, per item: precision = TP / (TP + FP), recall = TP / (TP + FN), with the
 *   counts TP/FP/FN/TN of items (goal: precision ≥ 0.98, recall ≥ 0.95).
 * - Competitor extraction, micro-averaged over all items: a found name is a true positive when it
 *   equals an expected name of the same item after normalisation (case, accents, punctuation,
 *   possessive 's, a leading "The", legal suffixes such as Pty Ltd/LLC/Co., "&" = "and"); each
 *   expected name is matched at most once. Precision = TP / found, recall = TP / expected,
 *   F1 = their harmonic mean (goal: F1 ≥ 0.90). Order is not scored.
 * - The same figures per answer format (numbered list, table, prose…), and the worst items (most
 *   wrong names, a wrong mention verdict counting 2) with expected vs found, to guide rule changes.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DevSet, type DevItem } from '../devset/schema'
import { extractCompetitors, mentionsBusiness } from '../src/engine/mentions'

const here = dirname(fileURLToPath(import.meta.url))
const path = resolve(process.argv[2] ?? resolve(here, '../devset/answers.json'))
const shown = Number(process.argv[3] ?? 15)

/** The single place the detection is called: mirror of how the audit calls it (src/engine/audit.ts). */
function detect(item: DevItem): { mentioned: boolean; competitors: string[] } {
  const business = {
    name: item.business.name,
    website: item.business.website,
    aliases: item.business.aliases ?? [],
    service: item.market,
  }
  return {
    mentioned: mentionsBusiness(item.answer, business),
    competitors: extractCompetitors(item.answer, business),
  }
}

const LEGAL = [
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

/** Comparison key of a name (see docstring). */
export function key(name: string): string {
  let s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
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

interface Counts {
  items: number
  mTP: number
  mFP: number
  mFN: number
  mTN: number
  cTP: number
  cFound: number
  cExpected: number
}
const empty = (): Counts => ({
  items: 0,
  mTP: 0,
  mFP: 0,
  mFN: 0,
  mTN: 0,
  cTP: 0,
  cFound: 0,
  cExpected: 0,
})

const ratio = (a: number, b: number) => (b === 0 ? NaN : a / b)
const f = (x: number) => (Number.isNaN(x) ? '  –  ' : x.toFixed(3))
const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r))

interface Row {
  item: DevItem
  got: { mentioned: boolean; competitors: string[] }
  missing: string[]
  extra: string[]
  cost: number
}

function score(item: DevItem, c: Counts): Row {
  const got = detect(item)
  c.items++
  if (got.mentioned && item.mentioned) c.mTP++
  else if (got.mentioned) c.mFP++
  else if (item.mentioned) c.mFN++
  else c.mTN++
  const open = item.competitors.map((n) => ({ n, k: key(n), used: false }))
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

function summary(c: Counts) {
  const mp = ratio(c.mTP, c.mTP + c.mFP)
  const mr = ratio(c.mTP, c.mTP + c.mFN)
  const cp = ratio(c.cTP, c.cFound)
  const cr = ratio(c.cTP, c.cExpected)
  return { mp, mr, cp, cr, cf: f1(cp || 0, cr || 0) }
}

function main() {
  let items: DevItem[]
  try {
    const parsed = DevSet.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    if (!parsed.success) {
      console.log(`${path}: not a valid development set:\n${parsed.error.message.slice(0, 2000)}`)
      return
    }
    items = parsed.data
  } catch (err) {
    console.log(`${path}: cannot read (${(err as Error).message})`)
    return
  }

  const total = empty()
  const byFormat = new Map<string, Counts>()
  const rows: Row[] = []
  for (const item of items) {
    let row: Row
    try {
      row = score(item, total)
    } catch (err) {
      console.log(`${item.id}: detection threw ${(err as Error).message}`)
      continue
    }
    rows.push(row)
    const fc = byFormat.get(item.format) ?? empty()
    byFormat.set(item.format, fc)
    score(item, fc)
  }

  const s = summary(total)
  const mark = (ok: boolean) => (ok ? 'ok ' : 'BELOW')
  console.log(`Mention detection on ${path}`)
  console.log(
    `${total.items} items, ${total.mTP + total.mFN} labelled as mentioning the business\n`,
  )
  console.log('Mention (per item)')
  console.log(
    `  precision ${f(s.mp)}   goal ≥ 0.98  ${mark(s.mp >= 0.98)}   (TP ${total.mTP}, FP ${total.mFP})`,
  )
  console.log(
    `  recall    ${f(s.mr)}   goal ≥ 0.95  ${mark(s.mr >= 0.95)}   (TP ${total.mTP}, FN ${total.mFN}, TN ${total.mTN})`,
  )
  console.log('Competitors (names, micro-averaged over items)')
  console.log(`  precision ${f(s.cp)}   (${total.cTP} of ${total.cFound} found are expected)`)
  console.log(`  recall    ${f(s.cr)}   (${total.cTP} of ${total.cExpected} expected are found)`)
  console.log(`  F1        ${f(s.cf)}   goal ≥ 0.90  ${mark(s.cf >= 0.9)}`)

  console.log('\nBy format           items  mention P  mention R   comp P   comp R   comp F1')
  for (const [format, c] of [...byFormat].sort((a, b) => a[0].localeCompare(b[0]))) {
    const t = summary(c)
    console.log(
      `  ${format.padEnd(18)}${String(c.items).padStart(5)}  ${f(t.mp).padStart(9)}  ${f(t.mr).padStart(9)}  ${f(t.cp).padStart(7)}  ${f(t.cr).padStart(7)}  ${f(t.cf).padStart(8)}`,
    )
  }

  const worst = rows
    .filter((r) => r.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.item.id.localeCompare(b.item.id))
  console.log(
    `\nWorst items (${worst.length} with any error; showing ${Math.min(shown, worst.length)})`,
  )
  for (const r of worst.slice(0, shown)) {
    const { item, got } = r
    console.log(`- ${item.id} [${item.format}, ${item.assistant}] business "${item.business.name}"`)
    if (got.mentioned !== item.mentioned)
      console.log(`    mentioned: expected ${item.mentioned}, got ${got.mentioned}`)
    if (r.missing.length || r.extra.length) {
      console.log(`    expected: ${JSON.stringify(item.competitors)}`)
      console.log(`    got:      ${JSON.stringify(got.competitors)}`)
      if (r.missing.length) console.log(`    missing:  ${JSON.stringify(r.missing)}`)
      if (r.extra.length) console.log(`    extra:    ${JSON.stringify(r.extra)}`)
    }
  }
}

try {
  main()
} catch (err) {
  console.log(`evaluation failed: ${(err as Error).stack ?? err}`)
}
process.exitCode = 0
