/**
 * Benchmark (a script, not a test) of the answer analysis of an audit (`src/engine/mentions/`):
 * every answer of the labelled sets in `audit-service/devset/*.json` (the development set and the
 * held-out sets) is run through the calls the engine makes per answer (engine/audit.ts `askOne`:
 * `mentionsWebsite` on the answer's links, `mentionsBusiness`, `extractCompetitors` with the
 * aliases filtered by `normalizeName`, `extractSources`; then scoring.ts `answerPosition`, which
 * calls `isBusinessName` per competitor, and the tally's `normalizeName` per name).
 *
 * After a warm-up pass it runs PASSES passes over all answers and prints, for the whole run, the
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
import {
  extractCompetitors,
  extractSources,
  mentionsBusiness,
  mentionsWebsite,
  normalizeName,
} from '../src/engine/mentions'
import { answerPosition, type BusinessIdentity } from '../src/engine/scoring'

const here = dirname(fileURLToPath(import.meta.url))
const devset = resolve(here, '../devset')
const ANSWERS_PER_AUDIT = 44

/** Every item of every set file of devset/, in file order. */
function allItems(): DevItem[] {
  return readdirSync(devset)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .flatMap((n) => DevSet.parse(JSON.parse(readFileSync(resolve(devset, n), 'utf8'))))
}

/** The links of an answer, standing in for the vendor's citations (`mentionsWebsite` per URL). */
const linksOf = (answer: string) => [...answer.matchAll(/https?:\/\/[^\s)\]]+/g)].map((m) => m[0])

/** One answer analysed as the engine does; returns every result (for `dump`). */
function analyse(item: DevItem) {
  const aliases = item.business.aliases ?? []
  const business = {
    name: item.business.name,
    website: item.business.website,
    aliases,
    service: item.market,
  }
  const identity: BusinessIdentity = {
    names: [item.business.name, ...aliases],
    website: item.business.website,
    service: item.market,
  }
  const aliasKeys = new Set(aliases.map(normalizeName))
  const answer = item.answer
  const citesSite = linksOf(answer).some((url) => mentionsWebsite(url, business.website))
  const mentioned = mentionsBusiness(answer, business) || citesSite
  const competitors = extractCompetitors(answer, business).filter(
    (c) => !aliasKeys.has(normalizeName(c)),
  )
  const sources = extractSources(answer)
  const position = answerPosition({ text: answer, mentioned, competitors }, identity)
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
  for (const item of items) analyse(item) // warm-up
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
