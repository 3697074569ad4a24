/**
 * The cookie banner (docs/decisions/0027): shown at the bottom of every page, after hydration,
 * while the visitor has not chosen and site settings name a pixel. 'Accept' stores the choice and
 * loads the pixel at once; 'Reject' stores it and no pixel ever loads. The choice can be changed
 * on /cookies (CookiePreferences). Also loads the pixel on every page for a visitor who accepted.
 */
import styled from '@emotion/styled'
import { useEffect } from 'react'
import { CONSENT_KEY, consentChoice, setConsent } from '../lib/consent'
import { configurePixel, loadPixel } from '../lib/pixel'
import { colors, fontSizes, mq, radii, space } from '../lib/theme'
import { useStoredItem } from '../lib/useStoredItem'
import { Button } from './ui'

/** The visitor's consent choice as React state (`undefined` until hydrated). */
const useConsent = () => consentChoice(useStoredItem(CONSENT_KEY))

const Bar = styled.section({
  position: 'fixed',
  left: space[3],
  right: space[3],
  bottom: space[3],
  zIndex: 900,
  maxWidth: 720,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  background: colors.surface2,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  boxShadow: '0 12px 30px -12px rgba(0,0,0,.5)',
  fontSize: fontSizes.sm,
  '& p': { margin: 0 },
  '& a': { color: 'inherit', textDecoration: 'underline' },
  [mq.md]: { flexDirection: 'row', alignItems: 'center' },
})
const Actions = styled.div({ display: 'flex', gap: space[2], flexShrink: 0 })

export function ConsentBanner({ pixelId }: { pixelId: string | null | undefined }) {
  // During render, not in an effect: the page's own first events (its effects run before this
  // component's) must find the pixel id.
  configurePixel(pixelId)
  const consent = useConsent()
  useEffect(() => {
    if (pixelId && consent === 'accepted') loadPixel(pixelId)
  }, [pixelId, consent])
  if (!pixelId || consent !== null) return null
  return (
    <Bar aria-label="Cookie consent">
      <p>
        We use a cookie to measure our ads. Accept to allow it, or reject and browse without it. You
        can change your choice at any time on the <a href="/cookies">Cookies</a> page.
      </p>
      <Actions>
        <Button type="button" variant="outline" onClick={() => setConsent('rejected')}>
          Reject
        </Button>
        <Button type="button" onClick={() => setConsent('accepted')}>
          Accept
        </Button>
      </Actions>
    </Bar>
  )
}

/** On /cookies: the current choice and the buttons to change it. */
export function CookiePreferences() {
  const consent = useConsent()
  const change = (choice: 'accepted' | 'rejected') => {
    setConsent(choice)
    // A pixel already running cannot be taken out of the page: start again without it.
    if (choice === 'rejected' && typeof window.fbq === 'function') window.location.reload()
  }
  return (
    <section aria-labelledby="cookie-preferences" style={{ marginTop: space[6] }}>
      <h2 id="cookie-preferences">Your cookie choice</h2>
      <p role="status">
        {consent === undefined
          ? ' '
          : consent === 'accepted'
            ? 'You accepted the advertising cookie.'
            : consent === 'rejected'
              ? 'You rejected the advertising cookie.'
              : 'You have not chosen yet.'}
      </p>
      <Actions>
        <Button
          type="button"
          variant="outline"
          disabled={consent === 'rejected'}
          onClick={() => change('rejected')}
        >
          Reject
        </Button>
        <Button type="button" disabled={consent === 'accepted'} onClick={() => change('accepted')}>
          Accept
        </Button>
      </Actions>
    </section>
  )
}
