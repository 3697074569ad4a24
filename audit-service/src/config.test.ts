import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { DEFAULT_LEAD_LIMITS } from './limits/leads'

const repoRoot = path.resolve(import.meta.dirname, '../..')

const PROD_SECRET = 'prod-unsubscribe-secret-0123456789abcdef'
const PROD_SMTP = 'smtps://mailer:secret@smtp.example.com:465'

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3002)
    expect(c.production).toBe(false)
    expect(c.allowSimulated).toBe(true)
    expect(c.cms).toEqual({
      url: 'http://localhost:3001',
      apiKey: 'dev-audit-service-api-key-0000000000000000',
    })
    expect(c.outbox).toEqual({
      file: path.join(repoRoot, 'data/outbox/leads.db'),
      workerFile: path.join(repoRoot, 'data/outbox/worker-leads.db'),
      retryBaseMs: 1000,
      retryMaxMs: 300_000,
    })
    expect(c.mail).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:1025',
      siteUrl: 'http://localhost:3000',
      adminUrl: 'http://localhost:3001/admin',
    })
    expect(c.calls).toEqual({
      timeoutMs: 45_000,
      webSearch: true,
      siteAccess: true,
      retries: 2,
      // 8 audits at once × 12 calls each (with the owner's facts): every call of every running
      // audit goes at once.
      vendorConcurrency: 96,
      maxOutputTokens: 1024,
      deadlineMs: 100_000,
      breakerResetMs: 30_000,
    })
    expect(c.assistants).toEqual({ chatgpt: null, claude: null, gemini: null, perplexity: null })
    expect(c.redisUrl).toBeNull()
    expect(c.jobs).toEqual({
      concurrency: 8,
      maxQueued: 100,
      keepMs: 3_600_000,
      lockMs: 30_000,
      stalledIntervalMs: 30_000,
      // The in-process queue kept across a restart (docs/decisions/0099).
      file: path.join(repoRoot, 'data/audit-jobs.db'),
    })
    expect(c.cache).toEqual({ ttlMs: 86_400_000, file: path.join(repoRoot, 'data/audit-cache.db') })
    expect(c.simulatedLatency).toEqual({ minLatencyMs: 50, maxLatencyMs: 300 })
  })

  it('reads the site’s time zone for the sales mails, Sydney by default, refusing an unknown one', () => {
    expect(loadConfig({}).mail.timeZone).toBe('Australia/Sydney')
    expect(loadConfig({ SITE_TIME_ZONE: 'Pacific/Auckland' }).mail.timeZone).toBe(
      'Pacific/Auckland',
    )
    expect(() => loadConfig({ SITE_TIME_ZONE: 'AEST' })).toThrow(
      'SITE_TIME_ZONE: must be an IANA time zone such as Australia/Sydney',
    )
  })

  it('reads the lead and extraction limits, defaulting to DEFAULT_LEAD_LIMITS', () => {
    expect(loadConfig({}).leadLimits).toEqual(DEFAULT_LEAD_LIMITS)
    const c = loadConfig({
      LEAD_LIMIT_INQUIRIES_PER_IP_PER_HOUR: '7',
      LEAD_LIMIT_RESULTS_EMAILS_PER_AUDIT_PER_EMAIL_PER_DAY: '2',
      EXTRACT_LIMIT_PER_DOMAIN_PER_HOUR: '',
    })
    expect(c.leadLimits.inquiry).toEqual({ perClientPerHour: 7, perEmailPerDay: 3 })
    expect(c.leadLimits.results.perAuditPerEmailPerDay).toBe(2)
    expect(c.leadLimits.extraction.perDomainPerHour).toBe(10)
    expect(() => loadConfig({ LEAD_LIMIT_SIGNUPS_PER_EMAIL_PER_DAY: '0' })).toThrow(
      /LEAD_LIMIT_SIGNUPS_PER_EMAIL_PER_DAY/,
    )
  })

  it('reads the job, cache and simulator settings and refuses bad ones', () => {
    const c = loadConfig({
      REDIS_URL: 'redis://cache:6379',
      AUDIT_CONCURRENCY: '2',
      AUDIT_CACHE_HOURS: '0',
      SIMULATED_LATENCY_MS: '2000',
    })
    expect(c.redisUrl).toBe('redis://cache:6379')
    expect(c.jobs.concurrency).toBe(2)
    expect(c.cache.ttlMs).toBe(0)
    expect(c.simulatedLatency).toEqual({ minLatencyMs: 2000, maxLatencyMs: 2000 })
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ AUDIT_CONCURRENCY: '0' })).toThrow(/AUDIT_CONCURRENCY/)
    expect(() => loadConfig({ SIMULATED_LATENCY_MS: 'fast' })).toThrow(/SIMULATED_LATENCY_MS/)
  })

  it('treats empty strings as unset (as .env.example leaves them)', () => {
    const c = loadConfig({
      PORT: '',
      OPENAI_API_KEY: '',
      OPENAI_MODEL: '',
      ALLOW_SIMULATED: '',
      CMS_URL: ' ',
      APP_ENV: '',
    })
    expect(c.port).toBe(3002)
    expect(c.assistants.chatgpt).toBeNull()
    expect(c.cms.url).toBe('http://localhost:3001')
    expect(c.allowSimulated).toBe(true)
  })

  it('configures each assistant with a key, with model defaults and base URLs', () => {
    const c = loadConfig({
      OPENAI_API_KEY: 'sk-1',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      ANTHROPIC_API_KEY: 'a',
      GEMINI_API_KEY: 'g',
      PERPLEXITY_API_KEY: 'p',
    })
    expect(c.assistants.chatgpt).toEqual({
      apiKey: 'sk-1',
      baseURL: 'http://localhost:11434/v1',
      model: 'gpt-4o-mini',
      chatOnly: false,
    })
    expect(c.assistants.claude).toEqual({
      apiKey: 'a',
      baseURL: undefined,
      model: 'claude-3-5-haiku-latest',
    })
    expect(c.assistants.gemini).toEqual({
      apiKey: 'g',
      baseURL: undefined,
      model: 'gemini-2.0-flash',
    })
    expect(c.assistants.perplexity).toEqual({
      apiKey: 'p',
      baseURL: 'https://api.perplexity.ai',
      model: 'sonar',
    })
  })

  it('refuses simulation in production unless ALLOW_SIMULATED=true', () => {
    expect(
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: PROD_SECRET,
        UNSUBSCRIBE_SECRET: PROD_SECRET,
        FUNCTIONS_PROXY_SECRET: PROD_SECRET,
        SMTP_URL: PROD_SMTP,
      }).allowSimulated,
    ).toBe(false)
    expect(
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: PROD_SECRET,
        UNSUBSCRIBE_SECRET: PROD_SECRET,
        FUNCTIONS_PROXY_SECRET: PROD_SECRET,
        SMTP_URL: PROD_SMTP,
        ALLOW_SIMULATED: 'true',
      }).allowSimulated,
    ).toBe(true)
    expect(loadConfig({ APP_ENV: 'development', ALLOW_SIMULATED: 'false' }).allowSimulated).toBe(
      false,
    )
  })

  it('is production with APP_ENV=production only, whatever NODE_ENV says (docs/decisions/0007)', () => {
    expect(
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: PROD_SECRET,
        UNSUBSCRIBE_SECRET: PROD_SECRET,
        FUNCTIONS_PROXY_SECRET: PROD_SECRET,
        SMTP_URL: PROD_SMTP,
      }).production,
    ).toBe(true)
    expect(
      loadConfig({
        APP_ENV: 'production',
        NODE_ENV: 'development',
        CMS_API_KEY: PROD_SECRET,
        UNSUBSCRIBE_SECRET: PROD_SECRET,
        FUNCTIONS_PROXY_SECRET: PROD_SECRET,
        SMTP_URL: PROD_SMTP,
      }).production,
    ).toBe(true)
    // A built image (NODE_ENV=production) without APP_ENV keeps the development rules.
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: false,
      allowSimulated: true,
    })
    expect(loadConfig({ APP_ENV: 'test', NODE_ENV: 'production' }).production).toBe(false)
  })

  it('resolves a relative OUTBOX_DB against the repository root and keeps an absolute one', () => {
    expect(loadConfig({ OUTBOX_DB: './tmp/box.db' }).outbox.file).toBe(
      path.join(repoRoot, 'tmp/box.db'),
    )
    expect(loadConfig({ OUTBOX_DB: '/var/outbox/leads.db' }).outbox.file).toBe(
      '/var/outbox/leads.db',
    )
  })

  it('refuses a URL that is not http(s), naming the variable but not its value', () => {
    expect(() => loadConfig({ CMS_URL: 'localhost:3001' })).toThrow(
      /CMS_URL: must be an http:\/\/ or https:\/\/ URL/,
    )
    expect(() =>
      loadConfig({ OPENAI_API_KEY: 'sk-secret-value', OPENAI_BASE_URL: 'ftp://x' }),
    ).toThrow(/OPENAI_BASE_URL/)
    let message = ''
    try {
      loadConfig({
        OPENAI_API_KEY: 'sk-secret-value',
        OPENAI_BASE_URL: 'not a url sk-secret',
        PORT: 'sk-secret-port',
      })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/PORT[\s\S]*OPENAI_BASE_URL/)
    expect(message).not.toMatch(/sk-secret/)
    expect(loadConfig({ CMS_URL: 'http://cms:3001/' }).cms.url).toBe('http://cms:3001')
  })

  it('refuses a CMS key shorter than 32 characters when APP_ENV=production (the CMS requires 32, decision 0045)', () => {
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: 'short-key',
        UNSUBSCRIBE_SECRET: PROD_SECRET,
        FUNCTIONS_PROXY_SECRET: PROD_SECRET,
        SMTP_URL: PROD_SMTP,
      }),
    ).toThrow(/CMS_API_KEY: set the CMS service account key \(32\+ characters/)
  })

  it('refuses the development CMS key when APP_ENV=production', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /CMS_API_KEY: set the CMS service account key/,
    )
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: 'dev-audit-service-api-key-0000000000000000',
      }),
    ).toThrow(/CMS_API_KEY/)
    expect(
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: 'real-key-0123456789abcdef0123456789abcdef',
        UNSUBSCRIBE_SECRET: 'prod-unsubscribe-secret-0123456789abcdef',
        FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789abcdef',
        SMTP_URL: PROD_SMTP,
      }).cms.apiKey,
    ).toBe('real-key-0123456789abcdef0123456789abcdef')
    // NODE_ENV=production alone (the container image) keeps the development defaults (decision 0007)
    expect(loadConfig({ NODE_ENV: 'production' }).cms.apiKey).toBe(
      'dev-audit-service-api-key-0000000000000000',
    )
  })

  it('requires a real SMTP server when APP_ENV=production: unset or the development catcher is refused', () => {
    const prod = {
      APP_ENV: 'production',
      CMS_API_KEY: PROD_SECRET,
      UNSUBSCRIBE_SECRET: PROD_SECRET,
      FUNCTIONS_PROXY_SECRET: PROD_SECRET,
    }
    expect(() => loadConfig(prod)).toThrow(
      /SMTP_URL: set the SMTP server that delivers mail .*refused when APP_ENV=production/,
    )
    for (const catcher of [
      'smtp://127.0.0.1:1025',
      'smtp://localhost:1025',
      'smtp://mail:1025',
      'smtp://[::1]:1025',
    ])
      expect(() => loadConfig({ ...prod, SMTP_URL: catcher }), catcher).toThrow(/SMTP_URL/)
    expect(loadConfig({ ...prod, SMTP_URL: PROD_SMTP }).mail.smtpUrl).toBe(PROD_SMTP)
    expect(loadConfig({ ...prod, SMTP_URL: 'smtp://localhost:25' }).mail.smtpUrl).toBe(
      'smtp://localhost:25',
    )
    // Development: the catcher is the default.
    expect(loadConfig({}).mail.smtpUrl).toBe('smtp://127.0.0.1:1025')
    // The message names the variable, never the value (it may hold a password).
    let message = ''
    try {
      loadConfig({ ...prod, SMTP_URL: 'smtp://user:hunter2@mail:1025' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/SMTP_URL/)
    expect(message).not.toMatch(/hunter2/)
  })

  it('listens on loopback unless LISTEN_HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ LISTEN_HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ LISTEN_HOST: '  ' }).host).toBe('127.0.0.1')
  })

  it('refuses the development unsubscribe secret when APP_ENV=production', () => {
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        CMS_API_KEY: 'real-key-0123456789abcdef0123456789abcdef',
      }),
    ).toThrow(/UNSUBSCRIBE_SECRET/)
    expect(() => loadConfig({ UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET/)
  })

  it('reads the vendor-call settings and refuses more than 2 retries or a tiny token cap', () => {
    const c = loadConfig({
      AUDIT_CALL_TIMEOUT_MS: '5000',
      AUDIT_CALL_RETRIES: '0',
      AUDIT_VENDOR_CONCURRENCY: '3',
      AUDIT_MAX_OUTPUT_TOKENS: '512',
      AUDIT_DEADLINE_MS: '60000',
      AUDIT_BREAKER_RESET_MS: '10000',
      AUDIT_WEB_SEARCH: 'off',
      AUDIT_SITE_ACCESS: 'off',
    })
    expect(c.calls).toEqual({
      timeoutMs: 5000,
      webSearch: false,
      siteAccess: false,
      retries: 0,
      vendorConcurrency: 3,
      maxOutputTokens: 512,
      deadlineMs: 60_000,
      breakerResetMs: 10_000,
    })
    expect(() => loadConfig({ AUDIT_CALL_RETRIES: '3', AUDIT_MAX_OUTPUT_TOKENS: '10' })).toThrow(
      /AUDIT_CALL_RETRIES[\s\S]*AUDIT_MAX_OUTPUT_TOKENS/,
    )
  })

  it('sizes the vendor cap to every call of every running audit unless set', () => {
    expect(loadConfig({ AUDIT_CONCURRENCY: '2', AUDIT_SAMPLES: '3' }).calls.vendorConcurrency).toBe(
      2 * 32,
    )
    expect(loadConfig({ AUDIT_VENDOR_CONCURRENCY: '' }).calls.vendorConcurrency).toBe(96)
    expect(() => loadConfig({ AUDIT_WEB_SEARCH: 'sometimes' })).toThrow(/AUDIT_WEB_SEARCH/)
    expect(loadConfig({ AUDIT_WEB_SEARCH: 'on' }).calls.webSearch).toBe(true)
  })

  it('OPENAI_CHAT_ONLY marks the server at OPENAI_BASE_URL as speaking only Chat Completions', () => {
    const local = { OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: 'http://localhost:11434/v1' }
    expect(loadConfig({ ...local, OPENAI_CHAT_ONLY: 'true' }).assistants.chatgpt?.chatOnly).toBe(
      true,
    )
    expect(loadConfig({ ...local, OPENAI_CHAT_ONLY: '' }).assistants.chatgpt?.chatOnly).toBe(false)
    expect(() => loadConfig({ ...local, OPENAI_CHAT_ONLY: 'perhaps' })).toThrow(/OPENAI_CHAT_ONLY/)
  })

  it('names every bad variable in one clear error', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_ENV: 'prod', ALLOW_SIMULATED: 'maybe' })).toThrow(
      /Invalid audit-service configuration:[\s\S]*PORT[\s\S]*APP_ENV[\s\S]*ALLOW_SIMULATED/,
    )
  })
})
