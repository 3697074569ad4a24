/**
 * A CMS purge reaches every instance of the site through Redis (docs/decisions/0066).
 *
 * Two instances of the site against one fake CMS (../mocks/fake-cms.ts) and one throw-away
 * redis-server, both with the rendered-HTML cache on and the CMS content cache kept for ten
 * minutes, so that only a purge can show an edit. Instance A runs in this process; instance B runs
 * in a process of its own (support/web-instance.ts): the CMS cache and its purge listeners are
 * shared by everything in one process, so a second in-process instance would be emptied by A's
 * local purge with no Redis involved. B's log is its stdout, A's is captured here.
 *
 * Shown: a purge accepted by A empties B's cached pages (B answers a cache miss with the edited
 * content within a few seconds); a subscriber whose connection is killed and re-established purges
 * its instance once; with Redis stopped the purge route still answers 204 and purges A, the publish
 * error is logged, and both instances keep serving pages. Every process started is stopped by its
 * PID at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '@aivis/contract/log'
import { createServer } from '@aivis/web/server'
import { PURGE_CHANNEL } from '../../web/server/purgeBus.server'
import { startRedis, type TestRedis } from '../../audit-service/test/support/redis'
import { startFakeCms, type FakeCms } from '../mocks/fake-cms'

const root = path.dirname(createRequire(import.meta.url).resolve('@aivis/web/package.json'))
const repo = path.resolve(import.meta.dirname, '../..')
const SECRET = 'test-purge-secret-across-instances'
/** How long an instance may take to act on a purge of another (or on its own reconnection). */
const PROPAGATION_MS = 8000

let redis: TestRedis
let admin: Redis
let cms: FakeCms
let webA: Server
let closeA: () => Promise<void> = async () => {}
let a = ''
let b = ''
let childB: ChildProcess | undefined
const logA: Record<string, any>[] = []
const outB = { text: '' }

/** Settings both instances share. */
const siteEnv = () => ({
  NODE_ENV: 'development',
  APP_ENV: 'test',
  CMS_URL: cms.url,
  // Nothing in a fake audit service is asked for here.
  AUDIT_SERVICE_URL: 'http://127.0.0.1:9',
  CMS_PURGE_SECRET: SECRET,
  // Only a purge, never the TTL, may show an edit during the test.
  CMS_CACHE_TTL_MS: '600000',
  HTML_CACHE_MB: '8',
  HTML_CACHE_TTL_MS: '600000',
  REDIS_URL: redis.url,
})

async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms: number,
  what: string,
) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** `GET {base}{path}` → its `x-html-cache` header and body. */
async function page(base: string, p = '/') {
  const res = await fetch(base + p)
  expect(res.status).toBe(200)
  return { cache: res.headers.get('x-html-cache'), html: await res.text() }
}

/** Asks until the instance answers `/` from its rendered-HTML cache; returns that answer. */
const cachedPage = (base: string, ms = PROPAGATION_MS) =>
  until(
    async () => {
      const got = await page(base)
      return got.cache === 'hit' ? got : undefined
    },
    ms,
    `${base} to answer / from its HTML cache`,
  )

/** The first answer of `/` that carries `text`, and every answer asked for before it. */
async function firstWith(base: string, text: string) {
  const before: { cache: string | null; html: string }[] = []
  const found = await until(
    async () => {
      const got = await page(base)
      if (got.html.includes(text)) return got
      before.push(got)
      return undefined
    },
    PROPAGATION_MS,
    `${base} to show ${text}`,
  )
  return { found, before }
}

const purge = (base: string) =>
  fetch(`${base}/_internal/cms-purge`, {
    method: 'POST',
    headers: { 'x-purge-secret': SECRET, 'content-type': 'application/json' },
    body: '{"collection":"offers"}',
  })

const subscribers = async () =>
  Number(((await admin.pubsub('NUMSUB', PURGE_CHANNEL)) as [string, number])[1])

