/**
 * The developer guides (docs/guides/*.md) stay true to the tree: every file they name exists, so a
 * moved or renamed file fails here rather than leaving a newcomer at a dead end.
 *
 * - A code span (`…`) is a path when it starts with a workspace folder, `docs/` or `scripts/`
 *   followed by a slash, or is one of the root files in `ROOT_FILES`; a `:name` suffix (the
 *   function to read) is cut first. Code spans with spaces, `*`, braces or angle brackets
 *   (commands, globs, placeholders) and fenced blocks (the diagram, shell examples) are not read.
 * - A `path:name` span names a function, class, constant or type that the file defines.
 * - A relative Markdown link must point at a file or folder that exists.
 * - A decision number (four digits starting with 0) must have its record in docs/decisions/.
 * - Each walk's "Files on this walk: N (web a, audit-service b, contract c, collections d, cms e)"
 *   counts the distinct paths its table's rows name, in total and per workspace.
 * - The guides' README links every other guide.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const guidesDir = path.join(root, 'docs', 'guides')
const decisionsDir = path.join(root, 'docs', 'decisions')

/** The folders whose files the guides name. */
const FOLDERS = [
  'contract',
  'collections',
  'cms',
  'audit-service',
  'web',
  'tests',
  'docs',
  'scripts',
] as const
/** Files at the repository's root that a guide may name. */
const ROOT_FILES = new Set(['README.md', 'docker-compose.yml', '.env.example', 'package.json'])
/** The workspaces a walk's count line names, in its order. */
const WALK_WORKSPACES = ['web', 'audit-service', 'contract', 'collections', 'cms'] as const

const guides = readdirSync(guidesDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
const read = (guide: string) => readFileSync(path.join(guidesDir, guide), 'utf8')

/** The text without its fenced code blocks. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
}

/** The contents of the inline code spans of `text`. */
function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1])
}

/** The repository path a code span names, without its `:name` suffix; null when it names none. */
function pathOf(span: string): string | null {
  if (/[\s*{}<>]/.test(span)) return null
  const named = span.replace(/:[A-Za-z_$][\w$.]*$/, '')
  if (ROOT_FILES.has(named)) return named
  const slash = named.indexOf('/')
  if (slash <= 0) return null
  return (FOLDERS as readonly string[]).includes(named.slice(0, slash)) ? named : null
}

/** Every repository path the guide names in its prose and tables. */
const pathsIn = (markdown: string) =>
  codeSpans(prose(markdown))
    .map(pathOf)
    .filter((p): p is string => p !== null)

/** The relative link targets of the guide (no scheme, no bare anchor), without their anchor. */
const linksIn = (markdown: string) =>
  [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.replace(/#.*$/, ''))

/** The decision numbers the guide names outside code. */
const decisionsIn = (markdown: string) => {
  const text = prose(markdown).replace(/`[^`\n]+`/g, '')
  return [...new Set([...text.matchAll(/(?<![\w.])(0\d{3})(?![\w.])/g)].map((m) => m[1]))]
}

const records = readdirSync(decisionsDir)
const hasRecord = (n: string) => records.some((f) => f.startsWith(`${n}-`) && f.endsWith('.md'))

describe('the guides name only what exists', () => {
  it('finds the guides', () => {
    expect(guides).toContain('README.md')
    expect(guides.length).toBeGreaterThan(1)
  })

  for (const guide of guides) {
    describe(guide, () => {
      const text = read(guide)

      it('names repository paths that exist', () => {
        const paths = pathsIn(text)
        if (guide !== 'README.md') expect(paths.length, 'no path found').toBeGreaterThan(0)
        const missing = [...new Set(paths)].filter((p) => !existsSync(path.join(root, p)))
        expect(missing).toEqual([])
      })

      it('names functions that their files define', () => {
        const missing = codeSpans(prose(text))
          .map((span) => /^(.+):([A-Za-z_$][\w$]*)$/.exec(span))
          .filter((m): m is RegExpExecArray => m !== null && pathOf(m[0]) === m[1])
          .filter(([, file, name]) => {
            const full = path.join(root, file)
            if (!existsSync(full)) return false // reported above
            const defines = new RegExp(
              `\\b(?:function\\*?|const|let|class|interface|type)\\s+${name.replace(/\$/g, '\\$')}\\b`,
            )
            return !defines.test(readFileSync(full, 'utf8'))
          })
          .map((m) => m[0])
        expect(missing).toEqual([])
      })

      it('links files that exist', () => {
        const missing = linksIn(text).filter((t) => !existsSync(path.resolve(guidesDir, t)))
        expect(missing).toEqual([])
      })

      it('names decision records that exist', () => {
        expect(decisionsIn(text).filter((n) => !hasRecord(n))).toEqual([])
      })
    })
  }

  it('lists every guide in the README', () => {
    const listed = new Set(linksIn(read('README.md')).map((t) => path.basename(t)))
    expect(guides.filter((g) => g !== 'README.md' && !listed.has(g))).toEqual([])
  })
})

describe('each walk counts its files', () => {
  const walks = guides.filter((g) => g.startsWith('walk-'))

  it('finds the walks', () => expect(walks.length).toBeGreaterThan(0))

  for (const walk of walks) {
    it(walk, () => {
      const text = read(walk)
      // The table's rows, `| <step number> | <files> | <what happens> |`: every path they name.
      const files = new Set(
        text
          .split('\n')
          .filter((line) => /^\|\s*\d+\s*\|/.test(line))
          .flatMap((row) => codeSpans(row).map(pathOf))
          .filter((p): p is string => p !== null),
      )
      const line =
        /^Files on this walk: (\d+) \(web (\d+), audit-service (\d+), contract (\d+), collections (\d+), cms (\d+)\)$/m.exec(
          text,
        )
      expect(line, 'the "Files on this walk" line').not.toBeNull()
      const [total, ...perWorkspace] = line!.slice(1).map(Number)
      const counted = WALK_WORKSPACES.map(
        (w) => [...files].filter((f) => f.startsWith(`${w}/`)).length,
      )
      expect({ total, perWorkspace }).toEqual({ total: files.size, perWorkspace: counted })
    })
  }
})
