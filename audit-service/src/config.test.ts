import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const repoRoot = path.resolve(import.meta.dirname, '../..')

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3002)
    expect(c.production).toBe(false)
    expect(c.allowSimulated).toBe(true)
    expect(c.cms).toEqual({ url: 'http://localhost:3001', apiKey: 'dev-audit-service-api-key-0000000000000000' })
    expect(c.outbox).toEqual({ dir: path.join(repoRoot, 'data/outbox'), retryMs: 30_000 })
    expect(c.timeoutMs).toBe(45_000)
    expect(c.assistants).toEqual({ chatgpt: null, claude: null, gemini: null, perplexity: null })
  })

  it('treats empty strings as unset (as .env.example leaves them)', () => {
    const c = loadConfig({ PORT: '', OPENAI_API_KEY: '', OPENAI_MODEL: '', ALLOW_SIMULATED: '', CMS_URL: ' ', APP_ENV: '' })
    expect(c.port).toBe(3002)
    expect(c.assistants.chatgpt).toBeNull()
    expect(c.cms.url).toBe('http://localhost:3001')
    expect(c.allowSimulated).toBe(true)
  })

  it('configures each assistant with a key, with model defaults and base URLs', () => {
    const c = loadConfig({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: 'http://localhost:11434/v1', ANTHROPIC_API_KEY: 'a', GEMINI_API_KEY: 'g', PERPLEXITY_API_KEY: 'p' })
    expect(c.assistants.chatgpt).toEqual({ apiKey: 'sk-1', baseURL: 'http://localhost:11434/v1', model: 'gpt-4o-mini' })
    expect(c.assistants.claude).toEqual({ apiKey: 'a', baseURL: undefined, model: 'claude-3-5-haiku-latest' })
    expect(c.assistants.gemini).toEqual({ apiKey: 'g', baseURL: undefined, model: 'gemini-2.0-flash' })
    expect(c.assistants.perplexity).toEqual({ apiKey: 'p', baseURL: 'https://api.perplexity.ai', model: 'sonar' })
  })

  it('refuses simulation in production unless ALLOW_SIMULATED=true', () => {
    expect(loadConfig({ APP_ENV: 'production', CMS_API_KEY: 'k' }).allowSimulated).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).allowSimulated).toBe(false)
    expect(loadConfig({ APP_ENV: 'production', CMS_API_KEY: 'k', ALLOW_SIMULATED: 'true' }).allowSimulated).toBe(true)
    expect(loadConfig({ APP_ENV: 'development', ALLOW_SIMULATED: 'false' }).allowSimulated).toBe(false)
  })

  it('resolves a relative OUTBOX_DIR against the repository root and keeps an absolute one', () => {
    expect(loadConfig({ OUTBOX_DIR: './tmp/box' }).outbox.dir).toBe(path.join(repoRoot, 'tmp/box'))
    expect(loadConfig({ OUTBOX_DIR: '/var/outbox' }).outbox.dir).toBe('/var/outbox')
  })

  it('refuses a URL that is not http(s), naming the variable but not its value', () => {
    expect(() => loadConfig({ CMS_URL: 'localhost:3001' })).toThrow(/CMS_URL: must be an http:\/\/ or https:\/\/ URL/)
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-secret-value', OPENAI_BASE_URL: 'ftp://x' })).toThrow(/OPENAI_BASE_URL/)
    let message = ''
    try {
      loadConfig({ OPENAI_API_KEY: 'sk-secret-value', OPENAI_BASE_URL: 'not a url sk-secret', PORT: 'sk-secret-port' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/PORT[\s\S]*OPENAI_BASE_URL/)
    expect(message).not.toMatch(/sk-secret/)
    expect(loadConfig({ CMS_URL: 'http://cms:3001/' }).cms.url).toBe('http://cms:3001')
  })

  it('refuses the development CMS key when APP_ENV=production', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/CMS_API_KEY: set the CMS service account key/)
    expect(() => loadConfig({ APP_ENV: 'production', CMS_API_KEY: 'dev-audit-service-api-key-0000000000000000' })).toThrow(/CMS_API_KEY/)
    expect(loadConfig({ APP_ENV: 'production', CMS_API_KEY: 'real-key' }).cms.apiKey).toBe('real-key')
    // NODE_ENV=production alone (the container image) keeps the development defaults (decision 0007)
    expect(loadConfig({ NODE_ENV: 'production' }).cms.apiKey).toBe('dev-audit-service-api-key-0000000000000000')
  })

  it('names every bad variable in one clear error', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_ENV: 'prod', ALLOW_SIMULATED: 'maybe' })).toThrow(/Invalid audit-service configuration:[\s\S]*PORT[\s\S]*APP_ENV[\s\S]*ALLOW_SIMULATED/)
  })
})
