/** Leads reach the CMS with the API key, and survive a CMS outage in the outbox. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeServer } from '../testing/fakeServer'
import { LeadWriter } from './writer'

const dirs: string[] = []
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()!()
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function writer(cmsUrl: string) {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  dirs.push(outboxDir)
  return { outboxDir, w: new LeadWriter({ cmsUrl, apiKey: 'svc-key', outboxDir, retryMs: 60_000, log: () => {} }) }
}

const files = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json'))

describe('LeadWriter', () => {
  it('posts to /api/{collection} with the users API-Key header', async () => {
    const cms = await fakeServer(() => ({ status: 201, json: { doc: { id: 1 } } }))
    closers.push(cms.close)
    const { w, outboxDir } = writer(cms.url)
    expect(await w.send('audits', { business_name: 'Acme', severity: 'LOW' })).toBe('delivered')
    expect(cms.requests).toHaveLength(1)
    expect(cms.requests[0]).toMatchObject({ method: 'POST', path: '/api/audits', body: { business_name: 'Acme', severity: 'LOW' } })
    expect(cms.requests[0].headers.authorization).toBe('users API-Key svc-key')
    expect(files(outboxDir)).toEqual([])
  })

  it('keeps the record in the outbox while the CMS is down and delivers it when it is back', async () => {
    let up = false
    const cms = await fakeServer(() => (up ? { status: 201, json: {} } : { status: 503, json: { error: 'down' } }))
    closers.push(cms.close)
    const { w, outboxDir } = writer(cms.url)
    expect(await w.send('audits', { business_name: 'Kept' })).toBe('retry')
    expect(files(outboxDir)).toHaveLength(1)
    expect(await w.flush()).toEqual({ delivered: 0, pending: 1, rejected: 0 })
    up = true
    expect(await w.flush()).toEqual({ delivered: 1, pending: 0, rejected: 0 })
    expect(files(outboxDir)).toEqual([])
    expect(cms.requests.at(-1)?.body).toEqual({ business_name: 'Kept' })
  })

  it('keeps the record when the CMS cannot be reached at all', async () => {
    const { w, outboxDir } = writer('http://127.0.0.1:9')
    expect(await w.send('inquiries', { email: 'a@b.co' })).toBe('retry')
    expect(files(outboxDir)).toHaveLength(1)
  })

  it('moves a record the CMS refuses to rejected/', async () => {
    const cms = await fakeServer(() => ({ status: 400, json: { errors: [{ message: 'bad field' }] } }))
    closers.push(cms.close)
    const { w, outboxDir } = writer(cms.url)
    expect(await w.send('audits', { nope: true })).toBe('rejected')
    expect(files(outboxDir)).toEqual([])
    expect(files(path.join(outboxDir, 'rejected'))).toHaveLength(1)
  })

  it.each([408, 429, 500, 502])('parks the record for retry on HTTP %i', async (status) => {
    const cms = await fakeServer(() => ({ status, json: { error: 'later' } }))
    closers.push(cms.close)
    const { w, outboxDir } = writer(cms.url)
    expect(await w.send('newsletter-signups', { email: 'a@b.co' })).toBe('retry')
    expect(files(outboxDir)).toHaveLength(1)
  })

  it('sets an unreadable outbox file aside in rejected/ instead of retrying it forever', async () => {
    const cms = await fakeServer(() => ({ status: 201, json: {} }))
    closers.push(cms.close)
    const { w, outboxDir } = writer(cms.url)
    mkdirSync(outboxDir, { recursive: true })
    writeFileSync(path.join(outboxDir, '1-audits-broken.json'), '{"collection": "aud')
    writeFileSync(path.join(outboxDir, '2-audits-ok.json'), JSON.stringify({ collection: 'audits', body: { business_name: 'Ok' }, attempts: 1, firstTriedAt: '' }))
    expect(await w.flush()).toEqual({ delivered: 1, pending: 0, rejected: 1 })
    expect(files(outboxDir)).toEqual([])
    expect(files(path.join(outboxDir, 'rejected'))).toEqual(['1-audits-broken.json'])
    expect(cms.requests.map((r) => r.body)).toEqual([{ business_name: 'Ok' }])
  })

  it('refuses a collection that is not a slug', () => {
    const { w } = writer('http://127.0.0.1:9')
    expect(() => w.send('../users', {})).toThrow(TypeError)
  })

  it('start() retries parked records at once and on its interval', async () => {
    let up = false
    const cms = await fakeServer(() => (up ? { status: 201, json: {} } : { status: 503, json: {} }))
    closers.push(cms.close)
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    dirs.push(outboxDir)
    const w = new LeadWriter({ cmsUrl: cms.url, apiKey: 'k', outboxDir, retryMs: 100, log: () => {} })
    await w.send('audits', { n: 1 })
    up = true
    w.start()
    try {
      for (let i = 0; i < 50 && files(outboxDir).length; i++) await new Promise((r) => setTimeout(r, 20))
      expect(files(outboxDir)).toEqual([])
      expect(cms.requests.at(-1)?.body).toEqual({ n: 1 })
    } finally {
      w.stop()
      await w.flush()
    }
  })
})
