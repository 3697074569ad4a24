/**
 * Checks one labelled set's shape (schema.ts) and prints each problem with the item's id:
 * `npx tsx audit-service/factset/validate.ts audit-service/factset/<set>.json`. Exits 1 on any.
 * It scores nothing: it reads no rule of the fact check.
 */
import { readFileSync } from 'node:fs'
import { FactItem } from './schema'

const file = process.argv[2]
if (!file) {
  console.error('usage: validate.ts <set.json>')
  process.exit(2)
}
const items = JSON.parse(readFileSync(file, 'utf8')) as unknown[]
let problems = 0
const ids = new Set<string>()
for (const [i, raw] of items.entries()) {
  const id = (raw as { id?: string }).id ?? `#${i}`
  const parsed = FactItem.safeParse(raw)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      problems++
      console.log(`${id}: ${issue.path.join('.')}: ${issue.message}`)
    }
  if (ids.has(id)) {
    problems++
    console.log(`${id}: duplicate id`)
  }
  ids.add(id)
}
const ok = items.filter((r) => FactItem.safeParse(r).success) as FactItem[]
const facts = ok.flatMap((i) => i.facts)
const count = (f: (x: (typeof facts)[number]) => boolean) => facts.filter(f).length
console.log(
  `${items.length} items, ${new Set(ok.map((i) => i.country)).size} countries; ` +
    `${facts.length} facts: ${count((f) => f.verdict === 'wrong')} wrong, ` +
    `${count((f) => f.verdict === 'correct')} correct, ${count((f) => f.verdict === 'unverifiable')} unverifiable; ` +
    `${problems} problems`,
)
process.exit(problems > 0 ? 1 : 0)
