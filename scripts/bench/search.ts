/**
 * Search at full scale: the app's server (scripts/server.mjs) pinned to one core. A fixed
 * list of 200 realistic queries — prefixes as typed, typos, several words, in every language — drawn
 * from the seeded data with a fixed order. For each: the suggestion endpoint's latency (one request
 * after another, after a warm-up pass, each URL new so the server's kept answers cannot serve it;
 * then the same again, from them), the same search as bare SQL in this process (the statements the
 * endpoint sends, without HTTP, Next.js or JSON), and the first render of `/search?q=` (never
 * cached) against the results page's own statements in this process (src/data/search/results.ts), each
 * followed by the same page with an empty query (a baseline: the same layout, no search). Then the
 * sizes of the search tables and indexes.
 */
import http from 'node:http'

import postgres from 'postgres'

import { build } from '../build'
import { fullScale, startApp } from './fullScale'
import { percentile } from './stats'

const LOCALES = ['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv'] as const

const ms = (value: number) => `${value.toFixed(1)} ms`

/** A typo: two neighbouring letters swapped (the commonest slip). */
const swap = (word: string, at: number) =>
  word.length < 4 ? word : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale, '0')
const sql = postgres(scale.database.url, { max: 1, onnotice: () => {} })
const rows: string[] = []
// fetch() costs this process 0.6–1.4 ms more per request than Node's HTTP client: measured with the
// latter, and the suggestions once more with fetch() (as until 2026-11-23), a row of their own.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
try {
  // The queries: every 11th language in turn, from names that exist at this scale.
  const stores = (
    await sql<{ name: string }[]>`select name from stores where _status = 'published'
      order by md5(id::text) limit 60`
  ).map((row) => row.name)
  const brands = (
    await sql<
      { brand: string }[]
    >`select distinct brand from products where brand is not null order by 1`
  ).map((row) => row.brand)
  const nouns = await sql<{ locale: string; name: string }[]>`
    select l._locale::text as locale, l.name from products_locales l
    where l._parent_id in (select id from products order by md5(id::text) limit 40)`
  const categories = await sql<{ locale: string; name: string }[]>`
    select _locale::text as locale, name from post_categories_locales order by md5(id::text) limit 40`
  const queries: { q: string; lang: string }[] = []
  const lang = (index: number) => LOCALES[index % LOCALES.length]!
  stores
    .slice(0, 40)
    .forEach((name, i) => queries.push({ q: name.slice(0, 3 + (i % 4)), lang: lang(i) })) // typing
  stores.slice(40, 60).forEach((name, i) => queries.push({ q: name, lang: lang(i + 3) })) // whole names
  brands.forEach((brand, i) =>
    queries.push({ q: swap(brand.toLowerCase(), 1 + (i % 3)), lang: lang(i + 5) }),
  ) // typos
  nouns.forEach(({ locale, name }, i) => {
    const words = name.split(' ')
    // "Lunetta Reifen" (brand and noun), or the noun being typed
    queries.push({ q: i % 2 ? words.slice(0, 2).join(' ') : words[1]!.slice(0, 4), lang: locale })
  })
  categories.forEach(({ locale, name }, i) =>
    queries.push({ q: i % 3 ? name : name.slice(0, Math.max(3, name.length - 2)), lang: locale }),
  )
  while (queries.length < 200) {
    const i = queries.length
    queries.push({
      q: `${brands[i % brands.length]} ${stores[i % stores.length]!.split(' ')[0]}`,
      lang: lang(i),
    })
  }
  queries.length = 200

  // Node's HTTP client on one kept-alive connection (agent, above), asking for gzip as browsers do.
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now()
      http
        .get(
          `${app.base}${path}`,
          { agent, headers: { 'accept-encoding': 'gzip' } },
          (response) => {
            response.resume()
            response.once('error', reject)
            response.once('end', () =>
              response.statusCode === 200
                ? resolve(performance.now() - start)
                : reject(new Error(`${path} answered ${response.statusCode}`)),
            )
          },
        )
        .once('error', reject)
    })
  const viaFetch = async (path: string) => {
    const start = performance.now()
    const response = await fetch(`${app.base}${path}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return performance.now() - start
  }
  const suggestionPath = ({ q, lang }: { q: string; lang: string }) =>
    `/api/search/suggestions?${new URLSearchParams({ q, lang, country: 'DE' })}`
  const pagePath = ({ q, lang }: { q: string; lang: string }) =>
    `${lang === 'en' ? '' : `/${lang}`}/search?${new URLSearchParams({ q })}`

  // Warm-up pass: connections, compiled routes, PostgreSQL's buffers.
  for (const query of queries) await get(suggestionPath(query))
  for (const query of queries.slice(0, 20)) await get(pagePath(query))

  // Measured as first asked: an unknown parameter (ignored by the endpoint) makes each URL new, so the
  // server's kept answers (scripts/server.mjs) cannot serve it; a repeat within 30 s is served from
  // there, shown separately.
  const suggestionTimes: number[] = []
  for (const query of queries) {
    suggestionTimes.push(await get(`${suggestionPath(query)}&pass=measured`))
  }
  const repeatTimes: number[] = []
  for (const query of queries) repeatTimes.push(await get(`${suggestionPath(query)}&pass=measured`))
  const fetchTimes: number[] = []
  for (const query of queries)
    fetchTimes.push(await viaFetch(`${suggestionPath(query)}&pass=fetch`))

  // The same searches as bare SQL: the statements the endpoint sends, from this process.
  const { env } = await import('../../src/config/env')
  env.DATABASE_URL = scale.database.url
  const { suggest } = await import('../../src/data/search/suggestions')
  const { searchResults } = await import('../../src/data/search/results')
  const bare = async (search: (query: { q: string; lang: string }) => Promise<unknown>) => {
    for (const query of queries.slice(0, 20)) await search(query) // this process's connections
    const times: number[] = []
    for (const query of queries) {
      const start = performance.now()
      await search(query)
      times.push(performance.now() - start)
    }
    return times
  }
  const bareTimes = await bare((query) => suggest(query.q, query.lang as never, 'DE'))
  // The results page's statements: the tsquery, then each section's matches with their count and
  // the "did you mean", as the page sends them.
  const barePageTimes = await bare((query) =>
    searchResults({ q: query.q, lang: query.lang as never, country: 'DE' }),
  )

  // The baseline, one request after each page: the same page with an empty query (the same layout,
  // rendered per request too, no search), so that a slower machine shows in both.
  const pageTimes: number[] = []
  const baselineTimes: number[] = []
  for (const [i, query] of queries.entries()) {
    pageTimes.push(await get(pagePath(query)))
    baselineTimes.push(await get(`${pagePath({ q: '', lang: query.lang })}&n=${i}`))
  }

  rows.push(
    '| 200 queries, server on one core | p50 | p95 | bar | bare SQL p50 / p95 | ratio (p50) |',
    '|---|---|---|---|---|---|',
    `| \`/api/search/suggestions\` | ${ms(percentile(suggestionTimes, 0.5))} | ${ms(percentile(suggestionTimes, 0.95))} | p50 ≤ 8 ms, p95 ≤ 20 ms | ${ms(percentile(bareTimes, 0.5))} / ${ms(percentile(bareTimes, 0.95))} | ${(percentile(suggestionTimes, 0.5) / percentile(bareTimes, 0.5)).toFixed(1)}× |`,
    `| \`/api/search/suggestions\`, measured with fetch() as until 2026-11-23 | ${ms(percentile(fetchTimes, 0.5))} | ${ms(percentile(fetchTimes, 0.95))} | – | – | – |`,
    `| \`/api/search/suggestions\`, the same query again within 30 s (kept answer) | ${ms(percentile(repeatTimes, 0.5))} | ${ms(percentile(repeatTimes, 0.95))} | – | – | – |`,
    `| \`/search?q=\` first render | ${ms(percentile(pageTimes, 0.5))} | ${ms(percentile(pageTimes, 0.95))} | p95 ≤ 60 ms | ${ms(percentile(barePageTimes, 0.5))} / ${ms(percentile(barePageTimes, 0.95))} | ${(percentile(pageTimes, 0.5) / percentile(barePageTimes, 0.5)).toFixed(1)}× |`,
    `| baseline: \`/search?q=\` with an empty query, after each page | ${ms(percentile(baselineTimes, 0.5))} | ${ms(percentile(baselineTimes, 0.95))} | – | – | page ÷ baseline: ${(percentile(pageTimes, 0.5) / percentile(baselineTimes, 0.5)).toFixed(1)}× (p50), ${(percentile(pageTimes, 0.95) / percentile(baselineTimes, 0.95)).toFixed(1)}× (p95) |`,
  )
  const sizes = await sql<{ relation: string; rows: string; size: string }[]>`
    select c.relname as relation, c.reltuples::bigint::text as rows,
      pg_size_pretty(pg_total_relation_size(c.oid)) as size
    from pg_class c
    where c.relname like 'search_%' and c.relkind in ('r', 'i')
    order by pg_total_relation_size(c.oid) desc`
  rows.push('', '| Search table or index | rows | size |', '|---|---|---|')
  for (const row of sizes) rows.push(`| \`${row.relation}\` | ${row.rows} | ${row.size} |`)
  const slowest = (times: number[]) =>
    queries
      .map((query, i) => ({ ...query, time: times[i]! }))
      .sort((a, b) => b.time - a.time)
      .slice(0, 5)
      .map((s) => `"${s.q}" (${s.lang}) ${ms(s.time)}`)
      .join(', ')
  rows.push(
    '',
    `Slowest suggestions: ${slowest(suggestionTimes)}`,
    '',
    `Slowest results pages: ${slowest(pageTimes)}`,
  )
} finally {
  agent.destroy()
  await app.stop()
  await sql.end()
}
process.stdout.write(`\n${rows.join('\n')}\n`)
