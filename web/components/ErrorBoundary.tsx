/**
 * Error boundaries (spec §2 "Error and fallback screens", §8): an uncaught render error is logged
 * (lib/errorLog.ts; the database-introspection phrases only warn) and the page shows
 * - `variant="global"`: 'Something went wrong' / 'An unexpected error occurred. We've been notified
 *   and are working to fix it.', the error's message, 'Reload Page' and 'Go Back';
 * - `variant="home"`: 'Something went wrong' / 'We're setting up your account. This will just take
 *   a moment.', 'Refresh Page' and 'Go Home'. A message mentioning 'profile' adds an info note that
 *   the page does not reload itself (no reload loop).
 * - `fallback`: what to show instead, an element or `(error) => element` (e.g. /audit-results'
 *   'Error Displaying Results'); the error is logged under `context` (default 'error-boundary').
 * Give it a `key` per page so that navigating away clears the error.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { logEntry, reportError } from '../lib/errorLog'
import { Button, Center, Container, H1, Lead, Section } from './ui'

interface Props {
  /** The spec's screen to show; 'global' unless given. */
  variant?: 'global' | 'home'
  /** Shown instead of the variant's screen. */
  fallback?: ReactNode | ((error: Error) => ReactNode)
  /** The log entry's context; by default 'home-boundary' or 'error-boundary'. */
  context?: string
  children: ReactNode
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    const home = this.props.variant === 'home'
    reportError(error, this.props.context ?? (home ? 'home-boundary' : 'error-boundary'))
    if (home && /profile/i.test(error.message))
      logEntry('info', 'Profile error on the home page: not reloading automatically', {
        context: 'home-boundary',
        data: { componentStack: info.componentStack },
      })
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const { fallback } = this.props
    if (fallback !== undefined) return typeof fallback === 'function' ? fallback(error) : fallback
    const home = this.props.variant === 'home'
    return (
      <Section>
        <Container>
          <Center role="alert">
            <H1>Something went wrong</H1>
            <Lead>
              {home
                ? "We're setting up your account. This will just take a moment."
                : "An unexpected error occurred. We've been notified and are working to fix it."}
            </Lead>
            {!home && error.message && <Lead>{error.message}</Lead>}
            <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 16 }}>
              <Button onClick={() => window.location.reload()}>
                {home ? 'Refresh Page' : 'Reload Page'}
              </Button>
              {home ? (
                <Button variant="outline" onClick={() => window.location.assign('/')}>
                  Go Home
                </Button>
              ) : (
                <Button variant="outline" onClick={() => history.back()}>
                  Go Back
                </Button>
              )}
            </div>
          </Center>
        </Container>
      </Section>
    )
  }
}
