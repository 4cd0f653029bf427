/**
 * The /api contract in one place: the query parameters (validated here, documented from here) and the
 * shapes of the answers. The handlers parse with these schemas; `openapi.ts` turns them into OpenAPI 3.1.
 */
import { z } from 'zod'

import { API_DEFAULT_LIMIT, API_MAX_LIMIT, EXCLUDED_CATEGORY_ID } from '@/config/constants'
import type * as Data from '@/data/types'
import type { Suggestions } from '@/data/search/suggestions'
import { normalizeCountryCode } from '@/geo/countries'
import { locales, type LocaleCode } from '@/i18n/locales'

// ---------------------------------------------------------------------------------------------------
// Query parameters. Every parameter arrives as a string; each schema says what it accepts, in words an
// integrator can act on, and turns it into the value the handler uses.
// ---------------------------------------------------------------------------------------------------

const languageByTag = new Map<string, LocaleCode>(
  locales.flatMap((locale) => [
    [locale.code, locale.code],
    [locale.iso.toLowerCase(), locale.code],
  ]),
)
const languageList = locales.map((locale) => locale.code).join(', ')

export const langParam = z
  .string()
  .transform((value, context) => {
    const code = languageByTag.get(value.trim().toLowerCase().replace('_', '-'))
    if (!code) {
      context.addIssue({
        code: 'custom',
        message: `lang must be one of ${languageList}, or their ISO tags such as de-DE`,
      })
      return z.NEVER
    }
    return code
  })
  .optional()
  .meta({
    description: 'Language of the texts; missing translations fall back to English.',
    example: 'de',
  })

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine(
      (value) => value >= min && value <= max,
      `${name} must be a whole number from ${min} to ${max}`,
    )

export const pageParam = wholeNumber('page', 1, 100_000)
  .optional()
  .meta({ description: 'Page number, from 1.', example: '1' })

export const limitParam = wholeNumber('limit', 1, API_MAX_LIMIT)
  .optional()
  .meta({ description: `Items per page, 1–${API_MAX_LIMIT} (default ${API_DEFAULT_LIMIT}).` })

// Control characters (NUL above all, which PostgreSQL refuses in text) are spaces here.
const foldSpaces = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')

const SUGGESTION_QUERY_MAX = 100

export const qParam = z
  .string()
  .max(200, 'q must be at most 200 characters')
  .transform(foldSpaces)
  .optional()
  .meta({ description: 'Search words (at most 200 characters).', example: 'running shoes' })

/** A comma-separated list of ids: `1,2,3`. */
const idList = (name: string, max: number) =>
  z
    .string()
    .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, `${name} must be a comma-separated list of ids`)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map(Number),
    )
    .refine((ids) => ids.length <= max, `${name} may list at most ${max} ids`)

export const idsParam = idList('ids', 100)
  .optional()
  .meta({ description: 'Only these ids (comma-separated, at most 100).', example: '1,2,3' })

export const excludeCategoriesParam = idList('exclude_category_ids', 1000)
  .optional()
  .meta({
    description: `Category ids whose guides are left out (comma-separated). Absent: ${EXCLUDED_CATEGORY_ID}; empty: none.`,
    example: String(EXCLUDED_CATEGORY_ID),
  })

/**
 * An id or a slug. ASCII, as slugs are (src/fields/slug.ts): a Unicode class such as `\p{L}` reads
 * differently in JSON Schema tools that compile patterns without the `u` flag.
 */
const reference = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `${name} must be an id or a slug`)
    .max(200, `${name} must be an id or a slug`)
    .regex(/^[A-Za-z0-9_-]+$/, `${name} must be an id or a slug`)

export const categoryParam = reference('category').optional().meta({
  description: 'Category id or seoSlug; a parent category includes its subcategories.',
  example: 'electronics',
})

/** Unknown countries are ignored, not an error; known ones are accepted in any case. */
export const countryParam = z
  .string()
  .transform((value) => normalizeCountryCode(value) ?? undefined)
  .optional()
  .meta({
    description: 'ISO country code (any case); unknown codes are ignored.',
    example: 'DE',
  })

const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { message: `${name} must be true or false` })
    .transform((value) => value === '1' || value === 'true')

