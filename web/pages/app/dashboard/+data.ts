import type { PageContextServer } from 'vike/types'
import { dashboardModel } from './model'

/**
 * /app/dashboard: the signed-in customer's audits from the CMS (their own, by the CMS's access
 * rules), shaped by ./model.ts. `unavailable` when the CMS cannot give them just now: the page
 * says so and nothing is lost.
 */
export async function data(pageContext: PageContextServer) {
  const customer = pageContext.customer ?? null
  try {
    const docs = (await pageContext.accountApi?.audits()) ?? []
    return { customer, unavailable: false, ...dashboardModel(docs) }
  } catch {
    return { customer, unavailable: true, audits: [], businesses: [] }
  }
}
export type Data = Awaited<ReturnType<typeof data>>
