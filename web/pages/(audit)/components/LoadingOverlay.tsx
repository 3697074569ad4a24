/**
 * Full-screen loading overlay (spec §4) with the time-based texts of `overlayMessage` and, once the
 * audit has said how many answers it waits for, a bar of the answers received of that total
 * (`progress`, 0..100 as spec §9's default progress maximum; lib/audit/progress.ts).
 */
import type { AuditJobProgress } from '@aivis/contract'
import styled from '@emotion/styled'
import { useEffect, useState } from 'react'
import { PROGRESS_MAX, answersPercent, overlayMessage } from '../lib/progress'
import { colors, fontSizes, radii, space } from '../../../lib/theme'

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
/** The overlay is dark in both themes: the track is a light tint, not a theme surface. */
const Track = styled.div({
  width: 'min(320px, 80vw)',
  height: 8,
  margin: `${space[4]}px auto`,
  background: 'rgba(255,255,255,.15)',
  borderRadius: radii.pill,
  overflow: 'hidden',
})
const Fill = styled.div({
  height: '100%',
  background: `linear-gradient(90deg, ${colors.primary}, ${colors.accent})`,
  transition: 'width .4s linear',
})

export function LoadingOverlay({
  message,
  progress = null,
}: {
  message: string
  /** Answers received of the audit's total; null until the audit has said. */
  progress?: AuditJobProgress | null
}) {
  const [start] = useState(() => Date.now())
  const [now, setNow] = useState(start)
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500)
    return () => clearInterval(t)
  }, [])
  const { text, notice } = overlayMessage(now - start, message)
  const percent = progress ? answersPercent(progress.done, progress.total) : 0
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
        {progress && (
          <Track
            role="progressbar"
            aria-label="Answers received"
            aria-valuemin={0}
            aria-valuemax={PROGRESS_MAX}
            aria-valuenow={Math.round(percent)}
            aria-valuetext={`${progress.done} of ${progress.total}`}
          >
            <Fill style={{ width: `${percent}%` }} />
          </Track>
        )}
        {notice && <p style={{ fontSize: fontSizes.sm, opacity: 0.8 }}>{notice}</p>}
      </Box>
    </Backdrop>
  )
}
