/**
 * What the CMS's server does when it starts (src/instrumentation.ts): a refused configuration ends
 * the process with status 1 and the reason, and every request carries its TCP peer's address in
 * `x-cms-peer-address`, whatever the client sent. The same exit through a real `next start` of
 * the built CMS: tests/acceptance/cms-config-exit.test.ts (run after the build).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { DEV_DEFAULTS, exitOnInvalidConfig, loadEnv } from '../src/env'
import { installPeerAddressHeader } from '../src/peerAddress'

describe('a refused configuration stops the CMS', () => {
  const run = (env: Record<string, string>) => {
    const logged: string[] = []
    let code: number | null = null
    const result = (() => {
      try {
        return exitOnInvalidConfig(
          () => loadEnv(env),
          (c) => {
            code = c
            throw new Error('exited')
          },
          (m) => logged.push(m),
        )
      } catch (err) {
        if ((err as Error).message !== 'exited') throw err
        return null
      }
    })()
    return { code, logged, result }
  }

  it('exits with status 1 and names the variables, not their values, with development secrets in production', () => {
    const { code, logged } = run({ APP_ENV: 'production' })
    expect(code).toBe(1)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^Invalid CMS configuration:/)
    for (const key of [
      'PAYLOAD_SECRET',
      'CMS_API_KEY',
      'CMS_PURGE_SECRET',
      'CMS_SITE_KEY',
      'CMS_ADMIN_PASSWORD',
    ])
      expect(logged[0]).toContain(key)
    expect(logged[0]).not.toContain(DEV_DEFAULTS.PAYLOAD_SECRET)
    expect(logged[0]).toContain('The CMS is not started.')
  })

  it('exits on a malformed value in development too, and starts with a valid configuration', () => {
    expect(run({ CMS_TRUSTED_PROXY_HOPS: 'two' }).code).toBe(1)
    const ok = run({ CMS_TRUSTED_PROXY_HOPS: '1' })
    expect(ok.code).toBeNull()
    expect(ok.result?.CMS_TRUSTED_PROXY_HOPS).toBe(1)
    expect(run({}).result?.CMS_TRUSTED_PROXY_HOPS).toBe(0)
  })
})

describe('every request carries its TCP peer address', () => {
  const seen: (string | string[] | undefined)[] = []
  const server = http.createServer((req, res) => {
    seen.push(req.headers['x-cms-peer-address'])
    res.end(JSON.stringify(req.rawHeaders))
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('replaces a client-sent x-cms-peer-address with the socket address', async () => {
    expect(installPeerAddressHeader()).toBe(true)
    expect(installPeerAddressHeader()).toBe(false)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-cms-peer-address': '9.9.9.9', 'x-forwarded-for': '9.9.9.9' },
    })
    const raw = (await res.json()) as string[]
    expect(seen).toEqual(['127.0.0.1'])
    const peer = raw.flatMap((v, i) =>
      i % 2 === 0 && v.toLowerCase() === 'x-cms-peer-address' ? [raw[i + 1]] : [],
    )
    expect(peer).toEqual(['127.0.0.1'])
  })
})
