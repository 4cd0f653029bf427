import { CategoryView } from '@/components/site/CategoryView'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'
import { categoryName, visibleCategories } from '@/data/categories'
import { categoryShelves } from '@/data/categoryShelves'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { categoryMetadata } from '@/lib/metadata'

type Params = SiteParams & { categorySlug: string; subcategorySlug: string }

/** Rendered on first request and cached until its data's tags change (see the root layout). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const { categorySlug, subcategorySlug } = await params
  const rows = await visibleCategories()
  const parent = rows.find((row) => row.seoSlug === slugParam(categorySlug))
  const category = rows.find((row) => row.seoSlug === slugParam(subcategorySlug))
  if (!parent || !category || category.parentId !== parent.id) {
    return { title: translator(locale)('seo.notFound.title') }
  }
  return categoryMetadata(
    locale,
    'category',
    paths.category(parent.seoSlug, category.seoSlug),
    categoryName(category, locale),
  )
}

export default async function SubcategoryPage({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const { categorySlug, subcategorySlug } = await params
  // The hidden category's subtree has no pages, and is not linked as a subcategory.
  const rows = await visibleCategories()
  const parent = rows.find((row) => row.seoSlug === slugParam(categorySlug))
  const category = rows.find((row) => row.seoSlug === slugParam(subcategorySlug))
  // A subcategory only exists under its own parent.
  if (!parent || !category || category.parentId !== parent.id) {
    return (
      <NotFoundPage
        path={localized(locale, paths.category(categorySlug, subcategorySlug))}
        what="category"
      />
    )
  }
  const children = rows.filter((row) => row.parentId === category.id)
  return (
    <CategoryView
      category={category}
      parent={parent}
      subcategories={children}
      shelves={await categoryShelves(category, locale, country)}
      locale={locale}
      country={country}
    />
  )
}
