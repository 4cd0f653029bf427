/**
 * A fresh embedded PostgreSQL seeded with `npm run seed -- --scale full` (migrations included, timed), shared
 * by the benchmarks that need the full scale: when several run in one `npm run bench`, they seed once.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import postgres from 'postgres'

import { freePort, startEmbeddedPostgres, type Database } from '../lib/database'
import { root, serverScript } from '../lib/runtime'
import { scriptArgs } from '../lib/scriptArgs'

export interface FullScale {
  database: Database
  /** Environment for children that use this database (the app, scripts). */
  env: NodeJS.ProcessEnv
  /** Wall clock of migrations + seed, and the seed's own output. */
  seconds: number
  output: string
  status: number | null
}

/** The seeded admin account; its password is new on every run (there is no default one). */
export const benchAdmin = {
  email: 'admin@example.com',
  password: randomBytes(18).toString('base64url'),
}

/** Signs the bench's admin in on the app at `base`: the headers of its requests. */
export async function adminAuth(base: string): Promise<{ Authorization: string }> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  })
  if (!login.ok) throw new Error(`the bench's admin could not sign in: ${login.status}`)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

let prepared: Promise<FullScale> | undefined
const cleanups: (() => Promise<void>)[] = []

export function fullScale(): Promise<FullScale> {
  prepared ??= (async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'))
    const pgPort = await freePort()
    const database = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'postgres'),
      port: pgPort,
      // The site benchmark counts each page's statements (scripts/bench/site.ts).
      statementStats: true,
    })
    cleanups.push(async () => {
      await database.stop()
      rmSync(dataDir, { recursive: true, force: true })
    })
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
    }
    const begin = Date.now()
    let output = ''
    const status = await new Promise<number | null>((resolve) => {
      const seed = spawn(process.execPath, scriptArgs('src/seed/run.ts', ['--scale', 'full']), {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      seed.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        process.stdout.write(chunk)
      })
      seed.once('exit', resolve)
    })
    if (status !== 0) throw new Error('the seed failed (its output is above)')
    const seconds = (Date.now() - begin) / 1000
    await settle(database.url)
    return { database, env, seconds, output, status }
  })()
  return prepared
}

/**
 * Brings the freshly seeded database to the state of a long-running site's before anything is measured:
 * VACUUM (ANALYZE) of every table, then a CHECKPOINT. Right after a bulk load, PostgreSQL's autovacuum
 * would start on the new tables within its minute's nap (vacuums are due after that many inserts) and
 * run beside the first benchmark on the same two cores, and every first read of a row would still set
 * its hint bits; the checkpoint writes out what the vacuum and the seed left in memory, instead of the
 * checkpointer doing so during a benchmark.
 */
async function settle(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  const begin = Date.now()
  try {
    await sql`vacuum (analyze)`
    await sql`checkpoint`
  } finally {
    await sql.end()
  }
  process.stdout.write(
    `[bench] the seeded database vacuumed, analyzed and checkpointed in ${((Date.now() - begin) / 1000).toFixed(0)} s\n`,
  )
}

/** Stops the database and removes its files (after the last benchmark). */
export async function releaseFullScale(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  prepared = undefined
}

/**
 * The gate of expensive work for the benchmarks' servers: their load comes from one address, many
 * connections at a time, and would be shed as one client's flood. The shedding benchmark passes
 * empty values, which are the defaults.
 */
export const BENCH_WORK_GATE = {
  EXPENSIVE_WORK_QUEUE: '100000',
  EXPENSIVE_WORK_PER_CLIENT: '100000',
  EXPENSIVE_WORK_WAIT_MS: '600000',
}

