/**
 * The responses of the app's server (`http.createServer({ ServerResponse: SiteResponse })`, Node's
 * documented way to extend the response class). A page Next sends from its page cache arrives as one
 * string (Next's `res.end(html)`), the same string on every hit; encoding it to UTF-8 again, hashing it
 * for the ETag and compressing it cost more than the rest of serving it (a page with one character
 * beyond Latin-1 — "€", "’" — is stored by V8 as UTF-16 and encodes slower still). Here each distinct
 * page string is encoded, hashed and (on the first request that accepts each encoding) compressed once, kept in
 * a memo of that pure function: it never serves anything Next did not just hand over, since a page
 * that changes is a different string. Bounded by bytes, least recently used first out.
 *
 * The same place gives a kept page its Content-Security-Policy: the scripts of a page rendered once
 * and sent to many requests cannot carry each request's nonce, so the page names its own inline
 * scripts by their hashes instead (src/config/contentSecurityPolicy.mjs).
 */
import { createHash } from 'node:crypto'
import { ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { inlineScriptHashes, withScriptHashes } from '../../src/config/contentSecurityPolicy.mjs'
import { matchesETag } from '../../src/cache/responses.mjs'
import { securityHeaders } from '../../src/config/securityHeaders.mjs'

const MAX_BYTES = 64 * 1024 * 1024
const sha256Base64 = (/** @type {string} */ text) =>
  createHash('sha256').update(text).digest('base64')
/** Whether an Accept-Encoding header accepts gzip (not `gzip;q=0`). */
export const ACCEPTS_GZIP = /\bgzip\b(?!\s*;\s*q=0(?:\.0+)?\s*(?:,|$))/i
/** Whether an Accept-Encoding header accepts Brotli (not `br;q=0`). */
export const ACCEPTS_BROTLI = /\bbr\b(?!\s*;\s*q=0(?:\.0+)?\s*(?:,|$))/i

/** @typedef {'br' | 'gzip'} Encoding */

/**
 * Compresses a body that is sent many times: Brotli at quality 6 is a fifth smaller than gzip for a
 * page (14 KB against 18 KB for the home page) and costs about as much, 2–3 ms once; the qualities
 * above it cost ten to a hundred times more for a few per cent.
 * @param {Buffer} raw
 * @param {Encoding} encoding
 */
export const compressBody = (raw, encoding) =>
  encoding === 'br'
    ? brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipSync(raw)

/** The encoding a request accepts, Brotli first; null for none. */
export const acceptedEncoding = (/** @type {string | undefined} */ acceptEncoding = '') =>
  ACCEPTS_BROTLI.test(acceptEncoding) ? 'br' : ACCEPTS_GZIP.test(acceptEncoding) ? 'gzip' : null

/** Headers that carry one value: a second copy of the same value is dropped (see writeHead). */
const SINGLE_VALUED = ['location', 'x-nextjs-stale-time']

/** What every answer keeps when the server answers in Next's place: the security headers, the id. */
const KEPT_HEADERS = new Set([
  ...securityHeaders.map(({ key }) => key.toLowerCase()),
  'x-request-id',
])

/** @typedef {{ raw: Buffer, etag: string, br?: Buffer, gzip?: Buffer, scriptHashes?: string[] }} PageBytes */

/** @type {Map<string, PageBytes>} */
const pages = new Map()
let keptBytes = 0

/** @param {string} html */
function bytesOf(html) {
  let kept = pages.get(html)
  if (kept) {
    // Most recently used last.
    pages.delete(html)
    pages.set(html, kept)
    return kept
  }
  const raw = Buffer.from(html)
  kept = { raw, etag: `"${createHash('sha1').update(raw).digest('base64url')}"` }
  pages.set(html, kept)
  // The key string counts too: it outlives Next's own cache entry while it is kept here.
  keptBytes += html.length + raw.length
  for (const [oldest, { raw: oldRaw, br, gzip }] of pages) {
    if (keptBytes <= MAX_BYTES) break
    pages.delete(oldest)
    keptBytes -= oldest.length + oldRaw.length + (br?.length ?? 0) + (gzip?.length ?? 0)
  }
  return kept
}

/**
 * The page compressed, made once per encoding.
 * @param {PageBytes} kept
 * @param {Encoding} encoding
 */
export function compressed(kept, encoding) {
  let bytes = kept[encoding]
  if (!bytes) {
    bytes = kept[encoding] = compressBody(kept.raw, encoding)
    keptBytes += bytes.length
  }
  return bytes
}

/**
 * The body of a response that is the same for many requests, as `sendBytes` sends it.
 * @typedef {object} KeptBody
 * @property {string} etag
 * @property {Buffer} raw
 * @property {((encoding: Encoding) => Buffer) | null} compressed the body compressed (made once per
 *   encoding by its keeper), null when it is not worth compressing
 */

/**
 * A page's kept bytes as a body to send.
 * @param {PageBytes} page
 * @returns {KeptBody}
 */
export const pageBody = (page) => ({
  etag: page.etag,
  raw: page.raw,
  compressed: (encoding) => compressed(page, encoding),
})

/**
 * Sends a kept body with status 200 and its ETag, or 304 for a matching If-None-Match; compressed
 * when the client accepts Brotli or gzip, with its Content-Length. Node itself sends no body for HEAD. The
 * caller has set every other header on the response.
 * @param {import('node:http').IncomingMessage} request
 * @param {ServerResponse} response
 * @param {KeptBody} body
 * @param {(bytes?: Buffer) => void} [end] how the response ends (a subclass's own `end` passes its
 *   parent's)
 */
export function sendBytes(
  request,
  response,
  { etag, raw, compressed },
  end = (bytes) => response.end(bytes),
) {
  response.setHeader('ETag', etag)
  if (matchesETag(request.headers['if-none-match'], etag)) {
    response.statusCode = 304
    response.removeHeader('Content-Type')
    response.removeHeader('Content-Length')
    return end()
  }
  let bytes = raw
  const encoding = compressed && acceptedEncoding(request.headers['accept-encoding'])
  if (encoding) {
    bytes = compressed(encoding)
    response.setHeader('Content-Encoding', encoding)
  }
  response.statusCode = 200
  response.setHeader('Content-Length', bytes.length)
  end(bytes)
}

/**
 * A response that sends a page ended with one string from its kept bytes, once the server marked it
 * as a page's (`sendsPage`): its ETag (304 for a matching If-None-Match), gzip when the client
 * accepts it, the policy of its own scripts. Every other body — and a page streamed to one request,
 * which carries that request's nonce — is sent as given.
 */
export class SiteResponse extends ServerResponse {
  /** Set by the server for the GET or HEAD of a page; such a response is not compressed elsewhere. */
  sendsPage = false

  /**
   * Set by the server for a page: the document sent instead of Next's when the page fails (5xx), given
   * the request's reference. Next's error document has no text before its scripts run, no language
   * and the failed page's title; a crawler or a browser without scripts would read nothing.
   * @type {((reference: string) => string) | null}
   */
  errorPage = null

  /**
   * The page to send instead, as a 503, when the page failed because the database could not be
   * reached (a 500 would say the site is broken, not that it is back in a moment); null otherwise.
   * @type {((reference: string) => string | null) | null}
   */
  unavailablePage = null

  /** The Retry-After of that 503. */
  retryAfterSeconds = 5

  /**
   * The page sent from its kept bytes (status 200), with the headers it was sent with: for the
   * server to keep ready (readyPages.mjs).
   * @type {{ page: PageBytes, headers: import('node:http').OutgoingHttpHeaders } | null}
   */
  sentPage = null

  /** @type {Buffer | null} the error page being sent in place of Next's body */
  #replacement = null

  /** Answered by the server itself (answerInstead): what Next writes afterwards goes nowhere. */
  #answered = false

  /**
   * Answers the request now, in place of Next, whose render has not started its answer (it waits
   * for a database that no longer answers): Next's later writes are dropped. False when too late.
   * @param {number} status
   * @param {import('node:http').OutgoingHttpHeaders} headers
   * @param {string} body
   */
  answerInstead(status, headers, body) {
    if (this.headersSent || this.#answered) return false
    for (const name of this.getHeaderNames()) {
      if (!KEPT_HEADERS.has(name)) this.removeHeader(name)
    }
    super.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) })
    super.end(this.req.method === 'HEAD' ? undefined : body)
    this.#answered = true
    return true
  }

  /**
   * @param {string} name
   * @param {number | string | readonly string[]} value
   */
  setHeader(name, value) {
    return this.#answered ? this : super.setHeader(name, value)
  }

  /** @param {number} status */
  #failsPage(status) {
    return (
      this.errorPage !== null &&
      status >= 500 &&
      String(this.getHeader('content-type') ?? '').startsWith('text/html')
    )
  }

  /**
   * Where the proxy sent a page's request inside the app is no business of a browser's: a page's
   * HTML, kept or streamed, goes without it (client navigations, which need it, fetch the router's
   * data, not the HTML). Called for every response, by Node itself when a body starts unannounced.
   * @param {Parameters<ServerResponse['writeHead']>} args
   */
  writeHead(...args) {
    if (this.#answered) return this
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    if (!this.#replacement && this.#failsPage(status)) {
      const reference = String(this.req.headers['x-request-id'] ?? '')
      const unavailable = this.unavailablePage?.(reference) ?? null
      this.#replacement = Buffer.from(unavailable ?? this.errorPage(reference))
      for (const name of [
        'content-encoding',
        'etag',
        'vary',
        'x-nextjs-cache',
        'x-middleware-rewrite',
      ])
        this.removeHeader(name)
      this.setHeader('Content-Length', this.#replacement.length)
      this.setHeader('Cache-Control', 'no-store')
      if (unavailable) this.setHeader('Retry-After', String(this.retryAfterSeconds))
      // Only the status: headers given here (Next gives them with setHeader) would be Next's body's.
      return super.writeHead(unavailable ? 503 : status)
    }
    if (this.sendsPage && String(this.getHeader('content-type') ?? '').startsWith('text/html')) {
      this.removeHeader('x-middleware-rewrite')
    }
    // Next appends a cached redirect's Location to a response that already has it (the first requests
    // of a list page that redirects, rendered at once: vercel/next.js#82117). Browsers take one of the
    // two; a proxy or fetch() joins them into "/stores, /stores", a 404. One value is sent once.
    for (const name of SINGLE_VALUED) {
      const value = this.getHeader(name)
      if (Array.isArray(value) && new Set(value).size === 1) this.setHeader(name, value[0])
    }
    return super.writeHead(...args)
  }

  /**
   * @param {any} [chunk]
   * @param {any} [encoding]
   * @param {() => void} [callback]
   */
  write(chunk, encoding, callback) {
    if (this.#answered) {
      const done = typeof encoding === 'function' ? encoding : callback
      if (done) process.nextTick(done)
      return true
    }
    if (!this.headersSent && this.#failsPage(this.statusCode)) this.writeHead(this.statusCode)
    if (!this.#replacement) return super.write(chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }

  /**
   * @param {any} [chunk]
   * @param {any} [encoding]
   * @param {() => void} [callback]
   */
  end(chunk, encoding, callback) {
    if (this.#answered) {
      const done =
        typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
      if (done) process.nextTick(done)
      return this
    }
    if (!this.headersSent && this.#failsPage(this.statusCode)) this.writeHead(this.statusCode)
    if (this.#replacement) {
      const done =
        typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
      return super.end(this.req.method === 'HEAD' ? undefined : this.#replacement, undefined, done)
    }
    if (
      !this.sendsPage ||
      typeof chunk !== 'string' ||
      this.headersSent ||
      !String(this.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      return super.end(chunk, encoding, callback)
    }
    const kept = bytesOf(chunk)
    const policy = this.getHeader('content-security-policy')
    if (typeof policy === 'string' && policy.includes("'nonce-")) {
      kept.scriptHashes ??= inlineScriptHashes(chunk, sha256Base64)
      this.setHeader('Content-Security-Policy', withScriptHashes(policy, kept.scriptHashes))
    }
    if (this.statusCode !== 200) return super.end(kept.raw, undefined, callback)
    // Sent compressed or not by the client's Accept-Encoding: a shared cache keeps both apart.
    this.setHeader('Vary', varyWith(this.getHeader('vary'), 'Accept-Encoding'))
    // Removed when the head is written, too late for the copy kept.
    this.removeHeader('x-middleware-rewrite')
    this.sentPage = { page: kept, headers: this.getHeaders() }
    sendBytes(this.req, this, pageBody(kept), (body) => super.end(body, undefined, callback))
    return this
  }
}

/**
 * @param {string | number | string[] | undefined} vary
 * @param {string} field
 */
function varyWith(vary, field) {
  const fields = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return fields.some((name) => name.toLowerCase() === field.toLowerCase() || name === '*')
    ? fields.join(', ')
    : [...fields, field].join(', ')
}
