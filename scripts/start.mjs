#!/usr/bin/env node
/**
 * `npm start`: builds what needs building, then runs cms (3001), audit-service (3002) and web (3000)
 * together on the embedded defaults (SQLite under data/, simulated assistants unless keys are set),
 * prints the URLs and the admin login. Ctrl-C stops them all.
 *
 * Reads an optional `.env` at the repository root (see .env.example). Ports: WEB_PORT, CMS_PORT,
 * AUDIT_SERVICE_PORT, MAIL_SMTP_PORT and MAIL_WEB_PORT (the development mail catcher, run unless
 * SMTP_URL is set). Every service listens on LISTEN_HOST, default 127.0.0.1 (this machine only;
 * LISTEN_HOST=0.0.0.0 serves the network). The start-up waits while the services make progress
 * and gives up after START_STALL_SECONDS (300) without any, or START_TIMEOUT_SECONDS (1800) in
 * all; it prints what it is waiting for. A service that stops later is started again, the others
 * keep running (scripts/lib/stack.mjs, docs/decisions/0065).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildIfStale, root, startStack } from './lib/stack.mjs'

const envFile = path.join(root, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const ports = {
  web: Number(process.env.WEB_PORT ?? 3000),
  cms: Number(process.env.CMS_PORT ?? 3001),
  audit: Number(process.env.AUDIT_SERVICE_PORT ?? 3002),
  smtp: Number(process.env.MAIL_SMTP_PORT ?? 1025),
  mail: Number(process.env.MAIL_WEB_PORT ?? 1080),
}

/** A whole number of seconds from `name`, or the default; exits on a bad value. */
function secondsFrom(name, fallback) {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback * 1000
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of seconds (got ${JSON.stringify(raw)})`)
    process.exit(1)
  }
  return n * 1000
}

const t0 = Date.now()
try {
  await buildIfStale('cms')
  await buildIfStale('web')
  const stack = await startStack({
    ports,
    stallMs: secondsFrom('START_STALL_SECONDS', 300),
    maxWaitMs: secondsFrom('START_TIMEOUT_SECONDS', 1800),
  })
  const keys = [
    'OPENAI_API_KEY',
    'ANTHROPIC_API_KEY',
    'GEMINI_API_KEY',
    'PERPLEXITY_API_KEY',
  ].filter((k) => process.env[k])
  console.log(`
  Ready in ${((Date.now() - t0) / 1000).toFixed(1)} s

  Site         ${stack.urls.web}
  Free audit   ${stack.urls.web}/audit
  CMS admin    ${stack.urls.cms}/admin
               login ${process.env.CMS_ADMIN_EMAIL ?? 'admin@example.com'} / ${process.env.CMS_ADMIN_PASSWORD ? '(CMS_ADMIN_PASSWORD from your environment)' : 'admin-password-change-me'}
  Audit API    ${stack.urls.web}/functions/v1/competitive-audit
  Mail inbox   ${stack.urls.mail ?? `(mail goes to ${process.env.SMTP_URL})`}
  Assistants   ${keys.length ? keys.join(', ') : 'simulated (no assistant key set; see README)'}

  Listening on ${process.env.LISTEN_HOST || '127.0.0.1'}${process.env.LISTEN_HOST ? '' : ' (this machine only; LISTEN_HOST=0.0.0.0 to serve your network)'}
  A service that stops is started again; press Ctrl-C to stop them all.
`)
  const stop = () => stack.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  // The terminal closed: the services run in process groups of their own, so they would outlive it.
  process.on('SIGHUP', stop)
  // A closed terminal also fails every later write: never let that end this process unheard…
  process.stdout.on('error', () => {})
  process.stderr.on('error', () => {})
  // …and whatever ends it, its services end with it.
  process.on('exit', () => {
    for (const svc of stack.services) {
      if (!svc.running || !svc.pid) continue
      try {
        process.kill(-svc.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  })
  await stack.done
  process.exit(1)
} catch (err) {
  console.error(`\nStart failed: ${err.message}`)
  process.exit(1)
}
