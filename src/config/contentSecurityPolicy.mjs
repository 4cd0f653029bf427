/**
 * The Content-Security-Policy. Plain JavaScript: next.config.mjs, src/proxy.ts and the server's kept
 * pages (scripts/lib/pageBytes.mjs) all build it here.
 *
 * No inline script runs unless the policy names it. A page rendered for its request carries a nonce
 * the proxy chose for that request (Next puts it on every script it writes); a page kept by Next's
 * page cache, sent again to many requests, instead names the SHA-256 of each of Next's inline scripts
 * in it (`inlineScriptHashes`), so it stays cacheable without nonces. Anything else inline — a script
 * smuggled into stored content — is refused either way.
 *
 * `analyticsOrigins` are the third-party origins the operator allowed for the consent-gated analytics
 * script (ANALYTICS_ORIGINS): src/proxy.ts adds them, on public pages only, to the directives a
 * tracking script needs (load the script, send beacons, draw a tracking pixel).
 *
 * @param {{ analyticsOrigins?: readonly string[], scriptSources?: readonly string[] }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ analyticsOrigins = [], scriptSources = [] } = {}) {
  const extra = analyticsOrigins.map((origin) => ` ${origin}`).join('')
  const media = mediaOrigin ? ` ${mediaOrigin}` : ''
  const scripts = scriptSources.map((source) => ` ${source}`).join('')
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** Where uploaded images come from when the media bucket is public (S3_PUBLIC_URL). */
const mediaOrigin =
  process.env.S3_BUCKET && process.env.S3_PUBLIC_URL
    ? new URL(process.env.S3_PUBLIC_URL).origin
    : null

/** The source expression of a nonce. */
export const nonceSource = (/** @type {string} */ nonce) => `'nonce-${nonce}'`

const NONCE_SOURCE = / 'nonce-[A-Za-z0-9+/=_-]+'/

/**
 * The policy sent with a page for this request (`policy`, with its request's nonce) turned into the
 * policy of the same page for every request: the nonce replaced by the hashes of the page's own
 * inline scripts. A policy without a nonce is left as it is.
 *
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  return policy.replace(NONCE_SOURCE, hashes.map((hash) => ` ${hash}`).join(''))
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NOT_JAVASCRIPT = /\btype\s*=\s*["']?(?!(?:text|application)\/javascript|module)[^"'\s>]/i
/**
 * What Next writes inline into a page it keeps, and nothing else: the router's data
 * (`self.__next_f.push([...])`) and the Turbopack chunk list. The calls' arguments must be JSON, so
 * nothing can ride along in them. (React's streaming runtime only appears in pages streamed to one
 * request, which carry that request's nonce instead.)
 */
const NEXT_DATA = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
const NEXT_DATA_START = '(self.__next_f=self.__next_f||[]).push([0])'
const TURBOPACK =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/

/** @param {string} body */
function isNextsOwn(body) {
  if (body === NEXT_DATA_START) return true
  const json = NEXT_DATA.exec(body)?.[1] ?? TURBOPACK.exec(body)?.[1]
  if (json === undefined) return false
  try {
    JSON.parse(json)
    return true
  } catch {
    return false
  }
}

/**
 * The `'sha256-…'` sources of the inline scripts Next wrote into `html` (see `isNextsOwn`), each once.
 *
 * @param {string} html
 * @param {(text: string) => string} sha256Base64 a SHA-256 digest in base64 of the text's UTF-8
 * @returns {string[]}
 */
export function inlineScriptHashes(html, sha256Base64) {
  const hashes = new Set()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || NOT_JAVASCRIPT.test(attributes)) continue
    if (body === '' || !isNextsOwn(body)) continue
    hashes.add(`'sha256-${sha256Base64(body)}'`)
  }
  return [...hashes]
}
