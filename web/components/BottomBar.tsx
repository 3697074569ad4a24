/**
 * /audit's fixed bottom bar (spec §2 "A fixed bottom bar wrapper exists"): while the audit form is
 * scrolled out of view, a bar fixed to the bottom of the screen offers 'Run My Free Audit', which
 * brings the form back and puts the cursor in its first field. Hidden while the form is in view or
 * an audit runs. While shown, the page gets bottom padding of the bar's height, so the bar never
 * covers the end of the footer.
 * `targetId`: the id of the form's container.
 */
import styled from '@emotion/styled'
import { useEffect, useState } from 'react'
import { colors, mq, space } from '../lib/theme'
import { Button, Muted } from './ui'

const BAR_HEIGHT = 72

const Bar = styled.div({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 40,
  minHeight: BAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[4],
  padding: `${space[3]}px ${space[4]}px calc(${space[3]}px + env(safe-area-inset-bottom))`,
  background: colors.surface,
  borderTop: `1px solid ${colors.border}`,
  boxShadow: '0 -8px 24px rgba(0,0,0,.18)',
  '& p': { display: 'none', margin: 0 },
  [mq.md]: { '& p': { display: 'block' } },
})

export function BottomBar({ targetId, hidden }: { targetId: string; hidden?: boolean }) {
  const [formInView, setFormInView] = useState(true)
  useEffect(() => {
    const target = document.getElementById(targetId)
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setFormInView(entry.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [targetId])

  const toForm = () => {
    const target = document.getElementById(targetId)
    if (!target) return
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' })
    target.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true })
  }

  const show = !formInView && !hidden
  useEffect(() => {
    if (!show) return
    document.body.style.paddingBottom = `${BAR_HEIGHT}px`
    return () => {
      document.body.style.paddingBottom = ''
    }
  }, [show])
  if (!show) return null
  return (
    <Bar role="region" aria-label="Run your free audit">
      <Muted>Instant results. No email required.</Muted>
      <Button type="button" onClick={toForm}>
        Run My Free Audit
      </Button>
    </Bar>
  )
}
