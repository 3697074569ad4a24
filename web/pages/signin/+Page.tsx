/** /signin: accounts are not built yet; the spec's stub-auth text (spec §8 'Auth not available'). */
import { useData } from 'vike-react/useData'
import { Layout } from '../../components/Layout'
import { ButtonLink, Center, Container, H1, Lead, Section } from '../../components/ui'
import type { Data } from './+data'

export default function Page() {
  const { common } = useData<Data>()
  return (
    <Layout common={common}>
      <Section>
        <Container>
          <Center>
            <H1>Sign In</H1>
            <Lead>Auth not available</Lead>
            <ButtonLink href="/audit">Run Free AI Audit</ButtonLink>
          </Center>
        </Container>
      </Section>
    </Layout>
  )
}
