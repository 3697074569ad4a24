/**
 * Monthly re-checks in the audit service (docs/decisions/0079): the sweep against a CMS that
 * speaks the re-check endpoints' contract over HTTP (a stand-in holding the re-checks in memory,
 * claims compare-and-set as the CMS's are), real in-process audit jobs over the simulated
 * assistants, the real limits and an in-memory outbox; the mail rendered and sent to a real SMTP
 * server; the stop link's routes; and the scheduler, in process and on a real Redis.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Queue } from 'bullmq'
import express from 'express'
import request from 'supertest'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ASSISTANT_IDS,
  dueRechecksSchema,
  recheckClaimSchema,
  type DueRecheck,
  type WrongFact,
} from '@aivis/contract'
import { loadConfig } from '../config'
import { assistantRegistry } from '../engine/registry'
import { registrySettings } from '../registrySettings'
import { createJobs } from '../jobs'
import { noCache } from '../jobs/cache'
import { redisConnection } from '../jobs/bull'
import { SqliteAuditResults } from '../jobs/results'
import type { AuditJobs } from '../jobs/types'
import { LeadStore } from '../leads/store'
import { createAuditLimits, type LimitSettings } from '../limits'
import { smtpMailer } from '../mail/mailer'
import { recheckStopUrl } from '../mail/links'
import { recheckReport, type RecheckRun } from '../mail/templates'
import { correctedLine, wrongLine } from '../mail/templates/RecheckFacts'
import { slipOf } from '../simulator/contact'
import { verifyRecheckStopToken } from '../tokens'
import { TEST_JOBS } from '../../test/support/app'
import { memoryLeads, TEST_UNSUBSCRIBE_SECRET } from '../../test/support/leads'
import { loggerInto, quietLogger } from '../../test/support/logger'
import { startRedis, type TestRedis } from '../../test/support/redis'
import { simulatedAssistants, useSimulator } from '../../test/support/simulated'
import { smtpCatcher } from '../../test/support/smtp'
import { recheckCms, type RecheckCms } from './cms'
import { RECHECK_QUEUE, startRecheckScheduler } from './scheduler'
import { recheckStopRoutes, RECHECK_STOP_TEXT } from './stopRoute'
import { factChanges } from './factChanges'
import { RecheckRuns, recheckRunsFile } from './runs'
import { createRecheckSweep, dueBefore, RUN_GRACE_MS, type RecheckInterval } from './sweep'

const sim = useSimulator()
const API_KEY = 'test-recheck-service-key-0123456789abcdef'

/** A stored re-check of the stand-in CMS. */
type Stored = DueRecheck & { active: boolean }

/** The CMS's re-check endpoints over HTTP, the re-checks in memory (see module doc). */
async function cmsStandIn(rechecks: Stored[], opts: { down?: () => boolean } = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://cms')
      const body = raw ? JSON.parse(raw) : undefined
      calls.push({ method: req.method ?? '', path: url.pathname, body })
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
      if (opts.down?.()) return send(503, { errors: [{ message: 'down' }] })
      if (req.headers.authorization !== `users API-Key ${API_KEY}`) return send(403, {})
      if (req.method === 'GET' && url.pathname === '/api/rechecks/due') {
        const before = new Date(url.searchParams.get('before')!).getTime()
        const due = rechecks
          .filter((r) => r.active && new Date(r.last_run_at).getTime() <= before)
          .sort((a, b) => a.last_run_at.localeCompare(b.last_run_at))
          .slice(0, Number(url.searchParams.get('limit')))
          .map(({ active: _active, ...r }) => r)
        return send(200, dueRechecksSchema.parse({ rechecks: due }))
      }
      if (req.method === 'POST' && url.pathname === '/api/rechecks/claim') {
        const claim = recheckClaimSchema.parse(body)
        const r = rechecks.find((x) => x.key === claim.key)
        const [from, to] = claim.release
          ? [claim.at, claim.last_run_at]
          : [claim.last_run_at, claim.at]
        if (!r || (!r.active && !claim.release) || r.last_run_at !== from)
          return send(200, { claimed: false })
        r.last_run_at = to
        r.runs += claim.release ? -1 : 1
        return send(200, { claimed: true })
      }
      send(404, {})
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  }
}

