/**
 * The app's production server: Next.js (site, admin, Payload's REST and GraphQL) behind one Node HTTP
 * server that answers the public /api's GETs itself — a repeated one from the answers the route
 * handlers kept (src/cache/responses.mjs), any other with the route's handler, bundled by the
 * build (src/endpoints/routes.ts) — without entering Next's request handling, which costs more than
 * most answers (docs/benchmarks.md, "The public /api"), and a page Next sent from its page cache again
 * from its kept bytes (scripts/lib/readyPages.mjs). Everything else goes to Next, which leaves
 * compression and the pages' ETags to this server: the `compression` middleware for everything but
 * pages, the response class of scripts/lib/pageBytes.mjs for pages Next sends from its cache.
 *
 * `node scripts/server.mjs [-p PORT]` (PORT, then 3000) serves the current build (`npm run build`);
 * `npm start` runs it. Binds like `next start` without `-H`: every interface, with Next told
 * `localhost` (given 127.0.0.1, Next treats its own rewrites as external and loops).
 * SIGTERM/SIGINT close it. Plain JavaScript, so it needs no TypeScript loader in production.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { Server as NetServer } from 'node:net'
import path from 'node:path'
import { format } from 'node:util'
import { pathToFileURL } from 'node:url'

import compression from 'compression'
import next from 'next'

import { MAX_HEADER_BYTES, refuseRequest } from '../src/config/requestLimits.mjs'
import { securityHeaders } from '../src/config/securityHeaders.mjs'
import { REDIRECT_CACHE } from '../src/config/sharedCaches.mjs'
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  fromTrustedProxy,
  parseTrustedProxies,
} from '../src/lib/clientAddress.mjs'
import { createEdgeLimits } from '../src/lib/rateLimits.mjs'
import { pageCacheBytes } from '../src/cache/pageStore.mjs'
import { KEY_HEADER, cachedResponse, enableResponseCache } from '../src/cache/responses.mjs'
import { logger } from '../src/lib/logger.mjs'
import { logRequest } from './lib/accessLog.mjs'
import { keptPages, watchDatabase } from './lib/databaseWatch.mjs'
import { createMetrics } from './lib/metrics.mjs'
import { SiteResponse, compressBody, sendBytes } from './lib/pageBytes.mjs'
import { readyPages, sendReadyPage } from './lib/readyPages.mjs'
import { staticFileSender } from './lib/staticFiles.mjs'
import { createWorkGate, gateOptions } from './lib/workGate.mjs'

// What Next, React or a library writes to the console becomes one line of the same log, at the level
// the console method means: an error's stack stays within its line.
for (const [method, level] of /** @type {const} */ ([
  ['error', 'error'],
  ['warn', 'warn'],
  ['info', 'info'],
  ['log', 'info'],
])) {
  console[method] = (...args) => {
    const error = args.find((arg) => arg instanceof Error)
    // Next colours its lines for a terminal; the log has no use for the escapes.
    const text = format(...args.filter((arg) => arg !== error)).replace(/\u001b\[[0-9;]*m/g, '')
    if (error) logger[level]({ err: error }, text || error.message)
    else logger[level](text)
  }
}

const portArgument = process.argv.indexOf('-p')
const port = Number(portArgument > 0 ? process.argv[portArgument + 1] : (process.env.PORT ?? 3000))
const root = path.resolve(import.meta.dirname, '..')
const security = Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value]))
/** @type {import('../src/lib/clientAddress.mjs').TrustedProxies | null} */
let trustedProxies = null
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(`Invalid environment: TRUSTED_PROXIES ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}
const edgeLimits = createEdgeLimits()
const metrics = createMetrics(process.env.METRICS_TOKEN)
/** Next compresses from this size on too. */
const COMPRESS_FROM_BYTES = 1024

/** The public /api routes, bundled by the build (scripts/build.ts, src/endpoints/routes.ts). */
const routesBundle = path.join(root, '.next/api-routes.mjs')
if (!existsSync(routesBundle)) {
  console.error(
    `${routesBundle} is missing: build with \`npm run build\` (not \`next build\` alone).`,
  )
  process.exit(1)
}
enableResponseCache()
// Work that runs beside requests (scheduled publishing) expires cache tags through this server
// (src/cache/revalidate.ts).
process.env.SERVER_ORIGIN = `http://localhost:${port}`
const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const nextHandler = app.getRequestHandler()
// Compression is the server's, not Next's (next.config.mjs `compress: false`): the pages Next sends
// from its cache are sent compressed from their kept bytes (scripts/lib/pageBytes.mjs); pages
// streamed to one request are left to the reverse proxy (README, "Production"); everything else is
// compressed as Next's would be.
const compress = compression()
// The build's scripts and styles, compressed by the build (scripts/lib/staticFiles.mjs).
const sendStaticFile = staticFileSender(root)
/**
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 */
function handle(request, response) {
  if (response.sendsPage) return void nextHandler(request, response)
  if (sendStaticFile(request, response)) return
  compress(request, response, () => void nextHandler(request, response))
}
// A wrong size stops the server here, not at its first page.
pageCacheBytes()
await app.prepare()
const {
  matchApiRoute,
  clickOut,
  isClickOut,
  flushClicks,
  redirectFor,
  databaseAnswers,
  databaseConnections,
  databaseState,
  busState,
  backgroundWork,
  pageCacheKey,
  busyPage,
  serverErrorPage,
  takeUnreachable,
  unavailablePage,
  RETRY_AFTER_SECONDS,
} = await import(pathToFileURL(routesBundle).href)
const gate = createWorkGate(gateOptions(process.env), (shedding, state) => {
  if (shedding) logger.warn({ gate: state }, 'Too much work to render: turning some away with 503')
  else logger.info({ gate: state }, 'The work to render fits again')
})
metrics?.readStateWith({
  connections: databaseConnections,
  database: databaseState,
  bus: busState,
  background: backgroundWork,
  gate: gate.state,
})
const database = watchDatabase(databaseAnswers, RETRY_AFTER_SECONDS)
const kept = keptPages(100_000)
const ready = readyPages(64 * 1024 * 1024)

