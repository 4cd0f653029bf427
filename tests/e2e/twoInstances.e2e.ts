import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import postgres from 'postgres'

import { startNginx } from '../helpers/nginx'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { startRedis, type TestRedis } from '../../scripts/lib/redis'
import { copyOfDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * Two instances of the site behind one load balancer: one database, one Redis holding Next's page and
 * data caches, each instance with its own memory. What an editor publishes through one is what a
 * shopper sees through the other, at once; an instance that is stopped finishes what it took.
 * Their own servers, database and Redis.
 */

/** The demo's first admin, copied with it. */
const editor = { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }
let database: TestDatabase
let redis: TestRedis
let sql: postgres.Sql
let a: OwnServer
let b: OwnServer

test.beforeAll(async () => {
  test.setTimeout(400_000)
  database = await copyOfDemo()
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
  redis = await startRedis()
  a = await startOwnServer({ database, env: { REDIS_URL: redis.url }, log: 'two-instances-a.log' })
  b = await startOwnServer({ database, env: { REDIS_URL: redis.url }, log: 'two-instances-b.log' })
})

test.afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await redis?.stop()
  await sql?.end()
  await database?.destroy()
})

const text = async (url: string) => {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  return response.text()
}

test('a store published through one instance is live on the other within a second, in two languages and two countries', async () => {
  test.setTimeout(120_000)
  const [store] = await sql<{ id: number; slug: string; name: string }[]>`
    select id, slug, name from stores where _status = 'published'
    order by popularity desc nulls last, id limit 1`
  const pages = [
    `/stores/${store!.slug}`,
    `/de/stores/${store!.slug}?country=SE`,
    `/fr/stores/${store!.slug}?country=AT`,
    `/api/data/store/${store!.id}`,
  ]
  // Kept by B (and so in Redis) before the change.
  for (const path of pages) {
    await text(`${b.base}${path}`)
    expect(await text(`${b.base}${path}`)).toContain(store!.name)
  }
  const kept = await fetch(`${b.base}${pages[0]}`)
  expect(kept.headers.get('x-nextjs-cache')).toBe('HIT')

  const login = await fetch(`${a.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(editor),
  })
  const { token } = (await login.json()) as { token: string }
  const renamed = `${store!.name} Renamed ${Date.now().toString(36)}`
  const saved = await fetch(`${a.base}/api/stores/${store!.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ name: renamed, _status: 'published' }),
  })
  expect(saved.status).toBe(200)
  const publishedAt = Date.now()
  for (const path of pages) {
    await expect
      .poll(async () => (await text(`${b.base}${path}`)).includes(renamed), {
        timeout: 1_000,
        intervals: [50],
      })
      .toBe(true)
  }
  expect(Date.now() - publishedAt).toBeLessThan(2_000)
})

test('an instance told to stop finishes the 20 requests it took while the other keeps serving', async () => {
  test.setTimeout(60_000)
  // Pages nobody asked for yet: each is rendered while the signal comes.
  const countries = 'AT BE CH DK ES FI FR GB IE IT NL NO PL PT SE US CA BR AU JP'.split(' ')
  const paths = countries.map((country, index) =>
    index % 2 ? `/stores?country=${country}` : `/de/categories?country=${country}`,
  )
  const answers = Promise.all(
    paths.map((path) =>
      fetch(`${a.base}${path}`).then(
        async (response) => ({
          path,
          status: response.status,
          body: (await response.text()).length,
        }),
        (error: Error) => ({ path, status: 0, body: 0, error: error.message }),
      ),
    ),
  )
  // Once the requests are on their way, as a deploy's SIGTERM comes.
  await new Promise((resolve) => setTimeout(resolve, 30))
  const stopped = a.stop()
  const results = await answers
  expect(results.filter((result) => result.status !== 200)).toEqual([])
  await stopped
  expect(a.server.exitCode).toBe(0)
  expect((await fetch(`${b.base}/imprint`)).status).toBe(200)
  expect((await fetch(`${b.base}/api/ready`)).status).toBe(200)
})

test('behind deploy/nginx.conf, no shopper sees an error while an instance stops', async () => {
  test.setTimeout(120_000)
  // A again, after the previous test stopped it.
  a = await startOwnServer({ database, env: { REDIS_URL: redis.url }, log: 'two-instances-a.log' })
  const port = (server: OwnServer) => new URL(server.base).port
  const config = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')
    .replace('server app-a:3000', `server 127.0.0.1:${port(a)}`)
    .replace('server app-b:3000', `server 127.0.0.1:${port(b)}`)
    .replace('listen 80;', 'listen 127.0.0.1:{port};')
  expect(config).not.toMatch(/app-[ab]:3000|listen 80;/)
  const balancer = await startNginx(config)
  try {
    const paths = Array.from({ length: 40 }, (_, index) =>
      index % 2 ? `/stores?page=${(index % 5) + 1}` : `/de/categories`,
    )
    const statuses = (targets: string[]) =>
      Promise.all(
        targets.map((target) =>
          fetch(balancer.base + target).then(
            async (response) => ({
              target,
              status: response.status,
              body: (await response.text()).length,
            }),
            (error: Error) => ({ target, status: 0, body: 0, error: error.message }),
          ),
        ),
      )
    const during = statuses(paths)
    await new Promise((resolve) => setTimeout(resolve, 30))
    const stopped = a.stop()
    expect((await during).filter((answer) => answer.status !== 200)).toEqual([])
    await stopped
    // A is gone: nginx sends everything to B.
    expect((await statuses(paths.slice(0, 10))).filter((answer) => answer.status !== 200)).toEqual(
      [],
    )
    // Compressed on the way, as the config asks for pages the apps do not keep compressed.
    const compressed = await fetch(`${balancer.base}/imprint`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
  } finally {
    await balancer.stop()
  }
})
