/**
 * The functions API for tests: `testApp(deps)` → `createApp` with in-process audit jobs built by
 * jobs/index.ts `createJobs`, as server.ts builds them without REDIS_URL.
 *
 * `deps` are createApp's, without `jobs`, plus what the jobs' runner takes: `assistants` (default
 * none: audits answer 503), `samples` (default 1), `deadlineMs` (default none) and `jobs` (partial
 * limits; default 4 at once, 100 waiting, ended jobs kept an hour). `cache` (default none),
 * `results` (default a new in-memory SQLite store; the runner signs each result's `audit_token`
 * with `leads.unsubscribeSecret`, as server.ts does) and `logger` (default stdout) are shared by
 * the app and the runner.
 */
import { createApp, type AppDeps } from '../../src/app'
import { createJobs, type JobsConfig, type JobsDeps } from '../../src/jobs'
import { noCache } from '../../src/jobs/cache'
import { SqliteAuditResults } from '../../src/jobs/results'
import { createLogger } from '@aivis/contract/log'

/** The limits of the test jobs unless a test says otherwise. */
export const TEST_JOBS: JobsConfig['jobs'] = { concurrency: 4, maxQueued: 100, keepMs: 3_600_000 }

export type TestAppDeps = Omit<AppDeps, 'jobs'> & {
  assistants?: JobsDeps['assistants']
  samples?: number
  deadlineMs?: number
  jobs?: Partial<JobsConfig['jobs']>
}

/** The app over in-process jobs (see module doc). */
export function testApp(deps: TestAppDeps) {
  const { assistants, samples, deadlineMs, jobs: limits, ...app } = deps
  const cache = app.cache ?? noCache
  const results = app.results ?? new SqliteAuditResults(':memory:')
  const logger = app.logger ?? createLogger('audit-service')
  const jobs = createJobs(
    {
      redisUrl: null,
      samples: samples ?? 1,
      calls: { deadlineMs },
      jobs: { ...TEST_JOBS, ...limits },
    },
    {
      assistants: assistants ?? (() => null),
      cache,
      results,
      tokenSecret: app.leads.unsubscribeSecret,
      leads: app.leads,
      logger,
    },
  )
  return createApp({ ...app, cache, results, logger, jobs })
}

/**
 * `oneAssistant(text)`: the `assistants` and `describe` of an app where ChatGPT alone answers every
 * question with `text` (default a list naming Acme Dental), at once and without search.
 */
export function oneAssistant(text = '1. **Acme Dental**') {
  return {
    assistants: () => [
      {
        id: 'chatgpt' as const,
        name: 'ChatGPT',
        model: 'm',
        simulated: false,
        webSearch: false,
        ask: async () => ({ text, citations: [], searched: false }),
      },
    ],
    describe: () => ({ assistants: ['chatgpt'], simulated: false }),
  }
}
