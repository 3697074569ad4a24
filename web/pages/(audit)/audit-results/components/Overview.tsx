/**
 * The overview of every assistant asked (after the fixes and the top competitors): mention rate
 * per assistant and share of voice against the top competitors, each a chart with its text table
 * (the mention-rate table also gives each assistant's median position), and the unscored control
 * question. Its tooltips need a `TooltipProvider`
 * above it (Results has the page's one).
 */
import styled from '@emotion/styled'
import type { AuditResult } from '@aivis/contract'
import { mq, space } from '../../../../lib/theme'
import { percent, positionLabel, shareOfVoice, type AssistantView } from '../resultView'
import { InfoTip } from '../../../../components/Tooltip'
import { Muted } from '../../../../components/ui'
import { BarChart, ChartCard } from './BarChart'

const Charts = styled.div({
  display: 'grid',
  gap: space[5],
  margin: `${space[5]}px 0`,
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

/**
 * What the verdict rests on: answers, samples, the overall rate and its 95% range (shown under
 * the verdict's 'How we measured', Verdict.tsx). `answers`, `assistants`: the answers received
 * and the assistants that answered.
 */
export function VerdictBasis({
  result,
  answers,
  assistants,
}: {
  result: AuditResult
  answers: number
  assistants: number
}) {
  const rate = result.scores.overall.mention_rate
  const samples = result.verdict?.samples ?? 1
  return (
    <>
      The verdict rests on {result.verdict?.answers ?? answers} answers from {assistants}{' '}
      {assistants === 1 ? 'assistant' : 'assistants'}
      {samples > 1 ? `, each question asked ${samples} times` : ''}. Your business was named in{' '}
      {percent(rate.value)} of them (95% range {percent(rate.low)}–{percent(rate.high)}).
      {result.verdict && !result.verdict.firm && ' More answers could change the verdict.'}
    </>
  )
}

const KnowsList = styled.ul({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space[2],
  '& details summary': { cursor: 'pointer' },
})

/** The branded control question: does each assistant know the business at all? (Unscored.) */
function ControlAnswers({ result }: { result: AuditResult }) {
  const control = result.control_questions ?? []
  if (control.length === 0) return null
  return (
    <section aria-labelledby="control-heading" style={{ marginTop: space[5] }}>
      <h3 id="control-heading">Does each assistant know your business?</h3>
      <Muted>
        We also asked “{control[0].question}” This question names you, so it is not scored.
      </Muted>
      <KnowsList>
        {control.map((c) => (
          <li key={c.assistant}>
            <details>
              <summary>
                <strong>{c.assistant_name}:</strong>{' '}
                {c.error
                  ? `no answer (${c.error})`
                  : c.knows_business
                    ? 'knows your business'
                    : 'does not seem to know your business'}
              </summary>
              {!c.error && <Muted style={{ whiteSpace: 'pre-line' }}>{c.answer}</Muted>}
            </details>
          </li>
        ))}
      </KnowsList>
    </section>
  )
}

/** A chart's heading with its explanation tip beside it. */
const ChartTitle = styled.div({
  display: 'flex',
  alignItems: 'center',
  '& h3': { margin: 0 },
  marginBottom: space[3],
})

export function Overview({ result, views }: { result: AuditResult; views: AssistantView[] }) {
  const voice = shareOfVoice(result)
  return (
    <>
      <Charts>
        <ChartCard aria-labelledby="chart-mention-rate">
          <ChartTitle>
            <h3 id="chart-mention-rate">Mention rate by assistant</h3>
            <InfoTip term="Mention rate">
              The share of an assistant&apos;s answers that named your business. The 95% range shows
              how much it could differ if the same questions were asked again.
            </InfoTip>
          </ChartTitle>
          <BarChart
            caption="Share of each assistant's answers that named your business"
            valueHeading="Mention rate"
            detailHeading="Answers, 95% range, median position"
            rows={views.map((v) => ({
              label: v.available ? v.name : `${v.name} (unavailable)`,
              value: v.mentionRate,
              valueLabel: v.available ? percent(v.mentionRate) : '–',
              detail: v.available
                ? `${v.mentions} of ${v.answers}; 95% range ${percent(v.interval.low)}–${percent(
                    v.interval.high,
                  )}; median position ${
                    v.medianPosition === null ? 'not named' : positionLabel(v.medianPosition)
                  }`
                : (v.unavailableReason ?? 'unavailable'),
            }))}
          />
        </ChartCard>
        <ChartCard aria-labelledby="chart-share-of-voice">
          <ChartTitle>
            <h3 id="chart-share-of-voice">Share of voice</h3>
            <InfoTip term="Share of voice">
              Of all the times a business was named in these answers, the share that named yours,
              beside your most-named competitors.
            </InfoTip>
          </ChartTitle>
          <BarChart
            caption="Share of all business mentions, yours and your top competitors'"
            valueHeading="Share of voice"
            detailHeading="Answers naming it"
            rows={voice.map((v) => ({
              label: v.name,
              value: v.share,
              valueLabel: percent(v.share),
              highlight: v.isBusiness,
              detail: String(v.mentions),
            }))}
          />
        </ChartCard>
      </Charts>
      <ControlAnswers result={result} />
    </>
  )
}