/** An amount in the country's currency: a decimal number from 0, at most two decimals. */
const amount = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, `${name} must be an amount such as 49 or 49.90`)
    .transform(Number)

const sort = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `sort must be one of ${values.join(', ')}` })

export const postsQuery = z.object({
  lang: langParam,
  category: categoryParam,
  exclude_category_ids: excludeCategoriesParam,
  q: qParam,
  page: pageParam,
  limit: limitParam,
  sort: sort(['newest', 'oldest', 'title'] as const)
    .optional()
    .meta({ description: 'Order: newest first (default), oldest first, or by title.' }),
})

export const langQuery = z.object({ lang: langParam })

export const productQuery = z.object({ lang: langParam, country: countryParam })

export const storesQuery = z.object({
  lang: langParam,
  country: countryParam,
  category: categoryParam,
  q: qParam,
  featured: flag('featured')
    .optional()
    .meta({ description: 'Only featured stores (or only others).' }),
  ids: idsParam,
  page: pageParam,
  limit: limitParam,
  sort: sort(['popular', 'name'] as const)
    .optional()
    .meta({ description: 'Order: most popular first (default) or by name.' }),
})

export const productsQuery = z
  .object({
    lang: langParam,
    country: countryParam,
    category: categoryParam,
    store: reference('store')
      .optional()
      .meta({ description: 'Only products offered by this store (id or slug).' }),
    group: reference('group')
      .optional()
      .meta({ description: "A product group (id or slug): its products, in the group's order." }),
    groups: flag('groups')
      .optional()
      .meta({ description: 'With 1, the product groups themselves instead of products.' }),
    q: qParam,
    ids: idsParam,
    page: pageParam,
    limit: limitParam,
    deals: flag('deals')
      .optional()
      .meta({ description: 'With 1, only the products that are a deal in the country.' }),
    brand: z
      .string()
      .transform((value) =>
        [...new Set(value.split(',').map((brand) => brand.trim()))].filter(Boolean),
      )
      .refine((brands) => brands.length <= 20, 'brand may list at most 20 brands')
      .refine(
        (brands) => brands.every((brand) => brand.length <= 100),
        'a brand has at most 100 characters',
      )
      .optional()
      .meta({
        description: 'Only these brands (comma-separated, at most 20).',
        example: 'Velora,Kavio',
      }),
    min_price: amount('min_price').optional().meta({
      description:
        "Only products whose lowest price in the country (DE when none is given) is at least this, in the country's currency.",
      example: '100',
    }),
    max_price: amount('max_price').optional().meta({
      description: 'Only products whose lowest price in the country is at most this.',
      example: '500',
    }),
    sort: sort(['popular', 'price_asc', 'price_desc', 'newest', 'discount'] as const)
      .optional()
      .meta({
        description:
          'Order: most popular first (default), by price, newest first, or by discount (the deals first, the biggest first; then the rest by popularity).',
      }),
  })
  .refine(
    (query) =>
      query.min_price === undefined ||
      query.max_price === undefined ||
      query.min_price <= query.max_price,
    { message: 'min_price must not be more than max_price', path: ['min_price'] },
  )

/** Suggestions as you type: the query is required, 2–100 characters once spaces are folded. */
export const suggestionsQuery = z.object({
  q: z
    .string({ error: 'q is required: 2 to 100 characters' })
    .max(SUGGESTION_QUERY_MAX, `q must be 2 to ${SUGGESTION_QUERY_MAX} characters`)
    .transform(foldSpaces)
    .refine((value) => value.length >= 2, `q must be 2 to ${SUGGESTION_QUERY_MAX} characters`)
    .meta({
      description: `What the shopper has typed so far (2–${SUGGESTION_QUERY_MAX} characters).`,
      example: 'sams',
    }),
  lang: langParam,
  country: countryParam,
})

/** `{id}` in a path: a numeric id, or a slug where the endpoint says so. */
export const idPath = z
  .string()
  .regex(/^\d{1,9}$/, 'id must be a numeric id')
  .transform(Number)
export const idOrSlugPath = reference('id')

// ---------------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------------

const imageSize = z.object({ url: z.string(), width: z.number(), height: z.number() })

