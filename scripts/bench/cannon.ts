/** autocannon in its own process on the second core, so the server (pinned to the first) has one to itself. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { root } from '../lib/runtime'

const exec = promisify(execFile)
const autocannonBin = path.join(root, 'node_modules/autocannon/autocannon.js')

export interface CannonResult {
  latency: { p50: number; p99: number; average: number }
  duration: number
  requests: { average: number; total: number }
  non2xx: number
  '3xx': number
  errors: number
  timeouts: number
}

/** Runs a Node script on the second core and reads the JSON result it prints. */
async function onSecondCore(script: string, args: string[]): Promise<CannonResult> {
  const { stdout } = await exec('taskset', ['-c', '1', process.execPath, script, ...args], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout) as CannonResult
}

export function cannon(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  /** A fixed number of requests instead of a duration: every one is answered before it ends. */
  amount?: number,
): Promise<CannonResult> {
  return onSecondCore(autocannonBin, [
    '-j',
    '-c',
    String(connections),
    ...(amount ? ['-a', String(amount)] : ['-d', String(seconds)]),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
    url,
  ])
}

/** Requests per second at `connections` for `seconds`; any answer other than 2xx fails the run. */
export async function rate(url: string, connections: number, seconds: number): Promise<number> {
  const result = await cannon(url, connections, seconds)
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`)
  return result.requests.average
}

/**
 * `amount` requests from `clients` different client addresses in turn (the server must believe
 * X-Forwarded-For from loopback: TRUSTED_PROXIES), so that per-client limits see many shoppers.
 */
export function cannonFromClients(
  url: string,
  connections: number,
  amount: number,
  clients: number,
  headers: Record<string, string> = {},
): Promise<CannonResult> {
  return onSecondCore(path.join(root, 'scripts/bench/cannonClients.mjs'), [
    url,
    String(connections),
    String(amount),
    String(clients),
    ...Object.entries(headers).map(([name, value]) => `${name}=${value}`),
  ])
}

/** Whether `wrk` runs here (it prints its usage and exits 1 when asked for its version). */
const wrkInstalled = exec('wrk', ['-v']).then(
  () => true,
  (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
)

/**
 * Requests per second from wrk (Debian's `wrk`), on the second core: a client in C whose own cost
 * does not depend on what the pages say. autocannon parses every body it receives in JavaScript;
 * against a server that sends a kept page in a few tens of µs, real HTML cost it three to five times
 * what a page of the same size made of one repeated letter did (the cached-page benchmark measured
 * autocannon: 0.2–0.8×; wrk on the same server 0.96–0.98×). Null when wrk is not installed.
 */
export async function wrkRate(
  url: string,
  connections: number,
  seconds: number,
): Promise<{ rate: number; errors: number } | null> {
  if (!(await wrkInstalled)) return null
  const { stdout } = await exec('taskset', [
    '-c',
    '1',
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    url,
  ])
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]
  if (!rate) return null
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0)
  if (non2xx) throw new Error(`${url}: ${non2xx} non-2xx answers`)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
  const errors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0
  return { rate: Number(rate), errors }
}
