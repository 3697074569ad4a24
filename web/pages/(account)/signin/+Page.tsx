/** /signin: sign in to a customer account (components/AccountForm.tsx, docs/decisions/0074). */
import { AccountForm } from '../components/AccountForm.island'
import { Container, Section } from '../../../components/ui'
import { Island } from '../../../components/Island'

export default function Page() {
  return (
    <Section>
      <Container>
        <Island name="AccountForm" component={AccountForm} props={{ mode: 'sign-in' as const }} />
      </Container>
    </Section>
  )
}
