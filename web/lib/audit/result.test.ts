// @vitest-environment jsdom
import { makeAuditResult } from '@aivis/contract/testing'
import { beforeEach, describe, expect, it } from 'vitest'
import { parse as parseCookies } from 'cookie'
import { parseLatestAuditCookie } from './latestAuditCookie'
import { loadResult, storeResult } from './result'

const valid = makeAuditResult({
  business_name: 'Acme',
  specialism: 'plumbing',
  website: null,
})

describe('storeResult / loadResult (spec §3 latestAuditResults)', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })
  it('gives back the stored result, parsed once while storage is unchanged', () => {
    storeResult(valid)
    const first = loadResult()
    expect(first).toEqual({ result: valid })
    expect(loadResult()).toBe(first)
    expect(JSON.parse(localStorage.getItem('latestAuditResults')!)).toEqual(valid)
  })
  it('treats a result stored before results carried their figures as no result', () => {
    localStorage.setItem(
      'latestAuditResults',
      JSON.stringify({
        ...valid,
        scores: { mention_rate: 0, share_of_voice: 0, by_assistant: [] },
      }),
    )
    expect(loadResult()).toBeNull()
  })
  it('treats a result stored before answers said how they were made as no result', () => {
    const { web_search: _omitted, ...withoutWebSearch } = valid
    localStorage.setItem('latestAuditResults', JSON.stringify(withoutWebSearch))
    expect(loadResult()).toBeNull()
    const withoutProvenance = {
      ...valid,
      discovery_queries_results: valid.discovery_queries_results.map((q) => ({
        ...q,
        answers: q.answers.map(({ provenance: _p, ...a }) => a),
      })),
    }
    localStorage.setItem('latestAuditResults', JSON.stringify(withoutProvenance))
    expect(loadResult()).toBeNull()
  })
  it('falls back to local storage, and returns the raw text when it does not parse', () => {
    localStorage.setItem('latestAuditResults', '{"business_name":"x"}')
    expect(loadResult()).toEqual({ raw: '{"business_name":"x"}' })
  })
  it('is null with nothing stored', () => {
    expect(loadResult()).toBeNull()
  })
  it('names the stored result’s address in the latest_audit cookie, sent to /audit-results only, and never leaves an older one behind', async () => {
    history.replaceState(null, '', '/audit-results')
    const id = 'b3f1c2de-5a6b-4c7d-8e9f-0123456789ab'
    const token = 'x'.repeat(43)
    storeResult({ ...valid, audit_id: id, audit_token: token })
    const cookie = parseLatestAuditCookie(parseCookies(document.cookie).latest_audit)
    expect(cookie).toEqual({ id, token })
    history.replaceState(null, '', '/')
    expect(document.cookie).not.toContain('latest_audit')
    history.replaceState(null, '', '/audit-results')
    // A result without an audit id (stored by an older audit service) cannot be named: the
    // earlier cookie goes, so the server never shows the earlier result for it.
    storeResult(valid)
    expect(document.cookie).not.toContain('latest_audit')
    history.replaceState(null, '', '/')
  })
})
