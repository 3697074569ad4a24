#!/usr/bin/env node
/**
 * `node scripts/shape.mjs [--json]`: the shape of the hand-written code, as figures, so that a
 * change of layout can say what it changed (docs/guides/README.md).
 *
 * Reads the imports of every workspace with dependency-cruiser (type-only imports included; tests,
 * generated types, migrations and build output left out) and prints, per workspace:
 * - **rooms**: its top-level folders and files (for `web/pages`, each route group `(name)` is a
 *   room of its own, so that a domain layout shows as rooms);
 * - **arrows**: room-to-room imports (distinct pairs);
 * - **floors**: the order of the rooms, bottom first, that leaves the fewest imports pointing up
 *   (each room-to-room arrow weighted by its number of importing files);
 * - **upward arrows**: the room-to-room arrows that still point up in that order. Whatever the
 *   rooms are called, no order of floors has fewer (weighted by imports);
 * - **circles**: loops of files (strongly connected components of more than one file).
 * Then, over all non-test code: the longest functions (ESLint's `max-lines-per-function`, comments
 * and blank lines not counted, nested functions inside their parent's count) and the longest files
 * (lines). Exits 0; it judges nothing (the ESLint rules of eslint.config.mjs do).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise } from 'dependency-cruiser'
import { ESLint } from 'eslint'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const asJson = process.argv.includes('--json')

/** Workspace → the folders holding its hand-written source. */
const WORKSPACES = {
  contract: ['contract/src'],
  collections: ['collections/src'],
  cms: ['cms/src'],
  'audit-service': ['audit-service/src'],
  web: ['web/pages', 'web/components', 'web/lib', 'web/server', 'web/islands'].filter((d) =>
    existsSync(d),
  ),
}
const LEAVE_OUT =
  '(^|/)(node_modules|dist|test|testing|migrations|\\.next)/|\\.test\\.tsx?$|payload-types\\.ts$|importMap\\.js$|\\.d\\.ts$'

/** The room of a file of a workspace: its first folder (or the file) under the source root. */
function roomOf(ws, file) {
  const base = ws === 'web' ? 'web' : WORKSPACES[ws][0]
  const parts = path.relative(base, file).split(path.sep)
  if (ws === 'web' && parts[0] === 'pages' && /^\(.+\)$/.test(parts[1] ?? ''))
    return parts.slice(0, 2).join('/')
  return parts[0]
}

/** Tarjan's strongly connected components of a graph given as Map<node, Set<node>>. */
function components(graph) {
  let index = 0
  const stack = []
  const info = new Map()
  const out = []
  const visit = (v) => {
    info.set(v, { index, low: index, on: true })
    index++
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w)
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low)
      } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index)
    }
    if (info.get(v).low === info.get(v).index) {
      const scc = []
      let w
      do {
        w = stack.pop()
        info.get(w).on = false
        scc.push(w)
      } while (w !== v)
      out.push(scc)
    }
  }
  for (const v of graph.keys()) if (!info.has(v)) visit(v)
  return out
}

/**
 * The order of rooms, bottom floor first, that leaves the fewest imports pointing up (a minimum
 * feedback arc set, weighted by the number of importing files, found exactly by dynamic
 * programming over subsets: fine for the ≤ 20 rooms of a workspace).
 */
function floorsOf(arrows) {
  const names = [...new Set([...arrows.keys()].flatMap((k) => k.split(' → ')))].sort()
  const n = names.length
  const w = names.map(() => new Array(n).fill(0))
  for (const [k, list] of arrows) {
    const [a, b] = k.split(' → ')
    w[names.indexOf(a)][names.indexOf(b)] = list.length
  }
  // cost[mask]: least weight of imports pointing up when the rooms of `mask` are the lowest floors.
  const cost = new Float64Array(1 << n).fill(Infinity)
  const choice = new Int8Array(1 << n).fill(-1)
  cost[0] = 0
  for (let mask = 0; mask < 1 << n; mask++) {
    if (cost[mask] === Infinity) continue
    for (let v = 0; v < n; v++) {
      if (mask & (1 << v)) continue
      // v goes on the next floor up: the rooms below that import v point up.
      let c = cost[mask]
      for (let u = 0; u < n; u++) if (mask & (1 << u)) c += w[u][v]
      const next = mask | (1 << v)
      if (c < cost[next]) {
        cost[next] = c
        choice[next] = v
      }
    }
  }
  const order = []
  for (let mask = (1 << n) - 1; mask; mask &= ~(1 << choice[mask]))
    order.unshift(names[choice[mask]])
  return order
}

