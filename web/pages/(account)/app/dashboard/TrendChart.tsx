/**
 * The dashboard's charts across a business's audits, drawn on the server as SVG (no script):
 * - `MentionRateChart`: the mention rate of each run with its 95% interval as a whisker;
 * - `ShareOfVoiceChart`: each assistant's share of voice across the runs, one line each.
 *
 * Runs are placed evenly, oldest left, labelled with their date in the market's time zone (the
 * latest run's that has one, contract `auditTimeZone`; else UTC), which the caption names
 * ('Sydney time'), as the saved report does. Each chart is an image with a text alternative that
 * reads every value and names the zone.
 */
import styled from '@emotion/styled'
import { auditZoneText } from '@aivis/contract'
import { colors, fontSizes } from '../../../../lib/theme'
import { percent } from '../../../(audit)/audit-results/resultView'
import type { DashboardAudit } from './model'

// Drawn small and scaled up: the labels stay readable on a phone, where the chart is ~330 px wide.
const W = 400
const H = 170
const PAD = { left: 44, right: 14, top: 12, bottom: 30 }

/** One colour per assistant, the same in both themes. */
export const ASSISTANT_COLORS: Record<string, string> = {
  chatgpt: '#10a37f',
  claude: '#d97757',
  gemini: '#4285f4',
  perplexity: '#a855f7',
}

const Figure = styled.figure({
  margin: 0,
  '& svg': { width: '100%', height: 'auto', display: 'block', overflow: 'visible' },
  '& figcaption': { fontSize: fontSizes.sm, fontWeight: 600, marginBottom: 4 },
  '& text': { fill: colors.muted, fontSize: 13 },
  '& .grid': { stroke: colors.border, strokeWidth: 1 },
})
const Zone = styled.span({ fontWeight: 400, color: colors.muted })
const Legend = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: '6px 0 0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  fontSize: fontSizes.xs,
  color: colors.muted,
  '& span': { display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginRight: 4 },
})

/** The zone a chart's dates are in: the latest run's with a known market zone, else 'UTC'. */
export const chartTimeZone = (runs: DashboardAudit[]) =>
  [...runs].reverse().find((r) => r.timeZone !== 'UTC')?.timeZone ?? 'UTC'

const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone }).format(new Date(iso))
const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso))
/**
 * A run's label in `timeZone`: its day, with its time when another run shares the day
 * ("Nov 27 17:05").
 */
const runLabel = (runs: DashboardAudit[], run: DashboardAudit, timeZone: string) =>
  runs.filter((r) => dayOf(r.date, timeZone) === dayOf(run.date, timeZone)).length > 1
    ? `${dayOf(run.date, timeZone)} ${timeOf(run.date, timeZone)}`
    : dayOf(run.date, timeZone)

/** The caption, with the zone of the dates: "Mention rate (with its 95% range) · Sydney time". */
function Caption({ children, timeZone }: { children: string; timeZone: string }) {
  return (
    <figcaption>
      {children} <Zone>· {auditZoneText(timeZone)}</Zone>
    </figcaption>
  )
}

function Axes({ runs, timeZone }: { runs: DashboardAudit[]; timeZone: string }) {
  return (
    <>
      {[0, 0.5, 1].map((v) => (
        <g key={v}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
            {percent(v)}
          </text>
        </g>
      ))}
      {runs.map((run, i) => (
        <text key={run.id} x={x(i, runs.length)} y={H - 8} textAnchor="middle">
          {runLabel(runs, run, timeZone)}
        </text>
      ))}
    </>
  )
}

const x = (i: number, count: number) =>
  count <= 1
    ? (PAD.left + W - PAD.right) / 2
    : PAD.left + 12 + (i * (W - PAD.left - PAD.right - 24)) / (count - 1)
const y = (v: number) => PAD.top + (1 - v) * (H - PAD.top - PAD.bottom)
const path = (points: [number, number][]) =>
  points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ')

export function MentionRateChart({ runs }: { runs: DashboardAudit[] }) {
  const zone = chartTimeZone(runs)
  const label = `Mention rate across ${runs.length} audits (${auditZoneText(zone)}): ${runs
    .map((r) => `${runLabel(runs, r, zone)} ${percent(r.mentionRate.value)}`)
    .join(', ')}`
  return (
    <Figure>
      <Caption timeZone={zone}>Mention rate (with its 95% range)</Caption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <Axes runs={runs} timeZone={zone} />
        <path
          d={path(runs.map((r, i) => [x(i, runs.length), y(r.mentionRate.value)]))}
          fill="none"
          style={{ stroke: colors.primary }}
          strokeWidth={2}
        />
        {runs.map((r, i) => (
          <g key={r.id} style={{ stroke: colors.primary }}>
            {r.mentionRate.n > 0 && (
              <line
                x1={x(i, runs.length)}
                x2={x(i, runs.length)}
                y1={y(r.mentionRate.low)}
                y2={y(r.mentionRate.high)}
                strokeWidth={6}
                strokeOpacity={0.3}
                strokeLinecap="round"
              />
            )}
            <circle
              cx={x(i, runs.length)}
              cy={y(r.mentionRate.value)}
              r={4}
              style={{ fill: colors.primary }}
            />
          </g>
        ))}
      </svg>
    </Figure>
  )
}

export function ShareOfVoiceChart({ runs }: { runs: DashboardAudit[] }) {
  const assistants = new Map<string, string>()
  for (const run of runs) for (const a of run.assistants) assistants.set(a.id, a.name)
  const series = [...assistants].map(([id, name]) => ({
    id,
    name,
    points: runs.flatMap((run, i) => {
      const a = run.assistants.find((f) => f.id === id)
      return a ? [{ i, value: a.shareOfVoice, date: run.date }] : []
    }),
  }))
  const zone = chartTimeZone(runs)
  const label = `Share of voice by assistant across ${runs.length} audits (${runs
    .map((r) => runLabel(runs, r, zone))
    .join(', ')}; ${auditZoneText(zone)}): ${series
    .map((s) => `${s.name} ${s.points.map((p) => percent(p.value)).join(', ')}`)
    .join('; ')}`
  return (
    <Figure>
      <Caption timeZone={zone}>Share of voice by assistant</Caption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <Axes runs={runs} timeZone={zone} />
        {series.map((s) => (
          <g key={s.id} stroke={ASSISTANT_COLORS[s.id] ?? colors.accent} fill="none">
            <path
              d={path(s.points.map((p) => [x(p.i, runs.length), y(p.value)]))}
              strokeWidth={2}
            />
            {s.points.map((p) => (
              <circle
                key={p.i}
                cx={x(p.i, runs.length)}
                cy={y(p.value)}
                r={3}
                fill={ASSISTANT_COLORS[s.id] ?? colors.accent}
              />
            ))}
          </g>
        ))}
      </svg>
      <Legend aria-hidden>
        {series.map((s) => (
          <li key={s.id}>
            <span style={{ background: ASSISTANT_COLORS[s.id] ?? colors.accent }} />
            {s.name}
          </li>
        ))}
      </Legend>
    </Figure>
  )
}
