import createEmotionServer from '@emotion/server/create-instance'
import type { PageContextServer } from 'vike/types'

/** Extracts the critical CSS of the rendered HTML; +headHtmlEnd puts it in <head>. */
export function onAfterRenderHtml(pageContext: PageContextServer) {
  if (!pageContext.emotionCache || !pageContext.pageHtmlString) return
  const server = createEmotionServer(pageContext.emotionCache)
  pageContext.emotionStyles = server.constructStyleTagsFromChunks(
    server.extractCriticalToChunks(pageContext.pageHtmlString),
  )
}
