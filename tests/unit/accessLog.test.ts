import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { logRequest } from '../../scripts/lib/accessLog.mjs'

describe("the server's request log", () => {
  it('writes one line per answered request: id, method, path without its query, status, duration', async () => {
    const lines: Record<string, unknown>[] = []
    const logger = { info: (fields: Record<string, unknown>) => lines.push(fields) }
    const server = createServer((request, response) => {
      logRequest(logger as never, request, response, 'request-1')
      response.statusCode = 404
      response.end('not here')
    })
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://localhost:${port}/search?q=private+words`)
      expect(answer.status).toBe(404)
      await answer.text()
      await expect.poll(() => lines.length).toBe(1)
      expect(lines[0]).toMatchObject({
        reqId: 'request-1',
        method: 'GET',
        path: '/search',
        status: 404,
      })
      expect(lines[0]!.durationMs).toBeGreaterThanOrEqual(0)
      expect(JSON.stringify(lines)).not.toContain('private')
    } finally {
      server.close()
    }
  })
})
