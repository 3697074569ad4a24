/**
 * One sweep of the monthly re-checks (docs/decisions/0079): the scheduler (scheduler.ts) calls it
 * every RECHECK_SWEEP_SECONDS. A re-check's report is part of its run (docs/decisions/0100): each
 * run is kept in a journal (runs.ts) from before its claim until its mail is in the outbox or
 * its claim is given back.
 *
 * First, the runs an earlier sweep left open (the process was killed between claim and mail) are
 * resumed, oldest first: one whose mail is already in the outbox is ended; one whose audit job
 * ended `done` (found by its id, waited for while it runs) is mailed under its own run's key; any
 * other (the claim never answered, no job, the job gone or failed) gives its claim back, so the
 * re-check is due again and runs in this sweep; one with no job yet only once it is
 * `RUN_GRACE_MS` old (it may be another live process's run sharing the outbox folder). Then,
 * for each re-check the CMS says is due (its last run one interval ago or more, oldest first), in
 * turn:
 *
 * 1. charge it to the limits as the customer's audit with no client address (limits/ `ip: null`):
 *    their daily count, the website's, and the day's vendor calls, never the part kept for new
 *    visitors. The customer's or the website's limit refusing skips that re-check for now; the
 *    day's budget refusing ends the sweep. Either way the re-check stays due for a later sweep.
 * 2. write the run to the journal, then claim it in the CMS (its `last_run_at` moved from the
 *    value seen to now): a re-check another sweep took, or that was stopped meanwhile, is left
 *    alone (the run ended);
 * 3. run the audit as the customer's job (no cache, no joining: `key` null; the runner records it
 *    with its owner, so it is on their dashboard), its job id written to the journal. It is asked
 *    with the owner's facts stored with the re-check (`business_facts`, read with
 *    `businessFactsSchema`: `recheckFacts`), so it is fact-checked too; a stored value that cannot
 *    be read is logged and the audit runs without facts (step 1 charges it as such);
 * 4. queue the `recheck_report` mail to the customer in the outbox under the key
 *    `recheck:{re-check key}:{run start}` (the run's key, also remembered in the outbox's
 *    `requests` in the same transaction), so each run mails once: the comparison with their
 *    previous audit of the business (mail/templates/RecheckReport.tsx), its wrong facts with the
 *    previous audit's (`previous.wrong_facts`, factChanges.ts); then end the run.
 *
 * A run that fails (the audit failed, or the mail could not be queued) gives the claim back, so
 * the next sweep tries again. A CMS that cannot be reached ends the sweep (logged): nothing is
 * lost, the re-checks are still due, and a claim whose answer never came stays in the journal for
 * the next sweep to give back.
 *
 * `createRecheckSweep(deps)` → `sweep(signal?)` resolving to a `SweepReport`; it does not throw
 * (failures are counted and logged). `signal` aborted: stops before the next re-check.
 * `dueBefore(now, interval)`: the latest `last_run_at` that is due at `now`.
 */
import { randomUUID } from 'node:crypto'
import {
  auditRequestSchema,
  businessFactsSchema,
  isEnded,
  recheckFigures,
  type AuditResult,
  type BusinessFacts,
  type AuditRequest,
  type DueRecheck,
} from '@aivis/contract'
import type { Logger } from '@aivis/contract/log'
import type { AuditJobs } from '../jobs/types'
import type { LeadStore } from '../leads/store'
import { auditDomain, callsPerAudit, type AuditLimits } from '../limits'
import { RateLimitError } from '../errors'
import type { RecheckRun } from '../mail/templates'
import type { RecheckCms } from './cms'
import type { OpenRun, RecheckRuns } from './runs'

/** How often a re-check runs: every calendar month, or every `seconds` (tests, demos). */
export type RecheckInterval = 'monthly' | { seconds: number }

/** The latest `last_run_at` that is due at `now` (a month earlier, same day and time, UTC). */
export function dueBefore(now: Date, interval: RecheckInterval): Date {
  if (interval !== 'monthly') return new Date(now.getTime() - interval.seconds * 1000)
  const d = new Date(now)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() - 1)
  // 31 March → 28/29 February, not 3 March: the last day of a shorter month.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

