/**
 * Which assistants answer an audit, from the config: every assistant with a key (real vendors, or any
 * OpenAI-compatible server through OPENAI_BASE_URL); with no key at all, the simulated assistants
 * when a simulator is given and simulation is allowed (`config.allowSimulated`: always outside
 * production, in production only with ALLOW_SIMULATED=true; docs/decisions/0004); otherwise none
 * (audits refused with 503).
 *
 * `assistantRegistry(config, simulator | null)` → `{ assistantsFor(request), describe() }`.
 */
import type { Config } from '../config'
import { ASSISTANT_IDS, type AuditRequest } from '../schema'
import { simulatedSettings, type Simulator } from '../simulator/server'
import { createAssistant, type Assistant } from './assistants'

export function assistantRegistry(config: Config, simulator: Simulator | null) {
  const configured = ASSISTANT_IDS.filter((id) => config.assistants[id])
  const sim = configured.length === 0 && simulator && config.allowSimulated ? simulatedSettings(simulator) : null
  return {
    configured,
    assistantsFor(req: AuditRequest): Assistant[] | null {
      if (configured.length) {
        return configured.map((id) => createAssistant(id, config.assistants[id]!, { timeoutMs: config.timeoutMs }))
      }
      if (!sim) return null
      const headers = {
        'x-sim-business': encodeURIComponent(req.business_name),
        'x-sim-specialism': encodeURIComponent(req.core_product_service),
        'x-sim-location': encodeURIComponent(req.target_location),
      }
      return ASSISTANT_IDS.map((id) => createAssistant(id, sim[id], { timeoutMs: config.timeoutMs, simulated: true, headers }))
    },
    describe: () => ({ assistants: configured.length ? configured : sim ? [...ASSISTANT_IDS] : [], simulated: !configured.length && !!sim }),
  }
}
