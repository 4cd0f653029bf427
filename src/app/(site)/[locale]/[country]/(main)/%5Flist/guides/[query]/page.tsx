import { redirect } from 'next/navigation'

import { GuideList } from '@/components/site/GuideList'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { guidesPage } from '@/data/posts'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { canonicalHref, pageParam, pageQuery, withQuery } from '@/lib/listParams'
import { listQuery } from '@/lib/listQuery'
import { catalogueMetadata } from '@/lib/metadata'
import { siteParams, type SiteParams } from '@/lib/siteParams'

type Params = SiteParams & { query: string }

// One page per query string (?page=; src/lib/listQuery.ts), each rendered on its first request and
// kept until the guides change.
export function generateStaticParams() {
  return []
}

/** The page of guides the query asks for (read once: the reads are cached); `missing` past the last. */
async function guideList(params: Promise<Params>) {
  const { locale } = await siteParams(params)
  const input = listQuery((await params).query)
  const page = pageParam(input.page)
  const guides = await guidesPage(locale, page)
  return { locale, input, page, guides, missing: page > 1 && guides.docs.length === 0 }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, missing } = await guideList(params)
  if (missing) return { title: translator(locale)('seo.notFound.title') }
  return catalogueMetadata('guides', paths.guides())({ params })
}

export default async function GuidesPage({ params }: { params: Promise<Params> }) {
  const { locale, input, page, guides, missing } = await guideList(params)
  // `?page=1`, `?page=02` and the like: one URL per page.
  const canonical = canonicalHref(paths.guides(), input, pageQuery({}, page))
  if (canonical !== null) redirect(localized(locale, canonical))
  if (missing) return <NotFoundPage path={localized(locale, withQuery(paths.guides(), input))} />
  return <GuideList locale={locale} guides={guides} />
}
