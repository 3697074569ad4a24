/**
 * Whether a business's visibility changed between two audits (the dashboard and the re-check
 * email): a change is called a change only when a two-proportion test says so.
 *
 * - `twoProportionTest(a, b)` → `{ z, p }`: the pooled two-proportion z-test of `a.successes /
 *   a.n` against `b.successes / b.n`, two-sided `p` in 0..1 (the normal CDF from
 *   simple-statistics' error function). `p` is 1 (and `z` 0) when either side has no answers or
 *   every answer of both agrees (no variance to test). Throws `RangeError` for a negative or
 *   fractional count, or successes above n.
 * - `compareAudits(previous, latest)` → `AuditChange`: the mention rate's change (`'rose'`,
 *   `'fell'` or `'none'` when p ≥ `SIGNIFICANCE`), both rates, `p`, and the competitors named in
 *   the latest audit but not the previous one (`gained`) and the other way round (`lost`), each
 *   list in the audit's own ranking order, names compared case- and space-insensitively.
 * - `changeText(change)` → what the dashboard and the email say, in an owner's words: 'Mention
 *   rate rose from 20% to 45%' or 'No clear change (20% → 25%)'.
 * - `changeDetail(change)` → the test behind it, for whoever asks: 'A difference this size often
 *   comes by chance (two-proportion test, p = 0.41).' or 'Unlikely to be chance (two-proportion
 *   test, p = 0.012).'
 */
import { errorFunction } from 'simple-statistics'

/** Below this p-value a difference between two audits is called a change. */
export const SIGNIFICANCE = 0.05

/** Answers that named the business (`successes`) out of answers received (`n`). */
export interface Proportion {
  successes: number
  n: number
}

/** The figures of one audit the comparison reads. */
export interface AuditFigures {
  /** Answers naming the business. */
  mentions: number
  /** Answers received. */
  answers: number
  /** Competitor names, in the audit's ranking order. */
  competitors: string[]
}

export interface AuditChange {
  change: 'rose' | 'fell' | 'none'
  /** Mention rates, 0..1. */
  from: number
  to: number
  p: number
  gained: string[]
  lost: string[]
}

function checkCounts({ successes, n }: Proportion): void {
  if (!Number.isInteger(successes) || !Number.isInteger(n) || successes < 0 || successes > n)
    throw new RangeError(`Not a proportion of answers: ${successes} of ${n}`)
}

/** The standard normal CDF. */
const phi = (z: number) => 0.5 * (1 + errorFunction(z / Math.SQRT2))

export function twoProportionTest(a: Proportion, b: Proportion): { z: number; p: number } {
  checkCounts(a)
  checkCounts(b)
  if (a.n === 0 || b.n === 0) return { z: 0, p: 1 }
  const pooled = (a.successes + b.successes) / (a.n + b.n)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n))
  if (se === 0) return { z: 0, p: 1 }
  const z = (b.successes / b.n - a.successes / a.n) / se
  return { z, p: Math.min(1, Math.max(0, 2 * (1 - phi(Math.abs(z))))) }
}

const key = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim()

export function compareAudits(previous: AuditFigures, latest: AuditFigures): AuditChange {
  const { z, p } = twoProportionTest(
    { successes: previous.mentions, n: previous.answers },
    { successes: latest.mentions, n: latest.answers },
  )
  const before = new Set(previous.competitors.map(key))
  const after = new Set(latest.competitors.map(key))
  return {
    change: p < SIGNIFICANCE ? (z > 0 ? 'rose' : 'fell') : 'none',
    from: previous.answers ? previous.mentions / previous.answers : 0,
    to: latest.answers ? latest.mentions / latest.answers : 0,
    p,
    gained: latest.competitors.filter((name) => !before.has(key(name))),
    lost: previous.competitors.filter((name) => !after.has(key(name))),
  }
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`
/** A p-value as people read it: two significant digits, '< 0.001' below that. */
export const pValueText = (p: number) => (p < 0.001 ? '< 0.001' : `= ${Number(p.toPrecision(2))}`)

export function changeText(change: AuditChange): string {
  if (change.change === 'none')
    return `No clear change (${percent(change.from)} → ${percent(change.to)})`
  return `Mention rate ${change.change} from ${percent(change.from)} to ${percent(change.to)}`
}

/** See module doc. */
export function changeDetail(change: AuditChange): string {
  const test = `two-proportion test, p ${pValueText(change.p)}`
  return change.change === 'none'
    ? `A difference this size often comes by chance (${test}).`
    : `Unlikely to be chance (${test}).`
}
