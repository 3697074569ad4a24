import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { Config, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { contentModel } from '../plugin'
import type { PurgeTarget } from '../settings'
import {
  purgeAfterChange,
  purgeAfterDelete,
  purgeGlobalAfterChange,
  sendPurge,
} from './purgeWebCache'

/** A request whose Payload config the content model's plugin built with the purge target `purge`. */
async function requestPurgingTo(purge: PurgeTarget | null) {
  const plugin = contentModel({
    purge,
    siteKey: null,
    accountMail: null,
    trustedProxyHops: 0,
    mediaDir: 'media',
    secureCookies: false,
  })
  return { payload: { config: await plugin({} as Config) } }
}

async function withServer(
  status: number,
  fn: (url: string, seen: { headers: IncomingMessage['headers']; body: string }[]) => Promise<void>,
) {
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
    expect(await sendPurge(null, { collection: 'offers' })).toBe(false)
  })

  it('posts the changed collection with the shared secret', async () => {
    await withServer(204, async (url, seen) => {
      expect(await sendPurge({ url, secret: 's3cret-value' }, { collection: 'offers' })).toBe(true)
      expect(seen).toHaveLength(1)
      expect(seen[0].headers['x-purge-secret']).toBe('s3cret-value')
      expect(JSON.parse(seen[0].body)).toEqual({ collection: 'offers' })
    })
  })

  it('reports a refused purge and never throws when the site is down', async () => {
    await withServer(401, async (url) => {
      expect(await sendPurge({ url, secret: 'wrong' }, { global: 'site-settings' })).toBe(false)
    })
    const unreachable = { url: 'http://127.0.0.1:9/unreachable', secret: 'x' }
    expect(await sendPurge(unreachable, { collection: 'faqs' })).toBe(false)
  })
})

/** Waits until `seen` holds `n` requests (or fails after 2 s). */
async function until(seen: unknown[], n: number) {
  for (let t = 0; seen.length < n && t < 200; t++) await new Promise((r) => setTimeout(r, 10))
  expect(seen.length).toBeGreaterThanOrEqual(n)
}

describe('purge hooks', () => {
  const collection = (slug: string) => ({ slug }) as SanitizedCollectionConfig
  const global = { slug: 'site-settings' } as SanitizedGlobalConfig
  // Only the arguments the hooks read; Payload passes more.
  const args = (slug: string, context: Record<string, unknown>, req: unknown) =>
    ({ collection: collection(slug), doc: { id: 1 }, context, req }) as never

  it('purge the changed collection or global and return the document', async () => {
    await withServer(204, async (url, seen) => {
      const req = await requestPurgingTo({ url, secret: 's' })
      expect(purgeAfterChange(args('offers', {}, req))).toEqual({ id: 1 })
      expect(purgeAfterDelete(args('faqs', {}, req))).toEqual({ id: 1 })
      expect(purgeGlobalAfterChange({ global, doc: { id: 1 }, context: {}, req } as never)).toEqual(
        { id: 1 },
      )
      await until(seen, 3)
      expect(seen.map((s) => JSON.parse(s.body))).toEqual(
        expect.arrayContaining([
          { collection: 'offers' },
          { collection: 'faqs' },
          { global: 'site-settings' },
        ]),
      )
    })
  })

  it('fire no purge for a write made with context.disablePurge (the seed)', async () => {
    await withServer(204, async (url, seen) => {
      const req = await requestPurgingTo({ url, secret: 's' })
      const quiet = { disablePurge: true }
      purgeAfterChange(args('offers', quiet, req))
      purgeAfterDelete(args('faqs', quiet, req))
      purgeGlobalAfterChange({ global, doc: { id: 1 }, context: quiet, req } as never)
      // A write without the flag afterwards: once its purge has arrived, nothing else has.
      purgeAfterChange(args('testimonials', {}, req))
      await until(seen, 1)
      await new Promise((r) => setTimeout(r, 50))
      expect(seen.map((s) => JSON.parse(s.body))).toEqual([{ collection: 'testimonials' }])
    })
  })

  it('send nothing when the config names no purge target, or was built without the plugin', async () => {
    await withServer(204, async (_url, seen) => {
      purgeAfterChange(args('offers', {}, await requestPurgingTo(null)))
      purgeAfterDelete(args('faqs', {}, { payload: { config: {} } }))
      purgeGlobalAfterChange({ global, doc: { id: 1 }, context: {}, req: {} } as never)
      await new Promise((r) => setTimeout(r, 50))
      expect(seen).toEqual([])
    })
  })
})
