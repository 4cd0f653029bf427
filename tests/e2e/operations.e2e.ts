import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'

/**
 * What an operator's tools read: liveness and readiness probes, Prometheus metrics behind a token,
 * and readiness going away while the server drains. Its own server, which it stops.
 */

const TOKEN = 'metrics-token-for-the-test-0123456789'
let own: OwnServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // The test's requests come from loopback, which stands for the load balancer here.
  own = await startOwnServer({
    env: { METRICS_TOKEN: TOKEN, TRUSTED_PROXIES: '127.0.0.1, ::1' },
    log: 'operations-server.log',
  })
})

test.afterAll(() => own?.stop())

test('liveness and readiness answer, uncached', async () => {
  const health = await fetch(`${own.base}/api/health`)
  expect(health.status).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })
  const ready = await fetch(`${own.base}/api/ready`)
  expect(ready.status).toBe(200)
  expect(ready.headers.get('cache-control')).toBe('no-store')
  expect(await ready.json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', storage: 'ok' },
  })
})

test('metrics are for the scraper with the token: requests by route kind, the page cache, the pools', async () => {
  expect((await fetch(`${own.base}/metrics`)).status).toBe(401)
  expect(
    (await fetch(`${own.base}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status,
  ).toBe(401)
  // A page twice (rendered, then from the page cache) and an /api answer.
  for (let i = 0; i < 2; i += 1) expect((await fetch(`${own.base}/de/imprint`)).status).toBe(200)
  expect((await fetch(`${own.base}/api/data/stores?limit=1`)).status).toBe(200)

  const scraped = await fetch(`${own.base}/metrics`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  })
  expect(scraped.status).toBe(200)
  expect(scraped.headers.get('content-type')).toContain('text/plain')
  const text = await scraped.text()
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0)
  expect(
    value(/^http_requests_total\{kind="page",method="GET",status="2xx"\} (\d+)/m),
  ).toBeGreaterThanOrEqual(2)
  expect(
    value(/^http_requests_total\{kind="api",method="GET",status="2xx"\} (\d+)/m),
  ).toBeGreaterThanOrEqual(1)
  expect(value(/^page_cache_requests_total\{result="hit"\} (\d+)/m)).toBeGreaterThanOrEqual(1)
  expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",kind="page"\} \d+/m)
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
  // The work beside requests, and the cache bus: this instance hears itself listening.
  expect(text).toMatch(/^clicks_backlog \d+$/m)
  expect(text).toMatch(/^clicks_dropped_total 0$/m)
  expect(text).toMatch(/^cache_bus_listening 1$/m)
  expect(text).toMatch(/^# TYPE jobs_waiting gauge$/m)
  expect(text).toMatch(/^# TYPE feed_runs_last_day gauge$/m)
  // The pool that just answered holds connections, within its maximum.
  const pool = (name: string) => {
    const held = [
      ...text.matchAll(
        new RegExp(`^db_pool_connections\\{pool="${name}",state="[^"]+"\\} (\\d+)`, 'gm'),
      ),
    ]
    return {
      held: held.reduce((sum, [, count]) => sum + Number(count), 0),
      max: value(new RegExp(`^db_pool_max_connections\\{pool="${name}"\\} (\\d+)`, 'm')),
    }
  }
  const reads = pool('reads')
  expect(reads.held).toBeGreaterThanOrEqual(1)
  expect(reads.held).toBeLessThanOrEqual(reads.max)
  // Payload's pool closes idle connections after seconds: its ceiling is what is always there.
  expect(pool('payload').max).toBeGreaterThanOrEqual(1)
  // No path ever becomes a label: their values are unbounded.
  expect(text).not.toContain('imprint')
})

test('the server’s own cache expiry is refused to anyone without its token', async () => {
  const expire = (headers: Record<string, string>) =>
    fetch(`${own.base}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ tags: ['posts'] }),
    })
  expect((await expire({})).status).toBe(401)
  const guessed = await expire({ Authorization: 'Bearer guessed' })
  expect(guessed.status).toBe(401)
  expect(await guessed.json()).toEqual({
    errors: [{ message: 'This endpoint is for the server itself.' }],
  })
})

test('an idle kept-alive connection outlives a proxy’s idle timeout, so the proxy closes it first', async () => {
  // Were the server to close first (Node's default: after 5 s), a proxy's request sent on the
  // connection as it closed would be reset unanswered.
  const socket = connect(Number(new URL(own.base).port), 'localhost')
  let received = ''
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1')
  })
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  const probe = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'
  socket.write(probe)
  await expect.poll(() => received).toContain('"status":"ok"')
  expect(received).toMatch(/^Keep-Alive: timeout=(\d+)/im)
  expect(Number(/^Keep-Alive: timeout=(\d+)/im.exec(received)![1])).toBeGreaterThan(60)
  await new Promise((resolve) => setTimeout(resolve, 7_000))
  expect(socket.destroyed || socket.readableEnded, 'the server closed the idle connection').toBe(
    false,
  )
  socket.write(probe)
  await expect.poll(() => [...received.matchAll(/^HTTP\/1\.1 200/gm)].length).toBe(2)
  socket.destroy()
})

test('while the server drains, readiness answers 503 on the connections it still serves', async () => {
  test.setTimeout(60_000)
  // A request still being received keeps its connection open through the drain (a sign-in whose
  // body has not all arrived); the probe then comes on that connection, as a load balancer's would.
  const socket = connect(Number(new URL(own.base).port), 'localhost')
  let received = ''
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1')
  })
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' })
  socket.write(
    `POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  )
  await new Promise((resolve) => setTimeout(resolve, 300))
  own.server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  socket.write(`${body.slice(10)}GET /api/ready HTTP/1.1\r\nHost: localhost\r\n\r\n`)
  await new Promise((resolve) => socket.once('close', resolve))
  const statuses = [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => match[1])
  expect(statuses).toHaveLength(2)
  expect(statuses[0]).toMatch(/^4\d\d$/)
  expect(statuses[1]).toBe('503')
  expect(received).toContain('"status":"draining"')
})

test('the request id a trusted proxy sent is kept; every line of the log is one JSON object, the request lines with client and cache', async () => {
  const trace = `trace-${Date.now().toString(16)}-0123456789abcdef`
  const forwarded = { 'X-Request-Id': trace, 'X-Forwarded-For': '203.0.113.7' }
  for (let i = 0; i < 2; i += 1) {
    const answer = await fetch(`${own.base}/fr/imprint`, { headers: forwarded })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-request-id')).toBe(trace)
    await answer.text()
  }
  // An id that is no id (spaces, quotes) is replaced.
  const odd = await fetch(`${own.base}/fr/imprint`, {
    headers: { 'X-Request-Id': 'a b "c" d e f' },
  })
  expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  await odd.text()

  const log = path.resolve(import.meta.dirname, '../../test-results/operations-server.log')
  await expect
    .poll(
      () =>
        readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => line.includes(trace)).length,
    )
    .toBe(2)
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean)
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
  const traced = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.reqId === trace)
  expect(traced.map(({ path, client, cache }) => ({ path, client, cache }))).toEqual([
    { path: '/fr/imprint', client: '203.0.113.7', cache: expect.stringMatching(/^(miss|hit)$/) },
    { path: '/fr/imprint', client: '203.0.113.7', cache: 'hit' },
  ])
})
