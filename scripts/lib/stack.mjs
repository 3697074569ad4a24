/**
 * Build-and-run helpers shared by `npm start` (scripts/start.mjs) and `npm test` (scripts/test.mjs).
 *
 * - `buildIfStale(name)`: runs a workspace's build only when its sources changed since the last
 *   successful build (a SHA-256 of the source files is kept beside the build output).
 * - `startStack(options)`: starts cms, audit-service, web and the mail catcher, each in its own
 *   process group, bound to LISTEN_HOST (default 127.0.0.1: loopback only), waits as long as they
 *   make progress until each answers its health URL, and returns `{ urls, stop(), done, services }`.
 *   A service that exits after start-up is restarted; the others keep running
 *   (docs/decisions/0065).
 */
import { createHash } from 'node:crypto'
import { createServer } from 'node:net'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const IGNORED = new Set(['node_modules', '.next', 'dist', 'test-results', '.cache'])

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out
  const st = statSync(dir)
  if (st.isFile()) return (out.push(dir), out)
  for (const entry of readdirSync(dir).sort()) {
    // Build output, dependencies, and the file-env test's throw-away apps (web/.file-env-*).
    if (IGNORED.has(entry) || entry.startsWith('.file-env-')) continue
    const p = path.join(dir, entry)
    const s = statSync(p)
    if (s.isDirectory()) listFiles(p, out)
    else if (!/\.test\.tsx?$/.test(entry)) out.push(p)
  }
  return out
}

function hashSources(paths) {
  const h = createHash('sha256')
  for (const file of paths.flatMap((p) => listFiles(path.join(root, p)))) {
    h.update(path.relative(root, file))
    h.update(readFileSync(file))
  }
  return h.digest('hex')
}

const BUILDS = {
  cms: {
    sources: [
      'cms/src',
      'cms/next.config.mjs',
      'cms/package.json',
      'collections/src',
      'package-lock.json',
    ],
    marker: 'cms/.next/.source-hash',
    cmd: ['npm', ['run', 'build', '-w', 'cms']],
  },
  web: {
    sources: ['web', 'contract/src', 'collections/src/payload-types.ts', 'package-lock.json'],
    marker: 'web/dist/.source-hash',
    cmd: ['npm', ['run', 'build', '-w', 'web']],
  },
}

function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      ...opts,
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    )
    child.on('error', reject)
  })
}

