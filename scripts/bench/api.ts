/**
 * The public /api at full scale: the app's server (scripts/server.mjs) pinned to one core
 * (taskset -c 0). For each endpoint: p50/p99 latency of 500 requests one after another (timed in this
 * process, loopback, kept-alive), requests per second with 10 connections from autocannon in another
 * process on the other core, and the median of the bare SQL that returns the same rows, measured in
 * the same run (postgres.js). Last row: a Next.js route handler that does no work, the ceiling of any
 * request Next handles.
 */
import postgres from 'postgres'

import { build } from '../build'
import { cannon } from './cannon'
import { fullScale, startApp } from './fullScale'
import { median } from './stats'

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale, '0')
const sql = postgres(scale.database.url, { max: 1 })
const rows: string[] = []
try {
  const [{ id: storeId }] = await sql<{ id: number }[]>`
    select id from stores where _status = 'published' order by popularity desc limit 1 offset 100`
  const [{ id: postId }] = await sql<{ id: number }[]>`
    select id from posts where _status = 'published' order by published_at desc limit 1`
  const bareSql = {
    stores: `select s.id, s.name, s.slug, l.short_description from stores s
      left join stores_locales l on l._parent_id = s.id and l._locale = 'en'
      where s._status = 'published' order by s.popularity desc nulls last, s.id limit 20`,
    storesDe: `select s.id, s.name, s.slug from stores s where s._status = 'published' and
      coalesce((select bool_or(c.value = 'DE') from stores_countries c where c.parent_id = s.id), true)
      order by s.popularity desc nulls last, s.id limit 20`,
    store: `select s.*, l.* from stores s left join stores_locales l on l._parent_id = s.id and l._locale = 'en' where s.id = ${storeId}`,
    post: `select p.*, l.* from posts p left join posts_locales l on l._parent_id = p.id and l._locale = 'en' where p.id = ${postId}`,
    categories: `select c.id, l.name from post_categories c join post_categories_locales l on l._parent_id = c.id and l._locale = 'en'`,
    products: `select o._parent_id, min(o.price) from (select _parent_id, price from products_offers
      where country = 'DE' order by price, _parent_id limit 80) o group by 1 order by 2 limit 20`,
  }
  const cases: [string, string, string, string][] = [
    ['/api/data/stores?limit=20', bareSql.stores, '≤ 5 ms', '≥ 1 500/s'],
    ['/api/data/stores?limit=20&country=DE', bareSql.storesDe, '≤ 5 ms', '≥ 1 500/s'],
    ['/api/data/stores?limit=20&category=electronics', bareSql.stores, '≤ 5 ms', '≥ 1 500/s'],
    [`/api/data/store/${storeId}`, bareSql.store, '≤ 3 ms', ''],
    [`/api/posts/posts/${postId}`, bareSql.post, '≤ 3 ms', ''],
    ['/api/posts/posts/category', bareSql.categories, '≤ 2 ms', ''],
    ['/api/data/products?country=DE&sort=price_asc&limit=20', bareSql.products, '≤ 10 ms', ''],
  ]
  rows.push(
    '| Endpoint (server on one core) | p50 | p99 | bar | req/s (10 connections) | bar | bare SQL median | p50 / SQL | p50 through Next.js (URL not kept) |',
    '|---|---|---|---|---|---|---|---|---|',
  )
  for (const [url, query, latencyBar, throughputBar] of cases) {
    // Warm up: the first answers fill the caches, as in production.
    await cannon(`${app.base}${url}`, 1, 2)
    // Latency: one request after another over a kept-alive connection, timed here to the microsecond.
    const latencies: number[] = []
    for (let run = 0; run < 500; run++) {
      const start = performance.now()
      const response = await fetch(`${app.base}${url}`)
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      latencies.push(performance.now() - start)
    }
    latencies.sort((a, b) => a - b)
    // The same answer through Next.js: an ignored parameter makes each URL new to the server's kept
    // answers (the data memo behind the handler still has it).
    const throughNext: number[] = []
    for (let run = 0; run < 200; run++) {
      const start = performance.now()
      const response = await fetch(`${app.base}${url}${url.includes('?') ? '&' : '?'}run=${run}`)
      await response.arrayBuffer()
      throughNext.push(performance.now() - start)
    }
    const sequential = {
      latency: { p50: latencies[250]!, p99: latencies[495]! },
    }
    const parallel = await cannon(`${app.base}${url}`, 10, 10)
    if (parallel.non2xx || parallel.errors) {
      throw new Error(`${url}: ${parallel.non2xx} non-2xx answers, ${parallel.errors} errors`)
    }
    const times: number[] = []
    for (let run = 0; run < 200; run++) {
      const start = performance.now()
      await sql.unsafe(query)
      times.push(performance.now() - start)
    }
    const bare = median(times)
    rows.push(
      `| \`${url}\` | ${sequential.latency.p50.toFixed(2)} ms | ${sequential.latency.p99.toFixed(2)} ms | ${latencyBar} | ${Math.round(parallel.requests.average)} | ${throughputBar || '–'} | ${bare.toFixed(2)} ms | ${(sequential.latency.p50 / bare).toFixed(1)}× | ${median(throughNext).toFixed(2)} ms |`,
    )
  }
  rows.push('', ...(await distinctUrls()))
  // The ceiling a request through Next.js has on this machine: a route handler that does no work.
  await cannon(`${app.base}/build-id.json`, 1, 2)
  const bare = await cannon(`${app.base}/build-id.json`, 10, 10)
  rows.push(
    `| Baseline: \`/build-id.json\`, a Next.js route handler doing no work | ${bare.latency.p50} ms (10 connections) | – | – | ${Math.round(bare.requests.average)} | – | – | – | – |`,
  )
} finally {
  await app.stop()
  await sql.end()
}
process.stdout.write(`\n${rows.join('\n')}\n`)

