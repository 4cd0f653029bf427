import { withPayload } from '@payloadcms/next/withPayload'

import { contentSecurityPolicy } from './src/config/contentSecurityPolicy.mjs'

/** Headers for every response (DESIGN "Security rules"). A CSP without nonces keeps pages cacheable. */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Docker image runs Next's standalone server (its build sets NEXT_OUTPUT=standalone);
  // `npm start` runs `next start`, which refuses standalone builds.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Payload matches errors by class name (loggingLevels); minified server code would rename them.
  experimental: { serverMinification: false },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
