/**
 * The app's production server: Next.js (site, admin, /api) behind one Node HTTP server that answers a
 * repeated /api GET from the answers the route handlers kept (src/endpoints/responseCache.mjs) without
 * entering Next's request handling, which costs more than the answer itself — the public /api serves
 * several times more requests per second on one core (docs/benchmarks.md, "The public /api").
 * Everything else, and every /api request without a kept answer, goes to Next unchanged.
 *
 * `node scripts/server.mjs [-p PORT]` (PORT, then 3000) serves the current build (`npm run build`);
 * `npm start` runs it. Binds like `next start` without `-H` (STACK.md trap 2); SIGTERM/SIGINT close
 * it. Plain JavaScript, so it needs no TypeScript loader in production.
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import next from 'next'

import { securityHeaders } from '../src/config/securityHeaders.mjs'
import {
  KEY_HEADER,
  cachedResponse,
  enableResponseCache,
  matchesETag,
} from '../src/endpoints/responseCache.mjs'

const portArgument = process.argv.indexOf('-p')
const port = Number(portArgument > 0 ? process.argv[portArgument + 1] : (process.env.PORT ?? 3000))
const root = path.resolve(import.meta.dirname, '..')
const security = Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value]))
/** Next compresses from this size on too. */
const GZIP_FROM_BYTES = 1024
const ACCEPTS_GZIP = /\bgzip\b(?!\s*;\s*q=0(?:\.0+)?\s*(?:,|$))/i

enableResponseCache()
const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * Sends a kept answer as the route handler sent it: its headers, 304 for a matching If-None-Match,
 * gzip when the client accepts it, no body for HEAD.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('../src/endpoints/responseCache.mjs').CachedResponse} kept
 */
function sendKept(request, response, kept) {
  const headers = { ...security, ...kept.headers, 'Server-Timing': 'cache;desc="hit"' }
  if (matchesETag(request.headers['if-none-match'], kept.etag)) {
    delete headers['Content-Type']
    response.writeHead(304, headers)
    response.end()
    return
  }
  let body = Buffer.from(kept.text)
  if (
    body.length >= GZIP_FROM_BYTES &&
    ACCEPTS_GZIP.test(request.headers['accept-encoding'] ?? '')
  ) {
    kept.gzip ??= gzipSync(body)
    body = kept.gzip
    headers['Content-Encoding'] = 'gzip'
  }
  headers['Content-Length'] = String(body.length)
  response.writeHead(200, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

const server = createServer((request, response) => {
  // The key is the server's to give: a client's value is never trusted.
  delete request.headers[KEY_HEADER]
  const url = request.url ?? '/'
  if ((request.method === 'GET' || request.method === 'HEAD') && url.startsWith('/api/')) {
    const kept = cachedResponse(url)
    if (kept) return sendKept(request, response, kept)
    request.headers[KEY_HEADER] = url
  }
  void handle(request, response)
})

server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port}`)
})

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close()
    server.closeAllConnections()
    void app.close().finally(() => process.exit(0))
  })
}
