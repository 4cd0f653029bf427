import { CategoryView } from '@/components/site/CategoryView'
import { invalidRoute, siteParams, type SiteParams } from '@/components/site/route'
import { allCategories } from '@/data/categories'

type Params = SiteParams & { categorySlug: string; subcategorySlug: string }

export default async function SubcategoryPage({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const { categorySlug, subcategorySlug } = await params
  const rows = await allCategories()
  const parent = rows.find((row) => row.seoSlug === decodeURIComponent(categorySlug))
  const category = rows.find((row) => row.seoSlug === decodeURIComponent(subcategorySlug))
  // A subcategory only exists under its own parent.
  if (!parent || !category || category.parentId !== parent.id) invalidRoute()
  const children = rows.filter((row) => row.parentId === category.id)
  return (
    <CategoryView
      category={category}
      parent={parent}
      subcategories={children}
      locale={locale}
      country={country}
    />
  )
}
