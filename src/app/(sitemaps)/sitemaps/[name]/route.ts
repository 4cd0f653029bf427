/**
 * /sitemap.xml, /static-sitemap.xml and /{lang}-sitemap.xml, reached through the rewrites in
 * next.config.mjs (a language in a file name is not a Next.js file convention).
 */
import { isLocaleCode } from '@/i18n/locales'
import { languageSitemap, sitemapIndex, staticSitemap } from '@/sitemaps/generate'
import { sitemapResponse } from '@/sitemaps/response'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ name: string }> }

async function handle(request: Request, { params }: Context) {
  const { name } = await params
  return sitemapResponse(request, async () => {
    if (name === 'index') return sitemapIndex()
    if (name === 'static') return staticSitemap()
    return isLocaleCode(name) ? languageSitemap(name) : null
  })
}

export const GET = handle
export const HEAD = handle
