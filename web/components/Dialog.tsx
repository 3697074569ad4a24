/**
 * A modal dialog on the platform's `<dialog>` element, shown with `showModal()`: focus moves into
 * it and is kept there, the rest of the page is inert, Escape closes it, and focus goes back to
 * where it was, or to `returnFocusRef` (for when that element was disabled meanwhile). A click on the backdrop closes it too. Named by its title (`aria-labelledby`).
 *
 * `<Dialog open onOpenChange title returnFocusRef?>{content}</Dialog>` (the props of Radix's Dialog, which the site
 * does not install). Rendered only while open; where `showModal` is missing (old browsers, jsdom)
 * the element is simply shown open.
 */
import styled from '@emotion/styled'
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { colors, fontSizes, mq, radii, space } from '../lib/theme'

const Box = styled.dialog({
  width: 'calc(100% - 32px)',
  maxWidth: 520,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  background: colors.surface,
  color: colors.text,
  padding: 0,
  boxShadow: '0 30px 80px -20px rgba(0,0,0,.6)',
  '&::backdrop': { background: 'rgba(5, 6, 15, .65)' },
  '& h2': { fontSize: fontSizes['2xl'], marginBottom: space[3] },
})
const Content = styled.div({ padding: space[5], [mq.md]: { padding: space[6] } })

export function Dialog({
  open,
  onOpenChange,
  title,
  returnFocusRef,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Where focus goes on close; by default the element focused when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  return open ? (
    <OpenDialog title={title} onClose={() => onOpenChange(false)} returnFocusRef={returnFocusRef}>
      {children}
    </OpenDialog>
  ) : null
}

function OpenDialog({
  title,
  onClose,
  returnFocusRef,
  children,
}: {
  title: ReactNode
  onClose: () => void
  returnFocusRef?: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const before = document.activeElement as HTMLElement | null
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      // Read on close on purpose: the element to return to is the one rendered then.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocusRef?.current ?? before
      if (target && target !== document.body && target.isConnected) target.focus()
    }
  }, [returnFocusRef])
  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the dialog element itself, not its content, is a click on the backdrop.
      onClick={(e) => e.target === ref.current && onClose()}
    >
      <Content>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Content>
    </Box>
  )
}
