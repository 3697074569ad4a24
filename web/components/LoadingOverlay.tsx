/**
 * Full-screen loading overlay (spec §4): the given message under 5 s, then 'Still working...',
 * 'This is taking a bit longer...' (from 10 s), 'Almost there, please wait...' (from 15 s); from 20 s
 * it adds 'This is taking longer than expected. The operation is still in progress.'
 */
import styled from '@emotion/styled'
import { useEffect, useState } from 'react'
import { colors, fontSizes, space } from '../lib/theme'

export function overlayMessage(elapsedMs: number, message: string): { text: string; notice: string | null } {
  const s = elapsedMs / 1000
  const text = s < 5 ? message : s < 10 ? 'Still working...' : s < 15 ? 'This is taking a bit longer...' : 'Almost there, please wait...'
  return { text, notice: s >= 20 ? 'This is taking longer than expected. The operation is still in progress.' : null }
}

const Backdrop = styled.div({ position: 'fixed', inset: 0, zIndex: 500, background: 'rgba(5,6,14,.82)', display: 'grid', placeItems: 'center', backdropFilter: 'blur(4px)' })
const Box = styled.div({ textAlign: 'center', color: '#eef0fb', padding: space[6], maxWidth: 420 })
const Spinner = styled.div({
  width: 48, height: 48, margin: '0 auto 16px', borderRadius: '50%', border: `4px solid rgba(255,255,255,.15)`, borderTopColor: colors.primary,
  animation: 'spin 0.9s linear infinite', '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
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
    <Backdrop role="alertdialog" aria-busy="true" aria-live="polite" aria-label="Running your audit">
      <Box>
        <Spinner />
        <p style={{ fontSize: fontSizes.lg, fontWeight: 600 }}>{text}</p>
        {notice && <p style={{ fontSize: fontSizes.sm, opacity: 0.8 }}>{notice}</p>}
      </Box>
    </Backdrop>
  )
}
