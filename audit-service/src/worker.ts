/**
 * An audit worker (`npm run worker -w audit-service`), for REDIS_URL deployments: takes audit jobs
 * from the BullMQ queue on Redis (jobs/bull.ts) and runs at most AUDIT_CONCURRENCY at once, with
 * the same assistants, cache (Redis) and samples as the API process. Each finished audit is
 * committed to the workers' lead outbox (WORKER_OUTBOX_DB) with the key `audit:{jobId}` and
 * delivered to the CMS by this process's relay, so a job run again after a worker died is still
 * one lead. Start as many as needed (`docker compose up --scale audit-worker=N`).
 *
 * Exits 1 without REDIS_URL or with an invalid configuration. SIGINT/SIGTERM: finish the audits in
 * flight (BullMQ `worker.close()`), let the relay finish its delivery in flight, exit (forced after
 * 60 s).
 */
import { Redis } from 'ioredis'
import { loadConfig, type Config } from './config'
import { assistantRegistry } from './engine/registry'
import { startAuditWorker } from './jobs/bull'
import { RedisAuditCache, noCache } from './jobs/cache'
import { createAuditRunner } from './jobs/runner'
import { LeadRelay } from './leads/relay'
import { LeadStore } from './leads/store'
import type { MailRow } from './leads/store'
import { ASSISTANT_IDS } from '@aivis/contract'
import { startSimulator } from './simulator/server'

let config: Config
try {
  config = loadConfig()
  if (!config.redisUrl) throw new Error('REDIS_URL: a worker takes its jobs from Redis; set it')
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
const redisUrl = config.redisUrl!
const needsSimulator = ASSISTANT_IDS.every((id) => !config.assistants[id]) && config.allowSimulated
const simulator = needsSimulator ? await startSimulator(config.simulatedLatency) : null
const registry = assistantRegistry(config, simulator)

const store = new LeadStore(config.outbox.workerFile)
const relay = new LeadRelay({
  store,
  cms: { url: config.cms.url, apiKey: config.cms.apiKey },
  // Workers commit audit leads only, never a message.
  mailer: {
    send: async (row: MailRow) => {
      throw new Error(`a worker sends no mail (${row.kind} ${row.key})`)
    },
  },
  baseMs: config.outbox.retryBaseMs,
  maxMs: config.outbox.retryMaxMs,
})
relay.start()

const redis = new Redis(redisUrl)
redis.on('error', (err) => console.error(`[redis] ${err.message}`))
const cache = config.cache.ttlMs === 0 ? noCache : new RedisAuditCache(redis, config.cache.ttlMs)
const worker = startAuditWorker(
  redisUrl,
  createAuditRunner({
    assistants: registry.assistantsFor,
    samples: config.samples,
    deadlineMs: config.calls.deadlineMs,
    cache,
    leads: { store, wake: () => relay.wake() },
  }),
  {
    concurrency: config.jobs.concurrency,
    lockMs: config.jobs.lockMs,
    stalledIntervalMs: config.jobs.stalledIntervalMs,
  },
)
const mode = registry.configured.length ? registry.configured.join(', ') : 'simulated assistants'
console.log(
  `audit-worker ${process.pid} taking audit jobs from Redis, ${config.jobs.concurrency} at once (${mode})`,
)

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(0), 60_000).unref()
  await worker.close()
  await relay.stop()
  store.close()
  redis.disconnect()
  await simulator?.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
// A closed stdout/stderr (the parent went away) must not turn every log line into a new error.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
process.on('uncaughtException', (err) => console.error(`[audit-worker] uncaught: ${err.stack}`))
process.on('unhandledRejection', (err) =>
  console.error(`[audit-worker] unhandled rejection: ${(err as Error)?.stack ?? err}`),
)
