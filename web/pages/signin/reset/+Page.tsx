/** /signin/reset?token=: the password reset mail's link (components/AccountLinkForms.tsx). */
import { ResetPassword } from '../../../components/AccountLinkForms'
import { Container, Section } from '../../../components/ui'
import { Island } from '../../../lib/islands'

export default function Page() {
  return (
    <Section>
      <Container>
        <Island name="ResetPassword" component={ResetPassword} props={{}} />
      </Container>
    </Section>
  )
}
