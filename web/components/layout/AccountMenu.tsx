/**
 * The header's avatar menu for a signed-in customer (spec §2 site header): the avatar (the
 * account's image, its text built from the email; the name's initials, or a generic user icon
 * without a name, while the image is loading, missing or failed: spec §4 avatar states), opening
 * the name and email, 'Go to Dashboard' (/app/dashboard) and 'Sign Out'. Closes on a choice, an
 * outside click or Escape.
 *
 * `signOut()` posts `/auth/sign-out` and goes home; the server clears the session even when the
 * CMS cannot be reached (spec §7: sign-out ignores the server's refusals), so it always ends
 * signed out.
 */
import styled from '@emotion/styled'
import { DASHBOARD_PATH, postAccount } from '../../lib/accountClient'
import { navigate } from '../../lib/navigate'
import { colors, fontSizes, space } from '../../lib/theme'
import { MenuPanel, useDropdown } from './DropdownMenu'

/** What the header knows of the customer. */
export interface HeaderAccount {
  email: string
  /** The name the customer gave, or null. */
  name?: string | null
  /** The avatar's address: the customer's upload on this site, or an https image; or null. */
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
 * Up to two initials of `name` (its first and last words, upper case), or '' without a name.
 * Pure; letters of any script.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean)
  if (words.length === 0) return ''
  const first = [...words[0]][0] ?? ''
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : ''
  return (first + last).toLocaleUpperCase()
}

/**
 * `url` inside a CSS `url("…")`: the characters that could end the string or the function
 * (quotes, parentheses, backslashes, white space and control characters) percent-encoded, which
 * leaves an image address the same address.
 */
export const cssUrl = (url: string): string => {
  const encoded = [...url]
    .map((c) => {
      const code = c.charCodeAt(0)
      return code <= 0x20 || code === 0x7f || `"'()\\`.includes(c)
        ? `%${code.toString(16).padStart(2, '0').toUpperCase()}`
        : c
    })
    .join('')
  return `url("${encoded}")`
}

const Picture = styled.span({
  position: 'absolute',
  inset: 0,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
})
const Initials = styled.span({ fontSize: fontSizes.xs, fontWeight: 700, color: colors.text })

/**
 * The avatar (spec §2, §4 avatar states): the account's image drawn over its fallback, the
 * initials of its name (the generic user icon without a name). The image is a CSS background, so
 * the server's HTML is already the whole avatar: while it loads, when it is missing and when it
 * fails, the fallback shows through; once loaded it covers it, before and without any script
 * (the header hydrates only on interaction, docs/decisions/0131).
 */
export function Avatar({ account }: { account: HeaderAccount }) {
  const initials = initialsOf(account.name)
  return (
    <Circle>
      {initials ? <Initials aria-hidden>{initials}</Initials> : <UserIcon />}
      {account.avatarUrl && (
        <Picture
          role="img"
          aria-label={`Avatar of ${account.email}`}
          data-avatar
          style={{ backgroundImage: cssUrl(account.avatarUrl) }}
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
  '& p[data-name]': { color: colors.text, fontWeight: 600, paddingBottom: 0 },
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
        title={account.name ? `${account.name} (${account.email})` : account.email}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={toggle}
      >
        <Avatar account={account} />
      </Trigger>
      {open && (
        <Menu role="menu">
          {account.name && <p data-name>{account.name}</p>}
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
