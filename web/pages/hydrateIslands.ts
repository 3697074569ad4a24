/**
 * The browser's half of the islands (components/Island.tsx, docs/decisions/0068).
 *
 * `hydrateIslands(root?, { except? })` finds every outermost `[data-island]` element under `root`
 * (default the document), less those inside an element matching the selector `except` (left to
 * the script that owns that part of the page). Each is hydrated from its module (`<name>.island.tsx` in pages/ or components/, a chunk of its own) and
 * React DOM, with `hydrateRoot` inside `startTransition`, so React hydrates in slices and yields to
 * the visitor's input. When depends on the island's `data-hydrate`:
 * - `load` (the default): once the browser is idle after load. The returned promise resolves when
 *   these are hydrated (or have failed). A click, submit or Enter made meanwhile is held and done
 *   again once hydrated, as below.
 * - `interaction`: at the visitor's first pointer, focus or key event inside it, or when one of
 *   its elements marked `data-hydrate-visible` (a part only the browser draws) comes within 200 px
 *   of the screen; nothing is fetched before. A click on one of its buttons, a form submitted or
 *   Enter pressed in one of its fields before the island is hydrated is held and done again once
 *   it is (a click as a whole press: controls acting on the press, as tabs do, follow it too;
 *   a submit never reaches the server as a plain form post); a pointer resting on it is told again
 *   where it is, and when it arrived (lib/pointerRest.ts: a tooltip under it opens on time, its
 *   delay counted from the pointer's arrival).
 *
 * What the visitor did before this code ran is held by the page's head script
 * (lib/headScripts.ts, `ISLAND_EVENTS_SCRIPT`) and taken over here, island by island (marked
 * `data-island-live`, which that script then leaves alone): done again, once, when the island is
 * hydrated; an island hydrated at first use starts hydrating at once (decision 0129). Once React
 * has an island's root, it handles clicks itself: nothing is held or done twice.
 *
 * Islands nested inside another island are hydrated with their parent. An unknown name,
 * unreadable props or a failed load is logged (lib/errorLog.ts) and the island keeps its server
 * HTML. What a visitor typed or chose in the island's fields before it was hydrated is given to it
 * once hydrated (`replay`), so nothing typed early is ignored.
 */
import type { ComponentType } from 'react'
import { reportError } from '../lib/errorLog'
import { notePointerOver } from '../lib/pointerRest'

/** Each island's module by its name: the file `<name>.island.tsx` anywhere in pages/ or components/. */
const modules = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: ComponentType<object> }>([
      './**/*.island.tsx',
      '../components/**/*.island.tsx',
    ]),
  ).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.island.tsx'.length), load]),
)

/** Waits for an idle moment (at most `timeoutMs`), or a macrotask where idle callbacks do not exist. */
const idle = (timeoutMs: number) =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      : setTimeout(resolve, 1),
  )

/** What the visitor did to a not yet hydrated island that must be done again once it is. */
interface Held {
  click?: HTMLElement
  submit?: HTMLFormElement
  /** Where the pointer last moved inside the island. */
  pointer?: PointerEvent
}

/**
 * Tells the element under a pointer that rested on the island while it hydrated that the pointer
 * is there (a `pointermove` at the same place): a control that reacts to hovering (a tooltip's
 * trigger) sees it as the visitor sees it, without the pointer having to move again.
 */
function replayPointer(last: PointerEvent | undefined): void {
  const target = last?.target
  if (!(target instanceof Element) || !target.isConnected || !target.matches(':hover')) return
  target.dispatchEvent(
    new PointerEvent('pointermove', {
      bubbles: true,
      clientX: last!.clientX,
      clientY: last!.clientY,
      pointerId: last!.pointerId,
      pointerType: last!.pointerType,
      isPrimary: last!.isPrimary,
    }),
  )
}

/**
 * A held click done again as a pointer does it: the press (pointerdown, mousedown), the release
 * and the click. Controls that act on the press (Radix tabs, menus) see it as the visitor's
 * click; the press came before hydration, so no React handler saw it then.
 */
function press(target: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 }
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent
  target.dispatchEvent(
    new Pointer('pointerdown', { ...init, buttons: 1, pointerType: 'mouse', isPrimary: true }),
  )
  target.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }))
  target.dispatchEvent(
    new Pointer('pointerup', { ...init, buttons: 0, pointerType: 'mouse', isPrimary: true }),
  )
  target.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }))
  target.click()
}

