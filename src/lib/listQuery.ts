/**
 * A list page's query string as one path segment. The proxy (src/proxy.ts) rewrites a list's URL,
 * `/stores?page=2&sort=name`, to the list's route under `/_list` with the query as its last segment,
 * so that a list is rendered once per distinct query and kept in the page cache like every other
 * page. The 404 of such a page (a page past the last, an unknown category) is then a whole page from
 * the server too: a page rendered per request streams, and Next sends it before the page knows it is
 * not found, which leaves either a 200 or an empty document.
 *
 * base64url: opaque, but nothing in it is ever decoded, split or normalised on the way (`/`, `%`,
 * `&` of a search term included).
 */
export type ListQuery = Record<string, string | string[]>

/** The segment of no query at all. */
const NONE = '-'

/** The query of a list's URL as a segment; `country` is the proxy's, not the list's. */
export function listQuerySegment(search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of search) if (key !== 'country') kept.append(key, value)
  const text = kept.toString()
  if (text === '') return NONE
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The query a segment holds, as Next's `searchParams` would have it. Only the proxy makes segments
 * (and keeps `/_list` from visitors): one that is none reads as no query.
 */
export function listQuery(segment: string): ListQuery {
  if (segment === NONE || !/^[A-Za-z0-9_-]+$/.test(segment)) return {}
  let text: string
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    )
  } catch {
    return {}
  }
  const query: ListQuery = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const known = query[key]
    query[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value]
  }
  return query
}
