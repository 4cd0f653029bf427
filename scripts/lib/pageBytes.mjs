/**
 * The bytes of the pages Next.js serves from its page cache, kept beside it. A cached page reaches
 * the server as one string (Next's `res.end(html)`), the same string on every hit; encoding it to
 * UTF-8 again, hashing it for the ETag and compressing it cost more than the rest of serving it (a
 * page with one character beyond Latin-1 — "€", "’" — is stored by V8 as UTF-16 and encodes slower
 * still: docs/benchmarks.md, "Findable and fresh"). Here each distinct page string is encoded,
 * hashed and (on the first request that accepts gzip) compressed once.
 *
 * A memo of a pure function — the bytes, ETag and gzip of a string — so it never serves anything Next
 * did not just hand over: a page that changes is a different string. Bounded by bytes, least
 * recently used first out.
 */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import { inlineScriptHashes, withScriptHashes } from '../../src/config/contentSecurityPolicy.mjs'
import { matchesETag } from '../../src/endpoints/responseCache.mjs'

const MAX_BYTES = 64 * 1024 * 1024
const sha256Base64 = (/** @type {string} */ text) =>
  createHash('sha256').update(text).digest('base64')
/** Whether an Accept-Encoding header accepts gzip (not `gzip;q=0`). */
export const ACCEPTS_GZIP = /\bgzip\b(?!\s*;\s*q=0(?:\.0+)?\s*(?:,|$))/i

/** @typedef {{ raw: Buffer, etag: string, gzip?: Buffer, scriptHashes?: string[] }} PageBytes */

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
  for (const [oldest, { raw: oldRaw, gzip }] of pages) {
    if (keptBytes <= MAX_BYTES) break
    pages.delete(oldest)
    keptBytes -= oldest.length + oldRaw.length + (gzip?.length ?? 0)
  }
  return kept
}

/**
 * Makes the response send a page that Next ends with one string from the kept bytes: its ETag (304
 * for a matching If-None-Match), gzip when the client accepts it. Install after any compression
 * middleware, so that it sees the string first; a body it sends already encoded is left alone by
 * such middleware (Content-Encoding is set).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function sendPagesFromKeptBytes(request, response) {
  const end = response.end
  response.end = function (chunk, encoding, callback) {
    if (
      typeof chunk !== 'string' ||
      response.headersSent ||
      !String(response.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      return end.call(this, chunk, encoding, callback)
    }
    const kept = bytesOf(chunk)
    // Where the proxy sent the request inside the app is no business of a browser's (client
    // navigations, which need it, fetch the router's data, not the HTML).
    response.removeHeader('x-middleware-rewrite')
    // Its scripts carry the nonce of the request it was rendered for: the same page sent to any
    // request (a kept 404 as well) names them by their hashes instead
    // (src/config/contentSecurityPolicy.mjs).
    const policy = response.getHeader('content-security-policy')
    if (typeof policy === 'string' && policy.includes("'nonce-")) {
      kept.scriptHashes ??= inlineScriptHashes(chunk, sha256Base64)
      response.setHeader('Content-Security-Policy', withScriptHashes(policy, kept.scriptHashes))
    }
    if (response.statusCode !== 200) return end.call(this, chunk, encoding, callback)
    response.setHeader('ETag', kept.etag)
    if (matchesETag(request.headers['if-none-match'], kept.etag)) {
      response.statusCode = 304
      response.removeHeader('Content-Type')
      response.removeHeader('Content-Length')
      return end.call(this, undefined, undefined, callback)
    }
    let body = kept.raw
    if (ACCEPTS_GZIP.test(request.headers['accept-encoding'] ?? '')) {
      if (!kept.gzip) {
        kept.gzip = gzipSync(kept.raw)
        keptBytes += kept.gzip.length
      }
      body = kept.gzip
      response.setHeader('Content-Encoding', 'gzip')
    }
    response.setHeader('Content-Length', body.length)
    return end.call(this, body, undefined, callback)
  }
}
