/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The re-check mail's section on wrong facts (docs/decisions/0116): `<RecheckFacts business
 * previous next />`, `previous` the wrong facts of the audit the re-check compares with and `next`
 * this run's (contract `WrongFact[]`; null: that audit had no fact check). Nothing when neither
 * had a fact check. With both, what `factChanges` (rechecks/factChanges.ts) says:
 *
 *   Facts about {business}
 *   Corrected since last time:
 *    - Claude no longer gives the wrong phone number “(02) 9555 0199” (yours: (02) 9555 0132).
 *   New wrong facts:
 *    - ChatGPT gives the wrong opening hours “Open 24 hours” (yours: Mo-Fr 08:00-18:00).
 *   Still wrong: 1 (Gemini’s address).
 *
 * or that neither run found one. With only this run's: its wrong facts, as the first fact check
 * to compare with; with only the previous one's: that this run could not check them again.
 */
import type { WrongFact } from '@aivis/contract'
import { factChanges } from '../../rechecks/factChanges'
import { H2, P, s } from './layout'

/** What each kind of fact is called in the mail. */
const FACT_WORDS: Record<WrongFact['kind'], string> = {
  telephone: 'phone number',
  address: 'address',
  hours: 'opening hours',
  status: 'trading status',
  email: 'email address',
  website: 'website address',
  founded: 'founding year',
  price: 'prices',
  service: 'services',
}

/** ` “(02) 9555 0199” (yours: (02) 9555 0132)`: the stated value and the business's own. */
const values = (f: WrongFact) => `“${f.stated}”${f.expected ? ` (yours: ${f.expected})` : ''}`

/** "Claude no longer gives the wrong phone number “…” (yours: …)." */
export const correctedLine = (f: WrongFact) =>
  `${f.assistant_name} no longer gives the wrong ${FACT_WORDS[f.kind]} ${values(f)}.`

/** "ChatGPT gives the wrong opening hours “…” (yours: …)." */
export const wrongLine = (f: WrongFact) =>
  `${f.assistant_name} gives the wrong ${FACT_WORDS[f.kind]} ${values(f)}.`

/** "Still wrong: 2 (ChatGPT’s address, Gemini’s phone number)." */
export const stillLine = (still: WrongFact[]) =>
  `Still wrong: ${still.length} (${[
    ...new Set(still.map((f) => `${f.assistant_name}’s ${FACT_WORDS[f.kind]}`)),
  ].join(', ')}).`

function FactList({ facts, line }: { facts: WrongFact[]; line: (f: WrongFact) => string }) {
  return (
    <ul style={{ margin: '0 0 16px', paddingLeft: '22px' }}>
      {facts.map((f, i) => (
        <li key={i} className="em-text" style={{ ...s.p, margin: '0 0 6px' }}>
          {line(f)}
        </li>
      ))}
    </ul>
  )
}

/** A heading line of the section, e.g. "Corrected since last time:". */
const Lead = ({ children }: { children: string }) => (
  <P style={{ margin: '0 0 6px', fontWeight: 700 }}>{children}</P>
)

export interface RecheckFactsProps {
  business: string
  /** The previous audit's wrong facts; null or absent: it had no fact check. */
  previous?: WrongFact[] | null
  /** This run's wrong facts; null or absent: it had no fact check. */
  next?: WrongFact[] | null
}

export function RecheckFacts({ business, previous, next }: RecheckFactsProps) {
  if (!previous && !next) return null
  if (!next)
    return (
      <>
        <H2>Facts about {business}</H2>
        <P>
          This re-check had no facts of yours to check the answers against, so the{' '}
          {previous!.length === 1 ? 'wrong fact' : `${previous!.length} wrong facts`} of last time
          could not be checked again.
        </P>
      </>
    )
  if (!previous)
    return (
      <>
        <H2>Facts about {business}</H2>
        <P>
          This is the first fact check of {business} to compare with: next month shows what was
          corrected.
        </P>
        {next.length > 0 ? (
          <>
            <Lead>Wrong facts this time:</Lead>
            <FactList facts={next} line={wrongLine} />
          </>
        ) : (
          <P>No wrong facts this time.</P>
        )}
      </>
    )
  const { corrected, added, still } = factChanges(previous, next)
  return (
    <>
      <H2>Facts about {business}</H2>
      {corrected.length > 0 && (
        <>
          <Lead>Corrected since last time:</Lead>
          <FactList facts={corrected} line={correctedLine} />
        </>
      )}
      {added.length > 0 && (
        <>
          <Lead>New wrong facts:</Lead>
          <FactList facts={added} line={wrongLine} />
        </>
      )}
      {still.length > 0 && <P>{stillLine(still)}</P>}
      {next.length === 0 && (
        <P>
          {corrected.length > 0
            ? 'No wrong facts this time.'
            : `No wrong facts about ${business}, this time or last time.`}
        </P>
      )}
    </>
  )
}