/** The room-to-room arrows that point up in the best order of floors (`floorsOf`). */
function upwardArrows(arrows) {
  const order = floorsOf(arrows)
  return [...arrows.keys()].filter((k) => {
    const [a, b] = k.split(' → ')
    return order.indexOf(b) > order.indexOf(a)
  })
}

async function shapeOf(ws) {
  const dirs = WORKSPACES[ws]
  const tsConfig = { fileName: path.join(ws === 'web' ? 'web' : ws, 'tsconfig.json') }
  const result = await cruise(dirs, {
    exclude: { path: LEAVE_OUT },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig,
    combinedDependencies: false,
  })
  const inside = (f) => dirs.some((d) => f.startsWith(d + '/')) && !new RegExp(LEAVE_OUT).test(f)
  const files = new Map()
  const rooms = new Map()
  for (const m of result.output.modules) {
    if (!inside(m.source)) continue
    files.set(m.source, new Set())
    rooms.set(roomOf(ws, m.source), rooms.get(roomOf(ws, m.source)) ?? new Set())
  }
  const arrows = new Map()
  for (const m of result.output.modules) {
    if (!files.has(m.source)) continue
    for (const d of m.dependencies) {
      if (!files.has(d.resolved)) continue
      files.get(m.source).add(d.resolved)
      const a = roomOf(ws, m.source)
      const b = roomOf(ws, d.resolved)
      if (a === b) continue
      rooms.get(a).add(b)
      const key = `${a} → ${b}`
      const list = arrows.get(key) ?? []
      list.push(`${m.source} → ${d.resolved}`)
      arrows.set(key, list)
    }
  }
  const upward = upwardArrows(arrows)
  const circles = components(files).filter((scc) => scc.length > 1)
  return {
    workspace: ws,
    files: files.size,
    rooms: rooms.size,
    arrows: arrows.size,
    upward: upward.map((k) => ({ arrow: k, imports: arrows.get(k) })),
    floors: floorsOf(arrows),
    circles: circles.map((c) => c.sort()),
  }
}

async function longest() {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      rules: {
        'max-lines-per-function': ['warn', { max: 1, skipComments: true, skipBlankLines: true }],
      },
    },
    ignorePatterns: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'tests/**', '**/testing/**'],
    warnIgnored: false,
  })
  const results = await eslint.lintFiles(['.'])
  const functions = []
  const fileLines = []
  for (const r of results) {
    const file = path.relative(root, r.filePath)
    if (/\.test\.tsx?$|(^|\/)(test|tests|testing|migrations)\//.test(file)) continue
    if (/payload-types\.ts$|importMap\.js$/.test(file)) continue
    fileLines.push({ file, lines: readFileSync(r.filePath, 'utf8').split('\n').length - 1 })
    for (const m of r.messages) {
      if (m.ruleId !== 'max-lines-per-function') continue
      const lines = Number(/\((\d+)\)/.exec(m.message)?.[1])
      const name = /^(.*) has too many lines/.exec(m.message)?.[1] ?? 'function'
      functions.push({ where: `${file}:${m.line}`, name, lines })
    }
  }
  functions.sort((a, b) => b.lines - a.lines)
  fileLines.sort((a, b) => b.lines - a.lines)
  return {
    functions: functions.slice(0, 10),
    functionsOver150: functions.filter((f) => f.lines > 150).length,
    files: fileLines.slice(0, 10),
    filesOver400: fileLines.filter((f) => f.lines > 400).length,
  }
}

const shapes = []
for (const ws of Object.keys(WORKSPACES)) shapes.push(await shapeOf(ws))
const lengths = await longest()
if (asJson) {
  console.log(JSON.stringify({ shapes, ...lengths }, null, 2))
} else {
  console.log('| workspace | files | rooms | arrows | upward arrows | circles |')
  console.log('|---|---|---|---|---|---|')
  for (const s of shapes)
    console.log(
      `| ${s.workspace} | ${s.files} | ${s.rooms} | ${s.arrows} | ${s.upward.length} | ${s.circles.length} |`,
    )
  for (const s of shapes) {
    console.log(`floors ${s.workspace} (bottom first): ${s.floors.join(', ')}`)
    for (const u of s.upward)
      console.log(`upward ${s.workspace}: ${u.arrow} (${u.imports.join('; ')})`)
    for (const c of s.circles) console.log(`circle ${s.workspace}: ${c.join(' ⇄ ')}`)
  }
  console.log(`\nLongest functions (non-test; ${lengths.functionsOver150} over 150 lines):`)
  for (const f of lengths.functions) console.log(`  ${f.lines}  ${f.name}  ${f.where}`)
  console.log(`\nLongest files (non-test; ${lengths.filesOver400} over 400 lines):`)
  for (const f of lengths.files) console.log(`  ${f.lines}  ${f.file}`)
}
