/**
 * The id of the build this server runs (Next.js writes it to `.next/BUILD_ID`), read once: a deploy
 * starts new servers. Server-only: it reads files.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { env } from '@/config/env'

/** `next dev` writes no BUILD_ID: there is no deployed build to compare with, so no checks either. */
export const DEVELOPMENT_BUILD_ID = 'development'

let current: string | undefined

export function currentBuildId(): string {
  if (current === undefined) {
    // Next.js runs with the app's root as the working directory (`next start` and standalone alike).
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID')
    current = existsSync(file)
      ? readFileSync(file, 'utf8').trim() || DEVELOPMENT_BUILD_ID
      : DEVELOPMENT_BUILD_ID
  }
  return current
}

/**
 * The id the build-id endpoint answers: the running build's, unless BUILD_ID_OVERRIDE_FILE names a
 * non-empty file, re-read on every request so end-to-end tests can simulate a deploy without a rebuild.
 */
export function deployedBuildId(): string {
  const override = env.BUILD_ID_OVERRIDE_FILE
  if (override) {
    try {
      const id = readFileSync(override, 'utf8').trim()
      if (id) return id
    } catch {
      // No override written (yet): the running build is the deployed one.
    }
  }
  return currentBuildId()
}
