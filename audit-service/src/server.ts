/**
 * Starts the audit service: reads the config (exits 1 with the list of bad variables), starts the
 * simulated assistants when no assistant key is set and simulation is allowed (docs/decisions/0004),
 * opens the lead outbox (OUTBOX_DB) and starts its relay to the CMS and SMTP_URL (pending leads
 * are delivered at once), the audit cache and the finished results (jobs/results.ts; SQLite files,
 * or Redis when REDIS_URL is set) and the audit jobs (jobs/index.ts `createJobs`: in process, or
 * queued on Redis for `npm run worker` processes), the monthly re-checks' scheduler
 * (rechecks/scheduler.ts: BullMQ with REDIS_URL, a timer without), and the HTTP server on PORT (default 3002),
 * logging its URL. Logs are JSON lines (pino, LOG_LEVEL; `@aivis/contract/log`).
 * SIGINT/SIGTERM: stop taking requests and starting re-checks, let the running audits and the relay finish what is in flight
 * (queued audits stay on disk for the next start, docs/decisions/0099),
 * close the outbox, exit 0 (forced after SHUTDOWN_TIMEOUT_MS, default the audit deadline + 10 s;
 * the lead of an audit finished meanwhile is in the outbox, delivered at the next start if not
 * before). An uncaught error is logged and the process stays up (process.ts).
 */
import path from 'node:path'
import { Redis } from 'ioredis'
import { createApp } from './app'
import { modelExtractor } from './extract/model'
import { RedisAuditCache, SqliteAuditCache, noCache, type AuditCache } from './jobs/cache'
import { createJobs } from './jobs'
import {
  RedisAuditResults,
  SqliteAuditResults,
  TieredAuditResults,
  type AuditResults,
} from './jobs/results'
import { loadConfig, type Config } from './config'
import { assistantRegistry } from './engine/registry'
import { registrySettings } from './registrySettings'
import { resolveLocation } from './engine/location'
import { loadPlaces } from './engine/mentions'
import { LeadRelay } from './leads/relay'
import { createAuditLimits } from './limits'
import { createLeadLimits } from './limits/leads'
import { createReportRenderer } from './report/renderer'
import { DEFAULT_REPORT_LIMITS, createReportLimits } from './report/reportLimits'
import { LeadStore } from './leads/store'
import { smtpMailer } from './mail/mailer'
import { installProcessGuards } from './process'
import { ASSISTANT_IDS } from '@aivis/contract'
import { createLogger } from '@aivis/contract/log'
import { startSimulator } from './simulator/server'
import { recheckCms } from './rechecks/cms'
import { RecheckRuns, recheckRunsFile } from './rechecks/runs'
import { startRecheckScheduler } from './rechecks/scheduler'
import { createRecheckSweep } from './rechecks/sweep'
import { normalizeWebsite, type BusinessFacts } from '@aivis/contract'
import { checkSiteAccess } from './extract/access'

const logger = createLogger('audit-service')
let config: Config
try {
  config = loadConfig()
} catch (err) {
  // The message names each bad variable; a stack trace would only hide it.
  logger.fatal((err as Error).message)
  process.exit(1)
}
const needsSimulator = ASSISTANT_IDS.every((id) => !config.assistants[id]) && config.allowSimulated
const simulator = needsSimulator ? await startSimulator(config.simulatedLatency) : null
const registry = assistantRegistry(registrySettings(config, simulator))

const store = new LeadStore(config.outbox.file)
const mailer = smtpMailer(config.mail)
const relay = new LeadRelay({
  store,
  cms: { url: config.cms.url, apiKey: config.cms.apiKey },
  mailer,
  baseMs: config.outbox.retryBaseMs,
  maxMs: config.outbox.retryMaxMs,
  logger,
})
relay.start()
const pending = store.stats()
if (pending.ops.pending || pending.mails.pending)
  logger.info(
    { ops: pending.ops.pending, mails: pending.mails.pending, outbox: config.outbox.file },
    'leads pending in the outbox',
  )

const redis = config.redisUrl ? new Redis(config.redisUrl) : null
redis?.on('error', (err) => logger.error({ err }, 'redis'))
const cache: AuditCache =
  config.cache.ttlMs === 0
    ? noCache
    : redis
      ? new RedisAuditCache(redis, config.cache.ttlMs)
      : new SqliteAuditCache(config.cache.file, config.cache.ttlMs)
// The finished audits results emails are built from (jobs/results.ts, kept 30 days) in a SQLite
// file beside the audit cache's; with workers, read through from Redis, where they write them.
const resultsFile = new SqliteAuditResults(
  path.join(path.dirname(config.cache.file), 'audit-results.db'),
)
const results: AuditResults = redis
  ? new TieredAuditResults(resultsFile, new RedisAuditResults(redis))
  : resultsFile
