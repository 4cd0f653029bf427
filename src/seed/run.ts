/**
 * `npm run seed -- [--scale demo|full] [--reset]` (through scripts/seed.ts, which opens the
 * database): applies pending migrations, creates the first admin account, the editorial content through the Local API, and the directory
 * (stores, products) through bulk SQL. `--if-empty` is what `npm start` uses on an empty database.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import postgres, { type Sql } from 'postgres'

import { env } from '@/config/env'
import { indexesOf, type Job, twoAtATime } from '@/lib/indexes'
import { unboundedMigrations } from '@/lib/migrations'
import { rebuildSearch, searchRebuildPending, startSearchRebuild } from '@/search/rebuild'

import { ensureAdmin } from './admin'
import { maySkipTriggers } from './bulk/copy'
import { deferIndexes, deferredIndexJobs, restoreIndexes } from './bulk/indexes'
import { interruption, loadProducts, loadStores } from './bulk/load'
import { productTables, storeTables, versionJobs } from './bulk/versions'
import { seedSampleClicks } from './clicks'
import { seedGroupsAndPages, seedGuides, seedTaxonomyAndMedia } from './editorial'
import { seedFeeds } from './feeds'
import { seedPriceHistory } from './history'
import { resetContent } from './reset'
import { isScaleName, scales } from './scales'

const args = process.argv.slice(2)
const started = Date.now()
const log = (line: string) =>
  process.stdout.write(
    `[seed ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}\n`,
  )

const scaleArg = args.includes('--scale')
  ? args[args.indexOf('--scale') + 1]
  : args.find((arg) => arg.startsWith('--scale='))?.slice(8)
const scaleName = scaleArg ?? 'demo'
if (!isScaleName(scaleName)) {
  process.stderr.write(
    `Unknown --scale "${scaleName}". Valid values: ${Object.keys(scales).join(', ')}.\n`,
  )
  process.exit(2)
}
const scale = scales[scaleName]
/** Below this many products, building indexes row by row is cheaper than rebuilding them. */
const DEFER_INDEXES_FROM = 50_000

const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
  const begin = Date.now()
  const result = await step()
  log(`${label}: ${((Date.now() - begin) / 1000).toFixed(1)} s`)
  return result
}

// Ctrl-C: let the batches in flight commit or roll back, rebuild any deferred index, then stop.
process.once('SIGINT', () => {
  interruption.requested = true
  log('Interrupted: finishing the batches in flight …')
})

