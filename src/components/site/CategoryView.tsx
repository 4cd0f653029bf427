import { categoryName, type CategoryRow } from '@/data/categories'
import type { CategoryShelves } from '@/data/categoryShelves'
import type { CountryCode } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { paths } from '@/i18n/paths'

import { Breadcrumbs } from './Breadcrumbs'
import { GuideGrid, ProductGrid, Shelf, StoreGrid } from './Cards'
import { SafeLink } from './SafeLink'
import { EditTarget } from '@/components/site/EditTarget'

/** One category or subcategory: its subcategories, stores, products and guides. */
export function CategoryView({
  category,
  parent,
  subcategories: children,
  shelves: { stores, products, guides },
  locale,
  country,
}: {
  category: CategoryRow
  parent?: CategoryRow
  subcategories: CategoryRow[]
  shelves: CategoryShelves
  locale: LocaleCode
  country: CountryCode
}) {
  const t = translator(locale)
  const name = categoryName(category, locale)
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
