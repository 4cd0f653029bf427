import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import postgres from 'postgres'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { cleanEnv, copyOfDemo, runScript, type TestDatabase } from '../helpers/testDatabase'

/**
 * Two instances of the site on one database, as behind a load balancer: each runs the jobs cron,
 * yet a scheduled publication is carried out once, on time; when one instance stops, the other
 * takes the jobs over. Their own servers and database.
 */

let database: TestDatabase
let sql: postgres.Sql
const servers: OwnServer[] = []
/** Every second, so that both instances' ticks meet the same due jobs. */
const JOBS_CRON = '* * * * * *'

test.beforeAll(async () => {
  test.setTimeout(240_000)
  database = await copyOfDemo()
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
  for (let index = 0; index < 2; index += 1) {
    servers.push(await startOwnServer({ database, env: { JOBS_CRON } }))
  }
})

test.afterAll(async () => {
  for (const server of servers) await server.stop()
  await sql?.end()
  await database?.destroy()
})

/** Drafts scheduled `delayMs` from now, through Payload as the admin's schedule drawer does it. */
async function scheduleGuides(count: number, delayMs: number) {
  const outFile = path.join(database.dataDir, `scheduled-${Date.now()}.json`)
  await runScript(
    'tests/helpers/scripts/scheduleGuides.ts',
    [String(count), String(delayMs), outFile],
    {
      timeout: 120_000,
      env: {
        ...cleanEnv(),
        DATABASE_URL: database.url,
        PAYLOAD_SECRET: database.secret,
        DATA_DIR: database.dataDir,
        NODE_ENV: 'test',
      },
    },
  )
  const { ids, waitUntil } = JSON.parse(readFileSync(outFile, 'utf8')) as {
    ids: number[]
    waitUntil: string
  }
  return { ids, waitUntil: new Date(waitUntil) }
}

/** Each guide's published versions, with when each was written. */
const publications = (ids: number[]) =>
  sql<{ parent: number; at: Date }[]>`
    select parent_id as parent, created_at as at from _posts_v
    where parent_id in ${sql(ids)} and version__status = 'published'
    order by parent_id, created_at`

async function expectPublishedOnceOnTime(ids: number[], waitUntil: Date) {
  await expect
    .poll(async () => new Set((await publications(ids)).map((row) => row.parent)).size, {
      timeout: 30_000,
    })
    .toBe(ids.length)
  // Both instances' next ticks have passed: a second run would have written its version by now.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const rows = await publications(ids)
  expect(rows.map((row) => row.parent)).toEqual(ids)
  for (const row of rows) {
    const late = row.at.getTime() - waitUntil.getTime()
    expect(late, `guide ${row.parent} published ${late} ms after its time`).toBeGreaterThanOrEqual(
      -1_000,
    )
    expect(late, `guide ${row.parent} published ${late} ms after its time`).toBeLessThan(5_000)
  }
}

test('a publication scheduled on two instances is carried out once, on time', async () => {
  test.setTimeout(120_000)
  const { ids, waitUntil } = await scheduleGuides(8, 6_000)
  expect(await publications(ids)).toEqual([])
  await expectPublishedOnceOnTime(ids, waitUntil)
  // Both instances kept serving.
  for (const server of servers) expect((await fetch(`${server.base}/imprint`)).status).toBe(200)
})

test('when one instance stops, the other carries out the next publications and shows them', async () => {
  test.setTimeout(120_000)
  await servers[0]!.stop()
  const { ids, waitUntil } = await scheduleGuides(4, 4_000)
  // The guides list, read into the data cache while the guides are drafts.
  const list = `${servers[1]!.base}/shopping-guides`
  await fetch(list).then((response) => response.arrayBuffer())
  const before = await fetch(list)
  const [{ title }] = await sql<{ title: string }[]>`
    select title from posts_locales where _parent_id = ${ids[0]!} and _locale = 'en'`
  expect(await before.text()).not.toContain(title)
  await expectPublishedOnceOnTime(ids, waitUntil)
  // Published beside any request, yet the kept page is renewed like after an editor's save.
  await expect
    .poll(async () => (await (await fetch(list)).text()).includes(title!), { timeout: 5_000 })
    .toBe(true)
})