/** The app's production server (scripts/server.mjs) of the built app on this database; `cpus` pins it (e.g. '0' for one core). */
export async function startApp(
  scale: FullScale,
  cpus?: string,
  extraEnv: Record<string, string> = {},
  /** Where the server's log lines go (none by default). */
  logFile?: string,
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const next = [serverScript, '-p', String(port)]
  const [command, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...next]]
    : [process.execPath, next]
  const server: ChildProcess = spawn(command, args, {
    cwd: root,
    env: { ...scale.env, ...BENCH_WORK_GATE, ...extraEnv, NODE_ENV: 'production' },
    stdio: logFile ? ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')] : 'ignore',
  })
  const base = `http://localhost:${port}`
  for (let attempt = 0; attempt < 600; attempt++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    base,
    // With `cpus`, taskset execs next in place, so this is the server's own process either way.
    pid: server.pid!,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    },
  }
}

/**
 * One page of each kind the page benchmarks measure (home, a category, a store, a guide, a product;
 * with `dynamic`, /deals too) and the store.
 */
export async function samplePages(
  base: string,
  { dynamic = false } = {},
): Promise<{ store: { id: number; slug: string }; pages: [string, string][] }> {
  const json = async (url: string) => (await fetch(`${base}${url}`)).json()
  const store = (await json('/api/data/stores?limit=1')).docs[0]
  const product = (await json('/api/data/products?country=DE&deals=1&limit=1')).docs[0]
  const guide = (await json('/api/posts/posts?limit=1')).docs[0]
  const tree = await json('/api/posts/posts/category')
  return {
    store,
    pages: [
      ['Home', '/'],
      ['Category', `/categories/${tree[0].seoSlug}`],
      ['Store', `/stores/${store.slug}`],
      ['Guide', `/shopping-guides/${guide.category.seoSlug}/${guide.slug}`],
      // A deal: its page shows the deal and the price chart too.
      ['Product', `/products/${product.slug}`],
      // Rendered per request (its filters are its query): not for the cached-page measures.
      ...(dynamic ? [['Deals', '/deals'] as [string, string]] : []),
    ],
  }
}

/**
 * Publish-to-live, `runs` times: the store's German description published through `writer`'s REST
 * API (as the admin's form does), timed until `reader`'s cached German store page shows it (the same
 * server, or another instance). `settleMs`: a pause after each run, so that the next starts from a
 * settled cache. Returns the delays in milliseconds.
 */
export async function publishToLive(
  writer: string,
  reader: string,
  store: { id: number; slug: string },
  { runs, settleMs = 0 }: { runs: number; settleMs?: number },
): Promise<number[]> {
  const auth = await adminAuth(writer)
  const page = `${reader}/de/stores/${store.slug}`
  const read = async () => {
    const response = await fetch(page)
    const body = await response.text()
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    return body
  }
  const delays: number[] = []
  for (let run = 0; run < runs; run++) {
    await read()
    const text = `Neu ${Date.now().toString(36)}`
    const saved = await fetch(`${writer}/api/stores/${store.id}?locale=de`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth },
      body: JSON.stringify({ description: text, _status: 'published' }),
    })
    if (!saved.ok) throw new Error(`publishing answered ${saved.status}: ${await saved.text()}`)
    const publishedAt = performance.now()
    while (!(await read()).includes(text)) {
      if (performance.now() - publishedAt > 10_000)
        throw new Error(`${page} never showed the change`)
    }
    delays.push(performance.now() - publishedAt)
    await new Promise((resolve) => setTimeout(resolve, settleMs))
  }
  return delays
}

/**
 * Timing a page's first render, and counting the SQL statements the database ran for it (whichever
 * client sent them: Payload's pool or src/data's), from pg_stat_statements; the bench's own
 * statements are left out. `sql` is the bench's own connection to the database.
 */
export async function pageMeter(base: string, sql: postgres.Sql) {
  const timePage = async (path: string) => {
    const start = performance.now()
    const response = await fetch(`${base}${path}`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    return performance.now() - start
  }
  await sql`create extension if not exists pg_stat_statements`
  const statementsOf = async (path: string) => {
    await sql`select pg_stat_statements_reset()`
    const ms = await timePage(path)
    const [{ calls }] = await sql<{ calls: number }[]>`
      select coalesce(sum(calls), 0)::int as calls from pg_stat_statements
      where query not ilike '%pg_stat_statements%'`
    return { ms, calls }
  }
  return { timePage, statementsOf }
}