/**
 * Hydrates `element`: resolves once React has its root (from then on React handles clicks
 * itself); `onHydrated` runs once the island's first render is committed.
 */
async function hydrate(
  element: HTMLElement,
  held: Held = {},
  wait = true,
  onHydrated?: () => void,
): Promise<void> {
  const name = element.dataset.island ?? ''
  const load = modules[name]
  if (!load) throw new Error(`No island named "${name}"`)
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const [{ hydrateRoot }, { createElement, startTransition }, { IslandRoot }, module] =
    await Promise.all([
      import('react-dom/client'),
      import('react'),
      import('../components/Island'),
      load(),
    ])
  if (wait) await idle(1000)
  // What the visitor typed or chose in the server's HTML, read now: React keeps its own state.
  const typed = fieldsChangedByTheVisitor(element)
  startTransition(() => {
    hydrateRoot(
      element,
      createElement(
        IslandRoot,
        {
          onHydrated: () => {
            onHydrated?.()
            replay(typed)
            // After React has taken the replayed values (it renders them in a microtask).
            setTimeout(() => {
              if (held.submit?.isConnected) held.submit.requestSubmit()
              else if (held.click?.isConnected) press(held.click)
              else replayPointer(held.pointer)
            }, 0)
          },
        },
        createElement(module.default, props),
      ),
      { onRecoverableError: (error) => reportError(error, `island ${name}`) },
    )
  })
}

/** The events that show a visitor is about to use an island. */
const FIRST_USE = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const

/** The pointer's moves over an island, the last of which is told again once it is hydrated. */
const POINTER = ['pointerover', 'pointermove'] as const

/** The events held until the island is hydrated, then done again. */
const HELD = ['click', 'submit', 'keydown'] as const

/** The buttons whose click is held (plain links still work as links). */
const BUTTON = 'button, [role=button], input[type=submit], input[type=button]'

/**
 * Holds `event` (one of HELD) made in the not yet hydrated `island` in `held`, to be done again
 * once it is hydrated (its default action prevented): a click on one of its buttons, a form
 * submitted, Enter pressed in a field of a form. Returns whether it was held.
 */
function holdEvent(island: HTMLElement, held: Held, event: Event): boolean {
  // Enter in a field submits its form; the server's submit button may still be disabled (it
  // waits for input the island has not seen yet), so the browser would not.
  const enter =
    event.type === 'keydown' &&
    (event as KeyboardEvent).key === 'Enter' &&
    event.target instanceof HTMLInputElement &&
    event.target.form
  if (enter) {
    event.preventDefault()
    held.submit = enter
    return true
  }
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    event.preventDefault()
    held.submit = event.target
    return true
  }
  if (event.type !== 'click') return false
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON)
  if (!button || !island.contains(button)) return false
  event.preventDefault()
  held.click = button
  return true
}

/**
 * The events the page's head script (lib/headScripts.ts, `ISLAND_EVENTS_SCRIPT`) held in islands
 * before this code ran, taken out of its queue for `island`, which it leaves alone from now on
 * (`data-island-live`).
 */
function takeEarlyEvents(island: HTMLElement): Event[] {
  island.setAttribute('data-island-live', '')
  const queue = (window as { __islandEvents?: Event[] }).__islandEvents
  if (!Array.isArray(queue)) return []
  const taken = queue.filter(
    (event) => event.target instanceof Node && island.contains(event.target),
  )
  for (const event of taken) queue.splice(queue.indexOf(event), 1)
  return taken
}

/**
 * Holds, from now until `element` is hydrated, the last click on one of its buttons and any form
 * submission (HELD), with those the head script held before; `start` runs at each later one.
 * Returns the held events, whether the head script had held any, and the function that stops
 * holding.
 */
function holdUntilHydrated(
  element: HTMLElement,
  start: () => void = () => {},
): { held: Held; early: boolean; stop: () => void } {
  const held: Held = {}
  const hold = (event: Event) => {
    start()
    holdEvent(element, held, event)
  }
  for (const type of HELD) element.addEventListener(type, hold, true)
  const early = takeEarlyEvents(element).filter((event) => holdEvent(element, held, event))
  return {
    held,
    early: early.length > 0,
    stop: () => {
      for (const type of HELD) element.removeEventListener(type, hold, true)
    },
  }
}

