import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import type { CountryCode } from '@/geo/countries'
import type { LocaleCode } from '@/i18n/locales'

import { allCategories, subtreeIds } from './categories'
import { listPosts } from './posts'
import { listStoreProducts } from './products'
import { listRelatedStores, servesCountry } from './stores'
import type { Page, PostSummary, ProductSummary, StoreDetail, StoreSummary } from './types'

/** Products per page, as on the other product and store lists. */
export const STORE_PRODUCTS_PAGE_SIZE = 24
const RELATED_STORES = 8
const GUIDES = 3

export interface StorePageLists {
  /** Its products with its own prices in the country, a page at a time; null where it does not deliver. */
  products: Page<ProductSummary> | null
  /** Other stores of its main category that deliver to the country. */
  related: StoreSummary[]
  /** Guides of its categories; null for a store without one. */
  guides: Page<PostSummary> | null
}

/** What a store's page lists besides the store itself. */
export async function storePageLists(
  store: StoreDetail,
  locale: LocaleCode,
  country: CountryCode,
  page: number,
): Promise<StorePageLists> {
  // Its categories are the public ones already (storeSummaries): the first is its main one.
  const main = store.categories[0] ?? null
  const categories = await allCategories()
  const [products, related, guides] = await Promise.all([
    servesCountry(store, country)
      ? listStoreProducts({
          lang: locale,
          page,
          limit: STORE_PRODUCTS_PAGE_SIZE,
          storeId: store.id,
          country,
        })
      : null,
    main
      ? listRelatedStores({
          lang: locale,
          storeId: store.id,
          categoryIds: subtreeIds(categories, [main.id]),
          country,
          limit: RELATED_STORES,
        })
      : [],
    store.categories.length
      ? listPosts({
          lang: locale,
          page: 1,
          limit: GUIDES,
          categoryIds: subtreeIds(
            categories,
            store.categories.map((category) => category.id),
          ),
          excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
        })
      : null,
  ])
  return { products, related, guides }
}