// The location gazetteer is built now (about 0.5 s), not inside the first visitor's audit.
if (config.calls.webSearch) resolveLocation('')
// The places answers are read with (engine/mentions/places.ts), loaded before the first audit.
loadPlaces()
const jobs = createJobs(config, {
  assistants: registry.assistantsFor,
  cache,
  results,
  tokenSecret: config.mail.unsubscribeSecret,
  leads: { store, wake: () => relay.wake() },
  logger,
  // Can the assistants read the business's site? Checked beside each audit's calls.
  ...(config.calls.siteAccess
    ? {
        siteAccess: (website: string, facts?: BusinessFacts) =>
          checkSiteAccess(normalizeWebsite(website), { facts }),
      }
    : {}),
})

// One set of limits for visitors' audits and re-checks alike: in memory they must be the same counters.
const limits = createAuditLimits(config.limits, { redis, logger })
// Monthly re-checks (docs/decisions/0079): the due ones are swept from the CMS and run as the
// customer's audits within the limits; each run's comparison is mailed through the outbox. Each
// run is journaled beside the outbox until it is mailed (docs/decisions/0100).
const recheckRuns = new RecheckRuns(recheckRunsFile(config.outbox.file))
const rechecks = startRecheckScheduler({
  sweep: createRecheckSweep({
    cms: recheckCms(config.cms),
    jobs,
    limits,
    assistants: () => registry.describe().assistants.length,
    leads: { store, wake: () => relay.wake() },
    runs: recheckRuns,
    interval: config.rechecks.interval,
    logger,
  }),
  everyMs: config.rechecks.sweepMs,
  redisUrl: config.redisUrl,
  logger,
})

// Report PDFs: made in a worker thread, cached, limited per client and audit (decision 0095).
const reports = {
  renderer: createReportRenderer(),
  limits: createReportLimits(DEFAULT_REPORT_LIMITS, { redis, logger }),
}

const app = createApp({
  extract: {
    model: config.assistants.chatgpt
      ? modelExtractor(config.assistants.chatgpt, { timeoutMs: 10_000 })
      : null,
  },
  jobs,
  cache,
  results,
  describe: registry.describe,
  leads: { store, wake: () => relay.wake(), unsubscribeSecret: config.mail.unsubscribeSecret },
  limits,
  leadLimits: createLeadLimits(config.leadLimits, { redis, logger }),
  logger,
  ready: redis
    ? async () => {
        if ((await redis.ping()) !== 'PONG') throw new Error('redis not ready')
      }
    : undefined,
  proxySecret: config.proxySecret,
  reports,
  cmsKey: config.cms.apiKey,
})

const server = app.listen(config.port, config.host, () => {
  const mode = registry.configured.length
    ? registry.configured.join(', ')
    : simulator
      ? 'simulated assistants'
      : 'NO assistants: audits refused (set a key or ALLOW_SIMULATED=true)'
  const runs = config.redisUrl
    ? 'audits queued on Redis for `npm run worker`'
    : `${config.jobs.concurrency} audits at once`
  logger.info(`audit-service listening on http://${config.host}:${config.port} (${mode}; ${runs})`)
})
server.on('error', (err: NodeJS.ErrnoException) => {
  logger.fatal(
    err.code === 'EADDRINUSE'
      ? `audit-service: port ${config.port} is already in use (set PORT)`
      : `audit-service: ${err.message}`,
  )
  process.exit(1)
})

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  const started = Date.now()
  logger.info({ signal }, 'shutting down: no new requests; finishing audits and lead deliveries')
  setTimeout(() => {
    logger.warn('shutdown took too long: exiting; unfinished leads stay in the outbox')
    process.exit(0)
  }, config.shutdownTimeoutMs).unref()
  const closed = new Promise<void>((r) => server.close(() => r()))
  server.closeIdleConnections()
  // No new re-check starts; the one running finishes its audit and queues its mail.
  await rechecks.close()
  recheckRuns.close()
  await jobs.close()
  // The answers of the audits just finished go out; then connections still open (progress
  // streams of visitors watching) are cut.
  await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))])
  server.closeAllConnections()
  await reports.renderer.close()
  await cache.close()
  await results.close()
  redis?.disconnect()
  await relay.stop()
  store.close()
  mailer.close()
  await simulator?.close()
  logger.info({ ms: Date.now() - started }, 'stopped')
  process.exit(0)
}
installProcessGuards(logger, shutdown)
