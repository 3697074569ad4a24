/**
 * The mobile side panel (spec §2, under 768 px): the header's links under Navigation and Company,
 * then Dashboard and Sign Out (signed in) or Sign In and Sign Up (signed out); closes after any
 * choice, on the scrim and on Escape. Rendered outside the header:
 * the header's backdrop-filter would otherwise become the containing block of the fixed panel and
 * clip it to the bar's height.
 */
import styled from '@emotion/styled'
import { useEffect, type ReactNode } from 'react'
import { colors, fontSizes, space } from '../../lib/theme'
import { SIGN_IN_PATHS, DASHBOARD_PATH } from '../../lib/accountClient'
import { signOut, type HeaderAccount } from './AccountMenu'
import { linkProps, type NavLink } from './nav'

const Panel = styled.div({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: 300,
  maxWidth: '100vw',
  background: colors.surface,
  borderLeft: `1px solid ${colors.border}`,
  zIndex: 200,
  padding: space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  overflowY: 'auto',
  '@media (min-width: 480px)': { width: 400 },
  '& a': { textDecoration: 'none', padding: `${space[2]}px 0` },
  '& button[data-sign-out]': {
    all: 'unset',
    cursor: 'pointer',
    padding: `${space[2]}px 0`,
    color: colors.text,
  },
  '& h3': {
    fontSize: fontSizes.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: colors.muted,
    margin: `${space[4]}px 0 0`,
  },
})
const Scrim = styled.div({ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.5)', zIndex: 150 })

export function MobileMenu({
  links,
  account = null,
  onClose,
  closeButton,
}: {
  links: { navigation: NavLink[]; company: NavLink[] }
  account?: HeaderAccount | null
  onClose: () => void
  closeButton: ReactNode
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  const render = (list: NavLink[]) =>
    list.map((link) => (
      <a key={link.label} {...linkProps(link)}>
        {link.label}
      </a>
    ))
  return (
    <>
      <Scrim onClick={onClose} />
      <Panel
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}
      >
        {closeButton}
        <h3>Navigation</h3>
        {render(links.navigation)}
        <h3>Company</h3>
        {render(links.company)}
        <h3>Account</h3>
        {account ? (
          <>
            <a href={DASHBOARD_PATH}>Dashboard</a>
            <button
              type="button"
              data-sign-out
              onClick={() => {
                onClose()
                void signOut()
              }}
            >
              Sign Out
            </button>
          </>
        ) : (
          <>
            <a href={SIGN_IN_PATHS.signIn}>Sign In</a>
            <a href={SIGN_IN_PATHS.signUp}>Sign Up</a>
          </>
        )}
      </Panel>
    </>
  )
}
