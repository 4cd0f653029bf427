/**
 * Two instances sharing Redis against one instance with its caches in memory, at full scale, in one
 * run. Cached pages: each server pinned to the first core in turn, autocannon (50 connections) and
 * Redis on the second; the Redis-backed instance B serves pages that instance A rendered into Redis,
 * the in-memory one pages it rendered itself. Turns alternate (ROUNDS × SECONDS each); medians are
 * compared. Then publish-to-live across instances: a store description published through A's REST
 * API (as the admin's form does), timed until B's cached German page shows it, 20 times on a quiet
 * machine and 20 times while 50 connections ask B for a cached page (the machine loaded).
 */
import { startRedis } from '../lib/redis'
import { build } from '../build'
import { cannon, rate } from './cannon'
import { fullScale, publishToLive, samplePages, startApp } from './fullScale'
import { median } from './stats'

const CONNECTIONS = 50
const SECONDS = 3
const ROUNDS = 6
const PUBLISHES = 20

const scale = await fullScale()
await build({ ifStale: true })
const redis = await startRedis({ cpus: '1' })
const memory = await startApp(scale, '0')
const a = await startApp(scale, '0', { REDIS_URL: redis.url })
const b = await startApp(scale, '0', { REDIS_URL: redis.url })
const get = async (base: string, url: string) => {
  const response = await fetch(`${base}${url}`)
  const body = await response.text()
  if (!response.ok) throw new Error(`${base}${url} answered ${response.status}`)
  return { body, cache: response.headers.get('x-nextjs-cache') }
}

const rows: string[] = []
try {
  const { store, pages } = await samplePages(memory.base)
  rows.push(
    '| Page (cached) | one instance, caches in memory: req/s | instance B with Redis, page rendered by A: req/s | ratio | bar |',
    '|---|---|---|---|---|',
  )
  for (const [name, url] of pages) {
    await get(memory.base, url)
    await get(a.base, url)
    const kept = await get(b.base, url)
    if (kept.cache !== 'HIT') throw new Error(`B did not find ${url} in Redis (${kept.cache})`)
    await rate(`${memory.base}${url}`, CONNECTIONS, SECONDS)
    await rate(`${b.base}${url}`, CONNECTIONS, SECONDS)
    const inMemory: number[] = []
    const shared: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      inMemory.push(await rate(`${memory.base}${url}`, CONNECTIONS, SECONDS))
      shared.push(await rate(`${b.base}${url}`, CONNECTIONS, SECONDS))
    }
    process.stdout.write(
      `${name}: memory ${inMemory.map(Math.round).join(' / ')}, Redis ${shared.map(Math.round).join(' / ')} req/s\n`,
    )
    rows.push(
      `| ${name} \`${url}\` | ${Math.round(median(inMemory))} | ${Math.round(median(shared))} | ${(median(shared) / median(inMemory)).toFixed(2)}× | ≥ 0.8× |`,
    )
  }

  // Past the change's second announcement after each run, so each starts from a settled cache.
  const delays = await publishToLive(a.base, b.base, store, { runs: PUBLISHES, settleMs: 2_500 })
  // The same while 50 connections ask B for the cached home page, as long as the publishes take.
  const [home] = pages[0]!
  let loading = true
  const load = (async () => {
    const results = []
    while (loading) results.push(await cannon(`${b.base}${pages[0]![1]}`, CONNECTIONS, 5))
    return results
  })()
  const loaded = await publishToLive(a.base, b.base, store, { runs: PUBLISHES, settleMs: 2_500 })
  loading = false
  const loadRuns = await load
  const served = loadRuns.reduce((sum, run) => sum + run.requests.total, 0)
  rows.push(
    '',
    `Publish-to-live across instances (PATCH through A → B's cached German store page shows it), ${PUBLISHES} runs: p50 ${median(delays).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms (bars: p50 ≤ 200 ms, max ≤ 1 000 ms)`,
    `The same while B serves the cached ${home} page to ${CONNECTIONS} connections (${served} answers, ${loadRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0)} not 2xx or failed): p50 ${median(loaded).toFixed(0)} ms, max ${Math.max(...loaded).toFixed(0)} ms`,
  )
} finally {
  await Promise.all([memory.stop(), a.stop(), b.stop()])
  await redis.stop()
}
process.stdout.write(`\n${rows.join('\n')}\n`)
