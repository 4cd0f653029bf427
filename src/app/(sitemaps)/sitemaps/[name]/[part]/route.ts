/** /{lang}-sitemap-{part}.xml, the numbered parts of a language sitemap too large for one file. */
import { isLocaleCode } from '@/i18n/locales'
import { languageSitemap } from '@/sitemaps/generate'
import { parsePart, sitemapResponse } from '@/sitemaps/response'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ name: string; part: string }> }

async function handle(request: Request, { params }: Context) {
  const { name, part } = await params
  const number = parsePart(part)
  return sitemapResponse(request, async () =>
    isLocaleCode(name) && number !== null ? languageSitemap(name, number) : null,
  )
}

export const GET = handle
export const HEAD = handle
