/**
 * A price change published at a set time (docs/decisions/0088), on a real Payload (committed
 * migrations, seed): an editor saves the new price as a draft, visitors keep reading the published
 * price, the editor schedules the publication with Payload's own handler (the one the admin's
 * Schedule Publish drawer calls), and the job queue publishes it once its time has come, and not
 * before; the site is told to purge its copy (a real HTTP server stands in for the site).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { restCall } from './rest'
import { startPayload, staffRequest } from './startPayload'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-scheduled-price-'))
let payload: Payload
let config: SanitizedConfig
let site: Server
const purges: unknown[] = []

beforeAll(async () => {
  site = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      purges.push(JSON.parse(body || 'null'))
      res.end('{}')
    })
  })
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/purge`
  ;({ payload, config } = await startPayload(dir, {}, { purge: { url, secret: 'test-purge' } }))
})

afterAll(async () => {
  await payload?.destroy()
  await new Promise((r) => site.close(r))
  rmSync(dir, { recursive: true, force: true })
})

/** The course's price as a visitor reads it over REST (published offers only). */
async function publishedPrice(): Promise<number> {
  const res = await restCall(config, 'GET', '/offers?where[slug][equals]=course&depth=0')
  expect(res.status).toBe(200)
  return res.json.docs[0].price
}

it('publishes a drafted price at its scheduled time, not before, and tells the site', async () => {
  const { schedulePublishHandler } = await import('@payloadcms/ui/utilities/schedulePublishHandler')
  const editor = await staffRequest(payload, ['editor'], 'prices@example.com')
  const [course] = (
    await payload.find({ collection: 'offers', where: { slug: { equals: 'course' } }, depth: 0 })
  ).docs
  expect(await publishedPrice()).toBe(149)

  await payload.update({
    collection: 'offers',
    id: course.id,
    data: { price: 199 },
    draft: true,
    req: editor,
    overrideAccess: false,
  })
  expect(await publishedPrice()).toBe(149) // a draft is not on the site

  // Far enough ahead for a busy machine to schedule and run the queue once before the time.
  const at = new Date(Date.now() + 8000)
  const scheduled = await schedulePublishHandler({
    type: 'publish',
    date: at, // a Date, as the admin's server function receives it
    doc: { relationTo: 'offers', value: String(course.id) },
    req: editor,
  } as never)
  expect(scheduled).not.toHaveProperty('error')

  await payload.jobs.run({ queue: 'default' })
  expect(await publishedPrice()).toBe(149) // its time has not come

  await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 200))
  purges.length = 0
  await payload.jobs.run({ queue: 'default' })
  expect(await publishedPrice()).toBe(199)
  await new Promise((r) => setTimeout(r, 300)) // the purge is sent without waiting
  expect(purges).toContainEqual({ collection: 'offers' })
})

it('lets nobody without a content role run the queue', async () => {
  const anonymous = await restCall(config, 'GET', '/payload-jobs/run?queue=default')
  expect([401, 403]).toContain(anonymous.status)
})
