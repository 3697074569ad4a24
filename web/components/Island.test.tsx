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
import { BOT_FIELDS } from '@aivis/contract'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { DomainForm } from './DomainForm.island'
import { Header } from './layout/Header.island'
import { NewsletterForm } from './NewsletterForm.island'
import { ThemeSelect } from './ThemeSelect.island'
import { ClaimAudits } from '../pages/(account)/components/ClaimAudits.island'
import { ISLAND_EVENTS_SCRIPT } from '../lib/headScripts'
import { createServerCache } from '../lib/emotion'
import { hydrateIslands } from '../pages/hydrateIslands'
import { pointerOverSince } from '../lib/pointerRest'
import { Island } from './Island'

/** Run right after React is given an island's root, while it hydrates (set by a test). */
const duringHydration = vi.hoisted(() => ({ run: null as null | (() => unknown) }))
vi.mock('react-dom/client', async (importActual) => {
  const actual = await importActual<typeof import('react-dom/client')>()
  return {
    ...actual,
    hydrateRoot: ((...args: Parameters<typeof actual.hydrateRoot>) => {
      const root = actual.hydrateRoot(...args)
      duringHydration.run?.()
      return root
    }) as typeof actual.hydrateRoot,
  }
})

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const islandsFile = path.join(web, 'components', 'Island.tsx')

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

/** The server's HTML of `node`, rendered as the site's server renders pages (Emotion's cache). */
const serverHtml = (node: ReactNode) =>
  renderToString(<CacheProvider value={createServerCache()}>{node}</CacheProvider>)

/** True once React has hydrated `element` (it keeps its props on the element). */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps'))

/** The site header as an island hydrated at first use, served as the server renders it. */
const header = () =>
  serve(
    serverHtml(
      <Island
        name="Header"
        component={Header}
        props={{ siteName: 'Visibly AI', links: { navigation: [], company: [] } }}
        hydrate="interaction"
      />,
    ),
  )

describe('islands hydrated at first use', () => {
  it('stay as the server sent them until the visitor uses them', async () => {
    const container = header()
    await hydrateIslands(container)
    await new Promise((r) => setTimeout(r, 50))
    const button = container.querySelector('button[aria-label="Open menu"]')!
    expect(hydrated(button)).toBe(false)
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await vi.waitFor(() => expect(hydrated(button)).toBe(true))
  })

  it('do a click made before they were hydrated once they are', async () => {
    const container = header()
    await hydrateIslands(container)
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!
    // One click, as a visitor makes it, on the server's button: it opens the menu.
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    button.click()
    await vi.waitFor(() =>
      expect(document.querySelector('button[aria-label="Close menu"]')).not.toBeNull(),
    )
  })
})

/** The dashboard's claim button, an island hydrated once the browser is idle after load. */
const claimButton = () => {
  const container = serve(
    serverHtml(<Island name="ClaimAudits" component={ClaimAudits} props={{ count: 1 }} />),
  )
  return { container, button: container.querySelector('button')! }
}

/** The claim requests sent (`POST /auth/claim`), answered with a refusal the island shows. */
const claims = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json({ error: 'Not now.' }, { status: 503 }))

describe('a click made before an island is hydrated', () => {
  afterEach(() => {
    delete (window as { __islandEvents?: unknown }).__islandEvents
  })

  it('is done once the island is hydrated, also for an island hydrated after load', async () => {
    const fetchSpy = claims()
    const { container, button } = claimButton()
    const hydrating = hydrateIslands(container)
    // Clicked while its code loads and the browser waits for an idle moment.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await act(() => hydrating)
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1))
    expect(String(fetchSpy.mock.calls[0][0])).toContain('/auth/claim')
    await vi.waitFor(() => expect(container.querySelector('[role=alert]')).not.toBeNull())
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('is done once when it came before the page’s code ran (held by the head script)', async () => {
    const fetchSpy = claims()
    // The head script runs first, as in the page's <head>.
    new Function(ISLAND_EVENTS_SCRIPT)()
    const { container, button } = claimButton()
    button.click()
    expect(fetchSpy).not.toHaveBeenCalled()
    await act(() => hydrateIslands(container))
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(container.querySelector('[role=alert]')).not.toBeNull())
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    // Hydrated: a click is React's alone, neither held by the head script nor done twice.
    expect((window as { __islandEvents?: unknown[] }).__islandEvents).toEqual([])
    await act(async () => button.click())
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2))
    expect((window as { __islandEvents?: unknown[] }).__islandEvents).toEqual([])
  })

  it('starts an island hydrated at first use when it came before the page’s code ran', async () => {
    new Function(ISLAND_EVENTS_SCRIPT)()
    const container = header()
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!
    button.click()
    await hydrateIslands(container)
    await vi.waitFor(() =>
      expect(document.querySelector('button[aria-label="Close menu"]')).not.toBeNull(),
    )
  })
})

describe('a pointer resting on an island hydrated at first use', () => {
  it('is told again where it is once the island is hydrated, also when it arrived during hydration', async () => {
    const container = header()
    await hydrateIslands(container)
    const button = container.querySelector<HTMLElement>('button[aria-label="Open menu"]')!
    // jsdom has no pointer: the button is the element under it.
    vi.spyOn(button, 'matches').mockImplementation((selector) => selector === ':hover')
    const replayed: PointerEvent[] = []
    button.addEventListener('pointermove', (event) => {
      if (!event.isTrusted) replayed.push(event as PointerEvent)
    })
    // Hydration starts at focus; the pointer arrives once React is hydrating (the island's code
    // already loaded, as a prefetch leaves it): React replays no pointer moves itself.
    duringHydration.run = async () => {
      duringHydration.run = null
      // Past the promise of the call that started hydrating, before React's first slice of work.
      for (let tick = 0; tick < 20; tick++) await Promise.resolve()
      expect(hydrated(button)).toBe(false)
      button.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, clientX: 7, clientY: 9 }),
      )
    }
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await vi.waitFor(() => expect(hydrated(button)).toBe(true))
    await vi.waitFor(() => expect(replayed).toHaveLength(1))
    expect([replayed[0].clientX, replayed[0].clientY]).toEqual([7, 9])
    // When it arrived, for a tooltip under it (lib/pointerRest.ts).
    expect(pointerOverSince(button)).toBeTypeOf('number')
  })
})

