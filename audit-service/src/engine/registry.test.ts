import { auditRequestSchema } from '@aivis/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { startSimulator, type Simulator } from '../simulator/server'
import { assistantRegistry } from './registry'
import { registrySettings } from '../registrySettings'
import { resolveLocation } from './location'

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
      registrySettings(loadConfig({ OPENAI_API_KEY: 'sk-1', ANTHROPIC_API_KEY: 'a-1' }), sim),
    )
    const first = registry.assistantsFor(requestA)!
    const second = registry.assistantsFor(requestB)!
    expect(first.map((a) => a.id)).toEqual(['chatgpt', 'claude'])
    expect(first.every((a) => !a.simulated)).toBe(true)
    first.forEach((assistant, i) => expect(second[i]).toBe(assistant))
    expect(registry.describe()).toEqual({
      assistants: ['chatgpt', 'claude'],
      simulated: false,
      searching: ['chatgpt', 'claude'],
    })
  })

  it('creates simulated assistants per request, for the request’s market', async () => {
    const registry = assistantRegistry(registrySettings(loadConfig({}), sim))
    const first = registry.assistantsFor(requestA)!
    const second = registry.assistantsFor(requestB)!
    expect(first).toHaveLength(4)
    expect(first.every((a) => a.simulated)).toBe(true)
    expect(second[0]).not.toBe(first[0])
    expect(registry.describe()).toEqual({
      assistants: ['chatgpt', 'claude', 'gemini', 'perplexity'],
      simulated: true,
      searching: ['chatgpt', 'claude', 'gemini', 'perplexity'],
    })
    expect(
      assistantRegistry(registrySettings(loadConfig({ AUDIT_WEB_SEARCH: 'off' }), sim)).describe()
        .searching,
    ).toEqual([])
  })

  it('offers every assistant its web search unless AUDIT_WEB_SEARCH is off; ChatGPT on a chat-only server never', () => {
    const keys = { OPENAI_API_KEY: 'sk-1', ANTHROPIC_API_KEY: 'a-1', GEMINI_API_KEY: 'g-1' }
    const searching = (env: Record<string, string>) =>
      assistantRegistry(registrySettings(loadConfig(env), sim))
        .assistantsFor(requestA)!
        .map((a) => [a.id, a.webSearch])
    expect(searching(keys)).toEqual([
      ['chatgpt', true],
      ['claude', true],
      ['gemini', true],
    ])
    expect(searching({ ...keys, AUDIT_WEB_SEARCH: 'off' })).toEqual([
      ['chatgpt', false],
      ['claude', false],
      ['gemini', false],
    ])
    expect(searching({ ...keys, OPENAI_CHAT_ONLY: 'true' })).toEqual([
      ['chatgpt', false],
      ['claude', true],
      ['gemini', true],
    ])
    // The simulated assistants take the same path: they search too, or not.
    expect(searching({}).every(([, on]) => on)).toBe(true)
    expect(searching({ AUDIT_WEB_SEARCH: 'off' }).some(([, on]) => on)).toBe(false)
  })

  it('the simulated assistants search through the vendors’ own SDK calls and cite their sources', async () => {
    const assistants = assistantRegistry(registrySettings(loadConfig({}), sim)).assistantsFor(
      requestA,
    )!
    const location = resolveLocation('Perth, WA')
    for (const a of assistants) {
      const reply = await a.ask('Who is the best x in Perth?', { location })
      expect(reply.searched, a.id).toBe(true)
      expect(reply.citations.length, a.id).toBeGreaterThan(0)
      for (const c of reply.citations) expect(c.url).toMatch(/^https?:\/\//)
    }
  })

  it('hands out no assistant when simulation is not allowed and no key is set', () => {
    const registry = assistantRegistry(
      registrySettings(
        loadConfig({
          APP_ENV: 'production',
          CMS_API_KEY: 'prod-key-0123456789abcdef0123456789abcdef',
          UNSUBSCRIBE_SECRET: 'prod-unsubscribe-secret-0123456789abcdef',
          FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789abcdef',
          SMTP_URL: 'smtps://smtp.example.com:465',
        }),
        sim,
      ),
    )
    expect(registry.assistantsFor(requestA)).toBeNull()
    expect(registry.describe()).toEqual({ assistants: [], simulated: false, searching: [] })
  })
})
