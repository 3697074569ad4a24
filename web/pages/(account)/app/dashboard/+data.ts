import type { PageContextServer } from 'vike/types'
import { dashboardModel } from './model'

/**
 * /app/dashboard: the signed-in customer's audits from the CMS (their own, by the CMS's access
 * rules) and their monthly re-checks, shaped by ./model.ts, and the earlier audits they may claim (their results were mailed
 * to the customer's address before they had an account). `unavailable` when the CMS cannot give them just now: the page
 * says so and nothing is lost.
 */
export async function data(pageContext: PageContextServer) {
  const customer = pageContext.customer ?? null
  try {
    const [docs, claimable, rechecks] = await Promise.all([
      pageContext.accountApi?.audits() ?? [],
      // Offering earlier audits is a bonus: the dashboard shows without it.
      pageContext.accountApi?.claimable().catch(() => []) ?? [],
      pageContext.accountApi?.rechecks() ?? [],
    ])
    return { customer, unavailable: false, claimable, ...dashboardModel(docs, rechecks) }
  } catch {
    return { customer, unavailable: true, claimable: [], audits: [], businesses: [] }
  }
}
export type Data = Awaited<ReturnType<typeof data>>
