#!/usr/bin/env node
/**
 * `npm test`: every test, on a fresh machine of this kind.
 *
 * 1. Gets what is missing: Debian's Chromium (apt-get, as root) for Playwright, Debian's
 *    redis-server for the tests that run on a real Redis (each starts its own throw-away server),
 *    and poppler-utils' pdftoppm, which draws the PDF report's pages in the five-media test.
 * 2. Static checks: ESLint, the import floors (dependency-cruiser, .dependency-cruiser.cjs),
 *    Prettier (`--check`) and the TypeScript compiler on every workspace;
 *    each failing check counts as one failed test. Then the unit and integration tests of all
 *    workspaces (Vitest projects).
 * 3. Builds cms and web when stale, starts the whole stack on test ports with a throw-away SQLite
 *    database and simulated assistants, then runs the acceptance tests (Vitest) and the end-to-end
 *    tests (Playwright in Chromium) against it, and stops it.
 * 4. Prints `N passed, N failed` and exits non-zero on any failure.
 *
 * Options: `--unit` runs step 2 only; `--no-checks` skips the static checks; `--only <words>`
 * (a comma-separated list of parts of file paths, e.g. `--only accounts.test.ts,accounts.spec`) skips step 2's checks
 * and unit tests and runs only the acceptance and end-to-end files whose names contain one of the
 * words, to try one change against the real stack. Env: TEST_PORT_BASE (default 4100).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfStale, root, startStack } from './lib/stack.mjs'

const unitOnly = process.argv.includes('--unit')
const onlyAt = process.argv.indexOf('--only')
/** File-name parts of the acceptance and e2e files to run (`--only a,b`); empty: every file. */
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : []
if (onlyAt >= 0 && only.length === 0) {
  console.error('[test] --only needs a comma-separated list of file-name parts')
  process.exit(2)
}
const skipChecks = process.argv.includes('--no-checks') || only.length > 0
const work = mkdtempSync(path.join(tmpdir(), 'aivis-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
/** What failed, one line each, printed last so that the tail of a CI log names it. */
const failures = []

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
  if (!r) {
    if (code !== 0) failures.push(`vitest exited ${code} without a report (${file})`)
    return void (totals.failed += code === 0 ? 0 : 1)
  }
  for (const suite of r.testResults ?? []) {
    const where = path.relative(root, suite.name)
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) failures.push(`${where} > ${a.fullName}`)
    if (suite.status === 'failed' && failed.length === 0)
      failures.push(`${where}: ${String(suite.message ?? 'failed').split('\n')[0]}`)
  }
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0)
  totals.skipped += r.numPendingTests + r.numTodoTests
}

function addPlaywright(file, code) {
  const r = readJson(file)
  if (!r) {
    if (code !== 0) failures.push(`playwright exited ${code} without a report (${file})`)
    return void (totals.failed += code === 0 ? 0 : 1)
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected')
          failures.push(`e2e ${spec.file} > ${[...titles, spec.title].join(' > ')}`)
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of r.suites ?? []) walk(suite, [])
  totals.passed += r.stats.expected + r.stats.flaky
  totals.failed += r.stats.unexpected + (code !== 0 && r.stats.unexpected === 0 ? 1 : 0)
  totals.skipped += r.stats.skipped
}

/** Installs Debian `packages` with apt-get (as root) unless `exe` exists; returns `exe`. */
function ensureDebian(exe, packages) {
  if (existsSync(exe)) return exe
  if (process.getuid?.() !== 0)
    throw new Error(
      `${exe} not found; install it with: sudo apt-get install -y ${packages.join(' ')}`,
    )
  console.log(`[test] installing Debian ${packages.join(', ')} (apt-get)...`)
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
  return exe
}

