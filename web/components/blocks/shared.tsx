/** Styled parts shared by several layout blocks. */
import styled from '@emotion/styled'
import { Grid } from '../ui'
import type { SiteSetting } from '../../lib/cms-types'
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

/** A statistic of the site settings (Promises tab) with its source. */
export type Statistic = NonNullable<NonNullable<SiteSetting['promises']>['statistics']>[number]

/**
 * The statistics `rows` name (by key), in their order, that the site may show: those the settings
 * hold with a source name (docs/decisions/0128). A key no statistic has and a statistic without a
 * source are left out.
 */
export function shownStatistics(
  rows: { statistic: string }[] | null | undefined,
  settings: Pick<SiteSetting, 'promises'>,
): Statistic[] {
  const all = settings.promises?.statistics ?? []
  return (rows ?? []).flatMap((row) => {
    const found = all.find((s) => s.key === row.statistic)
    return found?.source?.name?.trim() ? [found] : []
  })
}

const Sup = styled.sup({ fontSize: '0.6em', marginLeft: 2, '& a': { color: 'inherit' } })
const Sources = styled.ol({
  margin: `${space[3]}px auto 0`,
  padding: 0,
  listStyle: 'none',
  maxWidth: 720,
  color: colors.muted,
  fontSize: fontSizes.xs,
  textAlign: 'center',
  '& a': { color: colors.muted },
})

/** One source's key: statistics citing the same source share one footnote. */
const sourceKey = (source: Statistic['source']) =>
  JSON.stringify([source?.name ?? '', source?.year ?? '', source?.url ?? ''])

/**
 * The footnotes of `stats` (docs/decisions/0128): each distinct source once, in the
 * order first cited, and for each statistic the number of its source's note (1-based).
 */
export function footnotes(stats: Statistic[]): {
  notes: NonNullable<Statistic['source']>[]
  noteOf: number[]
} {
  const keys: string[] = []
  const notes: NonNullable<Statistic['source']>[] = []
  const noteOf = stats.map((stat) => {
    const key = sourceKey(stat.source)
    let at = keys.indexOf(key)
    if (at < 0) {
      at = keys.push(key) - 1
      notes.push(stat.source!)
    }
    return at + 1
  })
  return { notes, noteOf }
}

/** "Source: Visibly AI client results, 2025" or the name alone; a link when the source has a URL. */
function SourceText({ source }: { source: NonNullable<Statistic['source']> }) {
  const text = [source.name, source.year].filter(Boolean).join(', ')
  return source.url && /^https?:\/\//.test(source.url) ? (
    <>
      {'Source: '}
      <a href={source.url} rel="noopener noreferrer" target="_blank">
        {text}
      </a>
    </>
  ) : (
    <>{`Source: ${text}`}</>
  )
}

/**
 * A row of big statistics (value over label), each with a footnote marker linking to its source
 * in the list under the row (`StatSources`, same `section`, a page-unique id prefix).
 */
export function StatRow({
  stats,
  cols,
  section,
}: {
  stats: Statistic[]
  cols: number
  section: string
}) {
  if (!stats.length) return null
  const { noteOf } = footnotes(stats)
  return (
    <Grid cols={cols} min={220} style={{ margin: `${space[6]}px 0 0`, textAlign: 'center' }}>
      {stats.map((stat, i) => (
        <Stat key={stat.key}>
          <strong>{stat.value}</strong>
          <span>
            {stat.label}
            <Sup>
              <a href={`#${section}-source-${noteOf[i]}`} aria-label={`Source ${noteOf[i]}`}>
                {noteOf[i]}
              </a>
            </Sup>
          </span>
        </Stat>
      ))}
    </Grid>
  )
}

/**
 * The footnotes of a `StatRow`: "1 Source: {name}, {year}", one per distinct source, each the
 * target of its markers.
 */
export function StatSources({ stats, section }: { stats: Statistic[]; section: string }) {
  if (!stats.length) return null
  const { notes } = footnotes(stats)
  return (
    <Sources aria-label="Sources" style={{ marginBottom: space[6] }}>
      {notes.map((source, i) => (
        <li key={sourceKey(source)} id={`${section}-source-${i + 1}`}>
          <Sup>{i + 1}</Sup> <SourceText source={source} />
        </li>
      ))}
    </Sources>
  )
}

/** True for a non-empty list (CMS arrays may be null). */
export const hasItems = <T,>(list: T[] | null | undefined): list is T[] => !!list && list.length > 0
