import type { AfterErrorHook } from 'payload'

import { databaseUnreachable } from '@/lib/databaseErrors'

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22…): a value that does not fit the column it is
 * compared with or stored in — `where[id][in]=abc`, an id beyond the integer range, a NUL byte, an
 * unknown option of a select field. The request is wrong, not the server.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

/** Drizzle wraps the driver's error; the SQLSTATE is on the first error in the chain that has one. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** What the multipart parser (busboy) and Payload say of a body that is not a well-formed form. */
const MALFORMED_FORM =
  /unexpected end of form|malformed part header|boundary not found|multipart|content type|not eligible for file upload/i

/**
 * SQL that PostgreSQL cannot run as Payload wrote it (a syntax error, an operator the column's type
 * lacks): with a client's `where` in the request, the filter is what cannot be applied.
 */
const UNRUNNABLE_QUERY = new Set(['42601', '42883', '42804'])

const refusal = (message: string) => ({ status: 400, response: { errors: [{ message }] } })

/**
 * Answers with a 400 what the request got wrong but Payload reports as "Something went wrong" (500):
 * a query value the database cannot use, a body that does not parse, a filter that cannot be
 * applied. What remains is a fault of ours, answered and logged with the request's id.
 */
export const badInputIs400: AfterErrorHook = ({ error, graphqlResult, req, result }) => {
  // GraphQL reports each error inside a 200 answer of its own shape; nothing to change there.
  if (graphqlResult) return
  const code = sqlState(error)
  if (code && DATA_EXCEPTION.test(code)) {
    return refusal(
      'A value in the request does not fit the field it is compared with or stored in (wrong type, out of range or not an allowed option)',
    )
  }
  const status = (error as { status?: number }).status ?? 500
  const contentType = req.headers?.get('content-type') ?? ''
  if (status < 500) return
  if (contentType.startsWith('multipart/') && MALFORMED_FORM.test(error.message)) {
    return refusal(`The multipart form body is malformed: ${error.message}`)
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return refusal(`The request body is not valid JSON: ${error.message.slice(0, 200)}`)
  }
  if (databaseUnreachable(error)) {
    req.payload.logger.warn({
      msg: 'request refused: the database is not reachable',
      method: req.method,
      path: req.pathname?.slice(0, 300),
    })
    return {
      status: 503,
      response: {
        errors: [
          {
            message:
              'The database cannot be reached: nothing was saved. Try again in a moment; what is published stays online.',
          },
        ],
      },
    }
  }
  const withWhere = [...(req.searchParams?.keys() ?? [])].some((key) => key.startsWith('where'))
  if (code && UNRUNNABLE_QUERY.has(code) && withWhere) {
    return refusal('The where filter cannot be applied to the fields it names')
  }
  // A fault of ours: the answer names the request id the log line carries (scripts/server.mjs).
  const requestId = req.headers?.get('x-request-id') ?? undefined
  req.payload.logger.error({
    msg: 'request failed',
    reqId: requestId,
    method: req.method,
    path: req.pathname?.slice(0, 300),
  })
  const errors = (result as { errors?: { message: string }[] } | undefined)?.errors ?? []
  return { status, response: { errors: errors.map((entry) => ({ ...entry, requestId })) } }
}

const MAX_LOGGED_MESSAGE = 300
const MAX_LOGGED_FRAMES = 4

/**
 * How an error is written to the log: its name, SQLSTATE, a bounded message and the first stack
 * frames — never the SQL text or its parameters (Drizzle puts both into its message), so a flood of
 * bad requests cannot fill the disk nor copy request data into the log.
 */
export function loggedError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, MAX_LOGGED_MESSAGE) }
  const cause = error.cause instanceof Error ? error.cause : undefined
  const message = error.message.startsWith('Failed query') && cause ? cause.message : error.message
  return {
    type: error.name,
    code: sqlState(error),
    message: message.slice(0, MAX_LOGGED_MESSAGE),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, MAX_LOGGED_FRAMES)
      .map((line) => line.trim().slice(0, 200)),
  }
}

/** pino's numbers for the levels this hook tells apart. */
const ERROR_LEVEL = 50

type LogMethod = (this: Logger, ...args: unknown[]) => void
type Logger = { info: LogMethod }

/**
 * A GraphQL refusal (a 4xx inside the GraphQLError that graphql-js wraps every error in) goes to the
 * log as one info line, as REST's refusals do: Payload logs it by the wrapper's name, as an error
 * with its stack, so any client could fill the error log. Real failures stay errors.
 */
export function graphQLRefusalsAsInfo(
  this: Logger,
  args: unknown[],
  method: LogMethod,
  level: number,
): void {
  const err = (args[0] as { err?: { name?: string; message?: string; originalError?: unknown } })
    ?.err
  const status = (err?.originalError as { status?: number } | undefined)?.status
  if (level >= ERROR_LEVEL && err?.name === 'GraphQLError' && status && status < 500) {
    const refusal = (err.originalError as Error).name
    return this.info({
      msg: `GraphQL refused: ${err.message}`.slice(0, MAX_LOGGED_MESSAGE),
      refusal,
      status,
    })
  }
  return method.apply(this, args)
}
