/**
 * What /audit-results shows for a stored result (spec §2, §4, §8), the same on the server and in
 * the browser:
 *
 * - `'loading'`: 'Loading your results...', a screen tall (the footer stays below the fold until
 *   the result is in: no layout shift);
 * - `null` (none, or out of date): 'No Audit Results Found' (NoResults);
 * - `{ raw }` (unreadable): 'Error Displaying Results' with the raw data (RenderError);
 * - `{ result }`: the results (components/Results.tsx) as the island `AuditResults`, hydrated at
 *   the visitor's first use (docs/decisions/0070), which reads the result from browser storage
 *   again rather than from the HTML (decision 0071); the section carries `data-audit-viewed`, the
 *   spec §7 'audit_complete' event's parameters, for the page's script to send.
 *
 * Less space above than other pages: the hero, button included, fits the first screen (decision
 * 0053).
 */
import styled from '@emotion/styled'
import { usePageContext } from 'vike-react/usePageContext'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { Center, Container, Muted } from '../../components/ui'
import type { LoadedResult } from '../../lib/audit/result'
import type { Common } from '../../lib/common'
import { Island } from '../../lib/islands'
import { mq, space } from '../../lib/theme'
import { NoResults } from './components/NoResults'
import { RenderError } from './components/RenderError'
import { StoredResults } from './components/StoredResults'
import type { DateDisplay } from './resultView'

const Section = styled.section({
  padding: `${space[4]}px 0 ${space[7]}px`,
  [mq.md]: { padding: `${space[6]}px 0 ${space[9]}px` },
})

/**
 * `bookingUrl`: the strategy-call booking URL of the site settings ('' without one).
 * `academyUrl`: the academy URL of the site settings, for the course beside the strategy calls;
 * unset, the page's own settings when rendered as a page (Vike's `pageContext.common`), else none.
 */
export function ResultsView({
  state,
  bookingUrl,
  academyUrl: givenAcademyUrl,
  locale,
  timeZone,
}: { state: LoadedResult | 'loading'; bookingUrl: string; academyUrl?: string } & DateDisplay) {
  const pageContext = usePageContext() as { common?: Common } | undefined
  const academyUrl = givenAcademyUrl ?? (pageContext?.common?.settings.academyUrl || undefined)
  const result = state !== 'loading' && state && 'result' in state ? state.result : null
  const viewed = result && {
    service: result.specialism,
    location: result.location,
    status: 'viewed',
    severity: result.severity,
  }
  return (
    <Section data-audit-viewed={viewed ? JSON.stringify(viewed) : undefined}>
      <Container style={{ maxWidth: 920 }}>
        {state === 'loading' ? (
          <Center style={{ minHeight: '100vh' }}>
            <Muted>Loading your results...</Muted>
          </Center>
        ) : !state ? (
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
              component={StoredResults}
              props={{ result: state.result, bookingUrl, academyUrl, locale, timeZone }}
              browserProps={{ bookingUrl, academyUrl, locale, timeZone }}
              hydrate="interaction"
              progressive={1}
            />
          </ErrorBoundary>
        )}
      </Container>
    </Section>
  )
}
