/**
 * The first version of every bulk-loaded store and product (the admin lists and edits documents with
 * drafts through their versions), copied inside PostgreSQL once a load is done: copied per batch
 * instead, every batch scanned the child tables whose indexes wait for the end of the load.
 */
import type { Sql } from 'postgres'

import { type Job, twoAtATime } from '@/lib/indexes'

import type { BulkContext } from './load'
import { relaxDurability } from './copy'

/** A collection's tables, and how a version's rows are made from its document's. */
export interface VersionedTables {
  /** The documents' table (alias `p` below) and their versions'. */
  table: string
  versions: string
  /** The versions' columns, and their values from document `p` whose version id is `m.version_id`. */
  columns: string
  row: string
  /**
   * Each of the versions' child tables: the document's child table it copies (alias `c`), the
   * column holding the document's id there, and the insert's columns and values, where `parent` is
   * the version's id.
   */
  children: Record<
    string,
    {
      source: string
      parentColumn: string
      columns: string
      row: (parent: string) => string
      /** Tables whose rows reference this one's (empty while it is): truncated with it. */
      dependents?: string[]
    }
  >
}

/**
 * Into an empty versions table (or to finish a run stopped during this step: every document has its
 * version, of its own id), the versions are mirrored table by table: the jobs returned do that.
 * Otherwise (versions that editors made, documents added to a loaded database) the documents without
 * one get theirs here, with fresh ids.
 */
export async function versionJobs(
  context: BulkContext,
  collections: readonly VersionedTables[],
): Promise<Job[]> {
  const mains: Job[] = []
  const children: (Job & { bytes: number })[] = []
  for (const tables of collections) {
    const [state] = await context.sql.unsafe<{ high: number | null; mirrored: boolean }[]>(`
      select max(id) as high,
        not exists (select 1 from "${tables.versions}")
        or (not exists (select 1 from "${tables.versions}" where id <> parent_id)
            and not exists (select 1 from "${tables.table}" p
                            where not exists (select 1 from "${tables.versions}" v where v.id = p.id)))
          as mirrored
      from "${tables.table}"`)
    if (state?.high == null) continue
    if (!state.mirrored) {
      await joinVersions(context, tables)
      continue
    }
    const jobs = await mirrorJobs(context, tables, state.high)
    mains.push(jobs.main)
    children.push(...jobs.children)
  }
  // The largest tables first: the last job to end is then a short one.
  return [...mains, ...children.sort((a, b) => b.bytes - a.bytes)]
}

/** The versions of these collections, made by `versionJobs` on two connections. */
export async function copyVersions(
  context: BulkContext,
  ...collections: VersionedTables[]
): Promise<void> {
  await twoAtATime(context.sql, await versionJobs(context, collections))
}

/**
 * Runs `work` in one transaction on this very connection (a reserved connection's `begin()` would
 * take another one from the pool).
 */
async function inTransaction(db: Sql, work: (tx: Sql) => Promise<void>): Promise<void> {
  await db`begin`
  try {
    await work(db)
    await db`commit`
  } catch (error) {
    await db`rollback`
    throw error
  }
}

/**
 * Version id = document id: each table is copied as it is, without a join. Each child table is
 * filled whole by one transaction that first truncates it, and so writes into a file of its own that
 * PostgreSQL need not log (wal_level=minimal, the embedded server's): half the writes. A table a
 * stopped run filled is left as it is. The child tables wait for the versions table (their rows
 * reference its rows).
 */
async function mirrorJobs(
  context: BulkContext,
  tables: VersionedTables,
  high: number,
): Promise<{ main: Job; children: (Job & { bytes: number })[] }> {
  const { sql } = context
  // Past every id taken here (never back), for the versions editors make later.
  const [{ sequence }] = await sql.unsafe<{ sequence: string }[]>(
    `select pg_get_serial_sequence('"${tables.versions}"', 'id') as sequence`,
  )
  await sql.unsafe(
    `select setval('${sequence}', greatest($1::bigint, (select last_value from ${sequence})))`,
    [high],
  )
  const sizes = await sql.unsafe<{ name: string; bytes: string }[]>(
    `select name, pg_total_relation_size(source::regclass) as bytes
     from unnest($1::text[], $2::text[]) as t(name, source)`,
    [
      Object.keys(tables.children),
      Object.values(tables.children).map((child) => `"${child.source}"`),
    ],
  )
  const main: Job = {
    finishes: tables.versions,
    run: (db) =>
      inTransaction(db, async (tx) => {
        await relaxDurability(tx, context.skipTriggers)
        await tx.unsafe(`
          insert into "${tables.versions}" (${tables.columns})
          select ${tables.row} from (select id, id as version_id from "${tables.table}") m
          join "${tables.table}" p on p.id = m.id
          where not exists (select 1 from "${tables.versions}" v where v.id = p.id)`)
      }),
  }
  const children = sizes.map(({ name, bytes }) => ({
    bytes: Number(bytes),
    needs: [tables.versions],
    finishes: name,
    run: (db: Sql) =>
      inTransaction(db, async (tx) => {
        const child = tables.children[name]
        await relaxDurability(tx, context.skipTriggers)
        const [{ empty }] = await tx.unsafe<{ empty: boolean }[]>(
          `select not exists (select 1 from "${name}") as empty`,
        )
        if (!empty) return
        await tx.unsafe(`truncate ${[name, ...(child.dependents ?? [])].map((t) => `"${t}"`)}`)
        await tx.unsafe(`
          insert into "${name}" (${child.columns})
          select ${child.row(`c.${child.parentColumn}`)} from "${child.source}" c`)
      }),
  }))
  return { main, children }
}