beforeAll(async () => {
  redis = await startRedis()
  admin = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => null })
  admin.on('error', () => {}) // the last test stops Redis
  cms = await startFakeCms()

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'tests/integration/support/web-instance.ts')],
    {
      cwd: repo,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'debug',
        ...siteEnv(),
      } as unknown as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  childB = child
  child.stdout!.on('data', (c) => (outB.text += c))
  child.stderr!.on('data', (c) => (outB.text += c))

  const made = await createServer({
    env: siteEnv(),
    root,
    hmr: false,
    logger: createLogger('web', {
      level: 'debug',
      destination: { write: (line: string) => void logA.push(JSON.parse(line)) },
    }),
  })
  closeA = made.close
  webA = made.app.listen(0, '127.0.0.1')
  await new Promise((r) => webA.once('listening', r))
  a = `http://127.0.0.1:${(webA.address() as AddressInfo).port}`

  const port = await until(
    () => {
      if (child.exitCode !== null) throw new Error(`instance B exited: ${outB.text}`)
      return /\{"listening":(\d+)\}/.exec(outB.text)?.[1]
    },
    90_000,
    'instance B to listen',
  )
  b = `http://127.0.0.1:${port}`
  // The first render under Vite's dev server is slow: done here, outside the tests' bounded waits.
  await Promise.all([cachedPage(a, 60_000), cachedPage(b, 60_000)])
  await until(
    async () => ((await subscribers()) === 2 ? true : undefined),
    10_000,
    'both subscribers',
  )
})

afterAll(async () => {
  if (childB && childB.exitCode === null && childB.signalCode === null) {
    const exited = new Promise((r) => childB!.once('exit', r))
    childB.kill('SIGTERM')
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 5000)),
    ])
    if (!stopped) childB.kill('SIGKILL')
  }
  webA?.closeAllConnections()
  webA?.close()
  await closeA()
  admin?.disconnect()
  await redis?.stop()
  await cms?.close()
})

describe('CMS purge across site instances', () => {
  it('a purge accepted by instance A empties the cached pages of instance B', async () => {
    const oldA = await cachedPage(a)
    const oldB = await cachedPage(b)
    expect(oldB.html).toContain('$1,997')
    cms.fixtures.offers[1].price = 2497
    // Without a purge both keep their cached page, and their cached CMS answers.
    expect(await page(b)).toEqual({ cache: 'hit', html: oldB.html })
    expect((await page(a)).html).toBe(oldA.html)

    expect((await purge(a)).status).toBe(204)
    // A purged itself before answering.
    const nextA = await page(a)
    expect(nextA.cache).toBe('miss')
    expect(nextA.html).toContain('$2,497')
    // B, told through Redis, renders the page again with the edit.
    const { found, before } = await firstWith(b, '$2,497')
    expect(found.cache).toBe('miss')
    expect(before.every((p) => p.cache === 'hit' && p.html === oldB.html)).toBe(true)
    // Its log line follows: logs leave in batches, at least every 500 ms.
    await vi.waitFor(() => expect(outB.text).toContain('CMS purge from another instance'))
  })

  it('an instance purges its caches once when its subscription is re-established', async () => {
    const oldB = await cachedPage(b)
    await cachedPage(a)
    cms.fixtures.offers[1].price = 2597
    expect(await page(b)).toEqual({ cache: 'hit', html: oldB.html })
    const resubscribed = () =>
      logA.filter((l) => /CMS purge channel subscribed again/.test(l.msg)).length
    expect(resubscribed()).toBe(0)

    // Both instances' subscriber connections are cut; ioredis connects again by itself.
    expect(await admin.client('KILL', 'TYPE', 'pubsub')).toBe(2)
    const { found, before } = await firstWith(b, '$2,597')
    expect(found.cache).toBe('miss')
    expect(before.every((p) => p.html === oldB.html)).toBe(true)
    await until(() => (resubscribed() === 1 ? true : undefined), PROPAGATION_MS, 'A to resubscribe')
    const nextA = await page(a)
    expect(nextA.html).toContain('$2,597')
    await until(async () => ((await subscribers()) === 2 ? true : undefined), 10_000, 'subscribers')
    expect(resubscribed()).toBe(1)
  })

  it('with Redis stopped, the purge still answers 204 and purges locally; the error is logged', async () => {
    await cachedPage(a)
    await cachedPage(b)
    cms.fixtures.offers[1].price = 2697
    await redis.stop()

    const res = await purge(a)
    expect(res.status).toBe(204)
    const nextA = await page(a)
    expect(nextA.cache).toBe('miss')
    expect(nextA.html).toContain('$2,697')
    const failed = await until(
      () => logA.find((l) => l.level === 'error' && /CMS purge not published/.test(l.msg)),
      PROPAGATION_MS,
      'the publish error in A’s log',
    )
    expect(failed.channel).toBe(PURGE_CHANNEL)
    // The pages are still served by both instances; B, unreachable through Redis, keeps its own.
    expect((await page(a)).html).toContain('$2,697')
    expect((await page(b)).html).toContain('$2,597')
  })
})
