/** 404 and error screens (spec §2): 'Oops! Page not found', or 'Something went wrong'. */
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Button, ButtonLink, Center, Container, H1, Lead, Section } from '../../components/ui'

export default function Page() {
  const { is404, abortReason } = usePageContext()
  // The server logs 404s it renders; this logs the ones met during client-side navigation (spec §2).
  useEffect(() => {
    if (is404) console.warn(`[404] ${window.location.pathname}${window.location.search}`)
  }, [is404])
  return (
    <Section>
      <Container>
        <Center>
          {is404 ? (
            <>
              <H1>Oops! Page not found</H1>
              <Lead>The page you are looking for does not exist or has moved.</Lead>
              <ButtonLink href="/" style={{ marginTop: 16 }}>
                Return to Home
              </ButtonLink>
            </>
          ) : (
            <>
              <H1>Something went wrong</H1>
              <Lead>
                An unexpected error occurred. We've been notified and are working to fix it.
              </Lead>
              {typeof abortReason === 'string' && <Lead>{abortReason}</Lead>}
              <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 16 }}>
                <Button onClick={() => window.location.reload()}>Reload Page</Button>
                <Button variant="outline" onClick={() => history.back()}>
                  Go Back
                </Button>
              </div>
            </>
          )}
        </Center>
      </Container>
    </Section>
  )
}
