import { describe, expect, it } from 'vitest'
import { extractCompetitors } from './competitors'

describe('siblingsAreNames and childrenOf: businesses written as headings (docs/decisions/0017)', () => {
  const none = { name: 'Zed Services' }

  it('reads businesses written as sibling headings with paragraphs under them', () => {
    const answer = `## Electricians in Cork

### Volt Brothers
Fast call-outs across the city.

### Spark Right Electrical
Good for rewiring older homes.

**Tip:** ask for a RECI certificate.`
    expect(extractCompetitors(answer, { name: 'Other' })).toEqual([
      'Volt Brothers',
      'Spark Right Electrical',
    ])
  })

  it("a heading's own items are the names; their nested detail bullets do not make the heading a business", () => {
    const answer = `## Top Veterinarians in Portland, OR

* **Hawthorne Family Veterinary**
    * *Location:* SE Hawthorne Blvd
    * *Known for:* Transparent pricing
* **Banfield Pet Hospital**
    * *Location:* Inside PetSmart stores`
    expect(extractCompetitors(answer, none)).toEqual([
      'Hawthorne Family Veterinary',
      'Banfield Pet Hospital',
    ])
  })
})

describe('tableNames: the name column or a comparison header (docs/decisions/0017)', () => {
  it('reads the name column of a table, and the header of a comparison table', () => {
    const ranked = `| # | Salon | Price |
|---|---|---|
| 1 | Snip & Style | $$ |
| 2 | The Hair Loft | $$$ |`
    expect(extractCompetitors(ranked, { name: 'Other' })).toEqual(['Snip & Style', 'The Hair Loft'])
    const compared = `| Feature | Mindbody | Glofox | Vagaro |
|---|---|---|---|
| Price | from $129 | on request | from $30 |`
    expect(extractCompetitors(compared, { name: 'Other' })).toEqual([
      'Mindbody',
      'Glofox',
      'Vagaro',
    ])
  })
})
