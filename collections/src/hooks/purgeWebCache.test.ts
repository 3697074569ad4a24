import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { sendPurge, setPurgeTarget } from './purgeWebCache'

afterEach(() => setPurgeTarget(null))

async function withServer(status: number, fn: (url: string, seen: { headers: IncomingMessage['headers']; body: string }[]) => Promise<void>) {
  const seen: { headers: IncomingMessage['headers']; body: string }[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ headers: req.headers, body })
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  try {
    await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}/_internal/cms-purge`, seen)
  } finally {
    server.close()
  }
}

describe('sendPurge', () => {
  it('does nothing without a target', async () => {
    expect(await sendPurge({ collection: 'offers' })).toBe(false)
  })

  it('posts the changed collection with the shared secret', async () => {
    await withServer(204, async (url, seen) => {
      setPurgeTarget({ url, secret: 's3cret-value' })
      expect(await sendPurge({ collection: 'offers' })).toBe(true)
      expect(seen).toHaveLength(1)
      expect(seen[0].headers['x-purge-secret']).toBe('s3cret-value')
      expect(JSON.parse(seen[0].body)).toEqual({ collection: 'offers' })
    })
  })

  it('reports a refused purge and never throws when the site is down', async () => {
    await withServer(401, async (url) => {
      setPurgeTarget({ url, secret: 'wrong' })
      expect(await sendPurge({ global: 'site-settings' })).toBe(false)
    })
    setPurgeTarget({ url: 'http://127.0.0.1:9/unreachable', secret: 'x' })
    expect(await sendPurge({ collection: 'faqs' })).toBe(false)
  })
})
