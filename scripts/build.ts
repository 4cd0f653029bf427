/**
 * `npm run build`: `next build`, then records the sources' fingerprint so `npm start` knows the build
 * is current. `--if-stale` skips the build when it already is. The build needs no database.
 */
import { writeFileSync } from 'node:fs'

import { buildIsCurrent, fingerprintFile, sourceFingerprint } from './lib/fingerprint'
import { fail, log, nextBin, root, run } from './lib/runtime'

export async function build({ ifStale = false } = {}): Promise<void> {
  if (ifStale && buildIsCurrent(root)) return
  log(
    ifStale ? 'No current build of the app: building it (about a minute) …' : 'Building the app …',
  )
  await run(process.execPath, [nextBin, 'build'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  // Taken after the build: `next build` may rewrite tsconfig.json on its first run (STACK.md trap 9).
  writeFileSync(fingerprintFile(root), `${sourceFingerprint(root)}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ ifStale: process.argv.includes('--if-stale') }).catch((error: Error) =>
    fail(error.message),
  )
}
