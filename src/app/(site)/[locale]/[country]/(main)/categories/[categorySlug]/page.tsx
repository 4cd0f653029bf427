import { CategoryView } from '@/components/site/CategoryView'
import { invalidRoute, siteParams, type SiteParams } from '@/components/site/route'
import { allCategories } from '@/data/categories'
import { EXCLUDED_CATEGORY_ID } from '@/config/constants'

type Params = SiteParams & { categorySlug: string }

export default async function CategoryPage({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const { categorySlug } = await params
  const rows = await allCategories()
  const category = rows.find((row) => row.seoSlug === decodeURIComponent(categorySlug))
  if (!category || category.parentId !== null || category.id === EXCLUDED_CATEGORY_ID) {
    invalidRoute()
  }
  const children = rows.filter((row) => row.parentId === category.id)
  return (
    <CategoryView category={category} subcategories={children} locale={locale} country={country} />
  )
}
