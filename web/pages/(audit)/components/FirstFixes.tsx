/**
 * The first fixes of an audit (the report model's, docs/decisions/0105), as the results page, the
 * saved report and the shared page show them: 'Your first 3 fixes' ('Your first fix' for one),
 * each its title, what shows the need and what to do. Nothing for no fixes (a result made before
 * they were kept).
 */
import styled from '@emotion/styled'
import { firstFixesHeading, type Fix } from '@aivis/contract'
import { colors, fontSizes, space } from '../../../lib/theme'
import { Card, H2 } from '../../../components/ui'

const FixList = styled.ol({
  display: 'grid',
  gap: space[3],
  paddingLeft: space[5],
  margin: 0,
  '& p': { margin: `${space[1]}px 0 0`, color: colors.muted, fontSize: fontSizes.sm },
})

/** See module doc; `id` names the section's heading (one per page). */
export function FirstFixes({ fixes, id = 'fixes-heading' }: { fixes: Fix[]; id?: string }) {
  if (!fixes.length) return null
  return (
    <section aria-labelledby={id}>
      <H2 id={id} style={{ marginTop: space[6] }}>
        {firstFixesHeading(fixes.length)}
      </H2>
      <Card>
        <FixList>
          {fixes.map((fix) => (
            <li key={fix.id}>
              <strong>{fix.title}</strong>
              <p>{fix.why}</p>
              <p>{fix.how}</p>
            </li>
          ))}
        </FixList>
      </Card>
    </section>
  )
}
