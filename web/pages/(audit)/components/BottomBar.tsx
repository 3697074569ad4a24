/**
 * /audit's fixed bottom bar (spec §2 "A fixed bottom bar wrapper exists"): while the audit form is
 * scrolled out of view, a bar fixed to the bottom of the screen offers 'Run My Free Audit', which
 * brings the form back and puts the cursor in its first field. Hidden while the form is in view or
 * an audit runs.
 *
 * Server HTML, rendered hidden: lib/bottomBar.ts (plain script, loaded by pages/+client.ts when the
 * page has a bar) shows and hides it and gives the page its bottom padding.
 * `targetId`: the id of the form's container.
 */
import styled from '@emotion/styled'
import { BOTTOM_BAR_HEIGHT } from '../../../lib/bottomBar'
import { colors, mq, space } from '../../../lib/theme'
import { Button, Muted } from '../../../components/ui'

const Bar = styled.div({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 40,
  minHeight: BOTTOM_BAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[4],
  padding: `${space[3]}px ${space[4]}px calc(${space[3]}px + env(safe-area-inset-bottom))`,
  background: colors.surface,
  borderTop: `1px solid ${colors.border}`,
  boxShadow: '0 -8px 24px rgba(0,0,0,.18)',
  '&[hidden]': { display: 'none' },
  '& p': { display: 'none', margin: 0 },
  [mq.md]: { '& p': { display: 'block' } },
})

/** `note`: the audit note of the site settings' promises (lib/promises.ts `auditNote`). */
export function BottomBar({ targetId, note }: { targetId: string; note: string }) {
  return (
    <Bar role="region" aria-label="Run your free audit" data-bottom-bar={targetId} hidden>
      <Muted>{note}</Muted>
      <Button type="button">Run My Free Audit</Button>
    </Bar>
  )
}
