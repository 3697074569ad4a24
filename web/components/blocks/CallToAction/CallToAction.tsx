/** Call-to-action block (spec §2 home section 9): title, line and one button (default /audit). */
import styled from '@emotion/styled'
import type { CallToActionBlock } from '../../../lib/cms-types'
import { space } from '../../../lib/theme'
import { ButtonLink, Card, Container, H2, Lead, Section } from '../../ui'

const Panel = styled(Card)({
  textAlign: 'center',
  padding: space[8],
  background: `linear-gradient(135deg, rgba(124,92,255,.25), rgba(34,211,238,.12))`,
})

export function CallToAction({ block: finalCta }: { block: CallToActionBlock }) {
  const href = finalCta.buttonUrl || '/audit'
  const external = /^https?:/.test(href)
  return (
    <Section>
      <Container>
        <Panel>
          {finalCta.title && <H2>{finalCta.title}</H2>}
          {finalCta.text && <Lead style={{ margin: '0 auto 24px' }}>{finalCta.text}</Lead>}
          <ButtonLink
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {finalCta.buttonLabel || 'Run Free AI Audit'}
          </ButtonLink>
        </Panel>
      </Container>
    </Section>
  )
}
