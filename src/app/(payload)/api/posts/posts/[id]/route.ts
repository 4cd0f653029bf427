/**
 * GET /api/posts/posts/{id}: one published guide (src/endpoints/posts.ts).
 * Made by `npm run generate:api-routes` from src/endpoints/catalog.ts: change the list, not this file.
 */
import { postEndpoint as route } from '@/endpoints/posts'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = route
