/**
 * The compose file and the images are production-shaped (docs/decisions/0046, 0065): only the site
 * is published beyond the host; the CMS admin listens on loopback; MongoDB and Redis require
 * passwords; the site's purge port is not published; every long-running service restarts and the
 * three services report their health; each service gets only the secrets it reads; mail needs a
 * real SMTP server; images run as `node` on the Node LTS line with production dependencies only at
 * run time, and serve their container's network (LISTEN_HOST=0.0.0.0).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Service = {
  image?: string
  ports?: string[]
  environment?: Record<string, string>
  command?: string[] | string
  entrypoint?: string[]
  restart?: string
  healthcheck?: { test: string[] }
  stop_grace_period?: string
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>
}
const services = compose.services

describe('docker-compose.yml', () => {
  it('publishes only the site beyond the host', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? []) {
        if (name === 'web') expect(port).toBe('3000:3000')
        else expect(port, `${name} ${port}`).toMatch(/^127\.0\.0\.1:/)
      }
    }
    expect(services.cms.ports).toEqual(['127.0.0.1:3001:3001'])
  })

  it('gives each service only the secrets it reads', () => {
    const secrets = [
      'PAYLOAD_SECRET',
      'CMS_API_KEY',
      'CMS_PURGE_SECRET',
      'CMS_SITE_KEY',
      'FUNCTIONS_PROXY_SECRET',
      'UNSUBSCRIBE_SECRET',
      'REDIS_URL',
      'CMS_ADMIN_PASSWORD',
      'MONGO_INITDB_ROOT_PASSWORD',
      'REDIS_PASSWORD',
      'DATABASE_URI',
    ]
    const held = (name: string) =>
      Object.keys(services[name].environment ?? {})
        .filter((k) => secrets.includes(k))
        .sort()
    expect(held('cms')).toEqual([
      'CMS_ADMIN_PASSWORD',
      'CMS_API_KEY',
      'CMS_PURGE_SECRET',
      'CMS_SITE_KEY',
      'DATABASE_URI',
      'PAYLOAD_SECRET',
    ])
    expect(held('web')).toEqual([
      'CMS_PURGE_SECRET',
      'CMS_SITE_KEY',
      'FUNCTIONS_PROXY_SECRET',
      'REDIS_URL',
    ])
    for (const name of ['audit-service', 'audit-worker'])
      expect(held(name), name).toEqual([
        'CMS_API_KEY',
        'FUNCTIONS_PROXY_SECRET',
        'REDIS_URL',
        'UNSUBSCRIBE_SECRET',
      ])
    expect(held('mongo')).toEqual(['MONGO_INITDB_ROOT_PASSWORD'])
    expect(held('redis')).toEqual(['REDIS_PASSWORD'])
    // Every secret is required: compose refuses to start without it.
    for (const [name, service] of Object.entries(services))
      for (const key of held(name))
        expect(service.environment?.[key], `${name} ${key}`).toMatch(/\$\{[A-Z_]+:\?/)
  })

  it('points each service at the others by their compose names, never at its own localhost', () => {
    expect(services.cms.environment?.AUDIT_SERVICE_URL).toBe('http://audit-service:3002')
    expect(services.web.environment?.AUDIT_SERVICE_URL).toBe('http://audit-service:3002')
    for (const [name, service] of Object.entries(services))
      expect(JSON.stringify(service.environment ?? {}), name).not.toMatch(/localhost/)
  })

  it('sends production mail only through the SMTP server you set: SMTP_URL required, no mail catcher', () => {
    for (const name of ['audit-service', 'audit-worker'])
      expect(services[name].environment?.SMTP_URL, name).toMatch(/^\$\{SMTP_URL:\?[^}]*\}$/)
    for (const [name, service] of Object.entries(services)) {
      expect(service.image ?? '', name).not.toMatch(/mailpit|maildev|mailhog/)
      expect(JSON.stringify(service.environment ?? {}), name).not.toMatch(/:1025/)
    }
    for (const name of ['cms', 'audit-service', 'audit-worker', 'web'])
      expect(services[name].environment?.APP_ENV, name).toBe('production')
  })

  it('keeps the purge endpoint on the site’s unpublished internal port', () => {
    expect(services.web.environment?.INTERNAL_PORT).toBe('3010')
    expect(services.cms.environment?.WEB_PURGE_URL).toBe('http://web:3010/_internal/cms-purge')
  })

  it("bounds the audit service's and its workers' heap (docs/decisions/0103)", () => {
    for (const name of ['audit-service', 'audit-worker'])
      expect(services[name].environment?.NODE_OPTIONS, name).toBe(
        '--max-old-space-size=${AUDIT_HEAP_MB:-512}',
      )
  })

  it('makes MongoDB and Redis require a password, and the services use it', () => {
    expect(services.mongo.environment?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/MONGO_PASSWORD:\?/)
    expect(services.mongo.entrypoint?.join(' ')).toContain('--keyFile')
    expect(services.cms.environment?.DATABASE_URI).toMatch(
      /^mongodb:\/\/\$\{MONGO_USER:-aivis\}:\$\{MONGO_PASSWORD:\?[^}]*\}@mongo:27017\/.*authSource=admin/,
    )
    expect(String(services.redis.command)).toContain('--requirepass')
    // A memory bound, with the eviction policy BullMQ requires (docs/decisions/0099).
    expect(String(services.redis.command)).toMatch(/--maxmemory \S+ --maxmemory-policy noeviction/)
    for (const name of ['audit-service', 'audit-worker', 'web'])
      expect(services[name].environment?.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?/)
  })

  it('pins every image, restarts every service and checks the health of each', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.restart, name).toBe('unless-stopped')
      if (service.image) expect(service.image, name).not.toMatch(/:latest$|^[^:]+$/)
    }
    for (const name of ['mongo', 'redis', 'cms', 'audit-service', 'web'])
      expect(services[name].healthcheck?.test.length, name).toBeGreaterThan(0)
  })

  it('gives the audit service and its workers time to drain on stop (longer than an audit)', () => {
    const seconds = (v = '10s') => {
      const m = /^(\d+)(s|m)$/.exec(v)
      if (!m) throw new Error(`unexpected duration ${v}`)
      return Number(m[1]) * (m[2] === 'm' ? 60 : 1)
    }
    const deadlineS = 100 // AUDIT_DEADLINE_MS default, + 10 s of SHUTDOWN_TIMEOUT_MS
    for (const name of ['audit-service', 'audit-worker'])
      expect(seconds(services[name].stop_grace_period), name).toBeGreaterThan(deadlineS + 10)
  })

  it('refuses to start without the public https addresses of the site and the admin', () => {
    expect(services.web.environment?.SITE_URL).toMatch(/^\$\{WEB_PUBLIC_URL:\?/)
    expect(services.cms.environment?.WEB_PUBLIC_URL).toMatch(/^\$\{WEB_PUBLIC_URL:\?/)
    expect(services.cms.environment?.CMS_PUBLIC_URL).toMatch(/^\$\{CMS_PUBLIC_URL:\?/)
  })
})

describe('Dockerfiles', () => {
  it.each(['web/Dockerfile', 'cms/Dockerfile', 'audit-service/Dockerfile'])(
    '%s runs as node on the Node 24 LTS line, with production dependencies at run time',
    (file) => {
      const text = read(file)
      const stages = text.split(/^FROM /m).slice(1)
      const runtime = stages.at(-1)!
      expect(runtime).toMatch(/^node:24-slim/)
      expect(runtime).toMatch(/^USER node$/m)
      expect(runtime).toMatch(/npm ci .*--omit=dev/)
      // Outside a container the services bind loopback; an image serves its container's network.
      expect(runtime).toMatch(/LISTEN_HOST=0\.0\.0\.0/)
    },
  )

  it('the CMS image passes LISTEN_HOST to next start, and its npm start binds loopback by default', () => {
    expect(read('cms/Dockerfile')).toMatch(/next start -p 3001 -H \\"\$LISTEN_HOST\\"/)
    const pkg = JSON.parse(read('cms/package.json')) as { scripts: Record<string, string> }
    expect(pkg.scripts.start).toBe('next start -p 3001 -H ${LISTEN_HOST:-127.0.0.1}')
  })
})
