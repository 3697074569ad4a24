/**
 * The purge endpoint (docs/decisions/0039): the right secret purges, any other is a 401; with
 * INTERNAL_PORT set it answers only on that port, a 404 on the public one. The secret comparison
 * accepts only the exact secret.
 */
import express from 'express'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { purgeRoute, sameSecret } from './purge.server'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

const listen = (app: express.Express, port = 0) =>
  new Promise<number>((resolve) => {
    const server = app.listen(port, '127.0.0.1', () =>
      resolve((server.address() as AddressInfo).port),
    )
    servers.push(server)
  })
const freePort = async () => {
  const port = await listen(express())
  servers.pop()!.close()
  return port
}
const purge = (port: number, secret?: string) =>
  fetch(`http://127.0.0.1:${port}/_internal/cms-purge`, {
    method: 'POST',
    headers: secret ? { 'x-purge-secret': secret } : {},
  })

describe('POST /_internal/cms-purge', () => {
  it('purges with the right secret only', async () => {
    let purged = 0
    const app = express().use(purgeRoute({ cms: { purgeSecret: 'the-secret' } }, () => purged++))
    const port = await listen(app)
    expect((await purge(port)).status).toBe(401)
    expect((await purge(port, 'the-secreT')).status).toBe(401)
    expect(purged).toBe(0)
    expect((await purge(port, 'the-secret')).status).toBe(204)
    expect(purged).toBe(1)
  })

  it('with INTERNAL_PORT answers only there', async () => {
    let purged = 0
    const internalPort = await freePort()
    const app = express().use(
      purgeRoute({ internalPort, cms: { purgeSecret: 'the-secret' } }, () => purged++),
    )
    const publicPort = await listen(app)
    await listen(app, internalPort)
    const outside = await purge(publicPort, 'the-secret')
    expect(outside.status).toBe(404)
    expect(purged).toBe(0)
    expect((await purge(internalPort, 'the-secret')).status).toBe(204)
    expect(purged).toBe(1)
  })
})

describe('sameSecret (constant-time secret comparison)', () => {
  it('accepts only the exact secret, whatever the lengths', () => {
    expect(sameSecret('s3cret-value', 's3cret-value')).toBe(true)
    expect(sameSecret('s3cret-valuE', 's3cret-value')).toBe(false)
    expect(sameSecret('s3cret', 's3cret-value')).toBe(false)
    expect(sameSecret('', 's3cret-value')).toBe(false)
    expect(sameSecret(undefined, 's3cret-value')).toBe(false)
  })
})
