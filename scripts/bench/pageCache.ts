/**
 * The page cache of one instance at full scale under a Zipf(1.0) trace: every page of the site
 * (home, the lists, every guide category, guide, store and product) in all 11 languages and the 20
 * countries most shoppers come from, ranked at random, the page of rank r asked for with a
 * probability proportional to 1/r. Four shoppers send the trace; the country is the shopper's cookie,
 * as a browser sends it. For each configured size (PAGE_CACHE_MB), on a server of its own:
 *   - the hit rate after warm-up (the trace's second half), from the answers' `x-nextjs-cache`;
 *   - the same trace's best possible hit rates: a cache holding every page it has seen (no cache
 *     can do better on this trace) and an LRU of as many pages as the server's cache held at its
 *     end (its bytes over a page's, measured where every page fitted);
 *   - the entries and compressed bytes the cache holds at the end, and the server's resident memory
 *     at the end and at most;
 *   - the p95 of the answers that were renders (the uncached share).
 * The largest size runs again with V8's old generation capped (--max-old-space-size): how much of the
 * resident memory is garbage V8 had no reason to collect yet.
 * Then what the same arithmetic says for the whole site: the hit rate a cache of k pages can reach
 * at best under Zipf(1.0) over N variants is H(k) / H(N), the share of the k most-asked pages.
 */
import { readFileSync } from 'node:fs'

import postgres from 'postgres'

import { build } from '../build'
import { BENCH_WORK_GATE, fullScale, startApp } from './fullScale'
import { percentile } from './stats'

const REQUESTS = Number(process.env.BENCH_PAGE_CACHE_REQUESTS ?? 12_000)
const SHOPPERS = 4
// The largest first: where every page of the trace fits, it tells what a page costs the cache.
const SIZES_MB = (process.env.BENCH_PAGE_CACHE_SIZES ?? '256,16')
  .split(',')
  .map((value) => Number(value))
const HEAP_CAP_MB = 1024
const LANGUAGES = ['', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv']
const COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'SE']
  .concat(['NO', 'FI', 'DK', 'PT', 'GB', 'IE', 'CZ', 'LU', 'US', 'CA'])
  .slice(0, 20)

const scale = await fullScale()
await build({ ifStale: true })

/** Every page of the site once, without language or country. */
async function sitePages(): Promise<string[]> {
  const sql = postgres(scale.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
  try {
    const stores = await sql<{ slug: string }[]>`
      select slug from stores where _status = 'published' order by id`
    const products = await sql<{ slug: string }[]>`
      select slug from products where _status = 'published' order by id`
    const guides = await sql<{ slug: string; category: string }[]>`
      select p.slug, c.seo_slug as category from posts p
      join post_categories c on c.id = p.category_id where p._status = 'published'`
    const categories = await sql<{ slug: string }[]>`select seo_slug as slug from post_categories`
    return [
      '/',
      '/stores',
      '/products',
      '/deals',
      '/shopping-guides',
      ...categories.map(({ slug }) => `/categories/${slug}`),
      ...guides.map(({ slug, category }) => `/shopping-guides/${category}/${slug}`),
      ...stores.map(({ slug }) => `/stores/${slug}`),
      ...products.map(({ slug }) => `/products/${slug}`),
    ]
  } finally {
    await sql.end()
  }
}

/** A small generator of its own, so every size runs the same trace. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Request {
  path: string
  country: string
  /** The variant's number, for the ideal caches. */
  variant: number
}

/**
 * `count` requests of a Zipf(1.0) draw over every (page, language, country): the rank r = N^u for a
 * uniform u (the continuous Zipf), mapped to a variant by a fixed shuffle (r·A + B mod N).
 */
