/** Rich-text block: the HTML the CMS made from staff rich text (its Lexical converter escapes text). */
import styled from '@emotion/styled'
import type { RichTextBlock } from '../../../lib/cms-types'
import { colors, space } from '../../../lib/theme'
import { Container, Section } from '../../ui'

const Body = styled.div({
  color: colors.text,
  '& h2': { marginTop: space[6] },
  '& p, & li': { color: colors.muted },
  '& a': { color: colors.accent },
})

export function RichText({ block }: { block: RichTextBlock }) {
  if (!block.html) return null
  return (
    <Section>
      <Container style={{ maxWidth: 820 }}>
        <Body dangerouslySetInnerHTML={{ __html: block.html }} />
      </Container>
    </Section>
  )
}
