import { describe, expect, it } from 'vitest'
import { extractCompetitors, mentionsBusiness, normalizeName, websiteHost } from './mentions'

describe('normalizeName', () => {
  it.each([
    ['The Acme & Sons Pty. Ltd.', 'acme and sons'],
    ['ACME Plumbing, LLC', 'acme plumbing'],
    ['Café Déjà Vu Inc', 'cafe deja vu'],
    ["Joe's Pizza Co.", 'joes pizza'],
    ['Smith & Jones Corp', 'smith and jones'],
    ['Müller GmbH', 'muller'],
  ])('%s → %s', (input, expected) => expect(normalizeName(input)).toBe(expected))
})

describe('mentionsBusiness', () => {
  const biz = { name: 'Acme Plumbing Pty Ltd', website: 'https://www.acmeplumbing.com.au/contact' }
  it('finds the name whatever its case, punctuation and legal suffix', () => {
    expect(mentionsBusiness('1. **ACME PLUMBING** – fast and friendly.', biz)).toBe(true)
    expect(mentionsBusiness('Try Acme Plumbing, LLC for emergencies.', biz)).toBe(true)
  })
  it('reads "&" and "and" as the same word', () => {
    expect(mentionsBusiness('Smith and Jones Dental is popular.', { name: 'Smith & Jones Dental' })).toBe(true)
  })
  it('counts the website domain as a mention', () => {
    expect(mentionsBusiness('See acmeplumbing.com.au for prices.', { name: 'Other Name', website: biz.website })).toBe(true)
    expect(mentionsBusiness('See www.acmeplumbing.com.au.', { name: 'Other Name', website: 'acmeplumbing.com.au' })).toBe(true)
  })
  it('does not match a name inside a longer word or another domain', () => {
    expect(mentionsBusiness('Acmeville Plumbing Services is great.', { name: 'Acme' })).toBe(false)
    expect(mentionsBusiness('Visit notacmeplumbing.com.au', { name: 'Zed', website: 'acmeplumbing.com.au' })).toBe(false)
  })
  it('is false when absent', () => {
    expect(mentionsBusiness('Here are three plumbers: Rapid Flow, Pipe Pros and Drain Kings.', biz)).toBe(false)
  })
})

describe('websiteHost', () => {
  it('strips scheme, www and path', () => {
    expect(websiteHost('HTTPS://www.Example.com/a?b')).toBe('example.com')
    expect(websiteHost('')).toBeNull()
    expect(websiteHost('not a site')).toBeNull()
  })
})

describe('extractCompetitors', () => {
  const biz = { name: 'Bondi Physio' }

  it('reads a ChatGPT-style numbered list with bold names, in order', () => {
    const answer = `Here are some highly rated physiotherapists in Sydney:

1. **Sydney Sports Physio** – Known for sports injury rehab.
2. **Harbourside Physiotherapy** - Great reviews for back pain.
3. **Bondi Physio** – Popular with locals.
4. **Eastern Suburbs Physio & Pilates**: Offers clinical pilates.

**Tips:** Check reviews and ask about Medicare rebates.`
    expect(extractCompetitors(answer, biz)).toEqual(['Sydney Sports Physio', 'Harbourside Physiotherapy', 'Eastern Suburbs Physio & Pilates'])
  })

  it('reads a Claude-style bulleted list without bold and skips headings and advice items', () => {
    const answer = `## Recommended physiotherapists

- Active Recovery Clinic: focuses on post-surgery rehab
- Motion Health (Surry Hills) - evidence-based care
- Check reviews on Google before booking
- Ask for quotes from two or three clinics`
    expect(extractCompetitors(answer, biz)).toEqual(['Active Recovery Clinic', 'Motion Health'])
  })

  it('reads bold names in prose and link texts, and deduplicates by normalised name', () => {
    const answer = `Many people like **Pure Motion Pty Ltd** for its hours. Others prefer [City Physio](https://cityphysio.com).
- [City Physio](https://cityphysio.com) – central
- PURE MOTION – again`
    expect(extractCompetitors(answer, biz)).toEqual(['Pure Motion Pty Ltd', 'City Physio'])
  })

  it('excludes the business even with a different suffix or case', () => {
    expect(extractCompetitors('1. **BONDI PHYSIO LLC** – great\n2. **Coogee Physio** – good', biz)).toEqual(['Coogee Physio'])
  })
})
