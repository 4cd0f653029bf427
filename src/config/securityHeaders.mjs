/**
 * Headers for every response: next.config.mjs sets them on Next's responses,
 * scripts/server.mjs on the /api answers it sends from memory. Plain JavaScript for both.
 */
import { contentSecurityPolicy } from './contentSecurityPolicy.mjs'

/** @type {readonly { key: string, value: string }[]} */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // A page opened from another site cannot reach back into ours (nor ours into it).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
]
