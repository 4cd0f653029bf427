import { servesCountry } from '@/data/stores'
import type { StorePageLists } from '@/data/storePage'
import type { StoreDetail } from '@/data/types'
import { countryPhrases } from '@/geo/countryPhrases'
import { countryName, normalizeCountryCode, type CountryCode } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { storeData } from '@/lib/structuredData'

import { Breadcrumbs } from './Breadcrumbs'
import { GuideGrid, Picture, Shelf, StoreGrid } from './Cards'
import { JsonLd } from './JsonLd'
import { PagedProducts } from './ProductListFilters'
import { SafeLink } from './SafeLink'
import { ShopLink } from './ShopLink'
import { EditTarget } from '@/components/site/EditTarget'

/**
 * A store's page: what it is, its products with its own prices in the shopper's country (a page at
 * a time), stores of its main category and guides of its categories. A country it does not deliver to
 * gets a notice instead of its products, with ways to a country it serves or to stores that deliver.
 */
export function StoreView({
  store,
  lists: { products, related, guides },
  locale,
  country,
}: {
  store: StoreDetail
  lists: StorePageLists
  locale: LocaleCode
  country: CountryCode
}) {
  const t = translator(locale)
  const iso = getLocale(locale).iso
  const where = countryPhrases(country, locale)
  const delivers = servesCountry(store, country)
  // Its categories are the public ones already (storeSummaries): the first is its main one.
  const main = store.categories[0] ?? null
  const path = paths.store(store.slug)
  const served = store.countries
    .map((code) => normalizeCountryCode(code))
    .filter((code) => code !== null)
  const storesOfCategory = main ? `${paths.stores()}?category=${main.seoSlug}` : paths.stores()
  const categoryList = new Intl.ListFormat(iso, { type: 'conjunction' }).format(
    store.categories.map((category) => category.name),
  )
  return (
    <>
      <JsonLd data={storeData(store, locale)} />
      <EditTarget collection="stores" id={store.id} />
      <Breadcrumbs
        locale={locale}
        items={[{ name: t('nav.stores'), href: paths.stores() }, { name: store.name }]}
      />
      <div className="store-head">
        <Picture
          image={store.logo}
          sizes="160px"
          className="store-head__logo"
          priority
          decorative
        />
        <div>
          <h1>{store.name}</h1>
          {store.shortDescription ? <p className="lead">{store.shortDescription}</p> : null}
          {store.visitUrl ? (
            <ShopLink
              kind="store"
              id={store.id}
              country={country}
              locale={locale}
              className="button button--lg"
            >
              {t('button.visitStore')}
            </ShopLink>
          ) : null}
        </div>
      </div>
      {delivers ? null : (
        <section className="notice" aria-labelledby="not-serving">
          <h2 id="not-serving">{t('store.notServing', { store: store.name, ...where })}</h2>
          <p>{t('store.notServingText', where)}</p>
          {served.length ? (
            <p>
              {t('store.changeLocation')}{' '}
              {served.map((code, index) => (
                <span key={code}>
                  {index > 0 ? ', ' : null}
                  {/* A plain link, never prefetched: fetching it saves the country (src/proxy.ts),
                      which only a click may do; the page then reloads, as the selector does. */}
                  <a href={localized(locale, `${path}?country=${code}`)}>
                    {countryName(code, iso)}
                  </a>
                </span>
              ))}
            </p>
          ) : null}
          <SafeLink href={storesOfCategory} locale={locale} className="button button--sm">
            {main
              ? t('store.storesDelivering', { category: main.name, ...where })
              : t('store.anyStoresDelivering', where)}
          </SafeLink>
        </section>
      )}
      {products?.docs.length ? (
        <Shelf
          id="store-products"
          title={t('store.products', { store: store.name })}
          locale={locale}
        >
          <p role="status">{t('store.productCount', { count: products.totalDocs, ...where })}</p>
          <PagedProducts
            locale={locale}
            path={path}
            name={t('store.products', { store: store.name })}
            products={products}
            seller={store.name}
          />
        </Shelf>
      ) : null}
      {store.description ? (
        <section aria-labelledby="about-store">
          <h2 id="about-store">{t('store.about', { store: store.name })}</h2>
          <p>{store.description}</p>
        </section>
      ) : null}
      <section aria-labelledby="store-categories">
        <h2 id="store-categories">{t('store.categories')}</h2>
        {store.categories.length ? (
          <ul className="chips">
            {store.categories.map((category) => (
              <li key={category.id}>
                <SafeLink href={`${paths.stores()}?category=${category.seoSlug}`} locale={locale}>
                  {category.name}
                </SafeLink>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          {served.length
            ? t('store.serves', {
                countries: served.map((code) => countryName(code, iso)).join(', '),
              })
            : t('store.servesEverywhere')}
        </p>
      </section>
      {store.locations.length ? (
        <section aria-labelledby="locations">
          <h2 id="locations">{t('store.locations')}</h2>
          <ul className="locations">
            {store.locations.map((location, index) => (
              <li key={index}>
                <address>
                  {location.name ? <strong>{location.name}</strong> : null}
                  <span>{location.address}</span>
                  <span>
                    {[location.postalCode, location.city].filter(Boolean).join(' ')},{' '}
                    {countryName(normalizeCountryCode(location.country) ?? 'DE', iso)}
                  </span>
                </address>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {main && related.length ? (
        <Shelf
          id="related-stores"
          title={t('store.related', { category: main.name })}
          viewAll={storesOfCategory}
          locale={locale}
        >
          <StoreGrid stores={related} locale={locale} country={country} />
        </Shelf>
      ) : null}
      {guides?.docs.length ? (
        <Shelf
          id="store-guides"
          title={t('store.guides', { category: categoryList })}
          locale={locale}
        >
          <GuideGrid guides={guides.docs} locale={locale} />
        </Shelf>
      ) : null}
    </>
  )
}
