/**
 * What the Content-Security-Policy costs a cached page, at full scale: the same build served twice,
 * both servers pinned to one core (taskset -c 0), one as it runs in production (a nonce per request,
 * the kept page's script hashes swapped in by the server) and one without any of it
 * (BENCH_WITHOUT_CSP=1, the static policy only). 50 connections from autocannon on the other core
 * take turns between the two (ROUNDS × SECONDS each) on each page; medians are compared. Bar: the
 * policy costs ≤ 10 % (ratio ≥ 0.9).
 */
import { build } from '../build'
import { rate } from './cannon'
import { fullScale, samplePages, startApp } from './fullScale'
import { median } from './stats'

const CONNECTIONS = 50
const SECONDS = 3
const ROUNDS = 6
const WARM_UP_SECONDS = 3

const scale = await fullScale()
await build({ ifStale: true })
const withPolicy = await startApp(scale, '0')
const withoutPolicy = await startApp(scale, '0', { BENCH_WITHOUT_CSP: '1' })
const rows = [
  '| Page (cached) | req/s with the CSP | req/s without | ratio | bar |',
  '|---|---|---|---|---|',
]
try {
  const { pages } = await samplePages(withPolicy.base)
  for (const [name, path] of pages) {
    for (const app of [withPolicy, withoutPolicy]) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await fetch(`${app.base}${path}`)
        await response.text()
        if (visit === 1 && response.headers.get('x-nextjs-cache') !== 'HIT')
          throw new Error(`${path} was not served from the page cache`)
        const policy = response.headers.get('content-security-policy') ?? ''
        const hashed = /'sha256-/.test(policy)
        if (visit === 1 && hashed !== (app === withPolicy))
          throw new Error(`${path}: unexpected policy ${policy.slice(0, 80)}`)
      }
      await rate(`${app.base}${path}`, CONNECTIONS, WARM_UP_SECONDS)
    }
    const withRates: number[] = []
    const withoutRates: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      withRates.push(await rate(`${withPolicy.base}${path}`, CONNECTIONS, SECONDS))
      withoutRates.push(await rate(`${withoutPolicy.base}${path}`, CONNECTIONS, SECONDS))
    }
    const ratio = median(withRates) / median(withoutRates)
    process.stdout.write(
      `${name}: ${withRates.map(Math.round).join(' / ')} req/s with, ${withoutRates.map(Math.round).join(' / ')} without\n`,
    )
    rows.push(
      `| ${name} \`${path}\` | ${Math.round(median(withRates))} | ${Math.round(median(withoutRates))} | ${ratio.toFixed(2)}× | ≥ 0.9× |`,
    )
  }
} finally {
  await Promise.all([withPolicy.stop(), withoutPolicy.stop()])
}
process.stdout.write(`\n${rows.join('\n')}\n`)
