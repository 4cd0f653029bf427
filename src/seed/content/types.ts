import type { LocaleCode } from '@/i18n/locales'

/** One string per site language. */
export type Localized = Record<LocaleCode, string>

/** A block of rich text, turned into Lexical JSON by the seeder. */
export type TextBlock =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }

/** A rich-text body per site language. */
export type LocalizedBody = Record<LocaleCode, TextBlock[]>

export interface SubcategorySeed {
  seoSlug: string
  name: Localized
  description: Localized
  /** Singular generic product noun, used to build product names like "Nordvik {noun} Pro". */
  productNoun: Localized
}

export interface CategorySeed {
  seoSlug: string
  name: Localized
  description: Localized
  subcategories: SubcategorySeed[]
}

export interface GuideSeed {
  slug: string
  /** A SubcategorySeed.seoSlug. */
  subcategory: string
  draft?: boolean
  title: Localized
  excerpt: Localized
  body: LocalizedBody
}

export interface StoreSeed {
  name: string
  slug: string
  /** Subcategory seoSlugs. */
  categories: string[]
  /** ISO 3166-1 alpha-2, upper-case; empty = ships everywhere. */
  countries: string[]
  /** Hex colour for the generated logo. */
  color: string
  featured?: boolean
}
