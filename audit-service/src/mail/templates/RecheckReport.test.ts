import { describe, expect, it } from 'vitest'
import { SENDER, recheckReport, type RecheckRun } from '.'
import { hrefs, squash, visible } from '../../../test/support/mail'

const rate = (value: number) => ({ value, low: value / 2, high: Math.min(1, value * 1.5) })
const run = (over: Partial<RecheckRun> = {}): RecheckRun => ({
  business_name: 'Harbour <Dental>',
  specialism: 'dentist',
  location: 'Sydney',
  audited_at: '2026-12-25T09:00:00Z',
  mention_rate: rate(0.45),
  mentions: 18,
  answers: 40,
  competitors: ['Smile Co', 'New Dental'],
  by_assistant: [
    { name: 'ChatGPT', mention_rate: rate(0.5), mentions: 5, answers: 10 },
    { name: 'Claude', mention_rate: rate(0.4), mentions: 4, answers: 10 },
  ],
  previous: {
    mentions: 6,
    answers: 40,
    competitors: ['Smile Co', 'Bright Teeth'],
    audited_at: '2026-11-25T09:00:00Z',
  },
  ...over,
})
const stopUrl = 'https://visibly.ai/functions/v1/recheck-stop?token=abc.def'

describe("a monthly re-check's mail (decision 0079)", () => {
  it('says the change by the two-proportion test, the figures, the competitors, and stops with one click', async () => {
    const m = await recheckReport({ recheck: run(), stopUrl, siteUrl: 'https://visibly.ai' })
    expect(m.subject).toBe('Your monthly AI visibility re-check: Harbour <Dental>')
    const seen = squash(visible(m.html))
    expect(m.html).not.toContain('Harbour <Dental>')
    expect(seen).toContain('Mention rate rose from 15% to 45%')
    expect(seen).toContain('Unlikely to be chance (two-proportion test, p = 0.0034).')
    expect(seen).toContain('Mention rate 45% (95% range 23%–68%): named in 18 of 40 answers.')
    expect(seen).toContain('ChatGPT 5 of 10 50% (25%–75%)')
    expect(seen).toContain('Now named: New Dental.')
    expect(seen).toContain('No longer named: Bright Teeth.')
    expect(hrefs(m.html)).toEqual(
      expect.arrayContaining([stopUrl, 'https://visibly.ai/app/dashboard']),
    )
    expect(m.text).toContain(stopUrl)
    for (const out of [seen, m.text]) expect(out).toContain(SENDER.postalAddress)
    // Every cell of the figures is readable in the dark theme too (the layout's dark classes).
    const cells = m.html.match(/<t[dh][^>]*border-bottom[^>]*>/g) ?? []
    expect(cells).toHaveLength(9)
    expect(cells.filter((c) => !/class="em-(text|muted) em-cell"/.test(c))).toEqual([])
  })

  it('calls a small difference no clear change, with the test beside it, and says when there is nothing to compare with', async () => {
    const same = await recheckReport({
      recheck: run({
        mentions: 7,
        previous: { ...run().previous!, competitors: run().competitors },
      }),
      stopUrl,
      siteUrl: 'https://visibly.ai',
    })
    expect(squash(visible(same.html))).toContain('No clear change (15% → 18%)')
    expect(squash(visible(same.html))).toMatch(
      /A difference this size often comes by chance \(two-proportion test, p = 0\.\d+\)\./,
    )
    expect(visible(same.html)).not.toContain('Competitors')
    const first = await recheckReport({
      recheck: run({ previous: null }),
      stopUrl,
      siteUrl: 'https://visibly.ai',
    })
    expect(visible(first.html)).toContain(
      'This is the first measurement we can compare with: next month shows the change.',
    )
  })
})
