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
 * - `loadingTarget(elapsedMs, live, finished)`: what the progress asks for, `{ index, percent }`
 *   (the timed phases until the first progress event, then the live ones).
 * - `pacedLoadingPhase(state, target, nowMs)`: what /audit-loading shows, paced towards the target
 *   one phase at a time, each for at least `MIN_PHASE_MS` (docs/decisions/0083);
 *   `pacedWakeAt(state, target)` when to step again, `resultsAt(state, finishedAtMs)` when to go
 *   to /audit-results.
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

/** The index in `LOADING_PHASES` of a phase's text (0 for an unknown text). */
function phaseIndex(text: string): number {
  return Math.max(
    0,
    LOADING_PHASES.findIndex((p) => p.text === text),
  )
}

/**
 * The phase the audit's progress asks /audit-loading to show: `index` into `LOADING_PHASES` (0..3)
 * and the bar's `percent` (0..100). `elapsedMs`: time since the page showed its first phase;
 * `live`: answers received of the total (`null` before the first progress event: the spec's
 * timed phases, `loadingPhase`); `finished`: the result is in (the last phase at 100 %).
 */
export function loadingTarget(
  elapsedMs: number,
  live: { done: number; total: number } | null,
  finished: boolean,
): { index: number; percent: number } {
  const p =
    finished || live
      ? liveLoadingPhase(live?.done ?? 0, live?.total ?? 0, finished)
      : loadingPhase(elapsedMs / 1000)
  return { index: phaseIndex(p.text), percent: p.percent }
}

/** What the progress asks for (`loadingTarget`): phase index 0..3 and bar percent 0..100. */
export type LoadingTarget = ReturnType<typeof loadingTarget>

/**
 * What /audit-loading shows: `index` into `LOADING_PHASES` (0..3), the bar's `percent` (0..100,
 * within that phase's band), `since` the epoch ms the phase first showed, `at` the epoch ms of the
 * last step (the bar's creep is measured from it).
 */
export interface PacedPhase {
  index: number
  percent: number
  since: number
  at: number
}

/**
 * Least time each phase shows, ms (docs/decisions/0083). The audit can finish while the first phase
 * has only just appeared: the three phases still to come then take 3 × 250 ms and the last one its
 * own 250 ms, 4 × 250 = 1000 ms, the spec's second before /audit-results (§2, §9) — so the results
 * never wait longer than the spec says.
 */
export const MIN_PHASE_MS = 250
/** Spec §2 /audit-loading, §9: /audit-results follows a successful audit after 1 s. */
export const RESULTS_AFTER_MS = 1000
/** The pacing clock while the audit runs, ms: the timed phases and the bar's creep. */
export const PACE_TICK_MS = 100
/**
 * Between answers the bar creeps towards this share of the shown phase's band (never past it, so
 * the band's end stays for the answers): exponentially, with the phase's spec duration as the time
 * constant, so it is always slower than the spec's timed phases (0.9·(1 − e^−x) < x).
 */
export const CREEP_SHARE = 0.9

/** The first phase, shown since `nowMs` (epoch ms), its bar empty. */
export function startPacedPhase(nowMs: number): PacedPhase {
  return { index: 0, percent: LOADING_PHASES[0].from, since: nowMs, at: nowMs }
}

/**
 * One step of /audit-loading's display at `nowMs` (epoch ms) towards `target` (`loadingTarget`),
 * from `state`, the display until now (docs/decisions/0083; spec §2 /audit-loading, §9):
 *
 * - the phase moves on only while the target is past it, by one phase per step (none is skipped),
 *   once it has shown `MIN_PHASE_MS`; it never goes back (a target behind it keeps it);
 * - the bar never goes back and stays in the shown phase's band: full while the target is past the
 *   phase, at the target's percent when the target is in it, and between answers it creeps towards
 *   `CREEP_SHARE` of the band (time constant: the phase's spec seconds) so it never looks frozen.
 */
export function pacedLoadingPhase(
  state: PacedPhase,
  target: LoadingTarget,
  nowMs: number,
): PacedPhase {
  let { index, since } = state
  if (target.index > index && index < LOADING_PHASES.length - 1 && nowMs - since >= MIN_PHASE_MS) {
    index += 1
    since = nowMs
  }
  const { from, to, seconds } = LOADING_PHASES[index]
  let percent = Math.max(state.percent, from)
  if (target.index > index) percent = to
  else {
    if (target.index === index) percent = Math.max(percent, Math.min(to, target.percent))
    const ceiling = from + (to - from) * CREEP_SHARE
    const dt = Math.max(0, nowMs - state.at)
    if (percent < ceiling) percent += (ceiling - percent) * (1 - Math.exp(-dt / (seconds * 1000)))
  }
  return { index, percent: Math.min(to, percent), since, at: nowMs }
}

/**
 * When (epoch ms) `pacedLoadingPhase` should next be called for `target`: at the shown phase's
 * `MIN_PHASE_MS` if the target is past it, otherwise `PACE_TICK_MS` after the last step; `null`
 * once the last phase shows a full bar (nothing more to show).
 */
export function pacedWakeAt(state: PacedPhase, target: LoadingTarget): number | null {
  const last = LOADING_PHASES.length - 1
  if (state.index === last && state.percent >= LOADING_PHASES[last].to) return null
  const tick = state.at + PACE_TICK_MS
  return target.index > state.index ? Math.min(tick, state.since + MIN_PHASE_MS) : tick
}

/**
 * When (epoch ms) to go to /audit-results, the audit having succeeded at `finishedAtMs`: the spec's
 * `RESULTS_AFTER_MS` after success (§2, §9), or later if 'Generating your report...' has not yet
 * shown `MIN_PHASE_MS` by then (never, with `MIN_PHASE_MS` 250: see there); `null` while an earlier
 * phase still shows.
 */
export function resultsAt(state: PacedPhase, finishedAtMs: number): number | null {
  if (state.index < LOADING_PHASES.length - 1) return null
  return Math.max(finishedAtMs + RESULTS_AFTER_MS, state.since + MIN_PHASE_MS)
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
