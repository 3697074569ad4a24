import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseBusinessFacts } from './facts'

/** A real-shaped page from test/pages. */
const page = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../test/pages', name), 'utf8')

describe('parseBusinessFacts', () => {
  it("reads a WordPress (Yoast) @graph: the Dentist node's facts, hours from its specification, services from its catalogue", () => {
    expect(parseBusinessFacts(page('wordpress-yoast-dentist.html'))).toEqual({
      facts: {
        telephone: '+61 2 9555 0123',
        address: {
          streetAddress: 'Level 2, 12 Harbour Street',
          addressLocality: 'Sydney',
          addressRegion: 'NSW',
          postalCode: '2000',
          addressCountry: 'AU',
        },
        openingHours: ['Mo,Tu,We,Th,Fr 08:00-18:00', 'Sa 09:00-13:00'],
        email: 'hello@harbourdental.com.au',
        priceRange: '$$',
        foundingDate: '1998-03-01',
        services: ['Check-ups and cleans', 'Dental implants', 'Invisalign'],
      },
      // The business's own sameAs, web addresses only (not the Organization's, not javascript:).
      profiles: [
        'https://www.healthengine.com.au/dentist/nsw/sydney/harbour-dental',
        'https://www.google.com/maps?cid=1234567890',
      ],
    })
  })

  it('reads microdata: the address, the phone as written, each openingHours datetime', () => {
    expect(parseBusinessFacts(page('microdata-plumber.html'))).toEqual({
      facts: {
        telephone: '0113 496 0321',
        address: {
          streetAddress: '41 Abbey Road',
          addressLocality: 'Leeds',
          postalCode: 'LS5 3HP',
          addressCountry: 'GB',
        },
        openingHours: ['Mo-Fr 07:30-17:30', 'Sa 08:00-12:00'],
        priceRange: '££',
      },
      profiles: ['https://www.checkatrade.com/trades/kirkstallplumbing'],
    })
  })

  it("takes the phone and email of a contact page's links when it has no structured data", () => {
    expect(parseBusinessFacts(page('contact-no-structured-data.html'))).toEqual({
      facts: { telephone: '09 376 4411', email: 'kiaora@ponsonbyphysio.co.nz' },
      profiles: [],
    })
  })

  it('leaves out what the schema refuses and never throws on broken markup', () => {
    const html = `<script type="application/ld+json">{"@type":"Bakery","telephone":"call us",
      "openingHours":["Mo-Fr 7-15","Sa 07:00-12:00"],"foundingDate":"a long time ago","email":"nope"}</script>
      <script type="application/ld+json">{ broken</script><div itemscope itemtype="x"><span itemprop=`
    expect(parseBusinessFacts(html)).toEqual({
      facts: { openingHours: ['Sa 07:00-12:00'] },
      profiles: [],
    })
    expect(parseBusinessFacts('')).toEqual({ facts: {}, profiles: [] })
  })
})
