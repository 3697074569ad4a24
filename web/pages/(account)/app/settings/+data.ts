import type { PageContextServer } from 'vike/types'

/**
 * /app/settings: the signed-in customer's monthly re-checks (docs/decisions/0079), the active ones
 * first; `rechecksUnavailable` when the CMS cannot list them just now (the rest of the page does
 * not need it).
 */
export async function data(pageContext: PageContextServer) {
  try {
    const rechecks = (await pageContext.accountApi?.rechecks()) ?? []
    return {
      rechecks: [...rechecks.filter((r) => r.active), ...rechecks.filter((r) => !r.active)],
      rechecksUnavailable: false,
    }
  } catch {
    return { rechecks: [], rechecksUnavailable: true }
  }
}
export type Data = Awaited<ReturnType<typeof data>>
