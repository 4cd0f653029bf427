/** A product list's filters: what its URL asks for, resolved against the catalogue, and its form's choices. */
import type { LocaleCode } from '@/i18n/locales'
import type { ProductListParams } from '@/lib/listParams'

import {
  categoryName,
  categoryTree,
  findCategory,
  hiddenCategoryIds,
  withDescendants,
} from './categories'
import { listBrands, type ProductFilters } from './products'
import { findStoreId, storeCards, storeChoices } from './stores'
import type { CategoryNode } from './types'

/** How many stores the store filter offers: the country's most popular of the list's category. */
const STORE_CHOICES = 30

interface Choice {
  slug: string
  name: string
}

/** What the filters offer, and the names of those chosen. */
export interface FilterChoices {
  /** The category filter's options; none: the list is a category's or a group's already. */
  categories?: { slug: string; label: string }[]
  category: Choice | null
  brands: string[]
  stores: Choice[]
  store: Choice | null
}

/** The category tree as the filter's options: top categories, their subcategories indented. */
function categoryOptions(nodes: CategoryNode[], depth = 0): { slug: string; label: string }[] {
  return nodes.flatMap((node) => [
    { slug: node.seoSlug, label: `${'\u2003'.repeat(depth)}${node.name}` },
    ...(depth < 1 ? categoryOptions(node.subcategories, depth + 1) : []),
  ])
}

/**
 * The list's filters as data-layer filters, and the choices of its form; null for a category or store
 * the shopper could not have chosen (unknown, hidden, not public): the URL lists nothing.
 * `scope`: the category ids the list is about already (a category's products), else the category
 * filter is offered.
 */
export async function resolveProductFilters(
  params: ProductListParams,
  { locale, country, scope }: { locale: LocaleCode; country: string; scope?: number[] | null },
): Promise<{ filters: Partial<ProductFilters>; choices: FilterChoices } | null> {
  const offersCategories = scope === undefined
  const found = offersCategories && params.category ? await findCategory(params.category) : null
  const category = found && !(await hiddenCategoryIds()).includes(found.id) ? found : null
  if (offersCategories && params.category && !category) return null
  const categoryIds = category ? await withDescendants(category) : (scope ?? null)
  const storeId = params.store ? await findStoreId(params.store) : null
  if (params.store && storeId === null) return null
  const [tree, brands, stores, chosenStore] = await Promise.all([
    offersCategories ? categoryTree(locale) : null,
    listBrands(),
    storeChoices({ lang: locale, limit: STORE_CHOICES, country, categoryIds }),
    storeId === null ? null : storeCards([storeId], locale).then((cards) => cards[0] ?? null),
  ])
  const store = chosenStore && { slug: chosenStore.slug, name: chosenStore.name }
  const offered = stores.map(({ slug, name }) => ({ slug, name }))
  if (store && !offered.some((choice) => choice.slug === store.slug)) offered.push(store)
  offered.sort((a, b) => a.name.localeCompare(b.name, locale))
  return {
    filters: {
      categoryIds,
      storeId,
      brands: params.brands.length ? params.brands : null,
      minPrice: params.min ?? null,
      maxPrice: params.max ?? null,
      deals: params.deals || undefined,
    },
    choices: {
      categories: tree ? categoryOptions(tree) : undefined,
      category: category && { slug: category.seoSlug, name: categoryName(category, locale) },
      brands,
      stores: offered,
      store,
    },
  }
}
