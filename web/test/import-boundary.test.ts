/**
 * Browser code cannot import server code (docs/decisions/0012, 0013): the repository's ESLint config
 * (`eslint.config.mjs`, `@typescript-eslint/no-restricted-imports`) refuses, in web/pages,
 * web/components and web/lib, imports of `@aivis/contract/log`, pino, `node:*` builtins and the
 * site's `server/` modules, except in files Vike runs on the server only (`+data.ts`,
 * `*.server.ts`). And the site's floors (docs/decisions/0122): web/components, web/lib and
 * web/server never import from web/pages, and web/lib imports no component. Each case lints a
 * snippet as if it were the named file, with ESLint's Node API.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

/** The rule ids of the problems ESLint reports for `code` as the file `file` (from the root). */
async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const RULE = '@typescript-eslint/no-restricted-imports'
const logger =
  "import { createLogger } from '@aivis/contract/log'\nexport const log = createLogger('web')\n"
const serverModule = (depth: string) =>
  `import { getPage } from '${depth}server/content.server'\nexport const data = () => getPage('home')\n`

describe('browser code cannot import server code or the logger', () => {
  it.each([
    ['the logger in a component', logger, 'web/components/X.tsx'],
    ['pino in lib', "import { pino } from 'pino'\nexport const p = pino()\n", 'web/lib/x.ts'],
    [
      'a Node builtin in a page',
      "import fs from 'node:fs'\nexport const f = fs\n",
      'web/pages/x/+Page.tsx',
    ],
    ['a server module in a component', serverModule('../'), 'web/components/X.tsx'],
    [
      'a server module in a guard (it runs in the browser too)',
      serverModule('../../'),
      'web/pages/x/+guard.ts',
    ],
  ])('refuses %s', async (_name, code, file) => {
    const found = await problems(code, file)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(new RegExp(`^${RULE}: `))
  })

  it.each([
    ['the logger in a +data hook', logger, 'web/pages/x/+data.ts'],
    ['a server module in a +data hook', serverModule('../../'), 'web/pages/x/+data.ts'],
    [
      'a server module in a *.server.ts hook',
      serverModule('../'),
      'web/pages/+onCreatePageContext.server.ts',
    ],
    [
      'a type from a server module',
      "import type { WebConfig } from '../server/config.server'\nexport type C = WebConfig\n",
      'web/lib/x.ts',
    ],
    [
      'packages whose subpath is named server',
      "import createEmotionServer from '@emotion/server/create-instance'\nexport const s = createEmotionServer\n",
      'web/pages/+onAfterRenderHtml.ts',
    ],
  ])('allows %s', async (_name, code, file) => {
    expect(await problems(code, file)).toEqual([])
  })
})

describe("the site's floors (docs/decisions/0122): nothing below the pages imports from them", () => {
  const page = (depth: string) =>
    `import { AuditRunner } from '${depth}pages/(audit)/audit/AuditRunner.island'\nexport const A = AuditRunner\n`
  const component = "import { Button } from '../components/ui'\nexport const B = Button\n"
  it.each([
    ['a page part in a component', page('../'), 'web/components/X.tsx'],
    ['a page part in a block', page('../../'), 'web/components/blocks/X.tsx'],
    ['a page part in lib', page('../'), 'web/lib/x.ts'],
    ['a page part in the server', page('../'), 'web/server/x.ts'],
    ['a component in lib', component, 'web/lib/x.ts'],
  ])('refuses %s', async (_name, code, file) => {
    const found = await problems(code, file)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/stands below/)
  })

  it.each([
    [
      'a component in a page',
      "import { Button } from '../../../components/ui'\nexport const B = Button\n",
      'web/pages/(audit)/audit/X.tsx',
    ],
    [
      "another domain's part in a page",
      "import { AuditReport } from '../../(audit)/components/AuditReport'\nexport const R = AuditReport\n",
      'web/pages/(account)/r/X.tsx',
    ],
    ['a component in the server', component, 'web/server/x.ts'],
    [
      'lib in a component',
      "import { theme } from '../lib/theme'\nexport const t = theme\n",
      'web/components/X.tsx',
    ],
  ])('allows %s', async (_name, code, file) => {
    expect(await problems(code, file)).toEqual([])
  })
})
