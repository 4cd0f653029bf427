/**
 * Runs once when the Next.js server starts: initialises Payload with its job crons, so scheduled
 * publish/unpublish happen on time even before the first request, with no extra process; and warms
 * the search connections in the background (src/search/warm.ts).
 */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next.js' own switches, not app configuration.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  await getPayload({ config, cron: true })
  void import('@/search/warm')
    .then(({ warmSearch }) => warmSearch())
    .catch((error: unknown) => console.error('Warming the search connections failed', error))
}
