import { createHmac, timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { env } from '@/config/env'

/**
 * Tags expired from outside a request. Next expires tags only inside a request it handles; work
 * that runs beside requests (scheduled publishing, the nightly price record) asks this instance's
 * own server over loopback, so the expiry takes Next's public path like an editor's save does.
 */
export const REVALIDATE_PATH = '/internal/revalidate'

/** The bearer token of those calls: derived from the app's secret, so there is nothing to set. */
const token = (): string =>
  createHmac('sha256', env.PAYLOAD_SECRET ?? '')
    .update('revalidate tags')
    .digest('base64url')

/** Tags one call expires at most (a feed run's changed products take several). */
const TAGS_PER_CALL = 500
const body = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(TAGS_PER_CALL) })

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

function authorized(header: string | null): boolean {
  const given = Buffer.from(header ?? '')
  const wanted = Buffer.from(`Bearer ${token()}`)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/** POST /api/internal/revalidate `{ tags }` with the instance's token: 204 once they are expired. */
export const revalidateEndpoint: Endpoint = {
  path: REVALIDATE_PATH,
  method: 'post',
  handler: async (req) => {
    if (!authorized(req.headers.get('authorization'))) {
      return refuse(401, 'This endpoint is for the server itself.')
    }
    const parsed = body.safeParse(await req.json?.().catch(() => undefined))
    if (!parsed.success) return refuse(400, 'The body must be { "tags": [string, …] }.')
    for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  },
}

/**
 * Expires `tags` through this instance's server (SERVER_ORIGIN, set by scripts/server.mjs). A process
 * without one (the seed, a script, a test of the local API) holds no Next cache: nothing to expire.
 */
export async function revalidateThroughServer(tags: string[]): Promise<void> {
  const origin = process.env.SERVER_ORIGIN
  if (!origin) return
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) {
    const response = await fetch(`${origin}/api${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags: tags.slice(start, start + TAGS_PER_CALL) }),
    })
    if (!response.ok) throw new Error(`${REVALIDATE_PATH} answered ${response.status}`)
  }
}
