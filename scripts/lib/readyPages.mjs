/**
 * Pages ready to send again without entering Next: the production server (scripts/server.mjs) keeps
 * each page Next sent from its page cache (`x-nextjs-cache: HIT`) with the headers it went out with,
 * and answers the next request for the same page from here, as it answers repeated /api reads
 * (src/cache/responses.mjs). Next's routing, its proxy and its cache read cost a cached page more
 * than sending it (docs/benchmarks.md, "Cached pages").
 *
 * Which page a request gets is decided by src/proxy.ts from the path, the query, the country cookie
 * and, on the bare root, the language cookie and Accept-Language; `pageCacheKey` names exactly those,
 * so a request is answered only with the page Next would have sent it. Requests of Next's router
 * (the RSC data of client navigations and prefetches) and draft-mode requests always go to Next, as
 * does any answer that sets a cookie.
 *
 * Any change drops them all (`onDrop`: a change here, on another instance through the cache bus, and
 * the second announcement once Next's own entries have expired), and none is kept longer than the
 * process-local layer keeps its entries; one still asked for is taken from Next again shortly
 * before (`REFRESH_BEFORE_MS`). A page whose request began before a change is not kept after it
 * (the layer's generation).
 */
import { MAX_AGE_MS, layer, onDrop } from '../../src/cache/local.mjs'
import { pageBody, sendBytes } from './pageBytes.mjs'

/** @typedef {import('./pageBytes.mjs').PageBytes} PageBytes */
/**
 * @typedef {object} ReadyPage
 * @property {PageBytes} page
 * @property {import('node:http').OutgoingHttpHeaders} headers
 * @property {number} at when it was kept (ms)
 * @property {number} [refreshing] when a request was let through to Next to keep it again (ms)
 */

/**
 * How long before its end a ready page is kept again: the first request in that window goes to Next
 * and its answer replaces the page, while the others are still answered from it. A page that simply
 * ran out would send every request in flight to Next at once (behind a shared Redis, each reading
 * and parsing the page's whole cache entry: a second without answers at 50 connections).
 */
const REFRESH_BEFORE_MS = 5_000
/** A request let through to keep a page again that has not done so by then is given up. */
const REFRESH_GIVEN_UP_MS = 2_000

/** Request headers of Next's router: a request with any of them wants data, not the page. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
]
/** Next's draft mode and preview: such a request is rendered for its sender alone. */
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
/** What each answer gets for itself rather than from the kept one. */
const OWN_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'connection',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'x-request-id',
])

/**
 * Whether a request may be answered with a ready page, or its answer kept as one.
 * @param {import('node:http').IncomingMessage} request
 */
function mayUse(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const { headers } = request
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false
  if (headers.cookie && DRAFT_COOKIE.test(headers.cookie)) return false
  return !/[?&]_rsc=/.test(request.url ?? '')
}

/**
 * At most `maxBytes` of pages (their bytes as sent uncompressed; the compressed copy, when made, is
 * about a tenth more), oldest out first.
 * @param {number} maxBytes
 */
export function readyPages(maxBytes) {
  /** @type {Map<string, ReadyPage>} */
  const pages = new Map()
  let keptBytes = 0
  const drop = (/** @type {string} */ key) => {
    const ready = pages.get(key)
    if (!ready) return
    pages.delete(key)
    keptBytes -= ready.page.raw.length
  }
  onDrop(() => {
    pages.clear()
    keptBytes = 0
  })

  return {
    /**
     * The ready page for this request, if it may have one and it is fresh.
     * @param {import('node:http').IncomingMessage} request
     * @param {string} key `pageCacheKey` of the request
     */
    get(request, key) {
      if (!mayUse(request)) return undefined
      const ready = pages.get(key)
      if (!ready) return undefined
      const now = Date.now()
      if (now - ready.at >= MAX_AGE_MS) {
        drop(key)
        return undefined
      }
      if (
        now - ready.at >= MAX_AGE_MS - REFRESH_BEFORE_MS &&
        now - (ready.refreshing ?? 0) >= REFRESH_GIVEN_UP_MS
      ) {
        ready.refreshing = now
        return undefined
      }
      return ready
    },

    /**
     * Where this request's answer may be kept: its key and the layer's generation when it began.
     * @param {import('node:http').IncomingMessage} request
     * @param {string} key
     * @returns {{ key: string, generation: number } | undefined}
     */
    ticket(request, key) {
      return request.method === 'GET' && mayUse(request)
        ? { key, generation: layer().generation }
        : undefined
    },

    /**
     * Keeps the page a response sent from Next's page cache, unless anything changed since its
     * request began (or it set a cookie).
     * @param {{ key: string, generation: number } | undefined} ticket
     * @param {import('./pageBytes.mjs').SiteResponse} response once finished
     */
    keep(ticket, response) {
      const sent = response.sentPage
      if (!ticket || !sent || ticket.generation !== layer().generation) return
      if (response.getHeader('x-nextjs-cache') !== 'HIT' || response.hasHeader('set-cookie')) return
      /** @type {import('node:http').OutgoingHttpHeaders} */
      const headers = {}
      for (const [name, value] of Object.entries(sent.headers)) {
        if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value
      }
      drop(ticket.key)
      pages.set(ticket.key, { page: sent.page, headers, at: Date.now() })
      keptBytes += sent.page.raw.length
      // Oldest first: a page kept again moved to the end.
      for (const oldest of pages.keys()) {
        if (keptBytes <= maxBytes) break
        drop(oldest)
      }
    },
  }
}

/**
 * Sends a ready page as Next sent it, with its headers (see `sendBytes`). The caller has set the
 * security headers and the request id.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {ReadyPage} ready
 */
export function sendReadyPage(request, response, { page, headers }) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  response.setHeader('Server-Timing', 'page;desc="ready"')
  sendBytes(request, response, pageBody(page))
}
