/**
 * How `npm start` passes its services' output on (`linePrefixer` in scripts/lib/stack.mjs,
 * docs/decisions/0067): a chunk at a time, every line prefixed with the service's name, lines and
 * UTF-8 characters cut across chunks held until they are whole.
 */
import { describe, expect, it } from 'vitest'
import { linePrefixer } from '../../scripts/lib/stack.mjs'

describe('linePrefixer', () => {
  it('prefixes every line of a chunk that carries many, in one piece', () => {
    const p = linePrefixer('[web] ')
    expect(p.push(Buffer.from('{"a":1}\n{"b":2}\n{"c":3}\n'))).toBe(
      '[web] {"a":1}\n[web] {"b":2}\n[web] {"c":3}\n',
    )
    expect(p.end()).toBe('')
  })

  it('holds a line cut across chunks until its end arrives', () => {
    const p = linePrefixer('[web] ')
    expect(p.push('first\nsec')).toBe('[web] first\n')
    expect(p.push('ond half')).toBe('')
    expect(p.push(' done\nthird')).toBe('[web] second half done\n')
    expect(p.end()).toBe('[web] third\n')
  })

  it('keeps a UTF-8 character cut between two chunks whole', () => {
    const p = linePrefixer('> ')
    const euro = Buffer.from('price €5\n')
    const cut = euro.indexOf(0xe2) + 1
    expect(p.push(euro.subarray(0, cut))).toBe('')
    expect(p.push(euro.subarray(cut))).toBe('> price €5\n')
  })

  it('writes a line that never ends in 64 kB pieces instead of holding it', () => {
    const p = linePrefixer('> ')
    const long = 'x'.repeat(70_000)
    expect(p.push(long)).toBe(`> ${long}\n`)
    expect(p.end()).toBe('')
  })
})