const recheck = (over: Partial<Stored> = {}): Stored => ({
  id: 1,
  key: 'recheck:3f1b2c4d-0000-4000-8000-000000000001',
  customer: 7,
  email: 'owner@example.com',
  business_name: 'Harbour Dental',
  specialism: 'dentist',
  location: 'Sydney',
  website: 'https://harbour.example',
  business_type: 'service',
  last_run_at: '2026-10-20T09:00:00.000Z',
  runs: 0,
  previous: {
    mentions: 0,
    answers: 40,
    competitors: ['Bright Smiles'],
    audited_at: '2026-10-20T09:00:00.000Z',
  },
  active: true,
  ...over,
})

const NOW = Date.parse('2026-11-25T09:00:00.000Z')
const LIMITS: LimitSettings = { perIpPerHour: 10, perDomainPerDay: 50, dailyCallBudget: 100_000 }

let leads: ReturnType<typeof memoryLeads>
let jobs: AuditJobs
const logs: string[] = []
beforeEach(() => {
  leads = memoryLeads()
  logs.length = 0
  jobs = createJobs(
    { redisUrl: null, samples: 1, calls: {}, jobs: TEST_JOBS },
    {
      assistants: simulatedAssistants(sim()).assistants!,
      cache: noCache,
      results: new SqliteAuditResults(':memory:'),
      tokenSecret: TEST_UNSUBSCRIBE_SECRET,
      leads,
      logger: quietLogger(),
    },
  )
})
afterEach(() => jobs.close())

/** A sweep over `cms` with these limits, at NOW, monthly. */
function sweepOf(
  cms: { url: string },
  opts: { limits?: LimitSettings; jobs?: AuditJobs; interval?: RecheckInterval } = {},
) {
  return createRecheckSweep({
    cms: recheckCms({ url: cms.url, apiKey: API_KEY, timeoutMs: 2000 }),
    jobs: opts.jobs ?? jobs,
    limits: createAuditLimits(opts.limits ?? LIMITS, { now: () => NOW }),
    assistants: () => 4,
    leads,
    runs: new RecheckRuns(':memory:'),
    interval: opts.interval ?? 'monthly',
    logger: loggerInto(logs),
    now: () => NOW,
  })
}

