import { describe, expect, it } from 'vitest'
import { mentionsBusiness, websiteHost } from './business'
import { extractCompetitors } from './competitors'
import { normalizeName } from './names'

describe('mentionsBusiness', () => {
  const biz = { name: 'Acme Plumbing Pty Ltd', website: 'https://www.acmeplumbing.com.au/contact' }

  it('finds the name whatever its case, punctuation and legal suffix', () => {
    expect(mentionsBusiness('1. **ACME PLUMBING** – fast and friendly.', biz)).toBe(true)
    expect(mentionsBusiness('Try Acme Plumbing, LLC for emergencies.', biz)).toBe(true)
  })

  it('reads "&" and "and" as the same word', () => {
    expect(
      mentionsBusiness('Smith and Jones Dental is popular.', { name: 'Smith & Jones Dental' }),
    ).toBe(true)
  })

  it('counts the website domain as a mention', () => {
    expect(
      mentionsBusiness('See acmeplumbing.com.au for prices.', {
        name: 'Other Name',
        website: biz.website,
      }),
    ).toBe(true)
    expect(
      mentionsBusiness('See www.acmeplumbing.com.au.', {
        name: 'Other Name',
        website: 'acmeplumbing.com.au',
      }),
    ).toBe(true)
  })

  it('does not match a name inside a longer word or another domain', () => {
    expect(mentionsBusiness('Acmeville Plumbing Services is great.', { name: 'Acme' })).toBe(false)
    expect(
      mentionsBusiness('Visit notacmeplumbing.com.au', {
        name: 'Zed',
        website: 'acmeplumbing.com.au',
      }),
    ).toBe(false)
  })

  it('is false when absent', () => {
    expect(
      mentionsBusiness('Here are three plumbers: Rapid Flow, Pipe Pros and Drain Kings.', biz),
    ).toBe(false)
  })
})

describe('websiteHost', () => {
  it('strips scheme, www and path', () => {
    expect(websiteHost('HTTPS://www.Example.com/a?b')).toBe('example.com')
    expect(websiteHost('')).toBeNull()
    expect(websiteHost('not a site')).toBeNull()
  })
})

describe('mentionsBusiness in realistic answers', () => {
  it('finds the business inside a bold list item with a suffix and a citation', () => {
    expect(
      mentionsBusiness('2. **The Acme Plumbing Co.**[3] – 24/7 service', { name: 'Acme Plumbing' }),
    ).toBe(true)
  })

  it('finds an accented name written without accents, and vice versa', () => {
    expect(mentionsBusiness('Try Cafe Deja Vu on King St.', { name: 'Café Déjà Vu' })).toBe(true)
    expect(mentionsBusiness('Try Café Déjà Vu on King St.', { name: 'Cafe Deja Vu' })).toBe(true)
  })

  it('does not match a shorter competitor name that only shares a word', () => {
    expect(mentionsBusiness('1. **Acme Roofing** – great', { name: 'Acme Plumbing' })).toBe(false)
  })

  it('finds the domain written as a URL or a markdown link', () => {
    const biz = { name: 'Zed', website: 'acmeplumbing.com.au' }
    expect(mentionsBusiness('[Website](https://www.acmeplumbing.com.au/services)', biz)).toBe(true)
    expect(mentionsBusiness('Book at https://acmeplumbing.com.au.', biz)).toBe(true)
    expect(mentionsBusiness('acmeplumbing.com is different', biz)).toBe(false)
  })

  it('normalises legal suffixes on both sides', () => {
    expect(mentionsBusiness('Smith & Co are popular', { name: 'Smith and Co' })).toBe(true)
    expect(mentionsBusiness('Brightside GmbH', { name: 'Brightside' })).toBe(true)
    expect(mentionsBusiness('Brightside PLC', { name: 'Brightside LLP' })).toBe(true)
  })
})

describe('mentionsBusiness: edge cases', () => {
  it('"& Co" is part of the name, so "Smith & Co" is not found in "Smith and Jones"', () => {
    expect(normalizeName('Smith & Co')).toBe('smith and co')
    expect(normalizeName('Smith & Co Pty Ltd')).toBe('smith and co')
    expect(mentionsBusiness('1. **Smith and Jones Dental** – great', { name: 'Smith & Co' })).toBe(
      false,
    )
    expect(mentionsBusiness('1. **Smith & Co.** – great', { name: 'Smith & Co' })).toBe(true)
  })

  it('a website on a shared platform (Facebook page) does not count every mention of the platform', () => {
    expect(websiteHost('https://www.facebook.com/zedplumbing')).toBeNull()
    expect(
      mentionsBusiness('Check facebook.com for reviews', {
        name: 'Zed Plumbing',
        website: 'https://facebook.com/zedplumbing',
      }),
    ).toBe(false)
    expect(
      mentionsBusiness('Zed Plumbing is popular', {
        name: 'Zed Plumbing',
        website: 'https://facebook.com/zedplumbing',
      }),
    ).toBe(true)
  })

  it('the domain at the end of a sentence or as a subdomain counts; inside a longer host it does not', () => {
    const biz = { name: 'Other', website: 'acme.com' }
    expect(mentionsBusiness('Book online at acme.com.', biz)).toBe(true)
    expect(mentionsBusiness('Order from shop.acme.com today', biz)).toBe(true)
    expect(mentionsBusiness('See shop.acme.com.au', biz)).toBe(false)
    expect(mentionsBusiness('See notacme.com', biz)).toBe(false)
  })
})

