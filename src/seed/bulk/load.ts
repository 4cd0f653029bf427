/**
 * Bulk loading of stores and products with COPY into the tables Payload's migrations created, so the
 * admin, REST and the Local API read the rows exactly as if editors had made them (versions included).
 * Every batch is one transaction: an interrupted load leaves whole batches only, and a re-run skips
 * the items (by slug) that are already there.
 */
import type { Sql } from 'postgres'

import { localeCodes } from '@/i18n/locales'
import { metaDescription, metaTitle } from '@/lib/seo'

import type { Localized } from '../content/types'
import { storeDescription, storeShortDescription } from '../content/stores'
import { Progress } from '../progress'
import { relaxDurability, reserveIds, TableRows } from './copy'
import { generateProduct, generateStore, rowId, subcategories } from './generate'

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
export const STORE_BATCH = 2500
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
        const versionIds = await reserveIds(tx, '_stores_v', fresh.length)
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
        const versions = new TableRows('_stores_v', [
          'id',
          'parent_id',
          'version_name',
          'version_generate_slug',
          'version_slug',
          'version_logo_id',
          'version_website',
          'version_affiliate_url',
          'version_contact_url',
          'version_featured',
          'version_popularity',
          'version_updated_at',
          'version_created_at',
          'version__status',
          'created_at',
          'updated_at',
          'latest',
          'autosave',
        ])
        const versionLocales = new TableRows('_stores_v_locales', [
          'version_short_description',
          'version_description',
          'version_meta_title',
          'version_meta_description',
          '_locale',
          '_parent_id',
        ])
        const versionCountries = new TableRows('_stores_v_version_countries', [
          'order',
          'parent_id',
          'value',
        ])
        const versionLocations = new TableRows('_stores_v_version_locations', [
          '_order',
          '_parent_id',
          'address',
          'postal_code',
          'city',
          'country',
          'latitude',
          'longitude',
          '_uuid',
        ])
        const versionRels = new TableRows('_stores_v_rels', [
          'order',
          'parent_id',
          'path',
          'post_categories_id',
        ])

        fresh.forEach((store, position) => {
          const id = ids[position]
          const versionId = versionIds[position]
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
          versions.add(versionId, id, ...common, now, now, true, false)

          const categoryIds = store.categories
            .map((slug) => context.categoryIds.get(slug))
            .filter((value): value is number => value !== undefined)
          const firstCategory = store.categories[0]
          for (const locale of localeCodes) {
            const category = nameOf.get(firstCategory)?.[locale] ?? ''
            const short = fill(storeShortDescription[locale], { name: store.name, category })
            const long = fill(storeDescription[locale], { name: store.name, category })
            const row = [
              short,
              long,
              metaTitle(store.name),
              metaDescription(short),
              locale,
            ] as const
            locales.add(...row, id)
            versionLocales.add(...row, versionId)
          }
          store.countries.forEach((country, order) => {
            countries.add(order + 1, id, country)
            versionCountries.add(order + 1, versionId, country)
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
            versionLocations.add(order + 1, versionId, ...place, uuid)
          })
          categoryIds.forEach((categoryId, order) => {
            rels.add(order + 1, id, 'categories', categoryId)
            versionRels.add(order + 1, versionId, 'categories', categoryId)
          })
        })
        for (const table of [
          stores,
          locales,
          countries,
          locations,
          rels,
          versions,
          versionLocales,
          versionCountries,
          versionLocations,
          versionRels,
        ]) {
          await table.copyInto(tx)
        }
      })
      inserted += fresh.length
      return fresh.length
    },
    progress,
  )
  return inserted
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
        const products = new TableRows('products', [
          'id',
          'generate_slug',
          'slug',
          'brand',
          'category_id',
          'popularity',
          'updated_at',
          'created_at',
        ])
        const locales = new TableRows('products_locales', [
          'name',
          'description',
          '_locale',
          '_parent_id',
        ])
        const offers = new TableRows('products_offers', [
          '_order',
          '_parent_id',
          'id',
          'store_id',
          'country',
          'price',
          'currency',
          'url',
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
            context.categoryIds.get(subcategory.seoSlug),
            product.popularity,
            now,
            product.createdAt,
          )
          for (const locale of localeCodes) {
            const name = `${product.brand} ${subcategory.productNoun[locale]} ${product.model}`
            locales.add(name, subcategory.description[locale], locale, id)
          }
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
            )
          })
          const image = context.productImages.get(subcategory.seoSlug)
          if (image) rels.add(1, id, 'images', image)
        })
        for (const table of [products, locales, offers, rels]) await table.copyInto(tx)
      })
      inserted += fresh.length
      return fresh.length
    },
    progress,
  )
  return inserted
}
