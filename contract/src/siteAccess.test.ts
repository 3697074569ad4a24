import { describe, expect, it } from 'vitest'
import { AI_AGENTS, siteAccessSchema } from './siteAccess'

/**
 * A result as audit-service's checkSiteAccess gave it for a WordPress dentist whose robots.txt
 * blocks GPTBot, ClaudeBot, PerplexityBot, Google-Extended and OAI-SearchBot (its test pages
 * robots-blocks-ai.txt and wordpress-yoast-dentist.html), with the address of the real site.
 */
const result = {
  home_url: 'https://harbourdental.com.au/',
  robots: {
    evidence: 'strong',
    status: 'found',
    http_status: 200,
    agents: [
      {
        token: 'OAI-SearchBot',
        vendor: 'OpenAI',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'blocked',
        line: 23,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'Claude-SearchBot',
        vendor: 'Anthropic',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'PerplexityBot',
        vendor: 'Perplexity',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'blocked',
        line: 17,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'Googlebot',
        vendor: 'Google',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'Bingbot',
        vendor: 'Microsoft',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'ChatGPT-User',
        vendor: 'OpenAI',
        purpose: 'user_fetch',
        evidence: 'moderate',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'Claude-User',
        vendor: 'Anthropic',
        purpose: 'user_fetch',
        evidence: 'moderate',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'Perplexity-User',
        vendor: 'Perplexity',
        purpose: 'user_fetch',
        evidence: 'moderate',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'GPTBot',
        vendor: 'OpenAI',
        purpose: 'training',
        evidence: 'weak',
        verdict: 'blocked',
        line: 11,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'ClaudeBot',
        vendor: 'Anthropic',
        purpose: 'training',
        evidence: 'weak',
        verdict: 'blocked',
        line: 14,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'Google-Extended',
        vendor: 'Google',
        purpose: 'training',
        evidence: 'weak',
        verdict: 'blocked',
        line: 20,
        rule: 'Disallow: /',
        by_default: false,
      },
    ],
  },
  html: {
    evidence: 'strong',
    read: true,
    text_chars: 46,
    rendered_by_script: false,
    telephone: 'present',
    address: 'absent',
    opening_hours: 'absent',
  },
  structured_data: {
    evidence: 'moderate',
    read: true,
    local_business: true,
    types: ['Dentist', 'LocalBusiness'],
    json_ld_blocks: 1,
    json_ld_invalid: 0,
    telephone: true,
    address: true,
    opening_hours: true,
  },
  llms_txt: {
    evidence: 'weak',
    status: 'absent',
  },
  sitemap: {
    evidence: 'moderate',
    status: 'absent',
    urls: [],
  },
}

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
