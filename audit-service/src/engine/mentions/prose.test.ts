import { describe, expect, it } from 'vitest'
import { extractCompetitors } from './competitors'
import { inlineItems, proseNames } from './prose'

describe('proseNames', () => {
  it('reads an enumeration joined by commas and a final "and", places between names ignored', () => {
    expect(
      proseNames(
        'In Hobart, regulars love Little Bird Bakery, Pigeon Whole on Argyle Street, and Jackman & McRoss in Battery Point.',
      ),
    ).toEqual(['Little Bird Bakery', 'Pigeon Whole', 'Jackman & McRoss'])
    expect(proseNames('Good picks are Zephyr Gym or Ironclad Fitness [2].')).toEqual([
      'Zephyr Gym',
      'Ironclad Fitness',
    ])
  })

  it('takes a name followed by a verb of description or after a word that introduces options', () => {
    expect(proseNames('For tiling, Grout Masters is the local favourite.')).toEqual([
      'Grout Masters',
    ])
    expect(proseNames('Many owners use Keyline Locksmiths for after-hours lockouts.')).toEqual([
      'Keyline Locksmiths',
    ])
    expect(
      proseNames('The bakery in the Rocks gets busy; Sourdough Co. gets great reviews.'),
    ).toEqual(['Sourdough Co.'])
  })

  it('leaves out places, adjectives, sentence openers, months and assistant names', () => {
    expect(
      proseNames(
        'Dublin vets are busy in December. Book early near Grafton Street. I am Claude and cannot check.',
      ),
    ).toEqual([])
    // "Kenmare" opens the sentence alone; "Ring of Kerry" is a place after "on"; "Gas Safe" an adjective.
    expect(
      proseNames('Kenmare is lovely. Drive on the Ring of Kerry. Ask for Gas Safe papers.'),
    ).toEqual([])
    expect(proseNames('The view from Table Mountain is great.')).toEqual([])
  })

  it('reads a possessive inside a name, and a possessive name only after a cue', () => {
    expect(proseNames("Locals swear by Mick's Auto Electrics and Volt Brothers.")).toEqual([
      "Mick's Auto Electrics",
      'Volt Brothers',
    ])
    expect(proseNames("Zara Studio's courtyard is lovely.")).toEqual([])
    expect(proseNames("Many people use Bosch's own service team.")).toEqual(['Bosch'])
  })

  it('reads an enumeration that opens a sentence ("X, Y and Z all have…"), "S&D" names and a possessive item', () => {
    expect(
      proseNames(
        'Options are good. Cornerstone Plumbers, S&D Plumbing and Kim Plumbing & Gas all have strong reputations.',
      ),
    ).toEqual(['Cornerstone Plumbers', 'S&D Plumbing', 'Kim Plumbing & Gas'])
    expect(proseNames("Names that come up are Nonna Rosa's and Melbourne Café.")).toEqual([
      'Nonna Rosa',
      'Melbourne Café',
    ])
  })

  it('ends a name at "Co." and keeps a business named after its place apart from the place', () => {
    expect(
      proseNames('For value, consider Hughes Smiles Co. For families, Thompson Dental is best.'),
    ).toEqual(['Hughes Smiles Co.', 'Thompson Dental'])
    expect(
      proseNames('Smiles Studio Gold Coast and Evergreen Dental are busy. Gold Coast is sunny.'),
    ).toEqual(['Smiles Studio Gold Coast', 'Evergreen Dental'])
    expect(proseNames('Surf at Bondi Beach, then Sunshine Coast is a drive away.')).toEqual([])
  })

  it('does not take one body named with commas, or what a product works with, as options', () => {
    expect(
      proseNames('Check the Electricians, Plumbers and Gasfitters Board.', (n) =>
        n.endsWith('Board'),
      ),
    ).toEqual(['Gasfitters Board'])
    expect(proseNames('All of them integrate with Xero and QuickBooks.')).toEqual([])
  })
})

describe('inlineItems', () => {
  it('splits "1) … 2) …" and "(1) … (2) …" enumerations in order', () => {
    expect(
      inlineItems('Try: 1) Volt Brothers — fast; 2) Spark Right — cheap. Call ahead.'),
    ).toEqual(['Volt Brothers — fast', 'Spark Right — cheap. Call ahead.'])
    expect(inlineItems('Picks: (1) The Linen House; (2) Hotel Ardmore')).toEqual([
      'The Linen House',
      'Hotel Ardmore',
    ])
  })

  it('returns null without two markers numbered from 1', () => {
    expect(inlineItems('Open 9) to 5 daily.')).toBeNull()
    expect(inlineItems('See 2) Volt Brothers; 3) Spark Right')).toBeNull()
  })
})

