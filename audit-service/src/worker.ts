/**
 * An audit worker (`npm run worker -w audit-service`), for REDIS_URL deployments: takes audit jobs
 * from the BullMQ queue on Redis (jobs/bull.ts) and runs at most AUDIT_CONCURRENCY at once, with
 * the same assistants, cache (Redis) and samples as the API process (jobs/index.ts
 * `startJobWorker`); each finished result is stored in Redis with its `audit_token` signed under
 * UNSUBSCRIBE_SECRET (jobs/results.ts), where the API process reads it for results emails. Each
 * finished audit is committed to the workers' lead outbox
 * (WORKER_OUTBOX_DB) with the key `audit:{jobId}` and delivered to the CMS by this process's relay,
 * so a job run again after a worker died is still one lead; the workers may share one outbox file,
 * each CMS write being leased by one relay at a time, and their relays send and queue no mail
 * (docs/decisions/0097). Start as many as needed (`docker compose up --scale audit-worker=N`).
 *
 * Exits 1 without REDIS_URL or with an invalid configuration. SIGINT/SIGTERM: finish the audits in
 * flight (BullMQ `worker.close()`), let the relay finish its delivery in flight, exit (forced after
 * SHUTDOWN_TIMEOUT_MS, default the audit deadline + 10 s). Logs are JSON lines (pino, LOG_LEVEL);
 * an uncaught error is logged and the process stays up (process.ts).
 */
import { Redis } from 'ioredis'
import { loadConfig, type Config } from './config'
import { assistantRegistry } from './engine/registry'
import { registrySettings } from './registrySettings'
import { resolveLocation } from './engine/location'
import { loadPlaces } from './engine/mentions'
import { startJobWorker } from './jobs'
import { RedisAuditCache, noCache } from './jobs/cache'
import { RedisAuditResults } from './jobs/results'
import { LeadRelay } from './leads/relay'
import { LeadStore } from './leads/store'
import { installProcessGuards } from './process'
import { ASSISTANT_IDS } from '@aivis/contract'
import { createLogger } from '@aivis/contract/log'
import { startSimulator } from './simulator/server'
import { normalizeWebsite, type BusinessFacts } from '@aivis/contract'
import { checkSiteAccess } from './extract/access'

const logger = createLogger('audit-worker')
let config: Config
try {
  config = loadConfig()
  if (!config.redisUrl) throw new Error('REDIS_URL: a worker takes its jobs from Redis; set it')
} catch (err) {
  logger.fatal((err as Error).message)
  process.exit(1)
}
const redisUrl = config.redisUrl!
const needsSimulator = ASSISTANT_IDS.every((id) => !config.assistants[id]) && config.allowSimulated
const simulator = needsSimulator ? await startSimulator(config.simulatedLatency) : null
const registry = assistantRegistry(registrySettings(config, simulator))

const store = new LeadStore(config.outbox.workerFile)
const relay = new LeadRelay({
  store,
  cms: { url: config.cms.url, apiKey: config.cms.apiKey },
  // Workers commit audit leads only and send no mail: their relay queues no alert message, it
  // reports failing writes to lead-delivery-failures (docs/decisions/0097).
  mailer: null,
  baseMs: config.outbox.retryBaseMs,
  maxMs: config.outbox.retryMaxMs,
  logger,
})
relay.start()

const redis = new Redis(redisUrl)
redis.on('error', (err) => logger.error({ err }, 'redis'))
const cache = config.cache.ttlMs === 0 ? noCache : new RedisAuditCache(redis, config.cache.ttlMs)
// The location gazetteer is built now (about 0.5 s), not inside the first visitor's audit.
if (config.calls.webSearch) resolveLocation('')
// The places answers are read with (engine/mentions/places.ts), loaded before the first audit.
loadPlaces()
const worker = startJobWorker(config, {
  assistants: registry.assistantsFor,
  cache,
  // Read by the API process: results emails are built from them (jobs/results.ts).
  results: new RedisAuditResults(redis),
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
const mode = registry.configured.length ? registry.configured.join(', ') : 'simulated assistants'
logger.info(
  `audit-worker ${process.pid} taking audit jobs from Redis, ${config.jobs.concurrency} at once (${mode})`,
)

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  const started = Date.now()
  logger.info({ signal }, 'shutting down: no new jobs; finishing audits and lead deliveries')
  setTimeout(() => {
    logger.warn('shutdown took too long: exiting; unfinished jobs are retried by other workers')
    process.exit(0)
  }, config.shutdownTimeoutMs).unref()
  await worker.close()
  await relay.stop()
  store.close()
  redis.disconnect()
  await simulator?.close()
  logger.info({ ms: Date.now() - started }, 'stopped')
  process.exit(0)
}
installProcessGuards(logger, shutdown)
