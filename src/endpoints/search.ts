/** GET /api/search/suggestions: what the header's search box offers as the shopper types. */
import { defaultLocale } from '@/i18n/locales'
import { suggest } from '@/data/search/suggestions'

import { apiEndpoint } from './http'
import { suggestionsQuery } from './schemas'

export const suggestionsEndpoint = apiEndpoint({
  path: '/api/search/suggestions',
  scopes: ['stores', 'products', 'posts'],
  query: suggestionsQuery,
  handle: ({ query }) => suggest(query.q, query.lang ?? defaultLocale, query.country),
})
