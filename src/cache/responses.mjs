/**
 * The /api's 200 answers, ready to send, kept in the server process for a short while: the app's
 * server (scripts/server.mjs) answers a repeated GET from here without entering Next.js, whose request
 * handling costs more than the answer itself (docs/benchmarks.md, "The public /api"). The route
 * handlers (src/endpoints/http.ts) fill it, each answer with the cache tags of what it was made from;
 * they are entries of the process-local layer (local.mjs), dropped by the same `expire` as the rest.
 *
 * An answer is a function of its URL alone (the handlers read nothing else of the request), so the URL
 * exactly as the client sent it is the key. The server hands it to Next in `KEY_HEADER`, replacing any
 * value a client sent; without the server (`next dev`, tests of the handlers) there is no store and
 * nothing is kept.
 *
 * Plain JavaScript: scripts/server.mjs runs without a TypeScript loader.
 */

import { MAX_AGE_MS, layer } from './local.mjs'

/** @typedef {import('./local.mjs').KeptResponse} CachedResponse */

export const KEY_HEADER = 'x-shopping-guide-response-key'
const MAX_ENTRIES = 2_000

/** Called by the server: from now on this process keeps answers. */
export function enableResponseCache() {
  layer().responses ??= new Map()
}

/**
 * Where a request's answer may be stored, taken when the handler starts: its key and the generation.
 * @param {Request} request
 * @returns {{ key: string, generation: number } | undefined}
 */
export function responseTicket(request) {
  const { responses, generation } = layer()
  const key = request.headers.get(KEY_HEADER)
  return responses && key ? { key, generation } : undefined
}

/**
 * Keeps a 200 answer, unless the data changed while it was computed.
 * @param {{ key: string, generation: number } | undefined} ticket
 * @param {Omit<CachedResponse, 'at' | 'br' | 'gzip'>} response
 */
export function rememberResponse(ticket, response) {
  const { responses, generation } = layer()
  if (!responses || !ticket || ticket.generation !== generation) return
  if (responses.size >= MAX_ENTRIES) responses.clear()
  responses.set(ticket.key, { ...response, at: Date.now() })
}

/**
 * The answer kept for this URL, if still fresh.
 * @param {string} key
 * @returns {CachedResponse | undefined}
 */
export function cachedResponse(key) {
  const { responses } = layer()
  const entry = responses?.get(key)
  if (!entry) return undefined
  if (Date.now() - entry.at < MAX_AGE_MS) return entry
  responses?.delete(key)
  return undefined
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
