/** The header's Company dropdown (spec §2): closes on a choice, an outside click or Escape. */
import styled from '@emotion/styled'
import { colors, fontSizes } from '../../lib/theme'
import { MenuPanel, useDropdown } from './DropdownMenu'
import { linkProps, type NavLink } from './nav'

const Dropdown = styled.div({ position: 'relative' })
const DropdownButton = styled.button({
  all: 'unset',
  cursor: 'pointer',
  color: colors.muted,
  fontSize: fontSizes.sm,
  '&:hover': { color: colors.text },
})
const DropdownMenu = styled(MenuPanel)({ top: 'calc(100% + 12px)', left: -12 })

export function CompanyMenu({ links }: { links: NavLink[] }) {
  const { ref, open, toggle, close } = useDropdown()
  return (
    <Dropdown ref={ref}>
      <DropdownButton aria-expanded={open} aria-haspopup="menu" onClick={toggle}>
        Company ▾
      </DropdownButton>
      {open && (
        <DropdownMenu role="menu" onClick={close}>
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
