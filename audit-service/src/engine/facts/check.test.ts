import { describe, expect, it } from 'vitest'
import type { BusinessFacts } from '@aivis/contract'
import { checkAnswerFacts, type FactCheckBusiness } from './check'
import { businessWeek, findHours, judgeHours } from './hours'
import { judgeAddress } from './address'

const NOW = new Date('2026-11-20T12:00:00Z')

const business = (
  over: Partial<FactCheckBusiness> & { facts: BusinessFacts },
): FactCheckBusiness => ({
  name: 'Harbour Dental',
  website: 'https://www.harbourdental.com.au/',
  location: 'Sydney',
  service: 'dentist',
  ...over,
})

const harbour = business({
  facts: {
    telephone: '+61 2 9555 0123',
    address: {
      streetAddress: '12 Harbour Street',
      addressLocality: 'Sydney',
      addressRegion: 'NSW',
      postalCode: '2000',
      addressCountry: 'AU',
    },
    openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00'],
    email: 'hello@harbourdental.com.au',
    priceRange: '$$',
    foundingDate: '1998',
    services: ['General dentistry', 'Dental implants'],
    status: 'open',
  },
})

const wrong = (facts: ReturnType<typeof checkAnswerFacts>) =>
  facts.filter((f) => f.verdict === 'wrong').map((f) => [f.kind, f.stated])

describe('checkAnswerFacts: the business’s own facts in other formats agree', () => {
  it('national and international phones, St for Street, 12-hour clocks, closed days, the same site', () => {
    const facts = checkAnswerFacts(
      [
        '**Harbour Dental** is a family practice in Sydney, operating since 1998.',
        '',
        '- **Address:** 12 Harbour St, Sydney NSW 2000',
        '- **Phone:** (02) 9555 0123',
        '- **Website:** harbourdental.com.au',
        '- **Email:** Hello@HarbourDental.com.au',
        '- **Hours:** Mon–Fri 8am–6pm, Sat 9am–noon; closed on Sundays',
        '- Prices are affordable ($$).',
      ].join('\n'),
      harbour,
      { question: 'business', now: NOW },
    )
    expect(wrong(facts)).toEqual([])
    expect(facts.map((f) => f.kind)).toEqual(
      expect.arrayContaining([
        'founded',
        'address',
        'telephone',
        'website',
        'email',
        'hours',
        'price',
      ]),
    )
    expect(facts.find((f) => f.kind === 'telephone')).toEqual({
      kind: 'telephone',
      stated: '(02) 9555 0123',
      verdict: 'correct',
    })
  })
})

