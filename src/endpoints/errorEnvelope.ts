type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload answers an unknown path under /api with `{ "message": "Route not found …" }`; every other
 * /api error, ours and Payload's, is `{ "errors": [{ "message" }] }`. This gives integrators the one
 * shape for that answer too.
 */
export const withErrorEnvelope =
  <Context>(handler: RouteHandler<Context>): RouteHandler<Context> =>
  async (request, context) => {
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
    return Response.json(
      { errors: [{ message: String(body.message) }] },
      { status: response.status, headers },
    )
  }
