/** FAQ accordion (spec §2, §4): one item open at a time; clicking the open item closes it. */
import styled from '@emotion/styled'
import * as Accordion from '@radix-ui/react-accordion'
import { colors, fontSizes, radii, space } from '../lib/theme'
import type { Faq } from '../lib/types'

const Item = styled(Accordion.Item)({ borderBottom: `1px solid ${colors.border}` })
const Trigger = styled(Accordion.Trigger)({
  all: 'unset', boxSizing: 'border-box', width: '100%', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space[4],
  padding: `${space[4]}px 0`, fontWeight: 650, fontSize: fontSizes.lg, cursor: 'pointer',
  '&::after': { content: '"+"', color: colors.accent, fontSize: fontSizes.xl, transition: 'transform .2s' },
  '&[data-state=open]::after': { transform: 'rotate(45deg)' },
  '&:focus-visible': { outline: `2px solid ${colors.accent}`, borderRadius: radii.sm },
})
const Content = styled(Accordion.Content)({ color: colors.muted, paddingBottom: space[4], '& p:last-child': { marginBottom: 0 } })

export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  if (!faqs.length) return null
  return (
    <Accordion.Root type="single" collapsible>
      {faqs.map((f) => (
        <Item key={f.id} value={String(f.id)}>
          <Accordion.Header style={{ margin: 0 }}>
            <Trigger>{f.question}</Trigger>
          </Accordion.Header>
          <Content>
            {f.answer.split(/\n\s*\n/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </Content>
        </Item>
      ))}
    </Accordion.Root>
  )
}
