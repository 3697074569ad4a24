// @vitest-environment jsdom
/** The saved theme shown in the server-rendered theme select before it is hydrated. */
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeSelect } from '../components/ThemeSelect.island'
import { savedThemeChoice, showSavedThemeChoice } from './themeChoice'

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('showSavedThemeChoice', () => {
  it("sets the server's select (which says Dark) to the saved choice", () => {
    document.body.innerHTML = renderToString(createElement(ThemeSelect))
    const select = document.querySelector('select')!
    expect(select.value).toBe('dark')
    localStorage.setItem('theme', 'light')
    showSavedThemeChoice()
    expect(select.value).toBe('light')
  })

  it('reads dark when nothing or something unknown is saved', () => {
    expect(savedThemeChoice()).toBe('dark')
    localStorage.setItem('theme', 'sepia')
    expect(savedThemeChoice()).toBe('dark')
    localStorage.setItem('theme', 'system')
    expect(savedThemeChoice()).toBe('system')
  })
})
