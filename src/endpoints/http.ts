import { createHash } from 'node:crypto'

import type { z } from 'zod'

import type { CacheTag } from '@/cache'
import { matchesETag, rememberResponse, responseTicket } from '@/cache/responses.mjs'
import { SHARED_DATA_CACHE } from '@/config/sharedCaches.mjs'
import { scopeTags, type Scope } from '@/data/memo'
import { withQueryStats, type QueryStats } from '@/lib/db'
import { logger } from '@/lib/logger.mjs'

/** An answer that is not 200: the status and Payload's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

const CORS = { 'Access-Control-Allow-Origin': '*' }
const JSON_TYPE = 'application/json; charset=utf-8'
const ALLOW = 'GET, HEAD, OPTIONS'

function errorResponse(status: number, errors: { message: string; field?: string }[], extra = {}) {
  return new Response(JSON.stringify({ errors }), {
    status,
    headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', ...CORS, ...extra },
  })
}

/** A strong ETag from the body: equal bodies, equal tags, whichever server answers. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** Serialized answers by identity: src/data hands out the same object while it is cached. */
const serialized = new WeakMap<object, { text: string; etag: string }>()

function serialize(body: unknown): { text: string; etag: string } {
  const known = body !== null && typeof body === 'object' ? serialized.get(body) : undefined
  if (known) return known
  const text = JSON.stringify(body)
  const result = { text, etag: etagOf(text) }
  if (body !== null && typeof body === 'object') serialized.set(body, result)
  return result
}

function jsonResponse(
  request: Request,
  body: unknown,
  stats: QueryStats,
  started: number,
  stored: { ticket: ReturnType<typeof responseTicket>; tags: readonly CacheTag[] },
) {
  const { text, etag } = serialize(body)
  const headers: Record<string, string> = {
    'Cache-Control': SHARED_DATA_CACHE,
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...CORS,
  }
  rememberResponse(stored.ticket, {
    text,
    etag,
    headers: { ...headers, 'Content-Type': JSON_TYPE },
    tags: stored.tags,
  })
  const total = `total;dur=${(performance.now() - started).toFixed(1)}`
  headers['Server-Timing'] =
    stats.queries === null ? total : `db;desc="${stats.queries} queries", ${total}`
  if (matchesETag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(text, { status: 200, headers: { ...headers, 'Content-Type': JSON_TYPE } })
}

/** The query string as plain strings (the first value of a repeated parameter). */
function searchParams(request: Request): Record<string, string> {
  const url = new URL(request.url, 'http://localhost')
  const params: Record<string, string> = {}
  for (const [key, value] of url.searchParams) if (!(key in params)) params[key] = value
  return params
}

/** zod's first problem per parameter, in Payload's error shape. */
function validationErrors(error: z.ZodError): { message: string; field?: string }[] {
  const seen = new Set<string>()
  const errors: { message: string; field?: string }[] = []
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || undefined
    if (seen.has(field ?? '')) continue
    seen.add(field ?? '')
    errors.push({ message: issue.message, field })
  }
  return errors
}

interface ApiEndpoint<Q extends z.ZodType, P extends z.ZodType | undefined> {
  /** The public path, for logs: `/api/data/stores`. */
  path: string
  query: Q
  /** Validates the path's `{id}`. */
  id?: P
  /**
   * The collections whose changes change the answers, besides the categories and images every
   * answer shows (src/data/memo.ts); their cache tags go with each kept answer (src/cache).
   */
  scopes: readonly Scope[]
  /** The tags of one answer besides its scopes' (an answer with prices: its country's offers). */
  tags?: (args: HandlerArgs<Q, P>) => CacheTag[]
  handle: (args: HandlerArgs<Q, P>) => Promise<unknown>
}

interface HandlerArgs<Q extends z.ZodType, P extends z.ZodType | undefined> {
  query: z.output<Q>
  id: P extends z.ZodType ? z.output<P> : undefined
}

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response> | Response

/** The HTTP methods of one /api path, as a Next.js route handler module exports them. */
export interface ApiRoute {
  GET: RouteHandler
  OPTIONS: RouteHandler
  POST: RouteHandler
  PUT: RouteHandler
  PATCH: RouteHandler
  DELETE: RouteHandler
}

const notAllowed: RouteHandler = () =>
  errorResponse(405, [{ message: 'This endpoint is read-only: use GET.' }], { Allow: ALLOW })

const preflight: RouteHandler = () =>
  new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      Allow: ALLOW,
      'Access-Control-Allow-Methods': ALLOW,
      'Access-Control-Allow-Headers': 'If-None-Match, Accept, Accept-Language',
      'Access-Control-Max-Age': '86400',
    },
  })

/**
 * A read-only /api endpoint: validates its query (and `{id}`) with zod, answers JSON with an ETag,
 * public caching and CORS, 304 on a matching If-None-Match, 400/404 in Payload's error shape, never a
 * 500 for bad input; other methods get 405 with an Allow header, OPTIONS the CORS preflight.
 *
 * It is served by a Next.js route handler (src/app/(payload)/api/…), which takes precedence over
 * Payload's catch-all REST route: these hot read paths skip Payload's request set-up (auth, i18n,
 * transaction), about a millisecond a request, and read through src/data only.
 */
export function apiEndpoint<Q extends z.ZodType, P extends z.ZodType | undefined = undefined>(
  spec: ApiEndpoint<Q, P>,
): ApiRoute {
  const tags = [
    ...new Set<CacheTag>([
      ...spec.scopes.flatMap((scope) => scopeTags(scope)),
      'categories',
      'media',
    ]),
  ]
  const GET: RouteHandler = async (request, context) => {
    const started = performance.now()
    const ticket = responseTicket(request)
    const query = spec.query.safeParse(searchParams(request))
    if (!query.success) return errorResponse(400, validationErrors(query.error))
    let id: unknown
    if (spec.id) {
      const raw = (await context.params)?.id
      const parsed = spec.id.safeParse(String([raw].flat()[0] ?? ''))
      if (!parsed.success) {
        const errors = validationErrors(parsed.error).map((error) => ({ ...error, field: 'id' }))
        return errorResponse(400, errors)
      }
      id = parsed.data
    }
    try {
      const args = { query: query.data, id: id as never }
      const [body, stats] = await withQueryStats(() => spec.handle(args))
      return jsonResponse(request, body, stats, started, {
        ticket,
        tags: spec.tags ? [...tags, ...spec.tags(args)] : tags,
      })
    } catch (error) {
      if (error instanceof ApiError) {
        return errorResponse(error.status, [{ message: error.message, field: error.field }])
      }
      logger.error({ err: error, path: spec.path }, `GET ${spec.path} failed`)
      return errorResponse(503, [{ message: 'The service is temporarily unavailable.' }], {
        'Retry-After': '5',
      })
    }
  }
  return {
    GET,
    OPTIONS: preflight,
    POST: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
  }
}