/**
 * As integrators and crawlers ask: every URL different (a page, a language, a country, an order),
 * each asked once, so no kept answer and no memo serves it. One after another; p50 and p95.
 */
async function distinctUrls(): Promise<string[]> {
  const languages = ['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv']
  const countries = ['DE', 'US', 'GB', 'FR', 'SE', 'PL', 'NL', 'ES', 'IT', 'AT', 'CH', 'NO']
  const sorts = ['price_asc', 'price_desc', 'popular', 'discount']
  // The same pseudo-random sequence every run, so two runs ask for the same URLs.
  let seed = 20_261_127
  const pick = <T>(values: readonly T[]): T => {
    // xorshift32: exact in 32-bit integers, where a large multiplier would lose bits in a double.
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    return values[(seed >>> 0) % values.length]!
  }
  const seen = new Set<string>()
  const urls = (make: () => string, count: number) => {
    const made: string[] = []
    for (let tries = 0; made.length < count; tries++) {
      if (tries > count * 100) throw new Error(`only ${made.length} distinct URLs of ${count}`)
      const url = make()
      if (!seen.has(url)) made.push(url)
      seen.add(url)
    }
    return made
  }
  const pages = (last: number) => Array.from({ length: last }, (_, index) => index + 1)
  const families: [string, string[], string][] = [
    [
      '`/api/data/products?country=…&lang=…&sort=…&page=1…20&limit=20`',
      urls(
        () =>
          `/api/data/products?country=${pick(countries)}&lang=${pick(languages)}&sort=${pick(sorts)}&page=${pick(pages(20))}&limit=20`,
        300,
      ),
      'p50 ≤ 10 ms',
    ],
    [
      '`/api/data/stores?country=…&lang=…&page=1…50&limit=20`',
      urls(
        () =>
          `/api/data/stores?country=${pick(countries)}&lang=${pick(languages)}&page=${pick(pages(50))}&limit=20`,
        300,
      ),
      'p50 ≤ 5 ms',
    ],
  ]
  const lines = [
    '| Distinct URLs, each asked once (server on one core) | URLs | p50 | p95 | max | bar |',
    '|---|---|---|---|---|---|',
  ]
  for (const [family, list, bar] of families) {
    const times: number[] = []
    for (const url of list) {
      const start = performance.now()
      const response = await fetch(`${app.base}${url}`)
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.floor(times.length * share))]!
    lines.push(
      `| ${family} | ${times.length} | ${at(0.5).toFixed(1)} ms | ${at(0.95).toFixed(1)} ms | ${times.at(-1)!.toFixed(1)} ms | ${bar} |`,
    )
  }
  return lines
}
