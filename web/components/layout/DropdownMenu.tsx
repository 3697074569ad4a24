/**
 * What the header's dropdown menus (the Company dropdown, the avatar menu) share: one look and one
 * way to open and close (spec §2 site header).
 *
 * `MenuPanel` is the raised panel, a column of entries: each child with `role="menuitem"` gets the
 * entry's padding and rounded corners, and the second surface under the pointer. Where the panel
 * stands (absolutely, under its trigger) is each menu's, `styled(MenuPanel)({ right: 0, top })`,
 * as are the entries' font and colour; so is `role="menu"`. The entries are matched by their role,
 * so a menu's own rule for its links or buttons (`& a`: one class and one element) does not undo
 * their padding and corners, even with `all: unset`.
 *
 * `useDropdown()` → `{ ref, open, toggle, close }`: closed at first; `ref` goes on the element
 * that holds the trigger and the panel, and a click outside it or Escape closes the menu
 * (useDismiss).
 */
import styled from '@emotion/styled'
import { useCallback, useRef, useState } from 'react'
import { colors, radii, space } from '../../lib/theme'
import { useDismiss } from './useDismiss'

export const MenuPanel = styled.div({
  position: 'absolute',
  minWidth: 220,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  padding: space[2],
  display: 'flex',
  flexDirection: 'column',
  boxShadow: '0 16px 40px -20px rgba(0,0,0,.6)',
  '& [role="menuitem"]': { padding: `${space[2]}px ${space[3]}px`, borderRadius: radii.sm },
  '& [role="menuitem"]:hover': { background: colors.surface2 },
})

/** Whether the menu is open, and what opens and closes it (see module doc). */
export function useDropdown() {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((was) => !was), [])
  useDismiss(ref, close)
  return { ref, open, toggle, close }
}
