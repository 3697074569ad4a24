import { CacheProvider, ThemeProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { usePageContext } from 'vike-react/usePageContext'
import { ToastProvider } from '../components/Toast'
import { getClientCache } from '../lib/emotion'
import { IslandRenderer } from '../components/Island'
import { theme } from '../lib/theme'

/**
 * Emotion cache (per request on the server, shared in the browser), the theme, notifications, and
 * the renderer of islands as roots of their own (components/Island.tsx `IslandRenderer`).
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const cache = pageContext.emotionCache ?? getClientCache()
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <IslandRenderer.Provider value={renderToString}>
          <ToastProvider>{children}</ToastProvider>
        </IslandRenderer.Provider>
      </ThemeProvider>
    </CacheProvider>
  )
}
