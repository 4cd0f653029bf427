import { siteParams, type SiteParams } from '@/lib/siteParams'
import { SafeLink } from '@/components/site/SafeLink'
import { categoryTree } from '@/data/categories'
import { translator } from '@/i18n/intl'
import { paths } from '@/i18n/paths'
import { catalogueMetadata } from '@/lib/metadata'

export const generateMetadata = catalogueMetadata('categories', paths.categories())

export default async function CategoriesPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteParams(params)
  const t = translator(locale)
  const tree = await categoryTree(locale)
  return (
    <>
      <h1>{t('categories.title')}</h1>
      <p className="lead">{t('categories.intro')}</p>
      <ul className="category-grid">
        {tree.map((category) => (
          <li key={category.id} className="card">
            <h2 className="card__title">
              <SafeLink href={paths.category(category.seoSlug)} locale={locale}>
                {category.name}
              </SafeLink>
            </h2>
            <ul className="chips">
              {category.subcategories.map((sub) => (
                <li key={sub.id}>
                  <SafeLink href={paths.category(category.seoSlug, sub.seoSlug)} locale={locale}>
                    {sub.name}
                  </SafeLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}
