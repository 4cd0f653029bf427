/**
 * Bulk loading of stores and products with COPY into the tables Payload's migrations created, so the
 * admin, REST and the Local API read the rows exactly as if editors had made them (their versions are
 * copied after: ./versions.ts).
 * Every batch is one transaction: an interrupted load leaves whole batches only, and a re-run skips
 * the items (by slug) that are already there.
 */
import type { Sql } from 'postgres'

import { localeCodes } from '@/i18n/locales'
import { metaDescription, metaTitle } from '@/lib/seo'

import type { Localized } from '../content/types'
import { storeDescription, storeShortDescription } from '../content/stores'
import { Progress } from '../progress'
import { type Queryable, relaxDurability, reserveIds, TableRows } from './copy'
import {
  CHECKED_WITHIN_DAYS,
  generateProduct,
  generateStore,
  rowId,
  subcategories,
} from './generate'

export interface BulkContext {
  sql: Sql
  /** Subcategory seoSlug → post_categories.id */
  categoryIds: Map<string, number>
  /** Logo media id for store `index`, when it has one of its own. */
  ownLogos: Map<number, number>
  /** Shared logo media ids for every other store. */
  logoPool: number[]
  /** Subcategory seoSlug → product image media id. */
  productImages: Map<string, number>
  /** Whether batches may skip foreign-key triggers (see relaxDurability). */
  skipTriggers: boolean
}

/** Set on Ctrl-C: batches in flight finish (or roll back), no new one starts. */
export const interruption = { requested: false }

// Large batches: each COPY costs a fixed round trip (~90 ms through postgres.js), whatever its size.
export const STORE_BATCH = 1700
export const PRODUCT_BATCH = 10000

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

const nameOf = new Map(subcategories.map((sub) => [sub.seoSlug, sub.name] as [string, Localized]))

/** Generates items `first`…`last` and keeps those whose slug is not in `table` yet (a re-run resumes). */
async function freshItems<T extends { slug: string }>(
  sql: Sql,
  table: 'stores' | 'products',
  first: number,
  last: number,
  generate: (index: number) => T,
): Promise<T[]> {
  const generated = Array.from({ length: last - first + 1 }, (_, offset) =>
    generate(first + offset),
  )
  const rows = await sql.unsafe<{ slug: string }[]>(
    `select slug from "${table}" where slug = any($1::text[])`,
    [generated.map((item) => item.slug)],
  )
  const present = new Set(rows.map((row) => row.slug))
  return generated.filter((item) => !present.has(item.slug))
}

/**
 * Runs the batches two at a time, each on its own connection: while PostgreSQL ingests one batch
 * (one core), the other is generated and sent, so both cores work.
 */
