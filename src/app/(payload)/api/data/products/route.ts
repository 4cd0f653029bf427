/**
 * GET /api/data/products: products or product groups (src/endpoints/directory.ts).
 * Made by `npm run generate:api-routes` from src/endpoints/catalog.ts: change the list, not this file.
 */
import { productsEndpoint as route } from '@/endpoints/directory'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = route
