// @vitest-environment jsdom
/** The bottom bar's plain-script behaviour on the server's HTML (pages/(audit)/components/BottomBar.tsx). */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BottomBar } from '../pages/(audit)/components/BottomBar'
import { BOTTOM_BAR_HEIGHT, installBottomBar, setBottomBarHidden } from './bottomBar'

/** A stand-in IntersectionObserver whose one instance the test drives. */
let report: ((inView: boolean) => void) | null = null
class FakeObserver {
  constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    report = (inView) => this.callback([{ isIntersecting: inView }])
  }
  disconnect() {
    report = null
  }
}

let uninstall = () => {}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  document.body.innerHTML = `<div id="audit-form"><form><input name="business"></form></div>${renderToString(
    createElement(BottomBar, {
      targetId: 'audit-form',
      note: 'Results in about 60 seconds. No email required.',
    }),
  )}`
  Element.prototype.scrollIntoView = vi.fn()
})
afterEach(() => {
  uninstall()
  setBottomBarHidden(false)
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const bar = () => document.querySelector<HTMLElement>('[role=region]')!

describe('installBottomBar', () => {
  it('is hidden in the server HTML and while the form is in view', () => {
    expect(bar().hidden).toBe(true)
    uninstall = installBottomBar()
    report!(true)
    expect(bar().hidden).toBe(true)
    expect(document.body.style.paddingBottom).toBe('')
  })

  it('shows once the form is out of view, with page padding of its height, and hides when it is back', () => {
    uninstall = installBottomBar()
    report!(false)
    expect(bar().hidden).toBe(false)
    expect(document.body.style.paddingBottom).toBe(`${BOTTOM_BAR_HEIGHT}px`)
    report!(true)
    expect(bar().hidden).toBe(true)
    expect(document.body.style.paddingBottom).toBe('')
  })

  it('stays hidden while an audit runs, and shows again after it failed', () => {
    uninstall = installBottomBar()
    report!(false)
    setBottomBarHidden(true)
    expect(bar().hidden).toBe(true)
    setBottomBarHidden(false)
    expect(bar().hidden).toBe(false)
  })

  it("its button brings the form back and focuses the form's first field", () => {
    uninstall = installBottomBar()
    report!(false)
    bar().querySelector('button')!.click()
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(
      expect.objectContaining({ block: 'center' }),
    )
    expect(document.activeElement).toBe(document.querySelector('input[name=business]'))
  })

  it('does nothing on a page without a bar', () => {
    document.body.innerHTML = '<div id="audit-form"></div>'
    uninstall = installBottomBar()
    expect(report).toBeNull()
  })
})
