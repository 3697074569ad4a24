/**
 * Shape of the mention-detection development set (README.md): enough items, markets and countries,
 * every item well-formed, unique ids, labels consistent with themselves. Detection quality is
 * measured by bench/extraction.eval.ts, never asserted here.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DevSet, FORMATS } from './schema'

const here = dirname(fileURLToPath(import.meta.url))
const items = DevSet.parse(JSON.parse(readFileSync(resolve(here, 'answers.json'), 'utf8')))

describe('mention-detection development set', () => {
  it('has at least 80 items across at least 10 markets and 5 countries', () => {
    expect(items.length).toBeGreaterThanOrEqual(80)
    expect(new Set(items.map((i) => i.market)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(items.map((i) => i.country)).size).toBeGreaterThanOrEqual(5)
  })

  it('has unique ids', () => {
    const ids = items.map((i) => i.id)
    expect(ids.filter((id, k) => ids.indexOf(id) !== k)).toEqual([])
  })

  it('labels both outcomes and uses every assistant and several formats', () => {
    const share = items.filter((i) => i.mentioned).length / items.length
    expect(share).toBeGreaterThan(0.25)
    expect(share).toBeLessThan(0.6)
    expect(new Set(items.map((i) => i.assistant)).size).toBe(4)
    expect(new Set(items.map((i) => i.format)).size).toBeGreaterThanOrEqual(7)
  })

  it('lists each competitor once, never the business itself, and no source as a competitor', () => {
    const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '')
    for (const item of items) {
      const keys = item.competitors.map(key)
      expect(new Set(keys).size, item.id).toBe(keys.length)
      expect(keys, item.id).not.toContain(key(item.business.name))
      for (const source of item.sources) expect(keys, item.id).not.toContain(key(source))
    }
  })
})

describe('held-out set', () => {
  const raw: unknown = JSON.parse(readFileSync(resolve(here, 'holdout.json'), 'utf8'))
  const holdout = DevSet.parse(raw)

  it('parses with the development-set schema and has at least 50 items', () => {
    expect(DevSet.safeParse(raw).success).toBe(true)
    expect(holdout.length).toBeGreaterThanOrEqual(50)
  })

  it('has unique ids that do not overlap the development set', () => {
    const ids = holdout.map((i) => i.id)
    expect(ids.filter((id, k) => ids.indexOf(id) !== k)).toEqual([])
    const devIds = new Set(items.map((i) => i.id))
    expect(ids.filter((id) => devIds.has(id))).toEqual([])
  })

  it('spans at least 10 markets, 5 countries and every format', () => {
    expect(new Set(holdout.map((i) => i.market)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(holdout.map((i) => i.country)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(holdout.map((i) => i.format))).toEqual(new Set(FORMATS))
  })
})

describe('second held-out set', () => {
  const raw: unknown = JSON.parse(readFileSync(resolve(here, 'holdout2.json'), 'utf8'))
  const holdout2 = DevSet.parse(raw)
  const holdout = DevSet.parse(JSON.parse(readFileSync(resolve(here, 'holdout.json'), 'utf8')))

  it('parses with the development-set schema and has at least 60 items', () => {
    expect(DevSet.safeParse(raw).success).toBe(true)
    expect(holdout2.length).toBeGreaterThanOrEqual(60)
  })

  it('has unique ids that overlap neither the development set nor the first held-out set', () => {
    const ids = holdout2.map((i) => i.id)
    expect(ids.filter((id, k) => ids.indexOf(id) !== k)).toEqual([])
    const otherIds = new Set([...items, ...holdout].map((i) => i.id))
    expect(ids.filter((id) => otherIds.has(id))).toEqual([])
  })

  it('spans at least 12 markets, 6 countries, every assistant and every format', () => {
    expect(new Set(holdout2.map((i) => i.market)).size).toBeGreaterThanOrEqual(12)
    expect(new Set(holdout2.map((i) => i.country)).size).toBeGreaterThanOrEqual(6)
    expect(new Set(holdout2.map((i) => i.assistant)).size).toBe(4)
    expect(new Set(holdout2.map((i) => i.format))).toEqual(new Set(FORMATS))
  })

  it('lists each competitor once, verbatim, never the business itself, and no source as a competitor', () => {
    const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '')
    for (const item of holdout2) {
      const keys = item.competitors.map(key)
      expect(new Set(keys).size, item.id).toBe(keys.length)
      expect(keys, item.id).not.toContain(key(item.business.name))
      for (const source of item.sources) expect(keys, item.id).not.toContain(key(source))
      for (const name of [...item.competitors, ...item.sources]) {
        expect(item.answer, `${item.id}: ${name}`).toContain(name)
      }
    }
  })
})

for (const [file, title, prefix] of [
  ['holdout3.json', 'third held-out set', 'hc-'],
  ['holdout4.json', 'fourth held-out set', 'hd-'],
] as const) {
  describe(title, () => {
    const raw: unknown = JSON.parse(readFileSync(resolve(here, file), 'utf8'))
    const set = DevSet.parse(raw)
    const others = [
      'answers.json',
      'holdout.json',
      'holdout2.json',
      'holdout3.json',
      'holdout4.json',
    ]
      .filter((f) => f !== file)
      .flatMap((f) => DevSet.parse(JSON.parse(readFileSync(resolve(here, f), 'utf8'))))

    it(`has at least 40 items with ids of its own, prefixed ${prefix}`, () => {
      expect(set.length).toBeGreaterThanOrEqual(40)
      const ids = set.map((i) => i.id)
      expect(ids.filter((id) => !id.startsWith(prefix))).toEqual([])
      expect(ids.filter((id, k) => ids.indexOf(id) !== k)).toEqual([])
      const otherIds = new Set(others.map((i) => i.id))
      expect(ids.filter((id) => otherIds.has(id))).toEqual([])
    })

    it('spans at least 15 markets, all 9 countries, every assistant and every format', () => {
      expect(new Set(set.map((i) => i.market)).size).toBeGreaterThanOrEqual(15)
      expect(new Set(set.map((i) => i.country)).size).toBe(9)
      expect(new Set(set.map((i) => i.assistant)).size).toBe(4)
      expect(new Set(set.map((i) => i.format))).toEqual(new Set(FORMATS))
    })

    it('lists each competitor once, verbatim, never the business itself, and no source as a competitor', () => {
      const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '')
      for (const item of set) {
        const keys = item.competitors.map(key)
        expect(new Set(keys).size, item.id).toBe(keys.length)
        expect(keys, item.id).not.toContain(key(item.business.name))
        for (const source of item.sources) expect(keys, item.id).not.toContain(key(source))
        for (const name of [...item.competitors, ...item.sources]) {
          expect(item.answer, `${item.id}: ${name}`).toContain(name)
        }
      }
    })
  })
}
