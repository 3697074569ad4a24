/** Home section 8 (spec §2): the FAQ accordion, one item open at a time. */
import type { Faq } from '../../lib/cms-types'
import { FaqAccordion } from '../Faq'
import { Center, Container, H2, Section } from '../ui'

export function HomeFaq({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null
  return (
    <Section shade>
      <Container style={{ maxWidth: 820 }}>
        <Center>
          <H2>Frequently Asked Questions</H2>
        </Center>
        <FaqAccordion faqs={faqs} />
      </Container>
    </Section>
  )
}