/**
 * Sends a kept answer as the route handler sent it: its headers, 304 for a matching If-None-Match,
 * compressed when the client accepts it, no body for HEAD.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {import('../src/cache/responses.mjs').CachedResponse} kept
 * @param {string} [serverTiming] the handler's, when it just made the answer
 */
function sendKept(request, response, kept, serverTiming = 'cache;desc="hit"') {
  for (const [name, value] of Object.entries({ ...security, ...kept.headers })) {
    response.setHeader(name, value)
  }
  response.setHeader('Server-Timing', serverTiming)
  const raw = (kept.bytes ??= Buffer.from(kept.text))
  sendBytes(request, response, {
    etag: kept.etag,
    raw,
    compressed:
      raw.length >= COMPRESS_FROM_BYTES
        ? (encoding) => (kept[encoding] ??= compressBody(raw, encoding))
        : null,
  })
}

/**
 * Answers a GET of a public /api route with its handler, without Next: through the kept answers when
 * it was a 200 (the handler keeps it), as the handler made it otherwise (400, 404, 503).
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {{ route: { GET: (request: Request, context: object) => Promise<Response> | Response }, params: Record<string, string> }} match
 * @param {string} url
 */
async function sendDirect(request, response, { route, params }, url) {
  // The handlers read the URL and If-None-Match only.
  const headers = new Headers({ [KEY_HEADER]: url })
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch)
  const answer = await route.GET(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve(params),
  })
  const kept = answer.status === 200 ? cachedResponse(url) : undefined
  if (kept)
    return sendKept(request, response, kept, answer.headers.get('server-timing') ?? undefined)
  const body = request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer())
  response.writeHead(answer.status, { ...security, ...Object.fromEntries(answer.headers) })
  response.end(body)
}

/**
 * Answers a request refused before routing: the /api's error shape for /api paths, one line of text
 * elsewhere, the security headers on both. The body is not read; the connection closes after it.
 * @param {SiteResponse} response
 * @param {string} url
 * @param {import('../src/config/requestLimits.mjs').Refusal} refusal
 */
