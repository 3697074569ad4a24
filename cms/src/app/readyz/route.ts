/**
 * `GET /readyz` (docs/decisions/0032): `200 {status:'ready'}` once Payload has started (migrations
 * applied, seed run) and its database answers a query; `503 {status:'not_ready'}` otherwise (the
 * cause is logged, never answered). Compose's health check and the site's readiness rely on it.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

export const dynamic = 'force-dynamic'

const headers = { 'cache-control': 'no-store' }

export async function GET(): Promise<Response> {
  try {
    // `cron`: the first readiness check also starts the job queue's runner (scheduled publications,
    // docs/decisions/0088), so it runs from the start, not from the first admin visit.
    const payload = await getPayload({ config, cron: true })
    await payload.count({ collection: 'offers', overrideAccess: true })
    return Response.json({ status: 'ready' }, { headers })
  } catch (err) {
    console.error(`[readyz] ${(err as Error).message}`)
    return Response.json({ status: 'not_ready' }, { status: 503, headers })
  }
}
