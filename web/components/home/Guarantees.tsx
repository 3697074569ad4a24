/** Home section 7 (spec §2): the guarantee strip. */
import styled from '@emotion/styled'
import type { SiteSetting } from '../../lib/cms-types'
import { space } from '../../lib/theme'
import { Container, Muted, Section } from '../ui'
import { hasItems } from './shared'

const Strip = styled.div({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  '& div': { textAlign: 'center' },
  '& strong': { display: 'block' },
})

export function Guarantees({ settings }: { settings: SiteSetting }) {
  if (!hasItems(settings.guarantees)) return null
  return (
    <Section>
      <Container>
        <Strip>
          {settings.guarantees.map((g) => (
            <div key={g.id ?? g.title}>
              <strong>✓ {g.title}</strong>
              <Muted>{g.description}</Muted>
            </div>
          ))}
        </Strip>
      </Container>
    </Section>
  )
}
