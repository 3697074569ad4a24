/** /signin/forgot: ask for a password reset link (components/AccountForm.tsx, docs/decisions/0074). */
import { AccountForm } from '../../components/AccountForm.island'
import { Container, Section } from '../../../../components/ui'
import { Island } from '../../../../components/Island'

export default function Page() {
  return (
    <Section>
      <Container>
        <Island name="AccountForm" component={AccountForm} props={{ mode: 'forgot' as const }} />
      </Container>
    </Section>
  )
}
