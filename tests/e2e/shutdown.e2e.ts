import type { ChildProcess } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'

/**
 * A deploy or a restart stops the server with SIGTERM: requests it is answering are finished, not
 * cut, and then it exits cleanly. Its own server and database, as it is stopped here.
 */

let own: OwnServer
let server: ChildProcess
let base: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  own = await startOwnServer()
  ;({ base, server } = own)
})

test.afterAll(() => own?.stop())

test('SIGTERM: readiness turns 503 at once, new requests are answered for the grace, those in flight finish, then the server exits', async () => {
  // Pages nobody asked for yet: each is rendered now, one after another, so most are still in
  // flight when the first is answered.
  const paths = ['', '/de', '/fr', '/it'].flatMap((prefix) => [
    `${prefix}/categories`,
    `${prefix}/shopping-guides`,
  ])
  let killedAt = Infinity
  const answers = paths.map((pathname) =>
    fetch(`${base}${pathname}`).then(
      async (response) => {
        const body = await response.text()
        return { pathname, status: response.status, body, after: performance.now() > killedAt }
      },
      (error: Error) => ({ pathname, status: 0, body: error.message, after: true }),
    ),
  )
  // Once one is answered, the server has taken every connection (it accepts between renders).
  await Promise.race(answers)
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
  killedAt = performance.now()
  server.kill('SIGTERM')
  // The grace (5 s): a balancer's probe learns it at once; a request that still comes, on a new
  // connection, is answered, and its connection closed after.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const ready = await fetch(`${base}/api/ready`)
  expect(ready.status).toBe(503)
  expect(await ready.json()).toMatchObject({ status: 'draining' })
  const late = await fetch(`${base}/imprint`)
  expect(late.status).toBe(200)
  expect(late.headers.get('connection')).toBe('close')
  await late.text()
  expect(server.exitCode).toBeNull()

  const settled = await Promise.all(answers)
  for (const answer of settled) {
    expect(answer.status, `${answer.pathname}: ${answer.body.slice(0, 100)}`).toBe(200)
    expect(answer.body).toContain('</html>')
  }
  // Some were still being rendered when the signal came, and were finished.
  expect(settled.filter((answer) => answer.after).length).toBeGreaterThan(0)
  expect(await exited).toBe(0)
  // Gone: no new connection is taken.
  expect(
    await fetch(`${base}/imprint`).then(
      () => 'answered',
      () => 'refused',
    ),
  ).toBe('refused')
})
