/**
 * Every asker's audit is their own (docs/decisions/0098): `PersonalJobs` wraps the jobs that run
 * audits (memory.ts, bull.ts) so that no answer hands out another asker's `audit_id` and
 * `audit_token`, the capability that reads, mails and claims an audit.
 *
 * - `submit`: a request that joins an audit already under way gets a job id of its own, which
 *   follows the run it joined (jobStore.ts `FollowStore`): its status and progress are the run's,
 *   and once the run is done its result is a copy under the follower's id with its own token
 *   (record.ts `personalCopy`), stored and recorded as its own audit (`recordAudit`: finished
 *   results, and a lead `audit:{id}` for the CMS) the first time it is read.
 * - `issue(cached, { requestId, customer })` → the cached result as a new audit: a new id, its own
 *   token, `cached: true`, stored and recorded the same way; `GET /audits/{id}` answers it.
 * - `get`, `watch`, `wait`: a done job's result is read from the finished results (the jobs keep
 *   no results, decision 0099); a job the jobs no longer know (ended long ago, or before a
 *   restart) whose result is stored still answers `done` with it.
 * - `release` of a follower releases the run it holds; `cancel` of a follower ends nothing (others
 *   may share the run).
 *
 * `new PersonalJobs(inner, { follows, results, tokenSecret, leads, logger })` (jobs/index.ts).
 * Errors of the stores are thrown to the caller (the routes answer them 5xx JSON).
 */
import { randomUUID } from 'node:crypto'
import { isEnded, type AuditJob, type AuditRequest, type AuditResult } from '@aivis/contract'
import type { FollowStore } from './jobStore'
import { personalCopy, recordAudit, type RecordDeps } from './record'
import type { AuditJobs, JobEvent, JobQueue, SubmitOptions } from './types'

export interface PersonalJobsDeps extends RecordDeps {
  /** Which run each joined request's job id follows. */
  follows: FollowStore
  /** The secret each copy's `audit_token` is signed with (UNSUBSCRIBE_SECRET). */
  tokenSecret: string
}

/** A follower's context, kept while the process runs: whom its copy is recorded for. */
interface Follower {
  requestId?: string
  customer: string | null
}

export class PersonalJobs implements AuditJobs {
  /** Followers submitted in this process: the request and customer their lead is recorded with. */
  private readonly followers = new Map<string, Follower>()

  constructor(
    private readonly inner: JobQueue,
    private readonly deps: PersonalJobsDeps,
  ) {}

  get samples() {
    return this.inner.samples
  }

  async submit(req: AuditRequest, opts: SubmitOptions) {
    const submitted = await this.inner.submit(req, opts)
    if (!submitted.joined) return submitted
    const id = randomUUID()
    await this.deps.follows.follow(id, submitted.id)
    this.followers.set(id, { requestId: opts.requestId, customer: opts.customer ?? null })
    return { id, joined: true }
  }

  /** The cached `result` as a new audit of the asker's (see module doc). */
  async issue(
    result: AuditResult,
    ctx: { requestId?: string; customer?: string | null },
  ): Promise<AuditResult> {
    const copy = personalCopy(result, randomUUID(), this.deps.tokenSecret, { cached: true })
    await recordAudit(copy, { customer: ctx.customer ?? null, requestId: ctx.requestId }, this.deps)
    return copy
  }

  async get(id: string): Promise<AuditJob | null> {
    const leader = await this.deps.follows.leaderOf(id)
    const job = await this.inner.get(leader ?? id)
    if (job) return leader ? this.asFollower(id, leader, job) : this.withResult(job)
    return this.fromResults(id)
  }

  async watch(id: string, listener: (e: JobEvent) => void) {
    const leader = await this.deps.follows.leaderOf(id)
    return this.inner.watch(leader ?? id, (e) => {
      if (e.type === 'progress' || !isEnded(e.job) || (!leader && e.job.result))
        return listener(
          e.type === 'status' && leader ? { type: 'status', job: this.hidden(id, e.job) } : e,
        )
      const ended = leader ? this.asFollower(id, leader, e.job) : this.withResult(e.job)
      void ended.then(
        (job) => listener({ type: 'status', job }),
        () => listener({ type: 'status', job: leader ? this.hidden(id, e.job) : e.job }),
      )
    })
  }

  async wait(id: string): Promise<AuditJob> {
    const leader = await this.deps.follows.leaderOf(id)
    const job = await this.inner.wait(leader ?? id)
    return leader ? this.asFollower(id, leader, job) : this.withResult(job)
  }

  async release(id: string) {
    await this.inner.release((await this.deps.follows.leaderOf(id)) ?? id)
  }

  async cancel(id: string) {
    if (await this.deps.follows.leaderOf(id)) return
    await this.inner.cancel(id)
  }

  async close() {
    await this.inner.close()
  }

  /** The leader's job as the follower's, without the leader's result. */
  private hidden(id: string, job: AuditJob): AuditJob {
    const { result: _result, ...rest } = job
    return { ...rest, id }
  }

  /** The leader's job as the follower's; done: with the follower's own copy of the result. */
  private async asFollower(id: string, leader: string, job: AuditJob): Promise<AuditJob> {
    const out = this.hidden(id, job)
    if (job.status !== 'done') return out
    const own = await this.deps.results.get(id)
    if (own) return { ...out, result: own }
    const ran = job.result ?? (await this.deps.results.get(leader))
    if (!ran) return { ...out, status: 'failed', error: GONE }
    const copy = personalCopy(ran, id, this.deps.tokenSecret)
    const asker = this.followers.get(id) ?? { customer: null }
    await recordAudit(copy, asker, this.deps)
    this.followers.delete(id)
    return { ...out, result: copy }
  }

  /** A done job with its result from the finished results. */
  private async withResult(job: AuditJob): Promise<AuditJob> {
    if (job.status !== 'done' || job.result) return job
    const result = await this.deps.results.get(job.id)
    return result ? { ...job, result } : { ...job, status: 'failed', error: GONE }
  }

  /** A job the jobs no longer know, answered from its stored result; null when none. */
  private async fromResults(id: string): Promise<AuditJob | null> {
    const result = await this.deps.results.get(id)
    if (!result) return null
    const at = result.audited_at ?? result.created_at
    return {
      id,
      status: 'done',
      progress: { done: 1, total: 1 },
      result,
      created_at: at,
      finished_at: at,
    }
  }
}

/** A done job whose result the store no longer has (expired, or never stored). */
const GONE = {
  error: 'internal',
  message: 'The result of this audit is no longer available. Please run the audit again.',
}
