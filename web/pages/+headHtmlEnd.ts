import type { PageContextServer } from 'vike/types'

export function headHtmlEnd(pageContext: PageContextServer & { emotionStyles?: string }) {
  return pageContext.emotionStyles ?? ''
}
