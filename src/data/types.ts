import type { LocaleCode } from '@/i18n/locales'

/** The shapes the site and the /api read: published content in one language. */

export interface ImageSize {
  url: string
  width: number
  height: number
}

export interface Image {
  url: string
  alt: string
  width: number | null
  height: number | null
  sizes: { thumbnail?: ImageSize; card?: ImageSize; hero?: ImageSize }
}

export interface CategoryRef {
  id: number
  seoSlug: string
  name: string
}

export interface CategoryNode {
  id: number
  name: string
  seoSlug: string
  primary: boolean
  subcategories: CategoryNode[]
}

export interface PostSummary {
  id: number
  title: string
  slug: string
  excerpt: string | null
  category: CategoryRef | null
  heroImage: Image | null
  publishedAt: string | null
  updatedAt: string
  readingTimeMinutes: number
}

export interface PostDetail extends PostSummary {
  content: unknown
  html: string
  /**
   * The languages the guide is written in (its title translated). In any other, its texts are the
   * English ones: the page says so, marks them `lang="en"` and is not indexed.
   */
  languages: LocaleCode[]
  meta: SeoMeta
  breadcrumbs: (CategoryRef & { url: string })[]
}

export interface StoreSummary {
  id: number
  name: string
  slug: string
  logo: Image | null
  shortDescription: string | null
  website: string | null
  categories: CategoryRef[]
  countries: string[]
  featured: boolean
}

export interface StoreLocation {
  name: string | null
  address: string
  postalCode: string | null
  city: string
  country: string
  latitude: number | null
  longitude: number | null
}

export interface StoreDetail extends StoreSummary {
  description: string | null
  visitUrl: string | null
  locations: StoreLocation[]
  meta: SeoMeta
  updatedAt: string
}

export interface ProductSummary {
  id: number
  name: string
  slug: string
  brand: string | null
  /** 14 digits (src/lib/gtin.ts). */
  gtin: string | null
  mpn: string | null
  image: Image | null
  category: CategoryRef | null
  price: { amount: number; currency: string } | null
  offerCount: number
  /** Set when the price is below the lowest of the previous 30 days (src/prices/history.ts). */
  deal: Deal | null
}

/** A price below the lowest daily price of the 30 days before today. */
export interface Deal {
  /** Percent below the reference, one decimal, never rounded up. */
  discount: number
  /** The lowest daily price of the 30 days before today. */
  reference: number
  currency: string
}

/** A product's lowest price per day in one country. */
export interface PriceHistory {
  currency: string
  /** One entry per day, oldest first, up to today; days before the first record are left out. */
  days: { day: string; price: number }[]
  /** The lowest daily price of the 30 days before today; null when there is no such day. */
  reference: number | null
}

/** A product card on a store's page: that store's own price in the country beside the lowest. */
export interface StoreProductSummary extends ProductSummary {
  storePrice: { amount: number; currency: string }
}

/** A store's offer of a product in one country, as the product page lists it. */
export interface ProductOffer {
  id: string
  store: { id: number; slug: string; name: string; logo: Image | null }
  price: number
  shipping: number
  /** Price plus shipping: the offers are listed cheapest total first. */
  total: number
  currency: string
  deliveryDays: number | null
  availability: 'in_stock' | 'limited' | 'preorder' | 'backorder' | 'out_of_stock'
  condition: 'new' | 'refurbished' | 'used'
  checkedAt: string | null
  url: string
}

/** One public product with its offers in one country. */
/** What a page gives search engines and link previews: an editor's SEO texts, else generated ones. */
export interface SeoMeta {
  title: string
  description: string
  image: Image | null
}

/**
 * What an editor set in a document's SEO panel, in the page's language or else in English; null
 * where nothing was set (the page then says what it generates).
 */
export interface SeoOverrides {
  title: string | null
  description: string | null
  image: Image | null
}

export interface ProductDetail {
  id: number
  slug: string
  name: string
  brand: string | null
  /** 14 digits (src/lib/gtin.ts). */
  gtin: string | null
  mpn: string | null
  description: string | null
  images: Image[]
  /** The product's category and the ones above it, root first. */
  categories: CategoryRef[]
  offers: ProductOffer[]
  /**
   * The price now: the lowest offer's price without shipping, as the product's cards show it and its
   * deal and history measure it; null without offers in the country.
   */
  price: { amount: number; currency: string } | null
  /** The lowest price per day over the last 90 days in the country; null when never offered there. */
  history: PriceHistory | null
  /** Whether the cheapest offer now is a deal. */
  deal: Deal | null
  updatedAt: string
}

export interface ProductGroupSummary {
  id: number
  name: string
  slug: string
  description: string | null
  category: CategoryRef | null
  productCount: number
}

/** One product group as its page shows it; its products are listed per country (listProducts). */
export interface ProductGroupDetail {
  id: number
  slug: string
  name: string
  description: string | null
  /** The group's category and the ones above it, root first; empty for a group without one. */
  categories: CategoryRef[]
  seo: SeoOverrides
  updatedAt: string
}

export interface Page<T> {
  docs: T[]
  totalDocs: number
  page: number
  limit: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

/** The page envelope every list uses. */
export function pageOf<T>(docs: T[], totalDocs: number, page: number, limit: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit))
  return {
    docs,
    totalDocs,
    page,
    limit,
    totalPages,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  }
}
