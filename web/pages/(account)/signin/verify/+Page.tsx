/**
 * /signin/verify?token=: the account confirmation mail's link (components/ConfirmEmail.island.tsx
 * `ConfirmEmail`: its follower chooses the password, docs/decisions/0092, so a mail scanner opening
 * the link confirms nothing). Never in the site's page cache (server/htmlCache.server.ts).
 */
import { ConfirmEmail } from '../../components/ConfirmEmail.island'
import { Container, Section } from '../../../../components/ui'
import { Island } from '../../../../components/Island'

export default function Page() {
  return (
    <Section>
      <Container>
        <Island name="ConfirmEmail" component={ConfirmEmail} props={{}} />
      </Container>
    </Section>
  )
}
