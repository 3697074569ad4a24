#!/usr/bin/env node
/**
 * `npm test`: every test, on a fresh machine of this kind.
 *
 * 1. Gets what is missing: Debian's Chromium (apt-get, as root) for Playwright.
 * 2. Unit and integration tests of all workspaces (Vitest projects).
 * 3. Builds cms and web when stale, starts the whole stack on test ports with a throw-away SQLite
 *    database and simulated assistants, then runs the acceptance tests (Vitest) and the end-to-end
 *    tests (Playwright in Chromium) against it, and stops it.
 * 4. Prints `N passed, N failed` and exits non-zero on any failure.
 *
 * Options: `--unit` runs step 2 only. Env: TEST_PORT_BASE (default 4100).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfStale, root, startStack } from './lib/stack.mjs'

const unitOnly = process.argv.includes('--unit')
const work = mkdtempSync(path.join(tmpdir(), 'aivis-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }

function run(cmd, args, { cwd = root, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function addVitest(file, code) {
  const r = readJson(file)
  if (!r) return void (totals.failed += code === 0 ? 0 : 1)
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0)
  totals.skipped += r.numPendingTests + r.numTodoTests
}

function addPlaywright(file, code) {
  const r = readJson(file)
  if (!r) return void (totals.failed += code === 0 ? 0 : 1)
  totals.passed += r.stats.expected + r.stats.flaky
  totals.failed += r.stats.unexpected + (code !== 0 && r.stats.unexpected === 0 ? 1 : 0)
  totals.skipped += r.stats.skipped
}

function ensureChromium() {
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(exe)) return exe
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${exe}; install it with: sudo apt-get install -y chromium`)
  console.log('[test] installing Debian chromium (apt-get)...')
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
  return exe
}

let stack
let exitCode = 0
try {
  const chromium = unitOnly ? null : ensureChromium()

  console.log('\n[test] unit and integration tests')
  const unitJson = path.join(work, 'unit.json')
  addVitest(unitJson, await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]))

  if (!unitOnly) {
    await buildIfStale('cms')
    await buildIfStale('web')
    const base = Number(process.env.TEST_PORT_BASE ?? 4100)
    const log = path.join(work, 'stack.log')
    console.log(`\n[test] starting the stack on ports ${base}-${base + 2} (log: ${log})`)
    const admin = { email: 'admin@example.com', password: 'admin-password-change-me' }
    stack = await startStack({
      ports: { web: base, cms: base + 1, audit: base + 2 },
      env: {
        APP_ENV: 'test',
        DATABASE_URI: `file:${path.join(work, 'cms.db')}`,
        OUTBOX_DIR: path.join(work, 'outbox'),
        CMS_ADMIN_EMAIL: admin.email,
        CMS_ADMIN_PASSWORD: admin.password,
        OPENAI_API_KEY: '',
        OPENAI_BASE_URL: '',
        ANTHROPIC_API_KEY: '',
        GEMINI_API_KEY: '',
        PERPLEXITY_API_KEY: '',
      },
      outputStream: createWriteStream(log),
    })
    const env = {
      ...process.env,
      STACK_WEB_URL: stack.urls.web,
      STACK_CMS_URL: stack.urls.cms,
      STACK_ADMIN_EMAIL: admin.email,
      STACK_ADMIN_PASSWORD: admin.password,
      CHROMIUM_PATH: chromium,
    }
    console.log('\n[test] acceptance tests against the running stack')
    const accJson = path.join(work, 'acceptance.json')
    addVitest(accJson, await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${accJson}`], { cwd: path.join(root, 'tests'), env }))

    console.log('\n[test] end-to-end tests in Chromium')
    const e2eJson = path.join(work, 'e2e.json')
    addPlaywright(e2eJson, await run('npx', ['playwright', 'test'], { cwd: path.join(root, 'tests'), env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson } }))

    if (totals.failed > 0) {
      console.log(`\n[test] last lines of the stack log:\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`)
    }
  }
} catch (err) {
  console.error(`\n[test] ${err.stack ?? err}`)
  totals.failed += 1
} finally {
  await stack?.stop()
  if (totals.failed === 0) rmSync(work, { recursive: true, force: true })
}
exitCode = totals.failed > 0 ? 1 : 0
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(exitCode)
