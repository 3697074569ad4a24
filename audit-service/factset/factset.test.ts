/**
 * The fact-check labelled sets (README.md): every set well-formed (schema.ts: each `stated` a part
 * of its answer, `expected` only and always with a wrong fact), ids unique and of their set, the
 * development sets together at least 150 answers with every kind of fact wrong at least once and
 * "permanently closed" wrongly said in some, and each blind set at least 40 answers in at least
 * 10 towns absent from the development sets (decision 0120). It never scores a set.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FACT_KINDS } from '@aivis/contract'
import { describe, expect, it } from 'vitest'
import { FactSet, type FactItem } from './schema'

const here = dirname(fileURLToPath(import.meta.url))
const sets = Object.fromEntries(
  readdirSync(here)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, FactSet.parse(JSON.parse(readFileSync(resolve(here, f), 'utf8')))]),
) as Record<string, FactItem[]>
const blind = Object.keys(sets).filter((f) => f.startsWith('blind-'))
const development = Object.keys(sets).filter((f) => !f.startsWith('blind-'))
const devItems = development.flatMap((f) => sets[f])

describe('fact-check labelled sets', () => {
  it('gives every item a unique id with its set’s prefix', () => {
    const ids = Object.values(sets).flatMap((s) => s.map((i) => i.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const [file, items] of Object.entries(sets)) {
      const prefixes = new Set(items.map((i) => i.id.split('-')[0]))
      expect(prefixes.size, file).toBe(1)
      for (const item of items)
        expect(item.id.split('-')[1], item.id).toBe(item.country.toLowerCase())
    }
  })

  it('keeps every measured set as development material, named facts-dev-*', () => {
    expect(development.every((f) => f.startsWith('facts-dev-'))).toBe(true)
    expect(development.length).toBeGreaterThanOrEqual(5)
  })

  it('holds at least 150 development answers, every kind of fact wrong in some', () => {
    expect(devItems.length).toBeGreaterThanOrEqual(150)
    const wrong = devItems.flatMap((i) => i.facts.filter((f) => f.verdict === 'wrong'))
    for (const kind of FACT_KINDS)
      expect(
        wrong.some((f) => f.kind === kind),
        kind,
      ).toBe(true)
    expect(
      wrong.filter((f) => f.kind === 'status' && /closed|closing|shut/i.test(f.stated)).length,
    ).toBeGreaterThanOrEqual(3)
    // Answers with nothing wrong in them, as owners meet them too.
    expect(
      devItems.filter((i) => i.facts.every((f) => f.verdict !== 'wrong')).length,
    ).toBeGreaterThanOrEqual(30)
  })

  // A blind set lives from its commit to its one measurement, then becomes development material
  // (README.md); between rounds there is none. Its towns are new: every country has been used
  // (rounds 1–19), so new markets come from towns no development set has (decision 0120).
  it('keeps each blind set to at least 40 answers in 10 towns nobody tuned on', () => {
    const town = (i: FactItem) =>
      `${i.country}:${i.business.location.split(',')[0].trim().toLowerCase()}`
    const tuned = new Set(devItems.map(town))
    for (const file of blind) {
      expect(sets[file].length, file).toBeGreaterThanOrEqual(40)
      const towns = new Set(sets[file].map(town))
      expect(towns.size, file).toBeGreaterThanOrEqual(10)
      for (const t of towns) expect(tuned.has(t), `${file}: ${t}`).toBe(false)
    }
  })
})