describe('an island hydrated at first use with a part only the browser draws', () => {
  it('is hydrated when that part comes near the screen, untouched', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null
    const observed: Element[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe(element: Element) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    const container = header()
    const part = document.createElement('div')
    part.dataset.hydrateVisible = ''
    container.querySelector('[data-island]')!.append(part)
    const button = container.querySelector('button[aria-label="Open menu"]')!
    await hydrateIslands(container)
    expect(observed).toEqual([part])
    report!([{ isIntersecting: false }])
    await new Promise((r) => setTimeout(r, 50))
    expect(hydrated(button)).toBe(false)
    report!([{ isIntersecting: true }])
    await vi.waitFor(() => expect(hydrated(button)).toBe(true))
    vi.unstubAllGlobals()
  })
})

describe('the domain form hydrated at first use', () => {
  it('sends what was typed when Enter was pressed before it was hydrated', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"error":"unreachable"}', { status: 502 }))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const container = serve(
      serverHtml(
        <Island
          name="DomainForm"
          component={DomainForm}
          props={{ placeholder: 'yourbusiness.com', buttonLabel: 'Run Free AI Audit' }}
          hydrate="interaction"
        />,
      ),
    )
    await hydrateIslands(container)
    const input = container.querySelector('input')!
    // The server's button is disabled (the field was empty): the browser alone would not submit.
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    input.value = 'harbour-dental.com.au'
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    input.dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled())
    const [url, init] = fetchSpy.mock.calls[0]
    expect(String(url)).toContain('extract-business-info')
    expect(String(init?.body)).toContain('harbour-dental.com.au')
    // The visitor is told the site could not be read, under the field.
    await vi.waitFor(() =>
      expect(container.querySelector('[role=alert]')?.textContent?.trim()).toBeTruthy(),
    )
  })
})

describe("a lead form's fill time in an island hydrated at first use", () => {
  it('counts from when the page was shown, not from when the island was hydrated', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ success: true }, { status: 200 }))
    const container = serve(
      serverHtml(
        <Island
          name="NewsletterForm"
          component={NewsletterForm}
          props={{}}
          hydrate="interaction"
        />,
      ),
    )
    await hydrateIslands(container)
    // The visitor arrives later than the page loaded (autofill, then one click).
    await new Promise((r) => setTimeout(r, 300))
    const input = container.querySelector<HTMLInputElement>('input[type=email]')!
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    input.value = 'quick@example.com'
    input.form!.requestSubmit()
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled())
    const body = JSON.parse(String(fetchSpy.mock.calls[0][1]?.body)) as Record<string, unknown>
    expect(body.email).toBe('quick@example.com')
    expect(body[BOT_FIELDS.startedAt]).toBe(Math.round(performance.timeOrigin))
    // And thanked (the form's panel), before the test's page goes away.
    await vi.waitFor(() =>
      expect(container.querySelector('[role=status]')?.textContent).toContain(
        'Check your inbox to confirm',
      ),
    )
  })
})

describe('every <Island> of the site', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const p = path.join(dir, entry.name)
      if (entry.isDirectory())
        return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(p)
      // Not components/Island.tsx itself, whose docstring shows the element.
      return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) && p !== islandsFile
        ? [p]
        : []
    })
  // Each `<Island … />` element, its attributes in any order (props may hold `>` characters).
  const uses = sources(web).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<Island\b([\s\S]*?)\/>/g)].map(([, attributes]) => ({
      file: path.relative(web, file),
      name: /\bname="(\w+)"/.exec(attributes)?.[1] ?? '(no name)',
      component: /\bcomponent=\{(\w+)\}/.exec(attributes)?.[1] ?? '(no component)',
    })),
  )

  it('are found (the site has islands)', () => {
    expect(uses.length).toBeGreaterThanOrEqual(13)
  })

  /** Every `<name>.island.tsx` of the site (not its tests), by name. */
  const islandFiles = sources(web).filter((file) => file.endsWith('.island.tsx'))
  const byName = new Map<string, string[]>()
  for (const file of islandFiles) {
    const name = path.basename(file, '.island.tsx')
    byName.set(name, [...(byName.get(name) ?? []), file])
  }

  it('each island file has a name of its own (the browser finds an island by its file name)', () => {
    expect([...byName].filter(([, files]) => files.length > 1)).toEqual([])
  })

  it.each(uses.map((u) => [`${u.file}: ${u.name}`, u] as const))(
    '%s names <name>.island.tsx, whose default export is the component it renders',
    (_label, { name, component }) => {
      expect(byName.get(name)).toHaveLength(1)
      const island = readFileSync(byName.get(name)![0], 'utf8')
      expect(island).toMatch(new RegExp(`^export default ${component}$`, 'm'))
    },
  )

  it('every island file is used by an <Island> (no island the browser loads for nothing)', () => {
    expect([...byName.keys()].filter((name) => !uses.some((u) => u.name === name))).toEqual([])
  })
})