/**
 * The documents without a version get one with a fresh id, in two transactions (one per half of the
 * documents, one per core), each whole or absent, so a re-run copies what is missing.
 */
async function joinVersions(context: BulkContext, tables: VersionedTables): Promise<void> {
  const { sql } = context
  const [range] = await sql.unsafe<{ low: number; high: number }[]>(
    `select min(id) as low, max(id) as high from "${tables.table}"`,
  )
  const middle = Math.floor((range.low + range.high) / 2)
  const halves: [number, number][] = [
    [range.low, middle],
    [middle + 1, range.high],
  ]
  await Promise.all(
    halves.map(([from, to]) =>
      sql.begin(async (tx) => {
        await relaxDurability(tx, context.skipTriggers)
        await tx.unsafe(
          `create temporary table new_versions on commit drop as
           select p.id, nextval(pg_get_serial_sequence('"${tables.versions}"', 'id'))::int as version_id
           from "${tables.table}" p
           where p.id between $1 and $2
             and not exists (select 1 from "${tables.versions}" v where v.parent_id = p.id)`,
          [from, to],
        )
        await tx.unsafe('analyze new_versions')
        await tx.unsafe(`
          insert into "${tables.versions}" (${tables.columns})
          select ${tables.row} from new_versions m join "${tables.table}" p on p.id = m.id`)
        for (const [name, child] of Object.entries(tables.children)) {
          await tx.unsafe(`
            insert into "${name}" (${child.columns})
            select ${child.row('m.version_id')} from "${child.source}" c
            join new_versions m on m.id = c.${child.parentColumn}`)
        }
      }),
    ),
  )
}

/** The stores' versions. */
export const storeTables: VersionedTables = {
  table: 'stores',
  versions: '_stores_v',
  columns: `id, parent_id, version_name, version_generate_slug, version_slug, version_logo_id,
    version_website, version_affiliate_url, version_contact_url, version_featured,
    version_popularity, version_updated_at, version_created_at, version__status, created_at,
    updated_at, latest, autosave`,
  row: `m.version_id, p.id, p.name, p.generate_slug, p.slug, p.logo_id, p.website, p.affiliate_url,
    p.contact_url, p.featured, p.popularity, p.updated_at, p.created_at,
    p._status::text::"enum__stores_v_version_status", p.updated_at, p.updated_at, true, false`,
  children: {
    _stores_v_locales: {
      source: 'stores_locales',
      parentColumn: '_parent_id',
      columns: `version_short_description, version_description, version_meta_title,
        version_meta_description, version_meta_image_id, _locale, _parent_id`,
      row: (parent) => `c.short_description, c.description, c.meta_title, c.meta_description,
        c.meta_image_id, c._locale, ${parent}`,
    },
    _stores_v_version_countries: {
      source: 'stores_countries',
      parentColumn: 'parent_id',
      columns: '"order", parent_id, value',
      row: (parent) => `c."order", ${parent}, c.value::text::"enum__stores_v_version_countries"`,
    },
    _stores_v_version_locations: {
      source: 'stores_locations',
      parentColumn: '_parent_id',
      columns:
        '_order, _parent_id, address, postal_code, city, country, latitude, longitude, _uuid',
      // The locations' localized fields, which the seed leaves empty.
      dependents: ['_stores_v_version_locations_locales'],
      row: (parent) => `c._order, ${parent}, c.address, c.postal_code, c.city,
        c.country::text::"enum__stores_v_version_locations_country", c.latitude, c.longitude, c.id`,
    },
    // A version's relationships live under the `version.` path, as Payload's versions read them.
    _stores_v_rels: {
      source: 'stores_rels',
      parentColumn: 'parent_id',
      columns: '"order", parent_id, path, post_categories_id',
      row: (parent) => `c."order", ${parent}, 'version.' || c.path, c.post_categories_id`,
    },
  },
}

/** The products' versions. */
export const productTables: VersionedTables = {
  table: 'products',
  versions: '_products_v',
  columns: `id, parent_id, version_generate_slug, version_slug, version_brand, version_gtin,
    version_mpn, version_category_id, version_popularity, version_updated_at, version_created_at, version__status, created_at,
    updated_at, latest, autosave`,
  row: `m.version_id, p.id, p.generate_slug, p.slug, p.brand, p.gtin, p.mpn, p.category_id,
    p.popularity,
    p.updated_at, p.created_at, p._status::text::"enum__products_v_version_status", p.updated_at,
    p.updated_at, true, false`,
  children: {
    _products_v_locales: {
      source: 'products_locales',
      parentColumn: '_parent_id',
      columns: 'version_name, version_description, _locale, _parent_id',
      row: (parent) => `c.name, c.description, c._locale, ${parent}`,
    },
    _products_v_version_offers: {
      source: 'products_offers',
      parentColumn: '_parent_id',
      columns: `_order, _parent_id, store_id, country, price, currency, shipping, delivery_days,
        availability, checked_at, url, _uuid`,
      row: (parent) => `c._order, ${parent}, c.store_id,
        c.country::text::"enum__products_v_version_offers_country", c.price,
        c.currency::text::"enum__products_v_version_offers_currency", c.shipping, c.delivery_days,
        c.availability::text::"enum__products_v_version_offers_availability", c.checked_at, c.url,
        c.id`,
    },
    _products_v_rels: {
      source: 'products_rels',
      parentColumn: 'parent_id',
      columns: '"order", parent_id, path, media_id',
      row: (parent) => `c."order", ${parent}, 'version.' || c.path, c.media_id`,
    },
  },
}
