/**
 * The first things a business should do after its audit ("your first 3 fixes" of the results
 * email), derived from the `AuditResult` alone, deterministically: the same result always gives the
 * same fixes in the same order. Texts use only what the result holds (business name, service,
 * location, assistants, competitor names, cited domains and named directories, counts); nothing
 * about the business is invented.
 *
 * `firstFixes(result, n = 3)` → `Fix[]` ({ id, title, why, how }): the fixes of the rules that
 * apply (`FIX_RULES` in rules.ts, each documented there: 0 `wrong-facts`, 1 `listing-gaps`, 2 `listings-cited` /
 * `listings-directories`, 3 `competitor-proof`, 4 `entity`, 5 `website-cited`, 6
 * `keep-proof-fresh`), in rule order (most impactful first), then the fallbacks (`FALLBACKS`:
 * `answer-questions`, `reviews`, `structured-data`, `consistent-details`), each skipped when a fix
 * already chosen covers it, cut to `n`. It returns `n` fixes whenever `n` ≤ the fixes of the rules
 * that apply plus the fallbacks not covered (always ≥ 4).
 *
 * The first fixes draw on the citation figures: the listing gaps of the cited domains (domains
 * cited by answers that named competitors and never the business, `scores.overall.top_sources`),
 * then, for assistants that never named the business, the domains they cited, and the own-site
 * citation rate (`scores.overall.citation_rate`). Counts are over the answers received (failed
 * calls excluded), every sample of every assistant, and are the engine's figures read from the
 * result, never recounted (context.ts; decision docs/decisions/0041). Assistants whose answers
 * were made with a web search they ran (`metrics.searched_answers` > 0) are "search assistants"
 * and cite what they read; the others are "recall assistants", which answer from what many sources
 * say about a business. A domain a fix names is always one a vendor cited as a source, never a
 * link written inside an answer's text (docs/decisions/0102).
 *
 * `fixesOf(result)` → the fixes a medium shows: `result.fixes` (made once with the result), else
 * `firstFixes(result, FIRST_FIXES)` for a result made before they were kept.
 *
 * Pure functions, no I/O; nothing throws (empty or partial results give fallbacks).
 */
import { FIRST_FIXES, type AuditResult } from '@aivis/contract'
import { buildFixContext } from './context'
import { FALLBACKS, FIX_RULES } from './rules'
import type { Fix } from './text'

export { listOf, type Fix } from './text'

/**
 * The fixes a medium shows for `result`: those made with it (`result.fixes`, engine/audit.ts), or
 * for a result made before they were kept, `firstFixes(result, FIRST_FIXES)`.
 */
export function fixesOf(result: AuditResult): Fix[] {
  return result.fixes ?? firstFixes(result, FIRST_FIXES)
}

/**
 * The first `n` fixes for `result` (module doc): rules that apply, then fallbacks not covered.
 * `n` is floored; 0, negative or not finite gives [].
 */
export function firstFixes(result: AuditResult, n = 3): Fix[] {
  const want = Math.max(0, Math.floor(Number.isFinite(n) ? n : 0))
  if (want === 0) return []
  const ctx = buildFixContext(result)
  const chosen = FIX_RULES.filter((rule) => rule.applies(ctx)).flatMap((rule) => rule.build(ctx))
  for (const fallback of FALLBACKS) {
    if (chosen.length >= want) break
    const covered = [fallback.id, ...fallback.skipIf]
    if (chosen.some((fix) => covered.includes(fix.id))) continue
    chosen.push(fallback.build(ctx))
  }
  return chosen.slice(0, want)
}
