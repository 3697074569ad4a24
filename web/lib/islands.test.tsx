// @vitest-environment jsdom
/**
 * Islands (docs/decisions/0068): the server's HTML of an island is hydrated in the browser from its
 * own module, nested islands with their parent, and every `<Island name component>` in the site
 * names the file that exports that component.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DomainForm } from '../components/DomainForm'
import { ThemeSelect } from '../components/ThemeSelect'
import { hydrateIslands } from './hydrateIslands'
import { Island } from './islands'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
  vi.restoreAllMocks()
})

/** Puts `html` in the page, as the server sent it. */
function serve(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

describe('Island', () => {
  it('wraps the server render in a box-less element naming the island and carrying its props', () => {
    const html = renderToString(
      <Island
        name="DomainForm"
        component={(p: { label: string }) => <b>{p.label}</b>}
        props={{ label: 'Go & see' }}
      />,
    )
    const island = serve(html).querySelector<HTMLElement>('[data-island]')!
    expect(island.dataset.island).toBe('DomainForm')
    expect(JSON.parse(island.dataset.props!)).toEqual({ label: 'Go & see' })
    expect(island.style.display).toBe('contents')
    expect(island.innerHTML).toBe('<b>Go &amp; see</b>')
  })
})

describe('hydrateIslands', () => {
  it('makes the server HTML of an island interactive, keeping its elements', async () => {
    const container = serve(
      renderToString(<Island name="ThemeSelect" component={ThemeSelect} props={{}} />),
    )
    const select = container.querySelector('select')!
    await act(() => hydrateIslands(container))
    // Hydrated, not replaced: the same element now answers the visitor's choice.
    expect(container.querySelector('select')).toBe(select)
    await act(async () => {
      select.value = 'light'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
  })

  it('keeps what a visitor typed before the island was hydrated, and acts on it', async () => {
    const container = serve(
      renderToString(
        <Island
          name="DomainForm"
          component={DomainForm}
          props={{ placeholder: 'yourbusiness.com', buttonLabel: 'Run Free AI Audit' }}
        />,
      ),
    )
    const input = container.querySelector('input')!
    const button = container.querySelector<HTMLButtonElement>('button[type=submit]')!
    expect(button.disabled).toBe(true)
    // Typed into the server's HTML, before any code ran.
    input.value = 'harbour-dental.com.au'
    await act(() => hydrateIslands(container))
    expect(container.querySelector('input')).toBe(input)
    expect(input.value).toBe('harbour-dental.com.au')
    await vi.waitFor(() => expect(button.disabled).toBe(false))
  })

  it('leaves an island without a module as the server sent it, and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = serve('<div data-island="NoSuchIsland" data-props="{}"><p>kept</p></div>')
    await hydrateIslands(container)
    expect(container.innerHTML).toContain('<p>kept</p>')
    expect(error.mock.calls.flat().join(' ')).toContain('No island named "NoSuchIsland"')
  })

  it('hydrates a nested island with its parent only', async () => {
    const outer = '<div data-island="NoSuchOuter" data-props="{}">'
    const container = serve(
      `${outer}<div data-island="ThemeSelect" data-props="{}"><select></select></div></div>`,
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await hydrateIslands(container)
    const logged = error.mock.calls.flat().join(' ')
    expect(logged).toContain('NoSuchOuter')
    // The inner one was not hydrated on its own: nothing else was attempted.
    expect(logged).not.toContain('ThemeSelect')
  })
})

describe('every <Island> of the site', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const p = path.join(dir, entry.name)
      if (entry.isDirectory())
        return ['node_modules', 'dist', 'islands'].includes(entry.name) ? [] : sources(p)
      return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [p] : []
    })
  const uses = sources(web).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<Island\s+name="(\w+)"\s+component=\{(\w+)\}/g)].map(
      ([, name, component]) => ({ file: path.relative(web, file), name, component }),
    ),
  )

  it('are found (the site has islands)', () => {
    expect(uses.length).toBeGreaterThanOrEqual(10)
  })

  it.each(uses.map((u) => [`${u.file}: ${u.name}`, u] as const))(
    '%s names islands/<name>.tsx, whose default export is the component it renders',
    (_label, { name, component }) => {
      const island = readFileSync(path.join(web, 'islands', `${name}.tsx`), 'utf8')
      expect(island).toMatch(new RegExp(`export \\{ ${component} as default \\}`))
    },
  )
})
