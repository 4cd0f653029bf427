import { GuideGrid, ProductGrid, Shelf, StoreCard } from '@/components/site/Cards'
import { siteParams, type SiteParams } from '@/lib/siteParams'
import { StoreSlider } from '@/components/site/StoreSlider'
import { STORES_CLAIM } from '@/config/constants'
import { getHomePageData } from '@/data/home'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { catalogueMetadata } from '@/lib/metadata'
import { JsonLd } from '@/components/site/JsonLd'
import { homeData } from '@/lib/structuredData'
import { EditTarget } from '@/components/site/EditTarget'

export const generateMetadata = catalogueMetadata('home', paths.home())

export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { locale, country } = await siteParams(params)
  const t = translator(locale)
  const home = await getHomePageData(locale, country)
  const claim = t('home.claim', {
    count: new Intl.NumberFormat(getLocale(locale).iso).format(STORES_CLAIM),
  })
  return (
    <>
      <JsonLd data={homeData(locale)} />
      <EditTarget global="home" />
      <section className="hero">
        <h1>{t('home.headline')}</h1>
        <p className="hero__claim">{claim}</p>
      </section>

      <section className="about" aria-labelledby="about">
        <h2 id="about">{home.aboutTitle ?? home.headline}</h2>
        {home.aboutText ? <p>{home.aboutText}</p> : null}
        <ul className="points">
          {home.sellingPoints.slice(0, 3).map((point) => (
            <li key={point.title}>
              <strong>{point.title}</strong>
              {point.text ? <span>{point.text}</span> : null}
            </li>
          ))}
        </ul>
      </section>

      {/* A shelf with nothing to show in the country is left out, heading and all. */}
      {home.popularStores.length ? (
        <Shelf
          id="popular-stores"
          title={t('home.popularStores')}
          viewAll={paths.stores()}
          locale={locale}
        >
          <StoreSlider previous={t('home.sliderPrevious')} next={t('home.sliderNext')}>
            {home.popularStores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} locale={locale} country={country} />
              </li>
            ))}
          </StoreSlider>
        </Shelf>
      ) : null}

      {home.deals.length ? (
        <Shelf id="top-deals" title={t('home.topDeals')} viewAll={paths.deals()} locale={locale}>
          <ProductGrid products={home.deals} locale={locale} />
        </Shelf>
      ) : null}

      {(
        [
          ['recommended', t('home.recommendedProducts'), home.recommended],
          ['top-products', t('home.topProducts'), home.top],
        ] as const
      ).map(([id, title, group]) =>
        group ? (
          <Shelf key={id} id={id} title={title} viewAll={paths.group(group.slug)} locale={locale}>
            <ProductGrid products={group.products} locale={locale} />
          </Shelf>
        ) : null,
      )}

      {home.guides.length ? (
        <Shelf
          id="guides"
          title={t('home.shoppingGuides')}
          viewAll={paths.guides()}
          locale={locale}
        >
          <GuideGrid guides={home.guides} locale={locale} />
        </Shelf>
      ) : null}
    </>
  )
}