export const imageSchema = z
  .object({
    url: z.string(),
    alt: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    sizes: z.object({
      thumbnail: imageSize.optional(),
      card: imageSize.optional(),
      hero: imageSize.optional(),
    }),
  })
  .meta({ id: 'Image' })

/** What a page gives search engines: the SEO panel's texts and image where an editor set them. */
const metaSchema = z
  .object({ title: z.string(), description: z.string(), image: imageSchema.nullable() })
  .meta({
    description:
      "The page's title, description and image for search engines and link previews: an editor's, else generated.",
  })

export const categoryRefSchema = z
  .object({ id: z.number(), seoSlug: z.string(), name: z.string() })
  .meta({ id: 'CategoryRef' })

export const categoryNodeSchema: z.ZodType<Data.CategoryNode> = z
  .object({
    id: z.number(),
    name: z.string(),
    seoSlug: z.string(),
    primary: z.boolean(),
    get subcategories(): z.ZodArray<z.ZodType<Data.CategoryNode>> {
      return z.array(categoryNodeSchema)
    },
  })
  .meta({ id: 'Category' })

export const categoryTreeSchema = z.array(categoryNodeSchema)

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    docs: z.array(item),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  })

export const postSummarySchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().nullable(),
    category: categoryRefSchema.nullable(),
    heroImage: imageSchema.nullable(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
    readingTimeMinutes: z.number().int(),
  })
  .meta({ id: 'PostSummary' })

export const postSchema = postSummarySchema
  .extend({
    content: z.unknown().meta({ description: 'The body as Lexical JSON.' }),
    html: z.string().meta({ description: 'The body as sanitized HTML.' }),
    languages: z
      .array(z.enum(locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]]))
      .meta({
        description:
          'The languages the guide is written in. In any other, its texts are the English ones.',
      }),
    meta: metaSchema,
    breadcrumbs: z.array(categoryRefSchema.extend({ url: z.string() })),
  })
  .meta({ id: 'Post' })

export const storeSummarySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    logo: imageSchema.nullable(),
    shortDescription: z.string().nullable(),
    website: z.string().nullable().meta({ description: 'Only ever an http(s) address.' }),
    categories: z.array(categoryRefSchema),
    countries: z.array(z.string()).meta({ description: 'Empty: the store serves every country.' }),
    featured: z.boolean(),
  })
  .meta({ id: 'StoreSummary' })

export const storeSchema = storeSummarySchema
  .extend({
    description: z.string().nullable(),
    visitUrl: z.string().nullable().meta({ description: 'Where "Visit store" leads.' }),
    locations: z.array(
      z.object({
        name: z.string().nullable(),
        address: z.string(),
        postalCode: z.string().nullable(),
        city: z.string(),
        country: z.string(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
    ),
    meta: metaSchema,
    updatedAt: z.string(),
  })
  .meta({ id: 'Store' })

export const productSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    brand: z.string().nullable(),
    gtin: z
      .string()
      .regex(/^\d{14}$/)
      .nullable()
      .meta({
        description:
          'Global Trade Item Number as 14 digits (an EAN-13 with a leading zero); null when unknown.',
        example: '04006381333931',
      }),
    mpn: z.string().nullable().meta({
      description: "The manufacturer's part number; null when unknown.",
      example: 'VX-2041',
    }),
    image: imageSchema.nullable(),
    category: categoryRefSchema.nullable(),
    price: z
      .object({ amount: z.number(), currency: z.string() })
      .nullable()
      .meta({ description: "The lowest offer's price (for the country, when one is given)." }),
    offerCount: z.number().int(),
    deal: z
      .object({
        discount: z.number().meta({
          description: 'Percent below the reference price, one decimal, never rounded up.',
          example: 12.5,
        }),
        reference: z.number().meta({
          description: 'The lowest daily price of the 30 days before today, in the same currency.',
        }),
        currency: z.string(),
      })
      .nullable()
      .meta({
        description:
          "Set when the price is below the lowest daily price of the 30 days before today (the EU's rule for price reductions); null otherwise.",
      }),
  })
  .meta({ id: 'Product' })

const moneySchema = z.object({ amount: z.number(), currency: z.string() })

export const offerSchema = z
  .object({
    id: z.string(),
    store: z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      logo: imageSchema.nullable(),
    }),
    price: z.number(),
    shipping: z
      .number()
      .meta({ description: 'Shipping to the country; 0 when free or not given.' }),
    total: z
      .number()
      .meta({ description: 'Price plus shipping: offers are listed cheapest total first.' }),
    currency: z.string(),
    deliveryDays: z.number().int().nullable(),
    availability: z.enum(['in_stock', 'limited', 'preorder', 'backorder', 'out_of_stock']),
    condition: z.enum(['new', 'refurbished', 'used']).meta({
      description: "The item's condition, as the retailer's feed or an editor gives it.",
    }),
    checkedAt: z.string().nullable().meta({
      description:
        "When the price was last confirmed: by an editor, or by the last successful run of the retailer's feed (ISO 8601).",
    }),
    url: z.string().meta({ description: "The offer's page in the shop." }),
  })
  .meta({ id: 'Offer' })

