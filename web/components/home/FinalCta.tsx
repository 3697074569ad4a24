/** Home section 9 (spec §2): the final call to action, to /audit. */
import styled from '@emotion/styled'
import type { SiteSetting } from '../../lib/cms-types'
import { space } from '../../lib/theme'
import { ButtonLink, Card, Container, H2, Lead, Section } from '../ui'

const Panel = styled(Card)({
  textAlign: 'center',
  padding: space[8],
  background: `linear-gradient(135deg, rgba(124,92,255,.25), rgba(34,211,238,.12))`,
})

export function FinalCta({ settings }: { settings: SiteSetting }) {
  const { finalCta } = settings
  return (
    <Section>
      <Container>
        <Panel>
          {finalCta?.title && <H2>{finalCta.title}</H2>}
          {finalCta?.text && <Lead style={{ margin: '0 auto 24px' }}>{finalCta.text}</Lead>}
          <ButtonLink href="/audit">{finalCta?.buttonLabel || 'Run Free AI Audit'}</ButtonLink>
        </Panel>
      </Container>
    </Section>
  )
}
