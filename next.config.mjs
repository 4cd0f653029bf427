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

/** The public sitemap file names and the route handlers (src/app/(sitemaps)) that serve them. */
const sitemapSources = [
  { source: '/sitemap.xml', destination: '/sitemaps/index' },
  { source: '/static-sitemap.xml', destination: '/sitemaps/static' },
  { source: '/:lang([a-z]{2})-sitemap.xml', destination: '/sitemaps/:lang' },
  { source: '/:lang([a-z]{2})-sitemap-:part(\\d+).xml', destination: '/sitemaps/:lang/:part' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Docker image runs Next's standalone server (its build sets NEXT_OUTPUT=standalone);
  // `npm start` runs `next start`, which refuses standalone builds.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Payload matches errors by class name (loggingLevels); minified server code would rename them.
  experimental: {
    serverMinification: false,
    // Cached pages and data stay in memory, not in .next/cache: on disk they would outlive the database
    // they were rendered from (a re-seed, `--reset`, another DATABASE_URL) and be served after a
    // restart. A restart renders on demand again; several instances share a cache handler instead.
    isrFlushToDisk: false,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Set before the handler runs, so Next's gzip recognises the type (next.js#98007): a language
      // sitemap is ~40 MB of XML and a few MB compressed. Same value as src/sitemaps/response.ts.
      ...sitemapSources.map(({ source }) => ({
        source,
        headers: [{ key: 'Content-Type', value: 'application/xml; charset=utf-8' }],
      })),
    ]
  },
  // Sitemap file names carry a language, which no Next.js file convention expresses (STACK.md trap 15):
  // route handlers under /sitemaps/ serve them. src/proxy.ts leaves paths with an extension alone.
  async rewrites() {
    return { beforeFiles: sitemapSources }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
