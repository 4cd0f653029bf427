import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import {
  DealBadge,
  formatDiscount,
  formatPrice,
  GuideGrid,
  Picture,
  ProductGrid,
  Shelf,
} from '@/components/site/Cards'
import { JsonLd } from '@/components/site/JsonLd'
import { PriceChart } from '@/components/site/PriceChart'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { siteParams, slugParam, type SiteParams } from '@/lib/siteParams'
import { SafeLink } from '@/components/site/SafeLink'
import { ShopLink } from '@/components/site/ShopLink'
import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { listPosts } from '@/data/posts'
import { getProduct, listProducts } from '@/data/products'
import type { ProductOffer } from '@/data/types'
import { countryPhrases } from '@/geo/countryPhrases'
import { formatDay, translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { printedGtin } from '@/lib/gtin'
import { pageMetadata } from '@/lib/metadata'
import { metaTitle, productTitle } from '@/lib/seo'
import { productData } from '@/lib/structuredData'
import { EditTarget } from '@/components/site/EditTarget'

type Params = SiteParams & { slug: string }

/** Rendered on first request per language and country, and cached until its data's tags change. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const product = await getProduct(slugParam((await params).slug), locale, country)
  const t = translator(locale)
  if (!product) return { title: t('seo.notFound.title') }
  return pageMetadata({
    locale,
    path: paths.product(product.slug),
    title: metaTitle(productTitle(product), locale, 'product'),
    description: t('product.metaDescription', {
      name: product.name,
      ...countryPhrases(country, locale),
    }),
    image: product.images[0] ?? null,
  })
}

function Offer({
  offer,
  locale,
  country,
}: {
  offer: ProductOffer
  locale: LocaleCode
  country: string
}) {
  const t = translator(locale)
  const price = (amount: number) => formatPrice(amount, offer.currency, locale)
  const details = [
    offer.deliveryDays !== null ? t('product.delivery', { days: offer.deliveryDays }) : null,
    t(`product.availability.${offer.availability}`),
    offer.checkedAt ? t('product.updated', { date: formatDay(offer.checkedAt, locale) }) : null,
  ].filter(Boolean)
  return (
    <li className="offer" data-total={offer.total}>
      <Picture image={offer.store.logo} sizes="64px" className="offer__logo" decorative />
      <div>
        <SafeLink href={paths.store(offer.store.slug)} locale={locale} className="offer__store">
          {offer.store.name}
        </SafeLink>
        {offer.condition !== 'new' ? (
          <span className={`offer__condition offer__condition--${offer.condition}`}>
            {t(`product.condition.${offer.condition}`)}
          </span>
        ) : null}
        <p className="offer__details">{details.join(' · ')}</p>
      </div>
      {/* What the shopper pays, then what it is made of: the item's price, the one the cards show. */}
      <div className="offer__price">
        <span className="offer__total">
          {offer.shipping > 0
            ? t('product.total', { price: price(offer.total) })
            : price(offer.total)}
        </span>
        <span className="offer__breakdown">
          {offer.shipping > 0
            ? `${price(offer.price)} ${t('product.shipping', { price: price(offer.shipping) })}`
            : t('product.freeShipping')}
        </span>
        <ShopLink
          kind="offer"
          id={offer.id}
          country={country}
          locale={locale}
          className="button button--sm"
        >
          {t('product.goToShop')}
        </ShopLink>
      </div>
    </li>
  )
}

export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const slug = slugParam((await params).slug)
  const product = await getProduct(slug, locale, country)
  if (!product) return <NotFoundPage path={localized(locale, paths.product(slug))} />
  const t = translator(locale)
  const category = product.categories.at(-1)
  const [similar, guides] = await Promise.all([
    category
      ? listProducts({
          lang: locale,
          page: 1,
          limit: 9,
          country,
          categoryIds: [category.id],
          shelf: true,
        })
      : null,
    category
      ? listPosts({
          lang: locale,
          page: 1,
          limit: 3,
          categoryIds: [category.id],
          excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
        })
      : null,
  ])
  const others = (similar?.docs ?? []).filter((other) => other.id !== product.id).slice(0, 8)
  const where = countryPhrases(country, locale)
  return (
    <>
      <JsonLd data={productData(product, locale)} />
      <EditTarget collection="products" id={product.id} />
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('nav.categories'), href: paths.categories() },
          ...product.categories.map((step, index) => ({
            name: step.name,
            href: paths.category(...product.categories.slice(0, index + 1).map((c) => c.seoSlug)),
          })),
          { name: product.name },
        ]}
      />
      <div className="product-head">
        <Picture
          image={product.images[0] ?? null}
          sizes="(max-width: 700px) 100vw, 320px"
          priority
        />
        <div>
          {product.brand ? <p className="card__eyebrow">{product.brand}</p> : null}
          <h1>{product.name}</h1>
          {product.price ? (
            <p className="lead">
              {/* What the product's cards say and its deal measures; each offer adds its shipping. */}
              {t('product.from', {
                price: formatPrice(product.price.amount, product.price.currency, locale),
              })}{' '}
              · {t('product.offers', { count: product.offers.length })}
            </p>
          ) : null}
          {product.deal ? (
            <p className="deal">
              <DealBadge deal={product.deal} locale={locale} />{' '}
              {t('deal.explained', {
                percent: formatDiscount(product.deal.discount, locale),
                price: formatPrice(product.deal.reference, product.deal.currency, locale),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="offers">
        <h2 id="offers">{t('product.offersIn', where)}</h2>
        {product.offers.length ? (
          <ol className="offers">
            {product.offers.map((offer) => (
              <Offer key={offer.id} offer={offer} locale={locale} country={country} />
            ))}
          </ol>
        ) : (
          <p>{t('product.noOffers', where)}</p>
        )}
      </section>
      {product.history ? (
        <PriceChart history={product.history} locale={locale} where={where} />
      ) : null}
      {product.description ? (
        <section aria-labelledby="about-product">
          <h2 id="about-product">{t('product.description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {product.brand || product.gtin || product.mpn ? (
        <section aria-labelledby="product-details">
          <h2 id="product-details">{t('product.details')}</h2>
          <dl className="details">
            {product.brand ? (
              <>
                <dt>{t('product.brand')}</dt>
                <dd>{product.brand}</dd>
              </>
            ) : null}
            {product.gtin ? (
              <>
                <dt>{t('product.gtin')}</dt>
                <dd>{printedGtin(product.gtin)}</dd>
              </>
            ) : null}
            {product.mpn ? (
              <>
                <dt>{t('product.mpn')}</dt>
                <dd>{product.mpn}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      {others.length ? (
        <Shelf id="similar" title={t('product.similar')} locale={locale}>
          <ProductGrid products={others} locale={locale} />
        </Shelf>
      ) : null}
      {category && guides?.docs.length ? (
        <Shelf id="guides" title={t('product.guides', { category: category.name })} locale={locale}>
          <GuideGrid guides={guides.docs} locale={locale} />
        </Shelf>
      ) : null}
    </>
  )
}
