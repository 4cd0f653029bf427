import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaders } from './src/config/securityHeaders.mjs'

/** The public sitemap file names and the route handlers (src/app/(sitemaps)) that serve them. */
const sitemapSources = [
  { source: '/sitemap.xml', destination: '/sitemaps/index' },
  { source: '/static-sitemap.xml', destination: '/sitemaps/static' },
  { source: '/:lang([a-z]{2})-sitemap.xml', destination: '/sitemaps/:lang' },
  { source: '/:lang([a-z]{2})-sitemap-:part(\\d+).xml', destination: '/sitemaps/:lang/:part' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // One copy of Payload for every server layer, loaded by Node as in development. Bundled, each layer
  // (route handlers, server components) carried its own: an error thrown by one copy failed the other
  // copy's `instanceof ValidationError`, so a field's validation message lost its field (data.errors)
  // and the admin could not show it under the field.
  serverExternalPackages: ['payload'],
  // scripts/server.mjs compresses and gives cached pages their ETags from bytes it keeps, instead of
  // encoding, hashing and compressing the same page again on every request (scripts/lib/pageBytes.mjs).
  compress: false,
  generateEtags: false,
  // Payload matches errors by class name (loggingLevels); minified server code would rename them.
  experimental: {
    serverMinification: false,
    // Cached pages and data stay in memory, not in .next/cache: on disk they would outlive the database
    // they were rendered from (a re-seed, `--reset`, another DATABASE_URL) and be served after a
    // restart. A restart renders on demand again; several instances share a cache handler instead.
    isrFlushToDisk: false,
    // A fresh CI clone never builds twice: writing Turbopack's build cache there costs its time alone.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Next's page and data caches, compressed in memory and, with REDIS_URL, shared by the instances in
  // Redis (src/cache/handler.mjs); Next's own uncompressed memory cache is not used.
  cacheHandler: fileURLToPath(new URL('./src/cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      // Set before the handler runs, so Next's gzip recognises the type (next.js#98007): a language
      // sitemap is ~40 MB of XML and a few MB compressed. Same value as src/sitemaps/response.ts.
      ...sitemapSources.map(({ source }) => ({
        source,
        headers: [{ key: 'Content-Type', value: 'application/xml; charset=utf-8' }],
      })),
    ]
  },
  // Sitemap file names carry a language, which no Next.js file convention expresses: route handlers
  // under /sitemaps/ serve them. src/proxy.ts leaves paths with an extension alone.
  async rewrites() {
    return { beforeFiles: sitemapSources }
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every browser for its colour scheme as a critical client hint, for the admin's theme.
 * Asked on a public page, the browser sends the request again with the hint before it reads a byte:
 * a shopper's first page waited one round trip more for a hint no page of the site reads.
 */
const clientHints = (/** @type {{ headers: { key: string }[] }} */ rule) =>
  rule.headers.some(({ key }) => key === 'Critical-CH')

const configWithSiteHeaders = {
  ...config,
  async headers() {
    const rules = (await config.headers?.()) ?? []
    return rules.map((rule) => (clientHints(rule) ? { ...rule, source: '/admin/:path*' } : rule))
  },
}

export default configWithSiteHeaders