describe('extractCompetitors: prose and inline enumerations (docs/decisions/0017)', () => {
  it('reads prose and inline enumerations', () => {
    expect(
      extractCompetitors(
        'Dog owners in Leeds trust Paws & Claws Vets, Kirkstall Animal Clinic and Meanwood Vets.',
        { name: 'Other' },
      ),
    ).toEqual(['Paws & Claws Vets', 'Kirkstall Animal Clinic', 'Meanwood Vets'])
    expect(
      extractCompetitors('Try: 1) Volt Brothers — fast; 2) Spark Right — cheap [2].', {
        name: 'Other',
      }),
    ).toEqual(['Volt Brothers', 'Spark Right'])
  })
})

describe('extractCompetitors: "and Co." names, one name before a singular verb, groups', () => {
  const none = { name: 'Zed Services' }

  it('keeps "Name and Co. <Trade>" and "Name and Co." whole in prose', () => {
    expect(
      extractCompetitors(
        "Walsh and Co. Accountants on O'Connell Street is good. Banerjee and Co. is older. O'Brien and Co. Builders does attics.",
        none,
      ),
    ).toEqual(['Walsh and Co. Accountants', 'Banerjee and Co', "O'Brien and Co. Builders"])
  })

  it('reads "A and B" before a singular verb as one name, before a plural verb as two', () => {
    expect(
      extractCompetitors('Petal and Stem in Stockbridge does loose arrangements.', none),
    ).toEqual(['Petal and Stem'])
    expect(extractCompetitors('Nandos and Grilld are both good for families.', none)).toEqual([
      'Grilld',
    ])
    expect(
      extractCompetitors('Petal and Stem in Stockbridge does lovely work.', {
        name: 'Petal & Stem',
      }),
    ).toEqual([])
  })

  it('a sentence opened by a quantifier names a group, not a business', () => {
    expect(
      extractCompetitors(
        'Many Kolkata CAs are stretched in September. Several Bristol Plumbers offer fixed prices. Acme Tax is open all year.',
        none,
      ),
    ).toEqual(['Acme Tax'])
  })
})

describe('extractCompetitors: what a cue introduces', () => {
  const none = { name: 'Zed Services' }

  it('examples of insurers or funds after a cue are no options; "plus" introduces one', () => {
    expect(
      extractCompetitors(
        'Sea Dental takes most medical aids, including Discovery. Good firms are Tompkins Wake and McCaw Lewis, plus Harkness Henry for farms.',
        none,
      ),
    ).toEqual(['Sea Dental', 'Tompkins Wake', 'McCaw Lewis', 'Harkness Henry'])
  })

  it('"Membership of SADA" names the body, and a guide\'s edition is that guide', () => {
    const answer =
      'Membership of SADA is voluntary. Metro awards and the Cuisine Good Food Guide list more, and Depot is still a favourite.'
    expect(extractCompetitors(answer, none)).toEqual(['Depot'])
  })
})

describe('extractCompetitors: areas covered, kinds of business, acronyms and initials', () => {
  const none = { name: 'Zed Services' }

  it('places listed after "covers", "serves" are places, not businesses', () => {
    expect(
      extractCompetitors(
        'Sparkle Clean Dublin covers Clontarf, Raheny and Howth. Atlantic Roofing works across Sea Point and Camps Bay, and Helderberg Roof Care serves the Southern Suburbs and Strand.',
        none,
      ),
    ).toEqual(['Sparkle Clean Dublin', 'Atlantic Roofing', 'Helderberg Roof Care'])
  })

  it('a run after "a"/"an" is a kind of business; examples of a health fund are no options', () => {
    expect(
      extractCompetitors(
        'Only a Registered Electrical Contractor (REC) can certify it. With a health fund like HCF, nib or Bupa, Coogee Physio is cheaper.',
        none,
      ),
    ).toEqual(['Coogee Physio'])
  })

  it("a name's own acronym and its form without initials are no new names", () => {
    expect(
      extractCompetitors(
        'The British School of Motoring (BSM) still has instructors, and the AA Driving School is national. BSM and AA both let you book online. **J. Hartley & Sons** fits boilers; Hartley & Sons also services them.',
        none,
      ),
    ).toEqual(['J. Hartley & Sons', 'British School of Motoring', 'AA Driving School'])
  })
})
