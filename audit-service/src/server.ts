/**
 * Starts the audit service: reads the config (exits 1 with the list of bad variables), starts the
 * simulated assistants when no assistant key is set and simulation is allowed (docs/decisions/0004),
 * the lead writer's outbox retry loop (first retry at once), and the HTTP server on PORT (default
 * 3002), logging its URL. SIGINT/SIGTERM stop it.
 */
import { createApp } from './app'
import { loadConfig, type Config } from './config'
import { assistantRegistry } from './engine/registry'
import { LeadWriter } from './leads/writer'
import { ASSISTANT_IDS } from './schema'
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
const simulator = needsSimulator ? await startSimulator() : null
const registry = assistantRegistry(config, simulator)

const leads = new LeadWriter({ cmsUrl: config.cms.url, apiKey: config.cms.apiKey, outboxDir: config.outbox.dir, retryMs: config.outbox.retryMs })
leads.start()

const app = createApp({ assistants: registry.assistantsFor, describe: registry.describe, leads })

const server = app.listen(config.port, () => {
  const mode = registry.configured.length ? registry.configured.join(', ') : simulator ? 'simulated assistants' : 'NO assistants: audits refused (set a key or ALLOW_SIMULATED=true)'
  console.log(`audit-service listening on http://localhost:${config.port} (${mode})`)
})
server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `audit-service: port ${config.port} is already in use (set PORT)` : `audit-service: ${err.message}`)
  process.exit(1)
})

const shutdown = () => {
  leads.stop()
  server.close()
  void simulator?.close()
  setTimeout(() => process.exit(0), 2000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
