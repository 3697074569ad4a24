/**
 * The functions API over the simulated assistants, for HTTP tests: every assistant of the contract
 * through its real SDK, pointed at the simulator of src/simulator/server.ts.
 *
 * - `useSimulator()`, called at the top of a test file: starts a simulator (1 to 3 ms an answer)
 *   before the file's tests and closes it after them; returns `sim()`, that simulator.
 * - `simulatedAssistants(sim, maxOutputTokens)` → the `assistants` and `describe` of `testApp`
 *   (test/support/app.ts): the four assistants, 5 s timeout, no retry, at most `maxOutputTokens`
 *   (default 1024) tokens an answer, marked simulated.
 * - `simulatedApp(sim, deps)` → `testApp` over those assistants, with an in-memory lead outbox
 *   (`memoryLeads()`), a logger that writes nothing and `TEST_PROXY_SECRET` as the web proxy's
 *   secret. `deps` are testApp's (limits, cache, leads...), each replacing the default, plus
 *   `maxOutputTokens`.
 */
import { afterAll, beforeAll } from 'vitest'
import { ASSISTANT_IDS } from '@aivis/contract'
import { createAssistant } from '../../src/engine/assistants'
import { simulatedSettings, startSimulator, type Simulator } from '../../src/simulator/server'
import { testApp, type TestAppDeps } from './app'
import { memoryLeads } from './leads'
import { quietLogger } from './logger'

/** The web proxy's secret (FUNCTIONS_PROXY_SECRET) in tests: requests sent as the site send it. */
export const TEST_PROXY_SECRET = 'test-functions-proxy-secret-0123456789'

/** A simulator for the tests of this file (see module doc). */
export function useSimulator(): () => Simulator {
  let sim: Simulator | undefined
  beforeAll(async () => {
    sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 3 })
  })
  afterAll(() => sim?.close())
  return () => {
    if (!sim) throw new Error('useSimulator: the simulator starts in beforeAll')
    return sim
  }
}

/** Every assistant, simulated behind its real SDK (see module doc). */
export function simulatedAssistants(
  sim: Simulator,
  maxOutputTokens = 1024,
): Pick<TestAppDeps, 'assistants' | 'describe'> {
  const settings = simulatedSettings(sim)
  return {
    assistants: () =>
      ASSISTANT_IDS.map((id) =>
        createAssistant(id, settings[id], {
          timeoutMs: 5000,
          retries: 0,
          maxOutputTokens,
          simulated: true,
        }),
      ),
    describe: () => ({ assistants: [...ASSISTANT_IDS], simulated: true }),
  }
}

export type SimulatedAppDeps = Partial<TestAppDeps> & { maxOutputTokens?: number }

/** The service with the simulated assistants (see module doc). */
export function simulatedApp(sim: Simulator, { maxOutputTokens, ...deps }: SimulatedAppDeps = {}) {
  return testApp({
    ...simulatedAssistants(sim, maxOutputTokens),
    proxySecret: TEST_PROXY_SECRET,
    ...deps,
    leads: deps.leads ?? memoryLeads(),
    logger: deps.logger ?? quietLogger(),
  })
}
