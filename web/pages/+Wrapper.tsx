import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ToastProvider } from '../components/Toast'
import { getClientCache } from '../lib/emotion'
import { theme } from '../lib/theme'

/** Emotion cache (per request on the server, shared in the browser), the theme and notifications. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const ctx = usePageContext() as { emotionCache?: EmotionCache }
  const cache = typeof window === 'undefined' ? ctx.emotionCache! : getClientCache()
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  )
}
