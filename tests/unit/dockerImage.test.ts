import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** The project's own modules the production server loads, found by following relative imports. */
function serverModules(entry: string): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file)) return
    found.add(file)
    const source = readFileSync(path.join(root, file), 'utf8')
    for (const [, specifier] of source.matchAll(/^import [^;]*?from '(\.{1,2}\/[^']+)'/gms)) {
      visit(path.relative(root, path.resolve(root, path.dirname(file), specifier!)))
    }
  }
  visit(entry)
  return [...found]
}

describe('the Docker image', () => {
  it('copies every module of the project that the production server imports', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    const copied = [...dockerfile.matchAll(/^COPY --from=build \S+ (.+) \S+$/gm)].flatMap(
      ([, sources]) => sources!.split(/\s+/).map((source) => source.replace(/^\/app\//, '')),
    )
    const modules = serverModules('scripts/server.mjs')
    expect(modules).toContain('scripts/lib/pageBytes.mjs')
    for (const file of modules) expect(copied, file).toContain(file)
  })

  it('keeps secrets and local state out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
    // The embedded database and its generated payload-secret, environment files, installed modules.
    for (const entry of ['.data/', '.env', '.env.*', 'node_modules/', '.next/', '.git/']) {
      expect(ignored, entry).toContain(entry)
    }
  })
})
