import path from 'node:path'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEV_FUNCTIONS_PROXY_SECRET, loadConfig } from './config.server'

describe('loadConfig', () => {
  it('applies the development defaults with no environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      internalPort: undefined,
      appEnv: 'development',
      built: false,
      production: false,
      siteUrl: 'http://localhost:3000',
      cms: {
        url: 'http://localhost:3001',
        publicOrigin: 'http://localhost:3001',
        cacheTtlMs: 2000,
        purgeSecret: 'dev-cms-purge-secret',
        siteKey: 'dev-cms-site-key',
      },
      auditService: { url: 'http://localhost:3002', proxySecret: DEV_FUNCTIONS_PROXY_SECRET },
      trustedProxyHops: 0,
      htmlCache: { maxBytes: 0, ttlMs: 60_000 },
      redisUrl: null,
      leadOutboxFile: path.resolve(import.meta.dirname, '../../data/outbox/site-leads.db'),
    })
  })
  it('resolves SITE_OUTBOX_DB from the repository root, and keeps :memory: as it is', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    expect(loadConfig({ SITE_OUTBOX_DB: 'var/leads.db' }).leadOutboxFile).toBe(
      path.join(root, 'var/leads.db'),
    )
    expect(loadConfig({ SITE_OUTBOX_DB: '/data/site-outbox/a.db' }).leadOutboxFile).toBe(
      '/data/site-outbox/a.db',
    )
    expect(loadConfig({ SITE_OUTBOX_DB: ':memory:' }).leadOutboxFile).toBe(':memory:')
  })
  it('reads REDIS_URL (redis:// or rediss://) and refuses any other, naming it but not its value', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:pw@redis:6379' }).redisUrl).toBe(
      'redis://:pw@redis:6379',
    )
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380/2' }).redisUrl).toBe(
      'rediss://cache.example:6380/2',
    )
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeNull()
    for (const bad of ['http://redis:6379', 'redis:6379', 'not a url :pw-secret'])
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(
        /^Invalid web configuration:\n {2}- REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL$/,
      )
    expect(() => loadConfig({ REDIS_URL: 'http://:pw-secret@redis' })).not.toThrow(/pw-secret/)
  })
  it('treats blank values as unset, numbers included, and trims a trailing slash from CMS_URL', () => {
    const config = loadConfig({
      CMS_URL: 'http://cms:3001/',
      CMS_PURGE_SECRET: '',
      CMS_SITE_KEY: ' ',
      CMS_CACHE_TTL_MS: ' ',
      NODE_ENV: 'production',
      PORT: '8080',
    })
    expect(config).toMatchObject({
      port: 8080,
      built: true,
      production: false,
      // Serving the build turns the rendered-HTML cache on: 32 MB.
      htmlCache: { maxBytes: 32 * 2 ** 20 },
      cms: {
        url: 'http://cms:3001',
        cacheTtlMs: 2000,
        purgeSecret: 'dev-cms-purge-secret',
        siteKey: 'dev-cms-site-key',
      },
    })
  })
  it('listens on loopback unless LISTEN_HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ LISTEN_HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ LISTEN_HOST: ' ' }).host).toBe('127.0.0.1')
  })
  it('gives live preview the admin origin browsers see: CMS_PUBLIC_URL, else CMS_URL', () => {
    expect(loadConfig({ CMS_URL: 'http://cms:3001/' }).cms.publicOrigin).toBe('http://cms:3001')
    expect(
      loadConfig({ CMS_URL: 'http://cms:3001', CMS_PUBLIC_URL: 'https://admin.example.com/' }).cms
        .publicOrigin,
    ).toBe('https://admin.example.com')
    expect(() => loadConfig({ CMS_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/CMS_PUBLIC_URL/)
  })
  it('is the production deployment only with APP_ENV=production (docs/decisions/0007)', () => {
    const secret = {
      FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789',
      CMS_PURGE_SECRET: 'prod-cms-purge-secret-0123456789abcdef',
      CMS_SITE_KEY: 'prod-cms-site-key-0123456789abcdef0123',
      SITE_URL: 'https://visibly.example',
    }
    expect(loadConfig({ APP_ENV: 'production', ...secret })).toMatchObject({
      built: false,
      production: true,
    })
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: false })
  })
  it('refuses in production a development or short secret and a non-https site (decision 0039)', () => {
    const good = {
      APP_ENV: 'production',
      FUNCTIONS_PROXY_SECRET: 'prod-functions-proxy-secret-0123456789',
      CMS_PURGE_SECRET: 'prod-cms-purge-secret-0123456789abcdef',
      CMS_SITE_KEY: 'prod-cms-site-key-0123456789abcdef0123',
      SITE_URL: 'https://visibly.example',
    }
    expect(() => loadConfig(good)).not.toThrow()
    const refused = (change: Record<string, string | undefined>) => {
      try {
        loadConfig({ ...good, ...change })
      } catch (err) {
        return (err as Error).message
      }
      return ''
    }
    expect(refused({ CMS_PURGE_SECRET: undefined })).toMatch(/CMS_PURGE_SECRET: set a secret/)
    expect(refused({ CMS_PURGE_SECRET: 'short-secret' })).toMatch(/CMS_PURGE_SECRET/)
    expect(refused({ CMS_PURGE_SECRET: 'short-secret' })).not.toContain('short-secret')
    expect(refused({ CMS_SITE_KEY: undefined })).toMatch(/CMS_SITE_KEY: set a secret/)
    expect(refused({ CMS_SITE_KEY: 'short-site-key' })).toMatch(/CMS_SITE_KEY/)
    expect(refused({ CMS_SITE_KEY: 'short-site-key' })).not.toContain('short-site-key')
    expect(refused({ FUNCTIONS_PROXY_SECRET: undefined })).toMatch(/FUNCTIONS_PROXY_SECRET/)
    expect(refused({ SITE_URL: 'http://visibly.example' })).toMatch(/SITE_URL: .*https/)
  })
  it('names each bad variable, never its value', () => {
    let message = ''
    try {
      loadConfig({ CMS_URL: 'ftp://secret-host', PORT: 'x', APP_ENV: 'staging' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/^Invalid web configuration:/)
    for (const name of ['CMS_URL', 'PORT', 'APP_ENV']) expect(message).toContain(name)
    expect(message).not.toContain('secret-host')
  })
  it('the development proxy secret is the one .env.example gives both services', () => {
    const example = readFileSync(
      fileURLToPath(new URL('../../.env.example', import.meta.url)),
      'utf8',
    )
    expect(example).toContain(`\nFUNCTIONS_PROXY_SECRET=${DEV_FUNCTIONS_PROXY_SECRET}\n`)
  })
  it('reads the proxy secret and the trusted proxy hops; refuses the dev secret in production (decision 0024)', () => {
    const c = loadConfig({ FUNCTIONS_PROXY_SECRET: 'x'.repeat(32), TRUSTED_PROXY_HOPS: '1' })
    expect(c.auditService.proxySecret).toBe('x'.repeat(32))
    expect(c.trustedProxyHops).toBe(1)
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /FUNCTIONS_PROXY_SECRET: set a secret/,
    )
    expect(() => loadConfig({ FUNCTIONS_PROXY_SECRET: 'short' })).toThrow(/FUNCTIONS_PROXY_SECRET/)
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})
