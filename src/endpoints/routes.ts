/**
 * The public /api routes the production server (scripts/server.mjs) answers itself, by path (those
 * marked `direct` in catalog.ts): it runs their GET handlers, bundled at build time (scripts/build.ts),
 * without Next's request handling, which costs more than most answers (docs/benchmarks.md, "The
 * public /api"). Next.js serves the same endpoints from their route files in development and for the
 * other methods; repeated GETs of the others are still answered from the kept answers.
 */
export { clickOut, isClickOut } from '@/clicks/clickOut'
export { flushClicks } from '@/clicks/recorder'
export { redirectFor } from '@/redirects/table'
export { databaseConnections, databaseState } from '@/lib/db'
export { backgroundWork } from '@/lib/backgroundWork'
export { takeUnreachable } from '@/lib/databaseErrors'
export { busState } from '@/cache/bus'
export {
  busyPage,
  databaseAnswers,
  pageCacheKey,
  RETRY_AFTER_SECONDS,
  serverErrorPage,
  unavailablePage,
} from './unavailable'
import type { DirectApiPath } from './catalog'
import { productEndpoint, productsEndpoint, storeEndpoint, storesEndpoint } from './directory'
import type { ApiRoute } from './http'
import { suggestionsEndpoint } from './search'

/** Every direct path of the catalogue, and only those (`satisfies` says so). */
export const apiRoutes: Readonly<Record<string, ApiRoute | undefined>> = {
  '/api/data/stores': storesEndpoint,
  '/api/data/store/{id}': storeEndpoint,
  '/api/data/product/{id}': productEndpoint,
  '/api/data/products': productsEndpoint,
  '/api/search/suggestions': suggestionsEndpoint,
} satisfies Record<DirectApiPath, ApiRoute>

const templates = Object.keys(apiRoutes).map((template) => {
  const [prefix, parameter] = template.split('{id}')
  return { template, prefix: prefix!, withId: parameter !== undefined }
})

/**
 * The route a request path (without its query) names, with its `{id}` decoded as Next decodes a
 * dynamic segment; null for every other path, which Next then serves. Exact paths win over `{id}`.
 */
export function matchApiRoute(
  pathname: string,
): { route: ApiRoute; params: Record<string, string> } | null {
  const exact = apiRoutes[pathname]
  if (exact) return { route: exact, params: {} }
  for (const { template, prefix, withId } of templates) {
    if (!withId || !pathname.startsWith(prefix)) continue
    const segment = pathname.slice(prefix.length)
    if (segment === '' || segment.includes('/')) continue
    try {
      return { route: apiRoutes[template]!, params: { id: decodeURIComponent(segment) } }
    } catch {
      return null // a malformed escape: Next answers it
    }
  }
  return null
}
