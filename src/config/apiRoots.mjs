/**
 * The first path segments under /api that answer anything: the public contract's and Payload's
 * (its collections, globals, GraphQL and the config's own endpoints). Any other path under /api is
 * no endpoint, for anyone: the server answers 404 before routing, instead of asking an anonymous
 * client to sign in for it. Plain JavaScript, read by the production server; the int suite checks
 * the list against Payload's config (tests/int/apiRoots.int.test.ts).
 */

/** The public contract's roots (see /api/openapi.json). */
export const PUBLIC_API_ROOTS = [
  'data',
  'posts',
  'search',
  'openapi.json',
  'health',
  'ready',
  'media',
]

/** Payload's own: its collections (plugins' too), globals and GraphQL, and the config's endpoints. */
export const PAYLOAD_API_ROOTS = [
  'access',
  'clicks',
  'exports',
  'feed-files',
  'feed-runs',
  'feeds',
  'globals',
  'graphql',
  'graphql-playground',
  'imports',
  'internal',
  'payload-jobs',
  'payload-kv',
  'payload-locked-documents',
  'payload-migrations',
  'payload-preferences',
  'plugin-seo',
  'post-categories',
  'product-groups',
  'products',
  'redirects',
  'stores',
  'users',
]

const ROOTS = new Set([...PUBLIC_API_ROOTS, ...PAYLOAD_API_ROOTS])

/**
 * Whether `pathname` (under /api) starts with a root that answers anything.
 * @param {string} pathname
 */
export function isApiRoot(pathname) {
  const root = pathname.slice('/api/'.length).split('/')[0]
  return ROOTS.has(root)
}