/**
 * Hydrates `element` at its first use; until it is hydrated, holds the last click on one of its
 * buttons and any form submission (plain links still work as links), and where the pointer rests.
 */
function hydrateOnFirstUse(element: HTMLElement): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const type of FIRST_USE) element.removeEventListener(type, start, true)
    const stopTracking = () => {
      for (const type of POINTER) element.removeEventListener(type, track, true)
    }
    // Clicks are held until React has the root (it then replays them itself); where the pointer
    // rests is followed until the island is hydrated (React does not replay pointer moves).
    hydrate(element, held, false, stopTracking)
      .catch((error: unknown) => {
        stopTracking()
        reportError(error, `island ${element.dataset.island ?? ''}`)
      })
      .finally(stopHolding)
  }
  const track = (event: Event) => {
    if (!(event instanceof PointerEvent)) return
    held.pointer = event
    // Where the pointer arrived and when: a tooltip under it keeps spec §9's delay from then.
    if (event.type === 'pointerover') notePointerOver(event)
  }
  for (const type of FIRST_USE)
    element.addEventListener(type, start, { capture: true, passive: true })
  for (const type of POINTER)
    element.addEventListener(type, track, { capture: true, passive: true })
  const { held, early, stop: stopHolding } = holdUntilHydrated(element, start)
  // A click the head script held before this code ran: the island is in use already.
  if (early) start()
  // Parts that only the browser can draw (a chart measuring its box) hydrate the island when
  // they come near the screen, whatever the visitor did or did not touch.
  const drawn = element.querySelectorAll('[data-hydrate-visible]')
  if (drawn.length && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: '200px 0px' },
    )
    drawn.forEach((part) => observer.observe(part))
  }
}

export async function hydrateIslands(
  root: ParentNode = document,
  { except }: { except?: string } = {},
): Promise<void> {
  const outermost = [...root.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (element) =>
      !element.parentElement?.closest('[data-island]') && !(except && element.closest(except)),
  )
  const onLoad = outermost.filter((element) => element.dataset.hydrate !== 'interaction')
  for (const element of outermost)
    if (element.dataset.hydrate === 'interaction') hydrateOnFirstUse(element)
  await Promise.all(
    onLoad.map((element) => {
      // Held like those hydrated at first use: the browser may wait a while for an idle moment.
      const { held, stop } = holdUntilHydrated(element)
      return hydrate(element, held)
        .catch((error: unknown) => reportError(error, `island ${element.dataset.island ?? ''}`))
        .finally(stop)
    }),
  )
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type Typed = { field: Field; value: string; checked: boolean }

const CHECKABLE = new Set(['checkbox', 'radio'])

/** The island's form fields whose value (or tick) differs from the server's HTML. */
function fieldsChangedByTheVisitor(element: HTMLElement): Typed[] {
  return [...element.querySelectorAll<Field>('input, textarea, select')]
    .filter((field) => {
      if (field instanceof HTMLSelectElement)
        return [...field.options].some((o) => o.selected !== o.defaultSelected)
      if (field instanceof HTMLInputElement && CHECKABLE.has(field.type))
        return field.checked !== field.defaultChecked
      return field.value !== field.defaultValue
    })
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }))
}

/**
 * Gives the hydrated island what the visitor typed before it was hydrated, as if typed now: the
 * value is set past React's own tracking and the event its `onChange` listens to is sent, so
 * controlled fields and form libraries take it up.
 */
function replay(typed: Typed[]): void {
  for (const { field, value: typedValue, checked } of typed) {
    if (!field.isConnected) continue
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
      // As for values below: React sees the opposite, then the visitor's tick, and the click event
      // its onChange listens to (a plain Event: it does not toggle the box again).
      field.checked = !checked
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
        field,
        checked,
      )
      field.dispatchEvent(new Event('click', { bubbles: true }))
      continue
    }
    // Typing may have gone on while the island loaded: the field's own value wins when it still
    // holds typing (hydration can reset a field to its initial value).
    const value =
      !(field instanceof HTMLSelectElement) && field.value !== field.defaultValue
        ? field.value
        : typedValue
    // React notices a change only against the value it last saw: show it an empty field (through
    // the element's own setter, which React watches), then the typed value past it.
    field.value = ''
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
    setter?.call(field, value)
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  }
}
