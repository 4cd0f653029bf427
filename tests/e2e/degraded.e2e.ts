import { rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import postgres from 'postgres'

import { startEmbeddedPostgres, type Database } from '../../scripts/lib/database'
import { startRedis, type TestRedis } from '../../scripts/lib/redis'
import { startReplica } from '../../scripts/lib/replica'
import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy'
import { copyOfDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * The production topology on loopback — two instances, a primary with a streaming replica, Redis —
 * with one dependency taken away at a time: the replica, then Redis, then the primary. Shoppers keep
 * getting pages and the /api, readiness keeps the instances in the balancer (it is 503 only for an
 * instance that can serve nothing), the state is told in /api/health?details=1 and the metrics, and
 * each part is taken back by itself when it returns. Own servers, databases and Redis.
 */

const editor = { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }
const METRICS_TOKEN = 'degraded-metrics-token'
let database: TestDatabase
let primaryDir: string
let primaryPort: number
let primary: Database
let replica: Database
let replicaDir: string
let redis: TestRedis
/** Redis as the instances reach it: cut like a network partition, Redis itself keeps its entries. */
let redisLink: TcpProxy
let sql: postgres.Sql
let a: OwnServer
let b: OwnServer

const startPrimary = () =>
  startEmbeddedPostgres({
    dataDir: primaryDir,
    port: primaryPort,
    database: 'test',
    replication: true,
  })
const startReplicaAgain = () =>
  startEmbeddedPostgres({
    dataDir: replicaDir,
    port: Number(new URL(replica.url).port),
    database: 'test',
    standby: true,
  })

test.beforeAll(async () => {
  test.setTimeout(400_000)
  database = await copyOfDemo()
  primaryPort = Number(new URL(database.url).port)
  primaryDir = path.join(database.dataDir, 'postgres')
  replicaDir = path.join(database.dataDir, 'replica')
  await database.stop()
  ;({ primary, replica } = await startReplica({
    primaryDir,
    replicaDir,
    primaryPort,
    database: 'test',
    startPrimary,
  }))
  sql = postgres(primary.url, { max: 1, onnotice: () => {} })
  redis = await startRedis()
  redisLink = await startTcpProxy(Number(new URL(redis.url).port))
  const env = {
    DATABASE_REPLICA_URLS: replica.url,
    REDIS_URL: `redis://127.0.0.1:${redisLink.port}`,
    METRICS_TOKEN,
  }
  const shared = { ...database, url: primary.url }
  a = await startOwnServer({ database: shared, env, log: 'degraded-a.log' })
  b = await startOwnServer({ database: shared, env, log: 'degraded-b.log' })
})

test.afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await redisLink?.close()
  await redis?.stop()
  await sql?.end()
  await replica?.stop()
  await primary?.stop()
  if (database) rmSync(database.dataDir, { recursive: true, force: true })
})

const ready = async (server: OwnServer) => {
  const response = await fetch(`${server.base}/api/ready`)
  const body = (await response.json()) as { status: string; checks: Record<string, string> }
  return { code: response.status, status: body.status, checks: body.checks }
}

