/**
 * Measures the fact check on a labelled set: `npx tsx audit-service/factset/measure.ts <set.json>
 * [--verbose]`. Prints the wrong-fact precision and recall (a found wrong fact counts when a
 * labelled wrong fact of the same kind overlaps its span), the wrong facts per kind, and the
 * "permanently closed" facts reported where the labels have none. An answer whose check throws
 * counts as reporting nothing, as in the audit. `--verbose` lists every miss, false alarm and throw. The audit day of the sets is 2026-11-20 (README.md).
 *
 * A blind set is measured once, by name, and its figure goes into README.md (see there).
 */
import { readFileSync } from 'node:fs'
import { findAnswerFacts } from '../src/engine/facts/check'
import { isPermanentClosure } from '../src/engine/facts/kinds'
import { FactSet } from './schema'

const file = process.argv[2]
const verbose = process.argv.includes('--verbose')
if (!file) {
  console.error('usage: measure.ts <set.json> [--verbose]')
  process.exit(2)
}
const items = FactSet.parse(JSON.parse(readFileSync(file, 'utf8')))
const AUDIT_DAY = new Date('2026-11-20T12:00:00Z')

let tp = 0
let fp = 0
let fn = 0
let falseClosures = 0
const perKind = new Map<string, { tp: number; fp: number; fn: number }>()
const bump = (k: string, f: 'tp' | 'fp' | 'fn') => {
  const e = perKind.get(k) ?? { tp: 0, fp: 0, fn: 0 }
  e[f]++
  perKind.set(k, e)
}
let crashed = 0
const started = process.cpuUsage()
for (const item of items) {
  // As the audit does (`src/engine/facts/audit.ts`): an answer whose check throws reports nothing.
  let found: ReturnType<typeof findAnswerFacts> = []
  try {
    found = findAnswerFacts(
      item.answer,
      { ...item.business, service: item.business.specialism, website: item.business.website },
      {
        question: item.question_kind === 'discovery' ? 'market' : 'business',
        country: item.country,
        now: AUDIT_DAY,
      },
    )
  } catch (err) {
    crashed++
    if (verbose) console.log(`CRASH ${item.id} ${(err as Error).message}`)
  }
  // The labelled spans: the nth label of the same words is their nth occurrence.
  const seen = new Map<string, number>()
  const gold = item.facts.map((f) => {
    let at = -1
    const n = seen.get(f.stated) ?? 0
    for (let i = 0; i <= n; i++) at = item.answer.indexOf(f.stated, at + 1)
    seen.set(f.stated, n + 1)
    return { ...f, start: at, end: at + f.stated.length }
  })
  const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.start < b.end && b.start < a.end
  const wrongGold = gold.filter((g) => g.verdict === 'wrong')
  const wrongFound = found.filter((f) => f.verdict === 'wrong')
  for (const f of wrongFound) {
    const hit = wrongGold.some((g) => g.kind === f.kind && overlap(g, f))
    if (hit) {
      tp++
      bump(f.kind, 'tp')
    } else {
      fp++
      bump(f.kind, 'fp')
      if (verbose)
        console.log(`FALSE ALARM ${item.id} ${f.kind} «${f.stated}» (expected ${f.expected})`)
    }
    if (
      f.kind === 'status' &&
      isPermanentClosure(f.stated) &&
      !gold.some((g) => g.kind === 'status' && overlap(g, f))
    )
      falseClosures++
  }
  for (const g of wrongGold)
    if (!wrongFound.some((f) => f.kind === g.kind && overlap(g, f))) {
      fn++
      bump(g.kind, 'fn')
      const near = found
        .filter((f) => overlap(g, f))
        .map((f) => `${f.kind}:${f.verdict}«${f.stated}»`)
      if (verbose)
        console.log(
          `MISSED ${item.id} ${g.kind} «${g.stated}» ${near.length ? `found as ${near.join(', ')}` : 'not found'}`,
        )
    }
}
const cpu = process.cpuUsage(started)
const precision = tp / Math.max(1, tp + fp)
const recall = tp / Math.max(1, tp + fn)
console.log(`set ${file}: ${items.length} answers, ${tp + fn} labelled wrong facts`)
console.log(
  `wrong-fact precision ${precision.toFixed(3)} (${tp}/${tp + fp}), recall ${recall.toFixed(3)} (${tp}/${tp + fn})`,
)
console.log(`"permanently closed" reported that the labels do not have: ${falseClosures}`)
if (crashed) console.log(`answers whose check threw (counted as reporting nothing): ${crashed}`)
for (const [k, e] of [...perKind].sort())
  console.log(`  ${k.padEnd(10)} found ${e.tp}, false alarms ${e.fp}, missed ${e.fn}`)
console.log(
  `CPU ${((cpu.user + cpu.system) / 1000 / items.length).toFixed(2)} ms per answer (first run, cold)`,
)
