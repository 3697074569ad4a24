/**
 * /audit-results without data (spec §2, §8): 'No Audit Results Found', the possible causes and
 * 'Run a New Audit' to /.
 */
import { ButtonLink, Center, H1, Lead } from '../../../components/ui'

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
