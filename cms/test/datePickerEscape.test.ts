// @vitest-environment jsdom
/**
 * Escape in the schedule drawer's date picker closes the picker, not the drawer (decision 0129):
 * the drawer's modal library closes on `keyCode` 27 at the document; react-datepicker reads `key`.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { keepEscapeInDatePicker } from '../src/admin/DatePickerEscape'

afterEach(() => {
  document.body.innerHTML = ''
})

/** Presses `key` on `target`; returns what a document listener (the modal library's) saw. */
function press(target: Element, key: string, keyCode: number) {
  let seen: { key: string; keyCode: number } | null = null
  const atDocument = (event: KeyboardEvent) => (seen = { key: event.key, keyCode: event.keyCode })
  const first = (event: KeyboardEvent) => void keepEscapeInDatePicker(event)
  window.addEventListener('keydown', first, true)
  document.addEventListener('keydown', atDocument)
  target.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode, bubbles: true }))
  window.removeEventListener('keydown', first, true)
  document.removeEventListener('keydown', atDocument)
  return seen
}

/** A drawer holding a date picker's input, its calendar open or not. */
function drawer(calendarOpen: boolean) {
  document.body.innerHTML = `<div class="drawer">
    <div class="react-datepicker-wrapper"><input id="time" /></div>
    <input id="title" />
    ${calendarOpen ? '<div class="react-datepicker-popper"><div class="react-datepicker"><button id="day">2</button></div></div>' : ''}
  </div>`
  return (id: string) => document.getElementById(id)!
}

describe('Escape and the date picker', () => {
  it('in the picker’s field or calendar: Escape still, but no modal-closing keyCode', () => {
    const find = drawer(true)
    expect(press(find('time'), 'Escape', 27)).toEqual({ key: 'Escape', keyCode: 0 })
    expect(press(find('day'), 'Escape', 27)).toEqual({ key: 'Escape', keyCode: 0 })
    // The calendar is open: Escape anywhere closes it first.
    expect(press(find('title'), 'Escape', 27)).toEqual({ key: 'Escape', keyCode: 0 })
  })

  it('elsewhere, with no calendar open, Escape closes the drawer as before; other keys untouched', () => {
    const find = drawer(false)
    expect(press(find('title'), 'Escape', 27)).toEqual({ key: 'Escape', keyCode: 27 })
    expect(press(find('time'), 'Enter', 13)).toEqual({ key: 'Enter', keyCode: 13 })
  })
})
