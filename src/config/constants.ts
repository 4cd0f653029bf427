/** Constants from the product specification, named once. */

/** Country used when neither `?country=` nor the cookie gives a known code. */
export const DEFAULT_COUNTRY = 'DE'

/** Cookie that remembers the shopper's country. */
export const COUNTRY_COOKIE = 'selectedCountry'

/** Cookie that remembers the shopper's language choice. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'

/** How long the language and country cookies keep a shopper's choice: a year, in seconds. */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Post category hidden from the /api guide list unless the caller asks otherwise. */
export const EXCLUDED_CATEGORY_ID = 314

/** A forced reload after a new build is detected is not repeated within this window. */
export const RELOAD_GUARD_MS = 10_000

/** How often an open page asks whether a new build was deployed, unless configured. */
export const DEFAULT_BUILD_CHECK_INTERVAL_SECONDS = 300

/** Route prefetches handed to the router and not yet answered, at most. */
export const MAX_PENDING_PREFETCHES = 4

/** Prefetching starts this long after the page loaded, leaving the network to the page itself. */
export const PREFETCH_START_DELAY_MS = 1_000

/** The collections whose documents have public pages: what rich text may link to or embed. */
export const RICH_TEXT_LINK_COLLECTIONS = [
  'stores',
  'products',
  'posts',
  'post-categories',
] as const

/** Cookie that remembers the shopper's analytics consent ("granted" or "denied"), and for how long. */
export const CONSENT_COOKIE = 'cookieConsent'
export const CONSENT_MAX_AGE_DAYS = 180

/** The home page's claim: over 60 000 retailers and stores. */
export const STORES_CLAIM = 60_000

/** Failed logins before an account is locked, and for how long. */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOGIN_LOCK_MS = 10 * 60 * 1000

/** Failed logins one client address may make, across accounts, per window. */
export const LOGIN_FAILURES_PER_ADDRESS = { name: 'login-address', points: 10, seconds: 15 * 60 }

/** Password-reset e-mails one address may ask for per window (half as many per account). */
export const FORGOT_PASSWORD_LIMIT = { name: 'forgot', points: 6, seconds: 15 * 60 }

/** Attempts to set a new password with a reset token, per address and window. */
export const RESET_PASSWORD_LIMIT = { name: 'reset-address', points: 10, seconds: 15 * 60 }

/** Page size limits of the public /api: `limit` defaults to 20 and may be 1–100 (README, "API"). */
export const API_DEFAULT_LIMIT = 20
export const API_MAX_LIMIT = 100

/** Most URLs one sitemap file may list (sitemaps.org); a language with more becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000

/** Largest uncompressed sitemap file (sitemaps.org: 50 MB); long URLs make parts hold fewer. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024
