import { describe, expect, it } from 'vitest'
import type { WrongFact } from '@aivis/contract'
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

describe("the re-check mail's wrong facts (decision 0116)", () => {
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
  const phone = wrong()
  const hours = wrong({
    kind: 'hours',
    stated: 'Open 24 hours',
    expected: 'Mo-Fr 08:00-18:00',
    assistant: 'chatgpt',
    assistant_name: 'ChatGPT',
  })
  const address = wrong({
    kind: 'address',
    stated: '14 Quay Street',
    expected: '12 Quay Street, Sydney NSW 2000',
    assistant: 'gemini',
    assistant_name: 'Gemini',
  })
  const mail = (previous: WrongFact[] | null | undefined, next: WrongFact[] | null | undefined) =>
    recheckReport({
      recheck: run({ previous: { ...run().previous!, wrong_facts: previous }, wrong_facts: next }),
      stopUrl,
      siteUrl: 'https://visibly.ai',
    })

  it('says which wrong facts were corrected, which are new and how many are still wrong, in both parts', async () => {
    // The same telephone, written otherwise this time: still wrong, not new.
    const m = await mail([phone, address], [{ ...address, stated: '14 quay  street' }, hours])
    const seen = squash(visible(m.html))
    const text = squash(m.text)
    const corrected =
      'Claude no longer gives the wrong phone number “(02) 9555 0199” (yours: (02) 9555 0132).'
    const added =
      'ChatGPT gives the wrong opening hours “Open 24 hours” (yours: Mo-Fr 08:00-18:00).'
    for (const out of [seen, text]) {
      // Each list under its lead (the text part bullets them).
      expect(out).toMatch(/Facts about Harbour <Dental> Corrected since last time: (\* )?Claude/)
      expect(out).toContain(corrected)
      expect(out).toMatch(/New wrong facts: (\* )?ChatGPT/)
      expect(out).toContain(added)
      expect(out).toContain('Still wrong: 1 (Gemini’s address).')
      expect(out).not.toContain('Claude no longer gives the wrong address')
    }
    expect(m.html).not.toContain('Harbour <Dental>')
  })

  it('says when nothing is wrong, and when all was corrected', async () => {
    const none = squash(visible((await mail([], [])).html))
    expect(none).toContain('No wrong facts about Harbour <Dental>, this time or last time.')
    expect(none).not.toContain('Corrected since last time')
    const fixed = squash((await mail([phone], [])).text)
    expect(fixed).toContain('Claude no longer gives the wrong phone number “(02) 9555 0199”')
    expect(fixed).toContain('No wrong facts this time.')
    expect(fixed).not.toContain('New wrong facts')
    expect(fixed).not.toContain('Still wrong')
  })

  it('calls the first fact check nothing to compare with, not new, and says when this run had none', async () => {
    const first = squash(visible((await mail(null, [phone])).html))
    expect(first).toContain('This is the first fact check of Harbour <Dental> to compare with')
    expect(first).toContain(
      'Wrong facts this time: Claude gives the wrong phone number “(02) 9555 0199” (yours: (02) 9555 0132).',
    )
    expect(first).not.toContain('New wrong facts')
    const unchecked = squash((await mail([phone, hours], null)).text)
    expect(unchecked).toContain('the 2 wrong facts of last time could not be checked again')
  })

  it('shows no facts section when neither run had a fact check', async () => {
    for (const [previous, next] of [
      [undefined, undefined],
      [null, null],
    ] as const) {
      const m = await mail(previous, next)
      for (const out of [visible(m.html), m.text]) {
        expect(out).not.toContain('Facts about')
        expect(out).not.toMatch(/wrong facts?|Corrected since|Still wrong/i)
      }
    }
    // A first re-check without a previous audit at all, nor a fact check.
    const m = await recheckReport({
      recheck: run({ previous: null }),
      stopUrl,
      siteUrl: 'https://visibly.ai',
    })
    expect(visible(m.html)).not.toContain('Facts about')
  })
})
