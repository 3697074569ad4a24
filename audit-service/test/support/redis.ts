/**
 * A throw-away Redis for tests: `await startRedis()` spawns Debian's `redis-server` (installed by
 * `npm test` when missing; REDIS_SERVER_PATH overrides the path) on a free port, without
 * persistence, and resolves once it answers PING.
 *
 * Returns `{ url, port, stop }`: `url` is `redis://127.0.0.1:{port}`; `stop()` kills the server and
 * resolves when it has exited. Throws when redis-server is missing or does not start within 10 s.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

export interface TestRedis {
  url: string
  port: number
  stop: () => Promise<void>
}

export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      `${REDIS_SERVER} not found: run the tests with \`npm test\`, which installs redis-server, or apt-get install -y redis-server`,
    )
  const port = await freePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `redis://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    probe.on('error', () => {}) // refused until the server listens: the loop retries
    try {
      await probe.connect()
      if ((await probe.ping()) === 'PONG') break
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL')
        throw new Error(`redis-server did not start on port ${port}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    } finally {
      probe.disconnect()
    }
  }
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
