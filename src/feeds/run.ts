/**
 * One run of a merchant feed: fetch (or read its file), read it as a stream, check every item, match
 * each to a product (GTIN, then brand + MPN, then the store's earlier offer for the same item id),
 * and replace the feed's offers in its country in one transaction. Only what changed is written; an
 * unchanged re-run writes no row. A run that fails as a whole (the download, the format, too many
 * rejected items, a feed much shorter than the last good one) changes no offer and says why.
 *
 * The items go through a temporary table on one reserved connection of the feeds' own small pool
 * (feedsDb), copied in as they are read: the process holds a block of them at a time, whatever the
 * feed's size.
 */
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { finished } from 'node:stream/promises'

import type { Payload } from 'payload'
import type { ReservedSql } from 'postgres'

import { expire, type CacheTag } from '@/cache'
import { env } from '@/config/env'
import { changedOffersTags } from '@/data/memo'
import { behindShoppers, feedsDb } from '@/lib/db'
import { recordPrices } from '@/prices/record'

import { feedFilesDir } from './files'
import { FeedFetchError, allowedHosts, defaultFetchLimits, fetchFeed } from './fetch'
import type { Rejection } from './items'
import { FeedFormatError, type FeedFormat } from './parse'
import { ITEM_COLUMNS, REPORT_LIMIT, readApart, type ReadSummary } from './read'
import { nextRunAfter } from './schedule'

/** Products one run may create for unmatched items; the rest are listed for an editor. */
export const CREATE_LIMIT = 500
/**
 * Beyond this many changed products a run expires every product answer at once: one tag per page
 * would cost more than the pages' renders, and such a run changes most of them anyway.
 */
const PRODUCT_TAGS_MAX = 1_000
/** The advisory lock class of feed runs: one run of a feed at a time, on any instance. */
export const FEED_LOCK_CLASS = 7_315

export interface RunCounts {
  items: number
  matched: number
  created: number
  updated: number
  unchanged: number
  removed: number
  rejected: number
}

export interface Unmatched {
  line: number
  id: string
  title: string
  gtin: string | null
  brand: string | null
  mpn: string | null
  /** The offer as the item gives it, for an editor who matches the item or creates its product. */
  price: number
  currency: string
  shipping: number | null
  link: string
  availability: string
  condition: string
  /** The site's category the feed's mapping gives the item, if any. */
  categoryId: number | null
  /** The product an editor matched the item to or created for it. */
  productId?: number
  productSlug?: string
}

interface FeedDoc {
  id: number
  title?: string | null
  store: number | { id: number }
  country: string
  url?: string | null
  file?: number | { id: number; filename?: string | null } | null
  schedule?: string | null
  createProducts?: boolean | null
  categoryMapping?: { source: string; category: number | { id: number } }[] | null
  maxRejectedPercent?: number | null
  minValidPercent?: number | null
  lastValidItems?: number | null
  etag?: string | null
  lastModified?: string | null
}

/** Why the run failed as a whole (shown on the run and the feed). */
class RunFailure extends Error {}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

async function openSource(payload: Payload, feed: FeedDoc) {
  if (feed.file) {
    const file =
      typeof feed.file === 'object'
        ? feed.file
        : await payload.findByID({
            collection: 'feed-files',
            id: feed.file,
            depth: 0,
            overrideAccess: true,
          })
    if (!file?.filename) throw new RunFailure('The feed’s file is gone')
    return {
      notModified: false as const,
      body: createReadStream(path.join(feedFilesDir(), path.basename(file.filename))),
      etag: null,
      lastModified: null,
    }
  }
  if (!feed.url) throw new RunFailure('The feed has neither an address nor a file')
  return fetchFeed(feed.url, {
    etag: feed.etag,
    lastModified: feed.lastModified,
    allow: allowedHosts(env.FEED_ALLOW_HOSTS),
    limits: {
      ...defaultFetchLimits,
      maxBytes: env.FEED_MAX_MB * 1_048_576,
      totalTimeoutMs: env.FEED_TIMEOUT_SECONDS * 1000,
    },
  })
}