describe('when a re-check is due', () => {
  it('a month after its last run, same day and time; the last day of a shorter month', () => {
    expect(dueBefore(new Date('2026-11-25T09:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    )
    expect(dueBefore(new Date('2026-03-31T12:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(dueBefore(new Date('2028-03-31T12:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    )
    expect(dueBefore(new Date('2026-01-15T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2025-12-15T00:00:00.000Z',
    )
    expect(dueBefore(new Date('2026-01-15T00:00:10Z'), { seconds: 4 }).toISOString()).toBe(
      '2026-01-15T00:00:06.000Z',
    )
  })
})

describe('a sweep', () => {
  it("runs a due re-check once as the customer's audit and queues one comparison mail", async () => {
    const notDue = recheck({
      id: 2,
      key: 'recheck:not-due-yet',
      last_run_at: '2026-11-01T00:00:00.000Z',
    })
    const store = [recheck(), notDue]
    const cms = await cmsStandIn(store)
    try {
      const sweep = sweepOf(cms)
      expect(await sweep()).toEqual({
        due: 1,
        ran: 1,
        limited: 0,
        skipped: 0,
        failed: 0,
        resumed: 0,
      })
      // The audit is recorded as the customer's, and the re-check now counts from this run.
      const audits = leads.ops().filter((o) => o.collection === 'audits')
      expect(audits).toHaveLength(1)
      expect(audits[0].body).toMatchObject({
        business_name: 'Harbour Dental',
        location: 'Sydney',
        specialism: 'dentist',
        customer: '7',
      })
      expect(store[0]).toMatchObject({ last_run_at: new Date(NOW).toISOString(), runs: 1 })
      const mails = leads.mails()
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({
        kind: 'recheck_report',
        to: 'owner@example.com',
        key: `recheck:${store[0].key}:${new Date(NOW).toISOString()}`,
      })
      const data = mails[0].data as { key: string; recheck: Record<string, unknown> }
      expect(data.key).toBe(store[0].key)
      expect(data.recheck.previous).toEqual(recheck().previous)
      expect(data.recheck.answers).toBeGreaterThan(0)
      expect(data.recheck.by_assistant).toHaveLength(4)
      // Swept again: nothing is due any more.
      expect(await sweep()).toEqual({
        due: 0,
        ran: 0,
        limited: 0,
        skipped: 0,
        failed: 0,
        resumed: 0,
      })
      expect(leads.mails()).toHaveLength(1)
    } finally {
      await cms.close()
    }
  })

  it('two sweeps at once run the re-check once: the second finds it claimed', async () => {
    const store = [recheck()]
    const cms = await cmsStandIn(store)
    try {
      const [a, b] = await Promise.all([sweepOf(cms)(), sweepOf(cms)()])
      expect(a.ran + b.ran).toBe(1)
      expect(a.skipped + b.skipped).toBe(1)
      expect(leads.mails()).toHaveLength(1)
    } finally {
      await cms.close()
    }
  })

  it("skips a customer past their daily limit and stops at the day's budget, leaving them due", async () => {
    const store = [
      recheck({ id: 1, key: 'recheck:a1', last_run_at: '2026-10-01T00:00:00.000Z' }),
      recheck({
        id: 2,
        key: 'recheck:a2',
        last_run_at: '2026-10-02T00:00:00.000Z',
        business_name: 'Harbour Dental North',
      }),
      recheck({ id: 3, key: 'recheck:b1', customer: 8, last_run_at: '2026-10-03T00:00:00.000Z' }),
    ]
    const cms = await cmsStandIn(store)
    try {
      // One audit per customer a day: A's second re-check waits, B's runs.
      const report = await sweepOf(cms, { limits: { ...LIMITS, perCustomerPerDay: 1 } })()
      expect(report).toMatchObject({ due: 3, ran: 2, limited: 1 })
      expect(store.map((r) => r.runs)).toEqual([1, 0, 1])
      expect(store[1].last_run_at).toBe('2026-10-02T00:00:00.000Z')
    } finally {
      await cms.close()
    }
    const store2 = [recheck({ key: 'recheck:c1' }), recheck({ key: 'recheck:c2', customer: 9 })]
    const cms2 = await cmsStandIn(store2)
    try {
      // The day's calls: 41 per audit of 4 assistants; the first fits the budget without its
      // reserve (re-checks never spend it), the second does not: the sweep ends there.
      const report = await sweepOf(cms2, {
        limits: { ...LIMITS, dailyCallBudget: 100, reservePercent: 25 },
      })()
      expect(report).toMatchObject({ due: 2, ran: 1, limited: 1 })
      expect(store2.map((r) => r.runs)).toEqual([1, 0])
      expect(logs.some((l) => /recheck:c2: reserve limit reached; stays due/.test(l))).toBe(true)
    } finally {
      await cms2.close()
    }
  })

  it('gives the claim back when the audit fails, and mails nothing', async () => {
    const store = [recheck()]
    const cms = await cmsStandIn(store)
    const failing: AuditJobs = {
      ...jobs,
      samples: 1,
      submit: (req, o) => jobs.submit(req, o),
      wait: async (id) => ({
        id,
        status: 'failed',
        progress: { done: 0, total: 0 },
        created_at: new Date(NOW).toISOString(),
        error: { error: 'all_assistants_failed', message: 'Every assistant failed.' },
      }),
    }
    try {
      expect(await sweepOf(cms, { jobs: failing })()).toMatchObject({ ran: 0, failed: 1 })
      expect(store[0]).toMatchObject({ last_run_at: recheck().last_run_at, runs: 0 })
      expect(leads.mails()).toEqual([])
    } finally {
      await cms.close()
    }
  })

  it('ends quietly when the CMS is down: the re-checks stay due', async () => {
    const store = [recheck()]
    let down = true
    const cms = await cmsStandIn(store, { down: () => down })
    try {
      expect(await sweepOf(cms)()).toEqual({
        due: 0,
        ran: 0,
        limited: 0,
        skipped: 0,
        failed: 0,
        resumed: 0,
      })
      expect(logs.join('\n')).toMatch(/could not list due re-checks: .*answered 503/)
      down = false
      expect(await sweepOf(cms)()).toMatchObject({ ran: 1 })
    } finally {
      await cms.close()
    }
  })
})

describe('a run killed between its claim and its mail', () => {
  /** A promise that never settles: the process died at this step. */
  let died: () => void = () => {}
  const dies = () => (died(), new Promise<never>(() => {}))
  const NEVER = Number.MAX_SAFE_INTEGER

  /**
   * Where the first process dies: its call at that step never returns (the last: the run's end is
   * never written, the process gone right after the mail's commit).
   */
  const STEPS: {
    name: string
    cms?: (real: RecheckCms) => Partial<RecheckCms>
    jobs?: (real: AuditJobs) => Partial<AuditJobs>
    runs?: (real: RecheckRuns) => Partial<RecheckRuns>
    /** The first process's run is the one mailed: always, or when its audit job outlives it. */
    mailed?: 'always' | 'jobs survive'
  }[] = [
    { name: 'before its claim reaches the CMS', cms: () => ({ claim: dies }) },
    {
      name: 'after the CMS took the claim, before its answer',
      cms: (real) => ({ claim: async (c) => (await real.claim(c), dies()) }),
    },
    {
      name: 'after the audit was submitted',
      jobs: (real) => ({ submit: async (r, o) => (await real.submit(r, o), dies()) }),
    },
    { name: 'while the audit runs', jobs: () => ({ wait: dies }), mailed: 'jobs survive' },
    {
      name: 'after the mail was queued, before the run was ended',
      runs: () => ({ end: () => {} }),
      mailed: 'always',
    },
  ]

  let dir: string
  const opened: { close: () => unknown }[] = []
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rechecks-'))
  })
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** One audit-service process: its outbox and journal files in `dir`, its jobs (or shared ones). */
  function processAt(cmsUrl: string, at: number, shared?: AuditJobs) {
    const store = new LeadStore(path.join(dir, 'leads.db'))
    const runs = new RecheckRuns(recheckRunsFile(path.join(dir, 'leads.db')))
    opened.push(store, runs)
    const own =
      shared ??
      createJobs(
        { redisUrl: null, samples: 1, calls: {}, jobs: TEST_JOBS },
        {
          assistants: simulatedAssistants(sim()).assistants!,
          cache: noCache,
          results: new SqliteAuditResults(':memory:'),
          tokenSecret: TEST_UNSUBSCRIBE_SECRET,
          leads: { store, wake: () => {} },
          logger: quietLogger(),
        },
      )
    if (!shared) opened.push(own)
    const mails = () =>
      (store.due('mails', NEVER, 1000) as { key: string; kind: string }[]).filter(
        (m) => m.kind === 'recheck_report',
      )
    const sweepWith = (step?: (typeof STEPS)[number]) => {
      const cms = recheckCms({ url: cmsUrl, apiKey: API_KEY, timeoutMs: 2000 })
      const journal = step?.runs
        ? {
            open: () => runs.open(),
            begin: runs.begin.bind(runs),
            claimed: runs.claimed.bind(runs),
            job: runs.job.bind(runs),
            end: runs.end.bind(runs),
            ...step.runs(runs),
          }
        : runs
      return createRecheckSweep({
        cms: { ...cms, ...step?.cms?.(cms) },
        jobs: {
          submit: own.submit.bind(own),
          get: own.get.bind(own),
          wait: own.wait.bind(own),
          samples: own.samples,
          ...step?.jobs?.(own),
        },
        limits: createAuditLimits(LIMITS, { now: () => at }),
        assistants: () => 4,
        leads: { store, wake: () => {} },
        runs: journal as RecheckRuns,
        interval: 'monthly',
        logger: loggerInto(logs),
        now: () => at,
      })
    }
    return { runs, jobs: own, mails, sweepWith }
  }

  for (const jobsSurvive of [true, false])
    for (const step of STEPS)
      it(`${jobsSurvive ? 'jobs on Redis' : 'jobs in process'}: killed ${step.name}, the next process mails the run once`, async () => {
        const store = [recheck()]
        const cms = await cmsStandIn(store)
        try {
          const first = processAt(cms.url, NOW)
          // The first process dies at that step (or ends its sweep: the last step); its audit, if
          // it started, runs on meanwhile.
          const gone = new Promise<void>((r) => (died = r))
          await Promise.race([gone, first.sweepWith(step)()])
          const second = processAt(cms.url, NOW + 60_000, jobsSurvive ? first.jobs : undefined)
          expect(await second.sweepWith()()).toMatchObject({ failed: 0 })
          // Swept again: nothing left open, nothing due, nothing mailed again.
          expect(await second.sweepWith()()).toEqual({
            due: 0,
            ran: 0,
            limited: 0,
            skipped: 0,
            failed: 0,
            resumed: 0,
          })
          const mails = second.mails()
          expect(mails).toHaveLength(1)
          // The mailed run is the one the CMS counts: its run start is the re-check's last run.
          expect(mails[0].key).toBe(`recheck:${store[0].key}:${store[0].last_run_at}`)
          // The first run's own result when there is one; else its claim given back and run again.
          const resumed = step.mailed === 'always' || (step.mailed && jobsSurvive)
          expect(store[0].last_run_at).toBe(new Date(resumed ? NOW : NOW + 60_000).toISOString())
          expect(store[0].runs).toBe(1)
          expect(second.runs.open()).toEqual([])
        } finally {
          await cms.close()
        }
      })

  it('a run without a job is given back only once no live process can still be running it', async () => {
    const store = [recheck()]
    const cms = await cmsStandIn(store)
    try {
      const first = processAt(cms.url, NOW)
      const gone = new Promise<void>((r) => (died = r))
      void first.sweepWith(STEPS[1])()
      await gone
      // 10 s later (another process sharing the outbox folder): maybe still waiting for its claim.
      const soon = processAt(cms.url, NOW + 10_000)
      expect(await soon.sweepWith()()).toMatchObject({ due: 0, resumed: 0 })
      expect(soon.runs.open()).toHaveLength(1)
      expect(store[0].runs).toBe(1)
      const later = processAt(cms.url, NOW + RUN_GRACE_MS)
      expect(await later.sweepWith()()).toMatchObject({ due: 1, ran: 1, resumed: 1 })
      expect(later.mails()).toHaveLength(1)
      expect(store[0]).toMatchObject({
        runs: 1,
        last_run_at: new Date(NOW + RUN_GRACE_MS).toISOString(),
      })
    } finally {
      await cms.close()
    }
  })

  it('stopped between two re-checks (SIGTERM): the one running is mailed, the next stays due, nothing open', async () => {
    const store = [
      recheck({ key: 'recheck:t1', last_run_at: '2026-10-01T00:00:00.000Z' }),
      recheck({ key: 'recheck:t2', customer: 9, last_run_at: '2026-10-02T00:00:00.000Z' }),
    ]
    const cms = await cmsStandIn(store)
    try {
      const proc = processAt(cms.url, NOW)
      const stop = new AbortController()
      const sweep = proc.sweepWith({
        name: 'stopped',
        cms: (real) => ({ claim: (c) => (stop.abort(), real.claim(c)) }),
      })
      expect(await sweep(stop.signal)).toMatchObject({ due: 2, ran: 1, failed: 0 })
      expect(proc.mails().map((m) => m.key)).toEqual([`recheck:recheck:t1:${store[0].last_run_at}`])
      expect(store.map((r) => r.runs)).toEqual([1, 0])
      expect(store[1].last_run_at).toBe('2026-10-02T00:00:00.000Z')
      expect(proc.runs.open()).toEqual([])
    } finally {
      await cms.close()
    }
  })
})

describe("a re-check's mail", () => {
  it('says the change, the figures and the competitors, and stops with one click', async () => {
    const store = [recheck()]
    const cms = await cmsStandIn(store)
    const smtp = await smtpCatcher()
    const settings = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Visibly <hello@visibly.example>',
      salesEmail: 'sales@visibly.example',
      timeZone: 'Australia/Sydney',
      siteUrl: 'https://visibly.example',
      adminUrl: 'https://cms.visibly.example/admin',
      unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
    }
    const mailer = smtpMailer(settings)
    try {
      await sweepOf(cms)()
      const [row] = leads.mails()
      await mailer.send(row)
      expect(smtp.accepted).toHaveLength(1)
      // Headers unfolded, the quoted-printable body decoded.
      const raw = Buffer.from(
        smtp.accepted[0].raw
          .replace(/\r\n[ \t]+/g, ' ')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
      expect(raw).toMatch(/^Subject: Your monthly AI visibility re-check: Harbour Dental/m)
      const data = row.data.recheck as { mentions: number; answers: number }
      // 0 of 40 before; the simulated assistants name it now: a change the test can call.
      const rate = Math.round((data.mentions / data.answers) * 100)
      expect(raw).toContain(
        data.mentions > 0 ? `Mention rate rose from 0% to ${rate}%` : `No clear change (0% → 0%)`,
      )
      const stop = recheckStopUrl(settings, store[0].key)
      expect(raw).toContain(`List-Unsubscribe: <${stop}>`)
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      const token = new URL(stop).searchParams.get('token')
      expect(verifyRecheckStopToken(token, TEST_UNSUBSCRIBE_SECRET)).toBe(store[0].key)
      expect(raw).toContain('Stop these re-checks')
      expect(raw).toContain('https://visibly.example/app/dashboard')
    } finally {
      mailer.close()
      await smtp.close()
      await cms.close()
    }
  })
})

describe("a re-check with the owner's facts (decision 0116)", () => {
  const facts = {
    telephone: '+61 2 9555 0123',
    address: {
      streetAddress: '12 Harbour Street',
      addressLocality: 'Sydney',
      addressRegion: 'NSW',
      postalCode: '2000',
      addressCountry: 'AU',
    },
    openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00'],
    status: 'open',
  }
  /** Claude gave a wrong number last time; the simulator's Claude states Harbour Dental's right. */
  const lastTime: WrongFact = {
    kind: 'telephone',
    stated: '(02) 9555 0199',
    verdict: 'wrong',
    expected: '+61 2 9555 0123',
    assistant: 'claude',
    assistant_name: 'Claude',
    question: 'How do I contact Harbour Dental in Sydney?',
    question_kind: 'contact',
  }
  /** Jobs over the simulated assistants told each request's business and facts (the registry's). */
  const factJobs = () => {
    const registry = assistantRegistry(registrySettings(loadConfig({}), sim()))
    return createJobs(
      { redisUrl: null, samples: 1, calls: {}, jobs: TEST_JOBS },
      {
        assistants: (req) => registry.assistantsFor(req),
        cache: noCache,
        results: new SqliteAuditResults(':memory:'),
        tokenSecret: TEST_UNSUBSCRIBE_SECRET,
        leads,
        logger: quietLogger(),
      },
    )
  }

  it('asks the re-run with the stored facts, so it is fact-checked, and mails what changed since the previous fact check', async () => {
    expect(slipOf('claude', 'Harbour Dental')).toBe('none')
    expect(ASSISTANT_IDS.some((id) => slipOf(id, 'Harbour Dental') !== 'none')).toBe(true)
    const store = [
      recheck({
        business_facts: facts,
        previous: { ...recheck().previous!, wrong_facts: [lastTime] },
      }),
    ]
    const cms = await cmsStandIn(store)
    const withFacts = factJobs()
    try {
      expect(await sweepOf(cms, { jobs: withFacts })()).toMatchObject({ ran: 1, failed: 0 })
      const [audit] = leads.ops().filter((o) => o.collection === 'audits')
      const body = audit.body as {
        business_facts: unknown
        fact_check: { wrong_facts: WrongFact[] }
      }
      expect(body.business_facts).toEqual(facts)
      expect(body.fact_check.wrong_facts.length).toBeGreaterThan(0)
      const [row] = leads.mails()
      const run = row.data.recheck as RecheckRun
      expect(run.previous?.wrong_facts).toEqual([lastTime])
      expect(run.wrong_facts).toEqual(body.fact_check.wrong_facts)
      const changes = factChanges([lastTime], run.wrong_facts!)
      expect(changes.corrected).toEqual([lastTime])
      expect(changes.added.length).toBeGreaterThan(0)
      const mail = await recheckReport({
        recheck: run,
        stopUrl: 'https://visibly.example/stop',
        siteUrl: 'https://visibly.example',
      })
      const text = mail.text.replace(/\s+/g, ' ')
      expect(text).toContain('Facts about Harbour Dental')
      expect(text).toContain(correctedLine(lastTime))
      expect(text).toContain(
        'Claude no longer gives the wrong phone number “(02) 9555 0199” (yours: +61 2 9555 0123).',
      )
      expect(text).toContain('New wrong facts:')
      for (const f of changes.added) expect(text).toContain(wrongLine(f))
    } finally {
      await withFacts.close()
      await cms.close()
    }
  })

  it('runs without facts when the stored ones cannot be read: logged, never failed', async () => {
    const store = [recheck({ business_facts: { telephone: 'no digits', colour: 'blue' } })]
    const cms = await cmsStandIn(store)
    const withFacts = factJobs()
    try {
      expect(await sweepOf(cms, { jobs: withFacts })()).toMatchObject({ ran: 1, failed: 0 })
      expect(logs.join('\n')).toMatch(
        /recheck:3f1b2c4d-0000-4000-8000-000000000001: its stored business facts are unreadable, run without them/,
      )
      const [audit] = leads.ops().filter((o) => o.collection === 'audits')
      expect(audit.body).toMatchObject({ business_facts: null, fact_check: null })
      const run = leads.mails()[0].data.recheck as RecheckRun
      expect(run.wrong_facts).toBeNull()
    } finally {
      await withFacts.close()
      await cms.close()
    }
  })
})

describe('the stop link', () => {
  const app = () => {
    const a = express()
    a.use(
      '/functions/v1',
      recheckStopRoutes({
        store: leads.store,
        wake: leads.wake,
        unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
        logger: quietLogger(),
        now: () => NOW,
      }),
    )
    return a
  }
  const settings = {
    siteUrl: 'https://visibly.example',
    unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
  }
  const pathOf = (key: string) => {
    const url = new URL(recheckStopUrl(settings as never, key))
    return `${url.pathname}${url.search}`
  }

  it('shows one button; the button stops the re-check by its key through the outbox', async () => {
    const key = recheck().key
    const page = await request(app()).get(pathOf(key))
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.text).toContain(`<button type="submit">${RECHECK_STOP_TEXT.button}</button>`)
    expect(leads.ops()).toEqual([])
    const token = new URL(`https://x${pathOf(key)}`).searchParams.get('token')!
    const done = await request(app())
      .post('/functions/v1/recheck-stop')
      .type('form')
      .send({ token })
    expect(done.status).toBe(200)
    expect(done.text).toContain(RECHECK_STOP_TEXT.done)
    const [op] = leads.ops()
    expect(op).toMatchObject({ collection: 'rechecks', method: 'PATCH', kind: 'recheck_stop' })
    expect(op.where).toEqual({ idempotency_key: key })
    expect(op.body).toEqual({
      active: false,
      stopped_at: new Date(NOW).toISOString(),
    })
    expect(leads.wakes).toBe(1)
  })

  it("stops with the mail client's one-click POST (RFC 8058), and refuses a forged link", async () => {
    const one = await request(app())
      .post(pathOf(recheck().key))
      .type('form')
      .send('List-Unsubscribe=One-Click')
    expect(one.status).toBe(200)
    expect(leads.ops()).toHaveLength(1)
    const forged = await request(app()).get('/functions/v1/recheck-stop?token=abc.def')
    expect(forged.status).toBe(400)
    const json = await request(app())
      .post('/functions/v1/recheck-stop?token=abc.def')
      .send({ token: 'abc.def' })
    expect([json.status, json.body.error]).toEqual([400, 'invalid_token'])
    expect(leads.ops()).toHaveLength(1)
  })
})

describe('the scheduler', () => {
  let redis: TestRedis | undefined
  afterAll(() => redis?.stop())

  /** A sweep that counts its runs and how many ran at once at most. */
  const counting = (ms = 20) => {
    const seen = { runs: 0, now: 0, most: 0 }
    return {
      seen,
      sweep: async () => {
        seen.runs++
        seen.most = Math.max(seen.most, ++seen.now)
        await new Promise((r) => setTimeout(r, ms))
        seen.now--
      },
    }
  }

  it('in process: soon after the start, then every period, never two at once; close waits', async () => {
    const { seen, sweep } = counting(150)
    const scheduler = startRecheckScheduler({
      sweep,
      everyMs: 100,
      firstMs: 10,
      logger: quietLogger(),
    })
    await new Promise((r) => setTimeout(r, 520))
    await scheduler.close()
    const runs = seen.runs
    // A 150 ms sweep every 100 ms: ticks during a sweep are skipped, so about one sweep per 200 ms.
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(runs).toBeLessThanOrEqual(4)
    expect(seen.most).toBe(1)
    expect(seen.now).toBe(0)
    await new Promise((r) => setTimeout(r, 250))
    expect(seen.runs).toBe(runs)
  })

  it('on Redis: one BullMQ job scheduler for two processes, each sweep run by one of them', async () => {
    redis ??= await startRedis()
    const { seen, sweep } = counting()
    const a = startRecheckScheduler({
      sweep,
      everyMs: 300,
      firstMs: 50,
      redisUrl: redis.url,
      logger: quietLogger(),
    })
    const b = startRecheckScheduler({
      sweep,
      everyMs: 300,
      firstMs: 50,
      redisUrl: redis.url,
      logger: quietLogger(),
    })
    await new Promise((r) => setTimeout(r, 1700))
    await Promise.all([a.close(), b.close()])
    // One sweep every 300 ms however many processes schedule it: 5 or 6 in 1.7 s, not twice that.
    expect(seen.runs).toBeGreaterThanOrEqual(4)
    expect(seen.runs).toBeLessThanOrEqual(7)
    expect(seen.most).toBe(1)
  })

  it('on Redis: a schedule left with another period and its offset keeps the new period when sweeps outlast it', async () => {
    redis ??= await startRedis()
    const connection = redisConnection(redis.url)
    const queue = new Queue(RECHECK_QUEUE, { connection })
    try {
      await queue.obliterate({ force: true })
      // As an earlier start with the default 15 minutes left it (an offset of 12.7 minutes).
      await queue.upsertJobScheduler(
        'recheck-sweep',
        { every: 900_000, offset: 763_101 },
        { name: 'sweep' },
      )
      // Sweeps longer than the period: each next sweep is a catch-up, which uses the offset.
      const { seen, sweep } = counting(700)
      const logged: string[] = []
      const scheduler = startRecheckScheduler({
        sweep,
        everyMs: 300,
        redisUrl: redis.url,
        logger: loggerInto(logged),
      })
      await new Promise((r) => setTimeout(r, 4000))
      await scheduler.close()
      // Back to back: about 5 in 4 s (one stalled schedule gives 2, then none for 12 minutes).
      expect(seen.runs).toBeGreaterThanOrEqual(4)
      const stored = await queue.getJobScheduler('recheck-sweep')
      expect(stored?.every).toBe(300)
      expect(stored?.offset ?? 0).toBeLessThan(300)
      expect(stored!.next! - Date.now()).toBeLessThan(600)
      expect(logged.join('\n')).toMatch(/sweep schedule made again: its period was 900000 ms/)
    } finally {
      await queue.close()
      connection.disconnect()
    }
  })

  it('on Redis: the watchdog makes the schedule again when no sweep is due within two periods', async () => {
    redis ??= await startRedis()
    const connection = redisConnection(redis.url)
    const queue = new Queue(RECHECK_QUEUE, { connection })
    try {
      await queue.obliterate({ force: true })
      const { seen, sweep } = counting()
      const logged: string[] = []
      const scheduler = startRecheckScheduler({
        sweep,
        everyMs: 300,
        redisUrl: redis.url,
        logger: loggerInto(logged),
      })
      await new Promise((r) => setTimeout(r, 700))
      // The schedule and its next job gone (as after the Redis keys were lost or cleared).
      await queue.removeJobScheduler('recheck-sweep')
      const before = seen.runs
      await new Promise((r) => setTimeout(r, 1500))
      const after = seen.runs
      // A stalled schedule with its next sweep far away (another period's offset) is found too.
      await queue.removeJobScheduler('recheck-sweep')
      await queue.upsertJobScheduler(
        'recheck-sweep',
        { every: 300, startDate: Date.now() + 60_000 },
        { name: 'sweep' },
      )
      await new Promise((r) => setTimeout(r, 1500))
      await scheduler.close()
      expect(before).toBeGreaterThanOrEqual(1)
      expect(after - before).toBeGreaterThanOrEqual(2)
      expect(seen.runs - after).toBeGreaterThanOrEqual(2)
      expect(logged.join('\n')).toMatch(/sweep schedule made again: no schedule/)
      expect(logged.join('\n')).toMatch(/sweep schedule made again: no sweep due within 600 ms/)
    } finally {
      await queue.close()
      connection.disconnect()
    }
  })
})
