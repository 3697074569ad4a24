/**
 * A horizontal bar chart of values in 0..1 (visx), with the same figures as a text table for
 * screen readers and anyone who prefers numbers. `rows`: `{ label, value, valueLabel, highlight? }`;
 * `caption` names both the chart (aria-label) and the table. The drawing (ChartBars.tsx, visx) is
 * loaded when a chart is first rendered.
 */
import styled from '@emotion/styled'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { colors, fontSizes, radii, space } from '../../../../lib/theme'

import { ROW, type BarRow } from './barRows'

export type { BarRow }

const ChartBars = lazy(() => import('./ChartBars'))
const noSubscription = () => () => {}
const inBrowser = () => true
const onServer = () => false

const Table = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSizes.sm,
  '& th, & td': {
    textAlign: 'left',
    padding: `${space[1]}px ${space[2]}px`,
    borderBottom: `1px solid ${colors.border}`,
  },
  '& td, & thead th:nth-of-type(n+2)': { textAlign: 'right' },
})
const Details = styled.details({
  marginTop: space[2],
  fontSize: fontSizes.sm,
  color: colors.muted,
  '& summary': { cursor: 'pointer', marginBottom: space[2] },
})

export function BarChart({
  caption,
  rows,
  valueHeading,
  detailHeading,
}: {
  caption: string
  rows: BarRow[]
  valueHeading: string
  detailHeading?: string
}) {
  // The drawing measures its box, so it is drawn in the browser alone: the server's HTML and the
  // hydration of the results island (docs/decisions/0070) leave the box empty (React hydrates
  // with the server's snapshot, false, then renders again with the browser's, true).
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer)
  return (
    <figure style={{ margin: 0 }}>
      {/* Near the screen, the box hydrates the results island (pages/hydrateIslands.ts). */}
      <div style={{ height: rows.length * ROW }} data-hydrate-visible="">
        {/* The box keeps its height while the drawing loads: nothing below it moves. */}
        {mounted && (
          <Suspense fallback={null}>
            <ChartBars rows={rows} caption={caption} />
          </Suspense>
        )}
      </div>
      <Details>
        <summary>Show as a table</summary>
        <Table>
          <caption style={{ textAlign: 'left', marginBottom: space[1] }}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">{valueHeading}</th>
              {detailHeading && <th scope="col">{detailHeading}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" style={{ fontWeight: row.highlight ? 700 : 400 }}>
                  {row.label}
                </th>
                <td>{row.valueLabel}</td>
                {detailHeading && <td>{row.detail ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </Details>
    </figure>
  )
}

export const ChartCard = styled.section({
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  background: colors.surface,
  padding: space[5],
  '& h3': { marginTop: 0, fontSize: fontSizes.lg },
})