/** Runs the queued run `runId` to its end: succeeded or failed, with its report. */
export async function runFeed(payload: Payload, runId: number): Promise<void> {
  const run = await payload
    .findByID({
      collection: 'feed-runs',
      id: runId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!run || run.status !== 'queued') return
  const feed = (await payload
    .findByID({
      collection: 'feeds',
      id: idOf(run.feed),
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)) as unknown as FeedDoc | null
  const startedAt = new Date()
  const saveRun = (data: Record<string, unknown>) =>
    payload.update({ collection: 'feed-runs', id: runId, data, overrideAccess: true, depth: 0 })
  if (!feed) {
    await saveRun({
      status: 'failed',
      reason: 'The feed is gone',
      finishedAt: new Date().toISOString(),
    })
    return
  }
  const title = (status: string) =>
    `${feed.title ?? 'Feed'} · ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} · ${status}`
  await saveRun({ status: 'running', startedAt: startedAt.toISOString(), title: title('running') })

  const sql = await feedsDb().reserve()
  await behindShoppers(sql)
  let locked = false
  const rejected: Rejection[] = []
  const counts: RunCounts = {
    items: 0,
    matched: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    rejected: 0,
  }
  let unmatched: Unmatched[] = []
  let format: FeedFormat | undefined
  let validators = { etag: feed.etag ?? null, lastModified: feed.lastModified ?? null }
  let changedProducts: number[] = []
  // Where a run's time goes, in its log line: reading, matching, applying, then the prices.
  const phases: Record<string, number> = {}
  let mark = performance.now()
  const lap = (phase: string) => {
    const now = performance.now()
    phases[phase] = Math.round(now - mark)
    mark = now
  }
  try {
    const [{ locked: got }] = await sql<{ locked: boolean }[]>`
      select pg_try_advisory_lock(${FEED_LOCK_CLASS}, ${feed.id}) as locked`
    locked = got
    if (!locked) throw new RunFailure('Another run of this feed is going on')

    const source = await openSource(payload, feed)
    if (source.notModified) {
      counts.items = counts.unchanged = counts.matched = feed.lastValidItems ?? 0
    } else {
      validators = { etag: source.etag, lastModified: source.lastModified }
      const valid = await loadItems(
        sql,
        feed,
        source.body,
        rejected,
        counts,
        (found) => (format = found),
      )
      const share = counts.items ? (100 * counts.rejected) / counts.items : 0
      const maxRejected = feed.maxRejectedPercent ?? 50
      if (counts.items === 0) throw new RunFailure('The feed holds no items')
      if (share > maxRejected) {
        throw new RunFailure(
          `${counts.rejected} of ${counts.items} items were rejected (${share.toFixed(1)} %, more than ${maxRejected} %): the previous offers stay`,
        )
      }
      const minValid = feed.minValidPercent ?? 50
      if (feed.lastValidItems && valid < (feed.lastValidItems * minValid) / 100) {
        throw new RunFailure(
          `${valid} valid items, fewer than ${minValid} % of the last run's ${feed.lastValidItems} (a truncated download looks like that): the previous offers stay`,
        )
      }
      lap('read')
      unmatched = await matchItems(payload, sql, feed, counts)
      lap('match')
      changedProducts = await applyOffers(sql, feed, counts)
      lap('apply')
    }
  } catch (error) {
    const reason =
      error instanceof RunFailure ||
      error instanceof FeedFetchError ||
      error instanceof FeedFormatError
        ? error.message
        : `The run stopped: ${(error as Error).message}`
    if (!(
      error instanceof RunFailure ||
      error instanceof FeedFetchError ||
      error instanceof FeedFormatError
    )) {
      payload.logger.error({ err: error, feed: feed.id }, 'feed run failed')
    }
    await finish(payload, feed, runId, {
      status: 'failed',
      reason,
      counts,
      rejected,
      unmatched,
      format,
      title: title('failed'),
    })
    return
  } finally {
    await sql`drop table if exists feed_items, feed_rejected`.catch(() => {})
    if (locked) await sql`select pg_advisory_unlock(${FEED_LOCK_CLASS}, ${feed.id})`.catch(() => {})
    sql.release()
  }
  if (changedProducts.length) {
    // The day's lowest prices, and with them the deals; then the pages that show them. The offers
    // are live already: a failure here is logged, and the nightly round records the prices.
    try {
      await recordPrices(changedProducts)
    } catch (error) {
      payload.logger.error({ err: error, feed: feed.id }, 'feed run: recording the prices failed')
    }
    expire(await staleTags(feed.country, changedProducts).catch((): CacheTag[] => ['products']))
    lap('prices')
  }
  payload.logger.info({ feed: feed.id, run: runId, counts, ms: phases }, 'feed run succeeded')
  await finish(payload, feed, runId, {
    status: 'succeeded',
    counts,
    rejected,
    unmatched,
    format,
    title: title('succeeded'),
    validators,
  })
}

/** The cache tags of what shows the changed products' offers: their pages and lists, no others. */
async function staleTags(country: string, productIds: number[]): Promise<CacheTag[]> {
  if (productIds.length > PRODUCT_TAGS_MAX) return ['products']
  const products = await feedsDb()<{ id: number; slug: string; categoryId: number | null }[]>`
    select id, slug, category_id as "categoryId" from products where id = any(${productIds}::int[])`
  return changedOffersTags(country, products)
}

async function finish(
  payload: Payload,
  feed: FeedDoc,
  runId: number,
  result: {
    status: 'succeeded' | 'failed'
    reason?: string
    counts: RunCounts
    rejected: Rejection[]
    unmatched: Unmatched[]
    format?: FeedFormat
    title: string
    validators?: { etag: string | null; lastModified: string | null }
  },
) {
  const now = new Date()
  await payload.update({
    collection: 'feed-runs',
    id: runId,
    overrideAccess: true,
    depth: 0,
    data: {
      status: result.status,
      reason: result.reason ?? null,
      finishedAt: now.toISOString(),
      counts: result.counts,
      rejected: result.rejected.map(({ position, id, reason }) => ({ line: position, id, reason })),
      unmatched: result.unmatched,
      format: result.format ?? null,
      title: result.title,
    },
  })
  await payload.update({
    collection: 'feeds',
    id: feed.id,
    overrideAccess: true,
    depth: 0,
    context: { feedRun: true },
    data: {
      lastStatus: result.status,
      lastReason: result.reason ?? null,
      lastRunAt: now.toISOString(),
      nextRunAt: nextRunAfter(feed.schedule, now).toISOString(),
      ...(result.status === 'succeeded'
        ? {
            lastValidItems: result.counts.items - result.counts.rejected,
            etag: result.validators?.etag ?? null,
            lastModified: result.validators?.lastModified ?? null,
          }
        : {}),
    },
  })
}

/** Reads the feed into the temporary table feed_items; answers how many items were valid. */
async function loadItems(
  sql: ReservedSql,
  feed: FeedDoc,
  body: AsyncIterable<Buffer>,
  rejected: Rejection[],
  counts: RunCounts,
  onFormat: (format: FeedFormat) => void,
): Promise<number> {
  await sql`drop table if exists feed_items, feed_rejected`
  await sql`
    create temporary table feed_items (
      position int not null, item_id text not null, title text not null, link text not null,
      price numeric not null, currency text not null, shipping numeric, availability text not null,
      condition text not null, gtin text, mpn text, brand text, description text, category_id int,
      product_id int
    )`
  await sql`create temporary table feed_rejected (item_id text not null)`
  // The valid items go to the table by COPY as they are read, a block of lines at a time: each item
  // is garbage as soon as its line is written, so the process holds a block, whatever the feed's size.
  const copy =
    await sql`copy feed_items (${sql(ITEM_COLUMNS as unknown as string[])}) from stdin`.writable()
  const copied = finished(copy)
  let summary: ReadSummary
  try {
    summary = await readApart(
      body,
      {
        country: feed.country,
        categoryMapping: (feed.categoryMapping ?? []).map(({ source, category }) => ({
          source,
          category: idOf(category),
        })),
        maxBytes: env.FEED_MAX_UNPACKED_MB * 1_048_576,
        now: Date.now(),
      },
      {
        format: onFormat,
        lines: async (block) => {
          if (!copy.write(block)) await once(copy, 'drain')
        },
      },
    )
    copy.end()
    await copied
  } catch (error) {
    copy.destroy(error as Error)
    await copied.catch(() => {})
    throw error
  }
  counts.items += summary.items
  counts.rejected += summary.rejectedCount
  rejected.push(...summary.rejected.slice(0, REPORT_LIMIT - rejected.length))
  const rejectedIds = summary.rejectedIds
  for (let start = 0; start < rejectedIds.length; start += env.FEED_BATCH_SIZE) {
    const ids = rejectedIds.slice(start, start + env.FEED_BATCH_SIZE)
    await sql`insert into feed_rejected select unnest(${ids}::text[])`
  }
  await sql`create index on feed_items (item_id)`
  await sql`analyze feed_items`
  return summary.valid
}

/**
 * Gives each item its product: by GTIN, then by brand and MPN, then by the store's earlier offer for
 * the same item id; an item that matches none becomes a product where the feed allows it and its
 * category is mapped. Answers the items still unmatched (the report's list).
 */
async function matchItems(
  payload: Payload,
  sql: ReservedSql,
  feed: FeedDoc,
  counts: RunCounts,
): Promise<Unmatched[]> {
  const store = idOf(feed.store)
  await sql`
    update feed_items t set product_id = p.id from products p
    where t.gtin is not null and p.gtin = t.gtin`
  await sql`
    update feed_items t set product_id = p.id from products p
    where t.product_id is null and t.brand is not null and t.mpn is not null
      and p.brand = t.brand and p.mpn = t.mpn`
  await sql`
    update feed_items t set product_id = o._parent_id from products_offers o
    where t.product_id is null and o.store_id = ${store} and o.item_id = t.item_id`
  if (feed.createProducts) {
    const candidates = await sql<
      {
        position: number
        item_id: string
        title: string
        gtin: string | null
        mpn: string | null
        brand: string | null
        description: string | null
        category_id: number
      }[]
    >`
      select position, item_id, title, gtin, mpn, brand, description, category_id from feed_items
      where product_id is null and category_id is not null order by position limit ${CREATE_LIMIT}`
    for (const item of candidates) {
      const product = await payload
        .create({
          collection: 'products',
          overrideAccess: true,
          depth: 0,
          context: { disableRevalidate: true },
          data: {
            name: item.title,
            brand: item.brand,
            gtin: item.gtin,
            mpn: item.mpn,
            description: item.description,
            category: item.category_id,
            _status: 'published',
          } as never,
        })
        .catch(() => null)
      if (!product) continue
      counts.created += 1
      await sql`update feed_items set product_id = ${product.id} where item_id = ${item.item_id}`
    }
  }
  const [{ matched }] = await sql<{ matched: number }[]>`
    select count(*)::int as matched from feed_items where product_id is not null`
  counts.matched = matched - counts.created
  const rows = await sql<Unmatched[]>`
    select position as line, item_id as id, title, gtin, brand, mpn, price::float8 as price,
      currency, shipping::float8 as shipping, link, availability, condition,
      category_id as "categoryId"
    from feed_items where product_id is null order by position limit ${REPORT_LIMIT}`
  return [...rows]
}

/**
 * The feed's offers in its country become its matched items, in one transaction: changed ones
 * updated, new ones added, gone ones removed, unchanged ones not written. The latest version of each
 * product touched gets the same offers, so the admin shows what the site shows. Answers the products
 * whose offers changed.
 */
async function applyOffers(sql: ReservedSql, feed: FeedDoc, counts: RunCounts): Promise<number[]> {
  const store = idOf(feed.store)
  const country = feed.country
  const touched = new Set<number>()
  await sql`begin`
  try {
    // An offer an editor typed for a product the feed now lists becomes the feed's.
    // The item ids the feed keeps offers for (in any country), for the same reason as below.
    await sql`
      create temporary table feed_owned on commit drop as
      select distinct item_id from products_offers where feed_id = ${feed.id}`
    await sql`analyze feed_owned`
    const adopted = await sql<{ id: string; parent: number }[]>`
      update products_offers o set feed_id = ${feed.id}, item_id = t.item_id
      from (select distinct on (product_id) product_id, item_id from feed_items
            where product_id is not null order by product_id, position) t
      where o._parent_id = t.product_id and o.store_id = ${store} and o.country = ${country}
        and o.feed_id is null
        and not exists (select 1 from feed_owned x where x.item_id = t.item_id)
      returning o.id, o._parent_id as parent`
    // The feed's offers in the country as they are, once, in a table of the transaction's own: the
    // statements below join it by hash. Against products_offers itself the planner, whose
    // statistics predate the feed's rows, chose a nested loop over the feed's index per item:
    // 100 000 × 100 000 probes for an unchanged re-run.
    await sql`
      create temporary table feed_existing on commit drop as
      select id, _parent_id as product_id, item_id, price, currency::text as currency, shipping, url,
        availability::text as availability, condition::text as condition
      from products_offers where feed_id = ${feed.id} and country = ${country}`
    await sql`analyze feed_existing`
    const updated = await sql<{ parent: number }[]>`
      update products_offers o set
        price = c.price, currency = c.currency::"enum_products_offers_currency",
        shipping = c.shipping, url = c.link,
        availability = c.availability::"enum_products_offers_availability",
        condition = c.condition::"enum_products_offers_condition", checked_at = now()
      from (
        select e.id, t.price, t.currency, t.shipping, t.link, t.availability, t.condition
        from feed_existing e join feed_items t on t.item_id = e.item_id and t.product_id = e.product_id
        where e.price is distinct from t.price or e.currency is distinct from t.currency
          or e.shipping is distinct from t.shipping or e.url is distinct from t.link
          or e.availability is distinct from t.availability
          or e.condition is distinct from t.condition
      ) c
      where o.id = c.id
      returning o._parent_id as parent`
    const removed = await sql<{ parent: number }[]>`
      delete from products_offers o
      where o.id in (
        select e.id from feed_existing e
        where not exists (select 1 from feed_items t
                          where t.item_id = e.item_id and t.product_id = e.product_id)
          and not exists (select 1 from feed_rejected r where r.item_id = e.item_id))
      returning o._parent_id as parent`
    const inserted = await sql<{ parent: number }[]>`
      insert into products_offers (_order, _parent_id, id, store_id, country, price, currency, url,
        shipping, availability, checked_at, condition, feed_id, item_id)
      select coalesce((select max(x._order) from products_offers x where x._parent_id = t.product_id), 0)
          + row_number() over (partition by t.product_id order by t.position),
        t.product_id, substr(md5(random()::text || clock_timestamp()::text || t.item_id), 1, 24),
        ${store}, ${country}::"enum_products_offers_country", t.price,
        t.currency::"enum_products_offers_currency", t.link, t.shipping,
        t.availability::"enum_products_offers_availability", now(),
        t.condition::"enum_products_offers_condition", ${feed.id}, t.item_id
      from feed_items t
      where t.product_id is not null
        and not exists (select 1 from feed_existing e
                        where e.item_id = t.item_id and e.product_id = t.product_id)
      returning _parent_id as parent`
    for (const rows of [adopted, updated, removed, inserted]) {
      for (const row of rows) touched.add(row.parent)
    }
    counts.updated = updated.length + inserted.length
    counts.removed = removed.length
    const [{ kept }] = await sql<{ kept: number }[]>`
      select count(*)::int as kept from feed_items where product_id is not null`
    counts.unchanged = kept - updated.length - inserted.length
    // The products themselves are not written: a price is no edit of the product (its updated_at,
    // its search document and its versions stay), and 100 000 product updates would each re-index
    // a search document.
    const ids = [...touched]
    if (ids.length) {
      await mirrorToLatestVersions(
        sql,
        feed.id,
        ids,
        adopted.map((row) => row.id),
      )
    }
    await sql`commit`
  } catch (error) {
    await sql`rollback`.catch(() => {})
    throw error
  }
  return [...touched]
}

/** The latest version of each product gets the feed's offers as the product now has them. */
async function mirrorToLatestVersions(
  sql: ReservedSql,
  feedId: number,
  productIds: number[],
  adoptedIds: string[],
) {
  await sql`
    delete from _products_v_version_offers vo using _products_v v
    where vo._parent_id = v.id and v.latest and v.parent_id = any(${productIds}::int[])
      and (vo.feed_id = ${feedId} or vo._uuid = any(${adoptedIds}::text[]))`
  await sql`
    insert into _products_v_version_offers (_order, _parent_id, store_id, country, price, currency,
      shipping, delivery_days, availability, checked_at, url, condition, feed_id, item_id, _uuid)
    select o._order, v.id, o.store_id, o.country::text::"enum__products_v_version_offers_country",
      o.price, o.currency::text::"enum__products_v_version_offers_currency", o.shipping,
      o.delivery_days, o.availability::text::"enum__products_v_version_offers_availability",
      o.checked_at, o.url, o.condition::text::"enum__products_v_version_offers_condition",
      o.feed_id, o.item_id, o.id
    from products_offers o
    join _products_v v on v.parent_id = o._parent_id and v.latest
    where o._parent_id = any(${productIds}::int[]) and o.feed_id = ${feedId}`
}
