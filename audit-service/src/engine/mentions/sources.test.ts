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
