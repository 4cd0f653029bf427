import { Agent, request as httpRequest } from 'node:http'

import { expect, test } from '@playwright/test'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { copyOfDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * A whole drain under load, as a load balancer sees it: 20 clients keep asking instance A — half on
 * kept-alive connections, half on a new connection each — while A is told to stop. A client whose
 * connection is refused asks instance B instead, as a balancer retries a refused connection; nothing
 * else is retried. Not one request may be reset or fail. Own servers on one database.
 */

let database: TestDatabase
let a: OwnServer
let b: OwnServer

test.beforeAll(async () => {
  test.setTimeout(300_000)
  database = await copyOfDemo()
  a = await startOwnServer({ database, log: 'drain-a.log' })
  b = await startOwnServer({ database, log: 'drain-b.log' })
})

test.afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await database?.destroy()
})

type Outcome = { status: number } | { error: string }

function get(base: string, path: string, agent: Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(path, base)
    const request = httpRequest(
      url,
      { agent, headers: agent ? {} : { Connection: 'close' } },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }))
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        )
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    )
    request.end()
  })
}

test('SIGTERM under 20 clients, kept-alive and not: no request is reset or fails, the balancer’s retries of refused connections land on the other instance', async () => {
  test.setTimeout(120_000)
  const paths = ['/imprint', '/de/imprint', '/api/data/stores?limit=5', '/fr/privacy']
  for (const path of paths) {
    expect((await get(a.base, path, false)) as { status: number }).toEqual({ status: 200 })
    expect((await get(b.base, path, false)) as { status: number }).toEqual({ status: 200 })
  }
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 10 })
  const tally = { answeredByA: 0, afterSignalByA: 0, retriedOnB: 0, failures: [] as string[] }
  let signalledAt = 0
  let exited = false
  const exit = new Promise<void>((resolve) =>
    a.server.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  const client = async (index: number) => {
    const agent = index % 2 ? keepAlive : false
    for (let turn = 0; !exited || turn === 0; turn++) {
      const path = paths[(index + turn) % paths.length]!
      const outcome = await get(a.base, path, agent)
      if ('status' in outcome) {
        if (outcome.status !== 200) tally.failures.push(`A ${path}: ${outcome.status}`)
        tally.answeredByA += 1
        if (signalledAt) tally.afterSignalByA += 1
        continue
      }
      if (outcome.error !== 'ECONNREFUSED') {
        tally.failures.push(`A ${path}: ${outcome.error}`)
        continue
      }
      const retried = await get(b.base, path, false)
      tally.retriedOnB += 1
      if (!('status' in retried) || retried.status !== 200) {
        tally.failures.push(`B ${path}: ${JSON.stringify(retried)}`)
      }
      // Refused: the balancer has noticed; this client is done once A is gone.
      if (exited) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const clients = Promise.all(Array.from({ length: 20 }, (_, index) => client(index)))
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  signalledAt = Date.now()
  a.server.kill('SIGTERM')
  await exit
  await clients
  keepAlive.destroy()
  test.info().annotations.push({ type: 'drain', description: JSON.stringify(tally) })
  expect(tally.failures).toEqual([])
  expect(a.server.exitCode).toBe(0)
  // A kept answering through its grace, and the clients reached its end.
  expect(tally.afterSignalByA).toBeGreaterThan(20)
  expect(tally.retriedOnB).toBeGreaterThan(0)
})
