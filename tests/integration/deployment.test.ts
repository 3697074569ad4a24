/**
 * The compose file and the images are production-shaped (docs/decisions/0046): only the site is
 * published beyond the host; the CMS admin and the mail inbox listen on loopback; MongoDB and
 * Redis require passwords; the site's purge port is not published; every long-running service
 * restarts and the three services report their health; images run as `node` on the Node LTS line
 * with production dependencies only at run time.
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
    expect(services.mail.ports).toEqual(['127.0.0.1:8025:8025'])
  })

  it('keeps the purge endpoint on the site’s unpublished internal port', () => {
    expect(services.web.environment?.INTERNAL_PORT).toBe('3010')
    expect(services.cms.environment?.WEB_PURGE_URL).toBe('http://web:3010/_internal/cms-purge')
  })

  it('makes MongoDB and Redis require a password, and the services use it', () => {
    expect(services.mongo.environment?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/MONGO_PASSWORD:\?/)
    expect(services.mongo.entrypoint?.join(' ')).toContain('--keyFile')
    expect(services.cms.environment?.DATABASE_URI).toMatch(
      /^mongodb:\/\/\$\{MONGO_USER:-aivis\}:\$\{MONGO_PASSWORD:\?[^}]*\}@mongo:27017\/.*authSource=admin/,
    )
    expect(String(services.redis.command)).toContain('--requirepass')
    for (const name of ['audit-service', 'audit-worker'])
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
    },
  )
})
