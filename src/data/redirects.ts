/**
 * The Redirects collection as the server's redirect table reads it (src/redirects/table.ts): every
 * redirect with the public path its target has now. Read on the primary: a redirect made a moment
 * ago must be served at once.
 */
import { primaryDb } from '@/lib/db'

import { hiddenCategoryIds } from './categories'
import { closedStoreIds } from './closedStores'
import { publicProduct } from './sql'

export interface RedirectRow {
  id: number
  from: string
  url: string | null
  target: string | null
}

/**
 * The public path of every redirect's target, or its URL; a target that is not public (a draft, a
 * closed store, the hidden category and what is filed under it) leads nowhere.
 */
export async function redirectRows(only?: number): Promise<RedirectRow[]> {
  const sql = primaryDb()
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  return sql<RedirectRow[]>`
    select r.id, r."from", case when r.to_type = 'custom' then r.to_url end as url,
      case
        when s.id is not null then '/stores/' || s.slug
        when pr.id is not null then '/products/' || pr.slug
        when p.id is not null then '/shopping-guides/' || pc.seo_slug || '/' || p.slug
        when c.id is not null then '/categories/' || coalesce(cp.seo_slug || '/', '') || c.seo_slug
      end as target
    from redirects r
    left join redirects_rels rel on rel.parent_id = r.id and rel.path = 'to.reference'
    left join stores s on s.id = rel.stores_id and s._status = 'published'
      and s.id <> all(${closed}::int[])
    left join products pr on pr.id = rel.products_id and pr.slug is not null
      and ${publicProduct(sql, 'pr', hidden)}
    left join posts p on p.id = rel.posts_id and p._status = 'published' and p.slug is not null
    left join post_categories pc on pc.id = p.category_id and pc.id <> all(${hidden}::int[])
    left join post_categories c on c.id = rel.post_categories_id and c.id <> all(${hidden}::int[])
    left join post_categories cp on cp.id = c.parent_id
    ${only ? sql`where r.id = ${only}` : sql``}`
}

const TARGET_TABLES: Record<string, string> = {
  stores: 'stores_id',
  products: 'products_id',
  posts: 'posts_id',
  'post-categories': 'post_categories_id',
}

/** The public path of a document a redirect may lead to; null when it has none (not public). */
export async function documentPath(relationTo: string, id: number): Promise<string | null> {
  const sql = primaryDb()
  const column = TARGET_TABLES[relationTo]
  if (!column) return null
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  const [row] = await sql<{ path: string | null }[]>`
    select case
        when ${relationTo} = 'stores' then (select '/stores/' || s.slug from stores s
          where s.id = ${id} and s._status = 'published' and s.id <> all(${closed}::int[]))
        when ${relationTo} = 'products' then (select '/products/' || p.slug from products p
          where p.id = ${id} and ${publicProduct(sql, 'p', hidden)})
        when ${relationTo} = 'posts' then (select '/shopping-guides/' || pc.seo_slug || '/' || p.slug
          from posts p join post_categories pc on pc.id = p.category_id
          where p.id = ${id} and p._status = 'published' and pc.id <> all(${hidden}::int[]))
        else (select '/categories/' || coalesce(cp.seo_slug || '/', '') || c.seo_slug
          from post_categories c left join post_categories cp on cp.id = c.parent_id
          where c.id = ${id} and c.id <> all(${hidden}::int[]))
      end as path`
  return row?.path ?? null
}
