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
