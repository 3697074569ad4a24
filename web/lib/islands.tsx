/**
 * Islands (docs/decisions/0068): every page is server-rendered HTML with no page code in the
 * browser; only the parts that change there (forms, menus, the cookie banner, the results) are
 * islands, each hydrated on its own by lib/hydrateIslands.ts.
 *
 * `<Island name component props hydrate? />` renders `component` with `props` inside
 * `<div data-island={name} data-props={JSON of props} data-hydrate style="display:contents">`
 * (`hydrate`: 'load', the default, or 'interaction': see lib/hydrateIslands.ts), on the server
 * and, for an island inside another island, in the browser too (so both renders agree).
 * `name` is the file `web/islands/<name>.tsx` whose default export is `component`
 * (lib/islands.test.ts checks each use); `props` must survive `JSON.stringify` unchanged (plain
 * data: no functions, elements, dates or undefined values in arrays).
 *
 * `IslandRoot` gives an island in the browser what the page's `+Wrapper` gives it on the server:
 * Emotion's cache (the same key, so the server's critical CSS is reused) and theme, and an error
 * boundary (spec §2's global error screen; the error is logged); it says when it is hydrated.
 */
import { CacheProvider, ThemeProvider } from '@emotion/react'
import {
  createElement,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { getClientCache } from './emotion'
import { IslandHydration } from './islandHydration'
import { theme } from './theme'

/** The wrapper's inline style: no box of its own, so the page's layout is unchanged. */
const CONTENTS = { display: 'contents' } as const

export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'load',
}: {
  name: string
  component: ComponentType<P>
  props: P
  /** When the browser hydrates it (lib/hydrateIslands.ts): idle after load, or at first use. */
  hydrate?: 'load' | 'interaction'
}) {
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate}
      style={CONTENTS}
    >
      {createElement(Component, props)}
    </div>
  )
}

/**
 * The providers of an island hydrated in the browser; `onHydrated` runs once the island's first
 * render is committed and its own effects have run.
 */
export function IslandRoot({
  children,
  onHydrated,
}: {
  children?: ReactNode
  onHydrated?: () => void
}) {
  const done = useRef(false)
  // Asked by components at mount (lib/islandHydration.ts): true until the first render commits.
  const hydrating = useCallback(() => !done.current, [])
  // A parent's effects run after its children's: the island's handlers and forms are in place.
  useEffect(() => {
    done.current = true
    onHydrated?.()
  }, [onHydrated])
  return (
    <CacheProvider value={getClientCache()}>
      <ThemeProvider theme={theme}>
        <IslandHydration.Provider value={hydrating}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </IslandHydration.Provider>
      </ThemeProvider>
    </CacheProvider>
  )
}
