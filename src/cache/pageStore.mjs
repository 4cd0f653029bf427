/**
 * Next's page and data cache entries in this process's memory, compressed: the one instance's cache,
 * and with Redis each instance's own copy (handler.mjs). A page's entry (its HTML, its RSC payload
 * and the payloads of its segments, which repeat much of the HTML) is kept as one Brotli stream at
 * Brotli's fastest setting: about a fifth of the bytes Next's own memory cache holds per page, so the
 * same memory holds about five times as many pages. Least recently used out first, within
 * `maxBytes`; a tag expires exactly the entries that carry it (an index from tag to keys), Next's
 * implicit tags (its paths) by the time they were expired.
 *
 * A handler of @fortedigital/nextjs-cache-handler. Plain JavaScript: Next loads the cache handler at
 * run time, outside any bundle.
 */
import { deserialize, serialize } from 'node:v8'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

/** This process's cache, in MB of compressed entries, unless PAGE_CACHE_MB says otherwise. */
const PAGE_CACHE_MB = 256

/** PAGE_CACHE_MB as bytes; the server checks it at start, so a wrong value stops it there. */
export function pageCacheBytes(value = process.env.PAGE_CACHE_MB) {
  if (value === undefined || value === '') return PAGE_CACHE_MB * 1_048_576
  const mb = Number(value)
  if (!Number.isFinite(mb) || mb <= 0)
    throw new Error(`PAGE_CACHE_MB must be a number of megabytes above 0, not "${value}"`)
  return Math.round(mb * 1_048_576)
}

/** Next's prefix of the implicit tags it derives from a page's path. */
const IMPLICIT_TAG = '_N_T_'
/** What an entry costs beyond its bytes: its key, its tags, the maps' slots. */
const ENTRY_OVERHEAD = 256

const COMPRESSION = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
}

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler').Handler} Handler
 * @typedef {import('@fortedigital/nextjs-cache-handler').CacheHandlerValue} CacheHandlerValue
 * @typedef {{ packed: Buffer, tags: readonly string[], lastModified: number, size: number }} Entry
 * @typedef {{ entries: number, bytes: number, maxBytes: number, hits: number, misses: number }} PageStoreStats
 */

/**
 * @param {{ maxBytes: number }} options
 * @returns {Handler & { stats: () => PageStoreStats }}
 */
export function createPageStore({ maxBytes }) {
  /** @type {Map<string, Entry>} in order of use, the least recent first */
  const entries = new Map()
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map()
  /** @type {Map<string, number>} when each implicit tag was expired */
  const implicitExpired = new Map()
  let bytes = 0
  let hits = 0
  let misses = 0

  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) keysByTag.delete(tag)
    }
  }

  /** @param {readonly string[]} tags @param {number} lastModified */
  const expiredImplicitly = (tags, lastModified) =>
    tags.some((tag) => (implicitExpired.get(tag) ?? 0) > lastModified)

  return {
    name: 'this-process',
    async get(key, { implicitTags }) {
      const entry = entries.get(key)
      if (!entry || expiredImplicitly([...entry.tags, ...implicitTags], entry.lastModified)) {
        if (entry) remove(key)
        misses += 1
        return null
      }
      // Used now: to the end of the order.
      entries.delete(key)
      entries.set(key, entry)
      hits += 1
      return /** @type {CacheHandlerValue} */ (deserialize(brotliDecompressSync(entry.packed)))
    },
    async set(key, value, ctx) {
      if (ctx?.setOnlyIfNotExists && entries.has(key)) return
      remove(key)
      // A short result is a view into zlib's 16 KB output chunk: copied, it holds its own bytes only
      // (measured at full scale: 25 700 entries of 7.7 KB had held 16 KB each).
      const compressed = brotliCompressSync(serialize(value), COMPRESSION)
      let packed = compressed
      if (compressed.buffer.byteLength > compressed.length) {
        packed = Buffer.allocUnsafeSlow(compressed.length)
        compressed.copy(packed)
      }
      const size = packed.length + key.length + ENTRY_OVERHEAD
      if (size > maxBytes) return
      const tags = value.tags ?? []
      entries.set(key, { packed, tags, lastModified: value.lastModified, size })
      bytes += size
      for (const tag of tags) {
        let keys = keysByTag.get(tag)
        if (!keys) keysByTag.set(tag, (keys = new Set()))
        keys.add(key)
      }
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break
        remove(oldest)
      }
    },
    async revalidateTag(tag) {
      for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key)
      if (tag.startsWith(IMPLICIT_TAG)) implicitExpired.set(tag, Date.now())
    },
    async delete(key) {
      remove(key)
    },
    stats: () => ({ entries: entries.size, bytes, maxBytes, hits, misses }),
  }
}
