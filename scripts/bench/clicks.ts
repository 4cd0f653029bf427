/**
 * The click-out at full scale (server pinned to one core, autocannon on the other):
 *   1. one click after another (1 000, one keep-alive connection, a browser's User-Agent): the
 *      redirect's p50 / p99, beside the same run of a kept /api answer (the cheapest answer the server
 *      has besides it) as the baseline;
 *   2. 50 connections for about 30 s (a fixed number of clicks, so that every one is answered before
 *      the load stops): redirects per second, and — once the queue is written — the clicks recorded
 *      against the redirects answered (they must be equal).
 */
import postgres from 'postgres'

import { build } from '../build'
import { cannon, cannonFromClients } from './cannon'
import { fullScale, startApp } from './fullScale'
import { percentile } from './stats'

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const ms = (value: number) => `${value.toFixed(2)} ms`

const scale = await fullScale()
await build({ ifStale: true })
// Shoppers, not one client: each click comes from an address of its own (X-Forwarded-For from
// loopback is believed), so the per-client click limit sees what it would see in production.
const app = await startApp(scale, '0', { TRUSTED_PROXIES: '127.0.0.1, ::1' })
/** Clicks per client address: under the per-client limit (60 a minute) whatever the load's length. */
const CLICKS_PER_CLIENT = 20
let client = 0
const nextClient = () => {
  client += 1
  return `10.200.${(client >> 8) & 255}.${client & 255}`
}
const sql = postgres(scale.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
try {
  const { docs } = (await (await fetch(`${app.base}/api/data/stores?limit=1`)).json()) as {
    docs: { id: number }[]
  }
  const storeId = docs[0]!.id
  const out = `${app.base}/out/store/${storeId}?country=DE`
  const baseline = `${app.base}/api/data/stores?limit=1`

  const times = async (url: string, count: number) => {
    const taken: number[] = []
    for (let index = 0; index < count; index += 1) {
      const start = performance.now()
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { 'User-Agent': BROWSER, 'X-Forwarded-For': nextClient() },
      })
      await response.arrayBuffer()
      taken.push(performance.now() - start)
      if (index === 0 && url === out && response.status !== 302) {
        throw new Error(`${url} answered ${response.status}, not 302`)
      }
    }
    return taken.slice(50) // the first ones warm the server up
  }
  const [outTimes, baseTimes] = [await times(out, 1_050), await times(baseline, 1_050)]
  console.log(
    `one after another: click-out p50 ${ms(percentile(outTimes, 0.5))}, p99 ${ms(percentile(outTimes, 0.99))}` +
      ` · kept /api answer p50 ${ms(percentile(baseTimes, 0.5))}, p99 ${ms(percentile(baseTimes, 0.99))}` +
      ` · ratio of p50s ${(percentile(outTimes, 0.5) / percentile(baseTimes, 0.5)).toFixed(2)}`,
  )

  // A short probe sets the number of clicks that takes about 30 s.
  const probe = await cannonFromClients(out, 50, 50_000, 50_000 / CLICKS_PER_CLIENT, {
    'User-Agent': BROWSER,
  })
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const before = (await sql<{ n: number }[]>`select count(*)::int as n from clicks`)[0]!.n
  const amount = Math.round((probe.requests.average * 30) / 1000) * 1000
  const load = await cannonFromClients(out, 50, amount, Math.ceil(amount / CLICKS_PER_CLIENT), {
    'User-Agent': BROWSER,
  })
  const baseLoad = await cannon(baseline, 50, 10)
  // The queue is written every second; give it a few.
  let recorded = 0
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    recorded = (await sql<{ n: number }[]>`select count(*)::int as n from clicks`)[0]!.n - before
    if (recorded >= load['3xx']) break
  }
  console.log(
    `50 connections, ${load.duration.toFixed(1)} s: ${Math.round(load.requests.average)} redirects/s (kept /api answer: ` +
      `${Math.round(baseLoad.requests.average)}/s), p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ` +
      `errors ${load.errors}, timeouts ${load.timeouts}; redirects answered ${load['3xx']}, ` +
      `clicks recorded ${recorded}: ${recorded === load['3xx'] ? 'equal' : 'NOT EQUAL'}`,
  )
} finally {
  await sql.end()
  await app.stop()
}
