import { GraphQLError } from 'graphql'
import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { graphQLRefusalsAsInfo, loggedError } from '@/hooks/apiErrors'

describe('server errors in the log', () => {
  it('carry the database error, never the SQL text or its parameters', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "abc"'), {
      code: '22P02',
    })
    const error = new Error(
      `Failed query: select "id", "email", "hash" from "users" where "id" = $1\nparams: secret-value`,
      { cause },
    )
    const logged = loggedError(error)
    const text = JSON.stringify(logged)
    expect(logged).toMatchObject({ code: '22P02', message: cause.message })
    expect(text).not.toMatch(/select|secret-value|"hash"/)
  })

  it('stay short whatever the message and the stack', () => {
    const error = new Error('x'.repeat(100_000))
    error.stack = `Error: x\n${'    at frame (/a/very/long/path.js:1:1)\n'.repeat(500)}`
    expect(JSON.stringify(loggedError(error)).length).toBeLessThan(1_200)
  })
})

describe('GraphQL refusals in the log', () => {
  /** A real pino logger with the app's hook, writing its lines into an array. */
  function logger() {
    const lines: { level: number; msg?: string; err?: unknown; status?: number }[] = []
    const log = pino(
      { hooks: { logMethod: graphQLRefusalsAsInfo as never } },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    )
    return { log, lines }
  }

  /** graphql-js wraps what a resolver throws; Payload logs the wrapper. */
  const wrapped = (originalError: Error) =>
    new GraphQLError(originalError.message, { originalError })

  it('a refusal (4xx) is one info line without a stack', () => {
    const { log, lines } = logger()
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), {
      name: 'Forbidden',
      status: 403,
    })
    log.error({ err: wrapped(forbidden) })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'GraphQL refused: You are not allowed to perform this action.',
        status: 403,
      }),
    ])
    expect(JSON.stringify(lines)).not.toMatch(/"stack"|\bat /)
  })

  it('a failure of the server stays an error with its stack', () => {
    const { log, lines } = logger()
    log.error({ err: wrapped(new Error('connection terminated')) })
    expect(lines).toHaveLength(1)
    expect(lines[0]!.level).toBe(50)
    expect(JSON.stringify(lines[0]!.err)).toMatch(/stack/)
  })
})
