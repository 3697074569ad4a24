/**
 * A newsletter link page in the site's own layout (docs/decisions/0130): the title and lines of
 * its view (./content.ts), the button that posts the link's token (a plain form POST to the page's
 * own path, handled by server/newsletter.server.ts: it works without JavaScript, and only the
 * button, never opening the link, confirms or unsubscribes) and the next steps. HTML only: no
 * island.
 */
import styled from '@emotion/styled'
import { usePageContext } from 'vike-react/usePageContext'
import { NEWSLETTER_PAGES } from '@aivis/contract'
import { Button, ButtonLink, Card, Container, Eyebrow, Section } from '../../../components/ui'
import { FALLBACK_COMMON } from '../../../lib/common'
import { colors, fontSizes, responsive, space } from '../../../lib/theme'
import type { NewsletterLinkKind, NewsletterLinkView } from '../../../server/newsletter.server'
import { linkPageText } from './content'

const Panel = styled(Card)({
  maxWidth: 600,
  margin: '0 auto',
  textAlign: 'center',
  ...responsive('padding', [space[5], space[7]]),
})
const Title = styled.h1({
  ...responsive('fontSize', [fontSizes['2xl'], fontSizes['3xl']]),
  fontWeight: 800,
  margin: `0 0 ${space[3]}px`,
})
const Line = styled.p({ color: colors.muted, fontSize: fontSizes.lg, margin: `0 0 ${space[3]}px` })
const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  justifyContent: 'center',
  marginTop: space[5],
})

/** The page of `kind` showing `view` (see module doc). */
export function NewsletterLinkPage({
  kind,
  view,
}: {
  kind: NewsletterLinkKind
  view: NewsletterLinkView
}) {
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  const text = linkPageText(kind, view, settings.contactEmail)
  const token = view.state === 'ask' || view.state === 'unavailable' ? view.token : null
  const button = text.button && token ? text.button : null
  return (
    <Section>
      <Container>
        <Panel>
          <Eyebrow>Newsletter</Eyebrow>
          <Title>{text.title}</Title>
          {text.lines.map((line) => (
            <Line key={line}>{line}</Line>
          ))}
          <Actions>
            {button && token && (
              <form method="post" action={NEWSLETTER_PAGES[kind]} aria-label={text.title}>
                <input type="hidden" name="token" value={token} />
                <Button type="submit">{button}</Button>
              </form>
            )}
            {text.next.map((step, i) => (
              <ButtonLink
                key={step.href}
                href={step.href}
                variant={i === 0 && !button ? 'cta' : 'outline'}
              >
                {step.label}
              </ButtonLink>
            ))}
          </Actions>
        </Panel>
      </Container>
    </Section>
  )
}
