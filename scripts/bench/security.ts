/**
 * What attacks cost the site at full scale (server pinned to one core, the load on the other):
 *   1. the home page, cached, 300 requests one after another: the baseline p50 / p99;
 *   2. the same while the attacks that once stalled the server run round after round, each round as
 *      it was reported: one GraphQL request with 50 aliases of Products(limit: 100000), eight
 *      parallel REST reads of 100 000 products at depth 2 in every language, a method override with
 *      a 150 KB `like` filter and a 2 MB login: every attack's status and slowest answer, and the home
 *      page's p50 / p99 beside the baseline's;
 *   3. 60 s of a crowd's traffic at 50 connections (cached pages, the /api, suggestions; the crowd's
 *      requests come from 500 addresses, told the server through a trusted proxy hop: people, each
 *      far below the per-address limits, which a crowd of 50 reached once the server answered
 *      thousands of requests a second), then 30 s of
 *      the same crowd on the cached pages alone: errors, statuses, p50 / p99.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { build } from '../build'
import { root } from '../lib/runtime'
import { fullScale, startApp } from './fullScale'
import { percentile } from './stats'

const exec = promisify(execFile)
/** The crowd's people, each with an address of their own. */
const CROWD = 500
const ms = (value: number) => `${value.toFixed(1)} ms`

const aliases = `{ ${Array.from(
  { length: 50 },
  (_, index) => `a${index}: Products(limit: 100000) { docs { id name description } }`,
).join(' ')} }`
const attacks = {
  'GraphQL, 50 aliases × limit 100000': {
    method: 'POST',
    path: '/api/graphql',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: aliases }),
  },
  'REST limit=100000 depth=2 locale=all': {
    method: 'GET',
    path: '/api/products?limit=100000&depth=2&locale=all',
  },
  'method override, 150 KB like filter': {
    method: 'POST',
    path: '/api/products',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Payload-HTTP-Method-Override': 'GET',
    },
    body: `where[description][like]=${'ab '.repeat(50_000)}`,
  },
  'login with 2 MB of JSON': {
    method: 'POST',
    path: '/api/users/login',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'x@example.com', password: 'a'.repeat(2 * 1024 * 1024) }),
  },
} as const

const scale = await fullScale()
await build({ ifStale: true })
// The crowd's addresses come in X-Forwarded-For from loopback, as from a proxy in front.
const app = await startApp(scale, '0', { TRUSTED_PROXIES: '127.0.0.1, ::1' })
try {
  // A body over the limit is answered before it is read and the connection closed: a client still
  // writing it may see the close (EPIPE) before the 413. Both are a refusal; status 0 stands for it.
  const send = async ({ method = 'GET', path: target, headers, body }: RequestSpec) => {
    const start = performance.now()
    try {
      const response = await fetch(`${app.base}${target}`, { method, headers, body })
      await response.arrayBuffer()
      return { status: response.status, ms: performance.now() - start }
    } catch {
      return { status: 0, ms: performance.now() - start }
    }
  }
  const homeTimes = async (count: number) => {
    const times: number[] = []
    for (let index = 0; index < count; index += 1) {
      const { status, ms: took } = await send({ path: '/' })
      if (status !== 200) throw new Error(`/ answered ${status}`)
      times.push(took)
    }
    return times
  }
  for (let index = 0; index < 50; index += 1) await send({ path: '/' })
  const baseline = await homeTimes(300)

  const seen = new Map<string, { statuses: Set<number>; slowest: number; count: number }>()
  let attacking = true
  const attacker = async (name: keyof typeof attacks) => {
    const { status, ms: took } = await send(attacks[name])
    const entry = seen.get(name) ?? { statuses: new Set(), slowest: 0, count: 0 }
    entry.statuses.add(status)
    entry.slowest = Math.max(entry.slowest, took)
    entry.count += 1
    seen.set(name, entry)
  }
  const names = Object.keys(attacks) as (keyof typeof attacks)[]
  const round = () =>
    Promise.all(
      names.flatMap((name) =>
        Array.from({ length: name.startsWith('REST') ? 8 : 1 }, () => attacker(name)),
      ),
    )
  const attackers = (async () => {
    while (attacking) await round()
  })()
  const underAttack = await homeTimes(300)
  attacking = false
  await attackers

  const crowd = [
    '/',
    '/de',
    '/stores',
    '/de/categories',
    '/api/data/stores?limit=20',
    '/api/data/products?country=DE&limit=20',
    '/api/search/suggestions?q=sho&lang=en&country=DE',
  ]
  const paths = Array.from({ length: CROWD }, (_, client) =>
    crowd.map((target) => ({
      path: target,
      headers: {
        'X-Forwarded-For': `198.51.${100 + Math.floor(client / 250)}.${(client % 250) + 1}`,
      },
    })),
  ).flat()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-security-'))
  const crowdLoad = async (name: string, requests: unknown[], seconds: number) => {
    const file = path.join(dir, `${name}.json`)
    writeFileSync(file, JSON.stringify(requests))
    const script = path.join(root, 'scripts/bench/mixedLoad.mjs')
    const { stdout } = await exec(
      'taskset',
      ['-c', '1', process.execPath, script, app.base, '50', String(seconds), file],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    return JSON.parse(stdout) as LoadResult
  }
  const load = await crowdLoad('mixed', paths, 60)
  // The same crowd on the cached pages alone.
  const cached = await crowdLoad(
    'cached',
    paths.filter(({ path: target }) => !target.startsWith('/api/')),
    30,
  )

  console.log(
    '\n### Attacks (server on one core, 11 attacking requests per round, round after round)\n',
  )
  console.log('| attack | answers | statuses (0: closed while sending the body) | slowest answer |')
  console.log('| --- | --- | --- | --- |')
  for (const [name, entry] of seen) {
    console.log(
      `| ${name} | ${entry.count} | ${[...entry.statuses].join(', ')} | ${ms(entry.slowest)} |`,
    )
  }
  console.log('\n| `/` (cached), 300 requests | p50 | p99 |')
  console.log('| --- | --- | --- |')
  console.log(`| alone | ${ms(percentile(baseline, 0.5))} | ${ms(percentile(baseline, 0.99))} |`)
  console.log(
    `| during the attacks | ${ms(percentile(underAttack, 0.5))} | ${ms(percentile(underAttack, 0.99))} |`,
  )
  console.log(
    `| ratio | ${(percentile(underAttack, 0.5) / percentile(baseline, 0.5)).toFixed(2)}× | ${(percentile(underAttack, 0.99) / percentile(baseline, 0.99)).toFixed(2)}× |`,
  )
  console.log(`\n### A crowd, 50 connections from ${CROWD} addresses\n`)
  for (const [name, result] of [
    ['cached pages, /api and suggestions, 60 s', load],
    ['cached pages only, 30 s', cached],
  ] as const) {
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    )
    console.log(
      `${name}: ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, statuses ${JSON.stringify(statuses)}, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    )
  }
} finally {
  await app.stop()
}

interface LoadResult {
  latency: { p50: number; p99: number }
  requests: { average: number; total: number }
  statusCodeStats: Record<string, { count: number }>
  errors: number
  timeouts: number
}

interface RequestSpec {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
}
