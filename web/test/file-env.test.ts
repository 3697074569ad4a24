/**
 * Server-only modules stay out of the browser: a `*.server.ts` module imported by a page component
 * (browser code) fails `vike build` (https://vike.dev/file-env), while the same module imported by
 * a +data hook (server code) builds. Each case runs `vike build` (in its own process: Vike keeps
 * per-process state) on a one-page app in a temporary folder inside web/ whose
 * `server/config.server.ts` reads the environment like the site's own. (Vike checks only files
 * inside the app's root, so the app carries its own server module.)
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const made: string[] = []

/** A one-page app whose +Page.tsx and +data.ts have the given source; returns its root. */
function app(files: { page: string; data?: string }): string {
  const root = mkdtempSync(path.join(web, '.file-env-'))
  made.push(root)
  mkdirSync(path.join(root, 'pages/index'), { recursive: true })
  writeFileSync(
    path.join(root, 'pages/+config.ts'),
    "import vikeReact from 'vike-react/config'\nexport default { extends: [vikeReact] }\n",
  )
  writeFileSync(
    path.join(root, 'vite.config.ts'),
    "import react from '@vitejs/plugin-react'\nimport vike from 'vike/plugin'\nexport default { plugins: [vike(), react()], logLevel: 'error' }\n",
  )
  mkdirSync(path.join(root, 'server'))
  writeFileSync(
    path.join(root, 'server/config.server.ts'),
    'export const loadConfig = () => ({ secret: process.env.CMS_PURGE_SECRET ?? "dev" })\n',
  )
  writeFileSync(path.join(root, 'pages/index/+Page.tsx'), files.page)
  if (files.data) writeFileSync(path.join(root, 'pages/index/+data.ts'), files.data)
  return root
}

const serverModule = JSON.stringify('../../server/config.server')

/** Vike's CLI (`bin.js` at the package root, which has no `./package.json` export). */
const vikeApi = createRequire(import.meta.url).resolve('vike/api')
const vikeCli = path.join(
  vikeApi.slice(0, vikeApi.lastIndexOf(`${path.sep}dist${path.sep}`)),
  'bin.js',
)

/** `vike build` in `root`: its exit code and output, without colour codes (CI may force colour). */
function buildApp(root: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }
    const child = spawn(process.execPath, [vikeCli, 'build'], { cwd: root, env })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output) }))
  })
}

afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true })
})

describe('file environments (.server.ts)', () => {
  it('builds when only server code (+data) imports a .server.ts module', async () => {
    const root = app({
      page: 'export default function Page() { return <p>ok</p> }\n',
      data: `import { loadConfig } from ${serverModule}\nexport const data = () => ({ length: loadConfig().secret.length })\n`,
    })
    const { code, output } = await buildApp(root)
    expect(output).not.toMatch(/Server-only file/)
    expect(code).toBe(0)
  })

  it('fails the build when a browser module imports a .server.ts module', async () => {
    const root = app({
      page: `import { loadConfig } from ${serverModule}\nexport default function Page() { return <p>{String(loadConfig().secret)}</p> }\n`,
    })
    const { code, output } = await buildApp(root)
    expect(code).not.toBe(0)
    expect(output).toMatch(/Server-only file .*config\.server\.ts.* imported on the client-side/)
  })
})
