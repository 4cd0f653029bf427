import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { categoryName, withDescendants, type CategoryRow } from '@/data/categories'
import { listPosts } from '@/data/posts'
import { listProducts } from '@/data/products'
import { listStores } from '@/data/stores'
import type { CountryCode } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { paths } from '@/i18n/paths'

import { Breadcrumbs } from './Breadcrumbs'
import { GuideGrid, ProductGrid, Shelf, StoreGrid } from './Cards'
import { SafeLink } from './SafeLink'
import { EditTarget } from '@/components/site/EditTarget'

/** One category or subcategory: its subcategories, stores, products and guides. */
export async function CategoryView({
  category,
  parent,
  subcategories: children,
  locale,
  country,
}: {
  category: CategoryRow
  parent?: CategoryRow
  subcategories: CategoryRow[]
  locale: LocaleCode
  country: CountryCode
}) {
  const t = translator(locale)
  const name = categoryName(category, locale)
  const ids = await withDescendants(category)
  const [stores, products, guides] = await Promise.all([
    listStores({ lang: locale, page: 1, limit: 12, categoryIds: ids, country }),
    listProducts({ lang: locale, page: 1, limit: 8, categoryIds: ids, country }),
    listPosts({
      lang: locale,
      page: 1,
      limit: 6,
      categoryIds: ids,
      excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
    }),
  ])
  const base = parent ? [parent.seoSlug, category.seoSlug] : [category.seoSlug]
  return (
    <>
      <EditTarget collection="post-categories" id={category.id} />
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('nav.categories'), href: paths.categories() },
          ...(parent
            ? [{ name: categoryName(parent, locale), href: paths.category(parent.seoSlug) }]
            : []),
          { name },
        ]}
      />
      <h1>{name}</h1>
      {children.length > 0 ? (
        <section aria-labelledby="subcategories">
          <h2 id="subcategories">{t('category.subcategories')}</h2>
          <ul className="chips">
            {children.map((child) => (
              <li key={child.id}>
                <SafeLink href={paths.category(...base, child.seoSlug)} locale={locale}>
                  {categoryName(child, locale)}
                </SafeLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* A shelf with nothing to show in the country is left out, heading and all. */}
      {stores.docs.length ? (
        <Shelf
          id="category-stores"
          title={t('category.stores', { category: name })}
          viewAll={`${paths.stores()}?category=${category.seoSlug}`}
          locale={locale}
        >
          <StoreGrid stores={stores.docs} locale={locale} country={country} />
        </Shelf>
      ) : null}
      {products.docs.length ? (
        <Shelf
          id="category-products"
          title={t('category.products', { category: name })}
          viewAll={`${paths.products()}?category=${category.seoSlug}`}
          locale={locale}
        >
          <ProductGrid products={products.docs} locale={locale} />
        </Shelf>
      ) : null}
      {guides.docs.length ? (
        <Shelf
          id="category-guides"
          title={t('category.guides', { category: name })}
          viewAll={paths.guides(parent ? category.seoSlug : undefined)}
          locale={locale}
        >
          <GuideGrid guides={guides.docs} locale={locale} />
        </Shelf>
      ) : null}
      {!stores.docs.length && !products.docs.length && !guides.docs.length ? (
        <p>{t('category.empty')}</p>
      ) : null}
    </>
  )
}
