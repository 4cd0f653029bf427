/**
 * The production server's access log, in the process's one log (src/lib/logger.mjs). Every request gets one line once
 * its answer is sent (or the client went away): request id, method, path, status, duration, the
 * client's address (after trusted proxies) and where the answer came from (`cache`). The path
 * is logged without its query string, which may carry what a shopper searched for.
 *
 * LOG_REQUESTS=false keeps the request lines out.
 */

/** @typedef {typeof import('../../src/lib/logger.mjs').logger} Logger */

const requestLines = !/^(?:false|0)$/i.test(process.env.LOG_REQUESTS ?? '')

/**
 * Where the answer came from: Next's page cache (`hit`, `miss`, `stale`), a page or /api answer the
 * server kept (`hit`), else nothing (rendered or answered for this request alone).
 * @param {import('node:http').ServerResponse} response
 */
function cacheStatus(response) {
  const next = response.getHeader('x-nextjs-cache')
  if (typeof next === 'string') return next.toLowerCase()
  const timing = String(response.getHeader('server-timing') ?? '')
  return /desc="(?:hit|ready)"/.test(timing) ? 'hit' : undefined
}

/**
 * Logs the request once it is answered (status 499: the client closed the connection first).
 * @param {Logger} logger
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} requestId
 */
export function logRequest(logger, request, response, requestId) {
  if (!requestLines) return
  const started = process.hrtime.bigint()
  // As the client sent it: the server may ask Next for a page's HEAD as a GET.
  const method = request.method
  response.once('close', () => {
    const url = request.url ?? '/'
    const query = url.indexOf('?')
    const fields = {
      reqId: requestId,
      method,
      path: query === -1 ? url : url.slice(0, query),
      status: response.writableFinished ? response.statusCode : 499,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      client: request.headers['x-client-address'],
      cache: cacheStatus(response),
    }
    logger.info(fields, `${fields.method} ${fields.path} ${fields.status} ${fields.durationMs} ms`)
  })
}