async function forEachBatch(
  total: number,
  batchSize: number,
  load: (first: number, last: number) => Promise<number>,
  progress: Progress,
  concurrency = 2,
): Promise<void> {
  let next = 1
  const worker = async () => {
    while (next <= total && !interruption.requested) {
      const first = next
      const last = Math.min(total, first + batchSize - 1)
      next = last + 1
      await load(first, last)
      progress.advance(last - first + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  progress.finish()
}

/** Loads stores 1…`total`; returns how many were inserted by this run. */
export async function loadStores(context: BulkContext, total: number): Promise<number> {
  const { sql } = context
  let inserted = 0
  const progress = new Progress('stores  ', total)
  await forEachBatch(
    total,
    STORE_BATCH,
    async (first, last) => {
      const fresh = await freshItems(sql, 'stores', first, last, generateStore)
      if (fresh.length === 0) return 0

      await sql.begin(async (tx) => {
        await relaxDurability(tx, context.skipTriggers)
        const ids = await reserveIds(tx, 'stores', fresh.length)
        const now = new Date().toISOString()
        const stores = new TableRows('stores', [
          'id',
          'name',
          'generate_slug',
          'slug',
          'logo_id',
          'website',
          'affiliate_url',
          'contact_url',
          'featured',
          'popularity',
          'updated_at',
          'created_at',
          '_status',
        ])
        const locales = new TableRows('stores_locales', [
          'short_description',
          'description',
          'meta_title',
          'meta_description',
          'meta_image_id',
          '_locale',
          '_parent_id',
        ])
        const countries = new TableRows('stores_countries', ['order', 'parent_id', 'value'])
        const locations = new TableRows('stores_locations', [
          '_order',
          '_parent_id',
          'id',
          'address',
          'postal_code',
          'city',
          'country',
          'latitude',
          'longitude',
        ])
        const rels = new TableRows('stores_rels', [
          'order',
          'parent_id',
          'path',
          'post_categories_id',
        ])
        fresh.forEach((store, position) => {
          const id = ids[position]
          const logo =
            context.ownLogos.get(store.index) ??
            context.logoPool[store.index % context.logoPool.length]
          const website = `https://www.${store.slug}.example/`
          const affiliate = `https://www.${store.slug}.example/?ref=shopping-guide`
          const common = [
            store.name,
            false,
            store.slug,
            logo,
            website,
            affiliate,
            null,
            store.featured,
            store.popularity,
            now,
            store.createdAt,
            'published',
          ] as const
          stores.add(id, ...common)

          const categoryIds = store.categories
            .map((slug) => context.categoryIds.get(slug))
            .filter((value): value is number => value !== undefined)
          const firstCategory = store.categories[0]
          for (const locale of localeCodes) {
            const category = nameOf.get(firstCategory)?.[locale] ?? ''
            const short = fill(storeShortDescription[locale], { name: store.name, category })
            const long = fill(storeDescription[locale], { name: store.name, category })
            // What the admin's SEO panel checks: a title and description of the right length, an image.
            const row = [
              short,
              long,
              metaTitle(store.name, locale, 'store'),
              metaDescription(long),
              logo,
              locale,
            ] as const
            locales.add(...row, id)
          }
          store.countries.forEach((country, order) => {
            countries.add(order + 1, id, country)
          })
          store.locations.forEach((location, order) => {
            const uuid = rowId(1, store.index, order)
            const place = [
              location.address,
              location.postalCode,
              location.city,
              location.country,
              location.latitude,
              location.longitude,
            ] as const
            locations.add(order + 1, id, uuid, ...place)
          })
          categoryIds.forEach((categoryId, order) => {
            rels.add(order + 1, id, 'categories', categoryId)
          })
        })
        for (const table of [stores, locales, countries, locations, rels]) await table.copyInto(tx)
      })
      inserted += fresh.length
      return fresh.length
    },
    progress,
    // A store batch is many short statements (five tables): a third in flight keeps both cores
    // busy between them.
    3,
  )
  return inserted
}

/** Position of each subcategory in `subcategories`, the key of the product texts below. */
const subcategoryIndex = new Map(subcategories.map((sub, index) => [sub.seoSlug, index]))

/** Every subcategory's product noun in every language, as parallel arrays. */
const productTexts = (() => {
  const kind: number[] = []
  const locale: string[] = []
  const order: number[] = []
  const noun: string[] = []
  subcategories.forEach((sub, index) =>
    localeCodes.forEach((code, position) => {
      kind.push(index)
      locale.push(code)
      order.push(position)
      noun.push(sub.productNoun[code])
    }),
  )
  return [kind, locale, order, noun]
})()

/**
 * The products' names in the 11 languages ("{brand} {noun} {model}"): 11 rows per product, built
 * inside PostgreSQL from the products just copied rather than generated and parsed as text. A
 * generated product has no description of its own (its page shows its category's): a copy of the
 * category's in each of its 5.5 million rows, and in its versions', was a tenth of the full-scale
 * seed's time.
 */
async function insertProductTexts(
  tx: Queryable,
  ids: number[],
  models: string[],
  kinds: number[],
): Promise<void> {
  await tx.unsafe(
    `insert into products_locales (name, _locale, _parent_id)
     select p.brand || ' ' || t.noun || ' ' || m.model, t.locale::"_locales", p.id
     from unnest($1::int[], $2::text[], $3::int[]) as m(id, model, kind)
     join products p on p.id = m.id
     join unnest($4::int[], $5::text[], $6::int[], $7::text[]) as t(kind, locale, ord, noun)
       on t.kind = m.kind
     order by p.id, t.ord`,
    [ids, models, kinds, ...productTexts],
  )
}

/** Store index → stores.id for the generated stores present in the database. */
async function storesByIndex(
  sql: Sql,
  storeCount: number,
): Promise<({ id: number; slug: string } | undefined)[]> {
  const rows = await sql<{ id: number; slug: string }[]>`select id, slug from stores`
  const bySlug = new Map(rows.map((row) => [row.slug, row]))
  const stores: ({ id: number; slug: string } | undefined)[] = [undefined]
  for (let index = 1; index <= storeCount; index++)
    stores.push(bySlug.get(generateStore(index).slug))
  return stores
}

/** Loads products 1…`total` with offers from stores 1…`storeCount`; returns how many were inserted. */
export async function loadProducts(
  context: BulkContext,
  total: number,
  storeCount: number,
): Promise<number> {
  const { sql } = context
  const storesAt = await storesByIndex(sql, storeCount)
  let inserted = 0
  const progress = new Progress('products', total)
  await forEachBatch(
    total,
    PRODUCT_BATCH,
    async (first, last) => {
      const fresh = await freshItems(sql, 'products', first, last, (index) =>
        generateProduct(index, storeCount),
      )
      if (fresh.length === 0) return 0

      await sql.begin(async (tx) => {
        await relaxDurability(tx, context.skipTriggers)
        const ids = await reserveIds(tx, 'products', fresh.length)
        const now = new Date().toISOString()
        // The few "checked n days ago" dates, made once per batch instead of once per offer.
        const checkedAt = Array.from({ length: CHECKED_WITHIN_DAYS }, (_, days) =>
          new Date(Date.parse(now) - days * 86_400_000).toISOString(),
        )
        const products = new TableRows('products', [
          'id',
          'generate_slug',
          'slug',
          'brand',
          'gtin',
          'mpn',
          'category_id',
          'popularity',
          'updated_at',
          'created_at',
          '_status',
        ])
        const models: string[] = []
        const kinds: number[] = []
        const offers = new TableRows('products_offers', [
          '_order',
          '_parent_id',
          'id',
          'store_id',
          'country',
          'price',
          'currency',
          'url',
          'shipping',
          'delivery_days',
          'availability',
          'checked_at',
        ])
        const rels = new TableRows('products_rels', ['order', 'parent_id', 'path', 'media_id'])

        fresh.forEach((product, position) => {
          const id = ids[position]
          const { subcategory } = product
          products.add(
            id,
            false,
            product.slug,
            product.brand,
            product.gtin,
            product.mpn,
            context.categoryIds.get(subcategory.seoSlug),
            product.popularity,
            now,
            product.createdAt,
            'published',
          )
          models.push(product.model)
          kinds.push(subcategoryIndex.get(subcategory.seoSlug)!)
          let order = 0
          product.offers.forEach((offer, index) => {
            const store = storesAt[offer.storeIndex]
            if (!store) return
            order += 1
            offers.add(
              order,
              id,
              rowId(2, product.index, index),
              store.id,
              offer.country,
              offer.price,
              offer.currency,
              `https://www.${store.slug}.example/p/${product.slug}`,
              offer.shipping,
              offer.deliveryDays,
              offer.availability,
              checkedAt[offer.checkedDaysAgo],
            )
          })
          const image = context.productImages.get(subcategory.seoSlug)
          if (image) rels.add(1, id, 'images', image)
        })
        await products.copyInto(tx)
        await insertProductTexts(tx, ids, models, kinds)
        for (const table of [offers, rels]) await table.copyInto(tx)
      })
      inserted += fresh.length
      return fresh.length
    },
    progress,
  )
  return inserted
}
