/** Styled parts shared by several layout blocks. */
import styled from '@emotion/styled'
import { Grid } from '../ui'
import { colors, fontSizes, mq, radii, space } from '../../lib/theme'

export const TwoColumns = styled.div({
  display: 'grid',
  gap: space[7],
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: '1.1fr 1fr' },
})
const Stat = styled.div({
  '& strong': {
    display: 'block',
    fontSize: fontSizes['4xl'],
    fontWeight: 800,
    background: `linear-gradient(135deg, ${colors.primary}, ${colors.accent})`,
    WebkitBackgroundClip: 'text',
    color: 'transparent',
  },
})
export const Features = styled.ul({
  paddingLeft: space[5],
  color: colors.muted,
  margin: `${space[3]}px 0 ${space[5]}px`,
  '& li': { marginBottom: space[1] },
})
export const Badge = styled.span({
  display: 'inline-block',
  alignSelf: 'flex-start',
  fontSize: fontSizes.xs,
  fontWeight: 700,
  background: colors.primary,
  color: colors.primaryText,
  borderRadius: radii.pill,
  padding: `2px ${space[3]}px`,
  marginBottom: space[2],
})

/** A row of big statistics (value over label) from the CMS. */
export function StatRow({
  stats,
  cols,
}: {
  stats?: { value: string; label: string }[] | null
  cols: number
}) {
  return (
    <Grid cols={cols} min={220} style={{ margin: `${space[6]}px 0`, textAlign: 'center' }}>
      {(stats ?? []).map((stat) => (
        <Stat key={stat.label}>
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
        </Stat>
      ))}
    </Grid>
  )
}

/** True for a non-empty list (CMS arrays may be null). */
export const hasItems = <T,>(list: T[] | null | undefined): list is T[] => !!list && list.length > 0
