import { describe, expect, it } from 'vitest'
import { parseResultPath, resultPath } from './resultAddress'

const id = 'f3a1c2d4-0000-4000-8000-00000000fa17'
const token = 'A'.repeat(42) + '_'

describe('a result’s durable address', () => {
  it('is the page, the audit id and its token, and reads back as both', () => {
    const path = resultPath({ audit_id: id, audit_token: token })
    expect(path).toBe(`/audit-results/${id}/${token}`)
    expect(parseResultPath(path!)).toEqual({ id, token })
    expect(parseResultPath(`${path}/`)).toEqual({ id, token })
  })

  it('is none for a result without an id or token, or with one of another shape', () => {
    expect(resultPath({ audit_id: id })).toBeNull()
    expect(resultPath({ audit_token: token })).toBeNull()
    expect(resultPath({ audit_id: 'a/b', audit_token: token })).toBeNull()
    expect(resultPath({ audit_id: id, audit_token: 'short' })).toBeNull()
  })

  it('tells the bare page from an address and from anything else below it', () => {
    expect(parseResultPath('/audit-results')).toEqual({})
    expect(parseResultPath('/audit-results/')).toEqual({})
    expect(parseResultPath(`/audit-results/${id}`)).toBeNull()
    expect(parseResultPath(`/audit-results/${id}/short`)).toBeNull()
    expect(parseResultPath(`/audit-results/${id}/${token}/more`)).toBeNull()
    expect(parseResultPath('/audit-resultsx')).toBeNull()
  })
})
