/**
 * The CMS purge across every instance of the site (docs/decisions/0066), over Redis
 * publish/subscribe.
 *
 * `createPurgeBus({ redisUrl, purgeLocal, logger, channel?, publishTimeoutMs? })` → `PurgeBus`:
 * - `purge()` (what POST /_internal/cms-purge calls): runs `purgeLocal()` at once (the CMS content
 *   cache and, through its listeners, the rendered-HTML cache), then publishes
 *   `{"v":1,"from":"<instanceId>"}` on `channel` (default `PURGE_CHANNEL`, `aivis:cms-purge`).
 *   Never throws and never waits for Redis: a publish that fails or gets no answer within
 *   `publishTimeoutMs` (default 2000 ms) is logged with `logger.error`, and the purge request is
 *   answered as usual. While Redis is unreachable ioredis keeps the publish queued: it may still
 *   reach the other instances when Redis is back (one more purge there, harmless).
 * - Every instance subscribes to `channel` on its own connection and runs `purgeLocal()` on each
 *   message from another instance (a message carrying its own `instanceId` is skipped; a message
 *   that is not that JSON shape counts as another instance's and purges, with a warning).
 * - Each time the subscription becomes active, at start and after the subscriber connection was
 *   lost and re-established, `purgeLocal()` runs once: purges published while this instance was
 *   not subscribed never reach it. At start the caches are nearly empty, so that purge costs little.
 * - `instanceId`: a random UUID per bus (one bus per site process).
 * - `close()` → Promise<void>: ends both connections (QUIT, or a plain disconnect when Redis does
 *   not answer within a second); `purge()` afterwards purges locally only. Never rejects.
 *
 * With `redisUrl` null (REDIS_URL unset) there is no Redis: `purge()` is `purgeLocal()` and
 * `close()` does nothing, the single-instance behaviour of decision 0005.
 *
 * Reconnection is ioredis's own (its default `retryStrategy`: 50 ms more per attempt, at most 2 s
 * apart, forever). A lost connection is logged once with `logger.warn` (not every failed attempt)
 * and its return with `logger.info`. REDIS_URL may hold a password: it is never logged.
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from '@aivis/contract/log'

/** The Redis channel the site's instances announce CMS purges on. */
export const PURGE_CHANNEL = 'aivis:cms-purge'

/** A purge message as published: format version and the publishing instance's id. */
export interface PurgeMessage {
  v: 1
  from: string
}

export interface PurgeBus {
  /** Random per bus; carried by every message this bus publishes. */
  readonly instanceId: string
  /** Purges this instance now and tells the others; never throws. */
  purge: () => void
  /** Ends the Redis connections; never rejects. */
  close: () => Promise<void>
}

/** How long `close()` waits for QUIT before dropping a connection. */
const QUIT_WAIT_MS = 1000

export function createPurgeBus(opts: {
  redisUrl: string | null
  purgeLocal: () => void
  logger: Logger
  channel?: string
  publishTimeoutMs?: number
}): PurgeBus {
  const { redisUrl, purgeLocal, logger } = opts
  const channel = opts.channel ?? PURGE_CHANNEL
  const instanceId = randomUUID()
  if (!redisUrl) return { instanceId, purge: purgeLocal, close: async () => {} }

  let closed = false
  // Publishes wait in ioredis's offline queue while Redis is away; commandTimeout bounds how long
  // the caller's promise waits for an answer.
  const publisher = new Redis(redisUrl, {
    commandTimeout: opts.publishTimeoutMs ?? 2000,
    connectionName: `web-purge-pub-${instanceId}`,
  })
  // Subscribed by hand on each `ready` (not ioredis's autoResubscribe) so that the local purge
  // after a reconnect runs only once Redis has confirmed the subscription: nothing published from
  // then on is missed.
  const subscriber = new Redis(redisUrl, {
    autoResubscribe: false,
    connectionName: `web-purge-sub-${instanceId}`,
  })
  watch(publisher, 'publisher', logger, () => closed)
  watch(subscriber, 'subscriber', logger, () => closed)

  let subscriptions = 0
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        if (closed) return
        subscriptions++
        purgeLocal()
        if (subscriptions > 1)
          logger.info(
            { channel },
            'CMS purge channel subscribed again: local caches purged (purges published while disconnected were missed)',
          )
        else logger.debug({ channel, instanceId }, 'CMS purge channel subscribed')
      },
      (err: Error) => {
        if (!closed)
          logger.error({ channel, err: err.message }, 'CMS purge channel: subscribe failed')
      },
    )
  })
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel || closed) return
    const message = parseMessage(text)
    if (message?.from === instanceId) return
    if (!message) logger.warn({ channel }, 'CMS purge channel: unexpected message, purging anyway')
    purgeLocal()
    logger.debug({ channel, from: message?.from }, 'CMS purge from another instance')
  })

  const purge = () => {
    purgeLocal()
    if (closed) return
    const message: PurgeMessage = { v: 1, from: instanceId }
    publisher.publish(channel, JSON.stringify(message)).catch((err: Error) => {
      logger.error(
        { channel, err: err.message },
        'CMS purge not published: the other site instances keep their cached pages until their TTL or their next purge',
      )
    })
  }

  const close = async () => {
    if (closed) return
    closed = true
    await Promise.all([end(publisher), end(subscriber)])
  }
  return { instanceId, purge, close }
}

/** The message's shape, or undefined when it is not a purge message. */
function parseMessage(text: string): PurgeMessage | undefined {
  try {
    const value = JSON.parse(text) as Partial<PurgeMessage> | null
    return value && value.v === 1 && typeof value.from === 'string'
      ? { v: 1, from: value.from }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Logs a connection's trouble once per outage (ioredis emits an error for every failed attempt)
 * and its return; an `error` listener also keeps ioredis from printing unhandled errors itself.
 */
function watch(conn: Redis, role: string, logger: Logger, closed: () => boolean) {
  let down = false
  let everReady = false
  conn.on('error', (err: Error) => {
    if (down || closed()) return
    down = true
    logger.warn(
      { role, err: err.message },
      'Redis for CMS purges unreachable: purges still apply to this instance; retrying',
    )
  })
  conn.on('close', () => {
    if (!everReady || down || closed()) return
    down = true
    logger.warn({ role }, 'Redis for CMS purges: connection lost; retrying')
  })
  conn.on('ready', () => {
    if (down) logger.info({ role }, 'Redis for CMS purges: connected again')
    down = false
    everReady = true
  })
}

/** QUIT, or a plain disconnect when the connection is not up or QUIT gets no answer in time. */
async function end(conn: Redis): Promise<void> {
  if (conn.status !== 'ready') return void conn.disconnect()
  let timer: NodeJS.Timeout | undefined
  const gaveUp = new Promise<void>((r) => (timer = setTimeout(r, QUIT_WAIT_MS)))
  await Promise.race([conn.quit().catch(() => {}), gaveUp])
  clearTimeout(timer)
  conn.disconnect()
}
