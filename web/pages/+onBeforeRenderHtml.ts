import type { PageContextServer } from 'vike/types'
import { createServerCache } from '../lib/emotion'

/** A fresh Emotion cache for this request (read by +Wrapper, extracted in +onAfterRenderHtml). */
export function onBeforeRenderHtml(pageContext: PageContextServer) {
  pageContext.emotionCache = createServerCache()
}
