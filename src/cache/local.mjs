/**
 * The one process-local cache layer, in front of Next's tagged caches: answers the read path consults
 * on nearly every request (list totals, the category tree, site settings, click-out targets) and the
 * /api's ready answers (responses.mjs). Every entry carries the same tags as Next's entries made from
 * it, and `dropTagged` — called by `expire` (index.ts) here and, through the cache bus, in every other
 * instance — drops exactly the entries a change makes stale. The age limit covers a message lost
 * between instances.
 *
 * On globalThis, one object per process: Next's server bundles and the production server's bundled
 * /api routes each load this module, and all of them must see one layer. Plain JavaScript: the
 * production server (scripts/server.mjs) runs without a TypeScript loader.
 */

/** How long an entry is served without a change having dropped it. */
export const MAX_AGE_MS = 30_000
/** Beyond this many entries the layer starts again empty (the read path refills what it uses). */
const MAX_ENTRIES = 60_000
/**
 * Entries past their age are dropped this often: an entry is never served after MAX_AGE_MS, and
 * kept until the next sweep it would only hold memory. At full scale, every first render of a
 * product page keeps its product, offers and price history here: without sweeps the layer grew to
 * its 60 000 entries and the server to 2.9 GB.
 */
const SWEEP_MS = MAX_AGE_MS

/**
 * @typedef {object} Entry
 * @property {Promise<unknown>} value
 * @property {{ value: unknown }} [known] the value once resolved: read synchronously by `peek`
 * @property {readonly string[]} tags
 * @property {number} at
 */

/**
 * @typedef {object} KeptResponse
 * @property {string} text the JSON body
 * @property {string} etag
 * @property {Record<string, string>} headers what the handler set besides the security headers
 * @property {readonly string[]} tags what its answer was made from
 * @property {number} at when it was stored (ms)
 * @property {Buffer} [bytes] the body encoded, made on the first request it answers
 * @property {Buffer} [br] the body compressed with Brotli, made on the first request that accepts it
 * @property {Buffer} [gzip] the body compressed with gzip, likewise
 */

/**
 * @typedef {object} Layer
 * @property {Map<string, Entry>} entries
 * @property {Map<string, KeptResponse> | null} responses null until the server turns them on
 * @property {number} generation raised by every drop, so an answer computed before one is never
 *   stored after it
 * @property {Set<(tags: readonly string[]) => void>} listeners
 * @property {number} swept when entries past their age were last dropped (ms)
 */

/** @returns {Layer} */
export function layer() {
  const global = /** @type {{ __shoppingGuideCache?: Layer }} */ (globalThis)
  return (global.__shoppingGuideCache ??= {
    entries: new Map(),
    responses: null,
    generation: 0,
    listeners: new Set(),
    swept: Date.now(),
  })
}

/**
 * The answer kept under `key`, else `load()`'s, kept with `tags`. A load that fails is not kept.
 * @template T
 * @param {string} key
 * @param {readonly string[]} tags
 * @param {() => Promise<T>} load
 * @returns {Promise<T>}
 */
export function keep(key, tags, load) {
  const state = layer()
  const { entries } = state
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && now - hit.at < MAX_AGE_MS) return /** @type {Promise<T>} */ (hit.value)
  if (now - state.swept >= SWEEP_MS) {
    state.swept = now
    for (const [old, entry] of entries) if (now - entry.at >= MAX_AGE_MS) entries.delete(old)
  }
  if (entries.size >= MAX_ENTRIES) entries.clear()
  const value = load()
  /** @type {Entry} */
  const entry = { value, tags, at: Date.now() }
  entries.set(key, entry)
  value.then(
    (resolved) => (entry.known = { value: resolved }),
    () => {
      if (entries.get(key) === entry) entries.delete(key)
    },
  )
  return value
}

/**
 * The value kept under `key` if it is fresh and already resolved: for a caller that answers without
 * waiting when it can (a click-out).
 * @param {string} key
 * @returns {{ value: unknown } | undefined}
 */
export function peek(key) {
  const hit = layer().entries.get(key)
  return hit && Date.now() - hit.at < MAX_AGE_MS ? hit.known : undefined
}

/**
 * Drops every entry and kept answer made from anything `tags` names, and tells the listeners.
 * @param {readonly string[]} tags
 */
export function dropTagged(tags) {
  const state = layer()
  const stale = new Set(tags)
  state.generation++
  for (const [key, entry] of state.entries) {
    if (entry.tags.some((tag) => stale.has(tag))) state.entries.delete(key)
  }
  for (const [key, response] of state.responses ?? []) {
    if (response.tags.some((tag) => stale.has(tag))) state.responses?.delete(key)
  }
  for (const listener of state.listeners) listener(tags)
}

/**
 * Calls `listener` with the tags of every drop in this process: for an index kept apart from the
 * layer (the redirect table, read synchronously by the server with its own refresh rules).
 * @param {(tags: readonly string[]) => void} listener
 */
export function onDrop(listener) {
  layer().listeners.add(listener)
}
