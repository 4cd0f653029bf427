import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import type { TestDatabase } from '../helpers/testDatabase'

/**
 * PostgreSQL stops under a running site: pages Next keeps are still served; a page it cannot have
 * answers 503 with Retry-After in its language, never Next's 500. Its own server and database, so
 * the rest of the suite keeps its own.
 */

const root = path.resolve(import.meta.dirname, '../..')
const de: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'src/i18n/messages/de.json'), 'utf8'),
)
let own: OwnServer
let base: string
let database: TestDatabase

test.beforeAll(async () => {
  test.setTimeout(180_000)
  own = await startOwnServer()
  ;({ base, database } = own)
})

test.afterAll(() => own?.stop())

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
  // The first page that fails for want of its data makes the server ask; from then on it knows.
  await expect.poll(async () => (await unavailable('/de/stores/not-asked-before')).status).toBe(503)
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
