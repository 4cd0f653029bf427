import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PUBLIC_API, routeFile, type PublicApiPath } from '@/endpoints/catalog'
import { openApiDocument } from '@/endpoints/openapi'
import { apiRoutes } from '@/endpoints/routes'

/*
 * The public /api's routes are listed once (src/endpoints/catalog.ts). Next serves what has a route
 * file, integrators read the OpenAPI document, the server answers the direct ones itself and the
 * proxy's guard of Payload's REST must leave them alone: each follows the list, or a route exists
 * in one place and not in another.
 */

const root = path.resolve(import.meta.dirname, '../..')
const paths = Object.keys(PUBLIC_API) as PublicApiPath[]
/** A request path of a template: `{id}` filled in. */
const example = (template: string) => template.replaceAll('{id}', '12')

function routeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) return routeFiles(full)
    return name === 'route.ts' ? [path.relative(root, full)] : []
  })
}

describe('the public /api catalogue', () => {
  it('has a route file for each path, and no route file of its own beside them', () => {
    for (const apiPath of paths) expect(existsSync(path.join(root, routeFile(apiPath)))).toBe(true)
    // Payload's own routes (its REST catch-all, GraphQL and its playground) are not the catalogue's.
    const own = routeFiles(path.join(root, 'src/app/(payload)/api')).filter(
      (file) => !/\/api\/(?:\[\.\.\.slug\]|graphql|graphql-playground)\//.test(file),
    )
    expect(own.sort()).toEqual(paths.map(routeFile).sort())
  })

  it('is what the OpenAPI document describes', () => {
    const documented = Object.keys(openApiDocument().paths as object).map((p) => `/api${p}`)
    expect(documented.sort()).toEqual([...paths].sort())
  })

  it('names the routes the server answers without Next', () => {
    const direct = paths.filter((apiPath) => PUBLIC_API[apiPath].direct)
    expect(Object.keys(apiRoutes).sort()).toEqual(direct.sort())
  })

  it("is left alone by the proxy's guard of Payload's REST parameters", () => {
    const proxy = readFileSync(path.join(root, 'src/proxy.ts'), 'utf8')
    const guarded = [...proxy.matchAll(/source: '\/api\/:path\(([^']+)\)'/g)].map(
      ([, pattern]) => new RegExp(`^/api/(?:${pattern!.replaceAll('\\\\', '\\')})$`),
    )
    expect(guarded.length).toBeGreaterThan(0)
    for (const pattern of guarded) {
      for (const apiPath of paths) expect(example(apiPath)).not.toMatch(pattern)
      // Payload's own REST paths are guarded.
      expect('/api/stores').toMatch(pattern)
      expect('/api/posts').toMatch(pattern)
    }
  })
})
