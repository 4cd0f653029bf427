/**
 * schema.org structured data (JSON-LD) for the public pages: the organisation and the site's
 * search on home, Store or Organization for stores, Article for guides, BreadcrumbList on nested pages,
 * Product with AggregateOffer for product cards. Absolute URLs throughout.
 */
import type { PostDetail, ProductDetail, ProductSummary, StoreDetail } from '@/data/types'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'

import { gtinProperty } from './gtin'
import { absoluteUrl } from './metadata'

type Thing = Record<string, unknown>

const SITE_NAME = 'Shopping Guide'
const organization = (): Thing => ({
  '@type': 'Organization',
  '@id': `${absoluteUrl('/')}#organization`,
  name: SITE_NAME,
  url: absoluteUrl('/'),
})

export function homeData(locale: LocaleCode): Thing[] {
  const home = absoluteUrl(localized(locale, paths.home()))
  return [
    { '@context': 'https://schema.org', ...organization() },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: home,
      inLanguage: getLocale(locale).iso,
      publisher: { '@id': `${absoluteUrl('/')}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(localized(locale, paths.search()))}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ]
}

/** A store with a shop address is a Store (a LocalBusiness); an online-only retailer an Organization. */
export function storeData(store: StoreDetail, locale: LocaleCode): Thing {
  const url = absoluteUrl(localized(locale, paths.store(store.slug)))
  const common = {
    '@context': 'https://schema.org',
    name: store.name,
    url,
    description: store.shortDescription ?? store.description ?? undefined,
    logo: store.logo ? absoluteUrl(store.logo.url) : undefined,
    image: store.logo ? absoluteUrl(store.logo.url) : undefined,
    sameAs: store.website ? [store.website] : undefined,
  }
  if (!store.locations.length) return { ...common, '@type': 'Organization' }
  const addresses = store.locations.map((location) => ({
    '@type': 'PostalAddress',
    streetAddress: location.address ?? undefined,
    postalCode: location.postalCode ?? undefined,
    addressLocality: location.city ?? undefined,
    addressCountry: location.country ?? undefined,
  }))
  const [first] = store.locations
  return {
    ...common,
    '@type': 'Store',
    address: addresses.length === 1 ? addresses[0] : addresses,
    geo:
      first.latitude != null && first.longitude != null
        ? { '@type': 'GeoCoordinates', latitude: first.latitude, longitude: first.longitude }
        : undefined,
  }
}

export function articleData(post: PostDetail, locale: LocaleCode, path: string): Thing {
  const image = post.meta.image ?? post.heroImage
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.meta.description || post.excerpt || undefined,
    image: image ? [absoluteUrl(image.url)] : undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    inLanguage: getLocale(locale).iso,
    mainEntityOfPage: absoluteUrl(localized(locale, path)),
    author: { '@id': `${absoluteUrl('/')}#organization`, '@type': 'Organization', name: SITE_NAME },
    publisher: organization(),
  }
}

export function breadcrumbData(items: { name: string; href?: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.href ? absoluteUrl(item.href) : undefined,
    })),
  }
}

/**
 * Product cards: each a Product whose offers are summed up as an AggregateOffer. `list` names a
 * list with a page of its own (a product group): its name, its URL, and how many items came before
 * this page, so positions run on across pages.
 */
export function productListData(
  products: ProductSummary[],
  locale: LocaleCode,
  list?: { name: string; path: string; offset: number; total: number },
): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(list
      ? {
          name: list.name,
          url: absoluteUrl(localized(locale, list.path)),
          numberOfItems: list.total,
        }
      : {}),
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: (list?.offset ?? 0) + index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        url: absoluteUrl(localized(locale, paths.product(product.slug))),
        brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
        image: product.image ? absoluteUrl(product.image.url) : undefined,
        category: product.category?.name,
        offers: product.price
          ? {
              '@type': 'AggregateOffer',
              lowPrice: product.price.amount,
              priceCurrency: product.price.currency,
              offerCount: product.offerCount,
            }
          : undefined,
      },
    })),
  }
}

const AVAILABILITY: Record<ProductDetail['offers'][number]['availability'], string> = {
  in_stock: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  preorder: 'https://schema.org/PreOrder',
  backorder: 'https://schema.org/BackOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
}

const CONDITION: Record<ProductDetail['offers'][number]['condition'], string> = {
  new: 'https://schema.org/NewCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
  used: 'https://schema.org/UsedCondition',
}

/** A product page: the Product with every offer in the shopper's country, and who sells it. */
export function productData(product: ProductDetail, locale: LocaleCode): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: absoluteUrl(localized(locale, paths.product(product.slug))),
    description: product.description ?? undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    ...(product.gtin ? gtinProperty(product.gtin) : {}),
    mpn: product.mpn ?? undefined,
    image: product.images.map((image) => absoluteUrl(image.url)),
    category: product.categories.at(-1)?.name,
    offers: product.offers.map((offer) => ({
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency,
      availability: AVAILABILITY[offer.availability],
      itemCondition: CONDITION[offer.condition],
      url: offer.url,
      seller: {
        '@type': 'Organization',
        name: offer.store.name,
        url: absoluteUrl(localized(locale, paths.store(offer.store.slug))),
      },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: {
          '@type': 'MonetaryAmount',
          value: offer.shipping,
          currency: offer.currency,
        },
      },
    })),
  }
}
