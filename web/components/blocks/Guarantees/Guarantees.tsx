/** Guarantees block (spec §2 home section 7): the guarantee strip. */
import styled from '@emotion/styled'
import type { GuaranteesBlock } from '../../../lib/cms-types'
import { space } from '../../../lib/theme'
import { Container, Muted, Section } from '../../ui'
import { hasItems } from '../shared'

const Strip = styled.div({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  '& div': { textAlign: 'center' },
  '& strong': { display: 'block' },
})

export function Guarantees({ block }: { block: GuaranteesBlock }) {
  if (!hasItems(block.guarantees)) return null
  return (
    <Section>
      <Container>
        <Strip>
          {block.guarantees.map((g) => (
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
