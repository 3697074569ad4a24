/** /blog: the intro, then one card per post (title, date, excerpt) linking to /blog/{slug}. */
import styled from '@emotion/styled'
import { useData } from 'vike-react/useData'
import { Card, Container, H1, Lead, Muted, Section } from '../../../components/ui'
import { formatPostDate } from '../../../lib/format'
import { colors, fontSizes, space } from '../../../lib/theme'
import type { Data } from './+data'

const List = styled.ol({
  listStyle: 'none',
  padding: 0,
  margin: `${space[6]}px 0 0`,
  display: 'grid',
  gap: space[4],
})
const Title = styled.h2({
  fontSize: fontSizes.xl,
  '& a': { color: colors.text, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
})

export default function Page() {
  const { page, posts } = useData<Data>()
  return (
    <Section>
      <Container style={{ maxWidth: 820 }}>
        <H1>{page.title}</H1>
        {page.description && <Lead>{page.description}</Lead>}
        {posts.length === 0 ? (
          <Muted>
            No posts yet. Subscribe to the newsletter to hear when the first one is out.
          </Muted>
        ) : (
          <List>
            {posts.map((post) => (
              <li key={post.slug}>
                <Card>
                  <Muted style={{ margin: 0 }}>
                    <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                  </Muted>
                  <Title>
                    <a href={`/blog/${post.slug}`}>{post.title}</a>
                  </Title>
                  <p style={{ margin: 0, color: colors.muted }}>{post.excerpt}</p>
                </Card>
              </li>
            ))}
          </List>
        )}
      </Container>
    </Section>
  )
}
