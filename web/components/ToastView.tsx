/**
 * What shows the notifications of Toast.tsx (Radix Toast): loaded the first time a page shows one,
 * so that pages that never notify do not ship Radix Toast. Spec §4, §9: one visible at a time,
 * top-right, max width 420 px, auto-close after 5000 ms, swipe right 50 px to dismiss, F8 focuses
 * the region. Top-right means under the site's header (`HEADER_HEIGHT`), which stays at the top
 * of the window: a toast never covers its menu, sign-in or call to action, on a phone (where the
 * toast is as wide as the screen) or on a desktop (docs/decisions/0130).
 */
import styled from '@emotion/styled'
import * as T from '@radix-ui/react-toast'
import { colors, fontSizes, radii, space } from '../lib/theme'

/** A toast's message (`toast()` in Toast.tsx gives it its id). */
export type ToastMessage = {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

/** The height of the site's sticky header bar, px (components/layout/Header.island.tsx). */
export const HEADER_HEIGHT = 64

const Viewport = styled(T.Viewport)({
  position: 'fixed',
  top: HEADER_HEIGHT,
  right: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  padding: space[4],
  gap: space[2],
  width: '100%',
  maxWidth: 420,
  margin: 0,
  listStyle: 'none',
  outline: 'none',
})
const Root = styled(T.Root, { shouldForwardProp: (prop) => prop !== 'destructive' })<{
  destructive?: boolean
}>(({ destructive }) => ({
  background: destructive ? colors.danger : colors.surface2,
  color: destructive ? '#fff' : colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  padding: space[4],
  boxShadow: '0 12px 30px -12px rgba(0,0,0,.5)',
  '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe=end]': { transform: 'translateX(100%)', transition: 'transform .2s' },
}))
const Title = styled(T.Title)({ fontWeight: 700, marginBottom: space[1] })
const Description = styled(T.Description)({ fontSize: fontSizes.sm, opacity: 0.9 })

/** `current`: the toast to show (null: none); `onClose` when it closes (timeout, swipe, Escape). */
export default function ToastView({
  current,
  onClose,
}: {
  current: ToastMessage | null
  onClose: () => void
}) {
  return (
    <T.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {current && (
        <Root
          key={current.id}
          destructive={current.variant === 'destructive'}
          onOpenChange={(open) => !open && onClose()}
        >
          <Title>{current.title}</Title>
          {current.description && <Description>{current.description}</Description>}
        </Root>
      )}
      <Viewport />
    </T.Provider>
  )
}
