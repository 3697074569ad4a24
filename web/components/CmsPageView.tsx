/** Renders a CMS page: title, description and the HTML the CMS made from staff rich text. */
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import type { CmsPage } from '../lib/types'
import { colors, space } from '../lib/theme'
import { Container, H1, Lead, Section } from './ui'

const Body = styled.div({
  color: colors.text, '& h2': { marginTop: space[6] }, '& p, & li': { color: colors.muted }, '& a': { color: colors.accent },
})

export function CmsPageView({ page, children }: { page: CmsPage; children?: ReactNode }) {
  return (
    <Section>
      <Container style={{ maxWidth: 820 }}>
        <H1>{page.title}</H1>
        {page.description && <Lead>{page.description}</Lead>}
        {/* Staff-authored content, converted to HTML by the CMS (Lexical HTML converter escapes text). */}
        {page.bodyHtml && <Body dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />}
        {children}
      </Container>
    </Section>
  )
}
