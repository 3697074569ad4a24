/**
 * Tooltips (spec §9 Interface): Radix Tooltip with the spec's open delay 700 ms, skip-delay window
 * 300 ms and offset 4 px. `TooltipProvider` sets the delays for the tooltips inside it (one per
 * page that uses them); `InfoTip` is a small "?" button that explains a term: on hover after the
 * delay, at once on keyboard focus, and on a tap, click or Enter (which toggle it); while open,
 * Radix links the text as the button's description. Escape or a tap elsewhere closes it.
 */
import styled from '@emotion/styled'
import * as T from '@radix-ui/react-tooltip'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { pointerOverSince } from '../lib/pointerRest'
import { colors, fontSizes, radii, space } from '../lib/theme'

/** Spec §9: open delay, skip-delay window and offset of every tooltip. */
export const TOOLTIP = { delayDuration: 700, skipDelayDuration: 300, sideOffset: 4 } as const

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <T.Provider delayDuration={TOOLTIP.delayDuration} skipDelayDuration={TOOLTIP.skipDelayDuration}>
      {children}
    </T.Provider>
  )
}

const Trigger = styled.button({
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  marginLeft: space[2],
  borderRadius: '50%',
  border: `1px solid ${colors.border}`,
  background: 'transparent',
  color: colors.muted,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  cursor: 'help',
  verticalAlign: 'middle',
  '&:focus-visible': { outline: `2px solid ${colors.accent}`, outlineOffset: 2 },
})
const Content = styled(T.Content)({
  maxWidth: 280,
  padding: `${space[2]}px ${space[3]}px`,
  borderRadius: radii.md,
  background: colors.text,
  color: colors.bg,
  fontSize: fontSizes.sm,
  lineHeight: 1.45,
  boxShadow: '0 8px 24px rgba(0,0,0,.25)',
  zIndex: 60,
})

/**
 * A "?" button for `term`, showing `children` as its tooltip. When the pointer was already
 * resting on it while its island hydrated (lib/pointerRest.ts), the first open waits only what
 * is left of the delay since the pointer arrived (docs/decisions/0075).
 */
export function InfoTip({ term, children }: { term: string; children: string }) {
  const trigger = useRef<HTMLButtonElement>(null)
  const [firstDelay, setFirstDelay] = useState<number>()
  const [open, setOpen] = useState(false)
  /**
   * A tap, a click or Enter toggles the explanation: a tooltip alone opens only on hover, which a
   * phone never has. Radix closes a tooltip on its trigger's pointerdown and click; marking the
   * events handled keeps it from doing so.
   */
  const toggle = (event: { preventDefault(): void }) => {
    event.preventDefault()
    setOpen((was) => !was)
  }
  useLayoutEffect(() => {
    const since = pointerOverSince(trigger.current)
    if (since !== undefined)
      setFirstDelay(Math.max(0, TOOLTIP.delayDuration - (performance.now() - since)))
  }, [])
  return (
    <T.Root
      delayDuration={firstDelay}
      open={open}
      onOpenChange={(next) => {
        if (next) setFirstDelay(undefined)
        setOpen(next)
      }}
    >
      <T.Trigger asChild>
        <Trigger
          ref={trigger}
          type="button"
          aria-label={`What is ${term.toLowerCase()}?`}
          onPointerDown={(e) => e.preventDefault()}
          onClick={toggle}
        >
          ?
        </Trigger>
      </T.Trigger>
      <T.Portal>
        <Content
          sideOffset={TOOLTIP.sideOffset}
          collisionPadding={8}
          // A tap on the "?" itself toggles (above), rather than closing here and reopening there.
          onPointerDownOutside={(e) => {
            if (trigger.current?.contains(e.target as Node)) e.preventDefault()
          }}
        >
          {children}
          <T.Arrow style={{ fill: 'var(--c-text)' }} />
        </Content>
      </T.Portal>
    </T.Root>
  )
}
