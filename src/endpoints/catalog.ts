/**
 * The public /api, the one list of its routes: each path template (`{id}` is one segment), the
 * endpoint that answers it (by module and export) and whether the production server answers its GETs
 * itself (`direct`, routes.ts) or leaves them to Next. From it come the route files Next serves
 * (`npm run generate:api-routes`, checked by `scripts/check-generated.ts`), the server's direct
 * routes and the OpenAPI document (typed against it); a unit test holds the proxy's matcher to it.
 *
 * The guides' routes stay with Next: they render rich text with Payload's Lexical package, which
 * Next loads (its top-level await cannot be loaded twice in one process).
 */
export const PUBLIC_API = {
  '/api/posts/posts/category': {
    module: 'posts',
    endpoint: 'categoryTreeEndpoint',
    about: 'the category tree',
    direct: false,
  },
  '/api/posts/posts': {
    module: 'posts',
    endpoint: 'postsEndpoint',
    about: 'a page of published guides',
    direct: false,
  },
  '/api/posts/posts/{id}': {
    module: 'posts',
    endpoint: 'postEndpoint',
    about: 'one published guide',
    direct: false,
  },
  '/api/data/stores': {
    module: 'directory',
    endpoint: 'storesEndpoint',
    about: 'a page of published stores',
    direct: true,
  },
  '/api/data/store/{id}': {
    module: 'directory',
    endpoint: 'storeEndpoint',
    about: 'one published store',
    direct: true,
  },
  '/api/data/product/{id}': {
    module: 'directory',
    endpoint: 'productEndpoint',
    about: 'one public product with its offers',
    direct: true,
  },
  '/api/data/products': {
    module: 'directory',
    endpoint: 'productsEndpoint',
    about: 'products or product groups',
    direct: true,
  },
  '/api/search/suggestions': {
    module: 'search',
    endpoint: 'suggestionsEndpoint',
    about: 'search suggestions as you type',
    direct: true,
  },
} as const satisfies Record<
  `/api/${string}`,
  { module: string; endpoint: string; about: string; direct: boolean }
>

export type PublicApiPath = keyof typeof PUBLIC_API

/** The paths whose GETs the production server answers without Next. */
export type DirectApiPath = {
  [P in PublicApiPath]: (typeof PUBLIC_API)[P]['direct'] extends true ? P : never
}[PublicApiPath]

/** Where Next's route file of a path lives (`{id}` becomes the dynamic segment `[id]`). */
export const routeFile = (path: PublicApiPath): string =>
  `src/app/(payload)${path.replaceAll('{id}', '[id]')}/route.ts`

/** The route file's text: the endpoint's handlers under Next's method names. */
export function routeFileText(path: PublicApiPath): string {
  const { module, endpoint, about } = PUBLIC_API[path]
  return `/**
 * GET ${path}: ${about} (src/endpoints/${module}.ts).
 * Made by \`npm run generate:api-routes\` from src/endpoints/catalog.ts: change the list, not this file.
 */
import { ${endpoint} as route } from '@/endpoints/${module}'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = route
`
}
