/**
 * Rate limits per client, in this process's memory (rate-limiter-flexible; a shared store can take
 * its place behind the same calls when there is more than one server process). The edge limits
 * (search, suggestions, click-outs) are checked by the server before routing; the sign-in limits by Payload's
 * hooks on the users collection (src/lib/loginLimits.ts). Plain JavaScript, shared by both.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible'

import { limitKey } from './clientAddress.mjs'

/**
 * @typedef {object} Limit
 * @property {string} name names the limiter's keys and, for a refusal, what was limited
 * @property {number} points requests allowed per window
 * @property {number} seconds the window
 * @property {number} [blockSeconds] how long a client that went over waits (default: the window)
 */

/**
 * Search and its suggestions, per client: a person typing fast with suggestions (debounced, about 10
 * a second in bursts) stays far below it; a script sending hundreds a second is stopped within a
 * second and waits out the window.
 * @type {Limit}
 */
export const SEARCH_LIMIT = { name: 'search', points: 300, seconds: 20 }

/**
 * Click-outs to shops, per client: a shopper comparing offers opens a few shops a minute, a script
 * inflating a shop's clicks (what retailers are shown and pay for) is refused and not counted.
 * @type {Limit}
 */
export const CLICK_LIMIT = { name: 'clicks', points: 60, seconds: 60 }

/**
 * @param {Limit} limit
 */
export function createLimiter({ name, points, seconds, blockSeconds }) {
  return new RateLimiterMemory({
    keyPrefix: name,
    points,
    duration: seconds,
    blockDuration: blockSeconds ?? seconds,
  })
}

/**
 * Whole seconds until a refused client may try again, for Retry-After (at least 1).
 * @param {number} msBeforeNext
 */
export function retryAfterSeconds(msBeforeNext) {
  return Math.max(1, Math.ceil(msBeforeNext / 1000))
}

/**
 * Takes `cost` points for the client; resolves to the seconds it must wait when it is over the limit,
 * else to null. Never rejects with anything but the library's own errors.
 * @param {RateLimiterMemory} limiter
 * @param {string} key
 * @param {number} [cost]
 * @returns {Promise<number | null>}
 */
export async function take(limiter, key, cost = 1) {
  try {
    await limiter.consume(key, cost)
    return null
  } catch (result) {
    if (result instanceof Error) throw result
    return retryAfterSeconds(/** @type {{ msBeforeNext: number }} */ (result).msBeforeNext)
  }
}

/** A click-out to a shop, in any language (src/clicks). */
const CLICK_PATH = /^(?:\/[a-z]{2})?\/out\//

/** The site's search page, in any language, and the suggestions behind its box. */
const SEARCH_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2,4})?\/)?search\/?$|^\/api\/search\/suggestions\/?$/i

/**
 * The answer to a client over a limit: 429 with Retry-After.
 * @param {number} wait seconds
 * @param {string} what
 * @returns {import('../config/requestLimits.mjs').Refusal}
 */
export function tooMany(wait, what) {
  return {
    status: 429,
    message: `Too many ${what} from this address; try again in ${wait} s`,
    headers: { 'Retry-After': String(wait) },
  }
}

/**
 * Limits checked by the server before routing, per client address: null at once for a request no
 * limit applies to (no extra turn of the event loop), else a promise of the refusal or null.
 * @returns {(request: { url?: string }, address: string) => Promise<import('../config/requestLimits.mjs').Refusal | null> | null}
 */
export function createEdgeLimits() {
  const search = createLimiter(SEARCH_LIMIT)
  const clicks = createLimiter(CLICK_LIMIT)
  return ({ url = '/' }, address) => {
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    const [limiter, what] = SEARCH_PATH.test(pathname)
      ? [search, 'searches']
      : CLICK_PATH.test(pathname)
        ? [clicks, 'clicks to shops']
        : [null, '']
    if (!limiter) return null
    return take(limiter, limitKey(address)).then((wait) =>
      wait === null ? null : tooMany(wait, what),
    )
  }
}