export const productDetailSchema = productSchema
  .omit({ image: true, category: true, offerCount: true })
  .extend({
    description: z.string().nullable(),
    images: z.array(imageSchema),
    categories: z
      .array(categoryRefSchema)
      .meta({ description: "The product's category and the ones above it, root first." }),
    offers: z
      .array(offerSchema)
      .meta({ description: 'The offers in the country, cheapest total first.' }),
    price: moneySchema.nullable().meta({
      description: "The lowest offer's price without shipping; null without offers in the country.",
    }),
    history: z
      .object({
        currency: z.string(),
        days: z.array(z.object({ day: z.string(), price: z.number() })),
        reference: z.number().nullable(),
      })
      .nullable()
      .meta({
        description:
          'The lowest price per day over the last 90 days in the country, oldest first; `reference` is the lowest of the 30 days before today.',
      }),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProductDetail' })

export const productGroupSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    category: categoryRefSchema.nullable(),
    productCount: z.number().int(),
  })
  .meta({ id: 'ProductGroup' })

export const postsPageSchema = page(postSummarySchema)
export const storesPageSchema = page(storeSummarySchema)
export const productsPageSchema = page(z.union([productSchema, productGroupSchema]))

export const suggestionsSchema = z
  .object({
    query: z.string(),
    terms: z
      .array(z.string())
      .meta({ description: 'Stems and corrected words the query matched.' }),
    items: z
      .array(
        z.object({
          type: z.enum(['store', 'product', 'category', 'guide']),
          id: z.number().int(),
          name: z.string(),
          url: z.string().meta({ description: 'Path on the site, in the requested language.' }),
        }),
      )
      .max(8),
  })
  .meta({ id: 'Suggestions' })

export const errorSchema = z
  .object({
    errors: z.array(z.object({ message: z.string(), field: z.string().optional() })),
  })
  .meta({ id: 'Error' })

// The answers are built by src/data; the documented schemas must describe exactly those types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShape = <T extends true>(): T | undefined => undefined
sameShape<Same<z.infer<typeof imageSchema>, Data.Image>>()
sameShape<Same<z.infer<typeof categoryTreeSchema>, Data.CategoryNode[]>>()
sameShape<Same<z.infer<typeof postSummarySchema>, Data.PostSummary>>()
sameShape<Same<z.infer<typeof postSchema>, Data.PostDetail>>()
sameShape<Same<z.infer<typeof storeSummarySchema>, Data.StoreSummary>>()
sameShape<Same<z.infer<typeof storeSchema>, Data.StoreDetail>>()
sameShape<Same<z.infer<typeof productSchema>, Data.ProductSummary>>()
sameShape<Same<z.infer<typeof offerSchema>, Data.ProductOffer>>()
sameShape<Same<z.infer<typeof productDetailSchema>, Data.ProductDetail>>()
sameShape<Same<z.infer<typeof productGroupSchema>, Data.ProductGroupSummary>>()
sameShape<Same<z.infer<typeof storesPageSchema>, Data.Page<Data.StoreSummary>>>()
sameShape<Same<z.infer<typeof suggestionsSchema>, Suggestions>>()
