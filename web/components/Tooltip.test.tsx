// @vitest-environment jsdom
/**
 * Tooltips (spec §9: open 700 ms after the pointer rests on the trigger). A pointer that rested
 * on a term while its island hydrated counts from when it arrived (docs/decisions/0075); the
 * pointer's move is told again by pages/hydrateIslands.ts once the island is hydrated, as here.
 * The delays in a real browser: tests/e2e/tooltip.spec.ts.
 */
import { CacheProvider } from '@emotion/react'
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createServerCache } from '../lib/emotion'
import { notePointerOver } from '../lib/pointerRest'
import { InfoTip, TooltipProvider } from './Tooltip'

let root: Root | undefined

// Radix measures the open tooltip; jsdom has no layout to observe.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
)

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const tip = () => (
  <TooltipProvider>
    <InfoTip term="Mention rate">The share of answers that named your business.</InfoTip>
  </TooltipProvider>
)

/** The server's HTML of a term's "?" button, with the pointer over it (jsdom has none). */
function serveTerm(): HTMLButtonElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <CacheProvider value={createServerCache()}>{tip()}</CacheProvider>,
  )
  document.body.append(container)
  const button = container.querySelector('button')!
  vi.spyOn(button, 'matches').mockImplementation((selector) => selector === ':hover')
  return button
}

/** Hydrates the button's tree and tells it the pointer is there, as hydrateIslands does. */
async function hydrateAndPoint(button: HTMLButtonElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(button.parentElement!, tip())
  })
  await act(async () => {
    button.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }))
  })
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
const shown = () => document.querySelector('[role=tooltip]')?.textContent ?? null

describe('InfoTip', () => {
  it('opens what is left of the 700 ms after the pointer arrived, when it rested there while hydrating', async () => {
    const button = serveTerm()
    notePointerOver({ target: button, timeStamp: performance.now() - 600 })
    await hydrateAndPoint(button)
    await wait(300)
    expect(shown()).toContain('named your business')
  })

  it('waits the whole 700 ms for a pointer that arrived elsewhere', async () => {
    const button = serveTerm()
    notePointerOver({ target: document.body, timeStamp: performance.now() - 600 })
    await hydrateAndPoint(button)
    await wait(300)
    expect(shown()).toBeNull()
    await wait(500)
    expect(shown()).toContain('named your business')
  })
})

describe('InfoTip on a phone', () => {
  it('opens on a tap, with no hover before it, and closes on a second tap', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      root = createRoot(container)
      root.render(tip())
    })
    const button = container.querySelector('button')!
    const tap = async () =>
      act(async () => {
        button.dispatchEvent(
          new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }),
        )
        button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      })
    await tap()
    expect(shown()).toContain('named your business')
    await tap()
    expect(shown()).toBeNull()
  })
})
