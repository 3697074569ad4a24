/**
 * The browser's half of the islands (lib/islands.tsx, docs/decisions/0068).
 *
 * `hydrateIslands(root?)` finds every outermost `[data-island]` element under `root` (default the
 * document) and hydrates it once the browser is idle after load: its module
 * (`web/islands/<name>.tsx`, a chunk of its own) and React DOM are fetched, then `hydrateRoot`
 * runs inside `startTransition`, so React hydrates in slices and yields to the visitor's input.
 * Islands nested inside another island are hydrated with their parent. Resolves when every island
 * has been hydrated or has failed. An unknown name, unreadable props or a failed load is logged
 * (lib/errorLog.ts) and the island keeps its server HTML. What a visitor typed or chose in the
 * island's fields before it was hydrated is given to it once hydrated (`replay`), so nothing typed
 * early is ignored.
 */
import type { ComponentType } from 'react'
import { reportError } from './errorLog'

const modules = import.meta.glob<{ default: ComponentType<object> }>('../islands/*.tsx')

/** Waits for an idle moment (at most `timeoutMs`), or a macrotask where idle callbacks do not exist. */
const idle = (timeoutMs: number) =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      : setTimeout(resolve, 1),
  )

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? ''
  const load = modules[`../islands/${name}.tsx`]
  if (!load) throw new Error(`No island named "${name}"`)
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const [{ hydrateRoot }, { createElement, startTransition }, { IslandRoot }, module] =
    await Promise.all([import('react-dom/client'), import('react'), import('./islands'), load()])
  await idle(1000)
  // What the visitor typed or chose in the server's HTML, read now: React keeps its own state.
  const typed = fieldsChangedByTheVisitor(element)
  startTransition(() => {
    hydrateRoot(
      element,
      createElement(
        IslandRoot,
        { onHydrated: () => replay(typed) },
        createElement(module.default, props),
      ),
      { onRecoverableError: (error) => reportError(error, `island ${name}`) },
    )
  })
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
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
      if (field.checked !== checked) field.click()
      continue
    }
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

export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const outermost = [...root.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (element) => !element.parentElement?.closest('[data-island]'),
  )
  await Promise.all(
    outermost.map((element) =>
      hydrate(element).catch((error: unknown) =>
        reportError(error, `island ${element.dataset.island ?? ''}`),
      ),
    ),
  )
}