function sendRefusal(response, url, { status, message, headers = {} }) {
  const api = url.startsWith('/api/') || url === '/api'
  const body = api ? JSON.stringify({ errors: [{ message }] }) : `${status}: ${message}\n`
  response.writeHead(status, {
    ...security,
    ...headers,
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  response.end(body)
}

/** Set once SIGTERM or SIGINT came: the server finishes what it has and takes nothing new. */
let draining = false

/** @param {SiteResponse} response */
function sendDraining(response) {
  const body = JSON.stringify({
    status: 'draining',
    errors: [{ message: 'This instance is shutting down.' }],
  })
  response.writeHead(503, {
    ...security,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  response.end(body)
}

/**
 * The Prometheus text for a scraper with the token; 401 for anyone else.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {NonNullable<ReturnType<typeof createMetrics>>} metrics
 */
function sendMetrics(request, response, metrics) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendRefusal(response, '/metrics', {
      status: 405,
      message: 'Metrics are read with GET',
      headers: { Allow: 'GET, HEAD' },
    })
  }
  if (!metrics.allowed(request)) {
    return sendRefusal(response, '/metrics', {
      status: 401,
      message: 'Metrics need the scraper token (Authorization: Bearer …)',
      headers: { 'WWW-Authenticate': 'Bearer' },
    })
  }
  metrics.text().then(
    ({ body, contentType }) => {
      response.writeHead(200, {
        'Content-Type': contentType,
        'Content-Length': String(Buffer.byteLength(body)),
        'Cache-Control': 'no-store',
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    },
    (error) => {
      logger.error({ err: error, reqId: request.headers['x-request-id'] }, 'GET /metrics failed')
      response.writeHead(500, { 'Cache-Control': 'no-store' })
      response.end()
    },
  )
}

/**
 * How long an idle kept-alive connection stays open. Longer than the idle timeouts of the proxies and
 * load balancers in front (nginx's upstream 60 s, most cloud balancers 60 s), so they close first:
 * were the server to close a connection as a client sends its next request on it, that request
 * would be reset without an answer (Node's 5 s default loses requests this way under load).
 */
const KEEP_ALIVE_MS = 65_000

/** A request id a proxy may pass on: a UUID, a hex trace id or the like, never anything to escape. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

// No Host header is refused with the security headers by refuseRequest, not by Node without them.
const server = createServer(
  {
    maxHeaderSize: MAX_HEADER_BYTES,
    requireHostHeader: false,
    ServerResponse: SiteResponse,
    keepAliveTimeout: KEEP_ALIVE_MS,
  },
  (request, /** @type {SiteResponse} */ response) => {
    // The key and the client address are the server's to give: a client's value is never trusted.
    // The request id is kept when a trusted proxy gave it (one trace through the proxy's log and this).
    delete request.headers[KEY_HEADER]
    const given = request.headers['x-request-id']
    const requestId =
      typeof given === 'string' &&
      REQUEST_ID.test(given) &&
      fromTrustedProxy(request.socket.remoteAddress, trustedProxies)
        ? given
        : randomUUID()
    request.headers['x-request-id'] = requestId
    response.setHeader('X-Request-Id', requestId)
    logRequest(logger, request, response, requestId)
    // Every answer carries them, Next's own redirects and errors included; a handler may still set
    // its own value (an upload's stricter policy, the proxy's policy with analytics origins).
    for (const [key, value] of Object.entries(security)) response.setHeader(key, value)
    const url = request.url ?? '/'
    // Stopping: each connection is closed after its answer, so its client reconnects elsewhere.
    if (draining) response.setHeader('Connection', 'close')
    // A load balancer's probe on a connection still open while the server drains: take me out.
    if (draining && /^\/api\/ready(?:\?|$)/.test(url)) return sendDraining(response)
    if (metrics) {
      if (/^\/metrics(?:\?|$)/.test(url)) return sendMetrics(request, response, metrics)
      metrics.observe(request, response, url)
    }
    const address = clientAddress(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trustedProxies,
    )
    request.headers[CLIENT_ADDRESS_HEADER] = address
    const refusal = refuseRequest(request)
    if (refusal) {
      // A write to a page is refused, but an old page path still leads on (308 keeps the method).
      if (refusal.status === 405 && WRITES.has(request.method ?? '') && mayRedirect(url)) {
        return redirectOr(request, response, url, () => sendRefusal(response, url, refusal))
      }
      return sendRefusal(response, url, refusal)
    }
    const limiting = edgeLimits(request, address)
    if (!limiting) return route(request, response, url)
    limiting.then(
      (limited) => (limited ? sendRefusal(response, url, limited) : route(request, response, url)),
      (error) => {
        logger.error(
          { err: error, reqId: request.headers['x-request-id'] },
          `${request.method} ${url}: the rate limit failed`,
        )
        route(request, response, url)
      },
    )
  },
)

/**
 * Sends a request on to its answer: a public /api GET without Next, everything else through Next.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {string} url
 */
function route(request, response, url) {
  if ((request.method === 'GET' || request.method === 'HEAD') && isClickOut(url)) {
    // A click to a shop: answered here, counted in the background (src/clicks); synchronously when
    // its target is known. Without a target, Next answers with the site's 404 page.
    /** @param {{ location: string, headers: Record<string, string> } | null} answer */
    const send = (answer) => {
      if (!answer) return handle(request, response)
      response.writeHead(302, {
        ...answer.headers,
        Location: answer.location,
        'Content-Length': '0',
      })
      response.end()
    }
    try {
      const answer = clickOut(request.method, url, request.headers)
      if (answer instanceof Promise) {
        answer.then(send, (/** @type {unknown} */ error) => {
          logger.error(
            { err: error, reqId: request.headers['x-request-id'] },
            `GET ${url}: the click-out failed`,
          )
          if (!response.headersSent) handle(request, response)
        })
      } else send(answer)
    } catch (error) {
      logger.error(
        { err: error, reqId: request.headers['x-request-id'] },
        `GET ${url}: the click-out failed`,
      )
      handle(request, response)
    }
    return
  }
  if (mayRedirect(url)) {
    return redirectOr(request, response, url, () => routeToHandler(request, response, url))
  }
  routeToHandler(request, response, url)
}

/** Pages of the site Next may keep: not /api, its files, the admin or the preview. */
const isPage = (/** @type {string} */ url) => mayRedirect(url) && !/^\/preview(?:[/?]|$)/.test(url)

/**
 * Answers a page ready from an earlier request (scripts/lib/readyPages.mjs), else hands it to Next,
 * unless the database is down and Next's page cache cannot hold it: then 503 with Retry-After, in the
 * page's language. A page Next would have to render waits for its turn at the gate.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {string} url
 */
function handlePage(request, response, url) {
  const key = pageCacheKey(url, request.headers)
  const readyPage = ready.get(request, key)
  if (readyPage) return sendReadyPage(request, response, readyPage)
  if (database.down && !kept.has(key)) return sendUnavailable(request, response, url)
  // A page Next keeps costs little; one it has not sent from its cache yet is a render.
  if (kept.has(key)) return renderPage(request, response, url, key)
  throughGate(request, response, url, () => renderPage(request, response, url, key))
}

/**
 * Hands a page to Next, watching its answer: a page Next served through its cache is one it may
 * hold; a server error makes the server ask whether the database is still there.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {string} url
 * @param {string} key
 */
function renderPage(request, response, url, key) {
  // Next answers a page's HEAD without rendering its body, so without the ETag and the compression
  // a GET's answer carries. Asked as a GET, the answer is the GET's; Node sends no body to a HEAD.
  if (request.method === 'HEAD') request.method = 'GET'
  const ticket = ready.ticket(request, key)
  // A page that has not started its answer after a second may be waiting for a database that no
  // longer answers (frozen, cut off): it is asked, and if it is down the page gets the 503 now.
  const stalled = setTimeout(() => database.suspect(), STALL_MS)
  const stopWatching = database.onDown(() => sendUnavailable(request, response, url))
  response.once('close', () => {
    clearTimeout(stalled)
    stopWatching()
  })
  response.once('finish', () => {
    if (response.statusCode >= 500) return database.suspect()
    if (response.getHeader('x-nextjs-cache')) kept.add(key)
    ready.keep(ticket, response)
  })
  // HTML pages have no extension; the sitemaps and robots.txt, served here too, are compressed as
  // any other file.
  const pathname = url.split('?')[0] ?? '/'
  response.sendsPage = !/\.[A-Za-z0-9]+$/.test(pathname)
  if (response.sendsPage) {
    response.errorPage = (/** @type {string} */ reference) => serverErrorPage(pathname, reference)
    response.unavailablePage = (/** @type {string} */ reference) =>
      takeUnreachable(reference) ? unavailablePage(pathname) : null
    response.retryAfterSeconds = RETRY_AFTER_SECONDS
  }
  handle(request, response)
}

/**
 * The 503 page, in the page's language, for a page the database cannot serve now; for the router's
 * own requests, the status alone.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {string} url
 */
function sendUnavailable(request, response, url) {
  response.answerInstead(503, unavailableHeaders(), pageOrNothing(request, unavailablePage, url))
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** How long a page may take to start its answer before the server asks whether the database is there. */
const STALL_MS = 1_000

/**
 * The short page for a document's request; nothing for the router's (`RSC: 1`, a prefetch above
 * all): Next reads no body of an answer that is not its own, and a body left unread holds the
 * browser's connection (and Chromium's request) open.
 * @param {import('node:http').IncomingMessage} request
 * @param {(pathname: string) => string} page
 * @param {string} url
 */
const pageOrNothing = (request, page, url) =>
  request.headers.rsc === '1' || request.headers['next-router-prefetch'] === '1'
    ? ''
    : page(url.split('?')[0] ?? '/')

const unavailableHeaders = () => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Retry-After': String(RETRY_AFTER_SECONDS),
})

/**
 * Answers a redirect of the Redirects collection (src/redirects), else `otherwise()`: a map look-up
 * once the table is read.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {string} url
 * @param {() => void} otherwise
 */
function redirectOr(request, response, url, otherwise) {
  /** @param {{ status: number, location: string } | null} answer */
  const send = (answer) => {
    if (!answer) return otherwise()
    response.writeHead(answer.status, {
      ...security,
      Location: answer.location,
      'Cache-Control': REDIRECT_CACHE,
      'Content-Length': '0',
    })
    response.end()
  }
  try {
    const answer = redirectFor(request.method ?? 'GET', url)
    if (answer instanceof Promise) {
      answer.then(send, (/** @type {unknown} */ error) => {
        logger.error(
          { err: error, reqId: request.headers['x-request-id'] },
          `${request.method} ${url}: the redirects could not be read`,
        )
        if (!response.headersSent) otherwise()
      })
    } else send(answer)
  } catch (error) {
    logger.error(
      { err: error, reqId: request.headers['x-request-id'] },
      `${request.method} ${url}: the redirects could not be read`,
    )
    otherwise()
  }
}

/** Paths a redirect may start from: the site's pages, not its assets, /api or the admin. */
const mayRedirect = (/** @type {string} */ url) =>
  !url.startsWith('/api/') && !url.startsWith('/_next/') && !/^\/admin(?:[/?]|$)/.test(url)

/**
 * The rest of the routing: the public /api answered directly, everything else by Next.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {string} url
 */
function routeToHandler(request, response, url) {
  if ((request.method === 'GET' || request.method === 'HEAD') && url.startsWith('/api/')) {
    const kept = cachedResponse(url)
    if (kept) return sendKept(request, response, kept)
    const match = matchApiRoute(url.split('?')[0])
    if (match) {
      // Should the direct answer fail before anything was sent, Next answers as it would anyway.
      const answer = () =>
        sendDirect(request, response, match, url).catch((error) => {
          logger.error({ err: error, reqId: request.headers['x-request-id'] }, `GET ${url} failed`)
          if (response.headersSent) return response.end()
          request.headers[KEY_HEADER] = url
          handle(request, response)
        })
      return SEARCH_API.test(url) ? throughGate(request, response, url, answer) : void answer()
    }
    request.headers[KEY_HEADER] = url
  }
  if ((request.method === 'GET' || request.method === 'HEAD') && isPage(url)) {
    return handlePage(request, response, url)
  }
  if (GRAPHQL.test(url)) return throughGate(request, response, url, () => handle(request, response))
  handle(request, response)
}

/** The search behind the box, whose answers nothing kept: each is a query of the whole catalogue. */
const SEARCH_API = /^\/api\/search\//
const GRAPHQL = /^\/api\/graphql(?:[/?]|$)/

/** Seconds a client turned away at the gate is asked to wait: a render's slot frees in less. */
const BUSY_RETRY_AFTER_SECONDS = 2

/**
 * Runs expensive work through the gate (scripts/lib/workGate.mjs); a request it turns away gets 503
 * with Retry-After: the short page in its language for a page, the /api's error shape for /api.
 * @param {import('node:http').IncomingMessage} request
 * @param {SiteResponse} response
 * @param {string} url
 * @param {() => void} work
 */
function throughGate(request, response, url, work) {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? ''
  gate.enter({
    client: String(request.headers[CLIENT_ADDRESS_HEADER]),
    speculative:
      request.headers['next-router-prefetch'] === '1' || /\bprefetch\b/i.test(String(purpose)),
    response,
    work,
    refuse: () => {
      if (response.headersSent || response.destroyed) return
      const pathname = url.split('?')[0] ?? '/'
      const api = pathname.startsWith('/api/')
      const body = api
        ? JSON.stringify({
            errors: [
              {
                message: `The server has too much to do right now: try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
              },
            ],
          })
        : pageOrNothing(request, busyPage, url)
      response.writeHead(503, {
        'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        'Cache-Control': 'no-store',
        'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    },
  })
}

// Requests Node cannot parse (headers too large, broken framing) get an answer with the security
// headers instead of Node's bare one.
server.on('clientError', (error, socket) => {
  const code = /** @type {{ code?: string }} */ (error).code
  if (code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const [status, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields too large']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout']
        : [400, 'Bad request']
  const headers = Object.entries(security)
    .map(([key, value]) => `${key}: ${value}\r\n`)
    .join('')
  // No body: the request could not be read, so whether it was a HEAD is unknown.
  socket.end(
    `HTTP/1.1 ${status} ${message}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  )
})

// Nothing here speaks WebSocket or another upgraded protocol.
server.on('upgrade', (_request, socket) => {
  const headers = Object.entries(security)
    .map(([key, value]) => `${key}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 400 Bad Request\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`)
})

// CONNECT (a proxy's tunnel) goes to a listener of its own; without one Node drops the connection
// unanswered. The app is no proxy: 405 with the methods it takes, as for TRACE.
server.on('connect', (/** @type {import('node:http').IncomingMessage} */ request, socket) => {
  const refusal = refuseRequest(request)
  const body = `${refusal?.status ?? 405}: ${refusal?.message ?? 'Method CONNECT is not allowed'}\n`
  const headers = Object.entries({ ...security, ...refusal?.headers })
    .map(([key, value]) => `${key}: ${value}\r\n`)
    .join('')
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\n${headers}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
})

server.listen(port, () => {
  logger.info(`▲ Ready on http://localhost:${port}`)
})

/**
 * How long the server keeps taking requests once told to stop (`SHUTDOWN_GRACE_MS`, 5 s by default),
 * while readiness already answers 503 and every answer closes its connection: a load balancer sees the
 * 503 and looks elsewhere, and whatever it or a client still sends meanwhile is answered, never reset.
 */
const SHUTDOWN_GRACE_MS = (() => {
  const value = process.env.SHUTDOWN_GRACE_MS ?? '5000'
  if (!/^\d+$/.test(value)) {
    console.error(
      `Invalid environment: SHUTDOWN_GRACE_MS must be milliseconds (0 or more), got "${value}"`,
    )
    process.exit(1)
  }
  return Number(value)
})()

/**
 * How long requests still in flight when the grace ends may take to finish; then their connections
 * are cut. Grace and drain together stay under the supervisor's wait before it kills
 * (scripts/lib/supervise.ts) and under the orchestrator's (README, "Production").
 */
const DRAIN_MS = 10_000

/** How often connections left idle are closed once the listener has closed. */
const IDLE_SWEEP_MS = 500

/**
 * Stops the server without dropping a request: readiness turns 503 and every answer says
 * `Connection: close` at once; new requests are still taken for the grace; then the listener closes,
 * connections left idle are closed, the requests in flight finish (up to DRAIN_MS), the pending clicks are
 * written and the pools close. Ctrl-C on a server nobody is connected to stops it at once.
 * @param {NodeJS.Signals} signal
 */
function shutDown(signal) {
  if (draining) return
  draining = true
  // The listener closes right after an event-loop turn has taken every connection waiting to be
  // accepted (the check phase follows the poll phase): a connection the kernel completed but the
  // server had not taken yet would be reset by the close, where one that comes after is refused
  // (and a balancer tries another instance).
  const close = () => setImmediate(closeNow)
  const closeNow = () => {
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
    // Node counts a connection it just accepted as idle until its request has arrived: closing the
    // idle ones at once would reset a request already on its way. Every answer since the signal
    // closed its connection, so what stays idle for a moment is a connection nobody uses.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    // net.Server's close, not http.Server's: since Node 19 that one also closes the idle connections
    // at once, and a connection accepted a moment ago, whose request has not been read yet, counts
    // as idle. The sweep closes the idle ones once their requests had time to arrive.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(cut)
      clearInterval(sweep)
      // The clicks answered are written before the process goes (src/clicks/recorder.ts).
      void Promise.all([flushClicks(), app.close()]).finally(() => process.exit(0))
    })
  }
  if (signal === 'SIGTERM') return void setTimeout(close, SHUTDOWN_GRACE_MS)
  server.getConnections((error, open) =>
    setTimeout(close, !error && open === 0 ? 0 : SHUTDOWN_GRACE_MS),
  )
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
