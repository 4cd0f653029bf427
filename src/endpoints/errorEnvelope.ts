import type { SanitizedConfig } from 'payload'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

const notFound = (message: string, status = 404) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Paths Payload routes to a handler that fails with a 500 because the collection or global has no
 * such feature: versions where none are kept, e-mail verification where accounts need none.
 */
function unsupportedFeature(pathname: string, config: SanitizedConfig): string | null {
  const globalVersions = pathname.match(/^\/api\/globals\/([^/]+)\/versions(?:\/|$)/)
  if (globalVersions) {
    const global = config.globals.find(({ slug }) => slug === globalVersions[1])
    return global && !global.versions ? `${global.slug} keeps no versions` : null
  }
  const [, slug, feature] = pathname.match(/^\/api\/([^/]+)\/(versions|verify)(?:\/|$)/) ?? []
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  if (!collection) return null
  if (feature === 'versions' && !collection.versions) return `${collection.slug} keeps no versions`
  if (feature === 'verify' && !collection.auth?.verify) {
    return `${collection.slug} accounts need no e-mail verification`
  }
  return null
}

/**
 * Payload's REST API with its answers in the /api's one error shape: `{ "errors": [{ "message" }] }`.
 * Payload answers an unknown path with `{ "message": "Route not found …" }` and a collection without
 * endpoints with a 501; both become that shape (the latter a 404: there is nothing at that path).
 */
export const withErrorEnvelope =
  <Context>(
    handler: RouteHandler<Context>,
    config: Promise<SanitizedConfig> | SanitizedConfig,
  ): RouteHandler<Context> =>
  async (request, context) => {
    const unsupported = unsupportedFeature(new URL(request.url).pathname, await config)
    if (unsupported) return notFound(unsupported)
    const response = await handler(request, context)
    if (response.ok || response.status === 304) return response
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null)
    if (!body || typeof body !== 'object' || 'errors' in body || !('message' in body)) {
      return response
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    const status = response.status === 501 ? 404 : response.status
    return Response.json({ errors: [{ message: String(body.message) }] }, { status, headers })
  }
