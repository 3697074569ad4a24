/**
 * Structured logs, the same in every Node service (docs/decisions/0032): one
 * JSON object per line (pino), with `service`, `level`, `time` (ms since the epoch) and `msg`, and for
 * each HTTP request one line with `reqId`, `req: { method, url }` (path only: queries can carry
 * tokens and emails), `res: { statusCode }` and `responseTime` (ms). No header, cookie or body is
 * ever logged.
 *
 * Server only: imported as `@aivis/contract/log`, never from the package root (which stays safe in
 * the browser).
 *
 * The request id is the well-formed incoming `X-Request-Id` (`REQUEST_ID_PATTERN`) or a new UUID;
 * it is answered as `X-Request-Id`, set as `req.id`, and every line logged through `req.log` carries
 * it, so one visitor's request is followed from the site to the audit service to the CMS (which
 * logs the lead writes it receives with the id: collections/src/hooks/logWrites.ts).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { destination, pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino'
import { pinoHttp, type HttpLogger } from 'pino-http'
import { REQUEST_ID_PATTERN } from './requestId'

export type { Logger }

/** Log levels LOG_LEVEL accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * A service's logger.
 *
 * @param service name carried by every line (`service`), e.g. `'web'`, `'audit-service'`
 * @param opts.level minimum level (default LOG_LEVEL, else `'info'`)
 * @param opts.destination where lines go; tests pass a stream that keeps them. Default: stdout,
 *   written asynchronously (sonic-boom, `sync: false`) in writes of at least 4 kB or every
 *   500 ms, so a busy server never waits on a slow reader of its output (a terminal,
 *   `npm start`); pino flushes what is pending when the process exits
 *   (docs/decisions/0067)
 * @throws Error when the level is not one of {@link LOG_LEVELS}
 */
export function createLogger(
  service: string,
  opts: { level?: string; destination?: DestinationStream } = {},
): Logger {
  const level = opts.level ?? (process.env.LOG_LEVEL?.trim() || 'info')
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${level}")`)
  return pino(
    {
      level,
      base: { service },
      formatters: { level: (label) => ({ level: label }) },
      // Defence in depth: a line that ever carries these keys shows them as "[redacted]".
      redact: {
        paths: ['*.authorization', '*.cookie', '*["x-proxy-secret"]', '*["x-purge-secret"]'],
        censor: '[redacted]',
      },
    },
    opts.destination ?? asyncStdout(),
  )
}

const shared = new Map<string, Logger>()

/**
 * The process's one default logger of `service` ({@link createLogger} with its defaults: stdout,
 * LOG_LEVEL), made on first use and shared: what the parts of a service log to when they are built
 * without a logger (tests, scripts, benchmarks), so each does not open a stdout stream of its own.
 * A running service passes its own logger instead.
 *
 * @throws Error when LOG_LEVEL is not one of {@link LOG_LEVELS} (on first use)
 */
export function defaultLogger(service: string): Logger {
  let logger = shared.get(service)
  if (!logger) shared.set(service, (logger = createLogger(service)))
  return logger
}

/**
 * Stdout through sonic-boom without blocking, in writes of at least 4 kB (a busy server's lines go
 * out a few dozen at a time) and at least every 500 ms (a quiet server's lines are not held); a
 * closed stdout (EPIPE) drops lines, never throws.
 */
function asyncStdout(): DestinationStream {
  const dest = destination({ dest: 1, sync: false, minLength: 4096 })
  dest.on('error', () => {})
  setInterval(() => {
    try {
      dest.flush()
    } catch {
      // Destroyed at exit: nothing left to write.
    }
  }, 500).unref()
  return dest
}

/** The request id for an incoming `X-Request-Id` value: kept when well-formed, else a new UUID. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID()
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]

/**
 * Express/Node middleware (pino-http): gives the request its id (`req.id`, `X-Request-Id` on the
 * answer), a child logger `req.log` carrying `reqId`, and logs one line when the response ends:
 * level `error` for 5xx, `warn` for 4xx except 404 (`info`), `info` otherwise.
 *
 * @param logger from {@link createLogger}
 * @param opts.ignore paths whose request line is not logged (static assets, health checks); they
 *   still get an id and `req.log`
 * @param opts.redact the path as logged, for paths that carry a secret (the site's share links,
 *   docs/decisions/0078): the query string is never logged, and `redact` hides what the path holds
 */
export function requestLogging(
  logger: Logger,
  opts: { ignore?: (path: string) => boolean; redact?: (path: string) => string } = {},
): HttpLogger {
  const logged = (url: string | undefined) => (opts.redact ?? String)(pathOf(url))
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFrom(req.headers['x-request-id'])
      res.setHeader('x-request-id', id)
      return id
    },
    // `req.log` carries only `reqId`; the request's own line adds `req`, `res` and `responseTime`.
    quietReqLogger: true,
    autoLogging: opts.ignore ? { ignore: (req) => opts.ignore!(pathOf(req.url)) } : true,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        method: req.method,
        url: logged(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err): LevelWithSilent => {
      if (err || res.statusCode >= 500) return 'error'
      if (res.statusCode >= 400 && res.statusCode !== 404) return 'warn'
      return 'info'
    },
    customSuccessMessage: (req: IncomingMessage & { originalUrl?: string }, res) =>
      `${req.method} ${logged(req.originalUrl ?? req.url)} ${res.statusCode}`,
    customErrorMessage: (req: IncomingMessage & { originalUrl?: string }, res) =>
      `${req.method} ${logged(req.originalUrl ?? req.url)} ${res.statusCode}`,
  })
}
