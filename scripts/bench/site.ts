/**
 * The public site at full scale: the first render of store pages nobody has asked for yet
 * (30 different stores, one request each, median and p90, and the SQL statements each one cost), next
 * to a second request of the same pages; and the home page's first-load JavaScript (every script the
 * HTML references, gzip-compressed; legacy `noModule` polyfills excluded, as browsers with ES modules
 * do not load them).
 */
import { gzipSync } from 'node:zlib'

import postgres from 'postgres'

import { build } from '../build'
import { fullScale, pageMeter, startApp } from './fullScale'
import { percentile } from './stats'

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale)
const sql = postgres(scale.database.url, { max: 1 })
try {
  // Warm the server itself (first compile of the route, connections) on a store outside the sample.
  const stores = await sql<{ slug: string }[]>`
    select slug from stores where _status = 'published' order by id desc limit 31`
  await fetch(`${app.base}/stores/${stores[30]!.slug}`).then((r) => r.arrayBuffer())
  const { timePage, statementsOf } = await pageMeter(app.base, sql)
  const first: number[] = []
  const statements: number[] = []
  const again: number[] = []
  for (const { slug } of stores.slice(0, 30)) {
    const { ms, calls } = await statementsOf(`/stores/${slug}`)
    first.push(ms)
    statements.push(calls)
  }
  for (const { slug } of stores.slice(0, 30)) again.push(await timePage(`/stores/${slug}`))

  const html = await (await fetch(`${app.base}/`)).text()
  // `noModule` scripts are legacy polyfills that browsers with ES modules (all current ones) skip.
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)>/g)]
        .filter(([, attributes]) => !/\bnomodule\b/i.test(attributes!))
        .map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes!)?.[1])
        .filter((src): src is string => Boolean(src)),
    ),
  ]
  let raw = 0
  let gzip = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, app.base))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`
  process.stdout.write(
    [
      '',
      '| Measure | Result | Bar |',
      '|---|---|---|',
      `| Store page, first render (30 stores never requested before): p50 / p90 | ${ms(percentile(first, 0.5))} / ${ms(percentile(first, 0.9))} | p50 ≤ 80 ms |`,
      `| SQL statements the database ran for each of those first renders (pg_stat_statements): median / max | ${percentile(statements, 0.5)} / ${Math.max(...statements)} | ≤ 8 |`,
      `| Same pages requested again (in-memory data): p50 / p90 | ${ms(percentile(again, 0.5))} / ${ms(percentile(again, 0.9))} | |`,
      `| Home page first-load JavaScript (${scripts.length} scripts) | ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(0)} KB raw) | ≤ 150 KB gzip |`,
      '',
    ].join('\n'),
  )
} finally {
  await app.stop()
  await sql.end()
}