interface Details {
  readiness: string
  database: {
    primary: { health: string }
    replicas: { replica: number; health: string; inRotation: boolean; lagSeconds: number | null }[]
  }
  cache: {
    redis?: { connected: boolean }
    bus: { listening: string; sent: number; received: number }
  }
}
const details = async (server: OwnServer): Promise<Details> => {
  const response = await fetch(`${server.base}/api/health?details=1`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Details
}
const metric = async (server: OwnServer, line: RegExp) => {
  const response = await fetch(`${server.base}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  })
  return (await response.text()).match(line)?.[1]
}
const status = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    async (response) => {
      await response.arrayBuffer()
      return response.status
    },
    () => 0,
  )
const text = async (url: string) => {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  return response.text()
}

/** Published stores, most popular first: each step reads ones nobody asked for yet. */
let stores: { id: number; slug: string; name: string }[] = []
const freshStore = () => stores.shift()!

test.beforeAll(async () => {
  stores = await sql<{ id: number; slug: string; name: string }[]>`
    select id, slug, name from stores where _status = 'published'
    order by popularity desc nulls last, id limit 40`
})

test('details are for admins and the metrics scraper only', async () => {
  const anonymous = await fetch(`${a.base}/api/health?details=1`)
  expect(anonymous.status).toBe(401)
  expect(
    ((await anonymous.json()) as { errors: { message: string }[] }).errors[0]!.message,
  ).toMatch(/admins and the metrics scraper/)
  expect(await fetch(`${a.base}/api/health`).then((response) => response.json())).toEqual({
    status: 'ok',
  })
  const state = await details(a)
  expect(state.readiness).toBe('ready')
  expect(state.database.replicas).toMatchObject([{ replica: 1, health: 'ok', inRotation: true }])
  expect(state.cache.redis?.connected).toBe(true)
  expect(state.cache.bus.listening).toBe('yes')
})

test('a stopped replica leaves the rotation within a second: reads go to the primary, readiness stays 200, and it comes back by itself', async () => {
  test.setTimeout(120_000)
  expect(await ready(a)).toMatchObject({ code: 200, status: 'ready' })
  await replica.stop()
  const stoppedAt = Date.now()
  await expect
    .poll(async () => (await details(a)).database.replicas[0]!.inRotation, { intervals: [50] })
    .toBe(false)
  const outAfter = Date.now() - stoppedAt
  expect(outAfter).toBeLessThan(1_500)
  // Reads nobody made before, so nothing kept answers them: the primary does.
  for (const server of [a, b]) {
    const store = freshStore()
    for (const url of [
      `/de/stores/${store.slug}`,
      `/api/data/store/${store.id}`,
      `/search?q=${encodeURIComponent(store.name.split(' ')[0]!)}`,
      `/api/data/products?country=FR&sort=price_asc&page=3`,
    ]) {
      await expect.poll(() => status(`${server.base}${url}`), { timeout: 2_000 }).toBe(200)
    }
  }
  for (const server of [a, b]) {
    expect(await ready(server)).toMatchObject({
      code: 200,
      status: 'degraded',
      checks: { database: 'ok', replicas: 'failed' },
    })
  }
  expect(await metric(a, /^db_replica_in_rotation\{replica="1"\} (\d+)$/m)).toBe('0')

  replica = await startReplicaAgain()
  await expect
    .poll(async () => (await details(a)).database.replicas[0], { timeout: 30_000 })
    .toMatchObject({ health: 'ok', inRotation: true, lagSeconds: 0 })
  await expect.poll(async () => (await ready(b)).checks.replicas, { timeout: 30_000 }).toBe('ok')
  expect(await metric(a, /^db_replica_in_rotation\{replica="1"\} (\d+)$/m)).toBe('1')
})

test('without Redis each instance serves from its own memory, changes still reach the other, and Redis serves nothing stale once back', async () => {
  test.setTimeout(120_000)
  const store = freshStore()
  const page = `/stores/${store.slug}`
  // Rendered by A, so kept in Redis and in A's memory; B reads it from Redis.
  expect(await text(`${a.base}${page}`)).toContain(store.name)
  expect(await text(`${a.base}${page}`)).toContain(store.name)
  const kept = await fetch(`${b.base}${page}`)
  expect(kept.headers.get('x-nextjs-cache')).toBe('HIT')
  await kept.text()

  redisLink.cut()
  for (const server of [a, b]) {
    await expect
      .poll(async () => (await ready(server)).checks.cache, { timeout: 15_000 })
      .toBe('failed')
    expect(await ready(server)).toMatchObject({ code: 200, status: 'degraded' })
  }
  // A kept its own copy: answered from memory, not rendered again.
  const fromMemory = await fetch(`${a.base}${page}`)
  expect(fromMemory.status).toBe(200)
  expect(fromMemory.headers.get('x-nextjs-cache')).toBe('HIT')
  await fromMemory.text()
  // Other pages render, and are kept in each instance's memory meanwhile.
  const other = `/fr/stores/${freshStore().slug}`
  await text(`${b.base}${other}`)
  const second = await fetch(`${b.base}${other}`)
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
  await second.text()
  expect(await metric(a, /^redis_connected (\d+)$/m)).toBe('0')

  // An editor's change through B reaches A's memory through PostgreSQL.
  const login = await fetch(`${b.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(editor),
  })
  const { token } = (await login.json()) as { token: string }
  const renamed = `${store.name} Offline ${Date.now().toString(36)}`
  const saved = await fetch(`${b.base}/api/stores/${store.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ name: renamed, _status: 'published' }),
  })
  expect(saved.status).toBe(200)
  await expect
    .poll(async () => (await text(`${a.base}${page}`)).includes(renamed), { timeout: 3_000 })
    .toBe(true)
  expect((await details(a)).cache.bus.received).toBeGreaterThan(0)

  // Back: the page Redis kept from before the change is not served by either instance.
  redisLink.restore()
  for (const server of [a, b]) {
    await expect
      .poll(async () => await ready(server), { timeout: 30_000 })
      .toMatchObject({
        code: 200,
        status: 'ready',
      })
  }
  for (const server of [b, a]) {
    const body = await text(`${server.base}${page}`)
    expect(body).toContain(renamed)
    expect(body).not.toContain(`>${store.name}<`)
  }
  expect(await metric(a, /^redis_connected (\d+)$/m)).toBe('1')
})

test('without the primary, pages and the /api come from the replica, a save answers 503 saying why, and writes work again once it is back', async () => {
  test.setTimeout(180_000)
  const login = await fetch(`${a.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(editor),
  })
  const { token } = (await login.json()) as { token: string }
  const store = freshStore()
  await primary.stop()
  for (const server of [a, b]) {
    await expect
      .poll(async () => (await details(server)).database.primary.health, { timeout: 5_000 })
      .toBe('down')
  }
  for (const server of [a, b]) {
    const fresh = freshStore()
    for (const url of [
      `/stores/${fresh.slug}`,
      `/sv/stores/${fresh.slug}?country=SE`,
      `/api/data/store/${fresh.id}`,
      `/api/data/products?country=DE&page=2`,
      `/search?q=${encodeURIComponent(fresh.name.split(' ')[0]!)}`,
    ]) {
      // A connection the primary's shutdown cut may fail the first read on it; a second goes on.
      await expect.poll(() => status(`${server.base}${url}`), { timeout: 2_000 }).toBe(200)
    }
    expect(await ready(server)).toMatchObject({
      code: 200,
      status: 'degraded',
      checks: { database: 'failed', replicas: 'ok' },
    })
  }
  const save = await fetch(`${a.base}/api/stores/${store.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ name: `${store.name} Unsaved`, _status: 'published' }),
  })
  expect(save.status).toBe(503)
  expect(((await save.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
    /database cannot be reached: nothing was saved/,
  )
  expect(await metric(a, /^db_primary_up (\d+)$/m)).toBe('0')

  primary = await startPrimary()
  for (const server of [a, b]) {
    await expect
      .poll(async () => (await ready(server)).checks.database, { timeout: 30_000 })
      .toBe('ok')
  }
  await expect
    .poll(
      () =>
        status(`${a.base}/api/stores/${store.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
          body: JSON.stringify({ name: `${store.name} Saved`, _status: 'published' }),
        }),
      { timeout: 20_000 },
    )
    .toBe(200)
  // The bus listens again: B hears A's change.
  await expect
    .poll(async () => (await details(b)).cache.bus.listening, { timeout: 10_000 })
    .toBe('yes')
  await expect
    .poll(
      async () =>
        (await text(`${b.base}/api/data/store/${store.id}`)).includes(`${store.name} Saved`),
      {
        timeout: 10_000,
      },
    )
    .toBe(true)
})
