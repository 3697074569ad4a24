/** Full-screen loading overlay (spec §4) with the time-based texts of `overlayMessage`. */
import styled from '@emotion/styled'
import { useEffect, useState } from 'react'
import { overlayMessage } from '../lib/progress'
import { colors, fontSizes, space } from '../lib/theme'

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: 500,
  background: 'rgba(5,6,14,.82)',
  display: 'grid',
  placeItems: 'center',
  backdropFilter: 'blur(4px)',
})
const Box = styled.div({ textAlign: 'center', color: '#eef0fb', padding: space[6], maxWidth: 420 })
const Spinner = styled.div({
  width: 48,
  height: 48,
  margin: '0 auto 16px',
  borderRadius: '50%',
  border: `4px solid rgba(255,255,255,.15)`,
  borderTopColor: colors.primary,
  animation: 'spin 0.9s linear infinite',
  '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
})

export function LoadingOverlay({ message }: { message: string }) {
  const [start] = useState(() => Date.now())
  const [now, setNow] = useState(start)
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500)
    return () => clearInterval(t)
  }, [])
  const { text, notice } = overlayMessage(now - start, message)
  return (
    <Backdrop
      role="alertdialog"
      aria-busy="true"
      aria-live="polite"
      aria-label="Running your audit"
    >
      <Box>
        <Spinner />
        <p style={{ fontSize: fontSizes.lg, fontWeight: 600 }}>{text}</p>
        {notice && <p style={{ fontSize: fontSizes.sm, opacity: 0.8 }}>{notice}</p>}
      </Box>
    </Backdrop>
  )
}
