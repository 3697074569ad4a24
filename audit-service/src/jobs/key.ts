/**
 * The identity of an audit for the cache and for joining a run already under way (spec §3 fields):
 * two requests are the same audit when their business name, service, location, business type,
 * website host and aliases are equal after normalisation (case, accents, punctuation and spacing
 * ignored; `www.` and the scheme dropped from the website), and the same assistants answer them
 * with the same number of samples, and the same of them are offered web search (AUDIT_WEB_SEARCH,
 * OPENAI_CHAT_ONLY: a searched and a memory-only answer are different audits). The business's own
 * facts (`business_facts`) are part of it too: the audit's fact check compares the answers with
 * them, so different facts are a different audit, and one business's result is never answered to
 * a request with other facts. A request without facts (or with empty ones) keeps the key it had
 * before facts existed.
 *
 * `auditKey(request, { assistants, simulated, samples, searching? })` → 64 hex characters (SHA-256).
 */
import { createHash } from 'node:crypto'
import type { AuditRequest } from '@aivis/contract'
import { websiteHost } from '../engine/mentions'

/** Lower case, accents and punctuation dropped, spaces collapsed: "Café  Nonna's" → "cafe nonnas". */
export function normalizeField(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** `value` as JSON with every object's keys sorted (undefined members left out). */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** The request's identity for the cache and for joining a run (see module doc), SHA-256 hex. */
export function auditKey(
  req: AuditRequest,
  engine: { assistants: string[]; simulated: boolean; samples: number; searching?: string[] },
): string {
  const identity = [
    // The result's shape: v3 results carry how each answer was made, its cited sources and the
    // business's rank, the informative rate, median position, citation rate with its interval,
    // cited domains with listing gaps and the INCONCLUSIVE verdict (docs/decisions/0049); v4
    // results also carry the `audit_token` a results email needs and are kept by audit id
    // (docs/decisions/0055), so results cached under v3 or earlier are never served again.
    'v4',
    normalizeField(req.business_name),
    normalizeField(req.core_product_service),
    normalizeField(req.target_location),
    req.business_type ?? '',
    websiteHost(req.website) ?? '',
    [...new Set((req.aliases ?? []).map(normalizeField))].sort().join('|'),
    [...engine.assistants].sort().join(','),
    engine.simulated ? 'sim' : 'live',
    String(engine.samples),
    [...(engine.searching ?? [])].sort().join(','),
  ]
  const facts = req.business_facts ? stableJson(req.business_facts) : '{}'
  if (facts !== '{}') identity.push(`facts:${facts}`)
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex')
}