export interface RecheckSweepDeps {
  cms: RecheckCms
  jobs: Pick<AuditJobs, 'submit' | 'get' | 'wait' | 'samples'>
  limits: AuditLimits
  /** How many assistants answer now (for the calls an audit costs). */
  assistants: () => number
  leads: { store: LeadStore; wake: () => void }
  /** The journal of runs begun and not ended (runs.ts), beside the outbox. */
  runs: RecheckRuns
  interval: RecheckInterval
  /** Most re-checks one sweep asks the CMS for (default 20). */
  batch?: number
  /** Where the sweep reports (warn, each line starting `[rechecks]`). */
  logger: Logger
  /** Clock, ms (tests). */
  now?: () => number
}

/** What a sweep did. */
export interface SweepReport {
  /** Re-checks the CMS said were due. */
  due: number
  /** Re-checks run and mailed. */
  ran: number
  /** Skipped or ended by a limit. */
  limited: number
  /** Taken by another sweep, or stopped meanwhile. */
  skipped: number
  /** Runs that failed (the claim given back). */
  failed: number
  /** Runs an earlier sweep left open, ended now: mailed, or their claim given back. */
  resumed: number
}

/**
 * The mail's figures for a finished re-check: this run's figures, the previous audit's as the CMS
 * handed them out (`previous`, with its wrong facts), and this run's wrong facts (`wrong_facts`,
 * null when it had no fact check).
 */
export function recheckRun(result: AuditResult, due: DueRecheck): RecheckRun {
  const overall = result.scores.overall
  const figures = recheckFigures(result.scores) ?? { mentions: 0, answers: 0, competitors: [] }
  return {
    business_name: due.business_name,
    specialism: due.specialism,
    location: due.location,
    audited_at: result.audited_at ?? result.created_at,
    mention_rate: overall.mention_rate,
    mentions: figures.mentions,
    answers: figures.answers,
    competitors: figures.competitors,
    by_assistant: result.scores.by_assistant.map((a) => ({
      name: a.assistant_name,
      mention_rate: a.metrics.mention_rate,
      mentions: a.mentions,
      answers: a.answers,
    })),
    previous: due.previous,
    wrong_facts: result.fact_check?.wrong_facts ?? null,
  }
}

/**
 * The owner's facts stored with the re-check, read with `businessFactsSchema`: `{ facts }` (null
 * when none are stored, or none are left), or `{ facts: null, error }` when the stored value is
 * not readable (the re-check then runs without them).
 */
export function recheckFacts(due: Pick<DueRecheck, 'business_facts'>): {
  facts: BusinessFacts | null
  error?: string
} {
  if (due.business_facts === undefined || due.business_facts === null) return { facts: null }
  const parsed = businessFactsSchema.safeParse(due.business_facts)
  if (!parsed.success) return { facts: null, error: parsed.error.message }
  return { facts: Object.keys(parsed.data).length > 0 ? parsed.data : null }
}

/**
 * How old a run without an audit job must be before a sweep gives its claim back, ms: a live run
 * has its claim answered (the CMS client's timeout is 10 s) and its audit submitted well within it.
 */
export const RUN_GRACE_MS = 60_000

/** What the steps of a sweep share: its deps, its clock, and this process's runs in progress. */
interface SweepContext {
  deps: RecheckSweepDeps
  now: () => number
  /** Runs of this process's sweep in progress: not an earlier sweep's to resume. */
  running: Set<string>
}

