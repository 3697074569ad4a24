import { describe, expect, it } from 'vitest'
import type { WrongFact } from '@aivis/contract'
import { factChanges, sameWrongFact, statedKey } from './factChanges'

const wrong = (over: Partial<WrongFact> = {}): WrongFact => ({
  kind: 'telephone',
  stated: '(02) 9555 0199',
  verdict: 'wrong',
  expected: '(02) 9555 0132',
  assistant: 'claude',
  assistant_name: 'Claude',
  question: 'How do I contact Harbour Dental in Sydney?',
  question_kind: 'contact',
  ...over,
})

describe('the same wrong fact (decision 0116)', () => {
  it('is the same kind, the same assistant and the same stated value, case and spaces aside', () => {
    const hours = wrong({ kind: 'hours', stated: 'Monday to Friday,  9am - 5pm' })
    expect(sameWrongFact(hours, { ...hours, stated: ' monday to friday, 9AM - 5PM ' })).toBe(true)
    expect(sameWrongFact(hours, { ...hours, stated: 'Monday to Friday, 9am - 6pm' })).toBe(false)
    expect(sameWrongFact(hours, { ...hours, assistant: 'chatgpt' })).toBe(false)
    expect(sameWrongFact(hours, { ...hours, kind: 'status' })).toBe(false)
    // The question, the expected value and the citations do not count.
    expect(
      sameWrongFact(hours, {
        ...hours,
        question: 'Who is the best dentist in Sydney?',
        question_kind: 'discovery',
        expected: 'Mo-Fr 08:00-18:00',
      }),
    ).toBe(true)
  })

  it('compares telephone numbers by their digits only', () => {
    expect(statedKey('telephone', '(02) 9555-0199')).toBe('0295550199')
    expect(sameWrongFact(wrong(), wrong({ stated: '02 9555 0199' }))).toBe(true)
    expect(sameWrongFact(wrong(), wrong({ stated: '02.9555.0199' }))).toBe(true)
    expect(sameWrongFact(wrong(), wrong({ stated: '+61 2 9555 0199' }))).toBe(false)
    // Anything but a telephone keeps its punctuation.
    expect(statedKey('address', ' 12  Quay St, Sydney ')).toBe('12 quay st, sydney')
  })
})

describe('factChanges (decision 0116)', () => {
  const phone = wrong()
  const address = wrong({
    kind: 'address',
    stated: '14 Quay Street, Sydney',
    expected: '12 Quay Street, Sydney NSW 2000',
  })
  const gptPhone = wrong({ assistant: 'chatgpt', assistant_name: 'ChatGPT' })
  const hours = wrong({ kind: 'hours', stated: 'Open 24 hours', expected: 'Mo-Fr 08:00-18:00' })

  it('splits the wrong facts into corrected, added and still wrong', () => {
    const changes = factChanges(
      [phone, address, gptPhone],
      [{ ...address, stated: '14 quay street,  sydney', question_kind: 'control' }, hours],
    )
    expect(changes.corrected).toEqual([phone, gptPhone])
    expect(changes.added).toEqual([hours])
    // As the new run has it.
    expect(changes.still).toEqual([
      { ...address, stated: '14 quay street,  sydney', question_kind: 'control' },
    ])
  })

  it('lists each wrong fact once, however many answers said it, in its run’s order', () => {
    const again = { ...phone, stated: '02 9555 0199', question_kind: 'discovery' as const }
    expect(factChanges([phone, again], [hours, hours, address])).toEqual({
      corrected: [phone],
      added: [hours, address],
      still: [],
    })
    expect(factChanges([phone], [again, phone])).toEqual({
      corrected: [],
      added: [],
      still: [again],
    })
  })

  it('has nothing to say when neither run found a wrong fact, and is all new or all corrected against none', () => {
    expect(factChanges([], [])).toEqual({ corrected: [], added: [], still: [] })
    expect(factChanges([], [phone])).toEqual({ corrected: [], added: [phone], still: [] })
    expect(factChanges([phone], [])).toEqual({ corrected: [phone], added: [], still: [] })
  })
})
