/**
 * GET /api/data/product/{id}: one public product with its offers (src/endpoints/directory.ts).
 * Made by `npm run generate:api-routes` from src/endpoints/catalog.ts: change the list, not this file.
 */
import { productEndpoint as route } from '@/endpoints/directory'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = route
