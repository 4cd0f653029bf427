/**
 * Next's page and data caches in Redis, for several instances of the site (REDIS_URL; next.config.mjs
 * sets this handler only then): a page rendered or a query answered on one instance is served by all,
 * and a tag expired on one (an editor's publish) is expired for all, since each read checks the
 * tags' expiry times in Redis. The handler is @fortedigital/nextjs-cache-handler's `redis-strings`.
 *
 * Keys carry the build id: a rolling deploy never serves one build's HTML (which names that build's
 * script files) from another. Plain JavaScript: Next loads it at run time, outside any bundle.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

/** A Redis that does not answer within this long counts as a miss: the page is rendered. */
const TIMEOUT_MS = 1_000

async function configure() {
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
  // Reconnects by itself; until then every read is a miss and every page is rendered.
  client.on('error', (/** @type {Error} */ error) =>
    console.error(`Redis (page and data cache): ${error.message}`),
  )
  await client.connect()
  const buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  const prefix = `shopping-guide:${buildId}:`
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: prefix,
        sharedTagsKey: 'tags',
        sharedTagsTtlKey: 'tag-ttls',
        timeoutMs: TIMEOUT_MS,
        keyExpirationStrategy: 'EXAT',
      }),
    ],
  }
}

// Next may create the handler more than once in a process: one connection serves them all.
CacheHandler.onCreation(() => {
  const shared = /** @type {{ __redisCacheHandler?: ReturnType<typeof configure> }} */ (globalThis)
  shared.__redisCacheHandler ??= configure()
  return shared.__redisCacheHandler
})

export default CacheHandler
