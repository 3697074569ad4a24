/**
 * Starts the audit service: reads the config, starts the simulated assistants when no assistant key
 * is set (and simulation is allowed), the lead writer's retry loop, and the HTTP server on PORT.
 */
import { createApp } from './app'
import { loadConfig } from './config'
import { assistantRegistry } from './engine/registry'
import { LeadWriter } from './leads/writer'
import { ASSISTANT_IDS } from './schema'
import { startSimulator } from './simulator/server'

const config = loadConfig()
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

const shutdown = () => {
  leads.stop()
  server.close()
  void simulator?.close()
  setTimeout(() => process.exit(0), 2000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
