/** A hash of everything `next build` reads, so `npm start` rebuilds only when the sources changed. */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  'migrations',
  // The fixes it applies to Payload's bundles before building.
  'scripts/lib/patchDependencies.mjs',
]
const SKIPPED = new Set(['node_modules', '.next', '.data'])

function collect(target: string, files: string[]): void {
  if (!existsSync(target)) return
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (!SKIPPED.has(entry)) collect(path.join(target, entry), files)
    }
  } else {
    files.push(target)
  }
}

export function sourceFingerprint(root: string): string {
  const files: string[] = []
  for (const input of INPUTS) collect(path.join(root, input), files)
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

export const fingerprintFile = (root: string) => path.join(root, '.next', 'source-fingerprint')

export function buildIsCurrent(root: string): boolean {
  const file = fingerprintFile(root)
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(file) &&
    readFileSync(file, 'utf8').trim() === sourceFingerprint(root)
  )
}
