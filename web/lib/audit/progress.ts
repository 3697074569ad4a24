/**
 * Progress texts and figures of the audit screens.
 *
 * - `overlayMessage(elapsedMs, message)` (spec §4 loading overlay): the given message under 5 s,
 *   'Still working...' under 10 s, 'This is taking a bit longer...' under 15 s, then 'Almost there,
 *   please wait...'; from 20 s a notice 'This is taking longer than expected. The operation is still
 *   in progress.'
 * - `loadingPhase(elapsedS)` (spec §2 /audit-loading, §9): four phases of 10, 15, 10 and 5 s
 *   moving the bar 0→25→50→75→100 %; held at 99 % until the audit answers.
 * - `liveLoadingPhase(done, total, finished)`: the same phases driven by the audit's real progress.
 * - `answersPercent(done, total)`: the overlay's bar (spec §9 default progress maximum 100).
 */
/** The overlay's text and notice after `elapsedMs` of running (spec §4: 5, 10, 15 and 20 s). */
export function overlayMessage(
  elapsedMs: number,
  message: string,
): { text: string; notice: string | null } {
  const s = elapsedMs / 1000
  const text =
    s < 5
      ? message
      : s < 10
        ? 'Still working...'
        : s < 15
          ? 'This is taking a bit longer...'
          : 'Almost there, please wait...'
  return {
    text,
    notice:
      s >= 20 ? 'This is taking longer than expected. The operation is still in progress.' : null,
  }
}

/** Spec §2 /audit-loading phases: text, seconds, and the bar's band in percent. */
export const LOADING_PHASES = [
  { text: 'Querying AI platforms...', seconds: 10, from: 0, to: 25 },
  { text: 'Analyzing competitor landscape...', seconds: 15, from: 25, to: 50 },
  { text: 'Calculating visibility scores...', seconds: 10, from: 50, to: 75 },
  { text: 'Generating your report...', seconds: 5, from: 75, to: 100 },
] as const

/** The phase and bar percent after `elapsedS` seconds, before the audit reports any progress. */
export function loadingPhase(elapsedS: number): { text: string; percent: number } {
  let t = Math.max(0, elapsedS)
  for (const p of LOADING_PHASES) {
    if (t < p.seconds) return { text: p.text, percent: p.from + ((p.to - p.from) * t) / p.seconds }
    t -= p.seconds
  }
  return { text: LOADING_PHASES[3].text, percent: 99 }
}

/**
 * The four phases of /audit-loading driven by the audit's real progress (`done` of `total` answers
 * received, from the jobs API's events), in the spec's order and bands: 'Querying AI platforms...'
 * for the first half of the answers (0→25 %), 'Analyzing competitor landscape...' for the second
 * half (25→50 %), 'Calculating visibility scores...' once every answer is in (75 %), 'Generating
 * your report...' once the result is ready (100 %).
 */
export function liveLoadingPhase(
  done: number,
  total: number,
  finished: boolean,
): { text: string; percent: number } {
  const [querying, analyzing, calculating, generating] = LOADING_PHASES
  if (finished) return { text: generating.text, percent: 100 }
  const f = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0
  if (f >= 1) return { text: calculating.text, percent: calculating.to }
  if (f < 0.5)
    return {
      text: querying.text,
      percent: querying.from + (querying.to - querying.from) * (f / 0.5),
    }
  return {
    text: analyzing.text,
    percent: analyzing.from + (analyzing.to - analyzing.from) * ((f - 0.5) / 0.5),
  }
}

/** Spec §9: default progress maximum. */
export const PROGRESS_MAX = 100

/**
 * The /audit overlay's bar: answers received of the audit's total, 0..`PROGRESS_MAX`; 0 while the
 * total is unknown.
 */
export function answersPercent(done: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(PROGRESS_MAX, Math.max(0, (PROGRESS_MAX * done) / total))
}