let stack
let exitCode = 0
try {
  ensureDebian(process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server', ['redis-server'])
  const chromium = unitOnly
    ? null
    : ensureDebian(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['chromium'])
  // The five-media end-to-end test renders the PDF's pages with poppler's pdftoppm.
  if (!unitOnly) ensureDebian('/usr/bin/pdftoppm', ['poppler-utils'])

  if (!skipChecks) {
    for (const [name, cmd, args] of [
      ['lint (ESLint)', 'npx', ['eslint', '.']],
      ['import floors (dependency-cruiser)', 'npm', ['run', '--silent', 'lint:imports']],
      ['format (Prettier --check)', 'npx', ['prettier', '--check', '.']],
      ['types (tsc)', 'npm', ['run', '--silent', 'typecheck']],
    ]) {
      console.log(`\n[test] check: ${name}`)
      const code = await run(cmd, args)
      if (code === 0) totals.passed += 1
      else {
        console.error(
          `[test] check failed: ${name} (fix it, or run \`npm run format\` for formatting)`,
        )
        totals.failed += 1
        failures.push(`check: ${name}`)
      }
    }
  }

  if (only.length === 0) {
    console.log('\n[test] unit and integration tests')
    const unitJson = path.join(work, 'unit.json')
    addVitest(
      unitJson,
      await run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${unitJson}`,
      ]),
    )
  }

  if (!unitOnly) {
    await buildIfStale('cms')
    await buildIfStale('web')
    const base = Number(process.env.TEST_PORT_BASE ?? 4100)
    const log = path.join(work, 'stack.log')
    console.log(`\n[test] starting the stack on ports ${base}-${base + 4} (log: ${log})`)
    const admin = { email: 'admin@example.com', password: 'admin-password-change-me' }
    stack = await startStack({
      ports: { web: base, cms: base + 1, audit: base + 2, smtp: base + 3, mail: base + 4 },
      env: {
        APP_ENV: 'test',
        // The stack's own mail catcher, whatever the developer's .env says.
        SMTP_URL: '',
        SALES_EMAIL: 'sales@visibly.example',
        DATABASE_URI: `file:${path.join(work, 'cms.db')}`,
        MEDIA_DIR: path.join(work, 'media'),
        OUTBOX_DB: path.join(work, 'outbox', 'leads.db'),
        // The site's own lead outbox (docs/decisions/0096), the run's own too.
        SITE_OUTBOX_DB: path.join(work, 'outbox', 'site-leads.db'),
        // The audit cache and the stored results (kept beside it) are the run's own, too.
        AUDIT_CACHE_DB: path.join(work, 'audit-cache.db'),
        CMS_ADMIN_EMAIL: admin.email,
        CMS_ADMIN_PASSWORD: admin.password,
        // Simulated answers slow enough (an audit takes 1 to 2 s) that the browser's event stream
        // opens before the audit ends, even on a busy machine: the e2e test of live progress
        // needs progress events to watch.
        SIMULATED_LATENCY_MS: '500-1500',
        // The acceptance and e2e tests run many audits from one IP (127.0.0.1) for a few sites:
        // generous limits here, the defaults stay strict (docs/decisions/0023).
        AUDIT_LIMIT_PER_IP_PER_HOUR: '100000',
        AUDIT_LIMIT_PER_DOMAIN_PER_DAY: '100000',
        AUDIT_DAILY_CALL_BUDGET: '100000000',
        // ...and many leads and extractions from that one address (docs/decisions/0056).
        LEAD_LIMIT_INQUIRIES_PER_IP_PER_HOUR: '100000',
        LEAD_LIMIT_INQUIRIES_PER_EMAIL_PER_DAY: '100000',
        LEAD_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '100000',
        LEAD_LIMIT_SIGNUPS_PER_EMAIL_PER_DAY: '100000',
        LEAD_LIMIT_RESULTS_EMAILS_PER_IP_PER_HOUR: '100000',
        LEAD_LIMIT_RESULTS_EMAILS_PER_EMAIL_PER_DAY: '100000',
        LEAD_LIMIT_RESULTS_EMAILS_PER_AUDIT_PER_EMAIL_PER_DAY: '100000',
        EXTRACT_LIMIT_PER_IP_PER_HOUR: '100000',
        EXTRACT_LIMIT_PER_DOMAIN_PER_HOUR: '100000',
        // Monthly re-checks made short enough to watch one run and stop (docs/decisions/0079).
        RECHECK_INTERVAL: '8',
        RECHECK_SWEEP_SECONDS: '1',
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
      STACK_AUDIT_URL: stack.urls.audit,
      STACK_MAIL_URL: stack.urls.mail,
      STACK_ADMIN_EMAIL: admin.email,
      STACK_ADMIN_PASSWORD: admin.password,
      // The audit service's stored results (kept beside the audit cache): tests put a chosen
      // result there to open it at its address (tests/e2e/resultAddress.ts).
      STACK_AUDIT_RESULTS_DB: path.join(work, 'audit-results.db'),
      // The services' log lines, for the test that follows one request across them.
      STACK_LOG: log,
      CHROMIUM_PATH: chromium,
    }
    console.log('\n[test] acceptance tests against the running stack')
    const accJson = path.join(work, 'acceptance.json')
    addVitest(
      accJson,
      await run(
        'npx',
        [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${accJson}`,
          ...(only.length > 0 ? ['--passWithNoTests', ...only] : []),
        ],
        { cwd: path.join(root, 'tests'), env },
      ),
    )

    console.log('\n[test] end-to-end tests in Chromium')
    const e2eJson = path.join(work, 'e2e.json')
    addPlaywright(
      e2eJson,
      await run(
        'npx',
        ['playwright', 'test', ...(only.length > 0 ? ['--pass-with-no-tests', ...only] : [])],
        {
          cwd: path.join(root, 'tests'),
          env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson },
        },
      ),
    )

    if (totals.failed > 0) {
      console.log(
        `\n[test] last lines of the stack log:\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`,
      )
    }
  }
} catch (err) {
  console.error(`\n[test] ${err.stack ?? err}`)
  totals.failed += 1
  failures.push(`test runner: ${err.message ?? err}`)
} finally {
  await stack?.stop()
  if (totals.failed === 0) rmSync(work, { recursive: true, force: true })
}
exitCode = totals.failed > 0 ? 1 : 0
if (failures.length > 0)
  console.log(`\n[test] failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
)
process.exit(exitCode)
