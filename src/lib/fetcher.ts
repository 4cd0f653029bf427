import { ofetch } from 'ofetch'

/**
 * The one client-side fetch: answers 400–599 raise; 408, 409, 425, 429, 500, 502, 503 and 504
 * are retried once for GET and HEAD (ofetch never retries other methods); nothing is cached.
 */
export const fetcher = ofetch.create({
  retry: 1,
  retryDelay: 300,
  retryStatusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
  headers: { Accept: 'application/json' },
  cache: 'no-store',
})