function zipfTrace(pages: string[], count: number): { trace: Request[]; variants: number } {
  const variants = pages.length * LANGUAGES.length * COUNTRIES.length
  const next = random(20261204)
  const [A, B, N] = [2_654_435_761n, 97_531n, BigInt(variants)]
  const trace: Request[] = []
  for (let i = 0; i < count; i++) {
    const rank = Math.min(variants, Math.floor(variants ** next()))
    const variant = Number((BigInt(rank - 1) * A + B) % N)
    const page = pages[variant % pages.length]!
    const rest = Math.floor(variant / pages.length)
    const language = LANGUAGES[rest % LANGUAGES.length]!
    const country = COUNTRIES[Math.floor(rest / LANGUAGES.length)]!
    const path = language ? (page === '/' ? `/${language}` : `/${language}${page}`) : page
    trace.push({ path, country, variant })
  }
  return { trace, variants }
}

/** Hit rates of the trace's second half for a cache of every page seen, and for an LRU of `pages`. */
function idealHitRates(trace: Request[], pages: number) {
  const seen = new Set<number>()
  const lru = new Map<number, true>()
  let [everySeen, lruHits, counted] = [0, 0, 0]
  trace.forEach(({ variant }, index) => {
    const measured = index >= trace.length / 2
    if (measured) counted += 1
    if (seen.has(variant) && measured) everySeen += 1
    seen.add(variant)
    if (lru.has(variant)) {
      if (measured) lruHits += 1
      lru.delete(variant)
    }
    lru.set(variant, true)
    if (lru.size > pages) lru.delete(lru.keys().next().value!)
  })
  return { everySeen: everySeen / counted, lru: lruHits / counted, distinct: seen.size }
}

/** H(n), the n-th harmonic number (Euler–Maclaurin beyond a thousand terms). */
function harmonic(n: number): number {
  if (n <= 1_000) {
    let sum = 0
    for (let k = 1; k <= n; k++) sum += 1 / k
    return sum
  }
  return Math.log(n) + 0.5772156649 + 1 / (2 * n) - 1 / (12 * n * n)
}

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

async function metric(base: string, name: string): Promise<number> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer bench-metrics' } })
  ).text()
  const line = text.split('\n').find((row) => row.startsWith(`${name} `) || row.startsWith(name))
  return Number(line?.split(' ').at(-1) ?? NaN)
}

