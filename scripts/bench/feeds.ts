/**
 * Merchant feeds at full scale, as a retailer's feed arrives (fetched over HTTP from a local server
 * named in FEED_ALLOW_HOSTS, run through the jobs queue in the app server):
 *   1. a 100 000-item RSS feed of products the catalogue has (matched by GTIN), every item a new
 *      offer of one store in Germany: from "Run now" to the run's end (offers live), and the server's
 *      peak memory growth meanwhile;
 *   2. the same items as TSV, for another store;
 *   3. the RSS feed again, unchanged (served without validators, so the run reads and compares it
 *      all): its time and the rows it wrote to the offers' tables; then with every price lowered and
 *      no shopper beside it: the run's own memory;
 *   4. product pages while a run goes on: the p95 of product pages of the feed's products read during
 *      the run, against the same in the quarter-minute before it; one shopper during the RSS run,
 *      two at once (the machine's two cores kept busy without a run) during the TSV run. Each request
 *      is a page not read before (rendered from the database, not served from the cache), so the
 *      figure shows what the run's statements cost the pages' own.
 * The bench's feeds and their offers are deleted at the end.
 */
import { createWriteStream, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import postgres from 'postgres'

import { build } from '../build'
import { median, percentile } from './stats'
import { adminAuth, fullScale, startApp } from './fullScale'

const ITEMS = 100_000

const scale = await fullScale()
await build({ ifStale: true })
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-feeds-'))
const server = http.createServer((req, res) => {
  const file = path.join(dir, path.basename(req.url ?? ''))
  try {
    res.writeHead(200, { 'content-length': statSync(file).size })
    res.end(readFileSync(file))
  } catch {
    res.writeHead(404).end()
  }
})
server.listen(0, '127.0.0.1')
await once(server, 'listening')
const feedHost = `127.0.0.1:${(server.address() as AddressInfo).port}`
const serverLog = path.join(dir, 'server.log')
const app = await startApp(scale, undefined, { FEED_ALLOW_HOSTS: feedHost }, serverLog)
const sql = postgres(scale.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
const feeds: number[] = []

/** Resident memory of a process, in MB (Linux). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

async function writeFeeds() {
  const rows = await sql<{ id: number; gtin: string; name: string }[]>`
    select p.id, p.gtin, coalesce(l.name, p.slug) as name from products p
    left join products_locales l on l._parent_id = p.id and l._locale = 'en'
    where p.gtin is not null and p._status = 'published'
    order by p.id limit ${ITEMS}`
  const xml = createWriteStream(path.join(dir, 'feed.xml'))
  const changed = createWriteStream(path.join(dir, 'feed-changed.xml'))
  const tsv = createWriteStream(path.join(dir, 'feed.tsv'))
  const rssHead =
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Bench</title>\n'
  xml.write(rssHead)
  changed.write(rssHead)
  tsv.write('id\ttitle\tlink\timage_link\tavailability\tprice\tshipping\tgtin\tcondition\n')
  for (const [index, row] of rows.entries()) {
    const price = (10 + ((row.id * 7919) % 99_000) / 100).toFixed(2)
    const link = `https://bench.example/p/${row.id}`
    const item = (price: string) =>
      `<item><g:id>B${row.id}</g:id><g:title>${row.name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</g:title><g:link>${link}</g:link><g:image_link>${link}.jpg</g:image_link><g:availability>${index % 20 ? 'in_stock' : 'out_of_stock'}</g:availability><g:price>${price} EUR</g:price><g:shipping><g:country>DE</g:country><g:price>4.95 EUR</g:price></g:shipping><g:gtin>${row.gtin.slice(1)}</g:gtin><g:condition>new</g:condition></item>\n`
    xml.write(item(price))
    changed.write(item((Number(price) - 1).toFixed(2)))
    tsv.write(
      `B${row.id}\t${row.name.replace(/\t/g, ' ')}\t${link}\t${link}.jpg\t${index % 20 ? 'in_stock' : 'out_of_stock'}\t${price} EUR\tDE:::4.95 EUR\t${row.gtin.slice(1)}\tnew\n`,
    )
  }
  xml.end('</channel></rss>\n')
  changed.end('</channel></rss>\n')
  tsv.end()
  await Promise.all([once(xml, 'finish'), once(changed, 'finish'), once(tsv, 'finish')])
  return rows.length
}

async function offerWrites(): Promise<number> {
  // Each backend reports its counts when it goes idle, within a second.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const [row] = await sql<{ writes: string }[]>`
    select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) as writes from pg_stat_user_tables
    where relname in ('products_offers', '_products_v_version_offers', 'products', '_products_v')`
  return Number(row!.writes)
}

/**
 * `shoppers` reading product pages one after another, each a page not read before, until `done`
 * settles or `ms` have passed: the pages' times in milliseconds.
 */
async function readPages(
  slugs: string[],
  shoppers: number,
  until: { done?: Promise<unknown>; ms?: number },
) {
  const times: number[] = []
  /** When each page was asked for (epoch ms), beside `times`. */
  const asked: number[] = []
  let stop = false
  const timer = until.ms ? setTimeout(() => (stop = true), until.ms) : undefined
  void until.done?.finally(() => (stop = true))
  const shopper = async () => {
    while (!stop && slugs.length) {
      const slug = slugs.pop()!
      asked.push(Date.now())
      const start = performance.now()
      const response = await fetch(`${app.base}/de/products/${slug}`)
      await response.arrayBuffer()
      if (response.status !== 200)
        throw new Error(`/de/products/${slug} answered ${response.status}`)
      times.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: shoppers }, shopper))
  clearTimeout(timer)
  return Object.assign(times, { asked })
}

/**
 * The p95 of the pages asked for during each phase of run `run`, from the phases' durations the
 * server logged at its end ('feed run succeeded'): where a run's cost to the pages comes from.
 */
function pagesByPhase(run: number, pages: Awaited<ReturnType<typeof readPages>>): string {
  const line = readFileSync(serverLog, 'utf8')
    .split('\n')
    .map((text) => {
      try {
        return JSON.parse(text) as {
          msg?: string
          run?: number
          time?: number
          ms?: Record<string, number>
        }
      } catch {
        return null
      }
    })
    .find((entry) => entry?.msg === 'feed run succeeded' && entry.run === run)
  if (!line?.ms || !line.time) return 'no phases logged'
  let end = line.time
  const windows = Object.entries(line.ms)
    .reverse()
    .map(([phase, ms]) => {
      const window = { phase, from: end - ms, to: end }
      end -= ms
      return window
    })
    .reverse()
  return windows
    .map(({ phase, from, to }) => {
      const inside = pages.filter((_, i) => pages.asked[i]! >= from && pages.asked[i]! < to)
      return `${phase} ${((to - from) / 1000).toFixed(1)} s: ${inside.length ? `p95 ${percentile(inside, 0.95).toFixed(0)} ms of ${inside.length}` : 'no page'}`
    })
    .join('; ')
}

try {
  const count = await writeFeeds()
  const slugs = (
    await sql<{ slug: string }[]>`
      select slug from products where gtin is not null and _status = 'published'
      order by id limit ${ITEMS}`
  )
    .map((row) => row.slug)
    .reverse()
  const auth = await adminAuth(app.base)
  const json = { ...auth, 'Content-Type': 'application/json' }
  const stores = await sql<{ id: number }[]>`
    select id from stores where _status = 'published' order by popularity desc limit 2`

  const addFeed = async (store: number, file: string) => {
    const response = await fetch(`${app.base}/api/feeds`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        store,
        country: 'DE',
        url: `http://${feedHost}/${file}`,
        schedule: 'daily',
        active: false,
      }),
    })
    if (!response.ok)
      throw new Error(`POST /api/feeds answered ${response.status}: ${await response.text()}`)
    const { doc } = (await response.json()) as { doc: { id: number } }
    feeds.push(doc.id)
    return doc.id
  }
  let lastRun = 0
  const timedRun = async (feed: number) => {
    const before = rssOf(app.pid)
    let peak = before
    const start = performance.now()
    const response = await fetch(`${app.base}/api/feeds/${feed}/run`, {
      method: 'POST',
      headers: auth,
    })
    if (response.status !== 202) throw new Error(`run answered ${response.status}`)
    const { run } = (await response.json()) as { run: { id: number } }
    lastRun = run.id
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      peak = Math.max(peak, rssOf(app.pid))
      const state = (await (
        await fetch(`${app.base}/api/feed-runs/${run.id}?depth=0`, { headers: auth })
      ).json()) as { status: string; reason?: string; counts?: Record<string, number> }
      if (state.status === 'succeeded' || state.status === 'failed') {
        return {
          seconds: (performance.now() - start) / 1000,
          growth: peak - before,
          state,
        }
      }
    }
  }
  const report = (name: string, result: Awaited<ReturnType<typeof timedRun>>, extra = '') =>
    process.stdout.write(
      `${name}: ${result.state.status} in ${result.seconds.toFixed(1)} s, server memory +${result.growth.toFixed(0)} MB${extra}; counts ${JSON.stringify(result.state.counts)}${result.state.reason ? ` (${result.state.reason})` : ''}\n`,
    )

  process.stdout.write(
    `Feeds of ${count.toLocaleString('en')} items (RSS ${(statSync(path.join(dir, 'feed.xml')).size / 1_048_576).toFixed(1)} MB)\n`,
  )
  // A run with `shoppers` reading product pages meanwhile, and as many in the quarter-minute before.
  const runBesidePages = async (name: string, feed: number, shoppers: number) => {
    await readPages(slugs, shoppers, { ms: 5_000 }) // the page's code and the pools warm
    const quiet = await readPages(slugs, shoppers, { ms: 15_000 })
    const running = timedRun(feed)
    const busy = await readPages(slugs, shoppers, { done: running })
    report(name, await running)
    const [quietP95, busyP95] = [percentile(quiet, 0.95), percentile(busy, 0.95)]
    process.stdout.write(
      `  product pages, ${shoppers} shopper${shoppers > 1 ? 's' : ''} (bar p95 ≤ 1.5× without): p95 ${busyP95.toFixed(0)} ms during the run (median ${median(busy).toFixed(0)} ms, ${busy.length} pages), ${quietP95.toFixed(0)} ms before it (median ${median(quiet).toFixed(0)} ms, ${quiet.length} pages): ${(busyP95 / quietP95).toFixed(2)}×\n  by phase: ${pagesByPhase(lastRun, busy)}\n`,
    )
  }
  const xmlFeed = await addFeed(stores[0]!.id, 'feed.xml')
  await runBesidePages('RSS, 100 000 new offers (bar ≤ 60 s, ≤ 150 MB)', xmlFeed, 1)
  const tsvFeed = await addFeed(stores[1]!.id, 'feed.tsv')
  await runBesidePages('TSV, 100 000 new offers (bar ≤ 45 s)', tsvFeed, 2)
  const writes = await offerWrites()
  const again = await timedRun(xmlFeed)
  report(
    'RSS again, unchanged (bar ≤ 15 s, 0 rows)',
    again,
    `, ${(await offerWrites()) - writes} rows written`,
  )
  // The memory a run takes itself, with no page rendered (and kept) beside it: every price lower.
  renameSync(path.join(dir, 'feed-changed.xml'), path.join(dir, 'feed.xml'))
  report('RSS, every price changed, no shopper (bar ≤ 60 s, ≤ 150 MB)', await timedRun(xmlFeed))
} finally {
  for (const id of feeds) {
    await sql`delete from products_offers where feed_id = ${id}`
    await sql`delete from _products_v_version_offers where feed_id = ${id}`
    await sql`delete from feed_runs where feed_id = ${id}`
    await sql`delete from feeds where id = ${id}`
  }
  await sql.end()
  await app.stop()
  server.close()
  rmSync(dir, { recursive: true, force: true })
}
