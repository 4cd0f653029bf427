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

/**
 * Those of them that only a document reads (what it may load, frame, open or send as referrer): a
 * script or style file is sent without them, where they were a seventh of a small file's bytes.
 */
export const DOCUMENT_HEADERS = [
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Content-Security-Policy',
]
