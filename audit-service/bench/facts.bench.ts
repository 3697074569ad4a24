/**
 * Benchmark (a script, not a test) of the fact check's CPU per audit (docs/decisions/0114):
 * simulated audits through the real SDKs (the simulator, default latency settings scaled down),
 * each with the owner's facts, so every assistant also answers the contact question; then the
 * check the audit made, `factCheckOf` over that audit's answers (control, contact, discovery), is
 * run again and timed: process CPU (user + system) per audit, the first audit of the process on its
 * own (libraries and caches loading), then the mean and the worst of the others. The answers were
 * analysed by the audit just before, as in `runAudit`, so the mention engine's last readings are
 * the ones an audit leaves.
 *
 * Usage: npx tsx audit-service/bench/facts.bench.ts [AUDITS=20]
 * Prints the machine's 1-minute load average before and after.
 */
import { loadavg } from 'node:os'
import { auditRequestSchema, type AuditResult } from '@aivis/contract'
import { loadConfig } from '../src/config'
import { runAudit } from '../src/engine/audit'
import { contactQuestion, factCheckOf, type CheckedAnswer } from '../src/engine/facts/audit'
import { controlQuestion } from '../src/engine/audit'
import { assistantRegistry } from '../src/engine/registry'
import { registrySettings } from '../src/registrySettings'
import { startSimulator } from '../src/simulator/server'

const AUDITS = Math.max(2, Number(process.argv[2] ?? 20))
const MARKETS = [
  ['Harbour Dental', 'dentist', 'Sydney', 'AU', '+61 2 9555 0123', '12 Harbour Street', '2000'],
  ['Park Row Legal', 'solicitor', 'Leeds', 'GB', '+44 113 496 0321', '27 Park Row', 'LS1 5HD'],
  [
    'Maple Leaf Plumbing',
    'plumber',
    'Toronto',
    'CA',
    '+1 416 555 0142',
    '88 Queen St W',
    'M5H 2M9',
  ],
  [
    'Zahnarztpraxis Weber',
    'dentist',
    'München',
    'DE',
    '+49 89 1234 5678',
    'Sendlinger Str. 24',
    '80331',
  ],
  [
    'Kulkarni Physiotherapy',
    'physiotherapist',
    'Pune',
    'IN',
    '+91 98220 41735',
    'Law College Road',
    '411004',
  ],
] as const

function checkedAnswers(result: AuditResult): CheckedAnswer[] {
  const unscored: CheckedAnswer[] = [
    ...(result.control_questions ?? []).map((c) => ({ c, kind: 'control' as const })),
    ...(result.contact_questions ?? []).map((c) => ({ c, kind: 'contact' as const })),
  ].map(({ c, kind }) => ({
    answer: {
      assistant: c.assistant,
      assistant_name: c.assistant_name,
      model: '',
      answer: c.answer,
      mentioned_you: c.knows_business,
      competitors_mentioned: [],
      provenance: { surface: 'api' as const, searched: false, location: null, asked_at: '' },
      position: null,
      ...(c.error ? { error: c.error } : {}),
    },
    question: c.question,
    kind,
  }))
  return unscored.concat(
    result.discovery_queries_results.flatMap((q) =>
      q.answers.map((answer) => ({ answer, question: q.question, kind: 'discovery' as const })),
    ),
  )
}

const sim = await startSimulator({ minLatencyMs: 5, maxLatencyMs: 30 })
const before = loadavg()[0]
const cpu: number[] = []
let checked = 0
let facts = 0
for (let i = 0; i < AUDITS; i++) {
  const [name, service, place, country, telephone, street, postcode] = MARKETS[i % MARKETS.length]
  const req = auditRequestSchema.parse({
    business_name: i < MARKETS.length ? name : `${name} ${i}`,
    core_product_service: service,
    target_location: place,
    business_facts: {
      telephone,
      address: {
        streetAddress: street,
        addressLocality: place,
        postalCode: postcode,
        addressCountry: country,
      },
      openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00'],
      email: 'hello@example.com',
      status: 'open',
    },
  })
  const assistants = assistantRegistry(registrySettings(loadConfig({}), sim)).assistantsFor(req)!
  const result = await runAudit(req, assistants)
  const answers = checkedAnswers(result)
  void controlQuestion
  void contactQuestion
  const start = process.cpuUsage()
  const { check } = factCheckOf({ req, answers, country, now: new Date() })
  const used = process.cpuUsage(start)
  if (process.env.BENCH_VERBOSE) {
    const again = process.cpuUsage()
    for (let k = 0; k < 5; k++) factCheckOf({ req, answers, country, now: new Date() })
    const d = process.cpuUsage(again)
    console.log('  again, mean of 5:', ((d.user + d.system) / 5000).toFixed(1), 'ms')
  }
  cpu.push((used.user + used.system) / 1000)
  if (process.env.BENCH_VERBOSE) console.log(req.business_name, cpu.at(-1)!.toFixed(1), 'ms')
  checked += check.answers_checked
  facts += check.facts
}
await sim.close()
const after = loadavg()[0]
const rest = cpu.slice(1)
const mean = rest.reduce((a, b) => a + b, 0) / rest.length
console.log(`fact check of ${AUDITS} simulated audits (4 assistants × 12 answers each)`)
console.log(
  `answers that named the business, checked: ${(checked / AUDITS).toFixed(1)} per audit; facts found: ${(facts / AUDITS).toFixed(1)} per audit`,
)
console.log(
  `CPU per audit: first of the process ${cpu[0].toFixed(1)} ms; the others mean ${mean.toFixed(1)} ms, worst ${Math.max(...rest).toFixed(1)} ms`,
)
console.log(`load average (1 min): ${before.toFixed(2)} before, ${after.toFixed(2)} after`)
