// @vitest-environment jsdom
/**
 * Where and since when the pointer rested on a part of the page not hydrated yet
 * (docs/decisions/0075): a tooltip's delay counts from the pointer's arrival.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notePointerOver, pointerOverSince } from './pointerRest'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** A trigger with a child; `hovered`: whether the pointer is over it now (jsdom has no pointer). */
function trigger(hovered: boolean): { button: HTMLButtonElement; child: HTMLSpanElement } {
  const button = document.createElement('button')
  const child = document.createElement('span')
  button.append(child)
  document.body.append(button)
  vi.spyOn(button, 'matches').mockImplementation((selector) => hovered && selector === ':hover')
  return { button, child }
}

describe('pointerOverSince', () => {
  it('is when the pointer entered the element or an element inside it, while it is over it', () => {
    const { button, child } = trigger(true)
    notePointerOver({ target: child, timeStamp: 1234.5 })
    expect(pointerOverSince(button)).toBe(1234.5)
    notePointerOver({ target: button, timeStamp: 2000 })
    expect(pointerOverSince(button)).toBe(2000)
  })

  it('is undefined once the pointer has left, or when it entered another element last', () => {
    const left = trigger(false)
    notePointerOver({ target: left.button, timeStamp: 10 })
    expect(pointerOverSince(left.button)).toBeUndefined()
    const { button } = trigger(true)
    const other = document.createElement('p')
    document.body.append(other)
    notePointerOver({ target: other, timeStamp: 20 })
    expect(pointerOverSince(button)).toBeUndefined()
    expect(pointerOverSince(null)).toBeUndefined()
  })
})
