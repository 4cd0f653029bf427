import { rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import postgres from 'postgres'

import { startEmbeddedPostgres, type Database } from '../../scripts/lib/database'
import { startReplica } from '../../scripts/lib/replica'
import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { copyOfDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * A real streaming replica (DATABASE_REPLICA_URLS): the site's reads go to it, the admin's to the
 * primary. Proven by pausing the replica's replay: a shopper still sees what the replica has, the
 * editor at once what they saved; once the replica catches up, so does the site. Own server,
 * primary and replica.
 */

/** The demo's first admin, copied with it. */
const editor = { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }
let database: TestDatabase
let primary: Database
let replica: Database
let primarySql: postgres.Sql
let replicaSql: postgres.Sql
let own: OwnServer

test.beforeAll(async () => {
  test.setTimeout(400_000)
  database = await copyOfDemo()
  const primaryPort = Number(new URL(database.url).port)
  const primaryDir = path.join(database.dataDir, 'postgres')
  await database.stop()
  ;({ primary, replica } = await startReplica({
    primaryDir,
    replicaDir: path.join(database.dataDir, 'replica'),
    primaryPort,
    database: 'test',
    startPrimary: () =>
      startEmbeddedPostgres({
        dataDir: primaryDir,
        port: primaryPort,
        database: 'test',
        replication: true,
      }),
  }))
  primarySql = postgres(primary.url, { max: 1, onnotice: () => {} })
  replicaSql = postgres(replica.url, { max: 1, onnotice: () => {} })
  own = await startOwnServer({
    database: { ...database, url: primary.url },
    env: { DATABASE_REPLICA_URLS: replica.url },
    log: 'replicas-server.log',
  })
})

test.afterAll(async () => {
  await own?.stop()
  await primarySql?.end()
  await replicaSql?.end()
  await replica?.stop()
  await primary?.stop()
  if (database) rmSync(database.dataDir, { recursive: true, force: true })
})

test('shoppers read the replica and editors the primary: a change shows to the editor at once, to shoppers when the replica has it', async () => {
  test.setTimeout(60_000)
  const [store] = await primarySql<{ id: number; name: string }[]>`
    select id, name from stores where _status = 'published'
    order by popularity desc nulls last, id limit 1`
  const publicName = async () => {
    const response = await fetch(`${own.base}/api/data/store/${store!.id}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { name: string }).name
  }
  expect(await publicName()).toBe(store!.name)

  await replicaSql`select pg_wal_replay_pause()`
  try {
    const login = await fetch(`${own.base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(editor),
    })
    const { token } = (await login.json()) as { token: string }
    const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
    const renamed = `${store!.name} Renamed ${Date.now().toString(36)}`
    const saved = await fetch(`${own.base}/api/stores/${store!.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: renamed, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    // The editor reads what they saved, from the primary.
    const edited = await fetch(`${own.base}/api/stores/${store!.id}?depth=0`, { headers })
    expect(((await edited.json()) as { name: string }).name).toBe(renamed)
    // Shoppers read the replica, which has not replayed it yet, also past the two seconds after
    // which a committed change is announced once more; what they read is kept meanwhile.
    expect(await publicName()).toBe(store!.name)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await publicName()).toBe(store!.name)
    // The change is announced once more when it has surely committed and the replica has replayed
    // it: that second announcement drops what was read from it in between.
    await replicaSql`select pg_wal_replay_resume()`
    await expect.poll(publicName, { timeout: 5_000 }).toBe(renamed)
  } finally {
    await replicaSql`select pg_wal_replay_resume()`.catch(() => {})
  }
})

test('every public read works on the read-only replica: pages, lists, search, suggestions, click-outs', async () => {
  const [store] = await primarySql<{ id: number; slug: string; name: string }[]>`
    select id, slug, name from stores where _status = 'published'
    order by popularity desc nulls last, id limit 1`
  const word = store!.name.split(' ')[0]!.toLowerCase()
  for (const url of [
    `/stores/${store!.slug}`,
    '/de/stores?country=SE',
    '/products?country=DE',
    `/search?q=${encodeURIComponent(word)}`,
    `/api/search/suggestions?q=${encodeURIComponent(word)}`,
    '/api/data/products?country=DE&sort=price_asc',
  ]) {
    expect((await fetch(`${own.base}${url}`)).status, url).toBe(200)
  }
  const out = await fetch(`${own.base}/out/store/${store!.id}`, { redirect: 'manual' })
  expect(out.status).toBe(302)
  // The replica's own activity: the site's connections are there.
  const [{ connections }] = await replicaSql<{ connections: number }[]>`
    select count(*)::int as connections from pg_stat_activity
    where backend_type = 'client backend' and pid <> pg_backend_pid()`
  expect(connections).toBeGreaterThan(0)
})
