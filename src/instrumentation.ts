import type { Instrumentation } from 'next'

import { databaseUnreachable, markUnreachable } from '@/lib/databaseErrors'

/** The request and error pairs logged lately: Next reports one error once per phase it failed in. */
const logged = new Set<string>()
const LOGGED_KEPT = 1_000

/**
 * One bounded JSON line per failed request and error, under both references a visitor may be shown:
 * the request id the server gave the request (the server's own 500 page for a document) and the
 * digest (the error screen after a move within the site). No SQL, no request data beyond the
 * path. Next calls this for each phase the error failed (metadata, the page, its layout); only the
 * first is logged.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const digest = (error as { digest?: string }).digest
  const requestId = [request.headers['x-request-id']].flat()[0]
  // Before the error page is sent: the server answers this request 503, as it does once it knows.
  if (requestId && databaseUnreachable(error)) markUnreachable(requestId)
  if (requestId && digest) {
    const key = `${requestId} ${digest}`
    if (logged.has(key)) return
    logged.add(key)
    if (logged.size > LOGGED_KEPT) logged.delete(logged.values().next().value!)
  }
  const [{ loggedError }, { logger }] = await Promise.all([
    import('@/hooks/apiErrors'),
    import('@/lib/logger.mjs'),
  ])
  const path = request.path.split('?')[0]?.slice(0, 300)
  logger.error(
    {
      digest,
      reqId: requestId,
      method: request.method,
      path,
      route: context.routePath,
      err: loggedError(error),
    },
    'request failed',
  )
}

/**
 * Runs once when the Next.js server starts: initialises Payload with its job crons, so scheduled
 * publish/unpublish happen on time even before the first request, with no extra process; reports the
 * imports a stopped server left unfinished; and warms the search connections in the background
 * (src/search/warm.ts).
 */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next.js' own switches, not app configuration.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  const payload = await getPayload({ config, cron: true })
  // Other instances' changes drop this one's in-memory answers too, and its own copy of Next's
  // entries (kept with REDIS_URL for when Redis is away, src/cache/handler.mjs).
  const [{ listen }, { dropTagged }, { logger }] = await Promise.all([
    import('@/cache/bus'),
    import('@/cache/local.mjs'),
    import('@/lib/logger.mjs'),
  ])
  const localPages = () =>
    (globalThis as { __localPages?: import('@/cache/handler.mjs').LocalPages }).__localPages
  void listen({
    apply: (tags) => {
      dropTagged(tags)
      localPages()?.expireLocally(tags)
    },
    // Messages may have been missed meanwhile: what this process kept of Next's is not trusted.
    resumed: () => localPages()?.forgetLocal(),
  }).catch((error: unknown) =>
    logger.error({ err: error }, 'Listening for other instances’ changes failed'),
  )
  const { failInterruptedImports } = await import('@/import/task')
  await failInterruptedImports(payload)
  void import('@/search/warm')
    .then(({ warmSearch }) => warmSearch())
    .catch((error: unknown) =>
      logger.error({ err: error }, 'Warming the search connections failed'),
    )
}
