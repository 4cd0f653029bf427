import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import type { CountryCode } from '@/geo/countries'
import type { LocaleCode } from '@/i18n/locales'

import { withDescendants, type CategoryRow } from './categories'
import { listPosts } from './posts'
import { listProducts } from './products'
import { listStores } from './stores'
import type { Page, PostSummary, ProductSummary, StoreSummary } from './types'

export interface CategoryShelves {
  stores: Page<StoreSummary>
  products: Page<ProductSummary>
  guides: Page<PostSummary>
}

/** The first stores, products and guides of a category page, its subcategories' included. */
export async function categoryShelves(
  category: CategoryRow,
  lang: LocaleCode,
  country: CountryCode,
): Promise<CategoryShelves> {
  const ids = await withDescendants(category)
  const [stores, products, guides] = await Promise.all([
    listStores({ lang, page: 1, limit: 12, categoryIds: ids, country }),
    listProducts({ lang, page: 1, limit: 8, categoryIds: ids, country, shelf: true }),
    listPosts({
      lang,
      page: 1,
      limit: 6,
      categoryIds: ids,
      excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
    }),
  ])
  return { stores, products, guides }
}
