import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { Picture, ProductGrid, Shelf } from '@/components/site/Cards'
import { invalidRoute, siteParams, type SiteParams, slugParam } from '@/components/site/route'
import { SafeLink } from '@/components/site/SafeLink'
import { ShopLink } from '@/components/site/ShopLink'
import { listProducts } from '@/data/products'
import { getStore } from '@/data/stores'
import { countryName, normalizeCountryCode } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { JsonLd } from '@/components/site/JsonLd'
import { storeData } from '@/lib/structuredData'

type Params = SiteParams & { slug: string }

/** Rendered on first request and cached until its data's tags change (see the root layout). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const slug = slugParam((await params).slug)
  const store = /^\d+$/.test(slug) ? null : await getStore(slug, locale)
  if (!store) return { title: translator(locale)('seo.notFound.title') }
  return pageMetadata({
    locale,
    path: paths.store(store.slug),
    title: store.meta.title,
    description: store.meta.description,
    image: store.logo,
  })
}

export default async function StorePage({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const slug = slugParam((await params).slug)
  // Only slugs: a numeric id is not a store's address.
  const store = /^\d+$/.test(slug) ? null : await getStore(slug, locale)
  if (!store) invalidRoute(locale, paths.store(slug))
  const t = translator(locale)
  const iso = getLocale(locale).iso
  const products = await listProducts({
    lang: locale,
    page: 1,
    limit: 8,
    storeId: store.id,
    country,
  })
  const served = store.countries
    .map((code) => normalizeCountryCode(code))
    .filter((code) => code !== null)
    .map((code) => countryName(code, iso))
  return (
    <>
      <JsonLd data={storeData(store, locale)} />
      <Breadcrumbs
        locale={locale}
        items={[{ name: t('nav.stores'), href: paths.stores() }, { name: store.name }]}
      />
      <div className="store-head">
        <Picture image={store.logo} sizes="160px" className="store-head__logo" priority />
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
      {store.description ? (
        <section aria-labelledby="about-store">
          <h2 id="about-store">{t('store.about', { store: store.name })}</h2>
          <p>{store.description}</p>
        </section>
      ) : null}
      <section aria-labelledby="store-categories">
        <h2 id="store-categories">{t('store.categories')}</h2>
        <ul className="chips">
          {store.categories.map((category) => (
            <li key={category.id}>
              <SafeLink href={`${paths.stores()}?category=${category.seoSlug}`} locale={locale}>
                {category.name}
              </SafeLink>
            </li>
          ))}
        </ul>
        <p>
          {served.length
            ? t('store.serves', { countries: served.join(', ') })
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
      {products.docs.length ? (
        <Shelf
          id="store-products"
          title={t('store.products', { store: store.name })}
          locale={locale}
        >
          <ProductGrid products={products.docs} locale={locale} />
        </Shelf>
      ) : null}
    </>
  )
}
