'use client'
/**
 * Escape in a date picker closes the picker, not the drawer around it (decision 0129).
 *
 * The "Schedule Publish" drawer of an offer's price (decision 0088) holds Payload's date picker
 * (react-datepicker). Pressing Escape to close its calendar also closed the drawer and lost the
 * time and zone chosen: the drawer is a modal of @faceless-ui/modal, whose provider closes the
 * latest modal on every keydown with `keyCode` 27 that reaches the document. Payload has no option
 * for it, so this provider (`admin.components.providers`) looks at each Escape first (window,
 * capture phase): when it comes from a date picker, or while a picker's calendar is open, it hides
 * the event's legacy `keyCode` (0) from that modal listener. react-datepicker reads `key`
 * ('Escape') and still closes its calendar; Escape anywhere else closes a drawer as before.
 */
import { useEffect, type ReactNode } from 'react'

/** A date picker's own elements: its input, its calendar and the calendar's popup. */
const DATE_PICKER =
  '.react-datepicker-wrapper, .react-datepicker, .react-datepicker-popper, .react-datepicker__tab-loop'

/**
 * Keeps `event` (a keydown) from closing a modal when it is Escape meant for a date picker: its
 * `keyCode` reads 0 from then on. Returns whether it did.
 */
export function keepEscapeInDatePicker(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape') return false
  const target = event.target instanceof Element ? event.target : null
  const inPicker = Boolean(target?.closest(DATE_PICKER))
  const calendarOpen = Boolean(document.querySelector('.react-datepicker-popper'))
  if (!inPicker && !calendarOpen) return false
  Object.defineProperty(event, 'keyCode', { value: 0 })
  Object.defineProperty(event, 'which', { value: 0 })
  return true
}

/** The admin provider: `keepEscapeInDatePicker` for every keydown, before anything else sees it. */
export function DatePickerEscape({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => void keepEscapeInDatePicker(event)
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])
  return <>{children}</>
}
