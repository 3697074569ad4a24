import { CacheProvider, ThemeProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ToastProvider } from '../components/Toast'
import { getClientCache } from '../lib/emotion'
import { theme } from '../lib/theme'

/** Emotion cache (per request on the server, shared in the browser), the theme and notifications. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const cache = pageContext.emotionCache ?? getClientCache()
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  )
}
