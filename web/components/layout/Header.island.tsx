/**
 * The sticky site header (spec §2): logo, desktop navigation with the Company dropdown, Sign In
 * and Sign Up (signed out: /signin and the sign-up form /signin/new) or the avatar menu (signed in:
 * components/layout/AccountMenu.tsx), 'Run Free AI Audit', and the menu button that opens the
 * mobile panel under 768 px. The signed-in state and the avatar are in the server's HTML: the
 * island hydrates on interaction, and nothing in the avatar waits for it (docs/decisions/0131).
 */
import styled from '@emotion/styled'
import { useCallback, useState } from 'react'
import { colors, fontSizes, mq, radii, space } from '../../lib/theme'
import { SIGN_IN_PATHS } from '../../lib/accountClient'
import { ButtonLink, Container } from '../ui'
import { AccountMenu, type HeaderAccount } from './AccountMenu'
import { CompanyMenu } from './CompanyMenu'
import { MobileMenu } from './MobileMenu'
import { linkProps, type headerLinks } from './nav'

const Bar = styled.header({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  backdropFilter: 'saturate(180%) blur(12px)',
  background: 'color-mix(in srgb, var(--c-bg) 82%, transparent)',
  borderBottom: `1px solid ${colors.border}`,
})
const BarInner = styled(Container)({
  display: 'flex',
  alignItems: 'center',
  gap: space[5],
  height: 64,
})
const Logo = styled.a({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  fontWeight: 800,
  fontSize: fontSizes.lg,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})
const LogoMark = styled.span({
  width: 28,
  height: 28,
  borderRadius: 8,
  background: `linear-gradient(135deg, ${colors.primary}, ${colors.accent})`,
  display: 'none',
  [mq.md]: { display: 'inline-block' },
})
const Nav = styled.nav({
  display: 'none',
  gap: space[5],
  alignItems: 'center',
  [mq.md]: { display: 'flex' },
  '& a, & button': { fontSize: fontSizes.sm, color: colors.muted, textDecoration: 'none' },
  '& a:hover': { color: colors.text },
})
const Right = styled.div({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
})
const SignIn = styled.a({
  display: 'none',
  fontSize: fontSizes.sm,
  color: colors.muted,
  textDecoration: 'none',
  [mq.md]: { display: 'inline' },
})
const SignUp = styled(SignIn)({
  color: colors.text,
  fontWeight: 600,
  '&:hover': { color: colors.accent },
})
const SmallCta = styled(ButtonLink)({
  padding: `${space[2]}px ${space[4]}px`,
  fontSize: fontSizes.sm,
})
const MenuButton = styled.button({
  background: 'transparent',
  border: `1px solid ${colors.border}`,
  color: colors.text,
  borderRadius: radii.sm,
  padding: `${space[1]}px ${space[2]}px`,
  fontSize: fontSizes.lg,
  cursor: 'pointer',
  [mq.md]: { display: 'none' },
})
/**
 * `siteName`: the logo's text; `links`: `headerLinks(settings)` of components/layout/nav.ts;
 * `account`: the signed-in customer, or null. An island (islands/Header.tsx): its props are plain
 * data.
 */
export function Header({
  siteName,
  links,
  account = null,
}: {
  siteName: string
  links: ReturnType<typeof headerLinks>
  account?: HeaderAccount | null
}) {
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  return (
    <>
      <Bar>
        <BarInner>
          <Logo href="/" aria-label={`${siteName} home`}>
            <LogoMark aria-hidden />
            {siteName}
          </Logo>
          <Nav aria-label="Main">
            {links.navigation.map((link) => (
              <a key={link.label} {...linkProps(link)}>
                {link.label}
              </a>
            ))}
            <CompanyMenu links={links.company} />
          </Nav>
          <Right>
            {account ? (
              <AccountMenu account={account} />
            ) : (
              <>
                <SignIn href={SIGN_IN_PATHS.signIn}>Sign In</SignIn>
                <SignUp href={SIGN_IN_PATHS.signUp}>Sign Up</SignUp>
              </>
            )}
            <SmallCta href="/audit">Run Free AI Audit</SmallCta>
            <MenuButton
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              ☰
            </MenuButton>
          </Right>
        </BarInner>
      </Bar>
      {menuOpen && (
        <MobileMenu
          links={links}
          account={account}
          onClose={closeMenu}
          closeButton={
            <MenuButton
              aria-label="Close menu"
              onClick={closeMenu}
              style={{ alignSelf: 'flex-end' }}
              autoFocus
            >
              ✕
            </MenuButton>
          }
        />
      )}
    </>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default Header
