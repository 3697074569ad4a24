/**
 * Whether an island is still in its hydration (components/Island.tsx, docs/decisions/0068), for
 * components that need to know when they were first shown: a component mounted while its island
 * hydrates was on screen since the page loaded (the server's HTML), one mounted later appeared
 * then.
 *
 * `IslandHydration`: a React context holding `hydrating()`, true until the island's first render
 * has committed (`IslandRoot`); null outside an island (a component rendered by React alone, as in
 * tests, appears when it mounts).
 */
import { createContext } from 'react'

export const IslandHydration = createContext<(() => boolean) | null>(null)

/**
 * When the component calling this at mount was shown, ms since the epoch: the page's own start
 * (`performance.timeOrigin`) during its island's hydration, else now.
 */
export function shownAt(hydrating: (() => boolean) | null): number {
  return hydrating?.() ? Math.round(performance.timeOrigin) : Date.now()
}
