/**
 * The cookie banner (docs/decisions/0027): shown at the bottom of every page, after hydration,
 * while the visitor has not chosen and site settings name a pixel. 'Accept' stores the choice and
 * loads the pixel at once; 'Reject' stores it and no pixel ever loads. The choice can be changed
 * on /cookies (CookiePreferences.island.tsx). Also loads the pixel on every page for a visitor who accepted.
 */
import styled from '@emotion/styled'
import { useEffect } from 'react'
import { CONSENT_KEY, consentChoice, setConsent } from '../lib/consent'
import { configurePixel, loadPixel } from '../lib/pixel'
import { colors, fontSizes, mq, radii, space } from '../lib/theme'
import { useStoredItem } from '../lib/useStoredItem'
import { Button } from './ui'

/** The visitor's consent choice as React state (`undefined` until hydrated). */
export const useConsent = () => consentChoice(useStoredItem(CONSENT_KEY))

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
export const Actions = styled.div({ display: 'flex', gap: space[2], flexShrink: 0 })

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

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ConsentBanner
