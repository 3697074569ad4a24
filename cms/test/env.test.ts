import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEV_DEFAULTS, loadEnv } from '../src/env'

const repoRoot = path.resolve(import.meta.dirname, '../..')

/** A production environment that passes every check. */
const real = {
  APP_ENV: 'production',
  PAYLOAD_SECRET: 'a-real-payload-secret-value-0123456789',
  CMS_ADMIN_PASSWORD: 'a-real-admin-password',
  CMS_API_KEY: 'a-real-service-api-key-0123456789',
  CMS_PURGE_SECRET: 'a-real-purge-secret-0123456789abcdef',
  CMS_SITE_KEY: 'a-real-site-key-0123456789abcdef012345',
  CMS_PUBLIC_URL: 'https://cms.visibly.example',
  WEB_PUBLIC_URL: 'https://visibly.example',
}

describe('loadEnv', () => {
  it('applies the development defaults', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({
      APP_ENV: 'development',
      DATABASE_URI: `file:${path.join(repoRoot, 'data', 'cms.db')}`,
      dbKind: 'sqlite',
      CMS_PUBLIC_URL: 'http://localhost:3001',
      WEB_PURGE_URL: 'http://localhost:3000/_internal/cms-purge',
      PAYLOAD_MIGRATING: false,
      ...DEV_DEFAULTS,
    })
  })

  it('takes the site’s time zone, Sydney by default, and refuses one Intl does not know', () => {
    expect(loadEnv({}).SITE_TIME_ZONE).toBe('Australia/Sydney')
    expect(loadEnv({ SITE_TIME_ZONE: 'Europe/London' }).SITE_TIME_ZONE).toBe('Europe/London')
    expect(() => loadEnv({ SITE_TIME_ZONE: 'Sydney' })).toThrow(
      'SITE_TIME_ZONE: must be an IANA time zone such as Australia/Sydney',
    )
  })

  it('treats blank values as unset', () => {
    const env = loadEnv({ APP_ENV: '', DATABASE_URI: ' ', CMS_API_KEY: '', WEB_PURGE_URL: '' })
    expect(env.APP_ENV).toBe('development')
    expect(env.dbKind).toBe('sqlite')
    expect(env.CMS_API_KEY).toBe(DEV_DEFAULTS.CMS_API_KEY)
    expect(env.WEB_PURGE_URL).toBe('http://localhost:3000/_internal/cms-purge')
  })

  it('turns the site-cache purge off with WEB_PURGE_URL=off', () => {
    expect(loadEnv({ WEB_PURGE_URL: 'off' }).WEB_PURGE_URL).toBeNull()
  })

  it('chooses the database by the scheme of DATABASE_URI (docs/decisions/0009)', () => {
    expect(loadEnv({ DATABASE_URI: 'file:./tmp/x.db' })).toMatchObject({
      dbKind: 'sqlite',
      DATABASE_URI: `file:${path.join(repoRoot, 'tmp/x.db')}`,
    })
    expect(loadEnv({ DATABASE_URI: 'mongodb://mongo:27017/aivis' }).dbKind).toBe('mongodb')
    expect(loadEnv({ DATABASE_URI: 'postgres://u:p@db/aivis' }).dbKind).toBe('postgres')
    expect(() => loadEnv({ DATABASE_URI: 'mysql://db' })).toThrow(/DATABASE_URI must start with/)
  })

  it('refuses the development secrets with APP_ENV=production only, naming them (docs/decisions/0007)', () => {
    let message = ''
    try {
      loadEnv({ APP_ENV: 'production', CMS_API_KEY: 'secret-but-too-short' })
    } catch (err) {
      message = (err as Error).message
    }
    for (const name of [
      'PAYLOAD_SECRET',
      'CMS_ADMIN_PASSWORD',
      'CMS_API_KEY',
      'CMS_PURGE_SECRET',
      'CMS_SITE_KEY',
    ])
      expect(message).toContain(name)
    expect(message).not.toContain('secret-but-too-short')
    // A built image (NODE_ENV=production) without APP_ENV keeps the development defaults.
    expect(loadEnv({ NODE_ENV: 'production' }).PAYLOAD_SECRET).toBe(DEV_DEFAULTS.PAYLOAD_SECRET)
    expect(loadEnv(real).APP_ENV).toBe('production')
  })

  it('refuses short secrets and http public addresses in production (docs/decisions/0045)', () => {
    const refused = (change: Record<string, string>) => {
      try {
        loadEnv({ ...real, ...change })
      } catch (err) {
        return (err as Error).message
      }
      return ''
    }
    expect(refused({ PAYLOAD_SECRET: 'sixteen-chars-ok' })).toMatch(
      /PAYLOAD_SECRET: PAYLOAD_SECRET must be at least 32 characters/,
    )
    expect(refused({ CMS_PURGE_SECRET: 'eight-ch' })).toMatch(/CMS_PURGE_SECRET/)
    expect(refused({ CMS_SITE_KEY: 'short-site-key' })).toMatch(
      /CMS_SITE_KEY: CMS_SITE_KEY must be at least 32 characters in production/,
    )
    expect(refused({ CMS_ADMIN_PASSWORD: 'short-pass' })).toMatch(/CMS_ADMIN_PASSWORD/)
    expect(refused({ CMS_PUBLIC_URL: 'http://cms.visibly.example' })).toMatch(
      /CMS_PUBLIC_URL must be an https/,
    )
    expect(refused({ WEB_PUBLIC_URL: 'http://visibly.example' })).toMatch(/WEB_PUBLIC_URL/)
    expect(refused({ PAYLOAD_SECRET: 'sixteen-chars-ok' })).not.toContain('sixteen-chars-ok')
  })
})
