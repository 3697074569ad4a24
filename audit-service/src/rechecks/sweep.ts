/**
 * One sweep of the monthly re-checks (docs/decisions/0079): the scheduler (scheduler.ts) calls it
 * every RECHECK_SWEEP_SECONDS. For each re-check the CMS says is due (its last run one interval
 * ago or more, oldest first), in turn:
 *
 * 1. charge it to the limits as the customer's audit with no client address (limits/ `ip: null`):
 *    their daily count, the website's, and the day's vendor calls, never the part kept for new
 *    visitors. The customer's or the website's limit refusing skips that re-check for now; the
 *    day's budget refusing ends the sweep. Either way the re-check stays due for a later sweep.
 * 2. claim it in the CMS (its `last_run_at` moved from the value seen to now): a re-check another
 *    sweep took, or that was stopped meanwhile, is left alone;
 * 3. run the audit as the customer's job (no cache, no joining: `key` null; the runner records it
 *    with its owner, so it is on their dashboard);
 * 4. queue the `recheck_report` mail to the customer in the outbox under the key
 *    `recheck:{re-check key}:{run start}`, so each run mails once: the comparison with their
 *    previous audit of the business (mail/templates/RecheckReport.tsx).
 *
 * A run that fails (the audit failed, or the mail could not be queued) gives the claim back, so
 * the next sweep tries again. A CMS that cannot be reached ends the sweep (logged): nothing is
 * lost, the re-checks are still due.
 *
 * `createRecheckSweep(deps)` → `sweep(signal?)` resolving to a `SweepReport`; it does not throw
 * (failures are counted and logged). `signal` aborted: stops before the next re-check.
 * `dueBefore(now, interval)`: the latest `last_run_at` that is due at `now`.
 */
import { randomUUID } from 'node:crypto'
import {
  auditRequestSchema,
  recheckFigures,
  type AuditResult,
  type DueRecheck,
} from '@aivis/contract'
import type { AuditJobs } from '../jobs/types'
import type { LeadStore } from '../leads/store'
import { auditDomain, callsPerAudit, RateLimitError, type AuditLimits } from '../limits'
import type { RecheckRun } from '../mail/templates'
import type { RecheckCms } from './cms'

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
  jobs: Pick<AuditJobs, 'submit' | 'wait' | 'samples'>
  limits: AuditLimits
  /** How many assistants answer now (for the calls an audit costs). */
  assistants: () => number
  leads: { store: LeadStore; wake: () => void }
  interval: RecheckInterval
  /** Most re-checks one sweep asks the CMS for (default 20). */
  batch?: number
  log: (msg: string) => void
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
}

/** The mail's figures for a finished re-check. */
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
  }
}

export function createRecheckSweep(deps: RecheckSweepDeps) {
  const now = deps.now ?? Date.now
  return async function sweep(signal?: AbortSignal): Promise<SweepReport> {
    const report: SweepReport = { due: 0, ran: 0, limited: 0, skipped: 0, failed: 0 }
    let due: DueRecheck[]
    try {
      due = await deps.cms.due(dueBefore(new Date(now()), deps.interval), deps.batch ?? 20)
    } catch (err) {
      deps.log(`[rechecks] could not list due re-checks: ${(err as Error).message}`)
      return report
    }
    report.due = due.length
    for (const recheck of due) {
      if (signal?.aborted) break
      const request = auditRequestSchema.safeParse({
        business_name: recheck.business_name,
        target_location: recheck.location,
        core_product_service: recheck.specialism,
        website: recheck.website,
        business_type: recheck.business_type ?? undefined,
      })
      if (!request.success) {
        deps.log(`[rechecks] ${recheck.key}: not a valid audit request: ${request.error.message}`)
        report.failed++
        continue
      }
      try {
        await deps.limits.consume({
          customer: String(recheck.customer),
          ip: null,
          domain: auditDomain(request.data.website),
          calls: callsPerAudit({ assistants: deps.assistants(), samples: deps.jobs.samples }),
        })
      } catch (err) {
        if (!(err instanceof RateLimitError)) throw err
        report.limited++
        deps.log(`[rechecks] ${recheck.key}: ${err.limit} limit reached; stays due`)
        if (err.limit === 'customer' || err.limit === 'domain') continue
        break
      }
      const at = new Date(now()).toISOString()
      const claim = { key: recheck.key, last_run_at: recheck.last_run_at, at }
      try {
        if (!(await deps.cms.claim(claim))) {
          report.skipped++
          continue
        }
      } catch (err) {
        deps.log(`[rechecks] could not claim ${recheck.key}: ${(err as Error).message}`)
        break
      }
      try {
        const requestId = `recheck-${randomUUID()}`
        const { id } = await deps.jobs.submit(request.data, {
          key: null,
          join: false,
          requestId,
          customer: String(recheck.customer),
        })
        const job = await deps.jobs.wait(id)
        if (job.status !== 'done' || !job.result)
          throw new Error(`the audit ${job.status}: ${job.error?.message ?? 'no result'}`)
        const result = job.result
        deps.leads.store.accept(
          (tx) =>
            tx.mail(
              {
                key: `recheck:${recheck.key}:${at}`,
                kind: 'recheck_report',
                to: recheck.email,
                data: { key: recheck.key, recheck: recheckRun(result, recheck) },
              },
              now(),
              { once: true },
            ),
          { requestId },
        )
        deps.leads.wake()
        report.ran++
      } catch (err) {
        report.failed++
        deps.log(`[rechecks] ${recheck.key} failed, tried again later: ${(err as Error).message}`)
        await deps.cms
          .claim({ ...claim, release: true })
          .catch((e: Error) =>
            deps.log(`[rechecks] could not give back ${recheck.key}: ${e.message}`),
          )
      }
    }
    return report
  }
}
