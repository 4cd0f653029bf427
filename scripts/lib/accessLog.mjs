/**
 * The production server's log: pino, as Payload logs — one JSON object a line for a log collector,
 * or readable lines when a person watches a terminal (`npm start`). Every request gets one line once
 * its answer is sent (or the client went away): request id, method, path, status, duration. The path
 * is logged without its query string, which may carry what a shopper searched for.
 *
 * LOG_LEVEL (pino's levels; `info` by default) sets what is written; LOG_REQUESTS=false keeps the
 * request lines out.
 */
import pino from 'pino'

export function createLogger() {
  return pino({
    name: 'server',
    level: process.env.LOG_LEVEL ?? 'info',
    // In a terminal, a request is its message alone: "GET /de/stores 200 12.3 ms".
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname,reqId,method,path,status,durationMs' },
          },
        }
      : {}),
  })
}

/** @typedef {ReturnType<typeof createLogger>} Logger */

const requestLines = !/^(?:false|0)$/i.test(process.env.LOG_REQUESTS ?? '')

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
    }
    logger.info(fields, `${fields.method} ${fields.path} ${fields.status} ${fields.durationMs} ms`)
  })
}
