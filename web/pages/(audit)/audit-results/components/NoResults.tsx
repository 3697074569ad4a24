/**
 * /audit-results without data (spec §2, §8): 'No Audit Results Found', the possible causes and
 * 'Run a New Audit' to /. Also the 404 of an address that opens no result (`NO_RESULTS`, the
 * abort reason pages/_error/+Page.tsx shows it for; docs/decisions/0108).
 */
import { ButtonLink, Center, H1, Lead } from '../../../../components/ui'

/** The abort reason of /audit-results' 404 (pages/audit-results/+data.ts). */
export const NO_RESULTS = 'no-results'
/** Why the page aborts with 503 when the audit service cannot give the result just now. */
export const RESULTS_UNAVAILABLE =
  'Your results cannot be loaded just now. Nothing is lost: please refresh in a moment.'

export function NoResults() {
  return (
    <Center>
      <H1>No Audit Results Found</H1>
      <Lead>We couldn't find your audit results. This can happen when:</Lead>
      <ul style={{ display: 'inline-block', textAlign: 'left', color: 'var(--c-muted)' }}>
        <li>Your session expired</li>
        <li>You navigated here directly</li>
        <li>Your browser cleared its cache</li>
      </ul>
      <div>
        <ButtonLink href="/">Run a New Audit</ButtonLink>
      </div>
    </Center>
  )
}
