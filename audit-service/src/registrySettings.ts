/**
 * The assistant registry's settings (engine/registry.ts `RegistrySettings`) from the service's
 * config: `registrySettings(config, simulator | null)` → `{ vendors, simulated, calls }`, where
 * `vendors` are the configured assistants (`config.assistants`: a key each, or null), `calls` are
 * `config.calls`, and `simulated` is the running simulator's settings (simulator/server.ts
 * `simulatedSettings`) only when `config.allowSimulated` (always outside production, in production
 * only with ALLOW_SIMULATED=true; docs/decisions/0004), else null. Pure; never throws.
 *
 * Built by server.ts and worker.ts (and by tests that run the service's assistants), so the engine
 * reads no config and knows no simulator.
 */
import type { Config } from './config'
import type { RegistrySettings } from './engine/registry'
import { simulatedSettings, type Simulator } from './simulator/server'

/** See module doc. */
export function registrySettings(config: Config, simulator: Simulator | null): RegistrySettings {
  return {
    vendors: config.assistants,
    simulated: simulator && config.allowSimulated ? simulatedSettings(simulator) : null,
    calls: config.calls,
  }
}
