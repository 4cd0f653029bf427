/**
 * The work that costs an instance real time — a page Next renders for the request, a search or
 * suggestion nothing kept, a GraphQL query — runs a few at a time; a bounded line waits behind them,
 * in order. Past that line, past a client's share of it, or after waiting too long, the answer is 503
 * with Retry-After at once: a flood of such requests is shed instead of queued, and what the caches
 * answer never enters the gate, so it never waits behind them.
 *
 * A prefetch is a guess about the next page: it runs when a slot is free and is refused otherwise,
 * never holding a place in the line that a visitor's own request needs.
 */
import os from 'node:os'

/**
 * @typedef {object} GateOptions
 * @property {number} concurrency how many run at once
 * @property {number} queue how many more may wait
 * @property {number} perClient how many one client may have running or waiting
 * @property {number} waitMs the longest a request waits before it is refused
 */

/**
 * @typedef {'full' | 'client' | 'waited'} Refusal why a request was turned away: the line was full,
 *   the client already had its share, or it waited `waitMs` without a slot
 */

/**
 * @typedef {object} Waiting
 * @property {() => void} start
 * @property {NodeJS.Timeout} timer
 */

/** @param {string | undefined} value @param {number} fallback @param {string} name */
function whole(value, fallback, name) {
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(`${name} must be a whole number of at least 1, not "${value}"`)
  }
  return Number(value)
}

/**
 * The gate's sizes from the environment: `EXPENSIVE_WORK_CONCURRENCY` (default: the cores this
 * process may use, at least 2), `EXPENSIVE_WORK_QUEUE` (8 per slot), `EXPENSIVE_WORK_PER_CLIENT` (8:
 * a browser's page and its prefetches, a few people behind one address) and `EXPENSIVE_WORK_WAIT_MS` (5 s).
 * @param {Record<string, string | undefined>} env
 * @returns {GateOptions}
 */
export function gateOptions(env) {
  const concurrency = whole(
    env.EXPENSIVE_WORK_CONCURRENCY,
    Math.max(2, os.availableParallelism()),
    'EXPENSIVE_WORK_CONCURRENCY',
  )
  return {
    concurrency,
    queue: whole(env.EXPENSIVE_WORK_QUEUE, 8 * concurrency, 'EXPENSIVE_WORK_QUEUE'),
    perClient: whole(env.EXPENSIVE_WORK_PER_CLIENT, 8, 'EXPENSIVE_WORK_PER_CLIENT'),
    waitMs: whole(env.EXPENSIVE_WORK_WAIT_MS, 5_000, 'EXPENSIVE_WORK_WAIT_MS'),
  }
}

/**
 * @typedef {object} GateState
 * @property {number} running
 * @property {number} waiting
 * @property {number} concurrency
 * @property {number} queue
 * @property {Record<Refusal, number>} shed
 */

/** How long without a refusal ends a spell of shedding, for the log's one line per change. */
const CALM_MS = 10_000

/**
 * @param {GateOptions} options
 * @param {(shedding: boolean, state: GateState) => void} [onChange]
 *   told when the gate starts turning requests away, and when it has not for a while
 */
export function createWorkGate({ concurrency, queue, perClient, waitMs }, onChange = () => {}) {
  let running = 0
  let lastRefusal = 0
  let shedding = false
  /** @type {Waiting[]} */
  const line = []
  /** Running or waiting, by client. */
  const held = new Map()
  const shed = { full: 0, client: 0, waited: 0 }

  /** @param {string} client @param {number} by */
  const hold = (client, by) => {
    const count = (held.get(client) ?? 0) + by
    if (count > 0) held.set(client, count)
    else held.delete(client)
  }

  const next = () => {
    while (running < concurrency && line.length > 0) {
      const entry = /** @type {Waiting} */ (line.shift())
      clearTimeout(entry.timer)
      entry.start()
    }
  }

  /** @param {Waiting} entry */
  const leaveLine = (entry) => {
    const index = line.indexOf(entry)
    if (index < 0) return false
    line.splice(index, 1)
    clearTimeout(entry.timer)
    return true
  }

  /** What the gate holds now, and how many it turned away since the start, by reason. */
  const state = () => ({ running, waiting: line.length, concurrency, queue, shed: { ...shed } })

  return {
    /**
     * Runs `work` now or once a slot is free; calls `refuse` instead when the request is shed. The
     * slot is given back when the answer is over (sent, or its client gone), and a request whose
     * client left while it waited gives its place up.
     * @param {object} request
     * @param {string} request.client the client's address
     * @param {boolean} request.speculative a prefetch: runs only when a slot is free now
     * @param {import('node:http').ServerResponse} request.response
     * @param {() => void} request.work
     * @param {(reason: Refusal) => void} request.refuse
     */
    enter({ client, speculative, response, work, refuse }) {
      /** @param {Refusal} reason */
      const turnAway = (reason) => {
        shed[reason] += 1
        lastRefusal = Date.now()
        if (!shedding) {
          shedding = true
          onChange(true, state())
        }
        refuse(reason)
      }
      if ((held.get(client) ?? 0) >= perClient) return turnAway('client')
      const free = running < concurrency && line.length === 0
      if (!free && (speculative || line.length >= queue)) return turnAway('full')
      hold(client, 1)
      let done = false
      const finish = () => {
        if (done) return
        done = true
        running -= 1
        hold(client, -1)
        next()
      }
      const start = () => {
        running += 1
        response.once('close', finish)
        work()
      }
      if (free) {
        if (shedding && Date.now() - lastRefusal > CALM_MS) {
          shedding = false
          onChange(false, state())
        }
        return start()
      }
      /** @type {Waiting} */
      const entry = {
        start: () => {
          response.off('close', gone)
          start()
        },
        timer: setTimeout(() => {
          if (!leaveLine(entry)) return
          response.off('close', gone)
          hold(client, -1)
          turnAway('waited')
        }, waitMs),
      }
      const gone = () => {
        if (leaveLine(entry)) hold(client, -1)
      }
      response.once('close', gone)
      line.push(entry)
    },
    state,
  }
}
