import type { PageContextServer } from 'vike/types'

/** The critical CSS extracted by +onAfterRenderHtml, at the end of <head>. */
export function headHtmlEnd(pageContext: PageContextServer) {
  return pageContext.emotionStyles ?? ''
}
