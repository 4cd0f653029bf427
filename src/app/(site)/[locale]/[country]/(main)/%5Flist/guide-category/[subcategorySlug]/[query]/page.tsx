import { GuideList } from '@/components/site/GuideList'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { categoryName, visibleCategories } from '@/data/categories'
import { guidesPage } from '@/data/posts'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { withQuery } from '@/lib/listParams'
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
  const page = Number(input.page) || 1
  const guides = await guidesPage(locale, page, category)
  const missing = page > 1 && guides.docs.length === 0 ? ('page' as const) : null
  return { locale, asked, category, guides, missing }
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
  const { locale, asked, category, guides, missing } = await guideList(params)
  if (missing === 'category' || !category || !guides) {
    return <NotFoundPage path={asked} what="category" />
  }
  if (missing) return <NotFoundPage path={asked} />
  return (
    <GuideList
      locale={locale}
      category={{ seoSlug: category.seoSlug, name: categoryName(category, locale) }}
      guides={guides}
    />
  )
}
