import { describe, expect, it } from 'vitest'
import { AI_AGENTS, siteAccessSchema } from './siteAccess'
import { siteAccessResult } from '../testing/siteAccess'

const result = siteAccessResult

describe('siteAccessSchema', () => {
  it('parses a real result unchanged', () => {
    expect(siteAccessSchema.parse(result)).toEqual(result)
  })

  it('refuses a verdict, evidence level or agent token it does not know, and unknown keys', () => {
    const agents = result.robots.agents
    const withAgent = (change: object) => ({
      ...result,
      robots: { ...result.robots, agents: [{ ...agents[0], ...change }, ...agents.slice(1)] },
    })
    expect(siteAccessSchema.safeParse(withAgent({ verdict: 'denied' })).success).toBe(false)
    expect(siteAccessSchema.safeParse(withAgent({ token: 'SomeBot' })).success).toBe(false)
    expect(siteAccessSchema.safeParse(withAgent({ line: 0 })).success).toBe(false)
    expect(
      siteAccessSchema.safeParse({ ...result, llms_txt: { evidence: 'strong', status: 'present' } })
        .success,
    ).toBe(false)
    expect(
      siteAccessSchema.safeParse({ ...result, html: { ...result.html, telephone: 'maybe' } })
        .success,
    ).toBe(false)
    expect(siteAccessSchema.safeParse({ ...result, score: 3 }).success).toBe(false)
  })
})

describe('AI_AGENTS', () => {
  it('names each token once, with the evidence its purpose carries, strongest first', () => {
    expect(new Set(AI_AGENTS.map((a) => a.token.toLowerCase())).size).toBe(AI_AGENTS.length)
    const level = { search: 'strong', user_fetch: 'moderate', training: 'weak' }
    for (const a of AI_AGENTS) expect(a.evidence, a.token).toBe(level[a.purpose])
    const rank = { strong: 0, moderate: 1, weak: 2 }
    const ranks = AI_AGENTS.map((a) => rank[a.evidence])
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y))
    expect(AI_AGENTS.filter((a) => a.evidence === 'strong').map((a) => a.token)).toEqual([
      'OAI-SearchBot',
      'Claude-SearchBot',
      'PerplexityBot',
      'Googlebot',
      'Bingbot',
    ])
  })
})
