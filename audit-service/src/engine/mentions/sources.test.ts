import { describe, expect, it } from 'vitest'
import { extractCompetitors, extractSources } from './competitors'

describe('extractSources: directories, review sites and public bodies (docs/decisions/0017)', () => {
  const none = { name: 'Zed Services' }

  it('sends directories, review sites and public bodies to sources, not competitors', () => {
    const answer = `1. **Volt Brothers** – fast
2. **Yelp** – read the reviews
3. **Capterra UK** – compare tools

Check the Electrical Safety Authority register and Google Maps.`
    expect(extractCompetitors(answer, { name: 'Other' })).toEqual(['Volt Brothers'])
    expect(extractSources(answer)).toEqual(['Yelp', 'Capterra', 'Google Maps'])
  })

  it('bodies named after "registered with", "licensed by" or "a member of" are sources', () => {
    const answer =
      'Try Volt Brothers or Spark Right. Check the electrician is registered with a competent person scheme (NICEIC, NAPIT or ELECSA), and that NSW Fair Trading has no complaints.'
    expect(extractCompetitors(answer, none)).toEqual(['Volt Brothers', 'Spark Right'])
    expect(extractSources(answer)).toEqual(
      expect.arrayContaining(['NICEIC', 'NAPIT', 'ELECSA', 'NSW Fair Trading']),
    )
  })
})

describe('searched answers: source lists and directories described as such', () => {
  const none = { name: 'Zed Services' }

  it('reads no names in a "Sources" list or footnote lines, whatever their titles', () => {
    const answer = `**Kiwi Pipes** – fast call-outs[1]. **Capital Plumbing & Gas Ltd** – gasfitting[2][3].

Sources:
[1] kiwipipes.co.nz – Hot Water Cylinders and Leak Repairs
[2] tdlr.texas.gov – Air Conditioning and Refrigeration Contractors
3. [Best House Cleaners in Melbourne | hipages](https://hipages.com.au/find)`
    expect(extractCompetitors(answer, none)).toEqual(['Kiwi Pipes', 'Capital Plumbing & Gas Ltd'])
    const footnotes = `- **Bay Build Group** – new homes[1]\n\n[1] Electricians in Leeds – Checkatrade\n[2] Northern Homes Guide`
    expect(extractCompetitors(footnotes, none)).toEqual(['Bay Build Group'])
  })

  it('an item described as a body, register or directory is a source ("Not a builder, but …")', () => {
    const answer = `1. **Northland Home Builders** – new homes.
2. **Registered Master Builders** – Not a builder, but their search lists members.
3. **Safe Electric** – the regulatory body; check any contractor.
4. Avvo – Not a law firm; a directory of lawyers.
5. **CPA Ontario** – The regulator; confirm a licence.
6. **Kahu Coatings** – a regulator-approved applicator of roof coatings.`
    expect(extractCompetitors(answer, none)).toEqual(['Northland Home Builders', 'Kahu Coatings'])
    expect(extractSources(answer)).toEqual(
      expect.arrayContaining([
        'Registered Master Builders',
        'Safe Electric',
        'Avvo',
        'CPA Ontario',
      ]),
    )
  })

  it('trade associations "Master <Trade>s" and names after "platforms like" are sources', () => {
    const answer = `- **Master Plumbers Association** – find a member
- **Master Electricians Australia** – guarantee
- **Westgate Sparky** – emergency call-outs

Platforms like Justdial and LawRato list lawyers. Try Nyaay Legal and Kini & Co. for documents.`
    expect(extractCompetitors(answer, none)).toEqual([
      'Westgate Sparky',
      'Nyaay Legal',
      'Kini & Co',
    ])
  })
})

describe('citation markers never become part of a name', () => {
  it('reads names followed by [n], [n](url), [^n] and 【n:m†source】 markers', () => {
    const none = { name: 'Zed Services' }
    expect(
      extractCompetitors(
        '- **Acme Plumbing**[1][2]: fast\n- **Best Pipes**[^2]: cheap\n- **Cool Drains** 【4:1†source】 – quick',
        none,
      ),
    ).toEqual(['Acme Plumbing', 'Best Pipes', 'Cool Drains'])
    expect(
      extractCompetitors(
        'Try Acme Plumbing[1](https://acme.com) or Best Pipes[2](https://b.com).',
        none,
      ),
    ).toEqual(['Acme Plumbing', 'Best Pipes'])
  })
})

describe('national directories and booking platforms are sources, never competitors', () => {
  const none = { name: 'Zed Services' }
  const directories = [
    'Sulekha',
    'NoCowboys',
    'Builderscrack',
    'Golden Pages',
    'TrueLocal',
    'Practo',
    'HomeStars',
    'Yellow NZ',
    'Finda',
    'Urban Company',
    'Healthpoint',
    'Doctify',
    'Justdial',
  ]

  it.each(directories)('%s in a list of options is a source', (directory) => {
    const answer = `1. **Volt Brothers** – fast call-outs
2. **${directory}** – compare local providers and book online
3. **Spark Right** – fixed prices`
    expect(extractCompetitors(answer, none)).toEqual(['Volt Brothers', 'Spark Right'])
    expect(extractSources(answer)).toEqual([directory])
  })

  it.each(directories)('%s named in prose is a source', (directory) => {
    const answer = `Try Volt Brothers or Spark Right. You can also compare reviews and book on ${directory}.`
    expect(extractCompetitors(answer, none)).toEqual(['Volt Brothers', 'Spark Right'])
    expect(extractSources(answer)).toEqual([directory])
  })

  it('reads a directory written as two words, but not a phrase spelling its letters', () => {
    // "Find a" spells "Finda"; "Builders crack" is Builderscrack.
    expect(extractSources('Find a builder near you on Builders crack.')).toEqual(['Builders crack'])
    expect(extractSources('Compare quotes on Trip Advisor or finda.co.nz.')).toEqual([
      'Trip Advisor',
      'finda.co.nz',
    ])
  })

  it('keeps businesses whose names only start like a directory', () => {
    const answer = `1. **Urban Plumbing Co** – leaks and hot water
2. **Golden Plumbing** – gas fitting
3. **Urban Company** – a booking platform`
    expect(extractCompetitors(answer, none)).toEqual(['Urban Plumbing Co', 'Golden Plumbing'])
    expect(extractSources(answer)).toEqual(['Urban Company'])
  })
})
