/**
 * Writes Next's route file of every public /api path from the one list (src/endpoints/catalog.ts),
 * formatted as the repository formats it. `--check` writes nothing and names the files that differ.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import { PUBLIC_API, routeFile, routeFileText, type PublicApiPath } from '../src/endpoints/catalog'
import { root } from './lib/runtime'

/** The route files that differ from what the list makes (all written unless `check`). */
export async function generateApiRoutes({ check = false } = {}): Promise<string[]> {
  const differing: string[] = []
  for (const apiPath of Object.keys(PUBLIC_API) as PublicApiPath[]) {
    const file = path.join(root, routeFile(apiPath))
    const text = await format(routeFileText(apiPath), {
      ...(await resolveConfig(file)),
      filepath: file,
    })
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue
    differing.push(routeFile(apiPath))
    if (check) continue
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return differing
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await generateApiRoutes()
  process.stdout.write(
    written.length ? `Wrote ${written.join(', ')}\n` : 'The /api route files are up to date\n',
  )
}
