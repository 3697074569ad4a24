/**
 * What /audit-results shows (spec §2, §4, §8), rendered by the server from the result at the
 * page's address (+data.ts, docs/decisions/0108):
 *
 * - `null` (no result): 'No Audit Results Found' (NoResults);
 * - `{ raw }` (unreadable): 'Error Displaying Results' with the raw data (RenderError);
 * - `{ result }`: the results (components/Results.tsx) as the island `AuditResults`, hydrated at
 *   the visitor's first use (docs/decisions/0070) from the result in its props; the section
 *   carries `data-audit-viewed`, the spec §7 'audit_complete' event's parameters, for the page's
 *   script to send (pages/+client.ts).
 *
 * Less space above than other pages: the hero, button included, fits the first screen (decision
 * 0053).
 */
import styled from '@emotion/styled'
import { ErrorBoundary } from '../../../components/ErrorBoundary'
import { Container } from '../../../components/ui'
import type { LoadedResult } from '../../../lib/audit/result'
import { Island } from '../../../components/Island'
import { mq, space } from '../../../lib/theme'
import { resultParams, type TrackedEvents } from '../../../lib/track'
import { NoResults } from './components/NoResults'
import { RenderError } from './components/RenderError'
import { Results } from './components/AuditResults.island'

const Section = styled.section({
  padding: `${space[4]}px 0 ${space[7]}px`,
  [mq.md]: { padding: `${space[6]}px 0 ${space[9]}px` },
})

/**
 * `bookingUrl`: the strategy-call booking URL of the site settings ('' without one).
 * `academyUrl`: the academy URL of the site settings, for the course beside the strategy calls.
 * `callMinutes`: the strategy call's length, the site settings' promise (decision 0128).
 */
export function ResultsView({
  state,
  bookingUrl,
  academyUrl,
  callMinutes,
}: {
  state: LoadedResult
  bookingUrl: string
  academyUrl?: string
  callMinutes?: number
}) {
  const result = state && 'result' in state ? state.result : null
  const viewed: TrackedEvents['audit_complete'] | null = result && {
    ...resultParams(result, 'viewed' as const),
    severity: result.severity,
  }
  return (
    <Section data-audit-viewed={viewed ? JSON.stringify(viewed) : undefined}>
      <Container style={{ maxWidth: 920 }}>
        {!state ? (
          <NoResults />
        ) : 'raw' in state ? (
          <RenderError raw={state.raw} />
        ) : (
          <ErrorBoundary
            context="audit-results"
            fallback={() => <RenderError raw={JSON.stringify(state.result, null, 2)} />}
          >
            <Island
              name="AuditResults"
              component={Results}
              props={{ result: state.result, bookingUrl, academyUrl, callMinutes }}
              hydrate="interaction"
            />
          </ErrorBoundary>
        )}
      </Container>
    </Section>
  )
}
