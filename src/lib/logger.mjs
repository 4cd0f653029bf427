/**
 * The one log of a server process: pino, as Payload logs — one JSON object a line for a log
 * collector, or readable lines when a person watches a terminal (`npm start`). The production
 * server, the bundled /api routes and Next's renders each load this module; they share one logger
 * through the process, so every line has the same shape and level.
 *
 * LOG_LEVEL (pino's levels; `info` by default) sets what is written.
 */
import pino from 'pino'

const shared = /** @type {{ __shoppingGuideLogger?: import('pino').Logger }} */ (globalThis)

export const logger = (shared.__shoppingGuideLogger ??= pino({
  name: 'server',
  level: process.env.LOG_LEVEL ?? 'info',
  // In a terminal, a request is its message alone: "GET /de/stores 200 12.3 ms".
  ...(process.stdout.isTTY
    ? {
        transport: {
          target: 'pino-pretty',
          options: { ignore: 'pid,hostname,reqId,method,path,status,durationMs,client,cache' },
        },
      }
    : {}),
}))
