/**
 * Whether an error says the database is not there, as the drivers and PostgreSQL say it: for the
 * 503s that tell a client to come back, instead of a 500. No imports: the instrumentation hook reads
 * it before anything else loads.
 *
 * What they say when the database cannot be reached or went away mid-request: socket errors,
 * postgres.js' connection codes, PostgreSQL's connection (08…) and operator-intervention (57P0…)
 * classes, node-postgres' messages.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
])
const UNREACHABLE_STATE = /^(?:08[0-9A-Z]{3}|57P0[1-3])$/
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i

/** Whether the error says the database is not there, rather than that the request was wrong. */
export function databaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATE.test(code)))
      return true
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true
    const { cause, errors } = current as { cause?: unknown; errors?: unknown }
    // An AggregateError (a connection tried on IPv6 and IPv4) names the reason in its parts.
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined)
  }
  return false
}

/**
 * The requests whose page failed because the database could not be reached, by request id, until
 * the server has answered them (scripts/server.mjs answers 503 instead of the error page). Shared
 * through globalThis: Next's bundles and the server each load this module.
 */
const unreachable = ((
  globalThis as { __unreachableRequests?: Set<string> }
).__unreachableRequests ??= new Set<string>())
const KEPT = 1_000

export function markUnreachable(requestId: string): void {
  unreachable.add(requestId)
  if (unreachable.size > KEPT) unreachable.delete(unreachable.values().next().value!)
}

/** Whether the page of `requestId` failed for want of the database (asked once, then forgotten). */
export function takeUnreachable(requestId: string): boolean {
  return unreachable.delete(requestId)
}
