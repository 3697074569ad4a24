import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('applies the development defaults with no environment', () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      CMS_URL: 'http://localhost:3001',
      AUDIT_SERVICE_URL: 'http://localhost:3002',
      CMS_PURGE_SECRET: 'dev-cms-purge-secret',
      CMS_CACHE_TTL_MS: 2000,
      production: false,
    })
  })
  it('treats empty strings as unset and trims a trailing slash from CMS_URL', () => {
    const c = loadConfig({ CMS_URL: 'http://cms:3001/', CMS_PURGE_SECRET: '', NODE_ENV: 'production', PORT: '8080' })
    expect(c).toMatchObject({ CMS_URL: 'http://cms:3001', CMS_PURGE_SECRET: 'dev-cms-purge-secret', production: true, PORT: 8080 })
  })
  it('names each bad variable', () => {
    expect(() => loadConfig({ CMS_URL: 'not a url', PORT: 'x' })).toThrow(/Invalid web configuration:[\s\S]*CMS_URL[\s\S]*PORT|PORT[\s\S]*CMS_URL/)
  })
})
