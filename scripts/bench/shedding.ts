/**
 * What one address flooding the search costs everyone else, at full scale (server on core 0): 20
 * loops of uncached searches (`/search?q=…`, two words of the catalogue's product names, each pair
 * new) from one address, each sending its next search when the last is answered, as the reported
 * attacker did (its search limit applies), while another address asks for the cached `/stores` one
 * request after another for 10 s. Run on the server as configured, then on the same server with the gate of
 * expensive work opened wide (as before it existed): the cached page's p50 / p99 alone and under
 * the flood, and what the attacker got.
 */
import { build } from '../build'
import { BENCH_WORK_GATE, fullScale, startApp } from './fullScale'
import { percentile } from './stats'

const LOOPS = 20
const CACHED_SECONDS = 10
const ms = (value: number) => `${value.toFixed(1)} ms`

const WIDE_OPEN = {
  EXPENSIVE_WORK_CONCURRENCY: '1000',
  EXPENSIVE_WORK_QUEUE: '1000',
  EXPENSIVE_WORK_PER_CLIENT: '1000',
  EXPENSIVE_WORK_WAIT_MS: '600000',
}

async function timed(url: string, headers: Record<string, string>) {
  const start = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - start }
}

async function cachedTimes(base: string) {
  const times: number[] = []
  const until = performance.now() + CACHED_SECONDS * 1000
  while (performance.now() < until) {
    const { status, ms: took } = await timed(`${base}/stores`, {
      'X-Forwarded-For': '198.51.100.7',
    })
    if (status !== 200) throw new Error(`/stores answered ${status}`)
    times.push(took)
  }
  return times
}

/** Words of the catalogue's product names, for searches that find something. */
async function catalogueWords(base: string) {
  const response = await fetch(`${base}/api/data/products?country=DE&limit=100`)
  const { docs } = (await response.json()) as { docs: { name: string }[] }
  const words = new Set(
    docs
      .flatMap(({ name }) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length > 3),
  )
  return [...words]
}

async function flood(base: string) {
  for (let index = 0; index < 50; index += 1) await timed(`${base}/stores`, {})
  const alone = await cachedTimes(base)
  const words = await catalogueWords(base)
  let attacking = true
  let sent = 0
  const statuses = new Map<number, number>()
  const answered: number[] = []
  const loop = async () => {
    while (attacking) {
      sent += 1
      const query = `${words[sent % words.length]} ${words[Math.floor(sent / words.length) % words.length]}`
      const { status, ms: took } = await timed(`${base}/search?q=${encodeURIComponent(query)}`, {
        'X-Forwarded-For': '203.0.113.9',
      }).catch(() => ({ status: 0, ms: 0 }))
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 200) answered.push(took)
    }
  }
  const loops = Array.from({ length: LOOPS }, () => loop())
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const underFlood = await cachedTimes(base)
  attacking = false
  await Promise.all(loops)
  return { alone, underFlood, statuses, answered }
}

const scale = await fullScale()
await build({ ifStale: true })
const results: [string, Awaited<ReturnType<typeof flood>>][] = []
/** Empty values: the gate's defaults, not the other benchmarks' wide one. */
const DEFAULTS = Object.fromEntries(Object.keys(BENCH_WORK_GATE).map((name) => [name, '']))
for (const [name, env] of [
  ['the gate as configured by default', DEFAULTS],
  ['the gate opened wide', WIDE_OPEN],
] as const) {
  const app = await startApp(scale, '0', { TRUSTED_PROXIES: '127.0.0.1, ::1', ...env })
  try {
    results.push([name, await flood(app.base)])
  } finally {
    await app.stop()
  }
}

console.log(
  `\n### One address, ${LOOPS} loops of uncached searches, and the cached /stores for ${CACHED_SECONDS} s\n`,
)
console.log(
  '| server | `/stores` alone p50 / p99 | `/stores` under the flood p50 / p99 (p99 ≤ 50 ms) | searches answered 200 (median) | statuses |',
)
console.log('| --- | --- | --- | --- | --- |')
for (const [name, { alone, underFlood, statuses, answered }] of results) {
  console.log(
    `| ${name} | ${ms(percentile(alone, 0.5))} / ${ms(percentile(alone, 0.99))} | ${ms(percentile(underFlood, 0.5))} / ${ms(percentile(underFlood, 0.99))} | ${answered.length} (${answered.length ? ms(percentile(answered, 0.5)) : '—'}) | ${JSON.stringify(Object.fromEntries(statuses))} |`,
  )
}
