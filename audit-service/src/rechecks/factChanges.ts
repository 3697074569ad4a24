/**
 * What changed in the wrong facts between two runs of a re-check (docs/decisions/0116): the
 * previous run's `fact_check.wrong_facts` against the new run's (contract audit.ts `WrongFact[]`).
 *
 * Two wrong facts are the same (`sameWrongFact`) when their `kind` and `assistant` are equal and
 * their `stated` values are the same once normalised (`statedKey`): lower case, every run of white
 * space one space, trimmed; for a telephone number, its digits only. The question, the expected
 * value and the citations do not count: the same assistant giving the same wrong number to another
 * question is the same wrong fact.
 *
 * `factChanges(previous, next)` → `FactChanges` `{ corrected, added, still }`:
 * - `corrected`: in `previous`, not in `next` (as `previous` has them);
 * - `added`: in `next`, not in `previous` (as `next` has them);
 * - `still`: in both (as `next` has them).
 * Each list keeps its source's order (the most serious first) and holds each wrong fact once (the
 * first of several that are the same). Pure.
 */
import type { WrongFact } from '@aivis/contract'

/** The three lists `factChanges` returns (see the module doc). */
export interface FactChanges {
  /** Wrong last time, not said any more. */
  corrected: WrongFact[]
  /** Wrong now, not said last time. */
  added: WrongFact[]
  /** Wrong last time and now. */
  still: WrongFact[]
}

/** The fields that decide whether two wrong facts are the same. */
type Identity = Pick<WrongFact, 'kind' | 'assistant' | 'stated'>

/** A stated value as compared: digits only for a telephone, else lower case with spaces folded. */
export function statedKey(kind: WrongFact['kind'], stated: string): string {
  if (kind === 'telephone') return stated.replace(/\D/g, '')
  return stated.toLowerCase().replace(/\s+/g, ' ').trim()
}

/** `kind`, `assistant` and the normalised `stated` value, as one string. */
export const wrongFactKey = (f: Identity): string =>
  JSON.stringify([f.kind, f.assistant, statedKey(f.kind, f.stated)])

/** Whether `a` and `b` are the same wrong fact (see the module doc). */
export const sameWrongFact = (a: WrongFact, b: WrongFact): boolean =>
  wrongFactKey(a) === wrongFactKey(b)

/** `facts` with each wrong fact once (the first), by key. */
function byKey(facts: readonly WrongFact[]): Map<string, WrongFact> {
  const out = new Map<string, WrongFact>()
  for (const f of facts) {
    const key = wrongFactKey(f)
    if (!out.has(key)) out.set(key, f)
  }
  return out
}

/** The wrong facts corrected, added and still wrong from `previous` to `next`. */
export function factChanges(
  previous: readonly WrongFact[],
  next: readonly WrongFact[],
): FactChanges {
  const before = byKey(previous)
  const now = byKey(next)
  return {
    corrected: [...before].filter(([k]) => !now.has(k)).map(([, f]) => f),
    added: [...now].filter(([k]) => !before.has(k)).map(([, f]) => f),
    still: [...now].filter(([k]) => before.has(k)).map(([, f]) => f),
  }
}
