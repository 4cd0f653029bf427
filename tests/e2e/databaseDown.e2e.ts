import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import postgres from 'postgres'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import type { TestDatabase } from '../helpers/testDatabase'

/**
 * The database fails under a running site. A query that fails while the database answers is a real
 * server error: "Oops... 500" in the page's language, under a reference the log has once. PostgreSQL
 * stopped: pages Next keeps are still served; a page it cannot have answers 503 with Retry-After in
 * its language, never Next's 500. Its own server and database, so the rest of the suite keeps its own.
 */

const root = path.resolve(import.meta.dirname, '../..')
const catalogue = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, `src/i18n/messages/${code}.json`), 'utf8'))
const de = catalogue('de')
const serverLog = path.join(root, 'test-results/database-down-server.log')
let own: OwnServer
let base: string
let database: TestDatabase

test.beforeAll(async () => {
  test.setTimeout(180_000)
  own = await startOwnServer({ log: 'database-down-server.log' })
  ;({ base, database } = own)
})

test.afterAll(() => own?.stop())

test('a real server error shows "Oops... 500" in the page’s language under the reference the log has, and no SQL', async ({
  page,
}) => {
  const it = catalogue('it')
  const sql = postgres(database.url, { max: 1, onnotice: () => {} })
  const [store] = await sql<{ slug: string }[]>`
    select slug from stores where _status = 'published' order by id desc limit 1`
  const loggedBefore = statSync(serverLog).size
  // A schema the code does not expect: the database answers, the page's query fails.
  await sql`alter table stores_locales rename to stores_locales_gone`
  try {
    const response = await page.goto(`${base}/it/stores/${store!.slug}`)
    expect(response?.status()).toBe(500)
    const html = await response!.text()
    expect(html).not.toMatch(/stores_locales|relation|select /i)
    // Rendered by the server: text, language, own title and noindex before any script runs.
    const oops = it['error.oops']!.replace('{status}', '500')
    expect(html).toContain('<html lang="it-IT"')
    expect(html).toContain(`<title>${oops}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain(it['error.generic']!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oops)
    const [before, after] = it['error.reference']!.split('{id}') as [string, string]
    const shown = await page.locator('.error-screen__reference').innerText()
    expect(shown.startsWith(before) && shown.endsWith(after), shown).toBe(true)
    const reference = shown.slice(before.length, shown.length - after.length)
    expect(reference).toBe(response!.headers()['x-request-id'])

    // The server's log has one line for each request that failed, under that reference, with the
    // path and without the query. (Next's own report of the error comes beside it, several lines.)
    type Entry = { msg: string; reqId: string; path: string; err: { message: string } }
    const entries = () =>
      readFileSync(serverLog, 'utf8')
        .slice(loggedBefore)
        .split('\n')
        .filter(
          (line) =>
            line.startsWith('{') &&
            line.includes(`"reqId":"${reference}"`) &&
            line.includes('"msg":"request failed"'),
        )
    await expect.poll(() => entries().length).toBeGreaterThan(0)
    const lines = entries()
    const parsed = lines.map((line) => JSON.parse(line) as Entry)
    const requests = parsed.map((entry) => entry.reqId)
    expect(requests).toEqual([...new Set(requests)])
    for (const [index, entry] of parsed.entries()) {
      expect(entry).toMatchObject({ msg: 'request failed', path: `/it/stores/${store!.slug}` })
      expect(entry.err.message).not.toMatch(/select /i)
      expect(lines[index]!.length).toBeLessThan(4_000)
    }
  } finally {
    await sql`alter table stores_locales_gone rename to stores_locales`
    await sql.end()
  }
})

/** PostgreSQL's processes (the postmaster and its backends), to freeze and thaw them. */
function postgresProcesses(): number[] {
  const postmaster = Number(
    readFileSync(path.join(database.dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
  )
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number)
  return [postmaster, ...children]
}

test('while PostgreSQL is frozen, a page it would have to render answers 503 within seconds, and pages come back when it thaws', async () => {
  test.setTimeout(120_000)
  const frozen = postgresProcesses()
  for (const pid of frozen) process.kill(pid, 'SIGSTOP')
  try {
    const started = performance.now()
    const response = await fetch(`${base}/de/stores/frozen-${Date.now().toString(36)}`)
    const took = performance.now() - started
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(response.headers.get('content-security-policy')).toBeTruthy()
    expect(await response.text()).toContain(de['error.unavailable'])
    // A second to suspect the database, two to find it does not answer.
    expect(took).toBeLessThan(4_500)
  } finally {
    for (const pid of frozen) process.kill(pid, 'SIGCONT')
  }
  await expect
    .poll(async () => (await fetch(`${base}/de/categories?thawed=${Date.now()}`)).status, {
      timeout: 30_000,
    })
    .toBe(200)
})

test('while the database is down, kept pages are served and the others answer 503', async () => {
  test.setTimeout(120_000)
  const kept = await fetch(`${base}/imprint`)
  expect(kept.headers.get('x-nextjs-cache')).toBe('HIT')
  const ready = async () => {
    const response = await fetch(`${base}/api/ready`)
    return { status: response.status, body: await response.json() }
  }
  expect(await ready()).toEqual({
    status: 200,
    body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
  })

  await database.stop()

  const unavailable = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`)
    return { status: response.status, headers: response.headers, html: await response.text() }
  }
  // The very first page that fails for want of its data is a 503 too, not an error page; from then
  // on the server knows, and renders nothing it cannot serve.
  const first = await unavailable('/de/stores/not-asked-before')
  expect(first.status).toBe(503)
  expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(first.html).toContain(de['error.unavailable'])
  // Once the server has asked the database (a moment later), a page it cannot have kept is not
  // even rendered: 503 at once, though this one could be made from what the caches hold. Until then
  // it is rendered from them (each URL asked once, so none is kept meanwhile).
  let asked = 0
  await expect
    .poll(async () => (await unavailable(`/de/categories?until-known=${asked++}`)).status)
    .toBe(503)
  const answer = await unavailable('/de/categories')
  expect(answer.status).toBe(503)
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  expect(answer.headers.get('content-security-policy')).toBeTruthy()
  expect(answer.html).toContain('<html lang="de-DE"')
  expect(answer.html).toContain(`<h1>${de['error.oops']!.replace('{status}', '503')}</h1>`)
  expect(answer.html).toContain(de['error.unavailable'])
  expect(answer.html).toContain('<meta name="robots" content="noindex">')
  // A page rendered for each request, and one never asked for.
  expect((await unavailable('/stores')).status).toBe(503)
  expect((await unavailable('/fr/shopping-guides')).status).toBe(503)

  // A load balancer takes the instance out, and is told why; the process itself is alive.
  const notReady = await ready()
  expect(notReady.status).toBe(503)
  expect(notReady.body).toMatchObject({
    status: 'unavailable',
    checks: { database: 'failed', storage: 'ok' },
    errors: [{ field: 'database', message: 'The database is not reachable.' }],
  })
  expect((await fetch(`${base}/api/health`)).status).toBe(200)

  // What Next keeps needs no database.
  const still = await fetch(`${base}/imprint`)
  expect(still.status).toBe(200)
  expect(await still.text()).toContain('<html lang="en-US"')
})
