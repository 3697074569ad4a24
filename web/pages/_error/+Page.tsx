/**
 * 404 and error screens (spec §2): 'Oops! Page not found', or 'Something went wrong' with its
 * 'Reload Page' and 'Go Back' buttons (an island: ErrorActions.tsx). A result address that opens
 * no result gets /audit-results' own 'No Audit Results Found' (abort reason `NO_RESULTS`,
 * docs/decisions/0108). The server logs the 404s it renders.
 */
import { usePageContext } from 'vike-react/usePageContext'
import { ButtonLink, Center, Container, H1, Lead, Section } from '../../components/ui'
import { Island } from '../../components/Island'
import { NO_RESULTS, NoResults } from '../(audit)/audit-results/components/NoResults'
import { ErrorActions } from './ErrorActions.island'

export default function Page() {
  const { is404, abortReason } = usePageContext()
  return (
    <Section>
      <Container>
        <Center>
          {is404 && abortReason === NO_RESULTS ? (
            <NoResults />
          ) : is404 ? (
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
              <Island
                name="ErrorActions"
                component={ErrorActions}
                props={{}}
                hydrate="interaction"
              />
            </>
          )}
        </Center>
      </Container>
    </Section>
  )
}
