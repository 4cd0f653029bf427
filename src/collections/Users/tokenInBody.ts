import type { CollectionAfterMeHook, Endpoint, PayloadHandler } from 'payload'

/**
 * Browsers keep the session in the HttpOnly cookie; a JWT in a response body would hand it to any
 * script on the page. Clients that authenticate with the `Authorization: JWT …` header (integrators,
 * tests) still get it. A browser is told apart by the headers it always sends and scripts cannot
 * remove: `Sec-Fetch-Site` on every request and `Origin` on every POST.
 */
export const fromBrowser = (req: { headers: Headers }): boolean =>
  req.headers.has('sec-fetch-site') || req.headers.has('origin')

const authorizationHeader = (req: { headers: Headers }): boolean =>
  /^(JWT|Bearer)\s/i.test(req.headers.get('authorization') ?? '')

/**
 * Signing in (no session yet): any client that is not a browser. A signed-in request (me, refresh):
 * only when its token came in the Authorization header, so a cookie never turns into a readable token.
 */
export const mayReceiveToken = (req: { headers: Headers }, signedIn: boolean): boolean =>
  !fromBrowser(req) && (!signedIn || authorizationHeader(req))

/**
 * Payload's own endpoint with the token removed from its JSON body when the client may not read
 * it; Payload sets the cookie from the same token, so the token cannot be removed before it answers.
 * Collection endpoints are matched before Payload's own, which this one then calls.
 */
function withoutToken(method: 'get' | 'post', path: string, signedIn: boolean): Endpoint {
  const handler: PayloadHandler = async (req) => {
    const endpoints = req.payload.collections.users.config.endpoints || []
    const own = endpoints.find(
      (endpoint) =>
        endpoint.method === method && endpoint.path === path && endpoint.handler !== handler,
    )
    if (!own) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
    const response = await own.handler(req)
    const json = response.headers.get('content-type')?.includes('application/json')
    if (mayReceiveToken(req, signedIn) || !json || !response.ok) return response
    const body = (await response.json()) as Record<string, unknown>
    delete body.token
    delete body.refreshedToken
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
  return { method, path, handler }
}

export const tokenEndpoints: Endpoint[] = [
  withoutToken('post', '/login', false),
  withoutToken('post', '/first-register', false),
  withoutToken('post', '/reset-password', false),
  withoutToken('post', '/refresh-token', true),
]

/** `/api/users/me` (REST and GraphQL) echoes the request's token: only to header clients. */
export const meWithoutToken: CollectionAfterMeHook = ({ req, response }) => {
  if (response && typeof response === 'object' && !mayReceiveToken(req, true)) {
    delete (response as { token?: unknown }).token
  }
  return response
}
