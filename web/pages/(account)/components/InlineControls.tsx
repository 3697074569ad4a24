/**
 * A row of small controls under an item of the account's pages (share, re-check): text buttons,
 * a read-only input, and notes (`p`, full width, muted) that wrap under them.
 */
import styled from '@emotion/styled'
import { colors, fontSizes, radii, space } from '../../../lib/theme'

export const InlineControls = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  marginTop: space[1],
  fontSize: fontSizes.sm,
  '& button': {
    font: 'inherit',
    padding: `2px ${space[2]}px`,
    borderRadius: radii.sm,
    border: `1px solid ${colors.border}`,
    background: 'transparent',
    color: colors.text,
    cursor: 'pointer',
  },
  '& input': {
    font: 'inherit',
    width: '100%',
    maxWidth: 320,
    padding: `2px ${space[2]}px`,
    borderRadius: radii.sm,
    border: `1px solid ${colors.border}`,
    background: colors.surface2,
    color: colors.text,
  },
  '& p': { margin: 0, color: colors.muted, width: '100%' },
})