describe('mentionsBusiness: entity boundaries, short names, dropped words (docs/decisions/0015)', () => {
  it('does not find a one-letter name in every answer', () => {
    expect(
      mentionsBusiness('A good plumber is hard to find. Try a local one.', { name: 'A' }),
    ).toBe(false)
    expect(mentionsBusiness('1. **A Plumbing** – fast', { name: 'A', service: 'plumbing' })).toBe(
      true,
    )
  })

  it('does not find a name inside a longer different name', () => {
    expect(mentionsBusiness('Apex Legends is a game.', { name: 'Apex' })).toBe(false)
    expect(mentionsBusiness('The best is Blue Sky Dental.', { name: 'Sky Dental' })).toBe(false)
    expect(
      mentionsBusiness('1. Harbour Dental Group – large practice', { name: 'Harbour Dental' }),
    ).toBe(false)
    expect(mentionsBusiness('Reach the apex of your career.', { name: 'Apex' })).toBe(false)
  })

  it('still finds the name after connectors, before legal suffixes and punctuation', () => {
    expect(mentionsBusiness('Try Zenbrook for repairs.', { name: 'Zenbrook' })).toBe(true)
    expect(mentionsBusiness('Try Apex for repairs.', { name: 'Apex' })).toBe(false)
    expect(
      mentionsBusiness('Try Apex Plumbing for repairs.', { name: 'Apex', service: 'plumbing' }),
    ).toBe(true)
    expect(mentionsBusiness('Visit Sky Dental, near the station.', { name: 'Sky Dental' })).toBe(
      true,
    )
    expect(
      mentionsBusiness('The Harbour Dental Pty Ltd team is kind.', { name: 'Harbour Dental' }),
    ).toBe(true)
  })

  it('accepts a name whose generic last word the assistant dropped', () => {
    expect(
      mentionsBusiness('For split systems, Cool Breeze Aircon is reliable.', {
        name: 'Cool Breeze Aircon Services',
      }),
    ).toBe(true)
  })

  it('counts an alias as the business', () => {
    expect(
      mentionsBusiness('HD Clinic is well reviewed.', {
        name: 'Harbour Dental',
        aliases: ['HD Clinic'],
      }),
    ).toBe(true)
  })
})

describe('mentionsBusiness: a name written all in lower case (docs/decisions/0015)', () => {
  it('a name of everyday words written all in lower case is a phrase, not the business', () => {
    const pest = { name: 'Rapid Response Pest Control', service: 'pest control' }
    expect(
      mentionsBusiness('If you need a rapid response, many firms offer same-day visits.', pest),
    ).toBe(false)
    expect(mentionsBusiness('Rapid Response is quick for wasps.', pest)).toBe(true)
  })
})

describe('mentionsBusiness: a branch is the business', () => {
  const roof = { name: 'Lone Star Roofing', service: 'roofer' }

  it('the name followed by a place of the answer (a table place column, "in <place>") is a branch', () => {
    const table = `| Company | Location | Notes |
|---|---|---|
| **Lone Star Roofing Plano** | Plano | Hail damage |
| **Summit Roofing Frisco** | Frisco | Shingles |`
    expect(mentionsBusiness(table, roof)).toBe(true)
    expect(extractCompetitors(table, roof)).toEqual(['Summit Roofing Frisco'])
    const list = 'Indian restaurants in Edinburgh:\n1. **Dishoom Edinburgh** – bacon naan.'
    expect(mentionsBusiness(list, { name: 'Dishoom' })).toBe(true)
    expect(extractCompetitors(list, { name: 'Dishoom' })).toEqual([])
  })

  it('the name followed by a word that is no place of the answer, or by a trade word, is another business', () => {
    expect(mentionsBusiness('1. **Lone Star Roofing Plano** – hail repairs', roof)).toBe(false)
    expect(
      mentionsBusiness('Dentists in Harbour Dental Group clinics: **Harbour Dental Group**.', {
        name: 'Harbour Dental',
      }),
    ).toBe(false)
  })
})

describe('mentionsBusiness: a short form that is a place', () => {
  it('"the Kauri Coast" and "Lake Wanaka" are places; the full names and trade short forms count', () => {
    const builders = { name: 'Kauri Coast Builders', service: 'builder' }
    expect(mentionsBusiness('Homes around the wider Kauri Coast sell fast.', builders)).toBe(false)
    expect(mentionsBusiness('Kauri Coast Builders is based in Dargaville.', builders)).toBe(true)
    const lodge = { name: 'Lake Wanaka Lodge', service: 'hotel' }
    expect(mentionsBusiness('Edgewater is on the shore of Lake Wanaka.', lodge)).toBe(false)
    expect(mentionsBusiness('Lake Wanaka Lodge has lake views.', lodge)).toBe(true)
    expect(
      mentionsBusiness('Harbour Dental is open late.', { name: 'Harbour Dental Clinic' }),
    ).toBe(true)
  })
})

describe('mentionsBusiness: a place-shaped short form used as a name', () => {
  it('"Ledger Lane is…" names "Ledger Lane Bookkeeping"; "down the Ledger Lane" does not', () => {
    const books = { name: 'Ledger Lane Bookkeeping', service: 'bookkeeper' }
    expect(mentionsBusiness('For Xero work, Ledger Lane is quick and friendly.', books)).toBe(true)
    expect(mentionsBusiness('Bookkeepers in Auckland\n\nLedger Lane is quick.', books)).toBe(true)
    expect(mentionsBusiness('The office is down the Ledger Lane near the river.', books)).toBe(
      false,
    )
  })
})
