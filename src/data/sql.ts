/**
 * SQL pieces the read path shares: localized columns with English fallback, images, what is public.
 *
 * src/data is where the app reads Payload's tables at run time (tests/unit/sqlBoundary.test.ts keeps
 * it so). It relies on Payload's Postgres layout for these collections, as migrations/ created it:
 * - a collection's table (`stores`, `products`, `posts`, `post_categories`, `product_groups`,
 *   `media`, `redirects`) with its unlocalized fields as snake_case columns, `_status` for drafts
 *   (published rows only are public), and relations to one document as `<field>_id`;
 * - `<table>_locales`: localized fields, one row per `_parent_id` and `_locale` (English the fallback);
 * - `<table>_rels`: hasMany relations, `parent_id`, `path` (the field's name), `order`, `<target>_id`;
 * - `<table>_<field>`: a `select` with hasMany (`stores_countries`: `parent_id`, `value`, `order`);
 * - `products_offers`, `stores_locations`: array fields, `_parent_id`, `_order`, `id` (the row's id).
 * Parity tests compare the answers with Payload's own (tests/int/sqlParity.int.test.ts): an upgrade
 * that moves a column fails there.
 */
import type { PendingQuery, Row, Sql } from 'postgres'

import { mediaUrlBase } from '@/config/env'
import { defaultLocale, type LocaleCode } from '@/i18n/locales'

import { allCategories, categoryName } from './categories'
import type { Image, SeoOverrides } from './types'

export type Fragment = PendingQuery<Row[]>

/**
 * Cards are read for a relation `wanted (id, position)`: these ids in this order, or the ranked matches
 * of a search in the same statement (src/data/search/results.ts).
 */
export const wantedIds = (sql: Sql, ids: number[]) =>
  sql`unnest(${ids}::int[]) with ordinality as wanted(id, position)`

const fileUrl = (sql: Sql, column: string) => sql`${mediaUrlBase}::text || ${sql.unsafe(column)}`

const size = (sql: Sql, name: 'thumbnail' | 'card' | 'hero') =>
  sql`case when m.${sql.unsafe(`sizes_${name}_filename`)} is not null then json_build_object(
    'url', ${fileUrl(sql, `m.sizes_${name}_filename`)},
    'width', m.${sql.unsafe(`sizes_${name}_width`)},
    'height', m.${sql.unsafe(`sizes_${name}_height`)}) end`

/** One image as JSON (url, alt in `lang` or English, size, responsive sizes), or null. */
export function imageJson(sql: Sql, idColumn: string, lang: LocaleCode): Fragment {
  return sql`(
    select json_build_object(
      'url', ${fileUrl(sql, 'm.filename')},
      'alt', coalesce(ml.alt, me.alt, ''),
      'width', m.width, 'height', m.height,
      'sizes', json_strip_nulls(json_build_object(
        'thumbnail', ${size(sql, 'thumbnail')}, 'card', ${size(sql, 'card')}, 'hero', ${size(sql, 'hero')})))
    from media m
    left join media_locales ml on ml._parent_id = m.id and ml._locale = ${lang}
    left join media_locales me on me._parent_id = m.id and me._locale = ${defaultLocale}
    where m.id = ${sql.unsafe(idColumn)})`
}

/** A document's SEO panel, read by `seoColumns`. */
export interface SeoRow {
  metaTitle: string | null
  metaDescription: string | null
  metaImage: Image | null
}

/**
 * The SEO panel's title, description and image of the document whose rows in the page's language and
 * in English are joined as `l` and `e` (English where the language has none, as Payload falls back).
 */
export const seoColumns = (sql: Sql, lang: LocaleCode): Fragment => sql`
  coalesce(l.meta_title, e.meta_title) as "metaTitle",
  coalesce(l.meta_description, e.meta_description) as "metaDescription",
  ${imageJson(sql, 'coalesce(l.meta_image_id, e.meta_image_id)', lang)} as "metaImage"`

/** An empty text is nothing set: the page says what it generates. */
export const seoOverrides = (row: SeoRow): SeoOverrides => ({
  title: row.metaTitle?.trim() || null,
  description: row.metaDescription?.trim() || null,
  image: row.metaImage,
})

/** `ILIKE` pattern for a plain substring: the text's own %, _ and backslash match as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Category ids → `{ id, seoSlug, name }` in `lang`, from the in-memory tree. */
export async function categoryRefs(ids: (number | null)[], lang: LocaleCode) {
  const rows = new Map((await allCategories()).map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = id === null ? undefined : rows.get(id)
    return row ? [{ id: row.id, seoSlug: row.seoSlug, name: categoryName(row, lang) }] : []
  })
}

/*
 * What the public may see, as SQL over two id lists worked out once per change and passed as int[]:
 * the hidden category's subtree (hiddenCategoryIds()) and the stores that are not public
 * (closedStoreIds()). The lists, the search and the sitemaps all use these.
 */

/** `column`, a guide's, product's or product group's category, is not a hidden one. */
export const outsideHidden = (sql: Sql, column: string, hidden: number[]): Fragment =>
  sql`(${sql.unsafe(column)} is null or ${sql.unsafe(column)} <> all(${hidden}::int[]))`

/**
 * Product `alias` is public: published (a draft or unpublished product lives on in the products table)
 * and not filed under a hidden category.
 */
export const publicProduct = (sql: Sql, alias: string, hidden: number[]): Fragment =>
  sql`${sql.unsafe(alias)}._status = 'published' and ${outsideHidden(sql, `${alias}.category_id`, hidden)}`

/** Ids of the products that are not public (few: a NOT IN over them is one small hash). */
export const hiddenProductIds = (sql: Sql, hidden: number[]): Fragment =>
  sql`(select hp.id from products hp where hp.category_id = any(${hidden}::int[])
    or hp._status = 'draft' or hp._status is null)`

/** The store in `column` is public: none of `closed` (closedStoreIds()), hashed once per statement. */
export const openStore = (sql: Sql, column: string, closed: number[]): Fragment =>
  sql`${sql.unsafe(column)} not in (select unnest(${closed}::int[]))`

/**
 * Offer `alias` counts (a product's price, its offer count, "offered in" a country) only when its store
 * is public (`closed`: closedStoreIds()): a draft or unpublished store's offer sets no price.
 * search_suggest() says the same.
 */
export const liveOffer = (sql: Sql, alias: string, closed: number[]): Fragment =>
  openStore(sql, `${alias}.store_id`, closed)

export const toNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
