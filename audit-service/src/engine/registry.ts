/**
 * Which assistants answer an audit, from plain settings (`RegistrySettings`; registrySettings.ts
 * maps the service's config to them): every vendor with settings (real vendors, or any
 * OpenAI-compatible server through OPENAI_BASE_URL); with none at all, the simulated assistants
 * when `simulated` is given (registrySettings.ts gives them only when a simulator runs and
 * simulation is allowed: always outside production, in production only with ALLOW_SIMULATED=true;
 * docs/decisions/0004); otherwise none (audits refused with 503).
 *
 * This is the second of two guards: `server.ts` starts no simulator when simulation is not allowed,
 * and the registry hands out simulated assistants only when it is given their settings, which
 * registrySettings.ts does only when simulation is allowed, so a test proves the 503 without
 * starting a process.
 *
 * `assistantRegistry({ vendors, simulated, calls })` → `{ configured, assistantsFor(request),
 * describe() }`. Real-vendor SDK clients are created once, here, and shared by every request;
 * simulated ones are created per request because they carry the request's market in `x-sim-*`
 * headers. Either way each vendor's calls share one concurrency cap (`calls.vendorConcurrency`)
 * across all audits. Real and simulated assistants alike are offered their vendor's web search
 * when `calls.webSearch` (AUDIT_WEB_SEARCH) is on, through the same SDK calls (the simulator
 * answers the vendors' searched formats); ChatGPT on a chat-only server (OPENAI_CHAT_ONLY) never
 * searches (docs/decisions/0050).
 *
 * Each vendor also has one circuit breaker (opossum) shared by every audit of the process: when half
 * or more of its calls in the last minute failed as an outage would (429, 5xx, timeouts, connection
 * errors; at least 10 calls), the vendor is skipped for `calls.breakerResetMs` (its calls fail
 * at once with `code: 'EOPENBREAKER'`, reason 'paused after repeated failures'), then one call tries
 * it again. A cancelled call or a 4xx other than 408/429 does not count (docs/decisions/0047).
 */
import { ASSISTANT_IDS, type AssistantId, type AuditRequest } from '@aivis/contract'
import CircuitBreaker from 'opossum'
import {
  createAssistant,
  vendorLimits,
  type Assistant,
  type AssistantReply,
  type AssistantSettings,
  type CallOptions,
} from './assistants'

/** What the registry is built from (see module doc). */
export interface RegistrySettings {
  /** Each vendor's key, base URL and model; null or absent: that vendor has no key. */
  vendors: Partial<Record<AssistantId, AssistantSettings | null>>
  /**
   * The simulated assistants' settings (simulator/server.ts `simulatedSettings`), used when no
   * vendor has settings; null when simulation is not allowed or no simulator runs.
   */
  simulated: Record<AssistantId, AssistantSettings> | null
  /**
   * How every call is made (engine/assistants/ `CallOptions`: timeout, retries, output cap, web
   * search), each vendor's cap on calls in flight across every audit, and how long a vendor
   * failing as an outage would is paused, ms.
   */
  calls: Omit<CallOptions, 'limit' | 'simulated' | 'headers'> & {
    vendorConcurrency: number
    breakerResetMs: number
  }
}

/** Whether an error says the vendor is down or overloaded (counts toward opening its breaker). */
export function isOutage(err: unknown): boolean {
  const e = (err ?? {}) as { status?: unknown; name?: unknown; message?: unknown; code?: unknown }
  if (typeof e.status === 'number') return e.status === 408 || e.status === 429 || e.status >= 500
  const text = `${String(e.name ?? '')} ${String(e.message ?? '')} ${String(e.code ?? '')}`
  if (/abort/i.test(text) && !/timeout/i.test(text)) return false
  return /timeout|timed out|connection|econnrefused|econnreset|enotfound|fetch failed|socket/i.test(
    text,
  )
}

/** One breaker per vendor; `fire(fn)` runs `fn` unless the vendor is paused. */
export function vendorBreakers(resetMs: number) {
  return Object.fromEntries(
    ASSISTANT_IDS.map((id) => [
      id,
      new CircuitBreaker((fn: () => Promise<AssistantReply>) => fn(), {
        timeout: false,
        errorThresholdPercentage: 50,
        volumeThreshold: 10,
        rollingCountTimeout: 60_000,
        resetTimeout: resetMs,
        errorFilter: (err: unknown) => !isOutage(err),
      }),
    ]),
  ) as Record<
    (typeof ASSISTANT_IDS)[number],
    CircuitBreaker<[() => Promise<AssistantReply>], AssistantReply>
  >
}

/** `a` with its calls through its vendor's breaker. */
function guarded(
  a: Assistant,
  breaker: ReturnType<typeof vendorBreakers>[keyof ReturnType<typeof vendorBreakers>],
): Assistant {
  return { ...a, ask: (question, opts) => breaker.fire(() => a.ask(question, opts)) }
}

/** See module doc. `assistantsFor` returns null when no assistant may answer (a 503). */
export function assistantRegistry(settings: RegistrySettings) {
  const configured = ASSISTANT_IDS.filter((id) => settings.vendors[id])
  const limits = vendorLimits(settings.calls.vendorConcurrency)
  const breakers = vendorBreakers(settings.calls.breakerResetMs)
  // `settings.calls` carries `webSearch` to every assistant, real or simulated.
  const calls = (id: AssistantId) => ({ ...settings.calls, limit: limits[id] })
  const real = configured.map((id) =>
    guarded(createAssistant(id, settings.vendors[id]!, calls(id)), breakers[id]),
  )
  const sim = configured.length === 0 ? settings.simulated : null
  return {
    configured,
    breakers,
    assistantsFor(req: AuditRequest): Assistant[] | null {
      if (real.length) return [...real]
      if (!sim) return null
      const headers = {
        'x-sim-business': encodeURIComponent(req.business_name),
        'x-sim-specialism': encodeURIComponent(req.core_product_service),
        'x-sim-location': encodeURIComponent(req.target_location),
        // The business's own site, cited under its real domain when an answer names it.
        'x-sim-website': encodeURIComponent(req.website ?? ''),
        // The owner's facts, which the simulated contact answers state (simulator/contact.ts).
        ...(req.business_facts && Object.keys(req.business_facts).length > 0
          ? { 'x-sim-facts': encodeURIComponent(JSON.stringify(req.business_facts)) }
          : {}),
      }
      return ASSISTANT_IDS.map((id) =>
        guarded(
          createAssistant(id, sim[id], { ...calls(id), simulated: true, headers }),
          breakers[id],
        ),
      )
    },
    describe: () => ({
      assistants: configured.length ? configured : sim ? [...ASSISTANT_IDS] : [],
      simulated: !configured.length && !!sim,
      /** The assistants offered web search: part of an audit's identity (jobs/key.ts). */
      searching: real.length
        ? real.filter((a) => a.webSearch).map((a) => a.id)
        : sim
          ? ASSISTANT_IDS.filter(() => settings.calls.webSearch)
          : [],
    }),
  }
}
