import { findCategory, withDescendants } from '@/data/categories'
import { findGroupId } from '@/data/products'
import { findStoreId } from '@/data/stores'
import type { LocaleCode } from '@/i18n/locales'

import { ApiError } from './http'
import { message } from './messages'

/** A `category` parameter (id or seoSlug) as the ids it covers; unknown → 404 "Category not found". */
export async function categoryIdsOf(
  reference: string | undefined,
  lang: LocaleCode,
): Promise<number[] | null> {
  if (!reference) return null
  const category = await findCategory(reference)
  if (!category) throw new ApiError(404, message('categoryNotFound', lang), 'category')
  return withDescendants(category)
}

export async function storeIdOf(reference: string | undefined, lang: LocaleCode) {
  if (!reference) return null
  const id = await findStoreId(reference)
  if (id === null) throw new ApiError(404, message('storeNotFound', lang), 'store')
  return id
}

export async function groupIdOf(reference: string | undefined, lang: LocaleCode) {
  if (!reference) return null
  const id = await findGroupId(reference)
  if (id === null) throw new ApiError(404, message('groupNotFound', lang), 'group')
  return id
}
