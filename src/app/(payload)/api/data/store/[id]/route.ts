/**
 * GET /api/data/store/{id}: one published store (src/endpoints/directory.ts).
 * Made by `npm run generate:api-routes` from src/endpoints/catalog.ts: change the list, not this file.
 */
import { storeEndpoint as route } from '@/endpoints/directory'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = route
