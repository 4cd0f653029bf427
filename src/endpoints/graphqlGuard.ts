import { Kind, parse, visit, type DocumentNode } from 'graphql'

import { mayReceiveToken } from '@/collections/Users/tokenInBody'
import { EDITORS_ONLY_MESSAGE, MAX_GRAPHQL_BODY_BYTES } from '@/config/requestLimits.mjs'
import { payloadClient } from '@/data/payload'

type RouteHandler = (request: Request) => Promise<Response>

const refusal = (message: string, status = 400) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Whether the request's credentials are a signed-in user's. The server refuses requests without any
 * (src/config/requestLimits.mjs); a made-up token or cookie passes that, and without this check
 * Payload would read, parse and validate the whole query before finding there is no user.
 */
async function signedIn(request: Request): Promise<boolean> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false })
  return Boolean(user)
}

/**
 * graphql-js names the fields, types and values close to a misspelt one ("Did you mean "hash"?"):
 * with introspection off, those hints would still spell the schema out.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g

/** The name of a fragment that spreads itself, directly or through others, if any. */
function cyclicFragment(document: DocumentNode): string | null {
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    visit(definition.selectionSet, { FragmentSpread: (node) => void names.push(node.name.value) })
    spreads.set(definition.name.value, names)
  }
  const done = new Set<string>()
  const walk = (name: string, path: Set<string>): string | null => {
    if (path.has(name)) return name
    if (done.has(name)) return null
    path.add(name)
    for (const next of spreads.get(name) ?? []) {
      const cycle = walk(next, path)
      if (cycle) return cycle
    }
    path.delete(name)
    done.add(name)
    return null
  }
  for (const name of spreads.keys()) {
    const cycle = walk(name, new Set())
    if (cycle) return cycle
  }
  return null
}

/**
 * GraphQL for signed-in editors only, verified before the body is even read; a body of at most
 * MAX_GRAPHQL_BODY_BYTES. What Payload's GraphQL handler answers with an empty 500 is refused first
 * with a 400 that says
 * what was wrong: a body that is not JSON, a query that does not parse, a subscription (the schema
 * has none), a fragment that spreads itself (the complexity count would recurse without end), or
 * anything else that fails before the query runs.
 */
export const withGraphQLGuard =
  (handler: RouteHandler): RouteHandler =>
  async (request) => {
    if (!(await signedIn(request))) return refusal(EDITORS_ONLY_MESSAGE, 401)
    if (!(request.headers.get('content-type') ?? '').includes('json')) return handler(request)
    const text = await request.clone().text()
    if (Buffer.byteLength(text) > MAX_GRAPHQL_BODY_BYTES) {
      return refusal(`The request body is larger than ${MAX_GRAPHQL_BODY_BYTES} bytes`, 413)
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch (error) {
      return refusal(
        `The request body is not valid JSON: ${(error as Error).message.slice(0, 200)}`,
      )
    }
    const query = (body as { query?: unknown } | null)?.query
    if (typeof query !== 'string') return refusal('The body needs a "query" string')
    let document: DocumentNode
    try {
      document = parse(query)
    } catch (error) {
      return refusal(`The query does not parse: ${(error as Error).message.slice(0, 200)}`)
    }
    const subscription = document.definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription',
    )
    if (subscription) return refusal('Subscriptions are not supported')
    const cycle = cyclicFragment(document)
    if (cycle) return refusal(`Fragment ${cycle} spreads itself`)
    const response = await withoutSuggestions(await handler(request))
    // Errors while running a query come back inside a 200; a 500 means the query could not even be
    // checked against the schema (a directive given the wrong type, …): the query is at fault.
    if (response.status === 500) return refusal('The query is not valid for this schema')
    return withoutTokens(request, response, document)
  }

/** The answer with graphql-js's suggestions taken out of every error message. */
async function withoutSuggestions(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.clone().text()
  if (!text.includes('Did you mean')) return response
  const body = JSON.parse(text) as { errors?: { message?: unknown }[] }
  for (const error of body.errors ?? []) {
    if (typeof error.message === 'string') error.message = error.message.replace(SUGGESTION, '')
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json(body, { status: response.status, headers })
}

/** The answers that carry a session token: signing in, and (signed in already) refresh and me. */
const TOKEN_FIELDS: Record<string, { key: string; signedIn: boolean }> = {
  loginUser: { key: 'token', signedIn: false },
  refreshTokenUser: { key: 'refreshedToken', signedIn: true },
  meUser: { key: 'token', signedIn: true },
}

/**
 * GraphQL's login, refresh and me answers lose their token where REST's do
 * (src/collections/Users/tokenInBody.ts): a browser keeps its session in the HttpOnly cookie only.
 */
async function withoutTokens(
  request: Request,
  response: Response,
  document: DocumentNode,
): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  if (mayReceiveToken(request, false) && mayReceiveToken(request, true)) return response
  // Each answer's key (an alias, or the field's name) and the field it answers.
  const fields = new Map<string, string>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD)
        fields.set(selection.alias?.value ?? selection.name.value, selection.name.value)
    }
  }
  const body = (await response.clone().json()) as { data?: Record<string, unknown> | null }
  let changed = false
  for (const [key, answer] of Object.entries(body.data ?? {})) {
    const rule = TOKEN_FIELDS[fields.get(key) ?? '']
    if (!rule || !answer || typeof answer !== 'object' || !(rule.key in answer)) continue
    if (mayReceiveToken(request, rule.signedIn)) continue
    ;(answer as Record<string, unknown>)[rule.key] = null
    changed = true
  }
  if (!changed) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json(body, { status: response.status, headers })
}
