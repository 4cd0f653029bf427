import { redirect } from 'next/navigation'

import { GuideList } from '@/components/site/GuideList'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { categoryName, visibleCategories } from '@/data/categories'
import { guidesPage } from '@/data/posts'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { canonicalHref, pageParam, pageQuery, withQuery } from '@/lib/listParams'
import { listQuery } from '@/lib/listQuery'
import { categoryMetadata } from '@/lib/metadata'
import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'

type Params = SiteParams & { subcategorySlug: string; query: string }

// One page per category and query string (?page=; src/lib/listQuery.ts), each rendered on its first
// request and kept until the guides or categories change.
export function generateStaticParams() {
  return []
}

/**
 * The category and page of guides the query asks for (read once: the reads are cached); `missing`
 * for an unknown or hidden category, or a page past the last.
 */
async function guideList(params: Promise<Params>) {
  const { locale } = await siteParams(params)
  const { subcategorySlug, query } = await params
  const slug = slugParam(subcategorySlug)
  const input = listQuery(query)
  const asked = localized(locale, withQuery(paths.guides(slug), input))
  // No guide list for a category in the hidden category's subtree.
  const category = (await visibleCategories()).find((row) => row.seoSlug === slug)
  if (!category) return { locale, asked, missing: 'category' as const }
  const page = pageParam(input.page)
  const guides = await guidesPage(locale, page, category)
  const missing = page > 1 && guides.docs.length === 0 ? ('page' as const) : null
  const canonical = canonicalHref(paths.guides(slug), input, pageQuery({}, page))
  return { locale, asked, category, guides, missing, canonical }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, category, missing } = await guideList(params)
  if (missing || !category) return { title: translator(locale)('seo.notFound.title') }
  return categoryMetadata(
    locale,
    'guidesCategory',
    paths.guides(category.seoSlug),
    categoryName(category, locale),
  )
}

export default async function SubcategoryGuidesPage({ params }: { params: Promise<Params> }) {
  const { locale, asked, category, guides, missing, canonical } = await guideList(params)
  if (missing === 'category' || !category || !guides) {
    return <NotFoundPage path={asked} what="category" />
  }
  // `?page=1`, `?page=02` and the like: one URL per page.
  if (canonical) redirect(localized(locale, canonical))
  if (missing) return <NotFoundPage path={asked} />
  return (
    <GuideList
      locale={locale}
      category={{ seoSlug: category.seoSlug, name: categoryName(category, locale) }}
      guides={guides}
    />
  )
}
