/**
 * `npm run build`: `next build` and the /api routes' bundle for the production server, then records
 * the sources' fingerprint so `npm start` knows the build is current. `--if-stale` skips the build when it already is. The build needs no database.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { build as esbuild } from 'esbuild'

import { buildIsCurrent, fingerprintFile, sourceFingerprint } from './lib/fingerprint'
import { fail, log, nextBin, root, run } from './lib/runtime'
import { patchDependencies } from './lib/patchDependencies.mjs'
import { precompressStatic } from './lib/staticFiles.mjs'

export async function build({ ifStale = false } = {}): Promise<void> {
  if (ifStale && buildIsCurrent(root)) return
  log(
    ifStale ? 'No current build of the app: building it (about a minute) …' : 'Building the app …',
  )
  // Taken before the build: a source edited while it runs leaves the build stale, not "current".
  // (`next build` may rewrite tsconfig.json on its first run; that costs one more build, once.)
  const fingerprint = sourceFingerprint(root)
  patchDependencies(root)
  await run(process.execPath, [nextBin, 'build'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  await Promise.all([bundleApiRoutes(), bundleFeedReader()])
  const { files, bytes, compressed } = await precompressStatic(root)
  log(
    `Compressed ${files} scripts and styles with Brotli: ${(bytes / 1024).toFixed(0)} KiB → ${(compressed / 1024).toFixed(0)} KiB.`,
  )
  writeFileSync(fingerprintFile(root), `${fingerprint}\n`)
}

/**
 * The public /api routes (src/endpoints/routes.ts) as one ES module for the production server
 * (scripts/server.mjs), which answers their GETs without Next.js. Packages stay imports.
 */
export const apiRoutesBundle = path.join(root, '.next/api-routes.mjs')

async function bundleApiRoutes(): Promise<void> {
  await esbuild({
    entryPoints: [path.join(root, 'src/endpoints/routes.ts')],
    outfile: apiRoutesBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Next has no exports map: ES modules name its files.
    alias: { 'next/cache': 'next/cache.js' },
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
}

/**
 * The worker thread that reads merchant feeds (src/feeds/readWorker.ts), which the server starts
 * from this file (src/feeds/read.ts, builtReader): a thread runs a module of its own, outside Next's
 * bundles.
 */
export async function bundleFeedReader(
  outfile = path.join(root, '.next/feed-reader.mjs'),
): Promise<void> {
  await esbuild({
    entryPoints: [path.join(root, 'src/feeds/readWorker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ ifStale: process.argv.includes('--if-stale') }).catch((error: Error) =>
    fail(error.message),
  )
}
