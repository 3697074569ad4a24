// @vitest-environment jsdom
/**
 * lib/progressive.ts: the first children of a marked element are on the page after the first
 * task, the others follow one a task, top to bottom (nested marks included), and the end is the
 * same DOM as `innerHTML`.
 */
import { describe, expect, it } from 'vitest'
import { insertProgressively } from './progressive'

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