/** Builds workspace `name` ('cms' | 'web') unless its sources are unchanged since the last build. */
export async function buildIfStale(name, log = console.log) {
  const b = BUILDS[name]
  const hash = hashSources(b.sources)
  const marker = path.join(root, b.marker)
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) {
    log(`[build] ${name}: up to date`)
    return false
  }
  const t0 = Date.now()
  log(`[build] ${name}: building...`)
  await run(...b.cmd)
  mkdirSync(path.dirname(marker), { recursive: true })
  writeFileSync(marker, hash)
  log(`[build] ${name}: built in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return true
}

/** A command of the repository's node_modules/.bin, run by this Node. */
const bin = (name) => [process.execPath, path.join(root, 'node_modules', '.bin', name)]

const COLORS = { magenta: 35, cyan: 36, green: 32, yellow: 33 }
const seconds = (ms) => `${Math.round(ms / 1000)} s`

/**
 * The host part of a URL that reaches services bound to `listenHost`: a wildcard address
 * (0.0.0.0, ::) is reached on 127.0.0.1, an IPv6 literal gets brackets. Never `localhost`, which
 * may resolve to ::1 first while the services listen on 127.0.0.1.
 */
export function connectHost(listenHost) {
  if (!listenHost || listenHost === '0.0.0.0' || listenHost === '::') return '127.0.0.1'
  return listenHost.includes(':') ? `[${listenHost}]` : listenHost
}

/**
 * Puts `prefix` before every line of a child's output, a chunk at a time:
 * `push(chunk: Buffer|string)` → the complete lines it finishes, each prefixed and ending in
 * "\n" ('' when the chunk ends no line); `end()` → the unfinished last line, if any, prefixed
 * and ended. A line cut across chunks (or a UTF-8 character cut across them) is held until it
 * is complete, so two streams writing to one terminal never split each other's lines. The work
 * per chunk is one decode, one search for the last newline and one replace: no per-line
 * callback (docs/decisions/0067).
 */
export function linePrefixer(prefix) {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return {
    push(chunk) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk))
      const cut = text.lastIndexOf('\n')
      if (cut === -1) {
        // A line that never ends (a progress bar) is written in 64 kB pieces, not held forever.
        if (text.length < 65_536) return ((held = text), '')
        held = ''
        return `${prefix}${text}\n`
      }
      held = text.slice(cut + 1)
      return prefix + text.slice(0, cut + 1).replace(/\n(?!$)/g, `\n${prefix}`)
    },
    end() {
      const text = held + decoder.end()
      held = ''
      return text ? `${prefix}${text.replace(/\n/g, `\n${prefix}`)}\n` : ''
    },
  }
}

/**
 * One service: `start()` spawns `cmd` in its own process group (so a stop reaches the whole tree:
 * tsx and next run children), writes its output with a `[name]` prefix on each line, and records
 * when it last printed (`lastOutputAt`, ms) for the progress-based wait. `exited` resolves with
 * `{ code, signal }` when the current process ends. `kill(signal)` signals the group.
 */
function service({ name, cmd, args, cwd, env, color }, write, out, label) {
  const svc = {
    name,
    pid: null,
    running: false,
    startedAt: 0,
    lastOutputAt: 0,
    exited: Promise.resolve({ code: null, signal: null }),
    start() {
      const child = spawn(cmd, args, {
        cwd,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      svc.pid = child.pid ?? null
      svc.running = true
      svc.startedAt = svc.lastOutputAt = Date.now()
      // Chunk by chunk, not line by line: a busy site logs thousands of lines a second, and
      // per-line work here would slow the service writing them (docs/decisions/0067).
      for (const stream of [child.stdout, child.stderr]) {
        const prefix = linePrefixer(`${label(name, color)} `)
        stream.on('data', (chunk) => {
          svc.lastOutputAt = Date.now()
          const text = prefix.push(chunk)
          if (text) out.write(text)
        })
        stream.on('end', () => {
          const rest = prefix.end()
          if (rest) out.write(rest)
        })
      }
      svc.exited = new Promise((resolve) => {
        const done = (code, signal) => {
          if (!svc.running) return
          svc.running = false
          resolve({ code, signal })
        }
        child.on('exit', done)
        child.on('error', (err) => {
          write(name, color, `could not start: ${err.message}`)
          done(null, null)
        })
      })
      return svc.exited
    },
    kill(signal) {
      if (!svc.running || !svc.pid) return
      try {
        process.kill(-svc.pid, signal)
      } catch {
        // Already gone.
      }
    },
  }
  return svc
}

/** 'code 1', 'signal SIGTERM': how a process ended. */
const ending = ({ code, signal }) => (signal ? `signal ${signal}` : `code ${code}`)

/**
 * Polls each check's URL (10 s per request) until `isUp`. Waits as long as the stack makes
 * progress: a service printed a line, or a check's answer changed (refused → HTTP 500 → up). Gives
 * up when a service exits, when nothing progressed for `stallMs`, or after `maxWaitMs`. Every
 * `reportMs` it logs what it is still waiting for and for how long.
 */
export async function waitUntilReady(checks, services, { stallMs, maxWaitMs, reportMs, log }) {
  const t0 = Date.now()
  let lastChange = t0
  const state = new Map(checks.map((c) => [c.name, 'not asked yet']))
  const ready = new Set()
  let failure = null
  let over = false
  for (const svc of services)
    void svc.exited.then((how) => {
      if (!over)
        failure ??= new Error(
          `${svc.name} exited during start-up (${ending(how)}); see its log above`,
        )
    })
  const poll = async (check) => {
    while (!failure) {
      let now
      try {
        const res = await fetch(check.url, { signal: AbortSignal.timeout(10_000) })
        await res.arrayBuffer().catch(() => {})
        if (res.ok) {
          ready.add(check.name)
          lastChange = Date.now()
          return
        }
        now = `HTTP ${res.status}`
      } catch (err) {
        now =
          err.name === 'TimeoutError' ? 'no answer within 10 s' : (err.cause?.code ?? err.message)
      }
      if (now !== state.get(check.name)) lastChange = Date.now()
      state.set(check.name, now)
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  const polls = Promise.all(checks.map(poll))
  let lastReport = t0
  while (ready.size < checks.length) {
    await Promise.race([polls, new Promise((r) => setTimeout(r, 1000))])
    if (failure) throw failure
    if (ready.size === checks.length) break
    const now = Date.now()
    const progress = Math.max(lastChange, ...services.map((s) => s.lastOutputAt))
    const waiting = checks
      .filter((c) => !ready.has(c.name))
      .map((c) => `${c.name} (${c.url}: ${state.get(c.name)})`)
      .join(', ')
    if (now - progress > stallMs) {
      failure = new Error(
        `No progress for ${seconds(now - progress)} while waiting for ${waiting}; giving up after ${seconds(now - t0)}`,
      )
    } else if (now - t0 > maxWaitMs) {
      failure = new Error(`Still waiting for ${waiting} after ${seconds(now - t0)}; giving up`)
    }
    if (failure) throw failure
    if (now - lastReport >= reportMs) {
      lastReport = now
      const done = [...ready].join(', ')
      log(`[stack] ${seconds(now - t0)}: waiting for ${waiting}${done ? `; ready: ${done}` : ''}`)
    }
  }
  over = true
}

/**
 * `portsInUse(host, ports)` → the ports of `ports` that cannot be listened on at `host` (in use,
 * EADDRINUSE, or refused), each tried by listening and closing at once; an empty list when every
 * one is free.
 */
export async function portsInUse(host, ports) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(port))
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)))
    })
  const results = []
  for (const port of ports) results.push(await tryPort(port))
  return results.filter((port) => port !== null)
}

/**
 * What `startStack` runs: the CMS (Next.js), the audit service, the site and, unless SMTP_URL is
 * set (`catcher` false), the mail catcher, each `{ name, cmd, args, cwd, env, color }` with the
 * shared environment `shared` and its own port from `ports`, bound to `listenHost`.
 */
function serviceSpecs({ ports, listenHost, shared, catcher }) {
  return [
    {
      name: 'cms',
      cmd: bin('next')[0],
      args: [bin('next')[1], 'start', '-p', String(ports.cms), '-H', listenHost],
      cwd: path.join(root, 'cms'),
      env: { ...shared, PORT: String(ports.cms) },
      color: 'magenta',
    },
    {
      name: 'audit',
      cmd: bin('tsx')[0],
      args: [bin('tsx')[1], 'src/server.ts'],
      cwd: path.join(root, 'audit-service'),
      env: { ...shared, PORT: String(ports.audit) },
      color: 'cyan',
    },
    {
      name: 'web',
      cmd: bin('tsx')[0],
      args: [bin('tsx')[1], 'server/index.ts'],
      cwd: path.join(root, 'web'),
      env: { ...shared, NODE_ENV: 'production', PORT: String(ports.web) },
      color: 'green',
    },
    ...(catcher
      ? [
          {
            name: 'mail',
            cmd: bin('maildev')[0],
            args: [
              bin('maildev')[1],
              '--smtp',
              String(ports.smtp),
              '--web',
              String(ports.mail),
              '--ip',
              listenHost,
              '--silent',
            ],
            cwd: root,
            env: shared,
            color: 'yellow',
          },
        ]
      : []),
  ]
}

/**
 * The running stack's keeper: `supervise(svc, exited)` restarts a service that exits after
 * start-up (1 s later, doubling up to 30 s after quick repeated exits; after 5 exits within 30 s of
 * their start it is left stopped), unless `restart` is false or the stack is stopping; `stop()`
 * sends SIGTERM to every service, SIGKILL after 10 s; `done` resolves once every service has
 * stopped for good.
 */
function supervisor(services, { restart, log }) {
  let stopping = false
  const timers = new Set()
  let finish
  const done = new Promise((r) => (finish = r))
  const given = new Set()
  const settleIfAllStopped = () => {
    if (services.every((s) => !s.running && (stopping || given.has(s.name)))) finish()
  }
  /** After start-up: restart a service that exits, unless the stack is stopping. */
  const supervise = (svc, exited) =>
    exited.then((how) => {
      if (stopping || !restart) return settleIfAllStopped()
      const quick = Date.now() - svc.startedAt < 30_000
      svc.quickExits = quick ? (svc.quickExits ?? 0) + 1 : 0
      if (svc.quickExits >= 5) {
        given.add(svc.name)
        log(
          `[stack] ${svc.name} exited (${ending(how)}) 5 times within 30 s of starting: not restarting it; the other services keep running`,
        )
        return settleIfAllStopped()
      }
      const delay = Math.min(30_000, 1000 * 2 ** (svc.quickExits ?? 0))
      log(
        `[stack] ${svc.name} exited (${ending(how)}); restarting it in ${seconds(delay)} (the other services keep running)`,
      )
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!stopping) supervise(svc, svc.start())
      }, delay)
      timers.add(timer)
    })

  const stop = async () => {
    stopping = true
    for (const t of timers) clearTimeout(t)
    for (const s of services) s.kill('SIGTERM')
    const all = Promise.all(services.map((s) => s.exited))
    await Promise.race([all, new Promise((r) => setTimeout(r, 10_000))])
    for (const s of services) s.kill('SIGKILL')
    await Promise.race([all, new Promise((r) => setTimeout(r, 2000))])
    finish()
  }
  return { supervise, stop, done }
}

/**
 * Starts the three services, and a mail catcher (maildev: SMTP on `ports.smtp`, web inbox and REST
 * API `/email` on `ports.mail`) unless SMTP_URL is set.
 *
 * Options: `ports` = { web, cms, audit, smtp, mail }; `env` = extra environment for all (LISTEN_HOST
 * there or in process.env: the address every service binds, default 127.0.0.1); `outputStream` =
 * where prefixed logs go (default stdout); `log` = where the stack's own progress lines go (default
 * console.log); `stallMs` (default 5 min) and `maxWaitMs` (default 30 min): the start-up wait gives
 * up after that long without progress (no new log line, no change in a health answer) or in all;
 * `restart` (default true): a service that exits after start-up is started again (1 s later, up to
 * 30 s after quick repeated exits; after 5 exits within 30 s of their start it is left stopped), the
 * others keep running.
 *
 * Resolves when all are healthy: CMS `/readyz` answers 200 (which starts its job queue), the audit service's
 * health check answers, web `/` answers, the mail inbox answers; rejects (having stopped every
 * service) when one exits during start-up or the wait gives up. Returns `{ urls, stop, done,
 * services }`: `urls` use 127.0.0.1 (or LISTEN_HOST when it is a specific address), `urls.mail` is
 * null with SMTP_URL set; `stop()` sends SIGTERM to every service, SIGKILL after 10 s; `done`
 * resolves once every service has stopped for good; `services` = [{ name, pid, running }].
 */
export async function startStack({
  ports = { web: 3000, cms: 3001, audit: 3002, smtp: 1025, mail: 1080 },
  env = {},
  outputStream = process.stdout,
  log = console.log,
  stallMs = 5 * 60_000,
  maxWaitMs = 30 * 60_000,
  restart = true,
} = {}) {
  const catcher = !(env.SMTP_URL ?? process.env.SMTP_URL)
  const listenHost = env.LISTEN_HOST ?? process.env.LISTEN_HOST ?? '127.0.0.1'
  const host = connectHost(listenHost)
  const urls = {
    web: `http://${host}:${ports.web}`,
    cms: `http://${host}:${ports.cms}`,
    audit: `http://${host}:${ports.audit}`,
    mail: catcher ? `http://${host}:${ports.mail}` : null,
  }
  const shared = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_URL: urls.cms,
    CMS_PUBLIC_URL: urls.cms,
    WEB_PUBLIC_URL: urls.web,
    WEB_PURGE_URL: `${urls.web}/_internal/cms-purge`,
    AUDIT_SERVICE_URL: urls.audit,
    SITE_URL: process.env.SITE_URL ?? urls.web,
    ...env,
    LISTEN_HOST: listenHost,
    ...(catcher ? { SMTP_URL: `smtp://${host}:${ports.smtp}` } : {}),
  }
  const color = outputStream.isTTY
    ? (name, c) => `\x1b[${COLORS[c]}m[${name}]\x1b[0m`
    : (name) => `[${name}]`
  const write = (name, c, line) => outputStream.write(`${color(name, c)} ${line}\n`)
  const specs = serviceSpecs({ ports, listenHost, shared, catcher })
  // A stack whose ports are taken would pass its health checks against whatever holds them (an
  // earlier stack still running) while its own services fail to listen: refuse to start.
  const wanted = [ports.cms, ports.audit, ports.web, ...(catcher ? [ports.smtp, ports.mail] : [])]
  const taken = await portsInUse(listenHost, wanted)
  if (taken.length)
    throw new Error(
      `${taken.length > 1 ? 'ports' : 'port'} ${taken.join(', ')} on ${listenHost} already in use (another copy of the stack still running?): stop what listens there, or choose other ports (WEB_PORT, CMS_PORT, AUDIT_SERVICE_PORT, MAIL_SMTP_PORT, MAIL_WEB_PORT)`,
    )
  mkdirSync(path.join(root, 'data'), { recursive: true })
  const services = specs.map((spec) => service(spec, write, outputStream, color))

  const { supervise, stop, done } = supervisor(services, { restart, log })
  // Whatever ends this process, leave no service behind (they run in their own groups).
  process.once('exit', () => {
    for (const s of services) s.kill('SIGKILL')
  })

  const started = services.map((s) => s.start())
  try {
    await waitUntilReady(
      [
        // /readyz also starts the CMS's job queue (scheduled publications, docs/decisions/0088).
        { name: 'cms', url: `${urls.cms}/readyz` },
        { name: 'audit', url: `${urls.audit}/functions/v1/competitive-audit` },
        { name: 'web', url: `${urls.web}/` },
        ...(urls.mail ? [{ name: 'mail', url: `${urls.mail}/healthz` }] : []),
      ],
      services,
      { stallMs, maxWaitMs, reportMs: 15_000, log },
    )
  } catch (err) {
    await stop()
    throw err
  }
  services.forEach((svc, i) => supervise(svc, started[i]))
  return {
    urls,
    stop,
    done,
    services: services.map((s) => ({
      get name() {
        return s.name
      },
      get pid() {
        return s.pid
      },
      get running() {
        return s.running
      },
    })),
  }
}
