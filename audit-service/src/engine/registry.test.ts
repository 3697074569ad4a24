import { auditRequestSchema } from '@aivis/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { startSimulator, type Simulator } from '../simulator/server'
import { assistantRegistry } from './registry'

const requestA = auditRequestSchema.parse({ businessName: 'A', location: 'Perth', specialism: 'x' })
const requestB = auditRequestSchema.parse({
  businessName: 'B',
  location: 'Hobart',
  specialism: 'y',
})

let sim: Simulator
beforeAll(async () => {
  sim = await startSimulator({ minLatencyMs: 1, maxLatencyMs: 2 })
})
afterAll(() => sim.close())

describe('assistantRegistry', () => {
  it('creates real-vendor clients once and hands the same ones to every request', () => {
    const registry = assistantRegistry(
      loadConfig({ OPENAI_API_KEY: 'sk-1', ANTHROPIC_API_KEY: 'a-1' }),
      sim,
    )
    const first = registry.assistantsFor(requestA)!
    const second = registry.assistantsFor(requestB)!
    expect(first.map((a) => a.id)).toEqual(['chatgpt', 'claude'])
    expect(first.every((a) => !a.simulated)).toBe(true)
    first.forEach((assistant, i) => expect(second[i]).toBe(assistant))
    expect(registry.describe()).toEqual({ assistants: ['chatgpt', 'claude'], simulated: false })
  })

  it('creates simulated assistants per request, for the request’s market', async () => {
    const registry = assistantRegistry(loadConfig({}), sim)
    const first = registry.assistantsFor(requestA)!
    const second = registry.assistantsFor(requestB)!
    expect(first).toHaveLength(4)
    expect(first.every((a) => a.simulated)).toBe(true)
    expect(second[0]).not.toBe(first[0])
    expect(registry.describe()).toEqual({
      assistants: ['chatgpt', 'claude', 'gemini', 'perplexity'],
      simulated: true,
    })
  })

  it('hands out no assistant when simulation is not allowed and no key is set', () => {
    const registry = assistantRegistry(
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: 'prod-key-0123456789abcdef0123456789abcdef',
        UNSUBSCRIBE_SECRET: 'prod-unsubscribe-secret-0123456789abcdef',
        FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789abcdef',
      }),
      sim,
    )
    expect(registry.assistantsFor(requestA)).toBeNull()
    expect(registry.describe()).toEqual({ assistants: [], simulated: false })
  })
})
