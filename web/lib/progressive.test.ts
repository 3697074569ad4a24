// @vitest-environment jsdom
/**
 * lib/progressive.ts: the first children of a marked element are on the page after the first
 * task, the others follow one a task, top to bottom (nested marks included), and the end is the
 * same DOM as `innerHTML`. `layOutDeferred` shows each later child of a deferred list in full for
 * a task of its own (the visible list only), then leaves the DOM exactly as the server sent it.
 */
import { describe, expect, it } from 'vitest'
import { insertProgressively, layOutDeferred } from './progressive'

const HTML =
  '<style>p{}</style><div id="root" data-progressive="1">' +
  '<section id="a"><ol data-progressive="2"><li>1</li><li>2</li><li>3</li><li>4</li></ol></section>' +
  '<section id="b">b</section><section id="c">c</section></div>'

/** The ids and list items on the page, in document order. */
const shown = (c: HTMLElement) =>
  [...c.querySelectorAll('section, li')].map((e) => e.id || e.textContent)

describe('insertProgressively', () => {
  it('shows the first children at once, then one more a task, top to bottom', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<p>Loading your results...</p>'
    const seen: string[][] = []
    const done = insertProgressively(container, HTML)
    // The first part is in before any timer runs (the parse and first insertion are synchronous).
    seen.push(shown(container))
    let finished = false
    void done.then(() => (finished = true))
    while (!finished) {
      await new Promise((r) => setTimeout(r, 0))
      seen.push(shown(container))
    }
    expect(seen[0]).toEqual(['a', '1', '2'])
    expect(container.textContent).not.toContain('Loading')
    // One element more at each step: the list's items first (they come first on the page).
    const distinct = seen.filter((s, i) => i === 0 || s.join() !== seen[i - 1].join())
    expect(distinct).toEqual([
      ['a', '1', '2'],
      ['a', '1', '2', '3'],
      ['a', '1', '2', '3', '4'],
      ['a', '1', '2', '3', '4', 'b'],
      ['a', '1', '2', '3', '4', 'b', 'c'],
    ])
  })

  it('ends with the same DOM as innerHTML', async () => {
    const container = document.createElement('div')
    await insertProgressively(container, HTML)
    const expected = document.createElement('div')
    expected.innerHTML = HTML
    expect(container.innerHTML).toBe(expected.innerHTML)
  })

  it('shows one child at once when the mark has no usable number, and works without marks', async () => {
    const container = document.createElement('div')
    const done = insertProgressively(
      container,
      '<ul data-progressive="x"><li>1</li><li>2</li></ul>',
    )
    expect(shown(container)).toEqual(['1'])
    await done
    expect(shown(container)).toEqual(['1', '2'])
    await insertProgressively(container, '<p>plain</p>')
    expect(container.innerHTML).toBe('<p>plain</p>')
  })
})

describe('layOutDeferred', () => {
  it('shows each later child of the visible list in full for a task of its own, top to bottom, and leaves the DOM as it was', async () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<div data-deferred-layout=""><h2>Answers</h2><p id="a1">1</p><p id="a2">2</p><p id="a3" style="color: red;">3</p></div>' +
      '<div data-deferred-layout="" hidden=""><h2>Other</h2><p>x</p><p id="h2">y</p></div>'
    const before = root.innerHTML
    // Which children are shown in full, task by task: the browser lays out each in its task.
    const laidOut: string[] = []
    const style = Object.getOwnPropertyDescriptor(
      CSSStyleDeclaration.prototype,
      'contentVisibility',
    )
    Object.defineProperty(CSSStyleDeclaration.prototype, 'contentVisibility', {
      configurable: true,
      set(this: CSSStyleDeclaration, value: string) {
        laidOut.push(`${(this as unknown as { _owner?: HTMLElement })._owner?.id ?? '?'}=${value}`)
      },
    })
    for (const el of root.querySelectorAll<HTMLElement>('p'))
      Object.defineProperty(el.style, '_owner', { value: el })
    try {
      let tasks = 0
      let finished = false
      const done = layOutDeferred(root).then(() => (finished = true))
      expect(laidOut).toEqual([]) // nothing before the page has had its first task
      while (!finished) {
        await new Promise((r) => setTimeout(r, 0))
        tasks++
      }
      await done
      // The heading and the first answer were laid out with the page; a2 and a3 one a task; the
      // hidden list not at all.
      expect(laidOut).toEqual(['a2=visible', 'a3=visible'])
      expect(tasks).toBeGreaterThanOrEqual(2)
      expect(root.innerHTML).toBe(before)
    } finally {
      if (style) Object.defineProperty(CSSStyleDeclaration.prototype, 'contentVisibility', style)
      else
        delete (CSSStyleDeclaration.prototype as { contentVisibility?: string }).contentVisibility
    }
  })
})
