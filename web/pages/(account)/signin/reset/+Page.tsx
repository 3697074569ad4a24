/** /signin/reset?token=: the password reset mail's link (components/ResetPassword.island.tsx). */
import { ResetPassword } from '../../components/ResetPassword.island'
import { Container, Section } from '../../../../components/ui'
import { Island } from '../../../../components/Island'

export default function Page() {
  return (
    <Section>
      <Container>
        <Island name="ResetPassword" component={ResetPassword} props={{}} />
      </Container>
    </Section>
  )
}
