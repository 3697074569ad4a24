/**
 * Evaluation (a report, not a test): runs the deterministic mention detection
 * (`src/engine/mentions/`) over a labelled set and prints how well it agrees with the labels.
 * Always exits 0.
 *
 * Usage: npx tsx audit-service/bench/extraction.eval.ts [path=audit-service/devset/answers.json] [misses=15]
 *        npx tsx audit-service/bench/extraction.eval.ts all    (one line of figures per set)
 *
 * `all` leaves out the blind sets (`blind-*.json`): a blind set is measured once, by name, when
 * its round of rule changes is done (devset/README.md); `all --blind` includes the ones already
 * measured.
 *
 * Measured (devset/score.ts; figures are fractions in [0, 1], counts are items or names):
 * - Mention detection, per item: precision and recall, with the counts TP/FP/FN/TN of items.
 * - Competitor extraction, micro-averaged over all items: precision, recall and F1 of names
 *   compared after normalisation (`key`).
 * - Goals (decision 0089): at first sight on a blind set, mention precision ≥ 0.99, recall ≥ 0.95,
 *   competitor F1 ≥ 0.92; on every set together, precision ≥ 0.99, recall ≥ 0.98, F1 ≥ 0.95.
 * - The same figures per answer format (numbered list, table, prose…), and the worst items (most
 *   wrong names, a wrong mention verdict counting 2) with expected vs found, to guide rule changes
 *   on the development set only (held-out sets are measured, never tuned on: README.md).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DevSet, type DevItem } from '../devset/schema'
import {
  detect,
  emptyCounts,
  figuresOf,
  scoreItem,
  scoreSet,
  type Counts,
  type Row,
} from '../devset/score'

export { key } from '../devset/score'

const here = dirname(fileURLToPath(import.meta.url))
const devset = resolve(here, '../devset')
const shown = Number(process.argv[3] ?? 15)

const f = (x: number) => (Number.isNaN(x) ? '  –  ' : x.toFixed(3))

/** The items of a set file, or null (the reason printed) when it is missing or malformed. */
function load(path: string): DevItem[] | null {
  try {
    const parsed = DevSet.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    if (parsed.success) return parsed.data
    console.log(`${path}: not a valid development set:\n${parsed.error.message.slice(0, 2000)}`)
  } catch (err) {
    console.log(`${path}: cannot read (${(err as Error).message})`)
  }
  return null
}

/** `all`: one line of figures per set file of devset/ (answers.json first). */
function summaryOfAll() {
  const files = readdirSync(devset)
    .filter(
      (n) => n.endsWith('.json') && (process.argv.includes('--blind') || !n.startsWith('blind-')),
    )
    .sort((a, b) => (a === 'answers.json' ? -1 : b === 'answers.json' ? 1 : a.localeCompare(b)))
  console.log(
    'Set                  items  countries  mention P  mention R   comp P   comp R   comp F1',
  )
  const line = (name: string, n: number, countries: number, c: Counts) => {
    const t = figuresOf(c)
    console.log(
      `  ${name.padEnd(19)}${String(n).padStart(5)}  ${String(countries).padStart(9)}  ${f(t.mentionPrecision).padStart(9)}  ${f(t.mentionRecall).padStart(9)}  ${f(t.competitorPrecision).padStart(7)}  ${f(t.competitorRecall).padStart(7)}  ${f(t.competitorF1).padStart(8)}`,
    )
  }
  const together = emptyCounts()
  const everyCountry = new Set<string>()
  for (const file of files) {
    const items = load(resolve(devset, file))
    if (!items) continue
    const { counts } = scoreSet(items)
    for (const k of Object.keys(together) as (keyof Counts)[]) together[k] += counts[k]
    for (const i of items) everyCountry.add(i.country)
    line(basename(file, '.json'), items.length, new Set(items.map((i) => i.country)).size, counts)
  }
  line('together', together.items, everyCountry.size, together)
  console.log(
    '\nGoals: at first sight on a blind set mention P ≥ 0.99, R ≥ 0.95, competitor F1 ≥ 0.92; on every set together P ≥ 0.99, R ≥ 0.98, F1 ≥ 0.95.',
  )
}

function main() {
  if (process.argv[2] === 'all') return summaryOfAll()
  const path = resolve(process.argv[2] ?? resolve(devset, 'answers.json'))
  const items = load(path)
  if (!items) return
  // A blind set is held to the first-sight goals, any other to those of every set together.
  const goal = basename(path).startsWith('blind-')
    ? { p: 0.99, r: 0.95, f1: 0.92 }
    : { p: 0.99, r: 0.98, f1: 0.95 }

  const total = emptyCounts()
  const byFormat = new Map<string, Counts>()
  const rows: Row[] = []
  for (const item of items) {
    let got
    try {
      got = detect(item)
    } catch (err) {
      console.log(`${item.id}: detection threw ${(err as Error).message}`)
      continue
    }
    rows.push(scoreItem(item, got, total))
    const fc = byFormat.get(item.format) ?? emptyCounts()
    byFormat.set(item.format, fc)
    scoreItem(item, got, fc)
  }

  const s = figuresOf(total)
  const mark = (ok: boolean) => (ok ? 'ok ' : 'BELOW')
  console.log(`Mention detection on ${path}`)
  console.log(
    `${total.items} items, ${total.mTP + total.mFN} labelled as mentioning the business\n`,
  )
  console.log('Mention (per item)')
  console.log(
    `  precision ${f(s.mentionPrecision)}   goal ≥ ${goal.p}  ${mark(s.mentionPrecision >= goal.p)}   (TP ${total.mTP}, FP ${total.mFP})`,
  )
  console.log(
    `  recall    ${f(s.mentionRecall)}   goal ≥ ${goal.r}  ${mark(s.mentionRecall >= goal.r)}   (TP ${total.mTP}, FN ${total.mFN}, TN ${total.mTN})`,
  )
  console.log('Competitors (names, micro-averaged over items)')
  console.log(
    `  precision ${f(s.competitorPrecision)}   (${total.cTP} of ${total.cFound} found are expected)`,
  )
  console.log(
    `  recall    ${f(s.competitorRecall)}   (${total.cTP} of ${total.cExpected} expected are found)`,
  )
  console.log(
    `  F1        ${f(s.competitorF1)}   goal ≥ ${goal.f1}  ${mark(s.competitorF1 >= goal.f1)}`,
  )

  console.log('\nBy format           items  mention P  mention R   comp P   comp R   comp F1')
  for (const [format, c] of [...byFormat].sort((a, b) => a[0].localeCompare(b[0]))) {
    const t = figuresOf(c)
    console.log(
      `  ${format.padEnd(18)}${String(c.items).padStart(5)}  ${f(t.mentionPrecision).padStart(9)}  ${f(t.mentionRecall).padStart(9)}  ${f(t.competitorPrecision).padStart(7)}  ${f(t.competitorRecall).padStart(7)}  ${f(t.competitorF1).padStart(8)}`,
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
