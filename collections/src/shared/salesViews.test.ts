import { describe, expect, it } from 'vitest'
import { notAnsweredBy, rewriteNotAnswered } from './salesViews'

const now = new Date('2026-11-27T12:00:00.000Z')
const cut = '2026-11-25T12:00:00.000Z'

describe("the 'Not answered in 48 h' condition", () => {
  it('becomes status new and in before now − 48 h, wherever it stands in the where', () => {
    expect(notAnsweredBy(now)).toEqual({
      and: [{ status: { equals: 'new' } }, { createdAt: { less_than: cut } }],
    })
    const where = {
      or: [{ and: [{ not_answered_48h: { equals: 'true' } }, { email: { like: 'a' } }] }],
    }
    expect(rewriteNotAnswered(where, now)).toEqual({
      or: [{ and: [{ and: [notAnsweredBy(now)] }, { email: { like: 'a' } }] }],
    })
  })

  it('keeps the other conditions of the same object beside it', () => {
    expect(
      rewriteNotAnswered({ status: { equals: 'new' }, not_answered_48h: { equals: true } }, now),
    ).toEqual({
      and: [{ status: { equals: 'new' } }, notAnsweredBy(now)],
    })
  })

  it('negates for false and matches nothing for any other operator', () => {
    expect(rewriteNotAnswered({ not_answered_48h: { equals: false } }, now)).toEqual({
      and: [
        { or: [{ status: { not_equals: 'new' } }, { createdAt: { greater_than_equal: cut } }] },
      ],
    })
    expect(rewriteNotAnswered({ not_answered_48h: { exists: true } }, now)).toEqual({
      and: [{ id: { equals: null } }],
    })
  })

  it('leaves a where without it as it was', () => {
    const where = { and: [{ status: { in: ['new', 'contacted'] } }] }
    expect(rewriteNotAnswered(where, now)).toEqual(where)
  })
})
