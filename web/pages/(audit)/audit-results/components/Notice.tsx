/** A note above the results (demo mode, cached results, an assistant unavailable). */
import styled from '@emotion/styled'
import { colors, fontSizes, radii, space } from '../../../../lib/theme'

export const Notice = styled.div({
  background: colors.surface2,
  border: `1px dashed ${colors.warning}`,
  borderRadius: radii.md,
  padding: space[3],
  marginBottom: space[5],
  fontSize: fontSizes.sm,
})
