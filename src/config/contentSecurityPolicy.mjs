/**
 * The Content-Security-Policy (DESIGN "Security rules"): without nonces, so pages stay cacheable
 * (STACK.md trap 13). Plain JavaScript because next.config.mjs imports it as well as src/proxy.ts.
 *
 * `analyticsOrigins` are the third-party origins the operator allowed for the consent-gated analytics
 * script (ANALYTICS_ORIGINS): src/proxy.ts adds them, on public pages only, to the directives a
 * tracking script needs (load the script, send beacons, draw a tracking pixel). Every other response
 * keeps the policy below as next.config.mjs sets it.
 *
 * @param {readonly string[]} [analyticsOrigins]
 * @returns {string}
 */
export function contentSecurityPolicy(analyticsOrigins = []) {
  const extra = analyticsOrigins.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
