/**
 * The /api's 200 answers, ready to send, kept in the server process for a short while: the app's
 * server (scripts/server.mjs) answers a repeated GET from here without entering Next.js, whose request
 * handling costs more than the answer itself (docs/benchmarks.md, "The public /api"). The route
 * handlers (src/endpoints/http.ts) fill it; a change in a collection drops the answers of its scopes at
 * once (src/data/memo.ts `invalidate`, called by the collections' hooks); the age limit covers other
 * server instances, as the in-process data memo's does.
 *
 * An answer is a function of its URL alone (the handlers read nothing else of the request), so the URL
 * exactly as the client sent it is the key. The server hands it to Next in `KEY_HEADER`, replacing any
 * value a client sent; without the server (`next dev`, tests of the handlers) there is no store and
 * nothing is kept. On globalThis: the server and Next's bundle load this module separately.
 *
 * Plain JavaScript: scripts/server.mjs runs without a TypeScript loader.
 */

/** @typedef {'stores' | 'posts' | 'products'} Scope */
/**
 * @typedef {object} CachedResponse
 * @property {string} text the JSON body
 * @property {string} etag
 * @property {Record<string, string>} headers what the handler set besides the security headers
 * @property {readonly Scope[]} scopes the collections whose changes make it stale
 * @property {number} at when it was stored (ms)
 * @property {Buffer} [bytes] the body encoded, made on the first request it answers
 * @property {Buffer} [gzip] the body compressed, made on the first request that accepts it
 */

export const KEY_HEADER = 'x-shopping-guide-response-key'
const MAX_AGE_MS = 30_000
const MAX_ENTRIES = 2_000

/**
 * @typedef {object} Store
 * @property {Map<string, CachedResponse>} entries
 * @property {number} generation raised by every invalidation, so an answer computed before one is
 *   never stored after it
 */

/** @returns {Store | undefined} */
const store = () => /** @type {{ __apiResponses?: Store }} */ (globalThis).__apiResponses

/** Called by the server: from now on this process keeps answers. */
export function enableResponseCache() {
  const global = /** @type {{ __apiResponses?: Store }} */ (globalThis)
  global.__apiResponses ??= { entries: new Map(), generation: 0 }
}

/**
 * Where a request's answer may be stored, taken when the handler starts: its key and the generation.
 * @param {Request} request
 * @returns {{ key: string, generation: number } | undefined}
 */
export function responseTicket(request) {
  const cache = store()
  const key = request.headers.get(KEY_HEADER)
  return cache && key ? { key, generation: cache.generation } : undefined
}

/**
 * Keeps a 200 answer, unless the data changed while it was computed.
 * @param {{ key: string, generation: number } | undefined} ticket
 * @param {Omit<CachedResponse, 'at' | 'gzip'>} response
 */
export function rememberResponse(ticket, response) {
  const cache = store()
  if (!cache || !ticket || ticket.generation !== cache.generation) return
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear()
  cache.entries.set(ticket.key, { ...response, at: Date.now() })
}

/**
 * The answer kept for this URL, if still fresh.
 * @param {string} key
 * @returns {CachedResponse | undefined}
 */
export function cachedResponse(key) {
  const entry = store()?.entries.get(key)
  if (!entry) return undefined
  if (Date.now() - entry.at < MAX_AGE_MS) return entry
  store()?.entries.delete(key)
  return undefined
}

/**
 * Drops the answers a change in `scope` makes stale ('all': every answer, e.g. a category or an image
 * changed, which every card shows).
 * @param {Scope | 'all'} scope
 */
export function forgetResponses(scope) {
  const cache = store()
  if (!cache) return
  cache.generation++
  if (scope === 'all') cache.entries.clear()
  else
    for (const [key, entry] of cache.entries)
      if (entry.scopes.includes(scope)) cache.entries.delete(key)
}

/**
 * Whether an If-None-Match header names this (strong) ETag; weak forms compare equal too.
 * @param {string | null | undefined} ifNoneMatch
 * @param {string} etag
 */
export function matchesETag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
