/** FAQ block (spec §2 home section 8): the accordion of the FAQs at the block's placement, one open at a time. */
import type { Faq, FaqBlock } from '../../../lib/cms-types'
import { FaqAccordion } from '../../Faq'
import { Center, Container, H2, Section } from '../../ui'

export function FaqSection({ block, faqs }: { block: FaqBlock; faqs: Faq[] }) {
  if (faqs.length === 0) return null
  return (
    // `faq`: where the admin's live preview of an FAQ opens (decision 0129).
    <Section shade id="faq">
      <Container style={{ maxWidth: 820 }}>
        <Center>{block.title && <H2>{block.title}</H2>}</Center>
        <FaqAccordion faqs={faqs} />
      </Container>
    </Section>
  )
}
