/**
 * A horizontal bar chart of values in 0..1 (visx), with the same figures as a text table for
 * screen readers and anyone who prefers numbers. `rows`: `{ label, value, valueLabel, highlight? }`;
 * `caption` names both the chart (aria-label) and the table.
 */
import styled from '@emotion/styled'
import { Group } from '@visx/group'
import { ParentSize } from '@visx/responsive'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { colors, fontSizes, radii, space } from '../../../lib/theme'

export interface BarRow {
  label: string
  /** 0..1 */
  value: number
  valueLabel: string
  /** Drawn in the accent colour (the audited business). */
  highlight?: boolean
  /** Text for the table's extra column, e.g. "3 of 10 answers". */
  detail?: string
}

const ROW = 34
const VALUE_WIDTH = 48

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

const truncate = (text: string, max = 26) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** The bars at the container's own width, so the text keeps its size on every screen. */
function Bars({ rows, caption, width }: { rows: BarRow[]; caption: string; width: number }) {
  const labelWidth = Math.min(190, Math.round(width * 0.42))
  const track = Math.max(40, width - labelWidth - VALUE_WIDTH)
  const height = rows.length * ROW
  const x = scaleLinear<number>({ domain: [0, 1], range: [0, track] })
  const y = scaleBand<string>({
    domain: rows.map((r) => r.label),
    range: [0, height],
    padding: 0.3,
  })
  const maxChars = Math.max(8, Math.floor(labelWidth / 7.2))
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={`${caption}: ${rows.map((r) => `${r.label} ${r.valueLabel}`).join(', ')}`}
    >
      {rows.map((row) => (
        <Group key={row.label} top={y(row.label) ?? 0}>
          <text
            x={0}
            y={y.bandwidth() / 2}
            dominantBaseline="middle"
            style={{ fill: 'var(--c-text)', fontSize: 13, fontWeight: row.highlight ? 700 : 400 }}
          >
            {truncate(row.label, maxChars)}
          </text>
          <rect
            x={labelWidth}
            width={track}
            height={y.bandwidth()}
            rx={4}
            style={{ fill: 'var(--c-surface-2)' }}
          />
          <Bar
            x={labelWidth}
            width={Math.max(2, x(row.value))}
            height={y.bandwidth()}
            rx={4}
            style={{ fill: row.highlight ? 'var(--c-accent)' : 'var(--c-primary)' }}
          />
          <text
            x={width - VALUE_WIDTH + 8}
            y={y.bandwidth() / 2}
            dominantBaseline="middle"
            style={{ fill: 'var(--c-text)', fontSize: 13, fontWeight: 700 }}
          >
            {row.valueLabel}
          </text>
        </Group>
      ))}
    </svg>
  )
}

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
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ height: rows.length * ROW }}>
        <ParentSize debounceTime={50}>
          {({ width }) => (width > 0 ? <Bars rows={rows} caption={caption} width={width} /> : null)}
        </ParentSize>
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
