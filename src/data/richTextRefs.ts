/** What a rich text refers to, looked up for one language in two statements: see richText.ts. */
import { RICH_TEXT_LINK_COLLECTIONS } from '@/config/constants'
import { defaultLocale, type LocaleCode } from '@/i18n/locales'
import { db } from '@/lib/db'

import { hiddenCategoryIds } from './categories'
import { closedStoreIds } from './closedStores'
import { relatedId, type RichTextRefs } from './richText'
import { imageJson, publicProduct } from './sql'
import type { Image } from './types'

/** The uploads, the internal links' documents and the embedded documents of a Lexical JSON tree. */
function collect(node: unknown, found: { media: Set<number>; docs: Map<string, Set<number>> }) {
  if (!node || typeof node !== 'object') return
  const current = node as {
    type?: string
    relationTo?: string
    value?: unknown
    fields?: { linkType?: string; doc?: { relationTo?: string; value?: unknown } }
    children?: unknown[]
    root?: unknown
  }
  if (current.type === 'upload' && current.relationTo === 'media') {
    const id = relatedId(current.value)
    if (id !== null) found.media.add(id)
  }
  if (current.type === 'relationship' && current.relationTo) {
    const id = relatedId(current.value)
    if (id !== null) {
      if (!found.docs.has(current.relationTo)) found.docs.set(current.relationTo, new Set())
      found.docs.get(current.relationTo)!.add(id)
    }
  }
  if (
    (current.type === 'link' || current.type === 'autolink') &&
    current.fields?.linkType === 'internal'
  ) {
    const { relationTo, value } = current.fields.doc ?? {}
    const id = relatedId(value)
    if (relationTo && id !== null) {
      if (!found.docs.has(relationTo)) found.docs.set(relationTo, new Set())
      found.docs.get(relationTo)!.add(id)
    }
  }
  if (current.root) collect(current.root, found)
  for (const child of current.children ?? []) collect(child, found)
}

const ids = (found: Map<string, Set<number>>, collection: string) => [
  ...(found.get(collection) ?? []),
]

export async function richTextRefs(content: unknown, lang: LocaleCode): Promise<RichTextRefs> {
  const found = { media: new Set<number>(), docs: new Map<string, Set<number>>() }
  collect(content, found)
  const refs: RichTextRefs = { media: new Map(), paths: new Map(), titles: new Map() }
  const linked = RICH_TEXT_LINK_COLLECTIONS.some((collection) => found.docs.has(collection))
  if (found.media.size === 0 && !linked) return refs
  const sql = db()
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  const [images, paths] = await Promise.all([
    found.media.size
      ? sql<{ id: number; image: Image | null }[]>`
          select wanted.id, ${imageJson(sql, 'wanted.id', lang)} as image
          from unnest(${[...found.media]}::int[]) as wanted(id)`
      : [],
    linked
      ? sql<{ key: string; path: string; title: string | null }[]>`
          select 'stores:' || s.id as key, '/stores/' || s.slug as path, s.name as title
          from stores s
          where s.id = any(${ids(found.docs, 'stores')}::int[]) and s._status = 'published'
            and s.id <> all(${closed}::int[])
          union all
          select 'products:' || p.id, '/products/' || p.slug, coalesce(l.name, e.name)
          from products p
          left join products_locales l on l._parent_id = p.id and l._locale = ${lang}
          left join products_locales e on e._parent_id = p.id and e._locale = ${defaultLocale}
          where p.id = any(${ids(found.docs, 'products')}::int[]) and ${publicProduct(sql, 'p', hidden)}
          union all
          select 'posts:' || p.id, '/shopping-guides/' || c.seo_slug || '/' || p.slug,
            coalesce(l.title, e.title)
          from posts p join post_categories c on c.id = p.category_id
          left join posts_locales l on l._parent_id = p.id and l._locale = ${lang}
          left join posts_locales e on e._parent_id = p.id and e._locale = ${defaultLocale}
          where p.id = any(${ids(found.docs, 'posts')}::int[]) and p._status = 'published'
            and c.id <> all(${hidden}::int[])
          union all
          select 'post-categories:' || c.id,
            '/categories/' || coalesce(parent.seo_slug || '/', '') || c.seo_slug,
            coalesce(l.name, e.name)
          from post_categories c left join post_categories parent on parent.id = c.parent_id
          left join post_categories_locales l on l._parent_id = c.id and l._locale = ${lang}
          left join post_categories_locales e on e._parent_id = c.id and e._locale = ${defaultLocale}
          where c.id = any(${ids(found.docs, 'post-categories')}::int[])
            and c.id <> all(${hidden}::int[])`
      : [],
  ])
  for (const { id, image } of images) if (image) refs.media.set(id, image)
  for (const { key, path, title } of paths) {
    refs.paths.set(key, path)
    if (title) refs.titles.set(key, title)
  }
  return refs
}
