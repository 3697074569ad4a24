/**
 * One promise per policy (docs/decisions/0128): no seed text and no site component states a price,
 * a day-count refund, a call length, an audit duration or a percentage statistic itself. They quote
 * the one field that holds it (`{price:…}`, `{promise:…}`, the site settings' Promises tab) or read
 * it from the settings. The seed's promise values and statistics are that one place, and are
 * left out of the scan.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as seed from '@aivis/collections/seed/content'

/** What a text must not state itself. */
const STATED: [string, RegExp][] = [
  ['a price', /\$\s?\d/],
  ['a day-count refund', /\d+[- ]days?\b[^.]*refund|refund[^.]*\b\d+[- ]days?\b/i],
  ['a call length', /\b\d+[- ]minutes?\b/i],
  ['an audit duration', /\b\d+\s?seconds?\b|\binstant results\b|\b\d+ to \d+ minutes\b/i],
  ['a guarantee period', /\b\d+[- ]day (?:visibility )?guarantee/i],
  ['a percentage statistic', /\b\d+\s?%\s+(?!range\b)[a-z]/i],
]

/** Every string in `value`, with where it is. */
function strings(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`))
}

/** What `texts` state themselves: "where: what (text)". */
const statedIn = (texts: { at: string; text: string }[]) =>
  texts.flatMap(({ at, text }) =>
    STATED.filter(([, re]) => re.test(text)).map(([what]) => `${at}: ${what} (${text})`),
  )

const web = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))

/** The source files under `dir`, tests left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })

/** A source file's code without its comments (doc comments may name the spec's wording). */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

describe('one promise per policy: nothing states a promise itself (decision 0128)', () => {
  it('the seed quotes every price, refund, call length, duration and statistic', () => {
    const { promises: _onePlace, ...settings } = seed.siteSettings
    const texts = strings({ ...seed, siteSettings: settings })
    expect(texts.length).toBeGreaterThan(100)
    expect(statedIn(texts)).toEqual([])
  })

  it('the blocks and the pages that state promises read them from the CMS', () => {
    const files = [
      'components/blocks',
      'pages/(site)',
      'pages/(audit)/audit',
      'pages/(audit)/components',
      'pages/(audit)/audit-results',
    ].flatMap((dir) => sources(path.join(web, dir)))
    expect(files.length).toBeGreaterThan(20)
    const found = files.flatMap((file) =>
      statedIn(
        code(file)
          .split('\n')
          .map((line, i) => ({ at: `${path.relative(web, file)}:${i + 1}`, text: line })),
      ),
    )
    expect(found).toEqual([])
  })
})
