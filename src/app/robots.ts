import type { MetadataRoute } from 'next'

import { siteUrl } from '@/config/env'
import { localized } from '@/i18n/paths'
import { localeCodes } from '@/i18n/locales'
import { SITEMAP_INDEX_PATH } from '@/sitemaps/xml'

// SITE_URL is read when the server runs, not when the image is built.
export const dynamic = 'force-dynamic'

/**
 * /robots.txt: the site is open to crawlers; the admin, the JSON API and the click-outs to the shops
 * (every language's) are not.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      // Images are files under /api/media/file/: the longer Allow wins over `Disallow: /api`.
      allow: ['/', '/api/media/file/'],
      disallow: ['/admin', '/api', ...localeCodes.map((code) => localized(code, '/out/'))],
    },
    sitemap: `${siteUrl}${SITEMAP_INDEX_PATH}`,
  }
}
