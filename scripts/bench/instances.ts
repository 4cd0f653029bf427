/**
 * Two instances sharing Redis against one instance with its caches in memory, at full scale, in one
 * run. Cached pages: each server pinned to the first core in turn, autocannon (50 connections) and
 * Redis on the second; the Redis-backed instance B serves pages that instance A rendered into Redis,
 * the in-memory one pages it rendered itself. Turns alternate (ROUNDS × SECONDS each); medians are
 * compared. Then publish-to-live across instances: a store description published through A's REST
 * API (as the admin's form does), timed until B's cached German page shows it.
 */
import { startRedis } from '../lib/redis'
import { build } from '../build'
import { cannon } from './cannon'
import { benchAdmin, fullScale, samplePages, startApp } from './fullScale'

const CONNECTIONS = 50
const SECONDS = 3
const ROUNDS = 6
const PUBLISHES = 10

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function rate(url: string, seconds = SECONDS): Promise<number> {
  const result = await cannon(url, CONNECTIONS, seconds)
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`)
  return result.requests.average
}

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
    await rate(`${memory.base}${url}`)
    await rate(`${b.base}${url}`)
    const inMemory: number[] = []
    const shared: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      inMemory.push(await rate(`${memory.base}${url}`))
      shared.push(await rate(`${b.base}${url}`))
    }
    process.stdout.write(
      `${name}: memory ${inMemory.map(Math.round).join(' / ')}, Redis ${shared.map(Math.round).join(' / ')} req/s\n`,
    )
    rows.push(
      `| ${name} \`${url}\` | ${Math.round(median(inMemory))} | ${Math.round(median(shared))} | ${(median(shared) / median(inMemory)).toFixed(2)}× | ≥ 0.8× |`,
    )
  }

  const login = await fetch(`${a.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  })
  const { token } = (await login.json()) as { token: string }
  const url = `/de/stores/${store.slug}`
  const delays: number[] = []
  for (let run = 0; run < PUBLISHES; run++) {
    await get(b.base, url)
    const text = `Neu ${Date.now().toString(36)}`
    const saved = await fetch(`${a.base}/api/stores/${store.id}?locale=de`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ description: text, _status: 'published' }),
    })
    if (!saved.ok) throw new Error(`publishing answered ${saved.status}: ${await saved.text()}`)
    const publishedAt = performance.now()
    for (;;) {
      if ((await get(b.base, url)).body.includes(text)) break
      if (performance.now() - publishedAt > 10_000) throw new Error('the change never showed on B')
    }
    delays.push(performance.now() - publishedAt)
    // Past the change's second announcement, so each run starts from a settled cache.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
  }
  rows.push(
    '',
    `Publish-to-live across instances (PATCH through A → B's cached German store page shows it), ${PUBLISHES} runs: p50 ${median(delays).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms (bars: p50 ≤ 200 ms, max ≤ 1 000 ms)`,
  )
} finally {
  await Promise.all([memory.stop(), a.stop(), b.stop()])
  await redis.stop()
}
process.stdout.write(`\n${rows.join('\n')}\n`)
