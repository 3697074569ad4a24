import type { PageContext } from 'vike/types'

/** Page description: the page's own, else the spec §1 description. */
export function description(pageContext: PageContext) {
  return (pageContext.data as { description?: string } | undefined)?.description || 'Get found by AI assistants like ChatGPT, Claude, and Gemini'
}
