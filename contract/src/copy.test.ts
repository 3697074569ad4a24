import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CTA_LABELS, MENTION_BADGES, SEVERITY_BANNERS, mentionBadge, severityBanner } from './copy'
import { SEVERITIES } from './vocabulary'

const spec = readFileSync(new URL('../../docs/spec.md', import.meta.url), 'utf8')

describe('severity banners (spec §4)', () => {
  it('words each severity exactly as the spec, with the service and location in LOW', () => {
    expect(severityBanner('LOW', 'physiotherapy', 'Pyrmont, Sydney')).toBe(
      'AI Visibility: LOW. You are missing from AI results for physiotherapy in Pyrmont, Sydney.',
    )
    expect(severityBanner('MODERATE', 'physiotherapy', 'Pyrmont, Sydney')).toBe(
      'AI Visibility: MODERATE. You appear sometimes, but competitors dominate.',
    )
    expect(severityBanner('STRONG', 'physiotherapy', 'Pyrmont, Sydney')).toBe(
      'AI Visibility: STRONG. You appear frequently. Keep building proof signals.',
    )
  })

  it("has one banner per severity, each of the spec's three quoted in the spec", () => {
    expect(Object.keys(SEVERITY_BANNERS).sort()).toEqual([...SEVERITIES].sort())
    for (const severity of SEVERITIES.filter((s) => s !== 'INCONCLUSIVE'))
      expect(spec).toContain(
        `'${SEVERITY_BANNERS[severity]({ service: '{service}', location: '{location}' })}'`,
      )
  })

  it('words INCONCLUSIVE with its reason and what to try, naming the service and place', () => {
    const text = severityBanner('INCONCLUSIVE', 'family dentist', 'Cork')
    expect(text).toMatch(
      /^AI Visibility: INCONCLUSIVE\. Fewer than half of the answers named any business/,
    )
    expect(text).toContain('for family dentist in Cork')
    expect(text).toMatch(/Try a more specific service/)
  })

  it('inserts the service and location as given, even with replacement patterns', () => {
    expect(severityBanner('LOW', "$& {location} $'", 'X')).toBe(
      "AI Visibility: LOW. You are missing from AI results for $& {location} $' in X.",
    )
  })
})

describe('mention badges and strategy-call labels (spec §2 /audit-results)', () => {
  it('words the badges exactly as the spec', () => {
    expect(MENTION_BADGES).toEqual({
      mentioned: 'Your business was mentioned',
      notMentioned: 'Your business was NOT mentioned',
    })
    expect(mentionBadge(true)).toBe('Your business was mentioned')
    expect(mentionBadge(false)).toBe('Your business was NOT mentioned')
  })

  it('words the call-to-action labels exactly as the spec', () => {
    expect(CTA_LABELS).toEqual({
      bookStrategyCall: 'Book 20-Minute Strategy Call',
      scheduleStrategyCall: 'Schedule Your Strategy Call',
    })
  })

  it('quotes every badge and label in the spec', () => {
    for (const text of [...Object.values(MENTION_BADGES), ...Object.values(CTA_LABELS)])
      expect(spec).toContain(`'${text}'`)
  })
})
