import type { EmotionCache } from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'
import type { PageContextServer } from 'vike/types'

type Ctx = PageContextServer & { emotionCache?: EmotionCache; emotionStyles?: string; pageHtmlString?: string }

/** Extracts the critical CSS of the rendered HTML; +headHtmlEnd puts it in <head>. */
export function onAfterRenderHtml(pageContext: Ctx) {
  if (!pageContext.emotionCache || !pageContext.pageHtmlString) return
  const server = createEmotionServer(pageContext.emotionCache)
  pageContext.emotionStyles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(pageContext.pageHtmlString))
}
