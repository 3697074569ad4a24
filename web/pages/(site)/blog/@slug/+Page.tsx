/**
 * A blog post: title, date, the staff-written body, a call to the free audit; BlogPosting and
 * BreadcrumbList JSON-LD (Home › Blog › post).
 */
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { CmsPageView } from '../../components/CmsPageView'
import { JsonLd } from '../../../../components/JsonLd'
import { ButtonLink, Muted } from '../../../../components/ui'
import { formatPostDate } from '../../../../lib/format'
import { blogPostingLd } from '../../../../lib/structuredData'
import type { Data } from './+data'

export default function Page() {
  const { post } = useData<Data>()
  const { siteUrl = '', urlPathname, common } = usePageContext()
  return (
    <CmsPageView
      page={{ title: post.title, description: null, bodyHtml: post.bodyHtml }}
      trail={[{ name: 'Blog', path: '/blog' }]}
      before={
        <Muted>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </Muted>
      }
    >
      <JsonLd
        data={blogPostingLd(
          post,
          `${siteUrl}${urlPathname}`,
          common?.settings.siteName ?? '',
          siteUrl,
        )}
      />
      <p style={{ marginTop: 32 }}>
        <ButtonLink href="/audit">Run Free AI Audit</ButtonLink>
      </p>
    </CmsPageView>
  )
}
