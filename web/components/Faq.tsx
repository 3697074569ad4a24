/**
 * FAQ accordion (spec §2, §4): one item open at a time; clicking the open item closes it. Native
 * `<details name>` elements (an exclusive accordion in current browsers): no script, keyboard and
 * screen-reader support from the browser, and every answer in the page's HTML for search engines
 * and assistants. The same questions go out as FAQPage JSON-LD (lib/structuredData.ts).
 */
import styled from '@emotion/styled'
import { useId } from 'react'
import type { Faq } from '../lib/cms-types'
import { faqPageLd } from '../lib/structuredData'
import { colors, fontSizes, radii, space } from '../lib/theme'
import { JsonLd } from './JsonLd'

const Item = styled.details({
  borderBottom: `1px solid ${colors.border}`,
  '&[open] > summary::after': { transform: 'rotate(45deg)' },
})
const Question = styled.summary({
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space[4],
  padding: `${space[4]}px 0`,
  fontWeight: 650,
  fontSize: fontSizes.lg,
  cursor: 'pointer',
  '&::-webkit-details-marker': { display: 'none' },
  '&::after': {
    content: '"+"',
    color: colors.accent,
    fontSize: fontSizes.xl,
    transition: 'transform .2s',
  },
  '&:focus-visible': { outline: `2px solid ${colors.accent}`, borderRadius: radii.sm },
})
const Answer = styled.div({
  color: colors.muted,
  paddingBottom: space[4],
  '& p:last-child': { marginBottom: 0 },
})

export function FaqAccordion({ faqs }: { faqs: Pick<Faq, 'id' | 'question' | 'answer'>[] }) {
  // One group name per accordion: opening an item closes the others of the same accordion only.
  const group = useId()
  if (!faqs.length) return null
  return (
    <div>
      <JsonLd data={faqPageLd(faqs)} />
      {faqs.map((f) => (
        <Item key={f.id} name={group}>
          <Question>{f.question}</Question>
          <Answer>
            {f.answer.split(/\n\s*\n/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </Answer>
        </Item>
      ))}
    </div>
  )
}