const payload = await getPayload({ config })
// Pending migrations first (a no-op when there are none): one process instead of a second start-up.
await payload.db.migrate({ migrations: unboundedMigrations })
const sql = postgres(env.DATABASE_URL!, { max: 3, onnotice: () => {} })
try {
  await ensureAdmin(payload, log)
  await restoreIndexes(sql, log) // left over by a run that was killed
  if (searchRebuildPending()) {
    await timed('search index (left unfinished by a killed run)', () => rebuildSearch(sql, log))
  }
  if (args.includes('--reset')) await resetContent(sql, log)
  const { totalDocs } = await payload.count({ collection: 'stores' })
  if (args.includes('--if-empty') && totalDocs > 0) {
    log('The database already holds content.')
  } else {
    log(
      `Loading the ${scaleName} scale: ${scale.stores.toLocaleString('en')} stores, ${scale.products.toLocaleString('en')} products …`,
    )
    const { productImages, ...media } = await timed('categories and logos', () =>
      seedTaxonomyAndMedia(payload, log),
    )
    const context = {
      sql,
      ...media,
      productImages: new Map<string, number>(),
      skipTriggers: await maySkipTriggers(sql),
    }
    // The Local API work (illustrations, guides) keeps one core busy, the bulk load mostly
    // PostgreSQL: they run side by side.
    const guides = timed('illustrations and guides', async () => {
      context.productImages = await productImages
      await seedGuides(payload, context.categoryIds, log)
    }).then(
      () => null,
      (error: unknown) => error ?? new Error('the guides failed'),
    )
    if (scale.products >= DEFER_INDEXES_FROM) await deferIndexes(sql, log)
    let versions: Job[] = []
    let loaded = false
    try {
      const stores = await timed('stores', () => loadStores(context, scale.stores))
      context.productImages = await productImages
      const products = await timed('products', () =>
        loadProducts(context, scale.products, scale.stores),
      )
      versions = await versionJobs(context, [storeTables, productTables])
      log(
        `${stores.toLocaleString('en')} stores and ${products.toLocaleString('en')} products added`,
      )
      loaded = true
    } finally {
      if (!loaded) await restoreIndexes(sql, log, versions)
      const failure = await guides
      if (failure) throw failure
    }
    // Statistics of the tables just loaded first: without them the planner guesses, and the search
    // index's statements over millions of rows took three times longer (140 s instead of 50).
    // Table by table on two connections: one `analyze` of everything left the other core idle. Not
    // the versions' tables, still empty: told so, the planner scans them for every row it copies
    // into them (their copy took minutes instead of seconds).
    const versionTables = [storeTables, productTables].flatMap((t) => [
      t.versions,
      ...Object.keys(t.children),
    ])
    const tables = await sql<{ name: string }[]>`
      select tablename as name from pg_tables
      where schemaname = current_schema() and tablename <> all(${versionTables})`
    await timed('analyze', () =>
      twoAtATime(
        sql,
        tables.map(
          ({ name }) =>
            (db) =>
              db`analyze ${db(name)}`,
        ),
      ),
    )
    // What is left is PostgreSQL's work, on two connections, each job taken as soon as what it reads
    // is there, the longest first: the versions copied and the deferred indexes built (each as soon
    // as its table is whole), the search index (loaded with triggers off, it is built in one go;
    // otherwise the triggers wrote it, marking the head against thresholds set before the content
    // was there) and the price history. Phase by phase, one core waited for the other at each end.
    const history: Job = {
      run: async (db) => {
        const begin = Date.now()
        const pairs = await seedPriceHistory(db, context.skipTriggers)
        log(
          `90 days of prices for ${pairs.toLocaleString('en')} products and countries: ${((Date.now() - begin) / 1000).toFixed(1)} s`,
        )
      },
      // Its offers read product by product, as they are grouped.
      needs: [indexesOf('products_offers')],
    }
    const search = context.skipTriggers ? await startSearchRebuild(sql, log) : undefined
    if (!search) await sql`select search_set_head('store'), search_set_head('product')`
    const [searchProducts, ...searchRest] = search?.jobs ?? []
    const deferred = deferredIndexJobs()
    await timed('versions, indexes, search index and price history', async () => {
      await twoAtATime(sql, [
        ...(searchProducts ? [searchProducts] : []),
        ...versions,
        history,
        ...searchRest,
        ...deferred.jobs,
        // The versions' statistics once they are filled, and the visibility maps of the tables
        // whose indexes are read alone (without them, every row too): the versions' names (the
        // admin's product search), the products by category (the lists' and deals' counts).
        ...versionTables.map((name) => ({
          needs: [name],
          run: (db: Sql) => db`analyze ${db(name)}`,
        })),
        {
          needs: ['_products_v_locales', indexesOf('_products_v_locales')],
          run: (db: Sql) => db`vacuum "_products_v_locales"`,
        },
        { needs: [indexesOf('products')], run: (db: Sql) => db`vacuum products` },
      ])
      deferred.done()
    })
    await search?.finish()
    if (interruption.requested) {
      log('Stopped. The database holds whole batches only; run the same command to continue.')
      process.exit(130)
    }
    // Statistics of what the last step wrote: the product groups query the products by category and
    // popularity, the site the search index and the price history (whose deals' index the deals'
    // counts read alone: its visibility map too).
    await timed('analyze', () =>
      Promise.all([sql`vacuum analyze price_history`, sql`analyze search_documents`]),
    )
    await timed('groups and pages', () =>
      seedGroupsAndPages(payload, sql, context.categoryIds, log),
    )
    await seedSampleClicks(sql, log)
    await timed('merchant feeds', () => seedFeeds(payload, sql, log))
    const peak = Math.round(process.resourceUsage().maxRSS / 1024)
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (peak memory ${peak} MB).`)
  }
} finally {
  await sql.end({ timeout: 5 })
  await payload.destroy()
}
process.exit(0)
