/**
 * Build-and-run helpers shared by `npm start` (scripts/start.mjs) and `npm test` (scripts/test.mjs).
 *
 * - `buildIfStale(name)`: runs a workspace's build only when its sources changed since the last
 *   successful build (a SHA-256 of the source files is kept beside the build output).
 * - `startStack(options)`: starts cms, audit-service and web with `concurrently`, waits until each
 *   answers its health URL, and returns `{ urls, stop() }`. Ctrl-C stops all three.
 */
import { createHash } from 'node:crypto'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import concurrently from 'concurrently'

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

async function waitFor(url, { timeoutMs = 180_000, isUp = (res) => res.status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (isUp(res)) return
      last = `HTTP ${res.status}`
    } catch (err) {
      last = err.cause?.code ?? err.message
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`Timed out waiting for ${url} (${last})`)
}

/**
 * Starts the three services, and a mail catcher (maildev: SMTP on `ports.smtp`, web inbox and REST
 * API `/email` on `ports.mail`) unless SMTP_URL is set. `ports` = { web, cms, audit, smtp, mail }; `env` =
 * extra environment for all; `outputStream` = where prefixed logs go (default stdout).
 * Resolves when all are healthy: CMS `/api/site-settings` global answers, audit-service health
 * check answers, web `/` answers, the mail inbox answers. `urls.mail` is null with SMTP_URL set.
 */
export async function startStack({
  ports = { web: 3000, cms: 3001, audit: 3002, smtp: 1025, mail: 1080 },
  env = {},
  outputStream,
} = {}) {
  const catcher = !(env.SMTP_URL ?? process.env.SMTP_URL)
  const urls = {
    web: `http://localhost:${ports.web}`,
    cms: `http://localhost:${ports.cms}`,
    audit: `http://localhost:${ports.audit}`,
    mail: catcher ? `http://localhost:${ports.mail}` : null,
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
    ...(catcher ? { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` } : {}),
  }
  const mailCatcher = catcher
    ? [
        {
          name: 'mail',
          command: `npx maildev --smtp ${ports.smtp} --web ${ports.mail} --ip 127.0.0.1 --silent`,
          cwd: root,
          env: shared,
          prefixColor: 'yellow',
        },
      ]
    : []
  mkdirSync(path.join(root, 'data'), { recursive: true })
  const { result, commands } = concurrently(
    [
      {
        name: 'cms',
        command: `npx next start -p ${ports.cms}`,
        cwd: path.join(root, 'cms'),
        env: { ...shared, PORT: String(ports.cms) },
        prefixColor: 'magenta',
      },
      {
        name: 'audit',
        command: 'npx tsx src/server.ts',
        cwd: path.join(root, 'audit-service'),
        env: { ...shared, PORT: String(ports.audit) },
        prefixColor: 'cyan',
      },
      {
        name: 'web',
        command: 'npx tsx server/index.ts',
        cwd: path.join(root, 'web'),
        env: { ...shared, NODE_ENV: 'production', PORT: String(ports.web) },
        prefixColor: 'green',
      },
      ...mailCatcher,
    ],
    { killOthersOn: ['failure', 'success'], prefix: 'name', outputStream, handleInput: false },
  )
  let exited = false
  const done = result.then(
    () => (exited = true),
    () => (exited = true),
  )
  const stop = async () => {
    if (!exited) for (const c of commands) c.kill('SIGTERM')
    await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))])
    if (!exited) for (const c of commands) c.kill('SIGKILL')
  }
  try {
    await Promise.race([
      Promise.all([
        waitFor(`${urls.cms}/api/globals/site-settings`, { isUp: (r) => r.ok }),
        waitFor(`${urls.audit}/functions/v1/competitive-audit`, { isUp: (r) => r.ok }),
        waitFor(`${urls.web}/`, { isUp: (r) => r.ok }),
        ...(urls.mail ? [waitFor(`${urls.mail}/healthz`, { isUp: (r) => r.ok })] : []),
      ]),
      done.then(() => {
        throw new Error('A service exited during start-up (see its log above)')
      }),
    ])
  } catch (err) {
    await stop()
    throw err
  }
  return { urls, stop, done }
}
