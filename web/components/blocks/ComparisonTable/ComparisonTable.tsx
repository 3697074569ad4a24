/**
 * Comparison-table block: products as columns, features as rows. A cell "yes" / "no" shows ✓ / ✗
 * with the word for screen readers; other text as written; a missing cell as "—". On narrow screens
 * the table scrolls sideways inside a focusable region.
 */
import styled from '@emotion/styled'
import type { ComparisonTableBlock } from '../../../lib/cms-types'
import { colors, fontSizes, radii, space } from '../../../lib/theme'
import { Center, Container, H2, Section } from '../../ui'
import { hasItems } from '../shared'

const Scroll = styled.div({
  // The containing block of the visually hidden words, which would otherwise widen the page.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  marginTop: space[5],
})
const Table = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  minWidth: 480,
  '& th, & td': {
    padding: `${space[3]}px ${space[4]}px`,
    borderBottom: `1px solid ${colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& thead th': { background: colors.surface2, fontWeight: 700 },
  '& tbody th': { fontWeight: 600 },
  '& td': { color: colors.muted },
  '& tr:last-of-type th, & tr:last-of-type td': { borderBottom: 0 },
  '& caption': {
    captionSide: 'bottom',
    fontSize: fontSizes.sm,
    color: colors.muted,
    padding: space[3],
    textAlign: 'left',
  },
})
const Yes = styled.span({ color: colors.success, fontWeight: 700 })
const No = styled.span({ color: colors.danger, fontWeight: 700 })
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** A cell's content: ✓ / ✗ for yes / no (any case), else the text. */
export function Cell({ value }: { value?: string | null }) {
  const v = (value ?? '').trim()
  if (/^yes$/i.test(v))
    return (
      <Yes>
        <span aria-hidden="true">✓</span>
        <span style={srOnly}>Yes</span>
      </Yes>
    )
  if (/^no$/i.test(v))
    return (
      <No>
        <span aria-hidden="true">✗</span>
        <span style={srOnly}>No</span>
      </No>
    )
  return <>{v || '—'}</>
}

export function ComparisonTable({ block }: { block: ComparisonTableBlock }) {
  if (!hasItems(block.columns) || !hasItems(block.rows)) return null
  const columns = block.columns
  return (
    <Section>
      <Container style={{ maxWidth: 980 }}>
        {block.title && (
          <Center>
            <H2>{block.title}</H2>
          </Center>
        )}
        <Scroll
          tabIndex={0}
          role="region"
          aria-label={block.title || block.caption || 'Comparison'}
        >
          <Table>
            {block.caption && <caption>{block.caption}</caption>}
            <thead>
              <tr>
                <th scope="col">Feature</th>
                {columns.map((c) => (
                  <th scope="col" key={c.id ?? c.name}>
                    {c.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={row.id ?? r}>
                  <th scope="row">{row.feature}</th>
                  {columns.map((c, i) => (
                    <td key={c.id ?? i}>
                      <Cell value={row.cells?.[i]?.value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </Container>
    </Section>
  )
}
