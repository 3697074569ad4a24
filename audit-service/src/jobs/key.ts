/**
 * The identity of an audit for the cache and for joining a run already under way (spec §3 fields):
 * two requests are the same audit when their business name, service, location, business type,
 * website host and aliases are equal after normalisation (case, accents, punctuation and spacing
 * ignored; `www.` and the scheme dropped from the website), and the same assistants answer them
 * with the same number of samples, and the same of them are offered web search (AUDIT_WEB_SEARCH,
 * OPENAI_CHAT_ONLY: a searched and a memory-only answer are different audits).
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
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex')
}
