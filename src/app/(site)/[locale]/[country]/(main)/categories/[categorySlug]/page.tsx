import { CategoryView } from '@/components/site/CategoryView'
import { invalidRoute, siteParams, type SiteParams } from '@/components/site/route'
import { allCategories, categoryName } from '@/data/categories'
import { translator } from '@/i18n/intl'
import { paths } from '@/i18n/paths'
import { categoryMetadata } from '@/lib/metadata'
import { EXCLUDED_CATEGORY_ID } from '@/config/constants'

type Params = SiteParams & { categorySlug: string }

/** Rendered on first request and cached until its data's tags change (see the root layout). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const slug = decodeURIComponent((await params).categorySlug)
  const category = (await allCategories()).find((row) => row.seoSlug === slug)
  if (!category || category.parentId !== null || category.id === EXCLUDED_CATEGORY_ID) {
    return { title: translator(locale)('seo.notFound.title') }
  }
  return categoryMetadata(
    locale,
    'category',
    paths.category(category.seoSlug),
    categoryName(category, locale),
  )
}

export default async function CategoryPage({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const { categorySlug } = await params
  const rows = await allCategories()
  const category = rows.find((row) => row.seoSlug === decodeURIComponent(categorySlug))
  if (!category || category.parentId !== null || category.id === EXCLUDED_CATEGORY_ID) {
    invalidRoute(locale, paths.category(categorySlug))
  }
  const children = rows.filter((row) => row.parentId === category.id)
  return (
    <CategoryView category={category} subcategories={children} locale={locale} country={country} />
  )
}
