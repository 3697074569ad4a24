/**
 * Islands (docs/decisions/0068): every page is server-rendered HTML with no page code in the
 * browser; only the parts that change there (forms, menus, the cookie banner, the results) are
 * islands, each hydrated on its own by pages/hydrateIslands.ts.
 *
 * `<Island name component props hydrate? />` renders `component` with `props` inside
 * `<div data-island={name} data-props={JSON of props} data-hydrate
 * style="display:contents">`
 * (`hydrate`: 'load', the default, or 'interaction': see pages/hydrateIslands.ts), on the server
 * and, for an island inside another island, in the browser too (so both renders agree).
 * `name` is the file `<name>.island.tsx` (in pages/ or components/, beside the code it belongs to)
 * whose default export is `component` (components/Island.test.tsx checks each use); `props` must survive `JSON.stringify` unchanged (plain
 * data: no functions, elements, dates or undefined values in arrays).
 *
 * On the server, with `IslandRenderer` provided, the island is rendered as a root of its own, in
 * the same `IslandRoot` the browser hydrates it in (same tree, same ids).
 *
 * `IslandRoot` gives an island in the browser what the page's `+Wrapper` gives it on the server:
 * Emotion's cache (the same key, so the server's critical CSS is reused) and theme, and an error
 * boundary (spec §2's global error screen; the error is logged); it says when it is hydrated.
 */
import { CacheProvider, ThemeProvider, __unsafe_useEmotionCache } from '@emotion/react'
import type { EmotionCache } from '@emotion/cache'
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'
import { ErrorBoundary } from './ErrorBoundary'
import { getClientCache } from '../lib/emotion'
import { IslandHydration } from '../lib/islandHydration'
import { theme } from '../lib/theme'

/**
 * On the server, how an island is rendered as a React root of its own (`renderToString` of
 * react-dom/server, given by the page's +Wrapper.tsx and by server/resultsView.server.tsx; this
 * module never imports it, so it stays out of the browser's code). The browser hydrates each
 * island as a root of its own, and React's `useId` numbers ids by the position in the root: a
 * server render of the island inside the whole page would number them otherwise, and the ids
 * (labels, ARIA links of Radix components) would not match. Null in the browser, in tests and
 * inside an island's own root (a nested island is rendered and hydrated with its parent).
 */
export const IslandRenderer = createContext<((element: ReactElement) => string) | null>(null)

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
  /** When the browser hydrates it (pages/hydrateIslands.ts): idle after load, or at first use. */
  hydrate?: 'load' | 'interaction'
}) {
  const renderRoot = useContext(IslandRenderer)
  const cache = __unsafe_useEmotionCache()
  const attributes = {
    'data-island': name,
    'data-props': JSON.stringify(props),
    'data-hydrate': hydrate,
    style: CONTENTS,
  }
  if (renderRoot)
    return (
      <div
        {...attributes}
        dangerouslySetInnerHTML={{
          __html: renderRoot(
            <IslandRoot cache={cache ?? undefined}>{createElement(Component, props)}</IslandRoot>,
          ),
        }}
      />
    )
  return <div {...attributes}>{createElement(Component, props)}</div>
}

/**
 * The providers of an island hydrated in the browser; `onHydrated` runs once the island's first
 * render is committed and its own effects have run.
 */
export function IslandRoot({
  children,
  onHydrated,
  cache,
}: {
  children?: ReactNode
  onHydrated?: () => void
  /** Emotion's cache: the server render's; in the browser (default) the page's one. */
  cache?: EmotionCache
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
    <CacheProvider value={cache ?? getClientCache()}>
      <ThemeProvider theme={theme}>
        <IslandHydration.Provider value={hydrating}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </IslandHydration.Provider>
      </ThemeProvider>
    </CacheProvider>
  )
}
