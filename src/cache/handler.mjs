/**
 * Next's page and data caches. In this process's memory, compressed (pageStore.mjs, PAGE_CACHE_MB);
 * with REDIS_URL, also in Redis, for several instances of the site: a page rendered or a query
 * answered on one instance is served by all, and a tag expired on one (an editor's publish) is
 * expired for all, since each read checks the tags' expiry times in Redis. The Redis handler is
 * @fortedigital/nextjs-cache-handler's `redis-strings`.
 *
 * With Redis, this process's copy answers while Redis is away: each instance then serves what it
 * rendered itself instead of rendering every page. Other instances' changes reach that copy through
 * the cache bus (bus.ts, on PostgreSQL); the tags expired meanwhile are expired in Redis once it is
 * back, so nothing it kept from before is served.
 *
 * Keys carry the build id: a rolling deploy never serves one build's HTML (which names that build's
 * script files) from another. Plain JavaScript: Next loads it at run time, outside any bundle.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { logger } from '../lib/logger.mjs'
import { createPageStore, pageCacheBytes } from './pageStore.mjs'
import { onRedisBack, redisClient, redisState } from './redis.mjs'

/** A Redis that does not answer within this long counts as a miss: the page is rendered. */
const TIMEOUT_MS = 1_000
/** @typedef {import('@fortedigital/nextjs-cache-handler').Handler} Handler */

/**
 * @typedef {{
 *   expireLocally: (tags: readonly string[]) => void,
 *   forgetLocal: () => void,
 *   stats: () => import('./pageStore.mjs').PageStoreStats,
 * }} LocalPages
 */
const shared = /** @type {{ __localPages?: LocalPages }} */ (globalThis)

function configure() {
  const local = createPageStore({ maxBytes: pageCacheBytes() })
  const client = redisClient()
  if (!client) {
    shared.__localPages = {
      expireLocally: (tags) => tags.forEach((tag) => void local.revalidateTag(tag)),
      forgetLocal: () => {},
      stats: local.stats,
    }
    return { handlers: [local] }
  }
  const buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  const redis = createRedisHandler({
    client: /** @type {never} */ (client),
    keyPrefix: `shopping-guide:${buildId}:`,
    sharedTagsKey: 'tags',
    sharedTagsTtlKey: 'tag-ttls',
    timeoutMs: TIMEOUT_MS,
    keyExpirationStrategy: 'EXAT',
  })
  /** Tags expired while Redis was away: expired there too once it is back. */
  const missed = new Set()
  /** Entries kept here before this time may have missed a change (the bus was away). */
  let trustedFrom = 0
  const away = () => !redisState().connected

  onRedisBack(() => {
    const tags = [...missed]
    missed.clear()
    if (tags.length)
      logger.info(
        { part: 'redis', tags: tags.length },
        'Redis is back: expiring the tags changed meanwhile',
      )
    for (const tag of tags) redis.revalidateTag(tag).catch(() => missed.add(tag))
  })

  shared.__localPages = {
    expireLocally(tags) {
      for (const tag of tags) {
        if (away()) missed.add(tag)
        void local.revalidateTag(tag)
      }
    },
    forgetLocal() {
      trustedFrom = Date.now()
    },
    stats: local.stats,
  }

  /** @type {Handler} */
  const whileConnected = {
    name: 'redis-while-connected',
    // Rejecting hands the read to this process's copy.
    get: (key, meta) =>
      away() ? Promise.reject(new Error('Redis is away')) : redis.get(key, meta),
    set: (key, value, ctx) => (away() ? Promise.resolve() : redis.set(key, value, ctx)),
    async revalidateTag(tag) {
      if (away()) return void missed.add(tag)
      await redis.revalidateTag(tag).catch((/** @type {unknown} */ error) => {
        missed.add(tag)
        throw error
      })
    },
    delete: (key) => (away() ? Promise.resolve() : (redis.delete?.(key) ?? Promise.resolve())),
  }
  /** @type {Handler} */
  const here = {
    ...local,
    async get(key, meta) {
      const value = await local.get(key, meta)
      return value && value.lastModified >= trustedFrom ? value : null
    },
  }
  return { handlers: [whileConnected, here] }
}

// Next may create the handler more than once in a process: one configuration serves them all.
CacheHandler.onCreation(() => {
  const once = /** @type {{ __redisCacheHandler?: ReturnType<typeof configure> }} */ (globalThis)
  once.__redisCacheHandler ??= configure()
  return once.__redisCacheHandler
})

export default CacheHandler