/** Queues the run's mail (once, whoever queues it) and ends the run. */
function reportRun({ deps, now }: SweepContext, run: OpenRun, result: AuditResult): void {
  deps.leads.store.accept(
    (tx) => {
      tx.mail(
        {
          key: run.key,
          kind: 'recheck_report',
          to: run.recheck.email,
          data: { key: run.recheck.key, recheck: recheckRun(result, run.recheck) },
        },
        now(),
        { once: true },
      )
      tx.remember(run.key, { reported: true }, now())
    },
    { requestId: run.requestId },
  )
  try {
    deps.runs.end(run.key)
    deps.leads.wake()
  } catch (err) {
    // Mailed: never given back now. The next sweep finds its mail in the outbox and ends it.
    deps.logger.warn(`[rechecks] could not end the run ${run.key}: ${(err as Error).message}`)
  }
}

/** Whether the run's mail is already in the outbox. */
const isReported = ({ deps }: SweepContext, run: OpenRun) =>
  deps.leads.store.accept((tx) => tx.answered(run.key) !== null)

/**
 * Gives the run's claim back and ends the run: true, also when the CMS refuses (the claim was
 * never taken, or another run has it since); false, the run kept, when the CMS is not reached.
 */
async function giveBack({ deps }: SweepContext, run: OpenRun): Promise<boolean> {
  try {
    await deps.cms.claim({ ...run.claim, release: true })
  } catch (err) {
    deps.logger.warn(`[rechecks] could not give back ${run.recheck.key}: ${(err as Error).message}`)
    return false
  }
  deps.runs.end(run.key)
  return true
}

/** Resumes the runs an earlier sweep left open (module doc); false when the CMS is not reached. */
async function resumeRuns(
  ctx: SweepContext,
  sweepReport: SweepReport,
  signal?: AbortSignal,
): Promise<boolean> {
  const { deps, now, running } = ctx
  for (const run of deps.runs.open()) {
    if (signal?.aborted) break
    if (running.has(run.key)) continue
    if (isReported(ctx, run)) {
      deps.runs.end(run.key)
      sweepReport.resumed++
      continue
    }
    // Without a job id it may still be a live process's run, between its claim and its submit
    // (an outbox folder shared by several processes): given back only once it cannot be.
    if (!(run.claimed && run.job) && now() - run.begunAt < RUN_GRACE_MS) continue
    let job = run.claimed && run.job ? await deps.jobs.get(run.job) : null
    if (job && !isEnded(job)) job = await deps.jobs.wait(job.id)
    if (job?.status === 'done' && job.result) {
      reportRun(ctx, run, job.result)
      deps.logger.warn(`[rechecks] ${run.key}: resumed and mailed`)
    } else {
      if (!(await giveBack(ctx, run))) return false
      deps.logger.warn(`[rechecks] ${run.key}: left unfinished; its claim given back, runs again`)
    }
    sweepReport.resumed++
  }
  return true
}

/**
 * One due re-check (steps 1 and 2 of the module doc): its request with its stored facts, charged
 * to the limits, then run (`runRecheck`). Resolves false when the sweep must end there (the day's
 * limit reached, the journal not written, the CMS not reached); throws what the limits throw that
 * is not a refusal.
 */
async function sweepOne(
  ctx: SweepContext,
  recheck: DueRecheck,
  sweepReport: SweepReport,
): Promise<boolean> {
  const { deps } = ctx
  const facts = recheckFacts(recheck)
  if (facts.error)
    deps.logger.warn(
      `[rechecks] ${recheck.key}: its stored business facts are unreadable, run without them: ${facts.error}`,
    )
  const request = auditRequestSchema.safeParse({
    business_name: recheck.business_name,
    target_location: recheck.location,
    core_product_service: recheck.specialism,
    website: recheck.website,
    business_type: recheck.business_type ?? undefined,
    ...(facts.facts ? { business_facts: facts.facts } : {}),
  })
  if (!request.success) {
    deps.logger.warn(
      `[rechecks] ${recheck.key}: not a valid audit request: ${request.error.message}`,
    )
    sweepReport.failed++
    return true
  }
  try {
    await deps.limits.consume({
      customer: String(recheck.customer),
      ip: null,
      domain: auditDomain(request.data.website),
      calls: callsPerAudit({
        assistants: deps.assistants(),
        samples: deps.jobs.samples,
        withFacts: facts.facts !== null,
      }),
    })
  } catch (err) {
    if (!(err instanceof RateLimitError)) throw err
    sweepReport.limited++
    deps.logger.warn(`[rechecks] ${recheck.key}: ${err.limit} limit reached; stays due`)
    return err.limit === 'customer' || err.limit === 'domain'
  }
  return runRecheck(ctx, recheck, request.data, sweepReport)
}