async function runTrace(sizeMb: number, trace: Request[], heapMb?: number) {
  const app = await startApp(scale, undefined, {
    ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapMb}` } : {}),
    ...BENCH_WORK_GATE,
    PAGE_CACHE_MB: String(sizeMb),
    METRICS_TOKEN: 'bench-metrics',
    // No scheduled job (the seed's feeds) expires pages during the trace.
    JOBS_CRON: '0 0 1 1 *',
  })
  try {
    const results: { hit: boolean; ms: number; status: number }[] = new Array(trace.length)
    let nextIndex = 0
    const shopper = async () => {
      while (nextIndex < trace.length) {
        const index = nextIndex++
        const { path, country } = trace[index]!
        const start = performance.now()
        const response = await fetch(`${app.base}${path}`, {
          headers: { Cookie: `selectedCountry=${country}`, 'Accept-Encoding': 'br' },
        })
        await response.arrayBuffer()
        results[index] = {
          hit: response.headers.get('x-nextjs-cache') === 'HIT',
          ms: performance.now() - start,
          status: response.status,
        }
      }
    }
    const began = performance.now()
    let peakRss = 0
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(app.pid))), 500)
    await Promise.all(Array.from({ length: SHOPPERS }, shopper)).finally(() =>
      clearInterval(sampler),
    )
    const seconds = (performance.now() - began) / 1000
    const second = results.slice(Math.floor(results.length / 2))
    const renders = results.filter((result) => !result.hit).map((result) => result.ms)
    const failed = results.filter((result) => result.status !== 200)
    const heapUsed = await metric(app.base, 'nodejs_heap_size_used_bytes')
    const heapTotal = await metric(app.base, 'nodejs_heap_size_total_bytes')
    const external = await metric(app.base, 'nodejs_external_memory_bytes')
    const entries = await metric(app.base, 'page_cache_entries')
    const bytes = await metric(app.base, 'page_cache_bytes{of="used"}')
    return {
      seconds,
      hitRate: second.filter((result) => result.hit).length / second.length,
      entries,
      bytes,
      rss: rssOf(app.pid),
      peakRss,
      heap: { used: heapUsed, total: heapTotal, external },
      renderP95: renders.length ? percentile(renders, 0.95) : 0,
      renders: renders.length,
      failed: failed.length,
    }
  } finally {
    await app.stop()
  }
}

const pages = await sitePages()
const { trace, variants } = zipfTrace(pages, REQUESTS)
const pct = (value: number) => `${(100 * value).toFixed(1)} %`
process.stdout.write(
  `${pages.length.toLocaleString('en')} pages × ${LANGUAGES.length} languages × ${COUNTRIES.length} countries = ${variants.toLocaleString('en')} variants; a trace of ${REQUESTS.toLocaleString('en')} requests, ${SHOPPERS} shoppers\n`,
)
/** Compressed bytes a page costs the cache, its data entries included. */
let bytesPerPage = 0
/** The configured sizes, then the largest again with V8's old generation capped at 1 GB. */
const runs: { sizeMb: number; heapMb?: number }[] = [
  ...SIZES_MB.map((sizeMb) => ({ sizeMb })),
  { sizeMb: SIZES_MB[0]!, heapMb: HEAP_CAP_MB },
]
for (const { sizeMb, heapMb } of runs) {
  const result = await runTrace(sizeMb, trace, heapMb)
  const distinct = new Set(trace.map(({ variant }) => variant)).size
  // Every page rendered once and all of them kept: the cache's bytes are theirs.
  if (!bytesPerPage && result.renders === distinct) bytesPerPage = result.bytes / distinct
  const pagesHeld = bytesPerPage ? Math.floor(result.bytes / bytesPerPage) : result.entries
  const ideal = idealHitRates(trace, Math.max(1, pagesHeld))
  process.stdout.write(
    `PAGE_CACHE_MB=${sizeMb}${heapMb ? `, --max-old-space-size=${heapMb}` : ''}: hit rate after warm-up ${pct(result.hitRate)} (every page seen: ${pct(ideal.everySeen)}; an LRU of ${pagesHeld.toLocaleString('en')} pages: ${pct(ideal.lru)}); ${ideal.distinct.toLocaleString('en')} distinct variants asked; cache ${(result.bytes / 1_048_576).toFixed(1)} MB in ${result.entries.toLocaleString('en')} entries (pages and their data); server RSS ${result.rss.toFixed(0)} MB at the end, ${result.peakRss.toFixed(0)} MB at most (V8 heap ${(result.heap.used / 1_048_576).toFixed(0)} MB used of ${(result.heap.total / 1_048_576).toFixed(0)}, external ${(result.heap.external / 1_048_576).toFixed(0)} MB); renders p95 ${result.renderP95.toFixed(0)} ms (${result.renders} of ${trace.length}); ${result.seconds.toFixed(0)} s; ${result.failed} not 200\n`,
  )
}
process.stdout.write(
  `A page costs the cache ${(bytesPerPage / 1024).toFixed(1)} KB, its data included\n`,
)
// The whole site at steady state, at the measured bytes per page.
for (const budgetMb of [256, 1024, 1536]) {
  const k = Math.floor((budgetMb * 1_048_576) / Math.max(1, bytesPerPage))
  process.stdout.write(
    `  at best with ${budgetMb} MB of pages (${k.toLocaleString('en')}): H(k)/H(N) = ${pct(harmonic(k) / harmonic(variants))}\n`,
  )
}
const needed = Math.exp(0.9 * harmonic(variants) - 0.5772156649)
process.stdout.write(
  `  90 % needs the ${Math.round(needed).toLocaleString('en')} most-asked variants kept: ${((needed * bytesPerPage) / 1_073_741_824).toFixed(0)} GB\n`,
)
