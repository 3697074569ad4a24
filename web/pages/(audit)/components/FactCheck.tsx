/**
 * The fact check of an audit (the report model's `facts`), as the results page, the saved report
 * and the shared page show it, right after the first fixes: 'What the assistants say about you',
 * the one-line summary of the engine's counts, then each wrong fact, the most serious first: its
 * kind in words, which assistant said it, the answer's words quoted, the right value, the question
 * it answered and the domains that answer cited ("where it most likely comes from", linked). A
 * closure said of a business that trades is tagged 'Most serious' in the danger colour. With no
 * wrong facts, the summary alone ("No wrong facts in …"). Nothing without a fact check.
 *
 * Server-rendered, no script; long quotes and addresses wrap (a phone's 375 px never scrolls
 * sideways); colours are the theme's variables, so both themes follow.
 */
import styled from '@emotion/styled'
import { MOST_SERIOUS, type ReportFacts, type ReportWrongFact } from '@aivis/contract'
import { colors, fontSizes, mq, radii, space } from '../../../lib/theme'
import { Card, H2 } from '../../../components/ui'

const Summary = styled.p<{ clean: boolean }>(({ clean }) => ({
  margin: 0,
  fontWeight: 600,
  color: clean ? colors.success : colors.text,
}))

const Facts = styled.ol({
  listStyle: 'none',
  padding: 0,
  margin: `${space[4]}px 0 0`,
  display: 'grid',
  gap: space[3],
})

const Fact = styled.li<{ serious: boolean }>(({ serious }) => ({
  minWidth: 0,
  padding: `${space[3]}px`,
  [mq.md]: { padding: `${space[3]}px ${space[4]}px` },
  border: `1px solid ${serious ? colors.danger : colors.border}`,
  borderLeft: `4px solid ${serious ? colors.danger : colors.warning}`,
  borderRadius: radii.md,
  background: colors.surface2,
  overflowWrap: 'anywhere',
  '& p': { margin: `${space[1]}px 0 0` },
}))

const Head = styled.p({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space[1]}px ${space[2]}px`,
  '&&': { margin: 0 },
})

const Tag = styled.span({
  fontSize: fontSizes.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: colors.danger,
  border: `1px solid ${colors.danger}`,
  borderRadius: radii.sm,
  padding: `0 ${space[2]}px`,
})

const Quote = styled.blockquote({
  margin: `${space[2]}px 0 0`,
  paddingLeft: space[3],
  borderLeft: `3px solid ${colors.border}`,
  fontStyle: 'italic',
})

const Label = styled.span({ color: colors.muted })

const Small = styled.p({
  fontSize: fontSizes.sm,
  color: colors.muted,
  '& a': { color: colors.accent },
})

/** One wrong fact: its kind, who said it, the quote, the right value, the question, the sources. */
function WrongFactItem({ fact }: { fact: ReportWrongFact }) {
  return (
    <Fact serious={fact.mostSerious}>
      <Head>
        {fact.mostSerious && <Tag>{MOST_SERIOUS}</Tag>}
        <strong>{fact.label}</strong>
        <Label>{fact.assistant} said:</Label>
      </Head>
      <Quote>“{fact.stated}”</Quote>
      {fact.expected && (
        <p>
          <Label>Correct:</Label> <strong>{fact.expected}</strong>
        </p>
      )}
      <Small>Asked: {fact.question}</Small>
      {fact.sources.length > 0 && (
        <Small>
          Where it most likely comes from:{' '}
          {fact.sources.map((s, i) => (
            <span key={s.domain}>
              {i > 0 && ', '}
              <a href={s.url} rel="nofollow noopener noreferrer" target="_blank">
                {s.domain}
              </a>
            </span>
          ))}
        </Small>
      )}
    </Fact>
  )
}

/** See module doc; `id` names the section's heading (one per page). */
export function FactCheck({
  facts,
  id = 'facts-heading',
}: {
  facts: ReportFacts | null
  id?: string
}) {
  if (!facts) return null
  return (
    <section aria-labelledby={id}>
      <H2 id={id} style={{ marginTop: space[6] }}>
        {facts.heading}
      </H2>
      <Card>
        <Summary clean={facts.wrong.length === 0}>
          {facts.wrong.length === 0 && <span aria-hidden>✓ </span>}
          {facts.summary}
        </Summary>
        {facts.wrong.length > 0 && (
          <Facts aria-label="Wrong facts">
            {facts.wrong.map((f, i) => (
              <WrongFactItem key={`${f.kind}-${f.assistant}-${i}`} fact={f} />
            ))}
          </Facts>
        )}
      </Card>
    </section>
  )
}
