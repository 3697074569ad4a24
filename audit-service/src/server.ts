/**
 * Starts the audit service: reads the config (exits 1 with the list of bad variables), starts the
 * simulated assistants when no assistant key is set and simulation is allowed (docs/decisions/0004),
 * opens the lead outbox (OUTBOX_DB) and starts its relay to the CMS and SMTP_URL (pending leads
 * are delivered at once), the audit jobs and cache (jobs/: in process with a SQLite cache, or on
 * Redis with BullMQ when REDIS_URL is set — then `npm run worker` processes run the audits), and the
 * HTTP server on PORT (default 3002), logging its URL.
 * SIGINT/SIGTERM: stop taking requests, let the audits and the relay finish what is in flight,
 * close the outbox, exit (forced after 10 s). An uncaught error is logged and the process stays up: every
 * lead is in the outbox before it is acknowledged.
 */
import { Redis } from 'ioredis'
import { createApp } from './app'
import { modelExtractor } from './extract/model'
import { BullJobs } from './jobs/bull'
import { RedisAuditCache, SqliteAuditCache, noCache, type AuditCache } from './jobs/cache'
import { MemoryJobs } from './jobs/memory'
import { createAuditRunner } from './jobs/runner'
import type { AuditJobs } from './jobs/types'
import { loadConfig, type Config } from './config'
import { assistantRegistry } from './engine/registry'
import { LeadRelay } from './leads/relay'
import { createAuditLimits } from './limits'
import { LeadStore } from './leads/store'
import { smtpMailer } from './mail/mailer'
import { ASSISTANT_IDS } from '@aivis/contract'
import { startSimulator } from './simulator/server'

let config: Config
try {
  config = loadConfig()
} catch (err) {
  // The message names each bad variable; a stack trace would only hide it.
  console.error((err as Error).message)
  process.exit(1)
}
const needsSimulator = ASSISTANT_IDS.every((id) => !config.assistants[id]) && config.allowSimulated
const simulator = needsSimulator ? await startSimulator(config.simulatedLatency) : null
const registry = assistantRegistry(config, simulator)

const store = new LeadStore(config.outbox.file)
const mailer = smtpMailer(config.mail)
const relay = new LeadRelay({
  store,
  cms: { url: config.cms.url, apiKey: config.cms.apiKey },
  mailer,
  baseMs: config.outbox.retryBaseMs,
  maxMs: config.outbox.retryMaxMs,
})
relay.start()
const pending = store.stats()
if (pending.ops.pending || pending.mails.pending)
  console.log(
    `[leads] ${pending.ops.pending} CMS write(s) and ${pending.mails.pending} message(s) pending in ${config.outbox.file}`,
  )

const redis = config.redisUrl ? new Redis(config.redisUrl) : null
redis?.on('error', (err) => console.error(`[redis] ${err.message}`))
const cache: AuditCache =
  config.cache.ttlMs === 0
    ? noCache
    : redis
      ? new RedisAuditCache(redis, config.cache.ttlMs)
      : new SqliteAuditCache(config.cache.file, config.cache.ttlMs)
const jobs: AuditJobs = config.redisUrl
  ? new BullJobs(config.redisUrl, config.jobs)
  : new MemoryJobs(
      createAuditRunner({
        assistants: registry.assistantsFor,
        samples: config.samples,
        deadlineMs: config.calls.deadlineMs,
        cache,
        leads: { store, wake: () => relay.wake() },
      }),
      config.jobs,
    )

const app = createApp({
  extract: {
    model: config.assistants.chatgpt
      ? modelExtractor(config.assistants.chatgpt, { timeoutMs: 10_000 })
      : null,
  },
  jobs,
  cache,
  describe: registry.describe,
  leads: { store, wake: () => relay.wake(), unsubscribeSecret: config.mail.unsubscribeSecret },
  samples: config.samples,
  limits: createAuditLimits(config.limits, { redis }),
  ready: redis
    ? async () => {
        if ((await redis.ping()) !== 'PONG') throw new Error('redis not ready')
      }
    : undefined,
  proxySecret: config.proxySecret,
})

const server = app.listen(config.port, () => {
  const mode = registry.configured.length
    ? registry.configured.join(', ')
    : simulator
      ? 'simulated assistants'
      : 'NO assistants: audits refused (set a key or ALLOW_SIMULATED=true)'
  const runs = config.redisUrl
    ? 'audits queued on Redis for `npm run worker`'
    : `${config.jobs.concurrency} audits at once`
  console.log(`audit-service listening on http://localhost:${config.port} (${mode}; ${runs})`)
})
server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `audit-service: port ${config.port} is already in use (set PORT)`
      : `audit-service: ${err.message}`,
  )
  process.exit(1)
})

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(0), 10_000).unref()
  server.close()
  await jobs.close()
  await cache.close()
  redis?.disconnect()
  await relay.stop()
  store.close()
  mailer.close()
  await simulator?.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
// Leads are committed before they are acknowledged; an unexpected error must not take the
// service (and the relay) down.
// A closed stdout/stderr (the parent went away) must not turn every log line into a new error.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
process.on('uncaughtException', (err) => console.error(`[audit-service] uncaught: ${err.stack}`))
process.on('unhandledRejection', (err) =>
  console.error(`[audit-service] unhandled rejection: ${(err as Error)?.stack ?? err}`),
)