describe('checkAnswerFacts: wrong facts, with the business’s own value', () => {
  it('a swapped phone digit, a Sunday opening, a moved street number, another site ending', () => {
    const facts = checkAnswerFacts(
      'Harbour Dental is at 21 Harbour Street, Sydney NSW 2000. Call (02) 9555 0132. It is open Sundays 10am–2pm. See harbourdental.com for bookings.',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(wrong(facts)).toEqual([
      ['address', '21 Harbour Street, Sydney NSW 2000'],
      ['telephone', '(02) 9555 0132'],
      ['hours', 'open Sundays 10am–2pm'],
      ['website', 'harbourdental.com'],
    ])
    expect(facts.find((f) => f.kind === 'telephone')?.expected).toBe('+61 2 9555 0123')
    expect(facts.find((f) => f.kind === 'hours')?.expected).toBe(
      'Mo-Fr 08:00-18:00; Sa 09:00-12:00',
    )
  })

  it('"permanently closed" said of this open business is a wrong status', () => {
    const facts = checkAnswerFacts(
      'According to Google Maps, Harbour Dental is permanently closed.',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(facts).toEqual([
      { kind: 'status', stated: 'permanently closed', verdict: 'wrong', expected: 'open' },
    ])
  })

  it('a namesake’s details given as this business’s are this business’s, and wrong', () => {
    const facts = checkAnswerFacts(
      '**Harbour Dental**\n* **Address:** 45 Collins St, Melbourne VIC 3000\n* **Phone:** (03) 9650 1234',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(wrong(facts).map(([k]) => k)).toEqual(['address', 'telephone'])
  })

  it('a span of years that does not hold on the audit day', () => {
    const facts = checkAnswerFacts(
      'Harbour Dental has been serving Sydney for over 30 years.',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(wrong(facts)).toEqual([['founded', 'for over 30 years']])
  })
})

describe('checkAnswerFacts: what is not this business’s fact', () => {
  it('a closure only supposed, another business’s closure, a namesake told apart', () => {
    const facts = checkAnswerFacts(
      [
        'Harbour Dental is a dental practice in Sydney.',
        '',
        "It's worth checking it hasn't closed before you go.",
        '',
        'There is also a Harbour Dental in Melbourne, at 45 Collins St, which closed down in 2023.',
      ].join('\n'),
      harbour,
      { question: 'business', now: NOW },
    )
    expect(facts).toEqual([])
  })

  it('in a discovery answer, competitors’ phones, hours and closures are theirs', () => {
    const facts = checkAnswerFacts(
      [
        'Here are some well-reviewed dentists in Sydney:',
        '',
        '1. **Bondi Smiles** – 80 Campbell Parade, Bondi Beach. Open 7 days, 7am–9pm. Phone (02) 9130 4455.',
        '2. **Harbour Dental** – 12 Harbour St. Phone (02) 9555 0123.',
        '3. **City Teeth** – has permanently closed, so skip older reviews.',
      ].join('\n'),
      harbour,
      { question: 'market', now: NOW },
    )
    expect(wrong(facts)).toEqual([])
    expect(facts.map((f) => f.stated)).toEqual(['12 Harbour St', '(02) 9555 0123'])
  })

  it('an answer with no facts yields none, and an empty answer none', () => {
    expect(
      checkAnswerFacts("I don't have reliable details about Harbour Dental.", harbour, {
        question: 'business',
        now: NOW,
      }),
    ).toEqual([])
    expect(checkAnswerFacts('', harbour, { question: 'business', now: NOW })).toEqual([])
  })

  it('facts the business did not give are unverifiable, never wrong', () => {
    const facts = checkAnswerFacts(
      'Harbour Dental: call (02) 9555 0999, open Mon–Fri 7am–7pm.',
      business({ facts: {} }),
      { question: 'business', country: 'AU', now: NOW },
    )
    expect(facts.map((f) => f.verdict)).toEqual(['unverifiable', 'unverifiable'])
  })
})

describe('hours: the grammar of opening hours in many styles', () => {
  const week = businessWeek(['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00,13:00-16:00'])!
  const read = (text: string) =>
    findHours(text).map((s) => [text.slice(s.start, s.end), judgeHours(s, week)])

  it('reads the business’s lines with the opening_hours library; a missing day is closed', () => {
    expect(week[0]).toEqual([[480, 1080]])
    expect(week[5]).toEqual([
      [540, 720],
      [780, 960],
    ])
    expect(week[6]).toEqual([])
  })

  it.each([
    ['Monday to Friday, 8am–6pm', 'correct'],
    ['Mon–Fri 8:00–18:00', 'correct'],
    ['lun–ven 8h–18h', 'correct'],
    ['Mo-Fr 8-18 Uhr', 'correct'],
    ['Monday – Friday: 8:00 AM – 5:30 PM', 'wrong'],
    ['Sat 9:00–12:00 and 13:00–16:00', 'correct'],
    ['Sunday: Closed', 'correct'],
    ['closed on Saturdays', 'wrong'],
    ['Open 7 days', 'wrong'],
    ['Open weekdays from 8:10am', 'correct'],
    ['open weekdays until 7 PM', 'wrong'],
    ['pon.–pt. 8:00–18:00', 'correct'],
    ['mån–fre 08.00–18.00', 'correct'],
  ])('%s → %s', (text, verdict) => {
    expect(read(text)).toEqual([[expect.any(String), verdict]])
  })

  it('does not read times without days, or an ordering condition, as opening hours', () => {
    expect(findHours('Orders need 24 hours notice; delivery in 2-3 days.')).toEqual([])
    expect(findHours('Prices from $80 to $120.')).toEqual([])
  })
})

describe('address: formats that agree, and those that contradict', () => {
  const address = {
    streetAddress: 'ul. Marszałkowska 10',
    addressLocality: 'Warsaw',
    postalCode: '00-590',
    addressCountry: 'PL',
  }
  it.each([
    ['ul. Marszałkowska 10, 00-590 Warszawa', 'correct'],
    ['Marszałkowska 10', 'correct'],
    ['ul. Marszałkowska 101, 00-590 Warszawa', 'wrong'],
    ['ul. Marszałkowska 10, 30-001 Kraków', 'wrong'],
  ])('%s → %s', (stated, verdict) => {
    expect(judgeAddress(stated, address, 'Warsaw')).toBe(verdict)
  })

  it('reads region names as their codes (country-region-data)', () => {
    const sydney = {
      streetAddress: '12 Harbour Street',
      addressLocality: 'Sydney',
      addressRegion: 'NSW',
      addressCountry: 'AU',
    }
    expect(judgeAddress('12 Harbour St, Sydney, New South Wales', sydney, 'Sydney')).toBe('correct')
    expect(judgeAddress('12 Harbour St, Sydney, Queensland', sydney, 'Sydney')).toBe('wrong')
  })
})

describe('checkAnswerFacts: tables, local day names, exceptions, denied words, other scripts', () => {
  const cz = business({
    name: 'Veterinární klinika Lesná',
    website: null,
    location: 'Brno',
    facts: {
      telephone: '+420 545 221 718',
      address: {
        streetAddress: 'Halasovo náměstí 7',
        addressLocality: 'Brno',
        postalCode: '638 00',
        addressCountry: 'CZ',
      },
      openingHours: ['Mo-Fr 08:00-19:00', 'Sa-Su 09:00-12:00'],
      priceRange: '$$$',
      status: 'open',
    },
  })

  it('reads Czech "So" as Saturday for a Czech business (the region’s language first)', () => {
    const facts = checkAnswerFacts(
      'Veterinární klinika Lesná: Po–Pá 8:00–19:00, So–Ne 9:00–12:00.',
      cz,
      { question: 'business', country: 'CZ', now: NOW },
    )
    expect(facts.filter((f) => f.kind === 'hours').map((f) => f.verdict)).toEqual([
      'correct',
      'correct',
    ])
  })

  it('a table row is about what it names; another entry’s details are its own', () => {
    const facts = checkAnswerFacts(
      [
        '| Clinic | Phone | Hours |',
        '|---|---|---|',
        '| Veterinární klinika Lesná | 545 221 718 | Po–Pá 8:00–19:00 |',
        '| Veterinární ordinace Žabovřesky | 541 213 660 | Po–Pá 9:00–18:00 |',
      ].join('\n'),
      cz,
      { question: 'market', country: 'CZ', now: NOW },
    )
    expect(wrong(facts)).toEqual([])
    expect(facts.map((f) => f.stated)).toEqual(['545 221 718', 'Po–Pá 8:00–19:00'])
  })

  it('an exception in brackets is judged on its own days', () => {
    const facts = checkAnswerFacts(
      'Hours: Monday to Friday 8:00–19:00 (Saturdays 9:00–12:00).',
      cz,
      { question: 'business', country: 'CZ', now: NOW },
    )
    expect(wrong(facts)).toEqual([])
  })

  it('a denied price word says the other band; a closure in Korean script is a closure', () => {
    expect(
      wrong(checkAnswerFacts("It isn't cheap.", cz, { question: 'business', now: NOW })),
    ).toEqual([])
    expect(
      wrong(
        checkAnswerFacts('Naver Map marks Veterinární klinika Lesná as 폐업.', cz, {
          question: 'business',
          now: NOW,
        }),
      ),
    ).toEqual([['status', '폐업']])
  })
})

describe('checkAnswerFacts: websites', () => {
  it('a domain sharing only the trade word is not the business’s site; its own ending is', () => {
    const darling = business({
      name: 'Darling Dental',
      website: 'https://darlingdental.com.au',
      facts: { status: 'open' },
    })
    const facts = checkAnswerFacts(
      'Darling Dental is a family practice ([nguyenandthompsondental.com.au](https://nguyenandthompsondental.com.au)). Book at darlingdental.com.',
      darling,
      { question: 'business', country: 'AU', now: NOW },
    )
    expect(facts.filter((f) => f.kind === 'website').map((f) => [f.stated, f.verdict])).toEqual([
      ['darlingdental.com', 'wrong'],
    ])
  })
})

/** A business in another country: its facts, with Sydney's harbour for the rest. */
const abroad = (name: string, location: string, facts: BusinessFacts) =>
  business({ name, location, website: null, facts })

/** The facts of `answer` about `b`, in `country` when given. */
const check = (
  answer: string,
  b: FactCheckBusiness,
  question: 'business' | 'market' = 'business',
  country?: string,
) => checkAnswerFacts(answer, b, { question, now: NOW, ...(country ? { country } : {}) })

/** The address facts of `answer` about `b`: `[stated, verdict]` each. */
const addresses = (answer: string, b: FactCheckBusiness) =>
  check(answer, b)
    .filter((f) => f.kind === 'address')
    .map((f) => [f.stated, f.verdict])

describe('checkAnswerFacts: local formats read with the field’s data', () => {
  it('reads a street type abbreviated as the country writes it (OpenCage abbreviations), or left out', () => {
    const address = {
      streetAddress: 'Strada Castelului 88',
      addressLocality: 'Brașov',
      postalCode: '500014',
      addressCountry: 'RO',
    }
    expect(judgeAddress('Str. Castelului nr. 88, Brașov 500014', address, 'Brașov')).toBe('correct')
    expect(judgeAddress('Calea Castelului 88, Brașov', address, 'Brașov')).toBe('correct')
    expect(judgeAddress('Str. Castelului nr. 18, Brașov', address, 'Brașov')).toBe('wrong')
    expect(
      judgeAddress(
        'Jl. Teuku Umar No. 88, Denpasar',
        {
          streetAddress: 'Jalan Teuku Umar No. 88',
          addressLocality: 'Denpasar',
          addressCountry: 'ID',
        },
        'Denpasar',
      ),
    ).toBe('correct')
    // A direction is not a street's kind: "Sur" for "Nte." is another address.
    expect(
      judgeAddress(
        'Av. Pino Suárez 1040 Sur, Monterrey',
        {
          streetAddress: 'Av. Pino Suárez 1040 Nte.',
          addressLocality: 'Monterrey',
          addressCountry: 'MX',
        },
        'Monterrey',
      ),
    ).toBe('wrong')
  })

  it('reads amounts in the country’s own currency signs and digit groups (CLDR through Intl)', () => {
    const shop = (country: string, priceRange: string) =>
      abroad('Kovács Borbély', 'Budapest', { priceRange, address: { addressCountry: country } })
    const prices = (answer: string, b: FactCheckBusiness) =>
      checkAnswerFacts(answer, b, { question: 'business', now: NOW })
        .filter((f) => f.kind === 'price')
        .map((f) => [f.stated, f.verdict])
    expect(
      prices('Kovács Borbély: a haircut from 5 000 Ft.', shop('HU', '6 000-12 000 Ft')),
    ).toEqual([['5 000 Ft', 'wrong']])
    expect(prices('Kovács Borbély: day rates of ৳4,500.', shop('BD', '৳4,000-৳9,000'))).toEqual([
      ['৳4,500', 'correct'],
    ])
    expect(prices('Kovács Borbély charges S/ 120 per class.', shop('PE', 'S/ 150-S/ 280'))).toEqual(
      [['S/ 120', 'wrong']],
    )
    expect(
      prices('Kovács Borbély: about Rs. 12,000 a month.', shop('PK', 'PKR 15,000-PKR 30,000')),
    ).toEqual([['Rs. 12,000', 'wrong']])
  })

  it('reads a span of years said of the business, and a bold founding year', () => {
    const founded = (answer: string) =>
      checkAnswerFacts(answer, harbour, { question: 'business', now: NOW })
        .filter((f) => f.kind === 'founded')
        .map((f) => [f.stated, f.verdict])
    expect(founded('Harbour Dental has served Sydney for over 40 years.')).toEqual([
      ['for over 40 years', 'wrong'],
    ])
    expect(founded('- Family practice founded in **1998**')).toEqual([['1998', 'correct']])
    expect(founded('- In practice since 2009.')).toEqual([['since 2009', 'wrong']])
    // A warranty's years and a change of owners are not the business's age.
    expect(founded('Harbour Dental gives implants a warranty for 10 years.')).toEqual([])
    expect(founded('Harbour Dental has been under new owners since 2019.')).toEqual([])
  })

  it('reads "9 in the morning until 7 in the evening", and leaves other businesses’ hours in a clause', () => {
    const hours = (answer: string) =>
      checkAnswerFacts(answer, harbour, { question: 'business', now: NOW })
        .filter((f) => f.kind === 'hours')
        .map((f) => [f.stated, f.verdict])
    expect(
      hours('They open Monday to Friday from 8 in the morning until 7 in the evening.'),
    ).toEqual([['open Monday to Friday from 8 in the morning until 7 in the evening', 'wrong']])
    expect(
      hours(
        'Hours are Monday to Friday 8:00–18:00; in summer several clinics nearby also open on Sundays.',
      ),
    ).toEqual([['Monday to Friday 8:00–18:00', 'correct']])
  })

  it('reads a move from one place to another: the move and where to', () => {
    const facts = checkAnswerFacts(
      'I understand Harbour Dental has moved from Harbour Street to Bondi Junction, so check first.',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(wrong(facts)).toEqual([
      ['status', 'has moved'],
      ['address', 'Bondi Junction'],
    ])
  })

  it('reads local labels ("Tel.:", "Tél. :") and one-word section titles as labels, not businesses', () => {
    const facts = checkAnswerFacts(
      [
        '**Harbour Dental** – Sydney',
        '',
        '- **Tel.:** 02 9555 0124',
        '',
        '**Öffnungszeiten**',
        '',
        '| Tag | Zeit |',
        '|---|---|',
        '| Sa | 09:00–14:00 |',
      ].join('\n'),
      harbour,
      { question: 'business', now: NOW },
    )
    expect(wrong(facts)).toEqual([
      ['telephone', '02 9555 0124'],
      ['hours', 'Sa | 09:00–14:00'],
    ])
  })

  it('goes back to the business in a new paragraph after a competitor, not after a namesake', () => {
    const kinds = (answer: string) =>
      wrong(checkAnswerFacts(answer, harbour, { question: 'business', now: NOW }))
    expect(
      kinds(
        'Harbour Dental is in Sydney. You could also try alternatives such as Bondi Smiles.\n\nIf you call them, the number is (02) 9555 0999.',
      ),
    ).toEqual([['telephone', '(02) 9555 0999']])
    expect(
      kinds(
        'Harbour Dental is in Sydney. There is also a Harbour Dental in Melbourne, a separate practice.\n\nIts number is (03) 9555 0999.',
      ),
    ).toEqual([])
  })
})

describe('checkAnswerFacts: other scripts, other entries, other day names', () => {
  it('reads an address in the country’s script against its romanised form (any-ascii)', () => {
    const address = {
      streetAddress: 'bul. Maritsa 122',
      addressLocality: 'Plovdiv',
      postalCode: '4002',
      addressCountry: 'BG',
    }
    expect(judgeAddress('бул. „Марица“ 122, 4002 Пловдив', address, 'Plovdiv')).toBe('correct')
    expect(judgeAddress('бул. „Марица“ 12, 4002 Пловдив', address, 'Plovdiv')).toBe('wrong')
  })

  it('leaves out a building and its floor, and reads "Section" for "Sec."', () => {
    expect(
      judgeAddress(
        'Av. Amazonas N34-183, Edificio Torre Sol, piso 4, Quito',
        { streetAddress: 'Av. Amazonas N34-183', addressLocality: 'Quito', addressCountry: 'EC' },
        'Quito',
      ),
    ).toBe('correct')
    expect(
      judgeAddress(
        'No. 7, Lane 31, Section 2, Jinshan South Road, Taipei 106',
        {
          streetAddress: 'No. 7, Ln. 31, Sec. 2, Jinshan S. Rd.',
          addressLocality: 'Taipei City',
          postalCode: '106',
          addressCountry: 'TW',
        },
        'Taipei',
      ),
    ).toBe('correct')
  })

  it('never takes a namesake brought in by "a clinic called …" for the business, even closed', () => {
    const facts = checkAnswerFacts(
      [
        '**Harbour Dental** is at 12 Harbour St, Sydney.',
        '',
        '**Please note:** A clinic called "Harbour Dental Centre" in Newcastle has permanently closed. It is a different business.',
      ].join('\n'),
      harbour,
      { question: 'business', now: NOW },
    )
    expect(facts.filter((f) => f.kind === 'status')).toEqual([])
    const after = checkAnswerFacts(
      'Harbour Dental has permanently closed. It is a different business from Harbour Dental Centre.',
      harbour,
      { question: 'business', now: NOW },
    )
    // The sentence after says the one before was of another business.
    expect(after.filter((f) => f.kind === 'status')).toEqual([])
  })

  it('a postcode is not a phone; a short number is one only right after a phone label', () => {
    const facts = checkAnswerFacts(
      '- **Address:** 12 Harbour Street, 2000 Sydney\n- **Phone:** 9555 0123',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(facts.filter((f) => f.kind === 'telephone').map((f) => f.stated)).toEqual(['9555 0123'])
  })

  it('a bracketed own name makes the entry the business’s; the next bold entry is another', () => {
    const b = abroad('Padangų centras Ratas', 'Vilnius', {
      telephone: '+370 652 18 447',
      address: { addressCountry: 'LT' },
      openingHours: ['Mo-Fr 08:00-19:00', 'Sa 09:00-15:00'],
    })
    const facts = checkAnswerFacts(
      [
        'Tyre shops in Vilnius:',
        '',
        '* **Ratas Tyre Centre (Padangų centras Ratas)** – seasonal tyre changes.',
        '    * **Phone:** +370 652 18 474',
        '    * **Hours:** I–V 8–19, VI 9–16',
        '* **Padangų taškas** – chain service, +370 5 210 0400.',
      ].join('\n'),
      b,
      { question: 'market', now: NOW },
    )
    expect(wrong(facts)).toEqual([
      ['telephone', '+370 652 18 474'],
      ['hours', 'VI 9–16'],
    ])
  })

  it('reads "Daily" opening a line, and "closed" in Bulgarian and Slovenian', () => {
    const hours = (answer: string, country: string) =>
      findHours(answer, 0, country).map((h) => answer.slice(h.start, h.end))
    expect(hours('**Hours:** Daily, 7:30 a.m. – 4:00 p.m.', 'CR')).toEqual([
      'Daily, 7:30 a.m. – 4:00 p.m.',
    ])
    expect(hours('| Нд | почивен ден |', 'BG')).toEqual(['Нд | почивен'])
    expect(hours('Nedelja: zaprto', 'SI')).toEqual(['Nedelja: zaprto'])
  })
})

describe('checkAnswerFacts: who says it, and the same address twice', () => {
  it('a denial is the business’s only when it is the subject ("they", "the shop"), not "ministries"', () => {
    const b = business({ facts: { ...harbour.facts, services: ['Dental implants', 'Check-ups'] } })
    const denied = (answer: string) =>
      wrong(checkAnswerFacts(answer, b, { question: 'business', now: NOW })).filter(
        ([k]) => k === 'service',
      )
    expect(
      denied('Harbour Dental is in Sydney. Note that the practice does not do implants.'),
    ).toEqual([['service', 'does not do implants']])
    expect(
      denied('Harbour Dental is in Sydney. Most practices nearby generally don’t offer implants.'),
    ).toEqual([])
  })

  it('a family running the business since a year is its founding; a notation explained is not hours', () => {
    const facts = checkAnswerFacts(
      'Harbour Dental has been run by the same family since 2001. Listings use Mo, Tu, We … for Monday to Sunday ("closed" means shut).',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(facts.map((f) => [f.kind, f.stated, f.verdict])).toEqual([
      ['founded', 'since 2001', 'wrong'],
    ])
  })

  it('reads a street word of the country’s language after the name, a place with a street word, and the address again in brackets', () => {
    const b = abroad('Ziedu Studija', 'Rīga', {
      address: {
        streetAddress: 'Brīvības iela 68',
        addressLocality: 'Rīga',
        postalCode: 'LV-1011',
        addressCountry: 'LV',
      },
    })
    const addresses = (answer: string) =>
      checkAnswerFacts(answer, b, { question: 'business', now: NOW })
        .filter((f) => f.kind === 'address')
        .map((f) => [f.stated, f.verdict])
    expect(addresses('Ziedu Studija is a flower shop at Brīvības iela 68, Rīga, LV-1001.')).toEqual(
      [['Brīvības iela 68, Rīga, LV-1001', 'wrong']],
    )
    expect(addresses('Ziedu Studija is located at Origo, Stacijas laukums, Rīga.')).toEqual([])
    expect(addresses('Ziedu Studija is located at Plaza Origo, Av. Stacijas, Rīga.')).toEqual([
      ['Plaza Origo, Av. Stacijas, Rīga', 'wrong'],
    ])
    expect(addresses('- **Address:** Brīvības iela 68, Rīga (in Cyrillic: Бривибас 86)')).toEqual([
      ['Brīvības iela 68, Rīga', 'correct'],
      ['Бривибас 86', 'wrong'],
    ])
  })

  it('reads a listing’s own short day names of the country’s language ("Sv" for Svētdiena)', () => {
    expect(findHours('- Sv 10:00–15:00', 0, 'LV').map((h) => h.days)).toEqual([[6]])
  })
})

describe('checkAnswerFacts: split days, whole weeks, other currencies, translated streets', () => {
  it('compares a split day span by span, one meal of two as that meal, and one span over a long break as wrong', () => {
    const week = businessWeek(['We-Su 12:00-15:30,18:30-22:30'])!
    const judge = (t: string) => findHours(t, 0, 'MT').map((h) => judgeHours(h, week))
    expect(judge('Wed–Sun 12:00–15:00 and 18:30–22:30')).toEqual(['wrong'])
    expect(judge('Wed–Sun 12:00–15:30 and 18:30–22:30')).toEqual(['correct'])
    expect(judge('Wed–Sun, lunch 12:00–15:30')).toEqual(['correct'])
    // Three hours shut between lunch and dinner: one span for the day leaves the closure out.
    expect(judge('Wed–Sun 12:00–22:30')).toEqual(['wrong'])
  })

  it('reads "Mo-Su 00:00-24:00" as every day all day, and an evening past midnight as its day’s', () => {
    const always = businessWeek(['Mo-Su 00:00-24:00'])!
    expect(always.every((d) => d.length === 1 && d[0][0] === 0 && d[0][1] === 1440)).toBe(true)
    expect(
      findHours('Reception: open 24 hours', 0, 'GT').map((h) => judgeHours(h, always)),
    ).toEqual(['correct'])
    expect(businessWeek(['Mo-Fr 18:00-02:00'])![1]).toEqual([[1080, 1440]])
  })

  it('leaves an amount in another currency than the owner’s range unverifiable', () => {
    const b = abroad('Posada San Vicente', 'Antigua', {
      priceRange: 'US$60-110',
      address: { addressCountry: 'GT' },
    })
    const prices = checkAnswerFacts('Posada San Vicente: rooms from about Q500 (≈ US$65).', b, {
      question: 'business',
      now: NOW,
    }).map((f) => [f.stated, f.verdict])
    expect(prices).toEqual([
      ['Q500', 'unverifiable'],
      ['US$65', 'correct'],
    ])
  })

  it('a street name translated is the same address when its numbers are the business’s; a wrong district beside the right street is not', () => {
    const malta = {
      streetAddress: '45, Triq il-Kostituzzjoni',
      addressLocality: 'Mosta',
      postalCode: 'MST 9051',
      addressCountry: 'MT',
    }
    expect(judgeAddress('45, Constitution Street, Mosta', malta, 'Mosta')).toBe('correct')
    expect(judgeAddress('54, Constitution Street, Mosta', malta, 'Mosta')).toBe('wrong')
    const curitiba = {
      streetAddress: 'Rua Mateus Leme, 2890 - São Francisco',
      addressLocality: 'Curitiba',
      addressCountry: 'BR',
    }
    expect(
      judgeAddress('Rua Mateus Leme, 2890 – Centro Cívico, Curitiba', curitiba, 'Curitiba'),
    ).toBe('wrong')
  })

  it('reads an acronym of the business’s words ("BKK1") and a closure in Arabic with its marks', () => {
    expect(
      judgeAddress(
        'No. 45, St. 278, BKK1, Phnom Penh',
        {
          streetAddress: '#45, Street 278, Sangkat Boeung Keng Kang 1',
          addressLocality: 'Phnom Penh',
          addressCountry: 'KH',
        },
        'Phnom Penh',
      ),
    ).toBe('correct')
    const facts = checkAnswerFacts('Harbour Dental: Google Maps shows “مغلق نهائيًا”.', harbour, {
      question: 'business',
      now: NOW,
    })
    expect(wrong(facts)).toEqual([['status', 'مغلق نهائيًا']])
  })

  it('leaves a trade’s hours in general to the trade ("Pharmacies in Malta take turns to open on Sundays")', () => {
    const facts = checkAnswerFacts(
      'Harbour Dental is open Mon–Fri 8am–6pm. Pharmacies in Sydney take turns to open on Sundays.',
      harbour,
      { question: 'business', now: NOW },
    )
    expect(wrong(facts)).toEqual([])
  })
})

describe('checkAnswerFacts: postal labels, floors of a building, apposition, holidays, closures in Cyrillic', () => {
  it('reads "PC 133" as a postcode label and "Avda." as an abbreviation, not a sentence end', () => {
    expect(
      judgeAddress(
        'Shop 3, Building 1468, Way 3019, Al Khuwair, PC 133, Muscat',
        {
          streetAddress: 'Shop 3, Building 1468, Way 3019',
          addressLocality: 'Al Khuwair',
          addressRegion: 'Muscat',
          postalCode: '133',
          addressCountry: 'OM',
        },
        'Muscat',
      ),
    ).toBe('correct')
    const b = abroad('Veterinaria Patitas', 'Encarnación', {
      address: {
        streetAddress: 'Avda. Irrazábal 1456',
        addressLocality: 'Encarnación',
        addressCountry: 'PY',
      },
    })
    const facts = checkAnswerFacts('- **Address:** Avda. Irrazábal 1546, Encarnación', b, {
      question: 'business',
      now: NOW,
    })
    expect(wrong(facts)).toEqual([['address', 'Avda. Irrazábal 1546, Encarnación']])
  })

  it('reads "located on the 1st floor of the … Building, X Street" and ", on X Street" as addresses', () => {
    const addresses = (answer: string, question: 'business' | 'market') =>
      checkAnswerFacts(answer, harbour, { question, now: NOW })
        .filter((f) => f.kind === 'address')
        .map((f) => [f.stated, f.verdict])
    expect(
      addresses(
        'Harbour Dental is located on the 1st floor of the Quay Building, George Street, The Rocks.',
        'business',
      ),
    ).toEqual([['the 1st floor of the Quay Building, George Street, The Rocks', 'wrong']])
    expect(
      addresses('**Harbour Dental**, on George Street, is a family practice.', 'market'),
    ).toEqual([['George Street', 'wrong']])
  })

  it('reads "Sun & public holidays 9:00 am–12:00 pm" as Sunday’s hours, and a closure in Russian', () => {
    const week = businessWeek(['Mo-Fr 08:00-19:00', 'Su 09:00-13:00'])!
    expect(
      findHours('Sun & public holidays 9:00 am–12:00 pm', 0, 'MU').map((h) => [
        h.days,
        judgeHours(h, week),
      ]),
    ).toEqual([[[6], 'wrong']])
    const facts = checkAnswerFacts(
      'On 2GIS, Harbour Dental is marked «Больше не работает».',
      harbour,
      {
        question: 'business',
        now: NOW,
      },
    )
    expect(wrong(facts)).toEqual([['status', 'Больше не работает']])
  })
})

describe('checkAnswerFacts: money, closures and addresses of more countries', () => {
  it('reads an amount in the currency’s own name ("lekë", "so\'m") and a short sign’s plural ("Ks")', () => {
    const shop = (country: string, priceRange: string) =>
      abroad('Optika Drita', 'Durrës', { priceRange, address: { addressCountry: country } })
    expect(
      wrong(check('Frames start from 500 lekë.', shop('AL', 'ALL 2,000-30,000'), 'business', 'AL')),
    ).toEqual([['price', '500 lekë']])
    expect(
      wrong(
        check("A check-up costs 40 000 so'm.", shop('UZ', 'from 60 000 UZS'), 'business', 'UZ'),
      ),
    ).toEqual([['price', "40 000 so'm"]])
    expect(
      wrong(check('Tea costs about 900 Ks.', shop('MM', 'MMK 2,000-5,000'), 'business', 'MM')),
    ).toEqual([['price', '900 Ks']])
    expect(
      wrong(
        check('A check-up costs 3,000 lekë.', shop('AL', 'ALL 2,000-30,000'), 'business', 'AL'),
      ),
    ).toEqual([])
  })

  it('reads a bare "$" as the country’s own dollar, so it is not compared with a range in US dollars', () => {
    const cruise = abroad('Pelican Cruises', 'Bridgetown', {
      priceRange: 'US$80-US$120',
      address: { addressCountry: 'BB' },
    })
    const prices = (answer: string) =>
      check(answer, cruise, 'business', 'BB')
        .filter((f) => f.kind === 'price')
        .map((f) => [f.stated, f.verdict])
    expect(prices('Trips cost about $210.')).toEqual([['$210', 'unverifiable']])
    expect(prices('Trips cost about US$210.')).toEqual([['US$210', 'wrong']])
    expect(prices('Trips cost about US$95.')).toEqual([['US$95', 'correct']])
  })

  it('reads a map listing’s "Permanently closed" in the languages it is shown in', () => {
    for (const label of [
      'Mbyllur përgjithmonë',
      'Trajno zatvoreno',
      'Kalıcı olarak kapandı',
      'Đã đóng cửa vĩnh viễn',
      'Trvale zavřeno',
    ])
      expect(wrong(check(`Google Maps shows Harbour Dental as "${label}".`, harbour))).toEqual([
        ['status', label],
      ])
    // The same words inside a longer word are not the label.
    expect(wrong(check('Harbour Dental: Trajno zatvorenost ulaza.', harbour))).toEqual([])
  })

  it('reads "open and operating as usual" as open', () => {
    const cafe = business({ facts: { ...harbour.facts, status: 'temporarily closed' } })
    expect(wrong(check('It is open and operating as usual.', cafe))).toEqual([
      ['status', 'open and operating as usual'],
    ])
  })

  it('reads a denial after a label and with more verbs, only when the business says no', () => {
    expect(
      wrong(check('- **Implants:** dental implants are not offered; they refer out.', harbour)),
    ).toEqual([['service', 'dental implants are not offered']])
    expect(wrong(check('Note that the practice does not give dental implants.', harbour))).toEqual([
      ['service', 'does not give dental implants'],
    ])
    expect(wrong(check('Most public clinics do not give dental implants.', harbour))).toEqual([])
  })

  it('reads lower-case street words and joining words, a date is no address, and the km marker is one number', () => {
    const wine = abroad('Crama Nord', 'Chișinău', {
      address: {
        streetAddress: 'str. Mihai Eminescu 12',
        addressLocality: 'Chișinău',
        addressCountry: 'MD',
      },
    })
    expect(
      addresses('It is a wine shop at bd. Ștefan cel Mare și Sfânt 80, near the park.', wine),
    ).toEqual([['bd. Ștefan cel Mare și Sfânt 80', 'wrong']])
    const tours = abroad('Ipak Tours', 'Bukhara', {
      address: {
        streetAddress: "Naqshband ko'chasi 18",
        addressLocality: 'Bukhara',
        addressCountry: 'UZ',
      },
    })
    expect(addresses('Its office is at Mustaqillik maydoni 7, Tashkent.', tours)).toEqual([
      ['Mustaqillik maydoni 7, Tashkent', 'wrong'],
    ])
    expect(addresses('Hours change for Independence Day on 28 November.', tours)).toEqual([])
    const garage = abroad('Taller Rojas', 'Cochabamba', {
      address: {
        streetAddress: 'Av. Blanco Galindo Km 3.5',
        addressLocality: 'Cochabamba',
        addressCountry: 'BO',
      },
    })
    expect(
      addresses('The garage is on Av. Blanco Galindo, Km 5, towards Quillacollo.', garage),
    ).toEqual([['Av. Blanco Galindo, Km 5', 'wrong']])
    expect(addresses('The garage is on Av. Blanco Galindo, Km 3,5.', garage)).toEqual([
      ['Av. Blanco Galindo, Km 3,5', 'correct'],
    ])
  })

  it('reads cross streets, a place after a label that starts with "The", and an address abbreviated in the middle', () => {
    const bakery = abroad('Panadería Sol', 'La Ceiba', {
      address: {
        streetAddress: 'Av. San Isidro, entre 8 y 9 Calle',
        addressLocality: 'La Ceiba',
        addressCountry: 'HN',
      },
    })
    expect(
      addresses('A bakery in La Ceiba, on Avenida San Isidro between 2nd and 3rd Calle.', bakery),
    ).toEqual([['Avenida San Isidro between 2nd and 3rd Calle', 'wrong']])
    const cruise = abroad('Pelican Cruises', 'Bridgetown', {
      address: {
        streetAddress: 'Shallow Draught Harbour',
        addressLocality: 'Bridgetown',
        addressCountry: 'BB',
      },
    })
    expect(
      addresses('* **Departs from:** The Boatyard, Bridgetown, by the bridge', cruise),
    ).toEqual([['The Boatyard, Bridgetown', 'wrong']])
    const optician = abroad('Optika Drita', 'Tirana', {
      address: {
        streetAddress: 'Bulevardi Zogu I, Nr. 52',
        addressLocality: 'Tiranë',
        addressCountry: 'AL',
      },
    })
    expect(addresses('- **Address:** Blv. Zogu I, Nr. 52, Tiranë', optician)).toEqual([
      ['Blv. Zogu I, Nr. 52, Tiranë', 'correct'],
    ])
  })

  it('reads an address in another script spelled one letter apart, and the street as its first named part', () => {
    const studio = abroad('Gorg Studio', 'Yerevan', {
      address: {
        streetAddress: 'Abovyan St 28',
        addressLocality: 'Yerevan',
        postalCode: '0001',
        addressCountry: 'AM',
      },
    })
    expect(judgeAddress('Աբովյան փ. 28, Երևան 0001', studio.facts.address!, 'Yerevan')).toBe(
      'correct',
    )
    expect(judgeAddress('Աբովյան փ. 82, Երևան 0001', studio.facts.address!, 'Yerevan')).toBe(
      'wrong',
    )
    const shop = {
      streetAddress: 'Peace Avenue 44, 1st khoroo, Sükhbaatar District',
      addressLocality: 'Ulaanbaatar',
      addressCountry: 'MN',
    }
    expect(
      judgeAddress('Энхтайваны өргөн чөлөө 44, 1-р хороо, Улаанбаатар', shop, 'Ulaanbaatar'),
    ).toBe('correct')
  })

  it('reads a district and town in brackets after a bold name, when the town is the business’s', () => {
    const bakery = abroad('Kuih Zah', 'Bandar Seri Begawan', {
      address: {
        streetAddress: 'Simpang 88, Kampong Kiulap',
        addressLocality: 'Bandar Seri Begawan',
        addressCountry: 'BN',
      },
    })
    const addresses = (answer: string) =>
      check(answer, bakery, 'market')
        .filter((f) => f.kind === 'address')
        .map((f) => [f.stated, f.verdict])
    expect(
      addresses('1. **Kuih Zah** (Kampong Gadong, Bandar Seri Begawan)\n   - Wedding orders'),
    ).toEqual([['Kampong Gadong, Bandar Seri Begawan', 'wrong']])
    expect(
      addresses('1. **Kuih Zah** (Kampong Kiulap, Bandar Seri Begawan)\n   - Wedding orders'),
    ).toEqual([['Kampong Kiulap, Bandar Seri Begawan', 'correct']])
    expect(addresses('1. **Kuih Zah** (Malay, Halal)\n   - Wedding orders')).toEqual([])
  })

  it('reads a day’s short form that begins its name ("Sh" for Shanba) and Russian day names, and a bracket after "closed"', () => {
    const week = businessWeek(['Mo-Sa 07:00-17:00', 'Su 08:00-13:00'])!
    expect(
      findHours('Du–Sh 07:00–17:00, Yakshanba 08:00–13:00', 0, 'UZ').map((h) => [
        h.days,
        judgeHours(h, week),
      ]),
    ).toEqual([
      [[0, 1, 2, 3, 4, 5], 'correct'],
      [[6], 'correct'],
    ])
    const six = businessWeek(['Mo-Sa 09:00-19:00'])!
    expect(
      findHours('Пн–Сб 9:00–19:00, Вс — выходной (Mon–Sat 9:00–19:00, closed Sunday)', 0, 'UZ').map(
        (h) => [h.days, judgeHours(h, six)],
      ),
    ).toEqual([
      [[0, 1, 2, 3, 4, 5], 'correct'],
      [[6], 'correct'],
      [[0, 1, 2, 3, 4, 5], 'correct'],
      [[6], 'correct'],
    ])
  })
})

describe('checkAnswerFacts: names in two languages, local trunk prefixes and other timetables', () => {
  it('reads an answer that bolds the name in English and brackets the owner’s own spelling', () => {
    const vet = abroad('Ветеринарная клиника «Доктор Вет»', 'Минск', {
      telephone: '+375 17 378-45-12',
      address: {
        streetAddress: 'ул. Сурганова, 47',
        addressLocality: 'Минск',
        addressCountry: 'BY',
      },
    })
    const facts = check(
      'Here is **Doctor Vet** (Ветеринарная клиника «Доктор Вет») in Minsk:\n\n* **Phone:** +375 17 378-45-12\n* **Mobile:** +375 29 111-22-33',
      vet,
      'business',
      'BY',
    )
    expect(facts.filter((f) => f.kind === 'telephone').map((f) => [f.stated, f.verdict])).toEqual([
      ['+375 17 378-45-12', 'correct'],
      ['+375 29 111-22-33', 'wrong'],
    ])
  })

  it('reads a trunk "0" the country’s plan does not have as the same number', () => {
    const bakery = abroad('Norzin Bakes', 'Thimphu', {
      telephone: '+975 2 334 210',
      address: { addressCountry: 'BT' },
    })
    const phones = (answer: string) =>
      check(answer, bakery, 'business', 'BT')
        .filter((f) => f.kind === 'telephone')
        .map((f) => [f.stated, f.verdict])
    expect(phones('**Phone:** 02-334210')).toEqual([['02-334210', 'correct']])
    expect(phones('**Phone:** 02-334201')).toEqual([['02-334201', 'wrong']])
  })

  it('reads day names of each language of the country, in Latin letters too, and its money signs', () => {
    const week = businessWeek(['Mo-Fr 06:00-23:00', 'Sa 08:00-22:00', 'Su 09:00-15:00'])!
    expect(
      findHours('* Pon–Pet: 06:00 – 23:00\n* Ned: zatvoreno', 0, 'ME').map((h) => [
        h.days,
        judgeHours(h, week),
      ]),
    ).toEqual([
      [[0, 1, 2, 3, 4], 'correct'],
      [[6], 'wrong'],
    ])
    const gym = abroad('Atlas Fitness', 'Oran', {
      priceRange: '3 000-5 000 DA',
      address: { addressCountry: 'DZ' },
    })
    expect(wrong(check('* Monthly subscription: 6 000 DA', gym, 'business', 'DZ'))).toEqual([
      ['price', '6 000 DA'],
    ])
  })

  it('leaves the times of something else than opening ("Women-only sessions:") unjudged', () => {
    const hours = (answer: string) =>
      check(answer, harbour)
        .filter((f) => f.kind === 'hours')
        .map((f) => [f.stated, f.verdict])
    expect(hours('* Women-only sessions: Tuesday and Thursday, 10am – 2pm')).toEqual([])
    expect(hours('* Kitchen: Monday to Friday, 11am – 3pm')).toEqual([])
    expect(
      hours('On weekdays it runs two sessions: 8am–12pm and 1–6pm, and it is closed on Saturdays.'),
    ).toEqual([['closed on Saturdays', 'wrong']])
  })

  it('reads a street with joining words, "operates from", areas named with their kind, and a landmark in brackets', () => {
    const pharmacy = abroad('Apoteka Zdravlje', 'Mostar', {
      address: {
        streetAddress: 'Kralja Tvrtka 7',
        addressLocality: 'Mostar',
        postalCode: '88000',
        addressCountry: 'BA',
      },
    })
    expect(addresses('It is located at Put od Mosta 12, 88000 Mostar.', pharmacy)).toEqual([
      ['Put od Mosta 12, 88000 Mostar', 'wrong'],
    ])
    const garage = abroad('Island Auto', 'Nassau', {
      address: {
        streetAddress: 'Carmichael Road',
        addressLocality: 'Nassau',
        addressCountry: 'BS',
      },
    })
    expect(
      addresses(
        'The garage operates from Queen Highway in Freeport, Grand Bahama, by the port.',
        garage,
      ),
    ).toEqual([['Queen Highway in Freeport, Grand Bahama', 'wrong']])
    const hotel = abroad('Mekong Hotel', 'Vientiane', {
      address: {
        streetAddress: 'Fa Ngum Road, Ban Mixay',
        addressLocality: 'Vientiane',
        addressRegion: 'Chanthabouly District',
        addressCountry: 'LA',
      },
    })
    expect(
      addresses(
        '- **Address:** Fa Ngum Road, Ban Mixay, Chanthabouly District, Vientiane Capital (near the park)',
        hotel,
      ),
    ).toEqual([['Fa Ngum Road, Ban Mixay, Chanthabouly District, Vientiane Capital', 'correct']])
    const bakery = abroad('El Baraka', 'Oran', {
      address: {
        streetAddress: "5 Boulevard de l'Émir Abdelkader",
        addressLocality: 'Oran',
        addressCountry: 'DZ',
      },
    })
    expect(
      addresses(
        "- **Address:** 5, Bd de l'Émir Abdelkader, Oran (near Place du 1er Novembre)",
        bakery,
      ),
    ).toEqual([["5, Bd de l'Émir Abdelkader, Oran", 'correct']])
  })

  it('reads a denial followed by a dash', () => {
    expect(
      wrong(check("They don't do dental implants — patients are referred out.", harbour)),
    ).toEqual([['service', "don't do dental implants"]])
  })
})

describe('checkAnswerFacts: whose move it is, and the same address in two languages', () => {
  it('reads a move only when the business is the one that moved', () => {
    expect(
      wrong(
        check(
          'Business has been brisk since many firms relocated from Melbourne to Sydney.',
          harbour,
        ),
      ),
    ).toEqual([])
    expect(
      wrong(check('I understand they’ve moved to Parramatta.', harbour)).map(([k]) => k),
    ).toEqual(['status', 'address'])
    expect(
      wrong(check('The practice has since moved to Parramatta.', harbour)).map(([k]) => k),
    ).toEqual(['status', 'address'])
  })

  it('reads a street in English with the local name in brackets as the local address', () => {
    const shop = abroad('Al-Shams Electrical', 'Atbara', {
      address: {
        streetAddress: 'Souq Atbara, Al-Sikka Hadid Street',
        addressLocality: 'Atbara',
        addressCountry: 'SD',
      },
    })
    const addresses = (answer: string) =>
      check(answer, shop)
        .filter((f) => f.kind === 'address')
        .map((f) => [f.stated, f.verdict])
    expect(addresses('The shop is on Railway Street (Sikka Hadid) in the main market.')).toEqual([
      ['Railway Street', 'correct'],
    ])
    expect(addresses('The shop is on Nile Street (Souq Shaabi) in the main market.')).toEqual([
      ['Nile Street', 'wrong'],
    ])
  })

  it('reads two transliterations of one name as the same word ("Khudzhandi", "Khujandi")', () => {
    const hotel = {
      streetAddress: 'kŭchai Kamoli Khujandi 37',
      addressLocality: 'Khujand',
      postalCode: '735700',
      addressCountry: 'TJ',
    }
    expect(judgeAddress('ул. Камоли Худжанди, 37, Худжанд 735700', hotel, 'Khujand')).toBe(
      'correct',
    )
    expect(judgeAddress('ул. Камоли Худжанди, 73, Худжанд 735700', hotel, 'Khujand')).toBe('wrong')
  })

  it('reads a sentence opening with "No" as a denial of a listed service', () => {
    const lodge = business({
      facts: { ...harbour.facts, services: ['Swimming pool', 'Restaurant'] },
    })
    expect(
      wrong(check('Rooms from $180. No pool, but the garden bar is pleasant.', lodge)),
    ).toEqual([['service', 'No pool']])
    expect(wrong(check('No booking needed for the restaurant.', lodge))).toEqual([])
  })
})

describe('checkAnswerFacts: labels, amounts and streets of French-speaking Africa', () => {
  it('reads a country’s new numbering plan as no move, and an amount beside a currency as no phone', () => {
    expect(
      wrong(
        check('Australia moved to eight-digit numbers in 1996, so old listings differ.', harbour),
      ),
    ).toEqual([])
    const hotel = abroad('Hôtel Océan', 'Nouakchott', {
      telephone: '+222 45 24 90 60',
      address: { addressCountry: 'MR' },
    })
    expect(
      check('* **Price:** approx. 3 000–4 500 MRU per night', hotel, 'business', 'MR').filter(
        (f) => f.kind === 'telephone',
      ),
    ).toEqual([])
  })

  it('reads "there’s also a pool" as a detail, not another business, and "Wi-Fi:" as a label', () => {
    const facts = check(
      '**Harbour Dental**\n\n* **Wi-Fi:** free\n* **Rooms:** three surgeries; there’s also a pool of hygienists\n* **Phone:** (02) 9555 0999',
      harbour,
    )
    expect(wrong(facts)).toEqual([['telephone', '(02) 9555 0999']])
    expect(
      wrong(
        check(
          'Harbour Dental is in Sydney. There is also a Harbour Dental in Melbourne, on (03) 9555 0999.',
          harbour,
        ),
      ),
    ).toEqual([])
  })

  it('reads "In business: over 20 years" as a founding fact', () => {
    expect(wrong(check('**In business:** over 30 years', harbour))).toEqual([
      ['founded', 'over 30 years'],
    ])
    expect(wrong(check('**In business:** over 25 years', harbour))).toEqual([])
  })

  it('reads streets led by "Avenue" or "Route de", a district after "in", and "gives its address as"', () => {
    const garage = abroad('Garage Sissoko', 'Bamako', {
      address: {
        streetAddress: 'Route de Koulikoro, Boulkassoumbougou',
        addressLocality: 'Bamako',
        addressCountry: 'ML',
      },
    })
    expect(
      addresses(
        'The garage is on the Route de Koulikoro in Djélibougou, towards Koulikoro.',
        garage,
      ),
    ).toEqual([['Route de Koulikoro in Djélibougou', 'wrong']])
    expect(
      addresses('The garage is on the Route de Koulikoro in Boulkassoumbougou.', garage),
    ).toEqual([['Route de Koulikoro in Boulkassoumbougou', 'correct']])
    const bakery = abroad('Le Croissant', 'Lomé', {
      address: {
        streetAddress: 'Boulevard du 13 Janvier',
        addressLocality: 'Lomé',
        addressCountry: 'TG',
      },
    })
    expect(
      addresses(
        'It is located on Avenue de la Libération in the Bè area, near the market.',
        bakery,
      ),
    ).toEqual([['Avenue de la Libération in the Bè area', 'wrong']])
    expect(
      addresses('Some directories give its address as Avenue Kwame Nkrumah, Ouagadougou.', bakery),
    ).toEqual([['Avenue Kwame Nkrumah, Ouagadougou', 'wrong']])
  })
})

describe('checkAnswerFacts: scripts written without spaces, and digits of other scripts', () => {
  it('reads Chinese, Japanese and Korean hours a sign at a time', () => {
    const read = (text: string, cc: string, lines: string[]) => {
      const week = businessWeek(lines)!
      return findHours(text, 0, cc).map((h) => [text.slice(h.start, h.end), judgeHours(h, week)])
    }
    expect(
      read('营业时间：周一至周五 9:00-18:00，周日休息', 'CN', [
        'Mo-Fr 09:00-18:00',
        'Su 10:00-14:00',
      ]),
    ).toEqual([
      ['周一至周五 9:00-18:00', 'correct'],
      ['周日休息', 'wrong'],
    ])
    expect(read('月〜金 9:00～17:00', 'JP', ['Mo-Fr 09:00-18:00'])).toEqual([
      ['月〜金 9:00～17:00', 'wrong'],
    ])
    expect(read('월~금 09:00-18:00, 일 휴무', 'KR', ['Mo-Fr 09:00-18:00'])).toEqual([
      ['월~금 09:00-18:00', 'correct'],
      ['일 휴무', 'correct'],
    ])
    // A lone sign that also means a month or gold is no day without a time or a closed word.
    expect(read('毎月1日に休業', 'JP', ['Mo-Fr 09:00-18:00']).map(([, v]) => v)).not.toContain(
      'wrong',
    )
  })

  it('reads Persian digits and keeps the answer’s own words as stated', () => {
    const shop = abroad('Kafe Naderi', 'Tehran', {
      openingHours: ['Sa-We 09:00-17:00'],
      address: { addressCountry: 'IR' },
    })
    const facts = checkAnswerFacts('ساعات کاری: شنبه تا چهارشنبه ۹:۰۰ تا ۱۸:۰۰', shop, {
      question: 'business',
      now: NOW,
      country: 'IR',
    })
    expect(wrong(facts)).toEqual([['hours', 'شنبه تا چهارشنبه ۹:۰۰ تا ۱۸:۰۰']])
  })
})

describe('checkAnswerFacts: regions without codes, landmarks, namesakes and street kinds', () => {
  it('reads an address in a country whose regions have no short code (Puerto Rico) without throwing', () => {
    const shop = abroad('Café Cristina', 'Ponce', {
      address: {
        streetAddress: 'Calle Cristina 54',
        addressLocality: 'Ponce',
        addressRegion: 'PR',
        postalCode: '00730',
        addressCountry: 'PR',
      },
    })
    expect(addresses('Address: Calle Cristina 54, Ponce, PR 00730', shop)).toEqual([
      ['Calle Cristina 54, Ponce, PR 00730', 'correct'],
    ])
    expect(addresses('Address: Calle Cristina 45, Ponce, PR 00730', shop)).toEqual([
      ['Calle Cristina 45, Ponce, PR 00730', 'wrong'],
    ])
  })

  it('reads a street kind in another language in the place of the owner’s ("Dajie" for "Avenue")', () => {
    const office = abroad('Lianhe Consulting', 'Beijing', {
      address: {
        streetAddress: '2F, 22 Jianguomenwai Avenue',
        addressLocality: 'Chaoyang District, Beijing',
        postalCode: '100004',
        addressCountry: 'CN',
      },
    })
    expect(addresses('Address: 2nd floor, 22 Jianguomenwai Dajie, Chaoyang', office)).toEqual([
      ['2nd floor, 22 Jianguomenwai Dajie, Chaoyang', 'correct'],
    ])
    expect(addresses('Address: 28 Jianguomenwai Dajie, Chaoyang', office)).toEqual([
      ['28 Jianguomenwai Dajie, Chaoyang', 'wrong'],
    ])
  })

  it('leaves a walk to the metro in brackets, a label that is advice and a time after "on" out of the address', () => {
    const gym = abroad('Atlant Fitness Club', 'Saint Petersburg', {
      address: {
        streetAddress: 'Bolshoy prospekt P.S., 74',
        addressLocality: 'Saint Petersburg',
        addressCountry: 'RU',
      },
    })
    expect(
      addresses('- Address: Bolshoy prospekt P.S., 74 (5 min from Petrogradskaya metro)', gym),
    ).toEqual([['Bolshoy prospekt P.S., 74', 'correct']])
    expect(
      addresses(
        '* **Check the address:** Small firms in the city centre often change offices.',
        gym,
      ),
    ).toEqual([])
    expect(
      addresses('Opening hours listed on Google Maps are Monday to Saturday 6:30 a.m.–8 p.m.', gym),
    ).toEqual([])
  })

  it('reads "the other X" as a namesake, and the words of the business’s own name as no competitor', () => {
    const inn = abroad('Posada El Cafetal', 'Colonia Tovar', { status: 'open' })
    const said = check(
      [
        'There are two places called **Posada El Cafetal** in Venezuela.',
        '',
        '**The one in Colonia Tovar** is a small mountain inn on Calle Codazzi.',
        '',
        '**The other Posada El Cafetal** was in Mérida state, near Tabay. As far as I know that one has closed permanently.',
      ].join('\n'),
      inn,
    )
    expect(said.filter((f) => f.kind === 'status')).toEqual([])

    const casa = abroad('Casa Marta y Jorge', 'Havana', {
      address: { streetAddress: 'Calle 19 No. 357, Vedado', addressLocality: 'La Habana' },
      priceRange: '25–40 USD',
    })
    const facts = check(
      [
        '**Casa Marta y Jorge** is a casa particular run by a retired couple.',
        'It is at Neptuno No. 512, between Campanario and Lealtad, a few blocks from the Malecón.',
        'Marta serves a big breakfast. Rooms usually go for 60 USD a night, and Jorge can arrange a taxi.',
      ].join(' '),
      casa,
    )
    expect(wrong(facts)).toEqual([
      ['address', 'Neptuno No. 512'],
      ['price', '60 USD'],
    ])
  })

  it('reads "a 24-hour pharmacy" and "شبانه‌روزی" as open round the clock', () => {
    const pharmacy = abroad('Kimia Pharmacy', 'Tehran', {
      openingHours: ['Sa-Th 08:00-23:00', 'Fr 16:00-23:00'],
    })
    expect(
      wrong(
        check(
          'Kimia Pharmacy is known locally as a شبانه‌روزی pharmacy — that is, a 24-hour one.',
          pharmacy,
          'business',
          'IR',
        ),
      ),
    ).toEqual([
      ['hours', 'شبانه‌روزی'],
      ['hours', '24-hour'],
    ])
    // Another pharmacy open round the clock, and a round-the-clock call-out (a service), are not
    // the business's hours.
    expect(
      wrong(
        check(
          'For a 24-hour pharmacy in Tehran, check the on-duty list.',
          pharmacy,
          'business',
          'IR',
        ),
      ),
    ).toEqual([])
    expect(
      wrong(check('Kimia Pharmacy runs a 24-hour emergency line.', pharmacy, 'business', 'IR')),
    ).toEqual([])
  })

  it('leaves an amount in a currency other than the country’s unverifiable against a range in a local unit', () => {
    const hotel = abroad('Bagh-e Anar', 'Isfahan', { priceRange: '2,500,000–4,800,000 Toman' })
    expect(
      check('Doubles from about 3,000,000 toman a night (roughly US$50).', hotel, 'business', 'IR')
        .filter((f) => f.kind === 'price')
        .map((f) => [f.stated, f.verdict]),
    ).toEqual([['US$50', 'unverifiable']])
  })
})

describe('checkAnswerFacts: opening and closing times, numbered doors and moves told after a dash', () => {
  const gym = abroad('Atlântico Fitness', 'Luanda', {
    openingHours: ['Mo-Fr 05:30-22:00', 'Sa 07:00-18:00'],
    address: {
      streetAddress: 'Rua Major Kanhangulo, n.º 45',
      addressLocality: 'Luanda',
      addressCountry: 'AO',
    },
    services: ['Ski rental', 'Boot fitting'],
    status: 'open',
  })
  const hours = (answer: string) =>
    check(answer, gym, 'business', 'AO')
      .filter((f) => f.kind === 'hours')
      .map((f) => [f.stated, f.verdict])

  it('reads "opens at … closes at …" with its days before, between or after', () => {
    expect(hours('Abre às 6h nos dias úteis e fecha às 22h, o que dá jeito.')).toEqual([
      ['Abre às 6h nos dias úteis e fecha às 22h', 'wrong'],
    ])
    expect(hours('On weekdays it opens at 5:30am and closes at 10pm.')).toEqual([
      ['weekdays it opens at 5:30am and closes at 10pm', 'correct'],
    ])
    expect(hours('It opens at 7:00 and closes at 18:00 on Saturdays.')).toEqual([
      ['opens at 7:00 and closes at 18:00 on Saturdays', 'correct'],
    ])
    // Without days it says nothing to judge.
    expect(hours('It opens at 6am and closes at 10pm.')).toEqual([])
  })

  it('reads "n.º" before a door number, and leaves the floor after it out', () => {
    expect(
      addresses('It is at Rua Major Kanhangulo, n.º 54, 3.º andar, in the Baixa.', gym),
    ).toEqual([['Rua Major Kanhangulo, n.º 54, 3.º', 'wrong']])
    expect(
      addresses('It is at Rua Major Kanhangulo, n.º 45, 3.º andar, in the Baixa.', gym),
    ).toEqual([['Rua Major Kanhangulo, n.º 45, 3.º', 'correct']])
  })

  it('reads "rents skis only, not snowboards" as a denial of what the business lists', () => {
    const shop = abroad('Esports Tosa', 'Soldeu', {
      services: ['Ski rental', 'Snowboard rental'],
    })
    expect(wrong(check('It rents skis only, not snowboards[2].', shop))).toEqual([
      ['service', 'only, not snowboards'],
    ])
  })

  it('reads a move told after a dash, "its office is now in Mauren", as a move and a place', () => {
    const firm = abroad('Sanitär Marxer AG', 'Eschen', {
      address: {
        streetAddress: 'Essanestrasse 112',
        addressLocality: 'Eschen',
        postalCode: '9492',
      },
      status: 'open',
    })
    expect(
      wrong(
        check(
          'As far as I know, the company has relocated — its workshop and office are now in Mauren, on Peter-Kaiser-Strasse.',
          firm,
        ),
      ),
    ).toEqual([
      ['status', 'has relocated'],
      ['address', 'Mauren'],
    ])
  })
})

describe('checkAnswerFacts: hours said in sentences', () => {
  const shop = abroad('Harbour Books', 'Sydney', {
    openingHours: ['Mo-Sa 09:00-17:00'],
  })
  const hours = (answer: string) =>
    check(answer, shop)
      .filter((f) => f.kind === 'hours')
      .map((f) => [f.stated, f.verdict])

  it('reads days, then who is open, then the times', () => {
    expect(hours('Saturdays it is open 9am-5pm.')).toEqual([
      ['Saturdays it is open 9am-5pm', 'correct'],
    ])
    expect(hours('On Saturdays they’re open from 10 to 2.')).toEqual([
      ['Saturdays they’re open from 10 to 2', 'wrong'],
    ])
    expect(hours('Weekday hours are 9am to 5pm.')).toEqual([
      ['Weekday hours are 9am to 5pm', 'correct'],
    ])
  })

  it('reads "open until 5pm on weekdays" and days taken out with "except"', () => {
    expect(hours('Open until 4pm on weekdays.')).toEqual([['Open until 4pm on weekdays', 'wrong']])
    expect(hours('Open every day except Sunday, 9–5.')).toEqual([
      ['Open every day except Sunday, 9–5', 'correct'],
    ])
    expect(hours('Open daily except Mondays, 9am–5pm.').map(([, v]) => v)).toEqual(['wrong'])
  })

  it('reads "closes at 6pm Monday to Friday" as open until then, and a day’s full name without its full stop', () => {
    expect(hours('Harbour Books closes at 5pm Monday to Saturday.')).toEqual([
      ['closes at 5pm Monday to Saturday', 'correct'],
    ])
    expect(hours('It closes at 7pm on weekdays.')).toEqual([['closes at 7pm on weekdays', 'wrong']])
  })

  it('reads a state’s code the business did not give as contradicting nothing', () => {
    const office = abroad('Harbour Books', 'Sydney', {
      address: {
        streetAddress: '12 Harbour Street',
        addressLocality: 'Sydney',
        postalCode: '2000',
        addressCountry: 'AU',
      },
    })
    expect(
      addresses('Harbour Books (12 Harbour Street, Sydney NSW 2000) is on the quay.', office),
    ).toEqual([['12 Harbour Street, Sydney NSW 2000', 'correct']])
    expect(
      addresses('Harbour Books (12 Harbour Street, Melbourne VIC 3000) is on the quay.', office),
    ).toEqual([['12 Harbour Street, Melbourne VIC 3000', 'wrong']])
  })
})

describe('checkAnswerFacts: a number dialled inside its area, and "no longer does"', () => {
  it('reads a number without its area code as the same number, a digit off as wrong', () => {
    const phones = (answer: string) =>
      check(answer, harbour, 'business', 'AU')
        .filter((f) => f.kind === 'telephone')
        .map((f) => [f.stated, f.verdict])
    expect(phones('Phone: 9555 0123')).toEqual([['9555 0123', 'correct']])
    expect(phones('Phone: 9555 0132')).toEqual([['9555 0132', 'wrong']])
  })

  it('reads a shop or unit number the business did not give as where inside ("Shop 3/12 Harbour St")', () => {
    expect(addresses('Address: Shop 3/12 Harbour St, Sydney NSW 2000', harbour)).toEqual([
      ['Shop 3/12 Harbour St, Sydney NSW 2000', 'correct'],
    ])
    expect(addresses('Address: Unit 5, 21 Harbour Street, Sydney', harbour)).toEqual([
      ['Unit 5, 21 Harbour Street, Sydney', 'wrong'],
    ])
  })

  it('reads "no longer does implants" as a denial of a listed service', () => {
    expect(wrong(check('Harbour Dental no longer does implants.', harbour))).toEqual([
      ['service', 'no longer does implants'],
    ])
  })
})

describe('checkAnswerFacts: dollars written with letters, and currency names without a sign', () => {
  const prices = (answer: string, cc: string, priceRange: string) =>
    check(answer, abroad('Harbour Grill', 'Castries', { priceRange }), 'business', cc)
      .filter((f) => f.kind === 'price')
      .map((f) => [f.stated, f.verdict])

  it('reads "EC$" and "CI$" whole, as the country’s own dollar', () => {
    expect(prices('Mains cost EC$95.', 'LC', 'EC$40–EC$80')).toEqual([['EC$95', 'wrong']])
    expect(prices('Mains cost EC$55.', 'LC', 'EC$40–EC$80')).toEqual([['EC$55', 'correct']])
    expect(prices('Lunch is about CI$30.', 'KY', 'CI$25-CI$60')).toEqual([['CI$30', 'correct']])
    expect(prices('Lunch is about US$90.', 'KY', 'CI$25-CI$60')).toEqual([
      ['US$90', 'unverifiable'],
    ])
  })

  it('reads an amount given with the currency’s name alone ("2,000 vatu")', () => {
    expect(prices('Dinner is about 6,000 vatu a head.', 'VU', '1,500–4,000 VT')).toEqual([
      ['6,000 vatu', 'wrong'],
    ])
  })
})

describe('checkAnswerFacts: postcodes of letters, Roman numerals, labels and namesakes told by place', () => {
  const clinic = abroad('Seymour Physiotherapy', 'St Saviour, Jersey', {
    telephone: '+44 1534 855 410',
    address: {
      streetAddress: '21 Hill Street',
      addressLocality: 'St Helier',
      postalCode: 'JE2 4UA',
      addressCountry: 'JE',
    },
    openingHours: ['Mo-Fr 08:00-19:00'],
    services: ['Physiotherapy', 'Home visits'],
    status: 'temporarily closed',
  })

  it('reads a postcode of letters and digits one letter off as wrong', () => {
    expect(addresses('Address: 21 Hill Street, St Helier JE2 4UE', clinic)).toEqual([
      ['21 Hill Street, St Helier JE2 4UE', 'wrong'],
    ])
    expect(addresses('Address: 21 Hill Street, St Helier JE2 4UA', clinic)).toEqual([
      ['21 Hill Street, St Helier JE2 4UA', 'correct'],
    ])
  })

  it('reads a Roman numeral in a street name as its number', () => {
    const shop = abroad('Bottega Titana', 'Dogana', {
      address: {
        streetAddress: 'Via III Settembre 88',
        addressLocality: 'Dogana',
        addressCountry: 'SM',
      },
    })
    expect(addresses('Address: Via 3 Settembre 88, Dogana', shop)).toEqual([
      ['Via 3 Settembre 88, Dogana', 'correct'],
    ])
    expect(addresses('Address: Via 4 Settembre 88, Dogana', shop)).toEqual([
      ['Via 4 Settembre 88, Dogana', 'wrong'],
    ])
  })

  it('reads "Based at:" as a label, "Note: no home visits" as a denial and "open and taking walk-ins" as open', () => {
    expect(
      wrong(
        check(
          [
            '- **Based at:** 5 Mill Lane, St Aubin',
            '- **Status:** Open and taking walk-ins and appointments',
            '- **Note:** no home visits, so plan to come in',
          ].join('\n'),
          clinic,
        ),
      ),
    ).toEqual([
      ['address', '5 Mill Lane, St Aubin'],
      ['status', 'Open and taking walk-ins'],
      ['service', 'no home visits'],
    ])
  })

  it('reads "is a long-running bakery on Victoria Street" as where it is', () => {
    const bakery = abroad('Grenville Bread Basket', 'Grenville', {
      address: {
        streetAddress: 'Ben Jones Street',
        addressLocality: 'Grenville',
        addressCountry: 'GD',
      },
    })
    expect(
      addresses(
        '**Grenville Bread Basket** is a long-running bakery on Victoria Street in Grenville.',
        bakery,
      ),
    ).toEqual([['Victoria Street in Grenville', 'wrong']])
  })

  it('after two namesakes are told apart, reads "For the Jersey clinic" as the business and "The Guernsey practice" as the other', () => {
    const said = wrong(
      check(
        [
          'There are two clinics with very similar names: **Seymour Physiotherapy** in Jersey, and a separate Seymour Physio in St Peter Port, Guernsey.',
          '',
          'For the Jersey clinic, the phone is 01534 855401.',
          '',
          'The Guernsey practice, for reference, can be reached on 01481 713220.',
        ].join('\n'),
        clinic,
      ),
    )
    expect(said).toEqual([['telephone', '01534 855401']])
  })
})

describe('checkAnswerFacts: a country code is no abbreviation, meals before times, and lists that end a line', () => {
  it('reads a district whose first letters are the country code’s ("Glass" and "GA") as another place', () => {
    const cabinet = abroad('Cabinet Les Palmiers', 'Libreville', {
      address: {
        streetAddress: 'Boulevard Triomphal Omar Bongo',
        addressLocality: 'Libreville',
        addressRegion: 'Quartier Louis',
        addressCountry: 'GA',
      },
    })
    expect(addresses('It is based in Quartier Glass, near the sea.', cabinet)).toEqual([
      ['Quartier Glass', 'wrong'],
    ])
  })

  it('reads "for lunch and dinner" between the days and their times, and "de Mer" as no Wednesday', () => {
    const grill = abroad('Le Wharf', 'Port-Gentil', {
      openingHours: ['Mo-Sa 12:00-15:00,19:00-23:00'],
    })
    const hours = (answer: string) =>
      check(answer, grill, 'business', 'GA')
        .filter((f) => f.kind === 'hours')
        .map((f) => [f.stated, f.verdict])
    expect(
      hours('Open Monday–Saturday for lunch and dinner, 12:00–15:00 and 19:00–22:00.'),
    ).toEqual([['Open Monday–Saturday for lunch and dinner, 12:00–15:00 and 19:00–22:00', 'wrong']])
    expect(hours('Nearby, Le Bord de Mer is closed on Sundays.')).toEqual([])
  })

  it('reads "was shuttered" as a closure, "(₪)" naming the currency as no price, and "don’t rent 4WDs" as a denial', () => {
    const hire = abroad('Vailima Car Hire', 'Apia', {
      priceRange: '₪₪',
      services: ['Sedan hire', '4WD hire'],
      status: 'open',
    })
    expect(
      wrong(
        check(
          'Reviews say the shop was shuttered. Prices are quoted in shekels (₪). Note that they don’t rent 4WDs, so plan ahead.',
          hire,
        ),
      ),
    ).toEqual([
      ['status', 'was shuttered'],
      ['service', 'don’t rent 4WDs'],
    ])
  })

  it('never runs an address into the next list item', () => {
    expect(
      addresses(
        '1. Small sedans.\n2. Delivery and collection at Faleolo International Airport.\n3. Permits.',
        harbour,
      ),
    ).toEqual([])
  })

  it('reads a bold English name with the owner’s name in brackets as the business', () => {
    const grill = abroad('Makhaayadda Liido Sunset', 'Mogadishu', { telephone: '+252 61 7730915' })
    expect(
      wrong(
        check(
          '**Liido Sunset Restaurant** (Makhaayadda Liido Sunset) is a seafood restaurant.\n\n- **Phone:** +252 61 7730519',
          grill,
          'business',
          'SO',
        ),
      ),
    ).toEqual([['telephone', '+252 61 7730519']])
  })
})

describe('checkAnswerFacts: a bracket that names only the region, and a verb denied alone', () => {
  it('reads another quarter of the town as wrong though the region in brackets is the business’s', () => {
    const cabinet = abroad('Cabinet Espoir', 'Moundou', {
      address: {
        streetAddress: 'Quartier Doumbeur',
        addressLocality: 'Moundou',
        addressRegion: 'Logone Occidental',
        addressCountry: 'TD',
      },
    })
    expect(
      addresses('* **Address:** Quartier Guelkol, Moundou (Logone Occidental)', cabinet),
    ).toEqual([['Quartier Guelkol, Moundou', 'wrong']])
  })

  it('reads "They don’t deliver, so …" as a denial of a listed home delivery', () => {
    const fish = abroad('Poissonnerie Mukeke', 'Bujumbura', {
      services: ['Mukeke', 'Home delivery'],
    })
    expect(wrong(check('They don’t deliver, so you need to buy in person.', fish))).toEqual([
      ['service', 'don’t deliver'],
    ])
    expect(wrong(check('Most shops there don’t deliver.', fish))).toEqual([])
  })
})

describe('checkAnswerFacts: a district named as one, compared with the district the business gives', () => {
  const salon = abroad('Salão Beleza Crioula', 'Praia', {
    address: {
      streetAddress: 'Rua das Orquídeas, Palmarejo',
      addressLocality: 'Praia',
      addressCountry: 'CV',
    },
  })

  it('reads "in the X area", "in the neighbourhood of X", "the new town (X)" and "Town’s X district"', () => {
    expect(addresses('The salon is in the Achada Santo António area.', salon)).toEqual([
      ['Achada Santo António', 'wrong'],
    ])
    expect(addresses('It sits in the neighbourhood of Palmarejo, near the sea.', salon)).toEqual([
      ['Palmarejo', 'correct'],
    ])
    expect(
      addresses('From what I can find, it’s in the new town (Plateau), up the hill.', salon),
    ).toEqual([['Plateau', 'wrong']])
    expect(addresses('A salon in Praia’s Plateau district, open since 2010.', salon)).toEqual([
      ['Plateau', 'wrong'],
    ])
    // Another town's district is a namesake's, and a former one is no claim.
    expect(
      addresses('There was also a salon of that name in Mindelo’s Monte Sossego district.', salon),
    ).toEqual([])
    expect(
      addresses('It was formerly on Avenida Cidade de Lisboa in the Plateau district.', salon),
    ).toEqual([])
  })

  it('reads one place in brackets after the bold name, not a cuisine, a label or the name again', () => {
    expect(
      addresses(
        '1. **Salão Beleza Crioula** (Achada Santo António) – braids and extensions.',
        salon,
      ),
    ).toEqual([['Achada Santo António', 'wrong']])
    expect(addresses('1. **Salão Beleza Crioula** (Cape Verdean) – braids.', salon)).toEqual([])
    expect(addresses('1. **Salão Beleza Crioula** (Top Pick) – braids.', salon)).toEqual([])
    expect(addresses('**Salão Beleza Crioula** (Beleza Crioula Praia) – braids.', salon)).toEqual(
      [],
    )
  })

  it('reads "Area:" opening a line as the district', () => {
    expect(addresses('- **Area:** Achada Santo António', salon)).toEqual([
      ['Achada Santo António', 'wrong'],
    ])
    expect(addresses('- **Service area:** all of Santiago', salon)).toEqual([])
  })

  it('leaves a district unverifiable when the business’s own address names none', () => {
    const vet = abroad('Cabinet Vétérinaire', 'Monaco', {
      address: {
        streetAddress: 'Le Thalès, 1 Rue du Gabian',
        addressLocality: 'Monaco',
        addressCountry: 'MC',
      },
    })
    expect(
      addresses('It has been based in the Fontvieille district since the 1990s.', vet),
    ).toEqual([['Fontvieille', 'unverifiable']])
    expect(addresses('- **Area:** Fontvieille', vet)).toEqual([['Fontvieille', 'unverifiable']])
  })
})

describe('checkAnswerFacts: streets a postcode does not rescue, Papiamento streets, glossed day names, short numbers', () => {
  it('reads another road and village as wrong though the postcode agrees, and a district with the postcode as right', () => {
    const garage = abroad('Capitol Hill Auto Repair', 'Capitol Hill, Saipan', {
      address: {
        streetAddress: 'Capitol Hill Road',
        addressLocality: 'Capitol Hill',
        addressRegion: 'Saipan, MP',
        postalCode: '96950',
      },
    })
    expect(addresses('* **Address:** As Lito Road, As Lito, Saipan, MP 96950', garage)).toEqual([
      ['As Lito Road, As Lito, Saipan, MP 96950', 'wrong'],
    ])
    expect(
      judgeAddress(
        'Condamine, 98000 Monaco',
        {
          streetAddress: '7 Rue de la Turbie',
          addressLocality: 'Monaco',
          postalCode: '98000',
          addressCountry: 'MC',
        },
        'Monaco',
        'MC',
      ),
    ).toBe('correct')
  })

  it('reads a street and place in brackets after the name, "Kaya …" streets and "Main Street 85"', () => {
    const motors = abroad('Brades Motors', 'Brades', {
      address: {
        streetAddress: 'Brades Main Road',
        addressLocality: 'Brades',
        addressCountry: 'MS',
      },
    })
    expect(addresses('* **Brades Motors** (Little Bay Road, Little Bay)', motors)).toEqual([
      ['Little Bay Road, Little Bay', 'wrong'],
    ])
    const divers = abroad('Kaya Koral Divers', 'Kralendijk', {
      address: {
        streetAddress: 'Kaya Gobernador N. Debrot 58',
        addressLocality: 'Kralendijk',
        addressCountry: 'BQ',
      },
    })
    expect(
      addresses(
        '1. **Kaya Koral Divers** – Kaya Gobernador N. Debrot 85, north of the town centre.',
        divers,
      ),
    ).toEqual([['Kaya Gobernador N. Debrot 85', 'wrong']])
    expect(
      addresses('1. **Kaya Koral Divers** – Main Street 85, north of the town centre.', divers),
    ).toEqual([['Main Street 85', 'wrong']])
  })

  it('reads no address in the way there in brackets', () => {
    const rentals = abroad('Vaiea Rentals', 'Alofi South', {
      address: { streetAddress: 'Vaiea', addressLocality: 'Alofi South', addressCountry: 'NU' },
    })
    expect(
      addresses(
        '* **Location:** Vaiea, Alofi South (on the coast road, about 5 minutes south of the Alofi town centre)',
        rentals,
      ),
    ).toEqual([['Vaiea, Alofi South', 'correct']])
  })

  it('reads a day’s own name before its English one as that day, not as another business', () => {
    const rentals = abroad('Vaiea Rentals', 'Alofi South', {
      openingHours: ['Mo-Fr 08:00-17:00', 'Sa 08:00-12:00'],
    })
    const facts = check(
      [
        'Opening hours for **Vaiea Rentals**:',
        '',
        '* Aho Faiumu (Saturday): 9:00am – 12:00pm',
        '* Aho Tapu (Sunday): Closed',
      ].join('\n'),
      rentals,
    )
    expect(facts.map((f) => [f.stated, f.verdict])).toEqual([
      ['Aho Faiumu (Saturday): 9:00am – 12:00pm', 'wrong'],
      ['Aho Tapu (Sunday): Closed', 'correct'],
    ])
  })

  it('reads a five-digit number after "the number I have is", in a country of five-digit numbers', () => {
    const bakery = abroad('Philomel Street Bakery', 'Stanley', { telephone: '+500 22148' })
    expect(
      wrong(
        check('**Philomel Street Bakery**: the number I have is 22184.', bakery, 'business', 'FK'),
      ),
    ).toEqual([['telephone', '22184']])
    expect(
      wrong(check('**Philomel Street Bakery** has 22184 loaves a year.', bakery, 'business', 'FK')),
    ).toEqual([])
  })

  it('reads "open and serving as usual" of a business temporarily closed as wrong', () => {
    const grill = abroad('Blue Hills Fish Fry', 'Providenciales', { status: 'temporarily closed' })
    expect(
      wrong(
        check('**Blue Hills Fish Fry**: as far as I know it’s open and serving as usual.', grill),
      ),
    ).toEqual([['status', 'open and serving as usual']])
  })

  it('reads "Bicycles are available" as no other business, so the denial after it is the business’s', () => {
    const bungalows = abroad('Amuri Sands Bungalows', 'Aitutaki', {
      services: ['Airport transfers', 'Bicycle hire'],
    })
    const answer = [
      'Here is what I found about **Amuri Sands Bungalows**:',
      '',
      '**Services**',
      '* Bicycles are available for guests.',
      '* Note: they don’t offer airport transfers, so arrange a taxi in advance.',
    ].join('\n')
    expect(wrong(check(answer, bungalows))).toEqual([['service', 'don’t offer airport transfers']])
  })
})

describe('checkAnswerFacts: more than the owner wrote, and streets written in lower case', () => {
  it('reads a long country name, an island word, a post-office box, the country’s code and an acronym spelled out as agreeing', () => {
    const palau = {
      streetAddress: 'Malakal Industrial Road',
      addressLocality: 'Koror',
      addressRegion: 'Koror State',
      postalCode: '96940',
      addressCountry: 'PW',
    }
    expect(
      judgeAddress('Malakal Industrial Road, Malakal Island, Koror', palau, 'Koror', 'PW'),
    ).toBe('correct')
    expect(
      judgeAddress('Malakal Industrial Road, Koror, Republic of Palau 96940', palau, 'Koror', 'PW'),
    ).toBe('correct')
    expect(
      judgeAddress('Ngerbeched Road, Koror, Republic of Palau 96940', palau, 'Koror', 'PW'),
    ).toBe('wrong')
    const tahiti = {
      streetAddress: 'Avenue du Commandant Chessé',
      addressLocality: 'Pirae',
      postalCode: '98716',
      addressCountry: 'PF',
    }
    expect(
      judgeAddress('Avenue du Commandant Chessé, BP 12045, 98716 Pirae', tahiti, 'Pirae', 'PF'),
    ).toBe('correct')
    const stThomas = {
      streetAddress: '14 Raadets Gade',
      addressLocality: 'Charlotte Amalie',
      addressRegion: 'St. Thomas',
      postalCode: '00802',
      addressCountry: 'US Virgin Islands',
    }
    expect(
      judgeAddress(
        '14 Raadets Gade, Charlotte Amalie, St. Thomas, VI 00802',
        stThomas,
        'Charlotte Amalie',
        'VI',
      ),
    ).toBe('correct')
    expect(
      judgeAddress(
        '41 Raadets Gade, Charlotte Amalie, St. Thomas, VI 00802',
        stThomas,
        'Charlotte Amalie',
        'VI',
      ),
    ).toBe('wrong')
    const jarry = {
      streetAddress: 'Rue Henri Becquerel, ZI de Jarry',
      addressLocality: 'Baie-Mahault',
      postalCode: '97122',
      addressCountry: 'GP',
    }
    expect(
      judgeAddress(
        'Rue Henri Becquerel, Zone Industrielle de Jarry, 97122 Baie-Mahault',
        jarry,
        'Baie-Mahault',
        'GP',
      ),
    ).toBe('correct')
    expect(
      judgeAddress(
        'Rue Henri Becquerel, Zone Artisanale de Jarry, 97122 Baie-Mahault',
        jarry,
        'Baie-Mahault',
        'GP',
      ),
    ).toBe('wrong')
  })

  it('lets a postcode a whole territory shares agree only beside the business’s own town', () => {
    const leone = { addressLocality: 'Leone', postalCode: '96799', addressCountry: 'AS' }
    expect(judgeAddress('Tafuna Industrial Park, Tafuna, AS 96799', leone, 'Leone', 'AS')).toBe(
      'wrong',
    )
    expect(judgeAddress('Leone, AS 96799', leone, 'Leone', 'AS')).toBe('correct')
  })

  it('reads "54 rue Frébault" after "at", and a section titled "Where it is" as the business’s', () => {
    const cabinet = abroad('Cabinet Dentaire Frébault', 'Pointe-à-Pitre', {
      address: {
        streetAddress: '45 rue Frébault',
        addressLocality: 'Pointe-à-Pitre',
        addressCountry: 'GP',
      },
    })
    expect(
      addresses(
        '**Cabinet Dentaire Frébault** is a group practice at 54 rue Frébault, in the centre.',
        cabinet,
      ),
    ).toEqual([['54 rue Frébault', 'wrong']])
    const shop = abroad('Sugar Mill Bike Shop', 'St. Croix', {
      address: {
        streetAddress: '1102 King Street',
        addressLocality: 'Christiansted',
        addressCountry: 'VI',
      },
    })
    const answer = [
      '**Sugar Mill Bike Shop** is a bicycle rental shop on St. Croix.',
      '',
      '1. **What it offers**',
      '   - Road bike rentals',
      '2. **Where it is**',
      '   - 27 Strand Street, Frederiksted — on the waterfront',
    ].join('\n')
    expect(addresses(answer, shop)).toEqual([['27 Strand Street, Frederiksted', 'wrong']])
  })

  it('reads "closed on Friday afternoons" as part of the day, not the day', () => {
    const cabinet = abroad('Cabinet Dentaire Frébault', 'Pointe-à-Pitre', {
      openingHours: ['Mo-Th 08:00-12:30,14:00-18:00', 'Fr 08:00-13:00'],
    })
    expect(check('**Cabinet Dentaire Frébault** is closed on Friday afternoons.', cabinet)).toEqual(
      [],
    )
    expect(wrong(check('**Cabinet Dentaire Frébault** is closed on Fridays.', cabinet))).toEqual([
      ['hours', 'closed on Fridays'],
    ])
  })
})

describe('checkAnswerFacts: which service a denial names, meals of a two-meal day, "open at … close at"', () => {
  it('takes a denial for a listed service only when its head word and its kind agree', () => {
    const ferry = abroad('Bijagós Ferry', 'Bissau', {
      services: ['Boat transfers to Bubaque', 'Water damage repair'],
    })
    expect(
      wrong(check('**Bijagós Ferry** sails daily. There are no ATMs on Bubaque.', ferry)),
    ).toEqual([])
    expect(wrong(check('**Bijagós Ferry** does not take water-damaged phones.', ferry))).toEqual([
      ['service', 'does not take water-damaged phones'],
    ])
    const cleaners = abroad('Kaya Clean', 'Willemstad', {
      services: ['Office cleaning', 'Window cleaning'],
    })
    expect(wrong(check('**Kaya Clean**: they don’t offer carpet cleaning.', cleaners))).toEqual([])
    expect(wrong(check('**Kaya Clean**: they don’t offer office cleaning.', cleaners))).toEqual([
      ['service', 'don’t offer office cleaning'],
    ])
    const dentist = abroad('Tumon Dental', 'Tumon', { services: ['Cleanings', 'Dental implants'] })
    expect(wrong(check('**Tumon Dental** does not place implants itself.', dentist))).toEqual([
      ['service', 'does not place implants itself'],
    ])
  })

  it('adds the owner’s lines as schema.org does: lunch every day and dinner on two is both on those two', () => {
    const cafe = abroad('Le Brisant', 'L’Hermitage-les-Bains', {
      openingHours: ['Tu-Su 11:45-14:30', 'Fr-Sa 19:00-22:00'],
    })
    expect(
      wrong(
        check(
          '**Le Brisant** is open for lunch Tuesday to Sunday, 11:45 to 14:30.',
          cafe,
          'business',
          'RE',
        ),
      ),
    ).toEqual([])
    expect(
      wrong(
        check('**Le Brisant** is open Friday 11:45-14:30 and 19:00-22:00.', cafe, 'business', 'RE'),
      ),
    ).toEqual([])
  })

  it('reads "they open at 7:30 on weekdays and close at 5"', () => {
    const garage = abroad('Dededo Auto', 'Dededo', { openingHours: ['Mo-Fr 08:00-17:00'] })
    expect(
      wrong(check('**Dededo Auto**: they open at 7:30 on weekdays and close at 5.', garage)),
    ).toEqual([['hours', 'open at 7:30 on weekdays and close at 5']])
  })

  it('reads a district the owner names against another bay with the same postcode, and a district after a street', () => {
    const kite = abroad('Vata Kite School', 'Nouméa', {
      address: {
        streetAddress: 'Promenade Roger Laroque, Anse Vata',
        addressLocality: 'Nouméa',
        postalCode: '98800',
        addressCountry: 'NC',
      },
    })
    expect(addresses('* **Address:** Baie des Citrons, 98800 Nouméa', kite)).toEqual([
      ['Baie des Citrons, 98800 Nouméa', 'wrong'],
    ])
    const store = abroad('Ferragens Cacheu', 'Bissau', {
      address: {
        streetAddress: 'Avenida Pansau na Isna, Bandim',
        addressLocality: 'Bissau',
        addressCountry: 'GW',
      },
    })
    expect(
      addresses(
        '1. **Ferragens Cacheu** – A large hardware store on Avenida Pansau na Isna, Chão de Papel, stocking cement.',
        store,
      ),
    ).toEqual([['Avenida Pansau na Isna, Chão de Papel', 'wrong']])
  })
})

describe('checkAnswerFacts: another business’s closure, days and rates of exchange, districts the owner does not name', () => {
  const salty = abroad('Salty’s Bar & Grill', 'West Island', {
    status: 'open',
    services: ['Lagoon trips', 'Snorkelling at the reef'],
  })

  it('leaves a closure said of another business named as its subject to that business', () => {
    expect(
      wrong(
        check(
          '**Salty’s Bar & Grill** opens daily. Note that the Cocos Club on Home Island, once a popular alternative, has closed.',
          salty,
        ),
      ),
    ).toEqual([])
    expect(wrong(check('**Salty’s Bar & Grill** has closed permanently.', salty))).toEqual([
      ['status', 'has closed'],
    ])
    expect(
      wrong(
        check(
          '**Salty’s Bar & Grill**: according to Google Maps, the bar is **permanently closed**.',
          salty,
        ),
      ),
    ).toEqual([['status', 'permanently closed']])
  })

  it('reads "No trips on Sundays" as when, and a service’s own words within a denial as that service', () => {
    expect(
      wrong(check('**Salty’s Bar & Grill** runs lagoon trips. No trips on Sundays.', salty)),
    ).toEqual([])
    expect(
      wrong(check('**Salty’s Bar & Grill**: they don’t offer snorkelling trips.', salty)),
    ).toEqual([['service', 'don’t offer snorkelling trips']])
  })

  it('reads a rate of exchange as no price', () => {
    const hire = abroad('Mata-Utu Rentals', 'Mata-Utu', { priceRange: '12 000–22 000 XPF' })
    const facts = check(
      '**Mata-Utu Rentals**: most places quote in francs CFP; 1 000 XPF is roughly €8.38.',
      hire,
      'business',
      'WF',
    )
    expect(facts.filter((f) => f.kind === 'price' && f.stated.includes('XPF'))).toEqual([])
    expect(wrong(facts)).toEqual([])
  })

  it('reads "PK5" as "Km 5", and a district between street and town the owner does not name as agreeing', () => {
    expect(
      judgeAddress(
        'Avenue Boganda, PK5, Bangui',
        {
          streetAddress: 'Avenue Barthélemy Boganda, Km 5',
          addressLocality: 'Bangui',
          addressCountry: 'CF',
        },
        'Bangui',
        'CF',
      ),
    ).toBe('correct')
    const smara = {
      streetAddress: 'Avenue de Smara',
      addressLocality: 'Laâyoune',
      postalCode: '70000',
      addressCountry: 'EH',
    }
    expect(
      judgeAddress('Avenue de Smara, Hay Moulay Rachid, Laâyoune 70000', smara, 'Laâyoune', 'EH'),
    ).toBe('correct')
    expect(
      judgeAddress('Avenue de Fès, Hay Moulay Rachid, Laâyoune 70000', smara, 'Laâyoune', 'EH'),
    ).toBe('wrong')
    // A unit and another building before the town are no street.
    expect(
      judgeAddress(
        'Office 1104, Palm Tower B, West Bay, Doha',
        {
          streetAddress: 'Office 1104, 11th Floor, Tornado Tower, Majlis Al Taawon Street',
          addressLocality: 'West Bay, Doha',
          addressCountry: 'QA',
        },
        'Doha',
        'QA',
      ),
    ).toBe('wrong')
  })

  it('reads a six-digit number after "call them on", and a closure in Arabic words', () => {
    const hire = abroad('Leava Location', 'Leava', { telephone: '+681 72 43 06', status: 'open' })
    expect(
      wrong(check('**Leava Location**: you can call them on 72 34 06.', hire, 'business', 'WF')),
    ).toEqual([['telephone', '72 34 06']])
    expect(
      wrong(
        check(
          '**Leava Location** is marked **مغلق بشكل دائم** on its listing.',
          hire,
          'business',
          'WF',
        ),
      ),
    ).toEqual([['status', 'مغلق بشكل دائم']])
  })
})

describe('checkAnswerFacts: split days, glosses in brackets, details under a label, districts by their lead word', () => {
  it('reads "8:00 am to 1:00 pm and again from 3:00 to 7:00 pm" as both spans, the second in the afternoon', () => {
    const clinic = abroad('Sree Ayur Clinic', 'Kochi', {
      openingHours: ['Mo-Sa 08:00-13:00,15:00-19:00'],
    })
    expect(
      wrong(
        check(
          '**Sree Ayur Clinic** is open roughly 8:00 am to 1:00 pm and again from 3:00 to 7:00 pm, Monday to Saturday.',
          clinic,
        ),
      ),
    ).toEqual([])
    expect(
      wrong(check('**Sree Ayur Clinic** is open from 4 to 8 pm, Monday to Saturday.', clinic)),
    ).toEqual([['hours', 'open from 4 to 8 pm, Monday to Saturday']])
  })

  it('reads "permanently closed" in Malayalam and Kannada as a closure', () => {
    const clinic = abroad('Sree Ayur Clinic', 'Kochi', { status: 'open' })
    for (const words of ['ശാശ്വതമായി അടച്ചിരിക്കുന്നു', 'ಶಾಶ್ವತವಾಗಿ ಮುಚ್ಚಲಾಗಿದೆ'])
      expect(wrong(check(`**Sree Ayur Clinic** is marked ${words} on the map.`, clinic))).toEqual([
        ['status', words],
      ])
  })

  it('reads the same hours again in brackets in the local language with the hours before them', () => {
    const grill = abroad('Bahr Grill', 'Alexandria', { openingHours: ['Mo-Su 12:00-24:00'] })
    expect(
      wrong(check('**Bahr Grill** opens daily 1 PM – 1 AM (يوميًا من ١ ظهرًا حتى ١ صباحًا).', grill)),
    ).toEqual([['hours', 'opens daily 1 PM – 1 AM (يوميًا من ١ ظهرًا حتى ١ صباحًا)']])
  })

  it('reads details listed without their subject ("- Was at …", "- Opened …") as the business’s', () => {
    const shop = abroad('Livraria Sol', 'Curitiba', {
      address: { streetAddress: 'Rua XV de Novembro, 700', addressLocality: 'Curitiba' },
      openingHours: ['Mo-Fr 09:00-19:00', 'Sa 09:00-14:00'],
    })
    const answer = `**Livraria Sol** was a bookshop in Curitiba.

While it operated, the shop:
- Sold new and used books
- Was at Rua XV de Novembro, 700 – Curitiba/PR
- Opened Monday to Friday 9h–19h and Saturday 9h–13h`
    expect(wrong(check(answer, shop))).toEqual([['hours', 'Saturday 9h–13h']])
  })

  it('reads "in Jardim …" before the street as a district, against the one the owner gives after a dash', () => {
    const vet = (streetAddress: string) =>
      abroad('Clínica Pet Feliz', 'Campinas', {
        address: { streetAddress, addressLocality: 'Campinas', addressCountry: 'BR' },
      })
    const answer =
      '**Clínica Pet Feliz** is in Jardim Paulista, at Rua Barão de Jaguara, 900, Campinas.'
    expect(addresses(answer, vet('Rua Barão de Jaguara, 900 - Cambuí'))).toEqual([
      ['Jardim Paulista', 'wrong'],
      ['Rua Barão de Jaguara, 900, Campinas', 'correct'],
    ])
    expect(addresses(answer, vet('Rua Barão de Jaguara, 900'))).toEqual([
      ['Jardim Paulista', 'unverifiable'],
      ['Rua Barão de Jaguara, 900, Campinas', 'correct'],
    ])
  })

  it('reads a "Jl." address and a "Telephone:" line listed under a label, and no address in "the Gate 2 entrance"', () => {
    const bakery = abroad('Toko Roti Mawar', 'Bandung', {
      telephone: '+62 22 420 1188',
      address: {
        streetAddress: 'Jl. Braga No. 12',
        addressLocality: 'Bandung',
        addressCountry: 'ID',
      },
    })
    const answer = `**Toko Roti Mawar** is a bakery.

**Location and contact**
- Jl. Hayam Wuruk No. 45, Glodok, Jakarta Barat 11180
- Telephone: (021) 6260 4471

**Tip:** ask for the bakery at the Gate 2 entrance.`
    expect(wrong(check(answer, bakery, 'business', 'ID'))).toEqual([
      ['address', 'Jl. Hayam Wuruk No. 45, Glodok, Jakarta Barat 11180'],
      ['telephone', '(021) 6260 4471'],
    ])
  })

  it('reads "Mobile/Viber:" and "Check-in/out:" as labels, so a status after them is the business’s', () => {
    const inn = abroad('Casa Pino Inn', 'Baguio', { status: 'temporarily closed' })
    const answer = `Here are the details for **Casa Pino Inn**:

- **Mobile/Viber:** 0918 000 1111
- **Check-in/out:** 2:00 PM / 11:00 AM

**Status:** Open and accepting bookings for the festival season.`
    expect(wrong(check(answer, inn)).filter(([kind]) => kind === 'status')).toEqual([
      ['status', 'Open and accepting bookings'],
    ])
  })

  it('reads "the city’s namesake dish" as no other business of the same name', () => {
    const shop = abroad('Quán Cơm Hến Bà Ba', 'Huế', { telephone: '+84 234 3826 714' })
    expect(
      wrong(
        check(
          '**Quán Cơm Hến Bà Ba** serves the city’s namesake dish.\n\n- **Phone:** 0234 3826 741',
          shop,
          'business',
          'VN',
        ),
      ),
    ).toEqual([['telephone', '0234 3826 741']])
  })

  it('reads a town’s old town after the right street as agreeing when the owner names no district', () => {
    const address = {
      streetAddress: 'ul. Grodzka 14',
      addressLocality: 'Lublin',
      addressCountry: 'PL',
    }
    expect(judgeAddress('ul. Grodzka 14, Stare Miasto', address, 'Lublin', 'PL')).toBe('correct')
    expect(judgeAddress('ul. Grodzka 41, Stare Miasto', address, 'Lublin', 'PL')).toBe('wrong')
  })
})

describe('checkAnswerFacts: streets in brackets, French and Quebec forms, CJK places, labels of hours', () => {
  it('reads a street in brackets after the bold name as a street, not a district', () => {
    const bakery = abroad('Panadería La Luz', 'El Paso', {
      address: {
        streetAddress: '2217 Alameda Ave',
        addressLocality: 'El Paso',
        addressCountry: 'US',
      },
    })
    expect(addresses('* **Panadería La Luz** (Mesa St): pan dulce and tamales.', bakery)).toEqual([
      ['Mesa St', 'wrong'],
    ])
  })

  it('reads details listed under a German answer, and "12 rue …" after the number', () => {
    const bakery = abroad('Bäckerei Wendt', 'Görlitz', {
      telephone: '03581 40 12 30',
      address: {
        streetAddress: 'Berliner Straße 9',
        addressLocality: 'Görlitz',
        postalCode: '02826',
        addressCountry: 'DE',
      },
      openingHours: ['Mo-Fr 06:00-18:00', 'Sa 06:00-12:00'],
    })
    const answer = `**Bäckerei Wendt** bakes bread and cakes, including *Eierschecke* (a Saxon custard cake).

- Berliner Straße 9, 02826 Görlitz
- Tel. 03581 401230
- Mo–Fr 6:00–18:00 Uhr, Sa 6:00–11:00 Uhr`
    expect(wrong(check(answer, bakery, 'business', 'DE'))).toEqual([['hours', 'Sa 6:00–11:00 Uhr']])
    const shop = abroad('Chocolaterie Etxe', 'Bayonne', {
      address: {
        streetAddress: '21 rue Victor Hugo',
        addressLocality: 'Bayonne',
        addressCountry: 'FR',
      },
    })
    expect(
      addresses('1. **Chocolaterie Etxe** — 12 rue Victor Hugo, under the arcades', shop),
    ).toEqual([['12 rue Victor Hugo', 'wrong']])
    expect(addresses('**Chocolaterie Etxe** – 10325 82 Avenue NW. Open late.', shop)).toEqual([])
  })

  it('reads a Japanese address naming another block of the town, and "Hours:" times said of no day', () => {
    const soba = abroad('Soba Tida', 'Naha', {
      address: {
        streetAddress: '牧志2-17-8',
        addressLocality: '那覇市',
        addressRegion: '沖縄県',
        postalCode: '900-0013',
        addressCountry: 'JP',
      },
      openingHours: ['Mo-Tu 11:00-16:00', 'Th-Su 11:00-16:00'],
    })
    const answer = (address: string, hours: string) => `**Soba Tida** is a soba shop in Naha.

Details I have:

- Address: ${address}
- Hours: ${hours}, closed Wednesdays`
    expect(
      wrong(
        check(answer('〒900-0013 沖縄県那覇市松尾2-17-8', '11:00–17:00'), soba, 'business', 'JP'),
      ),
    ).toEqual([
      ['address', '〒900-0013 沖縄県那覇市松尾2-17-8'],
      ['hours', '11:00–17:00'],
    ])
    expect(
      wrong(
        check(
          answer('〒900-0013 沖縄県那覇市牧志2丁目17-8', '11:00–16:00'),
          soba,
          'business',
          'JP',
        ),
      ),
    ).toEqual([])
  })

  it('reads "sandblasting sessions" as the listed "Sandblasting experience", the format aside', () => {
    const studio = abroad('Glass Studio Kaze', 'Otaru', {
      services: ['Glassblowing workshops', 'Sandblasting experience'],
    })
    expect(
      wrong(
        check(
          '**Glass Studio Kaze**: they do not offer sandblasting sessions — blown glass only.',
          studio,
        ),
      ),
    ).toEqual([['service', 'do not offer sandblasting sessions']])
    expect(wrong(check('**Glass Studio Kaze** does not offer pottery classes.', studio))).toEqual(
      [],
    )
  })

  it('reads no address in a meeting point described in lower case', () => {
    const rides = abroad('Red Sun Camels', 'Broome', {
      address: {
        streetAddress: 'Cable Beach Rd W',
        addressLocality: 'Broome',
        addressCountry: 'AU',
      },
    })
    expect(
      addresses(
        '**Red Sun Camels**\n- Meeting point: the camel assembly area on the sand north of the Surf Club.',
        rides,
      ),
    ).toEqual([])
  })

  it('reads Quebec’s "7 h 30" with its minutes', () => {
    const cafe = abroad('Café Boréal', 'Rimouski', {
      openingHours: ['Mo-Th 07:30-20:00', 'Fr 07:30-16:00'],
    })
    expect(
      wrong(
        check(
          '**Café Boréal** — Heures : lundi au jeudi de 7 h 30 à 20 h; vendredi de 7 h 30 à 17 h',
          cafe,
          'business',
          'CA',
        ),
      ),
    ).toEqual([['hours', 'vendredi de 7 h 30 à 17 h']])
  })

  it('reads an amount in shillings as a price, not a business, and a long midday closure as breaking "daily 8am to 6pm"', () => {
    const dhow = (friday: string) =>
      abroad('Upepo Dhow Trips', 'Lamu', {
        priceRange: 'KSh 2,500-KSh 9,000',
        openingHours: ['Mo-Th 08:00-18:00', `Fr ${friday}`, 'Sa-Su 08:00-18:00'],
      })
    const answer =
      '**Upepo Dhow Trips** runs dhow trips. Prices are around KSh 3,000 for a sunset sail and about KSh 12,000 for the full day. The office opens daily from 8am to 6pm.'
    expect(wrong(check(answer, dhow('08:00-12:00,14:30-18:00'), 'business', 'KE'))).toEqual([
      ['price', 'KSh 12,000'],
      ['hours', 'opens daily from 8am to 6pm'],
    ])
    expect(wrong(check(answer, dhow('08:00-12:30,14:00-18:00'), 'business', 'KE'))).toEqual([
      ['price', 'KSh 12,000'],
    ])
  })

  it('reads "Permanent gesluit" as a closure, and a hotel’s "Recepción: 24 hs" as round the clock', () => {
    const cafe = abroad('Koffiehuis Eike', 'Paarl', { status: 'open' })
    expect(
      wrong(check('**Koffiehuis Eike** is marked **“Permanent gesluit”** on Google.', cafe)),
    ).toEqual([['status', 'Permanent gesluit']])
    const hostel = abroad('Hostel Andino', 'Salta', { openingHours: ['Mo-Su 07:00-23:00'] })
    expect(
      wrong(check('**Hostel Andino**\n- **Recepción:** 24 hs', hostel, 'business', 'AR')),
    ).toEqual([['hours', '24 hs']])
  })
})

describe('checkAnswerFacts: bullets of an answer about the business', () => {
  it('reads its bullets as its own though one opens with a capitalised phrase', () => {
    const school = abroad('Lingua Verde', 'Plovdiv', { foundingDate: '2009' })
    const answer = `**Lingua Verde** is a language school in Plovdiv.

**About**
- Prepares Students For Cambridge Exams
- Teaching since 2005, in English and German.`
    expect(wrong(check(answer, school))).toEqual([['founded', 'since 2005']])
  })
})

describe('checkAnswerFacts: closures only suggested, postcode letters, postal districts, labels in other languages', () => {
  it('reads a closure a sentence refutes ("Despite a thread suggesting it had shut") as no closure', () => {
    const cafe = abroad('Kahvila Virta', 'Pori', { status: 'open' })
    expect(
      wrong(
        check(
          '**Kahvila Virta** is a riverside café. Despite a 2023 forum thread suggesting it had shut, the café is still operating.',
          cafe,
        ),
      ),
    ).toEqual([])
  })

  it('reads another street as wrong though a letter of the Eircode starts it, and a postal district letter after the town as agreeing', () => {
    const irish = {
      streetAddress: 'Port Road',
      addressLocality: 'Letterkenny',
      addressRegion: 'Co. Donegal',
      postalCode: 'F92 P2R7',
      addressCountry: 'IE',
    }
    expect(judgeAddress('Pearse Road, Letterkenny, Co. Donegal', irish, 'Letterkenny', 'IE')).toBe(
      'wrong',
    )
    const norwegian = {
      streetAddress: 'Vestre Strandgate 42',
      postalCode: '4611',
      addressLocality: 'Kristiansand',
      addressCountry: 'NO',
    }
    expect(
      judgeAddress('Vestre Strandgate 42, 4611 Kristiansand S', norwegian, 'Kristiansand', 'NO'),
    ).toBe('correct')
    expect(
      judgeAddress('Vestre Strandgate 42, 4611 Arendal S', norwegian, 'Kristiansand', 'NO'),
    ).toBe('wrong')
  })

  it('reads no address in the course of a street ("the street that runs from the Praça …")', () => {
    const shop = abroad('Olaria Évora', 'Évora', {
      address: {
        streetAddress: 'Rua 5 de Outubro 41',
        addressLocality: 'Évora',
        addressCountry: 'PT',
      },
    })
    expect(
      addresses(
        '**Olaria Évora**\n- **Location:** Rua 5 de Outubro, 41, the street that runs from the Praça do Giraldo up to the Cathedral.',
        shop,
      ),
    ).toEqual([['Rua 5 de Outubro, 41', 'correct']])
  })

  it('reads "E-Mail:" and "GSM:" as labels, "(durchgehend)" as no lunch break, and a Greek hours heading with its gloss', () => {
    const optician = abroad('Optik Hager', 'Dornbirn', {
      telephone: '+43 5572 42318',
      email: 'info@optik-hager.at',
      openingHours: ['Mo-Fr 09:00-12:30,14:00-18:00', 'Sa 09:00-13:00'],
    })
    const answer = `Here's what I found about **Optik Hager**:

**Kontakt**
* **GSM:** 0664 123 4567
* **E-Mail:** info@optikhager.at

**Öffnungszeiten**
* Mo–Fr: 09:00–18:00 (durchgehend)
* Sa: 09:00–13:00`
    expect(wrong(check(answer, optician, 'business', 'AT'))).toEqual([
      ['telephone', '0664 123 4567'],
      ['email', 'info@optikhager.at'],
      ['hours', 'Mo–Fr: 09:00–18:00 (durchgehend)'],
    ])
    const silver = abroad('Asimi Silverworks', 'Ioannina', { openingHours: ['Mo-Sa 09:30-21:00'] })
    expect(
      wrong(
        check(
          'Asimi Silverworks is a silversmith in Ioannina.\n\n**Ωράριο (opening hours)**\n- Δευτέρα–Σάββατο: 9:30–20:00',
          silver,
          'business',
          'GR',
        ),
      ),
    ).toEqual([['hours', 'Δευτέρα–Σάββατο: 9:30–20:00']])
  })

  it('reads "no longer cut keys" against "Key cutting", and Swedish "Permanent stängt" as a closure', () => {
    const cobbler = abroad('Schoenmakerij Vos', 'Venlo', {
      status: 'open',
      services: ['Shoe repair', 'Key cutting'],
    })
    expect(wrong(check('**Schoenmakerij Vos**: they no longer cut keys, sadly.', cobbler))).toEqual(
      [['service', 'no longer cut keys']],
    )
    expect(
      wrong(check('**Schoenmakerij Vos** is listed as ”Permanent stängt” on the map.', cobbler)),
    ).toEqual([['status', 'Permanent stängt']])
  })
})

describe('checkAnswerFacts: section titles, glossed streets, long breaks, streets of other countries', () => {
  it('reads its bullets under "Practical Details" and "Hours & Contact" as the business’s', () => {
    const lodge = abroad('Forest Lodge Kiri', 'Sen Monorom', {
      telephone: '+855 88 914 2207',
      openingHours: ['Mo-Su 07:00-22:00'],
    })
    const answer = `Here's what I found about **Forest Lodge Kiri**:

**Activities**
* Guided jungle treks

**Practical Details**
* **Phone:** +855 88 914 2270

**Hours & Contact**
* **Open:** 7:00 AM – 9:00 PM daily`
    expect(wrong(check(answer, lodge, 'business', 'KH'))).toEqual([
      ['telephone', '+855 88 914 2270'],
      ['hours', '7:00 AM – 9:00 PM daily'],
    ])
  })

  it('reads "closed for business", Armenian "Մշտապես փակ է", and not "closed for business on Sundays"', () => {
    const tavern = abroad('Varpet House', 'Gyumri', { status: 'open' })
    expect(
      wrong(
        check(
          '**Varpet House** is now closed for business, and its card says Մշտապես փակ է.',
          tavern,
        ),
      ),
    ).toEqual([
      ['status', 'closed for business'],
      ['status', 'Մշտապես փակ է'],
    ])
    expect(wrong(check('**Varpet House** is closed for business on Sundays.', tavern))).toEqual([])
  })

  it('gives a street glossed in its own script the verdict of the street before it', () => {
    const clinic = abroad('Alazani Clinic', 'Telavi', {
      address: {
        streetAddress: '18 Erekle II Street',
        addressLocality: 'Telavi',
        addressCountry: 'GE',
      },
    })
    expect(
      addresses(
        '**Alazani Clinic** is on Chavchavadze Avenue in the centre of town (ჭავჭავაძის გამზირი).',
        clinic,
      ),
    ).toEqual([
      ['Chavchavadze Avenue', 'wrong'],
      ['ჭავჭავაძის გამზირი', 'wrong'],
    ])
  })

  it('reads a microdistrict glossed in English after its abbreviation, and "Jirón" for "Jr."', () => {
    const dental = abroad('Caspian Dental', 'Aktau', {
      address: {
        streetAddress: '14th microdistrict, building 22',
        addressLocality: 'Aktau',
        addressCountry: 'KZ',
      },
    })
    expect(
      addresses(
        '**Caspian Dental**\n- **Address:** 15 мкр., дом 22 (15th microdistrict, building 22), Aktau',
        dental,
      ).map(([stated, verdict]) => [stated, verdict]),
    ).toContainEqual(['15th microdistrict, building 22', 'wrong'])
    const jr = {
      streetAddress: 'Jr. Pizarro 845',
      addressLocality: 'Trujillo',
      addressCountry: 'PE',
    }
    expect(
      judgeAddress('Jirón Pizarro 845, Centro Histórico, Trujillo', jr, 'Trujillo', 'PE'),
    ).toBe('correct')
  })

  it('ends an address at a sentence after "Road.", reads "ko\'chasi" as a street word, and "at km 12" of a road', () => {
    const books = abroad('Harbour Light Books', 'Kaohsiung', {
      status: 'moved',
      address: { streetAddress: 'No. 17, Wufu 4th Rd', addressLocality: 'Kaohsiung' },
    })
    expect(
      addresses(
        '**Harbour Light Books** has moved to Wufu 4th Road. It was on Dayong Road before.',
        books,
      ),
    ).toEqual([['Wufu 4th Road', 'correct']])
    const khiva = {
      streetAddress: "Pahlavon Mahmud ko'chasi 24",
      addressLocality: 'Khiva',
      postalCode: '220900',
      addressCountry: 'UZ',
    }
    expect(
      judgeAddress("Pahlavon Mahmud ko'chasi 24, Ichan Qala, Khiva 220900", khiva, 'Khiva', 'UZ'),
    ).toBe('correct')
    const coop = abroad('Cooperative Tamount', 'Essaouira', {
      address: { streetAddress: "Km 9, Route d'Agadir (N1)", addressLocality: 'Essaouira' },
    })
    expect(
      addresses(
        '- **Cooperative Tamount** – on the Route de Marrakech at km 12, run by 40 women.',
        coop,
      ),
    ).toEqual([['Route de Marrakech at km 12', 'wrong']])
  })

  it('reads one span over a long daily break as wrong, and "opens only in the evening on Fridays" of a day it is shut', () => {
    const shop = abroad('Taif Rose House', 'Taif', {
      openingHours: ['Sa-Th 09:00-13:00,16:30-23:00'],
    })
    expect(
      wrong(
        check(
          '**Taif Rose House** is open from 9 am to 11 pm, Saturday to Thursday, and opens only in the evening on Fridays.',
          shop,
          'business',
          'SA',
        ),
      ),
    ).toEqual([
      ['hours', 'open from 9 am to 11 pm, Saturday to Thursday'],
      ['hours', 'opens only in the evening on Fridays'],
    ])
  })
})

describe('checkAnswerFacts: "It’s usually", a second verb of one subject, tips, Gulf currency signs, "trg"', () => {
  it('reads "It’s usually open …" as the business’s hours, not a plural subject', () => {
    const repair = abroad('GSM Servis Sava', 'Kranj', { openingHours: ['Mo-Fr 09:00-18:00'] })
    expect(
      wrong(
        check(
          '**GSM Servis Sava** is a shop. It’s usually open on weekdays from 9:00 until 19:00.',
          repair,
        ),
      ),
    ).toEqual([['hours', 'open on weekdays from 9:00 until 19:00']])
  })

  it('reads a denial after "and" of the same subject, "air-conditioning work" as AC repair, and men’s haircuts apart from women’s', () => {
    const salon = abroad('Lili Studio', 'Eger', {
      services: ["women's haircuts", "men's haircuts"],
    })
    expect(
      wrong(
        check(
          "**Lili Studio**: it focuses on women's cuts and doesn't do men's haircuts, so book elsewhere.",
          salon,
        ),
      ),
    ).toEqual([['service', "doesn't do men's haircuts"]])
    const garage = abroad('Riffa Auto', 'Riffa', {
      services: ['car AC repair', 'battery replacement'],
    })
    expect(wrong(check('**Riffa Auto** does not handle air-conditioning work.', garage))).toEqual([
      ['service', 'does not handle air-conditioning work'],
    ])
  })

  it('reads no price in tips, no hours in "sometimes opens", and no address in "near Pile Gate"', () => {
    const treks = abroad('Kibo Treks', 'Moshi', {
      priceRange: 'US$1,850-US$3,400',
      openingHours: ['Tu-Sa 11:00-17:00'],
      address: { streetAddress: 'Ulica od Tabakarije 2', addressLocality: 'Moshi' },
    })
    const answer = `**Kibo Treks** runs Kilimanjaro climbs.
* Budget US$250–350 per climber for crew tips.
* In summer it sometimes opens on Sundays too.
* **Meeting point:** near Pile Gate, below the fort`
    expect(wrong(check(answer, treks, 'business', 'TZ'))).toEqual([])
  })

  it('reads "JD 20" and "35 KD" in the owner’s dinars', () => {
    const inn = abroad('Wadi Inn', 'Madaba', { priceRange: 'JOD 45-JOD 90' })
    expect(
      wrong(check('**Wadi Inn** has rooms from JD 20 per night.', inn, 'business', 'JO')),
    ).toEqual([['price', 'JD 20']])
    const gym = abroad('Salwa Gym', 'Jahra', { priceRange: 'KWD 40-KWD 60' })
    expect(
      wrong(check('**Salwa Gym** charges around 35 KD per month.', gym, 'business', 'KW')),
    ).toEqual([['price', '35 KD']])
  })

  it('reads a square written "Novi trg" after a long description as a street', () => {
    const repair = abroad('GSM Servis Sava', 'Novo mesto', {
      address: {
        streetAddress: 'Glavni trg 14',
        addressLocality: 'Novo mesto',
        addressCountry: 'SI',
      },
    })
    expect(
      addresses(
        '**GSM Servis Sava** is a small independent repair shop on Novi trg, off the square.',
        repair,
      ),
    ).toEqual([['Novi trg', 'wrong']])
  })
})
