import postgres, { type Sql } from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { scales } from '@/seed/scales'

import { createTestDatabase, seedDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * The bulk seed gives every store and product its first version (the admin lists and edits them
 * through their versions). Whatever state a run stopped in, or whatever editors did since, a run
 * leaves each document with a version that holds exactly its own rows. On a database of its own.
 */

let database: TestDatabase
let sql: Sql
let bulk: typeof import('@/seed/bulk/load')
let versions: typeof import('@/seed/bulk/versions')

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database)
  sql = postgres(database.url, { max: 3, onnotice: () => {} })
  bulk = await import('@/seed/bulk/load')
  versions = await import('@/seed/bulk/versions')
}, 300_000)

afterAll(async () => {
  await sql?.end()
  await database?.destroy()
})

/** The bulk load's context for products (stores' logos play no part). */
async function context() {
  const categories = await sql<{ id: number; slug: string }[]>`
    select id, seo_slug as slug from post_categories`
  return {
    sql,
    categoryIds: new Map(categories.map(({ id, slug }) => [slug, id])),
    ownLogos: new Map<number, number>(),
    logoPool: [],
    productImages: new Map<string, number>(),
    skipTriggers: true,
  }
}

/**
 * Each product beside its latest version, their names, offers and images written out: the two sides
 * of each row must be equal.
 */
async function productsAgainstVersions() {
  return sql<{ product: string; version: string | null; versions: number }[]>`
    select
      (select string_agg(concat_ws('|', l._locale, l.name, l.description), ';' order by l._locale)
         from products_locales l where l._parent_id = p.id)
      || '#' || coalesce((select string_agg(concat_ws('|', o.store_id, o.country, o.price, o.url), ';'
         order by o._order) from products_offers o where o._parent_id = p.id), '')
      || '#' || coalesce((select string_agg(r.media_id::text, ';' order by r."order")
         from products_rels r where r.parent_id = p.id), '') as product,
      (select string_agg(concat_ws('|', l._locale, l.version_name, l.version_description), ';'
         order by l._locale) from "_products_v_locales" l where l._parent_id = v.id)
      || '#' || coalesce((select string_agg(concat_ws('|', o.store_id, o.country, o.price, o.url), ';'
         order by o._order) from "_products_v_version_offers" o where o._parent_id = v.id), '')
      || '#' || coalesce((select string_agg(r.media_id::text, ';' order by r."order")
         from "_products_v_rels" r where r.parent_id = v.id), '') as version,
      (select count(*)::int from "_products_v" w where w.parent_id = p.id) as versions
    from products p
    left join "_products_v" v on v.parent_id = p.id and v.latest
    order by p.id`
}

async function expectEveryProductVersioned() {
  const rows = await productsAgainstVersions()
  expect(rows.length).toBeGreaterThan(0)
  expect(rows.filter((row) => row.versions !== 1)).toEqual([])
  expect(rows.filter((row) => row.version !== row.product)).toEqual([])
}

/** Each store beside its latest version, written out as above. */
async function storesAgainstVersions() {
  return sql<{ store: string; version: string | null; versions: number }[]>`
    select
      concat_ws('#', s.name, s.slug, s.website,
        (select string_agg(concat_ws('|', l._locale, l.short_description, l.description,
           l.meta_title), ';' order by l._locale) from stores_locales l where l._parent_id = s.id),
        (select string_agg(c.value::text, ';' order by c."order") from stores_countries c
         where c.parent_id = s.id),
        (select string_agg(concat_ws('|', l.city, l.address), ';' order by l._order)
         from stores_locations l where l._parent_id = s.id),
        (select string_agg(r.post_categories_id::text, ';' order by r."order") from stores_rels r
         where r.parent_id = s.id)) as store,
      concat_ws('#', v.version_name, v.version_slug, v.version_website,
        (select string_agg(concat_ws('|', l._locale, l.version_short_description,
           l.version_description, l.version_meta_title), ';' order by l._locale)
         from "_stores_v_locales" l where l._parent_id = v.id),
        (select string_agg(c.value::text, ';' order by c."order")
         from "_stores_v_version_countries" c where c.parent_id = v.id),
        (select string_agg(concat_ws('|', l.city, l.address), ';' order by l._order)
         from "_stores_v_version_locations" l where l._parent_id = v.id),
        (select string_agg(r.post_categories_id::text, ';' order by r."order")
         from "_stores_v_rels" r where r.parent_id = v.id and r.path = 'version.categories'))
        as version,
      (select count(*)::int from "_stores_v" w where w.parent_id = s.id) as versions
    from stores s
    left join "_stores_v" v on v.parent_id = s.id and v.latest
    order by s.id`
}

