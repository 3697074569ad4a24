/**
 * /audit-results (spec §2, §4): the latest result from browser storage, read after hydration
 * (lib/audit/result.ts), shown by components/Results. 'No Audit Results Found' without data; 'Error
 * Displaying Results' with the raw data when it cannot be read or rendered (the render error is
 * logged by the site's ErrorBoundary). Tracks audit_complete once results are seen (spec §7). Less
 * space above the results than on other pages, so that the hero opens the first screen.
 */
import styled from '@emotion/styled'
import { useEffect } from 'react'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { Center, Container, Muted } from '../../components/ui'
import { useLatestResult } from '../../lib/audit/result'
import { mq, space } from '../../lib/theme'
import { track } from '../../lib/track'
import { NoResults } from './components/NoResults'
import { RenderError } from './components/RenderError'
import { Results } from './components/Results'

/** Less space above than other pages: the hero, button included, fits the first screen (decision 0053). */
const Section = styled.section({
  padding: `${space[4]}px 0 ${space[7]}px`,
  [mq.md]: { padding: `${space[6]}px 0 ${space[9]}px` },
})

/** `bookingUrl`: the strategy-call booking URL of the site settings ('' without one). */
export function AuditResultsPage({ bookingUrl }: { bookingUrl: string }) {
  const state = useLatestResult()
  const shown = state !== 'loading' && state && 'result' in state ? state.result : null
  useEffect(() => {
    if (shown)
      track('audit_complete', {
        service: shown.specialism,
        location: shown.location,
        status: 'viewed',
        severity: shown.severity,
      })
  }, [shown])
  return (
    <Section>
      <Container style={{ maxWidth: 920 }}>
        {state === 'loading' ? (
          // A screen tall: the footer stays below the fold until the result renders (no layout shift).
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
            <Results result={state.result} bookingUrl={bookingUrl} />
          </ErrorBoundary>
        )}
      </Container>
    </Section>
  )
}
