/** Renders a CMS page: title, description and the HTML the CMS made from staff rich text. */
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { breadcrumbLd } from '../../../lib/structuredData'
import { JsonLd } from '../../../components/JsonLd'
import type { Page } from '../../../lib/cms-types'
import { colors, space } from '../../../lib/theme'
import { Container, H1, Lead, Section } from '../../../components/ui'

const Body = styled.div({
  color: colors.text,
  '& h2': { marginTop: space[6] },
  '& p, & li': { color: colors.muted },
  '& a': { color: colors.accent },
})

/**
 * `page`: a CMS page or compare page (or any title, description and body HTML). `trail`: the
 * breadcrumb from home to the page's parent, sent as BreadcrumbList JSON-LD with the page last.
 */
export function CmsPageView({
  page,
  trail = [],
  before,
  children,
}: {
  page: Pick<Page, 'title' | 'description' | 'bodyHtml'>
  trail?: { name: string; path: string }[]
  /** Shown between the title (and description) and the body, e.g. a post's date. */
  before?: ReactNode
  children?: ReactNode
}) {
  const { siteUrl = '', urlPathname } = usePageContext()
  const crumbs = [{ name: 'Home', path: '/' }, ...trail, { name: page.title, path: urlPathname }]
  return (
    <Section>
      <JsonLd data={breadcrumbLd(crumbs, siteUrl)} />
      <Container style={{ maxWidth: 820 }}>
        <H1>{page.title}</H1>
        {page.description && <Lead>{page.description}</Lead>}
        {before}
        {/* Staff-authored content, converted to HTML by the CMS (Lexical HTML converter escapes text). */}
        {page.bodyHtml && <Body dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />}
        {children}
      </Container>
    </Section>
  )
}
