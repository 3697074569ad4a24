/**
 * Benchmark (a script, not a test) of the answer analysis of an audit (`src/engine/mentions/`):
 * every answer of the labelled sets in `audit-service/devset/*.json` (the development and held-out
 * sets; the blind sets, `blind-*.json`, are left out: their results are seen once, by the
 * evaluation) is run through the calls the engine makes per answer (engine/audit.ts `askOne`:
 * `mentionsWebsite` on the answer's links, `analyzeAnswer` (the one entity decision: mention,
 * competitors, sources, position), and the tally's `normalizeName` per name).
 *
 * The first pass is timed on its own: it is what the first audit of a fresh process pays, the
 * gazetteer, the legal forms and the caches loading on first use. After it, it runs PASSES passes
 * over all answers and prints, for the whole run, the
 * process's CPU time (`process.cpuUsage`, user + system, milliseconds) and wall time, each per
 * answer and per audit of 44 answers (4 assistants × 11 questions), and the machine's 1-minute load
 * average before and after (the wall time depends on it; the CPU time much less). The passes repeat
 * the same answers, so the analysis's bounded caches (`normalizeName`, the tokenizer's word forms,
 * `nameVariants`) answer every lookup: a real audit's new answers miss them more often, and cost
 * somewhat more than measured here.
 *
 * Usage: npx tsx audit-service/bench/mentions.bench.ts [PASSES=20]
 *        npx tsx audit-service/bench/mentions.bench.ts dump > out.json
 *   `dump` prints every result of every answer as JSON instead (one pass, no timing): two dumps
 *   compare equal when a change to the analysis changes no result.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DevSet, type DevItem } from '../devset/schema'
import { analyzeAnswer, mentionsWebsite, normalizeName } from '../src/engine/mentions'

const here = dirname(fileURLToPath(import.meta.url))
const devset = resolve(here, '../devset')
const ANSWERS_PER_AUDIT = 44

/** Every item of every set file of devset/, in file order. */
function allItems(): DevItem[] {
  return readdirSync(devset)
    .filter((n) => n.endsWith('.json') && !n.startsWith('blind-'))
    .sort()
    .flatMap((n) => DevSet.parse(JSON.parse(readFileSync(resolve(devset, n), 'utf8'))))
}

/** The links of an answer, standing in for the vendor's citations (`mentionsWebsite` per URL). */
const linksOf = (answer: string) => [...answer.matchAll(/https?:\/\/[^\s)\]]+/g)].map((m) => m[0])

/** One answer analysed as the engine does; returns every result (for `dump`). */
function analyse(item: DevItem) {
  const business = {
    name: item.business.name,
    website: item.business.website,
    aliases: item.business.aliases ?? [],
    service: item.market,
  }
  const answer = item.answer
  const citesSite = linksOf(answer).some((url) => mentionsWebsite(url, business.website))
  const entities = analyzeAnswer(answer, business)
  const mentioned = entities.mentioned || citesSite
  const { competitors, sources, position } = entities
  const keys = [...competitors, ...sources].map(normalizeName)
  return { id: item.id, mentioned, citesSite, competitors, sources, position, keys }
}

const items = allItems()

if (process.argv[2] === 'dump') {
  console.log(JSON.stringify(items.map(analyse), null, 1))
} else {
  const passes = Number(process.argv[2] ?? 20)
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')
  console.log(`load average before: ${load()}`)
  const cold0 = process.cpuUsage()
  for (const item of items) analyse(item) // first pass: loading and empty caches
  const coldUsed = process.cpuUsage(cold0)
  const cold = (coldUsed.user + coldUsed.system) / 1000
  console.log(
    `first pass (fresh process: data loading, empty caches): CPU ${cold.toFixed(0)} ms for ${items.length} answers, ${((cold / items.length) * ANSWERS_PER_AUDIT).toFixed(1)} ms per ${ANSWERS_PER_AUDIT}-answer audit on average`,
  )
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let p = 0; p < passes; p++) for (const item of items) analyse(item)
  const wall = performance.now() - t0
  const cpuUsed = process.cpuUsage(cpu0)
  const cpu = (cpuUsed.user + cpuUsed.system) / 1000
  const n = passes * items.length
  const avgChars = items.reduce((s, i) => s + i.answer.length, 0) / items.length
  console.log(
    `${items.length} answers (mean ${avgChars.toFixed(0)} characters) × ${passes} passes = ${n} analyses`,
  )
  console.log(
    `CPU  ${(cpu / n).toFixed(3)} ms per answer, ${((cpu / n) * ANSWERS_PER_AUDIT).toFixed(1)} ms per ${ANSWERS_PER_AUDIT}-answer audit (user ${(cpuUsed.user / 1000).toFixed(0)} ms, system ${(cpuUsed.system / 1000).toFixed(0)} ms)`,
  )
  console.log(
    `wall ${(wall / n).toFixed(3)} ms per answer, ${((wall / n) * ANSWERS_PER_AUDIT).toFixed(1)} ms per ${ANSWERS_PER_AUDIT}-answer audit`,
  )
  console.log(`load average after: ${load()}`)
}
