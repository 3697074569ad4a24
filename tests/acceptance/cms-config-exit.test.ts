/**
 * The built CMS (`next start`, as `npm start` and the image run it) refuses to serve on a refused
 * production configuration: it exits with status 1 and says why (cms/src/instrumentation.ts,
 * docs/decisions/0063), instead of answering /healthz while every other route fails. Runs after
 * `npm test` has built the CMS; needs no running stack.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const cmsDir = path.join(root, 'cms')

describe('next start with a refused production configuration', () => {
  it('exits with status 1 and the reason instead of serving', async () => {
    expect(existsSync(path.join(cmsDir, '.next', 'server', 'instrumentation.js'))).toBe(true)
    const child = spawn(
      path.join(root, 'node_modules/.bin/next'),
      ['start', '-p', '0', '-H', '127.0.0.1'],
      {
        cwd: cmsDir,
        env: { ...process.env, APP_ENV: 'production', PAYLOAD_SECRET: '', CMS_API_KEY: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill(), 60_000)
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)))
    clearTimeout(timer)
    expect(code, output).toBe(1)
    expect(output).toMatch(
      /Invalid CMS configuration:[\s\S]*PAYLOAD_SECRET must be set in production/,
    )
    expect(output).toContain('The CMS is not started.')
  }, 70_000)
})