/**
 * Runs one admitted re-check (steps 2 to 4 of the module doc): journals the run, claims it at the
 * CMS, runs its audit and queues its mail; a failed run gives its claim back. Resolves false when
 * the sweep must end there (the journal not written, the claim's answer lost).
 */
async function runRecheck(
  ctx: SweepContext,
  recheck: DueRecheck,
  request: AuditRequest,
  sweepReport: SweepReport,
): Promise<boolean> {
  const { deps, now, running } = ctx
  const at = new Date(now()).toISOString()
  const run: OpenRun = {
    key: `recheck:${recheck.key}:${at}`,
    recheck,
    claim: { key: recheck.key, last_run_at: recheck.last_run_at, at },
    requestId: `recheck-${randomUUID()}`,
    claimed: false,
    job: null,
    begunAt: now(),
  }
  running.add(run.key)
  try {
    try {
      deps.runs.begin(run, run.begunAt)
    } catch (err) {
      deps.logger.warn(
        `[rechecks] could not write the run of ${recheck.key}: ${(err as Error).message}`,
      )
      return false
    }
    try {
      if (!(await deps.cms.claim(run.claim))) {
        deps.runs.end(run.key)
        sweepReport.skipped++
        return true
      }
    } catch (err) {
      // Its answer lost: the claim may be taken. The run stays open; the next sweep gives it back.
      deps.logger.warn(`[rechecks] could not claim ${recheck.key}: ${(err as Error).message}`)
      return false
    }
    try {
      deps.runs.claimed(run.key)
      const { id } = await deps.jobs.submit(request, {
        key: null,
        join: false,
        requestId: run.requestId,
        customer: String(recheck.customer),
      })
      deps.runs.job(run.key, id)
      const job = await deps.jobs.wait(id)
      if (job.status !== 'done' || !job.result)
        throw new Error(`the audit ${job.status}: ${job.error?.message ?? 'no result'}`)
      reportRun(ctx, run, job.result)
      sweepReport.ran++
    } catch (err) {
      sweepReport.failed++
      deps.logger
        .child({ reqId: run.requestId })
        .warn(`[rechecks] ${recheck.key} failed, tried again later: ${(err as Error).message}`)
      await giveBack(ctx, run)
    }
    return true
  } finally {
    running.delete(run.key)
  }
}

/** The sweep (see module doc): `sweep(signal?)` → its `SweepReport`. */
export function createRecheckSweep(deps: RecheckSweepDeps) {
  const ctx: SweepContext = { deps, now: deps.now ?? Date.now, running: new Set<string>() }
  return async function sweep(signal?: AbortSignal): Promise<SweepReport> {
    const sweepReport: SweepReport = {
      due: 0,
      ran: 0,
      limited: 0,
      skipped: 0,
      failed: 0,
      resumed: 0,
    }
    try {
      if (!(await resumeRuns(ctx, sweepReport, signal))) return sweepReport
    } catch (err) {
      deps.logger.warn(`[rechecks] could not resume the open runs: ${(err as Error).message}`)
      return sweepReport
    }
    let due: DueRecheck[]
    try {
      due = await deps.cms.due(dueBefore(new Date(ctx.now()), deps.interval), deps.batch ?? 20)
    } catch (err) {
      deps.logger.warn(`[rechecks] could not list due re-checks: ${(err as Error).message}`)
      return sweepReport
    }
    sweepReport.due = due.length
    for (const recheck of due) {
      if (signal?.aborted) break
      if (!(await sweepOne(ctx, recheck, sweepReport))) break
    }
    return sweepReport
  }
}