describe('store versions of the bulk seed', () => {
  it('the demo gives every store one version of its own id with its texts, countries, locations and categories', async () => {
    const rows = await storesAgainstVersions()
    expect(rows).toHaveLength(scales.demo.stores)
    expect(rows.filter((row) => row.versions !== 1)).toEqual([])
    expect(rows.filter((row) => row.version !== row.store)).toEqual([])
    const [{ sameIds }] = await sql<{ sameIds: boolean }[]>`
      select bool_and(v.id = v.parent_id) as "sameIds" from "_stores_v" v`
    expect(sameIds).toBe(true)
  })
})

describe('product versions of the bulk seed', () => {
  it('the demo gives every product one version of its own id with its names, offers and images', async () => {
    const [{ demoProducts, sameIds }] = await sql<{ demoProducts: number; sameIds: boolean }[]>`
      select count(*)::int as "demoProducts",
        bool_and(exists (select 1 from "_products_v" v where v.id = p.id and v.parent_id = p.id))
          as "sameIds"
      from products p`
    expect(demoProducts).toBe(scales.demo.products)
    expect(sameIds).toBe(true)
    await expectEveryProductVersioned()
  })

  it('a run stopped after some version tables were filled fills the others and nothing twice', async () => {
    await sql`truncate "_products_v_version_offers", "_products_v_rels"`
    await versions.copyVersions(await context(), versions.productTables)
    await expectEveryProductVersioned()
  })

  it('products added to a loaded database get versions too', async () => {
    const added = await bulk.loadProducts(
      await context(),
      scales.demo.products + 5,
      scales.demo.stores,
    )
    expect(added).toBe(5)
    await versions.copyVersions(await context(), versions.productTables)
    expect(await productsAgainstVersions()).toHaveLength(scales.demo.products + 5)
    await expectEveryProductVersioned()
  })

  it('after an editor saved a product, added products get versions and the edited one keeps its own', async () => {
    const [edited] = await sql<{ id: number }[]>`select id from products order by id limit 1`
    // An editor's save: a newer version of the first product, of a fresh id.
    await sql`update "_products_v" set latest = false where parent_id = ${edited.id}`
    await sql`
      insert into "_products_v" (parent_id, version_slug, version_brand, version_category_id,
        version__status, latest, autosave, created_at, updated_at)
      select parent_id, version_slug, version_brand, version_category_id, version__status, true,
        false, now(), now()
      from "_products_v" where parent_id = ${edited.id}`
    const [latest] = await sql<{ id: number }[]>`
      select id from "_products_v" where parent_id = ${edited.id} and latest`
    await sql`
      insert into "_products_v_locales" (version_name, version_description, _locale, _parent_id)
      select version_name, version_description, _locale, ${latest.id}
      from "_products_v_locales" where _parent_id = ${edited.id}`
    await sql`
      insert into "_products_v_version_offers" (_order, _parent_id, store_id, country, price,
        currency, shipping, delivery_days, availability, checked_at, url, _uuid)
      select _order, ${latest.id}, store_id, country, price, currency, shipping, delivery_days,
        availability, checked_at, url, _uuid
      from "_products_v_version_offers" where _parent_id = ${edited.id}`
    await sql`
      insert into "_products_v_rels" ("order", parent_id, path, media_id)
      select "order", ${latest.id}, path, media_id from "_products_v_rels"
      where parent_id = ${edited.id}`

    const total = scales.demo.products + 10
    expect(await bulk.loadProducts(await context(), total, scales.demo.stores)).toBe(5)
    await versions.copyVersions(await context(), versions.productTables)
    const rows = await productsAgainstVersions()
    expect(rows).toHaveLength(total)
    expect(rows.filter((row) => row.versions !== 1)).toHaveLength(1)
    expect(rows.filter((row) => row.version !== row.product)).toEqual([])
  })
})
