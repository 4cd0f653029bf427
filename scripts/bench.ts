/**
 * `npm run bench [-- start|scale]`: the project's benchmarks (figures go into docs/benchmarks.md).
 *   start — start-up time, memory and clean shutdown of `npm start` on a fresh clone
 *   scale — the full-scale seed, database size and the admin's list calls at 60 000 stores
 *   api   — the public /api at full scale, server on one core: latency, throughput, raw-SQL ratio
 *   site  — store pages' first render at full scale and the home page's JavaScript
 *   pages — cached pages against a minimal page of the same size, and publish-to-live
 *   lighthouse — Lighthouse as its CLI runs it (a fresh browser per run): scores, TBT, script bytes
 *   sitemaps — the 11 language sitemaps at full scale: time per language and server memory
 *   search — suggestions and the search page at full scale, 200 queries, against bare SQL
 *   security — the attacks that once stalled the server, and a mixed load with them, at full scale
 *   shedding — one address flooding the uncached search, and the cached pages meanwhile
 *   clicks — the click-out redirect at full scale: latency, redirects per second, clicks recorded
 *   shopping — product pages' and /deals' first renders, the price history's size, at full scale
 *   imports — a 10 000-row CSV import from upload to done, against stores saved one at a time
 *   feeds — 100 000-item merchant feeds (RSS, TSV, an unchanged re-run) from "Run now" to offers live
 *   csp   — cached pages with the Content-Security-Policy against the same server without it
 *   instances — two instances sharing Redis against one with its caches in memory; publish-to-live
 *   backup — `npm run backup` and `npm run restore` of the full-scale database, online
 *   pagecache — one instance's page cache under a Zipf(1.0) trace over every page, language and country
 * Without an argument, every benchmark runs.
 */
import { releaseFullScale } from './bench/fullScale'

const suites = {
  start: './bench/start',
  scale: './bench/scale',
  api: './bench/api',
  site: './bench/site',
  pages: './bench/pages',
  lighthouse: './bench/lighthouse',
  sitemaps: './bench/sitemaps',
  search: './bench/search',
  security: './bench/security',
  shedding: './bench/shedding',
  clicks: './bench/clicks',
  shopping: './bench/shopping',
  imports: './bench/imports',
  feeds: './bench/feeds',
  csp: './bench/csp',
  instances: './bench/instances',
  backup: './bench/backup',
  pagecache: './bench/pageCache',
} as const
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const unknown = wanted.filter((name) => !(name in suites))
if (unknown.length) {
  process.stderr.write(
    `Unknown benchmark(s): ${unknown.join(', ')}. Valid: ${Object.keys(suites).join(', ')}\n`,
  )
  process.exit(2)
}
try {
  for (const name of (wanted.length ? wanted : Object.keys(suites)) as (keyof typeof suites)[]) {
    process.stdout.write(`\n## ${name}\n`)
    await import(suites[name])
  }
} finally {
  await releaseFullScale()
}
export {}
