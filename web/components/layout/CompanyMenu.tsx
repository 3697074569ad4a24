/** The header's Company dropdown (spec §2): closes on a choice, an outside click or Escape. */
import styled from '@emotion/styled'
import { useCallback, useRef, useState } from 'react'
import { colors, fontSizes, radii, space } from '../../lib/theme'
import { linkProps, type NavLink } from './nav'
import { useDismiss } from './useDismiss'

const Dropdown = styled.div({ position: 'relative' })
const DropdownButton = styled.button({
  all: 'unset',
  cursor: 'pointer',
  color: colors.muted,
  fontSize: fontSizes.sm,
  '&:hover': { color: colors.text },
})
const DropdownMenu = styled.div({
  position: 'absolute',
  top: 'calc(100% + 12px)',
  left: -12,
  minWidth: 220,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  padding: space[2],
  display: 'flex',
  flexDirection: 'column',
  boxShadow: '0 16px 40px -20px rgba(0,0,0,.6)',
  '& a': { padding: `${space[2]}px ${space[3]}px`, borderRadius: radii.sm },
  '& a:hover': { background: colors.surface2 },
})
export function CompanyMenu({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, close)
  return (
    <Dropdown ref={ref}>
      <DropdownButton aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen(!open)}>
        Company ▾
      </DropdownButton>
      {open && (
        <DropdownMenu role="menu" onClick={() => setOpen(false)}>
          {links.map((link) => (
            <a key={link.label} role="menuitem" {...linkProps(link)}>
              {link.label}
            </a>
          ))}
        </DropdownMenu>
      )}
    </Dropdown>
  )
}
