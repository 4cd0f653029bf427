/**
 * Cached public pages at full scale: the app's server (scripts/server.mjs) pinned to one
 * core (taskset -c 0), 50 connections from wrk (else autocannon) on the other core. Each page (home, a category, a store, a guide) is
 * served from the page cache; its yardstick is a minimal page of the same byte size from the same
 * build, proxy and root layout (/bench-baseline/{bytes}, present only with BENCH_BASELINE=1). After a
 * warm-up of both, page and yardstick take turns (ROUNDS × SECONDS each); medians are compared. Then
 * publish-to-live: a store description published through the REST API (as the admin's form does),
 * timed until the cached public page shows it (median of 5).
 */
import { build } from '../build'
import { cannon, wrkRate } from './cannon'
import { fullScale, publishToLive, samplePages, startApp } from './fullScale'
import { median } from './stats'

const CONNECTIONS = 50
const SECONDS = 3
/** Page and yardstick take turns this many times; each reports its median. */
const ROUNDS = 8
const WARM_UP_SECONDS = 3
let warned = false

async function requestsPerSecond(
  url: string,
  seconds = SECONDS,
): Promise<{ rate: number; errors: number }> {
  // wrk where installed (see wrkRate); autocannon measures itself as much as the server here.
  const fromWrk = await wrkRate(url, CONNECTIONS, seconds)
  if (fromWrk) return fromWrk
  if (!warned) {
    warned = true
    process.stdout.write(
      'wrk is not installed (apt-get install wrk): autocannon measures, and its own cost per page counts.\n',
    )
  }
  const result = await cannon(url, CONNECTIONS, seconds)
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`)
  // Sockets that time out under 50 connections on one loaded core are reported, not hidden.
  return { rate: result.requests.average, errors: result.errors + result.timeouts }
}

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale, '0', { BENCH_BASELINE: '1' })
const get = async (url: string) => {
  const response = await fetch(`${app.base}${url}`)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return { body, cache: response.headers.get('x-nextjs-cache'), bytes: Buffer.byteLength(body) }
}

const rows: string[] = []
try {
  const { store, pages } = await samplePages(app.base)
  rows.push(
    '| Page (cached) | bytes | req/s | minimal page of the same size: bytes | req/s | ratio | bar |',
    '|---|---|---|---|---|---|---|',
  )
  for (const [name, url] of pages) {
    await get(url)
    const page = await get(url)
    if (page.cache !== 'HIT')
      throw new Error(`${url} was not served from the page cache (${page.cache})`)
    // The yardstick's size converges in a few steps: its markup around the text is constant.
    let size = page.bytes
    let baseline = await get(`/bench-baseline/${size}`)
    for (let step = 0; step < 4 && Math.abs(baseline.bytes - page.bytes) > 64; step++) {
      size = Math.max(1, size + Math.round((page.bytes - baseline.bytes) / 2))
      baseline = await get(`/bench-baseline/${size}`)
    }
    await get(`/bench-baseline/${size}`)
    // Both warmed up under load first (the first seconds of a fresh server's life are slower: its
    // code is still being optimized), then taking turns, so a drift in the machine's load hits both.
    const pageUrl = `${app.base}${url}`
    const baselineUrl = `${app.base}/bench-baseline/${size}`
    await requestsPerSecond(pageUrl, WARM_UP_SECONDS)
    await requestsPerSecond(baselineUrl, WARM_UP_SECONDS)
    const pageRates: number[] = []
    const baselineRates: number[] = []
    let errors = 0
    for (let round = 0; round < ROUNDS; round++) {
      const pageRun = await requestsPerSecond(pageUrl)
      const baselineRun = await requestsPerSecond(baselineUrl)
      pageRates.push(pageRun.rate)
      baselineRates.push(baselineRun.rate)
      errors += pageRun.errors + baselineRun.errors
    }
    const pageRate = median(pageRates)
    const baselineRate = median(baselineRates)
    process.stdout.write(
      `${name}: ${pageRates.map(Math.round).join(' / ')} req/s, minimal page ${baselineRates.map(Math.round).join(' / ')} req/s (${errors} socket errors)\n`,
    )
    rows.push(
      `| ${name} \`${url}\` | ${page.bytes} | ${Math.round(pageRate)} | ${baseline.bytes} | ${Math.round(baselineRate)} | ${(pageRate / baselineRate).toFixed(2)}× | ≥ 0.9× |`,
    )
  }

  const delays = await publishToLive(app.base, app.base, store, { runs: 5 })
  rows.push(
    '',
    `Publish-to-live (REST PATCH as the admin → the cached German store page shows the text), median of 5: ${median(delays).toFixed(0)} ms (max ${Math.max(...delays).toFixed(0)} ms; bar ≤ 1 000 ms)`,
  )
} finally {
  await app.stop()
}
process.stdout.write(`\n${rows.join('\n')}\n`)
