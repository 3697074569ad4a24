/**
 * `GET /healthz` (docs/decisions/0032): the CMS process answers HTTP. `200 {status:'ok'}`, nothing
 * about the configuration. Liveness only; `/readyz` says whether it can serve content.
 */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
