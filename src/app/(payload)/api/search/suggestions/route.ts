/**
 * GET /api/search/suggestions: search suggestions as you type (src/endpoints/search.ts).
 * Made by `npm run generate:api-routes` from src/endpoints/catalog.ts: change the list, not this file.
 */
import { suggestionsEndpoint as route } from '@/endpoints/search'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = route
