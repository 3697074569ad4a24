/**
 * The verdict under the hero of /audit-results: the visibility banner (spec §4 texts and colours:
 * LOW red, MODERATE amber, STRONG green; INCONCLUSIVE, this product's own state, with the
 * contract's text in a neutral style, docs/decisions/0049), the figures in an owner's words
 * (`verdictSummary`, docs/decisions/0105), then behind 'How we measured' the informative rate
 * (answers naming any business, with its 95% range: how much the answers could tell) and what the
 * verdict rests on, so the first screen speaks in words, not statistics; a demo-mode note for simulated assistants and, for a cached result, when it ran.
 */
import styled from '@emotion/styled'
import { useContext, type ReactNode } from 'react'
import {
  auditTimeText,
  SIMULATED_NOTICE,
  severityBanner,
  verdictSummary,
  type AuditResult,
  type Severity,
} from '@aivis/contract'
import { InfoTip } from '../../../../components/Tooltip'
import { colors, fontSizes, radii, space } from '../../../../lib/theme'
import { percent, rateCount, rateRange } from '../resultView'
import { DateDisplayContext } from './dateDisplay'
import { Notice } from './Notice'

/** Spec §4: the banner's colour per visibility status; INCONCLUSIVE is neutral (no alarm colour). */
const BANNER_TONE: Record<Severity, string> = {
  LOW: colors.danger,
  MODERATE: colors.warning,
  STRONG: colors.success,
  INCONCLUSIVE: colors.text,
}

const Banner = styled.div<{ severity: Severity }>(({ severity }) => ({
  borderWidth: 1,
  borderStyle: severity === 'INCONCLUSIVE' ? 'dashed' : 'solid',
  borderColor: severity === 'INCONCLUSIVE' ? colors.muted : BANNER_TONE[severity],
  color: BANNER_TONE[severity],
  background: severity === 'INCONCLUSIVE' ? colors.surface2 : colors.surface,
  borderRadius: radii.md,
  padding: space[4],
  fontWeight: severity === 'INCONCLUSIVE' ? 550 : 650,
  margin: `${space[5]}px 0 ${space[3]}px`,
}))
const Informative = styled.p({
  fontSize: fontSizes.sm,
  color: colors.muted,
  margin: `${space[2]}px 0 0`,
  '& strong': { color: colors.text },
})
/** 'How we measured': the figures behind the words, folded. */
const Measured = styled.details({
  fontSize: fontSizes.sm,
  color: colors.muted,
  margin: `0 0 ${space[4]}px`,
  '& > summary': { cursor: 'pointer', color: colors.text, fontWeight: 600 },
})

/** The fold's label (ours: the spec has none). */
export const HOW_WE_MEASURED = 'How we measured'

/** The figures in words under the banner (the report model's `verdictSummary`). */
const Summary = styled.p({ margin: `0 0 ${space[3]}px`, fontWeight: 550 })

/**
 * The banner, its summary in words, the figures behind 'How we measured' (`measuredBy`: what the
 * verdict rests on, Overview's `VerdictBasis`, shown first in the fold) and the notes of `result`.
 */
export function Verdict({ result, measuredBy }: { result: AuditResult; measuredBy?: ReactNode }) {
  const informative = result.scores.overall.informative_rate
  const display = useContext(DateDisplayContext)
  return (
    <>
      <Banner severity={result.severity} role="status" data-severity={result.severity}>
        {severityBanner(result.severity, result.specialism, result.location)}
      </Banner>
      <Summary>{verdictSummary(result)}</Summary>
      <Measured>
        <summary>{HOW_WE_MEASURED}</summary>
        {measuredBy}
        <Informative>
          <strong>Informative rate {percent(informative.value)}:</strong> {rateCount(informative)}{' '}
          of {informative.n} answers named any business at all ({rateRange(informative)}).
          <InfoTip term="Informative rate">
            The share of answers that named any business, yours or a competitor. When fewer than
            half do, the answers cannot show whether you are missing, and the verdict is
            inconclusive.
          </InfoTip>
        </Informative>
      </Measured>
      {result.simulated && (
        <Notice role="note">
          <strong>{SIMULATED_NOTICE.label}</strong> {SIMULATED_NOTICE.text}
        </Notice>
      )}
      {result.cached && (
        <Notice role="note">
          These results are from an audit run on{' '}
          {auditTimeText(result.audited_at ?? result.created_at, display.timeZone)}.
        </Notice>
      )}
    </>
  )
}
