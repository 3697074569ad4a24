import { describe, expect, it } from 'vitest'
import {
  ALONE_NOT_A_NAME,
  DETAIL_LABELS,
  LEGAL_SUFFIXES,
  NOT_A_NAME,
  PUBLIC_BODY_WORDS,
  SENTENCE_STARTS,
  SOURCE_NAMES,
} from './lexicon'
import { normalizeName } from './names'

describe('lexicon', () => {
  it('writes the lists compared after normalizeName in normalised form', () => {
    for (const word of [
      ...NOT_A_NAME,
      ...DETAIL_LABELS,
      ...SENTENCE_STARTS,
      ...ALONE_NOT_A_NAME,
      ...SOURCE_NAMES,
      ...PUBLIC_BODY_WORDS,
    ]) {
      expect(normalizeName(word)).toBe(word)
    }
  })

  it('writes legal suffixes as normalizeName leaves them before dropping suffixes', () => {
    for (const suffix of LEGAL_SUFFIXES) expect(suffix).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/)
  })
})
