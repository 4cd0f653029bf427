/**
 * What a shared cache (a CDN, nginx) does with a response, as RFC 9111 says: whether it may store
 * it, and whether two requests would be answered from the same stored response.
 */

type Headers = Record<string, string>

/** The directives of a Cache-Control header, lower-cased, with their values. */
export function cacheDirectives(value: string | undefined): Map<string, string | true> {
  const directives = new Map<string, string | true>()
  for (const part of (value ?? '').split(',')) {
    const [name, argument] = part.trim().split('=', 2)
    if (name) directives.set(name.toLowerCase(), argument?.replace(/^"|"$/g, '') ?? true)
  }
  return directives
}

/** Status codes a cache may store without explicit freshness (RFC 9110, 15.1). */
const HEURISTICALLY_CACHEABLE = new Set([
  200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501,
])

/**
 * Whether a shared cache may store the response to a GET without Authorization (RFC 9111, 3):
 * neither `no-store` nor `private`, and either explicit freshness, `public`, or a status that is
 * heuristically cacheable. A response that sets a cookie is treated as storable only when it says
 * so explicitly: CDNs store such responses when told to, and the cookie would go to everyone.
 */
export function sharedCacheMayStore(status: number, headers: Headers): boolean {
  const directives = cacheDirectives(headers['cache-control'])
  if (directives.has('no-store') || directives.has('private')) return false
  if (headers['set-cookie']) return directives.has('public') || directives.has('s-maxage')
  return (
    directives.has('public') ||
    directives.has('s-maxage') ||
    directives.has('max-age') ||
    headers.expires !== undefined ||
    HEURISTICALLY_CACHEABLE.has(status)
  )
}

/**
 * Whether a response stored for request `a` would also answer request `b` (same URL): only if every
 * header its `Vary` names is the same in both (RFC 9111, 4.1).
 */
export function sameStoredAnswer(vary: string | undefined, a: Headers, b: Headers): boolean {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (names.includes('*')) return false
  const lower = (headers: Headers) =>
    Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]))
  const [left, right] = [lower(a), lower(b)]
  return names.every((name) => left[name] === right[name])
}
