/**
 * Whether the database is down, as this server sees it, and which pages Next's page cache may hold:
 * the server's routing uses both to answer a page the cache cannot have with 503 while the database
 * is down, instead of letting Next render it only to fail (scripts/server.mjs).
 *
 * The database is asked after a page failed with a server error or took over a second to start
 * (at most once a second: a failure within the second has it asked when the second is over), then
 * every few seconds while it does not answer. Nothing is asked while pages succeed in time.
 */

/**
 * @param {() => Promise<boolean>} answers whether the database answers now
 * @param {number} retrySeconds
 */
export function watchDatabase(answers, retrySeconds) {
  let down = false
  /** @type {Set<() => void>} */
  const whenDown = new Set()
  let asking = false
  let askedAt = 0
  /** @type {NodeJS.Timeout | null} */
  let later = null
  const ask = () => {
    if (asking || later) return
    // Asked less than a second ago: asked again when the second is over, not forgotten (the
    // failure that made the server suspect it may be the last for a while).
    const wait = askedAt + 1000 - Date.now()
    if (wait > 0) {
      later = setTimeout(() => {
        later = null
        ask()
      }, wait).unref()
      return
    }
    asking = true
    askedAt = Date.now()
    answers()
      .catch(() => false)
      .then((ok) => {
        if (down !== !ok)
          console.error(ok ? 'The database answers again.' : 'The database is down.')
        down = !ok
        if (down) for (const listener of [...whenDown]) listener()
        asking = false
        if (down) setTimeout(ask, retrySeconds * 1000).unref()
      })
  }
  return {
    get down() {
      return down
    },
    /** A page failed with a server error, or takes long: is the database still there? */
    suspect: ask,
    /**
     * Calls `listener` once the database is found down (until the returned function is called).
     * @param {() => void} listener
     */
    onDown(listener) {
      whenDown.add(listener)
      return () => void whenDown.delete(listener)
    },
  }
}

/**
 * The pages Next answered from or into its page cache (`x-nextjs-cache`), most recent last and at
 * most `max` of them: a page outside this set cannot be in that cache, which lives in this process
 * and fills only by serving.
 * @param {number} max
 */
export function keptPages(max) {
  /** @type {Set<string>} */
  const keys = new Set()
  return {
    /** @param {string} key */
    add(key) {
      keys.delete(key)
      keys.add(key)
      if (keys.size > max) keys.delete(/** @type {string} */ (keys.values().next().value))
    },
    /** @param {string} key */
    has: (key) => keys.has(key),
  }
}
