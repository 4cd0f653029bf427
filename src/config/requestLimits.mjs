/**
 * What one request may ask of the server, checked before any routing (scripts/server.mjs) so that a
 * refused request costs nothing: methods, URL length and encoding, body sizes, and Payload's method
 * override. Plain JavaScript: the production server runs without a TypeScript loader, and
 * payload.config.ts takes the upload limit from here too.
 */

import { isApiRoot } from './apiRoots.mjs'

/** The methods the app answers; TRACE, PROPFIND, CONNECT and the like are refused with 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Longest request target; browsers and CDNs stop near 8 KB too. */
export const MAX_URL_BYTES = 8 * 1024

/** Largest request header block (Node's own limit, made explicit): beyond it the answer is 431. */
export const MAX_HEADER_BYTES = 16 * 1024

/** Largest body of a JSON or form request (logins, admin saves, GraphQL). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024

/**
 * Largest GraphQL request: the admin does not use GraphQL, and an integrator's query is a few hundred
 * bytes; half a megabyte of aliases costs seconds of parsing and validation before it is refused.
 */
export const MAX_GRAPHQL_BODY_BYTES = 8 * 1024

/** Largest upload (an image, an import file), also Payload's own `upload.limits.fileSize`. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/** Collections whose create and update take a file: only they accept bodies beyond the JSON limit. */
const UPLOAD_PATH = /^\/api\/(media|imports|exports)(\/[^/]*)?$/

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Why an anonymous client's request to Payload's own REST or GraphQL API is refused. */
export const EDITORS_ONLY_MESSAGE =
  "Payload's REST and GraphQL APIs need a signed-in editor; published content is public under /api/data/… and /api/posts/posts (see /api/openapi.json)"

/**
 * What an anonymous client may ask under /api: the public contract, images, and signing in or
 * recovering an account. Everything else there is Payload's API for editors (src/plugins/apiGuard.ts
 * refuses it too), refused here before it costs a route, a Payload request or a database round trip.
 */
const ANONYMOUS_API =
  /^\/api\/(?:data\/|posts\/posts(?:\/|$)|search\/|openapi\.json$|health$|ready$|media\/file\/|users\/(?:login|logout|me|refresh-token|forgot-password|reset-password|first-register|init|unlock)$)/

/** The public site is read-only: only the APIs and the admin take other methods. */
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS']
const WRITABLE_PATH = /^\/(api|admin)(\/|$)/

/** `where[or][x]…`: Payload's query parser and admin expect a list under `and` and `or`. */
const WHERE_LIST_KEY = /\[(?:and|or)\](?!\[\d+\])/

/**
 * @typedef {object} Refusal
 * @property {number} status
 * @property {string} message what was wrong, for the client
 * @property {Record<string, string>} [headers]
 */

/**
 * The largest body `method` on `pathname` may carry.
 * @param {string} method
 * @param {string} pathname
 */
export function bodyLimit(method, pathname) {
  if (pathname === '/api/graphql') return MAX_GRAPHQL_BODY_BYTES
  return (method === 'POST' || method === 'PATCH') && UPLOAD_PATH.test(pathname)
    ? MAX_UPLOAD_BYTES
    : MAX_JSON_BODY_BYTES
}

/**
 * Whether the request carries credentials Payload could accept (a session cookie or an
 * `Authorization` header). Presence only: Payload verifies them; this decides what an anonymous
 * client may not even try.
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function carriesCredentials(headers) {
  if (headers.authorization) return true
  const cookie = headers.cookie
  return typeof cookie === 'string' && /(?:^|;\s*)payload-token=/.test(cookie)
}

/**
 * Whether an `Origin` header names the host the request was sent to.
 * @param {string | string[]} origin
 * @param {string | string[] | undefined} host
 */
function sameOrigin(origin, host) {
  try {
    return new URL(String(origin)).host === String(host)
  } catch {
    return false
  }
}

/**
 * The reason to refuse a request before it is routed, or null to let it through.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {Refusal | null}
 */
export function refuseRequest({ method = 'GET', url = '/', headers }) {
  if (!ALLOWED_METHODS.includes(method)) {
    return {
      status: 405,
      message: `Method ${method} is not allowed`,
      headers: { Allow: ALLOWED_METHODS.join(', ') },
    }
  }
  if (!url.startsWith('/')) {
    return { status: 400, message: 'The request target must be a path starting with /' }
  }
  if (!headers.host) return { status: 400, message: 'The Host header is missing' }
  if (Buffer.byteLength(url) > MAX_URL_BYTES) {
    return { status: 414, message: `The URL is longer than ${MAX_URL_BYTES} bytes` }
  }
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { status: 400, message: 'The path is not valid percent-encoded UTF-8' }
  }
  // A NUL or other control character names no page, and Payload and PostgreSQL refuse it with a 500.
  if (/[\u0000-\u001f\u007f]/.test(decoded)) {
    return { status: 400, message: 'The path contains a control character' }
  }
  if (queryAt !== -1) {
    const query = url.slice(queryAt + 1)
    try {
      decodeURIComponent(query.replace(/\+/g, ' '))
    } catch {
      return { status: 400, message: 'The query string is not valid percent-encoded UTF-8' }
    }
    if (/%00/.test(query)) return { status: 400, message: 'The query string contains a NUL byte' }
    for (const key of new URLSearchParams(query).keys()) {
      if (key.startsWith('where') && WHERE_LIST_KEY.test(key)) {
        return {
          status: 400,
          message: 'where[and] and where[or] take a list: where[or][0][field][operator]=value',
        }
      }
    }
    if (pathname === '/_next/image') {
      const image = new URLSearchParams(query).get('url') ?? ''
      try {
        decodeURIComponent(image)
      } catch {
        return { status: 400, message: 'The image URL is not valid percent-encoded UTF-8' }
      }
    }
  }
  if (!READ_METHODS.includes(method) && !WRITABLE_PATH.test(pathname)) {
    return {
      status: 405,
      message: `Method ${method} is not allowed here`,
      headers: { Allow: READ_METHODS.join(', ') },
    }
  }
  const action = headers['next-action']
  const origin = headers.origin
  if (action !== undefined && origin !== undefined && !sameOrigin(origin, headers.host)) {
    return { status: 403, message: 'Cross-origin form actions are refused' }
  }
  if (BODY_METHODS.has(method) || headers['content-length'] !== undefined) {
    const length = headers['content-length']
    if (length === undefined && headers['transfer-encoding'] !== undefined) {
      return { status: 411, message: 'A request body needs a Content-Length header' }
    }
    const limit = bodyLimit(method, pathname)
    if (length !== undefined && Number(length) > limit) {
      return { status: 413, message: `The request body is larger than ${limit} bytes` }
    }
  }
  if (pathname.startsWith('/api/') && !isApiRoot(pathname)) {
    return {
      status: 404,
      message: `No endpoint at ${pathname}: the public API is described at /api/openapi.json`,
    }
  }
  const anonymous = !carriesCredentials(headers)
  const override = headers['x-payload-http-method-override'] ?? headers['x-http-method-override']
  if (override !== undefined && anonymous) {
    return {
      status: 400,
      message: 'Method override is for signed-in editors; send the query in the URL',
    }
  }
  if (
    anonymous &&
    method !== 'OPTIONS' &&
    pathname.startsWith('/api/') &&
    !ANONYMOUS_API.test(pathname)
  ) {
    return { status: 401, message: EDITORS_ONLY_MESSAGE }
  }
  return null
}
