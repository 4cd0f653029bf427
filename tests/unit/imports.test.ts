import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * The app's modules form layers: pages and endpoints read through src/data, which reads PostgreSQL
 * and caches through src/cache. An import circle makes the order modules load in decide what a
 * module sees (Payload's config importing a hook that imports Payload's config), and an arrow from a
 * lower layer up into a higher one is how circles start. This reads every module's runtime imports
 * (type-only imports vanish when compiled) and names any circle or arrow the wrong way.
 */

const root = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(?:tsx?|mjs|js)$/

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) return sources(full)
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier === '@payload-config'
      ? path.join(root, 'payload.config')
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
  if (!base) return null
  const candidates = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'].map(
    (ending) => base + ending,
  )
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

const STATIC = /^\s*(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The project modules a file imports at run time. */
export function runtimeImports(file: string, text: string): string[] {
  const found = new Set<string>()
  for (const [, , typeOnly, names, specifier] of text.matchAll(STATIC)) {
    if (typeOnly) continue
    const braces = /^\{([^}]*)\}$/.exec(names?.trim() ?? '')?.[1]
    const members = braces
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    if (members?.length && members.every((name) => name.startsWith('type '))) continue
    const target = resolve(file, specifier!)
    if (target) found.add(target)
  }
  for (const [, specifier] of text.matchAll(DYNAMIC)) {
    const target = resolve(file, specifier!)
    if (target) found.add(target)
  }
  return [...found]
}

/** The strongly connected components with more than one module (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const files = [...sources(path.join(root, 'src')), path.join(root, 'payload.config.ts')]
const graph = new Map(files.map((file) => [file, runtimeImports(file, readFileSync(file, 'utf8'))]))
const relative = (file: string) => path.relative(root, file)

/** Layers that must not reach up: `from` importing anything under `to`. */
const upward: [from: string, to: string][] = [
  ['src/data', 'src/endpoints'],
  ['src/data', 'src/search'],
  ['src/data', 'src/components'],
  ['src/data', 'src/app'],
  ['src/cache', 'src/data'],
  ['src/cache', 'src/endpoints'],
  ['src/lib', 'src/components'],
  ['src/lib', 'src/app'],
]

describe('imports', () => {
  it('reads the whole code base', () => {
    expect(graph.size).toBeGreaterThan(200)
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0)
    expect(edges).toBeGreaterThan(500)
  })

  it('form no circle', () => {
    expect(circles(graph).map((component) => component.map(relative).sort())).toEqual([])
  })

  it.each(upward)('never from %s up into %s', (from, to) => {
    const arrows = [...graph].flatMap(([file, targets]) =>
      relative(file).startsWith(`${from}/`)
        ? targets
            .filter((target) => relative(target).startsWith(`${to}/`))
            .map((target) => `${relative(file)} → ${relative(target)}`)
        : [],
    )
    expect(arrows).toEqual([])
  })

  it('sees a circle and tells type-only imports apart', () => {
    // The reader is not vacuous: a circle of two is found, a type-only import is not an arrow.
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['b', 'a']])
    const file = path.join(root, 'src/data/stores.ts')
    expect(runtimeImports(file, "import type { Sql } from './types'")).toEqual([])
    expect(runtimeImports(file, "import { type Sql } from './types'")).toEqual([])
    expect(runtimeImports(file, "import { memo } from './memo'")).toEqual([
      path.join(root, 'src/data/memo.ts'),
    ])
  })
})
