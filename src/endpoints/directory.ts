/**
 * The directory endpoints: /api/data/stores, /api/data/store/{id}, /api/data/products,
 * /api/data/product/{id}.
 */
import { API_DEFAULT_LIMIT, DEFAULT_COUNTRY } from '@/config/constants'
import { findCategory, hiddenCategoryIds } from '@/data/categories'
import { getProduct, listProductGroups, listProducts } from '@/data/products'
import { offersTags, productOffersTag } from '@/data/memo'
import { getStore, listStores } from '@/data/stores'
import { defaultLocale, type LocaleCode } from '@/i18n/locales'

import { ApiError, apiEndpoint } from './http'
import { message } from './messages'
import { categoryIdsOf, groupIdOf, storeIdOf } from './references'
import { idOrSlugPath, langQuery, productQuery, productsQuery, storesQuery } from './schemas'

/**
 * A `category` filter as the ids it covers; a hidden category is not found, as an unknown one: which
 * public stores, products or groups it holds is not shown.
 */
async function publicCategoryIdsOf(reference: string | undefined, lang: LocaleCode) {
  const category = reference ? await findCategory(reference) : null
  if (category && (await hiddenCategoryIds()).includes(category.id)) {
    throw new ApiError(404, message('categoryNotFound', lang), 'category')
  }
  return categoryIdsOf(reference, lang)
}

/** GET /api/data/stores: a page of published stores. */
export const storesEndpoint = apiEndpoint({
  path: '/api/data/stores',
  scopes: ['stores'],
  query: storesQuery,
  handle: async ({ query }) => {
    const lang = query.lang ?? defaultLocale
    return listStores({
      lang,
      page: query.page ?? 1,
      limit: query.limit ?? API_DEFAULT_LIMIT,
      country: query.country,
      categoryIds: await publicCategoryIdsOf(query.category, lang),
      featured: query.featured,
      ids: query.ids,
      q: query.q,
      sort: query.sort,
    })
  },
})

/** GET /api/data/store/{id}: one published store by id or slug. */
export const storeEndpoint = apiEndpoint({
  path: '/api/data/store/{id}',
  scopes: ['stores'],
  query: langQuery,
  id: idOrSlugPath,
  handle: async ({ query, id }) => {
    const lang = query.lang ?? defaultLocale
    const store = await getStore(id, lang)
    if (!store) throw new ApiError(404, message('storeNotFound', lang))
    return store
  },
})

/** GET /api/data/product/{id}: one public product by id or slug, with its offers in the country. */
export const productEndpoint = apiEndpoint({
  path: '/api/data/product/{id}',
  // Offers count published stores' only.
  scopes: ['products', 'stores'],
  query: productQuery,
  id: idOrSlugPath,
  tags: ({ query, id }) => [productOffersTag(query.country ?? DEFAULT_COUNTRY, id)],
  handle: async ({ query, id }) => {
    const lang = query.lang ?? defaultLocale
    const product = await getProduct(id, lang, query.country ?? DEFAULT_COUNTRY)
    if (!product) throw new ApiError(404, message('productNotFound', lang))
    return product
  },
})

/** GET /api/data/products: a page of products, a product group's products, or the groups themselves. */
export const productsEndpoint = apiEndpoint({
  path: '/api/data/products',
  // The `store` filter names a store.
  scopes: ['products', 'stores'],
  query: productsQuery,
  tags: ({ query }) => offersTags(query.country ?? DEFAULT_COUNTRY),
  handle: async ({ query }) => {
    const lang = query.lang ?? defaultLocale
    const page = query.page ?? 1
    const limit = query.limit ?? API_DEFAULT_LIMIT
    const categoryIds = await publicCategoryIdsOf(query.category, lang)
    if (query.groups) {
      return listProductGroups({ lang, page, limit, categoryIds, ids: query.ids, q: query.q })
    }
    const [storeId, groupId] = await Promise.all([
      storeIdOf(query.store, lang),
      groupIdOf(query.group, lang),
    ])
    return listProducts({
      lang,
      page,
      limit,
      country: query.country,
      categoryIds,
      storeId,
      groupId,
      ids: query.ids,
      q: query.q,
      sort: query.sort,
      deals: query.deals,
      brands: query.brand?.length ? query.brand : null,
      minPrice: query.min_price ?? null,
      maxPrice: query.max_price ?? null,
    })
  },
})
