/**
 * The header's avatar menu for a signed-in customer (spec §2 site header): the avatar (the
 * account's `avatar_url`, alt text built from the email; a generic user icon while the image is
 * loading, missing or failed: spec §4 avatar states), opening 'Go to Dashboard' (/app/dashboard)
 * and 'Sign Out'. Closes on a choice, an outside click or Escape.
 *
 * `signOut()` posts `/auth/sign-out` and goes home; the server clears the session even when the
 * CMS cannot be reached (spec §7: sign-out ignores the server's refusals), so it always ends
 * signed out.
 */
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { DASHBOARD_PATH, postAccount } from '../../lib/accountClient'
import { navigate } from '../../lib/navigate'
import { colors, fontSizes, space } from '../../lib/theme'
import { MenuPanel, useDropdown } from './DropdownMenu'

/** What the header knows of the customer. */
export interface HeaderAccount {
  email: string
  avatarUrl: string | null
}

/** Signs out on this device, then loads the home page. */
export async function signOut(): Promise<void> {
  await postAccount('sign-out', {})
  await navigate('/')
}

const Circle = styled.span({
  position: 'relative',
  width: 32,
  height: 32,
  borderRadius: '50%',
  overflow: 'hidden',
  display: 'inline-grid',
  placeItems: 'center',
  background: colors.surface2,
  border: `1px solid ${colors.border}`,
  color: colors.muted,
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
})

/** A generic user icon (a head and shoulders), for an avatar that has no image. */
export function UserIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The avatar: the image once it has loaded, the icon until then and for good if it fails (spec
 * §4: idle, loading, loaded, error).
 */
export function Avatar({ account }: { account: HeaderAccount }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const ref = useRef<HTMLImageElement>(null)
  // An image that finished before hydration fired its events with nobody listening.
  useEffect(() => {
    const img = ref.current
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'error')
  }, [])
  return (
    <Circle>
      {state !== 'loaded' && <UserIcon />}
      {account.avatarUrl && state !== 'error' && (
        <img
          ref={ref}
          src={account.avatarUrl}
          alt={`Avatar of ${account.email}`}
          referrerPolicy="no-referrer"
          style={state === 'loaded' ? undefined : { opacity: 0 }}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
    </Circle>
  )
}

const Wrap = styled.div({
  position: 'relative',
  display: 'none',
  '@media (min-width: 768px)': { display: 'block' },
})
const Trigger = styled.button({
  all: 'unset',
  cursor: 'pointer',
  borderRadius: '50%',
  display: 'inline-flex',
  '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
})
const Menu = styled(MenuPanel)({
  right: 0,
  top: 'calc(100% + 10px)',
  '& p': {
    margin: 0,
    padding: `${space[2]}px ${space[3]}px`,
    fontSize: fontSizes.xs,
    color: colors.muted,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& a, & button': {
    all: 'unset',
    cursor: 'pointer',
    fontSize: fontSizes.sm,
    color: colors.text,
  },
  '& a:focus-visible, & button:focus-visible': { background: colors.surface2 },
})

export function AccountMenu({ account }: { account: HeaderAccount }) {
  const { ref, open, toggle, close } = useDropdown()
  return (
    <Wrap ref={ref}>
      <Trigger
        aria-label={`Account menu for ${account.email}`}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={toggle}
      >
        <Avatar account={account} />
      </Trigger>
      {open && (
        <Menu role="menu">
          <p>{account.email}</p>
          <a role="menuitem" href={DASHBOARD_PATH} onClick={close}>
            Go to Dashboard
          </a>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              close()
              void signOut()
            }}
          >
            Sign Out
          </button>
        </Menu>
      )}
    </Wrap>
  )
}
