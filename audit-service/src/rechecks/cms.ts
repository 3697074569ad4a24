/**
 * The CMS's re-check endpoints as the scheduler calls them (collections/src/Rechecks/endpoints.ts,
 * docs/decisions/0079), with the service account's key (`Authorization: users API-Key {key}`).
 *
 * `recheckCms({ url, apiKey, timeoutMs? })` →
 * - `due(before, limit)` → `DueRecheck[]` (`@aivis/contract` `dueRechecksSchema`): active
 *   re-checks last run at or before `before`, oldest first;
 * - `claim(claim)` → true when this run took the re-check (or gave it back, with `release`).
 *
 * Both reject with an `Error` naming the status when the CMS answers anything but 200, answers
 * what the schema refuses, or is not reached within `timeoutMs` (default 10 s): the sweep then
 * stops and the re-checks stay due for the next one.
 */
import { dueRechecksSchema, type DueRecheck, type RecheckClaim } from '@aivis/contract'

export interface RecheckCms {
  due(before: Date, limit: number): Promise<DueRecheck[]>
  claim(claim: RecheckClaim): Promise<boolean>
}

export function recheckCms(opts: { url: string; apiKey: string; timeoutMs?: number }): RecheckCms {
  const base = `${opts.url.replace(/\/$/, '')}/api/rechecks`
  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `users API-Key ${opts.apiKey}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    })
    if (res.status !== 200)
      throw new Error(
        `CMS ${init.method ?? 'GET'} /api/rechecks${path.split('?')[0]} answered ${res.status}`,
      )
    return res.json()
  }
  return {
    async due(before, limit) {
      const query = new URLSearchParams({ before: before.toISOString(), limit: String(limit) })
      const parsed = dueRechecksSchema.safeParse(await call(`/due?${query}`))
      if (!parsed.success)
        throw new Error(`CMS due re-checks not understood: ${parsed.error.message}`)
      return parsed.data.rechecks
    },
    async claim(claim) {
      const body = (await call('/claim', { method: 'POST', body: JSON.stringify(claim) })) as {
        claimed?: unknown
      }
      return body.claimed === true
    },
  }
}
