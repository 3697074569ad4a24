/**
 * The drawn bars of components/BarChart.tsx (visx), loaded only when a chart is rendered: the
 * results page's figures and tables show at once, the drawing library follows
 * (docs/decisions/0068). The bars take the container's own width, so the text keeps its size on
 * every screen.
 */
import { Group } from '@visx/group'
import { ParentSize } from '@visx/responsive'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { ROW, VALUE_WIDTH, type BarRow } from './barRows'

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

/** The bars of `rows` at the width of the box they are put in. */
export default function ChartBars({ rows, caption }: { rows: BarRow[]; caption: string }) {
  return (
    <ParentSize debounceTime={50}>
      {({ width }) => (width > 0 ? <Bars rows={rows} caption={caption} width={width} /> : null)}
    </ParentSize>
  )
}
