import { describe, expect, it } from 'vitest'

import { loggedError } from '@/hooks/apiErrors'

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
