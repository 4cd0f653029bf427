/**
 * The process's one Redis connection (REDIS_URL), which holds Next's page and data caches for every
 * instance (handler.mjs), and its state for readiness, health and metrics. Plain JavaScript: Next
 * loads the cache handler at run time, outside any bundle, and the bundles reach the same connection
 * through globalThis.
 *
 * The client reconnects by itself. While it is away, each instance serves from its own memory
 * (handler.mjs); one log line says it went, one that it is back.
 */
import { createClient } from 'redis'

import { logger } from '../lib/logger.mjs'

/**
 * @typedef {{
 *   client: import('redis').RedisClientType | null,
 *   connected: boolean,
 *   since: number,
 *   error?: string,
 *   reconnected: Set<() => void>,
 * }} RedisShared
 */
const shared = /** @type {{ __redis?: RedisShared }} */ (globalThis)
const state = (shared.__redis ??= {
  client: null,
  connected: false,
  since: Date.now(),
  reconnected: new Set(),
})

/**
 * The client (null without REDIS_URL), connecting in the background: a Redis that is down when the
 * server starts delays nothing, it is used once it answers (`redisState`).
 */
export function redisClient() {
  if (!process.env.REDIS_URL) return null
  state.client ??= (() => {
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    })
    let everConnected = false
    client.on('ready', () => {
      if (state.connected) return
      state.connected = true
      state.since = Date.now()
      state.error = undefined
      if (everConnected) {
        logger.info({ part: 'redis' }, 'Redis answers again')
        for (const listener of state.reconnected) listener()
      }
      everConnected = true
    })
    client.on('error', (/** @type {Error} */ error) => {
      state.error = error.message
      if (!state.connected) return
      state.connected = false
      state.since = Date.now()
      logger.warn(
        { part: 'redis', err: error },
        'Redis is not reachable: each instance serves from its own memory',
      )
    })
    client.on('end', () => {
      state.connected = false
    })
    // Until it connects, commands fail at once instead of waiting in the client's queue.
    client.connect().catch((/** @type {Error} */ error) => {
      state.error = error.message
    })
    return /** @type {import('redis').RedisClientType} */ (/** @type {unknown} */ (client))
  })()
  return state.client
}

/** Whether Redis is connected now, since when, and its last error. */
export const redisState = () => ({
  connected: state.connected,
  since: state.since,
  ...(state.error ? { error: state.error } : {}),
})

/** Calls `listener` each time Redis is back after being away. */
export const onRedisBack = (/** @type {() => void} */ listener) => {
  state.reconnected.add(listener)
}

/** Resolves if Redis answers a PING. */
export async function redisPing() {
  const client = redisClient()
  if (!client || !state.connected) throw new Error('Redis is not connected')
  return client.ping()
}
