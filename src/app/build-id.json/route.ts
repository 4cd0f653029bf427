/**
 * GET /build-id.json: the deployed build's id, `{ "id": "…" }`, never cached. Open pages poll it with a
 * timestamp query and load the next page in full when it differs from their own.
 */
import { deployedBuildId } from '@/lib/buildId'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    { id: deployedBuildId() },
    { headers: { 'Cache-Control': 'no-store, max-age=0' } },
  )
}
