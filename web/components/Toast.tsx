/**
 * Notifications (spec §4, §9): one visible at a time (a new one replaces the older), top-right,
 * max width 420 px, auto-close after 5000 ms, swipe right to dismiss, F8 focuses the region (Radix).
 * `useToast()` → `toast({ title, description, variant })`.
 */
import styled from '@emotion/styled'
import * as T from '@radix-ui/react-toast'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { colors, fontSizes, radii, space } from '../lib/theme'

type Toast = { id: number; title: string; description?: string; variant?: 'default' | 'destructive' }
const Ctx = createContext<(t: Omit<Toast, 'id'>) => void>(() => {})
export const useToast = () => useContext(Ctx)

const Viewport = styled(T.Viewport)({
  position: 'fixed', top: 0, right: 0, zIndex: 1000, display: 'flex', flexDirection: 'column', padding: space[4], gap: space[2],
  width: '100%', maxWidth: 420, margin: 0, listStyle: 'none', outline: 'none',
})
const Root = styled(T.Root)<{ destructive?: boolean }>(({ destructive }) => ({
  background: destructive ? colors.danger : colors.surface2, color: destructive ? '#fff' : colors.text, border: `1px solid ${colors.border}`,
  borderRadius: radii.md, padding: space[4], boxShadow: '0 12px 30px -12px rgba(0,0,0,.5)',
  '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe=end]': { transform: 'translateX(100%)', transition: 'transform .2s' },
}))
const Title = styled(T.Title)({ fontWeight: 700, marginBottom: space[1] })
const Description = styled(T.Description)({ fontSize: fontSizes.sm, opacity: 0.9 })

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null)
  const toast = useCallback((t: Omit<Toast, 'id'>) => setCurrent({ ...t, id: Date.now() }), [])
  return (
    <Ctx.Provider value={toast}>
      <T.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
        {children}
        {current && (
          <Root key={current.id} destructive={current.variant === 'destructive'} onOpenChange={(open) => !open && setCurrent(null)}>
            <Title>{current.title}</Title>
            {current.description && <Description>{current.description}</Description>}
          </Root>
        )}
        <Viewport />
      </T.Provider>
    </Ctx.Provider>
  )
}
