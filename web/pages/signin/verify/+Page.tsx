/**
 * /signin/verify?token=: the account confirmation mail's link (components/AccountLinkForms.tsx
 * `ConfirmEmail`: a button, so a mail scanner opening the link confirms nothing).
 */
import { ConfirmEmail } from '../../../components/AccountLinkForms'
import { Container, Section } from '../../../components/ui'
import { Island } from '../../../lib/islands'

export default function Page() {
  return (
    <Section>
      <Container>
        <Island name="ConfirmEmail" component={ConfirmEmail} props={{}} />
      </Container>
    </Section>
  )
}
