import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger, defaultLogger, requestIdFrom, requestLogging } from './log'

/** A logger whose lines are kept, parsed, in `lines`. */
function captured(level = 'info') {
  const lines: Record<string, any>[] = []
  const logger = createLogger('test-service', {
    level,
    destination: { write: (s: string) => void lines.push(JSON.parse(s)) },
  })
  return { lines, logger }
}

describe('createLogger', () => {
  it('writes one JSON object per line with service, level name, time and message', () => {
    const { lines, logger } = captured()
    logger.info({ leadId: 7 }, 'lead stored')
    logger.debug('not at info level')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      service: 'test-service',
      level: 'info',
      msg: 'lead stored',
      leadId: 7,
    })
    expect(typeof lines[0].time).toBe('number')
  })

  it('defaultLogger: one shared logger per service, made on first use', () => {
    const a = defaultLogger('test-default-a')
    expect(defaultLogger('test-default-a')).toBe(a)
    expect(defaultLogger('test-default-b')).not.toBe(a)
    expect(a.bindings()).toMatchObject({ service: 'test-default-a' })
  })

  it('refuses an unknown level', () => {
    expect(() => createLogger('x', { level: 'verbose' })).toThrow(/LOG_LEVEL must be one of/)
  })

  it('redacts credentials wherever a line carries headers', () => {
    const { lines, logger } = captured()
    logger.info({ headers: { authorization: 'users API-Key k', cookie: 'payload-token=t' } }, 'x')
    expect(lines[0].headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' })
  })
})

describe('requestIdFrom', () => {
  it('keeps a well-formed id and replaces anything else with a UUID', () => {
    expect(requestIdFrom('lb-7f3a9c21')).toBe('lb-7f3a9c21')
    for (const bad of [undefined, '', 'short', 'has spaces in it', 'x'.repeat(65), 'a\nb-injected'])
      expect(requestIdFrom(bad)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      )
  })
})

describe('requestLogging', () => {
  const { lines, logger } = captured()
  const middleware = requestLogging(logger, { ignore: (p) => p === '/healthz' })
  const seen: Array<{ id: unknown }> = []
  const server = createServer((req: IncomingMessage & { id?: unknown; log?: any }, res) => {
    middleware(req, res, () => {
      seen.push({ id: req.id })
      req.log.info('inside the handler')
      const status = Number(new URL(req.url!, 'http://x').searchParams.get('status') ?? 200)
      res.statusCode = status
      res.end('ok')
    })
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  const settle = () => new Promise((r) => setTimeout(r, 20))

  it('logs one line per request with its id, method, path, status and time, and no header or query', async () => {
    lines.length = 0
    const res = await fetch(`${base}/functions/v1/contact?email=a@b.example`, {
      headers: {
        'x-request-id': 'trace-0123456789',
        authorization: 'users API-Key secret-key',
        cookie: 'payload-token=secret-cookie',
      },
    })
    expect(res.headers.get('x-request-id')).toBe('trace-0123456789')
    await settle()
    const [inside, done] = lines
    expect(inside).toMatchObject({ reqId: 'trace-0123456789', msg: 'inside the handler' })
    expect(done).toMatchObject({
      level: 'info',
      reqId: 'trace-0123456789',
      req: { method: 'GET', url: '/functions/v1/contact' },
      res: { statusCode: 200 },
      msg: 'GET /functions/v1/contact 200',
    })
    expect(typeof done.responseTime).toBe('number')
    expect(JSON.stringify(lines)).not.toMatch(/secret|a@b\.example/)
  })

  it('makes a new id for a missing or malformed one and answers with it', async () => {
    const res = await fetch(`${base}/x`, { headers: { 'x-request-id': 'has spaces in it' } })
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen.at(-1)?.id).toBe(id)
  })

  it('logs 5xx as error, other 4xx as warn, 404 as info, and skips ignored paths', async () => {
    lines.length = 0
    await fetch(`${base}/a?status=503`)
    await fetch(`${base}/b?status=429`)
    await fetch(`${base}/c?status=404`)
    await fetch(`${base}/healthz`)
    await settle()
    const requestLines = lines.filter((l) => l.res)
    expect(requestLines.map((l) => [l.req.url, l.level])).toEqual([
      ['/a', 'error'],
      ['/b', 'warn'],
      ['/c', 'info'],
    ])
  })
})
