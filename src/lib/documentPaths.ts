import type { PayloadRequest } from 'payload'

import { paths } from '@/i18n/paths'
import type { Post, Product, Store } from '@/payload-types'

/** A store's public path (English, unprefixed), or null before it has a slug. */
export const storePath = (store: Partial<Pick<Store, 'slug'>>): string | null =>
  store.slug ? paths.store(store.slug) : null

/** A product's public path (English, unprefixed), or null before it has a slug. */
export const productPath = (product: Partial<Pick<Product, 'slug'>>): string | null =>
  product.slug ? paths.product(product.slug) : null

/** A guide's public path (English, unprefixed): its category's slug, then its own. */
export async function guidePath(
  post: Partial<Pick<Post, 'slug' | 'category'>>,
  req: PayloadRequest,
): Promise<string | null> {
  const categoryId = typeof post.category === 'object' ? post.category?.id : post.category
  if (!post.slug || !categoryId) return null
  const category = await req.payload.findByID({
    collection: 'post-categories',
    id: categoryId,
    depth: 0,
    select: { seoSlug: true },
    req,
  })
  return paths.guide(category.seoSlug, post.slug)
}
