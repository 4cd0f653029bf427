import type { Endpoint } from 'payload'

/** GET /api/health: 200 when the app and its database answer, 503 otherwise (container health checks). */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      await req.payload.db.drizzle.execute('select 1')
      return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
    } catch {
      return Response.json(
        { status: 'unavailable', errors: [{ message: 'The database is not reachable.' }] },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  },
}
