import { Agent, request as httpRequest } from 'node:http'

import { expect, test } from '@playwright/test'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { copyOfDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * A whole drain under load, as a load balancer runs it: 20 clients ask instance A — half on
 * kept-alive connections, half on a new connection each — while A is told to stop. The balancer
 * probes A's readiness every second (an active health check) and sends the clients to B once a
 * probe fails; a request whose connection is refused is sent to B too, as a balancer retries a
 * refused connection. Nothing else is retried. Not one request may be reset or fail, through the
 * grace, the drain and the exit. Own servers on one database.
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

test('SIGTERM under 20 clients behind a probing balancer, kept-alive and not: no request is reset or fails', async () => {
  test.setTimeout(120_000)
  const paths = ['/imprint', '/de/imprint', '/api/data/stores?limit=5', '/fr/privacy']
  for (const path of paths) {
    expect((await get(a.base, path, false)) as { status: number }).toEqual({ status: 200 })
    expect((await get(b.base, path, false)) as { status: number }).toEqual({ status: 200 })
  }
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 10 })
  const tally = {
    answeredByA: 0,
    afterSignalByA: 0,
    retriedOnB: 0,
    sentToB: 0,
    failures: [] as string[],
  }
  let signalledAt = 0
  let exited = false
  const exit = new Promise<void>((resolve) =>
    a.server.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  // The balancer's view of A: in rotation until a readiness probe fails.
  let aInRotation = true
  const probes = (async () => {
    while (!exited && aInRotation) {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const probe = await get(a.base, '/api/ready', false)
      if (!('status' in probe) || probe.status !== 200) aInRotation = false
    }
  })()
  const client = async (index: number) => {
    const agent = index % 2 ? keepAlive : false
    for (let turn = 0; !exited || turn === 0; turn++) {
      const path = paths[(index + turn) % paths.length]!
      if (!aInRotation) {
        const onB = await get(b.base, path, false)
        if (!('status' in onB) || onB.status !== 200)
          tally.failures.push(`B ${path}: ${JSON.stringify(onB)}`)
        tally.sentToB += 1
        continue
      }
      const outcome = await get(a.base, path, agent)
      if ('status' in outcome) {
        if (outcome.status !== 200) tally.failures.push(`A ${path}: ${outcome.status}`)
        tally.answeredByA += 1
        if (signalledAt) tally.afterSignalByA += 1
        continue
      }
      if (outcome.error !== 'ECONNREFUSED') {
        const connection = agent ? 'kept alive' : 'new connection'
        tally.failures.push(
          `A ${path} (${connection}, ${Date.now() - signalledAt} ms after the signal): ${outcome.error}`,
        )
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
  await probes
  keepAlive.destroy()
  test.info().annotations.push({ type: 'drain', description: JSON.stringify(tally) })
  expect(tally.failures).toEqual([])
  expect(a.server.exitCode).toBe(0)
  // A kept answering after the signal until the balancer saw it go; then B took the clients.
  expect(tally.afterSignalByA).toBeGreaterThan(0)
  expect(tally.sentToB).toBeGreaterThan(0)
})
