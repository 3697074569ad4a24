/**
 * Where the browser keeps an audit (spec §3 "Browser storage").
 *
 * - `PENDING_KEY` ('pendingAudit', sessionStorage): the request /audit-setup hands on to
 *   /audit-loading.
 * - `storeResult(result)` keeps the latest result in memory and in session and local storage
 *   (`RESULTS_KEY`, 'latestAuditResults'), where /audit-results looks for it, and names its durable
 *   address in the `latest_audit` cookie (docs/decisions/0108).
 * - `loadResult()` reads it back (session first, then local), parsed once per stored value: `null`
 *   when there is none or it is outdated (no `scores.overall`; or no `web_search`, or an answer
 *   without `provenance`), `{ result }`, or `{ raw }` when it cannot be read (the page then shows
 *   'Error Displaying Results' with the raw data).
 * - `parseStoredResult(raw)`: the same for a given text; `readStoredResult()`: the stored text.
 * - `useLatestResult()`: the same in a component, 'loading' until hydrated.
 */
import { auditResultSchema, type AuditResult } from '@aivis/contract'
import { startTransition, useEffect, useState } from 'react'
import { notifyStorage, subscribeStorage } from '../storage'
import { latestAuditCookieString, latestAuditCookieValue } from './latestAuditCookie'
import { readStoredResult, RESULTS_KEY } from './storedResult'

export { readStoredResult, RESULTS_KEY }

export const PENDING_KEY = 'pendingAudit'

export type LoadedResult = { result: AuditResult } | { raw: string } | null

/** The latest result parsed once: the snapshot is the same object while storage is unchanged. */
let latest: { raw: string; loaded: LoadedResult } | null = null

/**
 * Keeps the latest result where /audit-results looks for it (spec §3 browser storage), and names
 * its durable address in the `latest_audit` cookie (latestAuditCookie.ts, docs/decisions/0108), so
 * the bare /audit-results opens it. A result without an `audit_id` and `audit_token` has no
 * address: the previous cookie is deleted, so the page never opens an earlier result for it.
 * Never throws.
 */
export function storeResult(result: AuditResult): void {
  const raw = JSON.stringify(result)
  latest = { raw, loaded: { result } }
  sessionStorage.setItem(RESULTS_KEY, raw)
  try {
    localStorage.setItem(RESULTS_KEY, raw)
  } catch {
    /* storage full or disabled: the session copy is enough */
  }
  notifyStorage()
  const secure = location.protocol === 'https:'
  let value: string | null = null
  try {
    if (result.audit_id && result.audit_token)
      value = latestAuditCookieValue({ id: result.audit_id, token: result.audit_token })
  } catch {
    /* an id or token of another shape: no address */
  }
  document.cookie = latestAuditCookieString(value, secure)
}

/** The parts of a stored result that tell its shape's age. */
interface StoredShape {
  scores?: { overall?: unknown }
  web_search?: unknown
  discovery_queries_results?: { answers?: { provenance?: unknown }[] }[]
}

/**
 * A result stored before results carried the engine's figures (`scores.overall`,
 * docs/decisions/0041), or before they said how each answer was made (`web_search`, each answer's
 * `provenance`, docs/decisions/0053): it is out of date, not broken, so the page treats it as no
 * result and the visitor runs a new audit.
 */
function isOutdated(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false
  const stored = data as StoredShape
  const scores = stored.scores
  if (typeof scores === 'object' && scores !== null && scores.overall === undefined) return true
  if (!('business_name' in stored) || typeof stored.scores !== 'object') return false
  if (stored.web_search === undefined) return true
  const discovery = Array.isArray(stored.discovery_queries_results)
    ? stored.discovery_queries_results
    : []
  return discovery.some(
    (q) => Array.isArray(q?.answers) && q.answers.some((a) => a?.provenance === undefined),
  )
}

/**
 * `parseStoredResult(raw)`: what a stored result text is (see the module's description for the
 * three answers): `null` for no text or an outdated result, `{ result }` when it matches the
 * contract's schema, `{ raw }` otherwise. Pure: the server reads what a browser sends it the same
 * way (server/auditResult.server.ts).
 */
export function parseStoredResult(raw: string | null | undefined): LoadedResult {
  if (!raw) return null
  try {
    const data: unknown = JSON.parse(raw)
    return isOutdated(data) ? null : { result: auditResultSchema.parse(data) }
  } catch {
    return { raw }
  }
}

/** The stored latest result; see the module's description for the three answers. */
export function loadResult(): LoadedResult {
  const raw = readStoredResult()
  if (!raw) return null
  if (latest?.raw === raw) return latest.loaded
  const loaded = parseStoredResult(raw)
  latest = { raw, loaded }
  return loaded
}

/**
 * `loadResult()` as React state: 'loading' on the server and during hydration, then the stored
 * result, read again whenever storage changes. Each update is a transition: the results are the
 * site's heaviest render, and React renders them in slices, yielding to the visitor's input
 * (docs/decisions/0068).
 */
export function useLatestResult(): LoadedResult | 'loading' {
  const [state, setState] = useState<LoadedResult | 'loading'>('loading')
  useEffect(() => {
    const read = () => startTransition(() => setState(loadResult()))
    read()
    return subscribeStorage(read)
  }, [])
  return state
}
