/**
 * What shared caches (a CDN, nginx in front) may keep, and for how long. The app expires its own
 * caches by tag the moment an editor publishes; a shared cache in front of it learns of nothing, so
 * what it keeps must expire on its own: fresh for half a minute, then served stale for at most half a
 * minute more while it asks again. A publish is live at the edge within a minute.
 *
 * Plain JavaScript: the production server (scripts/server.mjs) reads it too.
 */

/** Seconds a shared cache may serve an answer as fresh, and then stale while it refreshes it. */
export const EDGE_FRESH_SECONDS = 30
export const EDGE_STALE_SECONDS = 30

const atTheEdge = `s-maxage=${EDGE_FRESH_SECONDS}, stale-while-revalidate=${EDGE_STALE_SECONDS}`

/**
 * An answer that depends on its URL alone: shared caches may keep it briefly, browsers ask again
 * every time (a kept page answers 304 to its ETag).
 */
export const SHARED_PAGE_CACHE = `public, max-age=0, ${atTheEdge}`

/**
 * A page whose HTML depends on a cookie or a request header (the country cookie, the language
 * cookie and Accept-Language on the bare root), or that sets a cookie: no shared cache may keep it.
 * Next sets its own `Vary` on pages, so `Vary: Cookie` cannot be said instead; the app's page cache
 * keeps these pages per language and country (the proxy's rewrite), where the key is known.
 */
export const PRIVATE_PAGE_CACHE = 'private, no-cache'

/** Public read-only data (the /api): the same minute at the edge, no time in browsers. */
export const SHARED_DATA_CACHE = `public, ${atTheEdge}`

/**
 * A redirect of the Redirects collection: browsers keep it an hour (a 301 is otherwise kept for
 * good, and an editor may take one back), shared caches as briefly as pages.
 */
export const REDIRECT_CACHE = `public, max-age=3600, ${atTheEdge}`

/**
 * An uploaded image: its file name carries a hash of its content (src/collections/Media.ts), so the
 * same URL is the same bytes for good.
 */
export const FILE_CACHE = 'public, max-age=31536000, immutable'
