/** /signin: the account area is not built; the spec's stub-auth text (spec §8 'Auth not available'). */
import { ButtonLink, Center, Container, H1, Lead, Section } from '../../components/ui'

export default function Page() {
  return (
    <Section>
      <Container>
        <Center>
          <H1>Sign In</H1>
          <Lead>Auth not available</Lead>
          <ButtonLink href="/audit">Run Free AI Audit</ButtonLink>
        </Center>
      </Container>
    </Section>
  )
}
