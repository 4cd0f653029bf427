/**
 * The full scale: `npm run seed -- --scale full` into a fresh embedded PostgreSQL (time and
 * peak memory), the database size, then the app's server on it and the calls the admin's stores list makes
 * at 60 000 stores (median of 10, loopback round trip ≈ server time), each against the bare SQL of a
 * comparable query in the same run, and the list page in Chromium until its rows show.
 */
import postgres from 'postgres'

import { build } from '../build'
import { chromiumLaunchOptions } from '../lib/chromium'
import { adminAuth, benchAdmin, fullScale, startApp } from './fullScale'
import { median } from './stats'

const ms = (value: number) => `${value.toFixed(0)} ms`
const rows: [string, string][] = []
const scale = await fullScale()
try {
  const { database, seconds, output } = scale
  const peak = /peak memory (\d+) MB/.exec(output)?.[1]
  const loadTime = /Done in ([\d.]+) s/.exec(output)?.[1]
  rows.push([
    '`npm run seed -- --scale full` on an empty database, wall clock (incl. migrations)',
    `${seconds.toFixed(1)} s`,
  ])
  rows.push(['… of which the seed itself (its own "Done in")', `${loadTime} s`])
  rows.push(['Peak memory of the seed process', `${peak} MB`])

  // 2. The database it made.
  const sql = postgres(database.url, { max: 1 })
  const [{ size }] = await sql<
    { size: string }[]
  >`select pg_size_pretty(pg_database_size(current_database())) as size`
  const [{ stores, products, offers }] = await sql<
    { stores: number; products: number; offers: number }[]
  >`
    select (select count(*) from stores)::int as stores, (select count(*) from products)::int as products,
           (select count(*) from products_offers)::int as offers`
  rows.push(['Rows', `${stores} stores, ${products} products, ${offers} offers`])
  rows.push(['Database size', size])
  const [{ id: categoryId }] = await sql<
    { id: number }[]
  >`select id from post_categories where seo_slug = 'running'`

  // 3. The app on that database.
  await build({ ifStale: true })
  const app = await startApp(scale)
  const base = app.base
  try {
    const headers = await adminAuth(base)
    const timeRest = async (url: string) => {
      await fetch(`${base}${url}`, { headers }) // warm-up
      const times: number[] = []
      for (let run = 0; run < 10; run++) {
        const start = performance.now()
        const response = await fetch(`${base}${url}`, { headers })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        times.push(performance.now() - start)
      }
      return median(times)
    }
    const timeSql = async (query: string) => {
      const times: number[] = []
      for (let run = 0; run < 10; run++) {
        const start = performance.now()
        await sql.unsafe(query)
        times.push(performance.now() - start)
      }
      return median(times)
    }
    const [{ id: storeId }] = await sql<
      { id: number }[]
    >`select id from stores order by id desc limit 1`
    const [{ id: productId }] = await sql<
      { id: number }[]
    >`select id from products order by id desc limit 1`
    const cases: [string, string, string][] = [
      [
        'List, first page sorted by popularity',
        '/api/stores?depth=0&limit=10&sort=-popularity',
        'select * from stores order by popularity desc limit 10',
      ],
      [
        'List sorted by name',
        '/api/stores?depth=0&limit=10&sort=name',
        'select * from stores order by name limit 10',
      ],
      [
        'Search by name ("nord")',
        '/api/stores?depth=0&limit=10&where[or][0][name][like]=nord&where[or][1][slug][like]=nord',
        "select * from stores where name ilike '%nord%' or slug ilike '%nord%' limit 10",
      ],
      [
        'Filter by country (DE)',
        '/api/stores?depth=0&limit=10&where[countries][in]=DE',
        "select s.* from stores s where exists (select 1 from stores_countries c where c.parent_id = s.id and c.value = 'DE') limit 10",
      ],
      [
        'Filter by category',
        `/api/stores?depth=0&limit=10&where[categories][in]=${categoryId}`,
        `select s.* from stores s where exists (select 1 from stores_rels r where r.parent_id = s.id and r.path = 'categories' and r.post_categories_id = ${categoryId}) limit 10`,
      ],
      [
        'Edit view document (draft, depth 1)',
        `/api/stores/${storeId}?depth=1&draft=true`,
        `select * from stores where id = ${storeId}`,
      ],
      // Products have drafts: the admin lists them from their latest versions (draft=true).
      [
        'Products list (latest versions), first page by popularity',
        '/api/products?depth=0&limit=10&sort=-popularity&draft=true',
        'select * from products order by popularity desc limit 10',
      ],
      [
        'Products search by name ("smart"), as the list sends it',
        '/api/products?depth=0&limit=10&draft=true&where[or][0][name][like]=smart',
        "select p.* from products p join products_locales l on l._parent_id = p.id and l._locale = 'en' where l.name ilike '%smart%' limit 10",
      ],
      [
        'Product edit view document (draft, depth 1)',
        `/api/products/${productId}?depth=1&draft=true`,
        `select * from products where id = ${productId}`,
      ],
    ]
    for (const [label, url, query] of cases) {
      const rest = await timeRest(url)
      const bare = await timeSql(query)
      rows.push([
        `${label}: REST median / bare SQL median / ratio`,
        `${ms(rest)} / ${bare.toFixed(1)} ms / ${(rest / Math.max(bare, 0.1)).toFixed(0)}×`,
      ])
    }

    // 4. The list page as an editor sees it.
    // Imported only now: @playwright/test installs module hooks (NODE_OPTIONS) that children would inherit.
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch(chromiumLaunchOptions)
    const page = await browser.newPage()
    await page.goto(`${base}/admin/login`)
    await page.fill('#field-email', benchAdmin.email)
    await page.fill('#field-password', benchAdmin.password)
    await page.click('button[type=submit]')
    await page.waitForURL(/\/admin\/?$/)
    for (const collection of ['stores', 'products']) {
      const pageTimes: number[] = []
      for (let run = 0; run < 4; run++) {
        const start = performance.now()
        await page.goto(`${base}/admin/collections/${collection}`)
        await page.locator('table tbody tr').first().waitFor()
        if (run > 0) pageTimes.push(performance.now() - start)
      }
      rows.push([
        `Admin ${collection} list in Chromium: navigation until rows show (median of 3, warm)`,
        ms(median(pageTimes)),
      ])
    }
    await browser.close()
  } finally {
    await app.stop()
    await sql.end()
  }
} finally {
  // bench.ts releases the full-scale database after the last benchmark that uses it.
}

process.stdout.write(
  `\n| Measure | Result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`,
)
