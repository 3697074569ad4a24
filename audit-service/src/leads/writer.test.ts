/** Leads reach the CMS with the API key, and survive a CMS outage in the outbox. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
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
})
