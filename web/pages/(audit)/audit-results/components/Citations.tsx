/**
 * Where the assistants get their answers (/audit-results, beyond the spec): the citation rate of
 * the business's own website with its 95% range (`scores.overall.citation_rate`), and the domains
 * the answers cite for this market (`scores.overall.top_sources`), ranked by the answers citing
 * each, with how many of those answers name the business and how many name a competitor. A domain
 * whose citing answers name competitors but never the business is marked a listing gap: where to
 * get listed next. Every figure is the engine's (docs/decisions/0041).
 */
import styled from '@emotion/styled'
import { hostOf, type AuditResult } from '@aivis/contract'
import { Muted } from '../../../../components/ui'
import { InfoTip } from '../../../../components/Tooltip'
import { colors, fontSizes, mq, radii, space } from '../../../../lib/theme'
import { percent, rateCount, rateRange } from '../resultView'
import { ChartCard } from './BarChart'

/** How many cited domains the section lists. */
export const SHOWN_SOURCES = 10

const Domains = styled.ol({
  listStyle: 'none',
  padding: 0,
  margin: `${space[3]}px 0 0`,
  display: 'grid',
  gap: space[2],
  '& > li': {
    display: 'grid',
    gap: space[1],
    padding: `${space[2]}px ${space[3]}px`,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.md,
    background: colors.surface,
    [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
  '& strong': { overflowWrap: 'anywhere' },
})
const Counts = styled.span({ fontSize: fontSizes.sm, color: colors.muted })
const Gap = styled.span({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  fontSize: fontSizes.xs,
  fontWeight: 700,
  color: colors.text,
  border: `1px solid ${colors.warning}`,
  borderRadius: radii.sm,
  padding: `2px ${space[2]}px`,
})
const Figure = styled.p({
  margin: 0,
  '& strong': { fontSize: fontSizes.xl },
})

const answersWord = (n: number) => (n === 1 ? 'answer' : 'answers')

/** The citation section of `result`. */
export function Citations({ result }: { result: AuditResult }) {
  const overall = result.scores.overall
  const rate = overall.citation_rate
  const sources = overall.top_sources.slice(0, SHOWN_SOURCES)
  const gaps = sources.filter((s) => s.listing_gap).length
  const host = result.website ? hostOf(result.website) : null
  return (
    <ChartCard aria-labelledby="citations-heading" style={{ marginTop: space[7] }}>
      <h2 id="citations-heading" style={{ fontSize: fontSizes.xl }}>
        Where the assistants get their answers
      </h2>
      <Figure>
        {host ? (
          <span>
            <strong>{percent(rate.value)}</strong> of answers cited your website {host}:{' '}
            {rateCount(rate)} of {rate.n} ({rateRange(rate)}).
          </span>
        ) : (
          <span>No website was given, so citations of your own site could not be counted.</span>
        )}
        <InfoTip term="Citation rate">
          The share of answers that link to or cite your own website as a source. Assistants that
          cite your site send visitors to it and treat it as a trusted source.
        </InfoTip>
      </Figure>
      <Muted style={{ margin: `${space[2]}px 0 0` }}>
        Web search used in {overall.searched_answers} of {overall.answers} answers.
      </Muted>
      {sources.length === 0 ? (
        <Muted style={{ margin: `${space[3]}px 0 0` }}>
          {result.web_search
            ? 'The answers cited no sources.'
            : 'Web search was off for this audit, so the answers cite no sources.'}
        </Muted>
      ) : (
        <>
          <h3 style={{ margin: `${space[5]}px 0 ${space[1]}px`, fontSize: fontSizes.md }}>
            Sites cited for {result.specialism} in {result.location}
          </h3>
          <Muted style={{ margin: 0 }}>
            Ranked by the answers citing each.
            {gaps > 0 &&
              ` ${gaps} ${gaps === 1 ? 'is a listing gap' : 'are listing gaps'}: the answers citing it name your competitors but not you, so it is where to get listed next.`}
          </Muted>
          <Domains aria-label="Cited sites">
            {sources.map((s) => (
              <li key={s.domain}>
                <strong>{s.domain}</strong>
                <Counts>
                  cited in {s.answers} {answersWord(s.answers)} · {s.business_answers} name you ·{' '}
                  {s.competitor_answers} name competitors
                </Counts>
                {s.listing_gap && <Gap>Listing gap: names competitors, not you</Gap>}
              </li>
            ))}
          </Domains>
          {overall.top_sources.length > sources.length && (
            <Muted style={{ margin: `${space[2]}px 0 0` }}>
              And {overall.top_sources.length - sources.length} more sites cited less often.
            </Muted>
          )}
        </>
      )}
    </ChartCard>
  )
}
