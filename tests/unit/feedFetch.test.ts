import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { allowedHosts, fetchFeed, FeedFetchError, urlProblem } from '@/feeds/fetch'
import { readFeed } from '@/feeds/parse'

/** A feed's server on loopback: allowed only where a test names it in the allow list. */
let server: http.Server
let base: string
let allow: Set<string>
const FEED = 'id\ttitle\nA1\tKettle\n'
/** 32 MB of the same line, under 200 KB packed. */
const bomb = gzipSync(
  Buffer.concat([
    Buffer.from('id\ttitle\n'),
    Buffer.alloc(32 * 1_048_576, `A1\t${'Kettle '.repeat(140)}\n`),
  ]),
)

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/feed.tsv') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end()
      return res
        .writeHead(200, { etag: '"v1"', 'last-modified': 'Tue, 01 Dec 2026 08:00:00 GMT' })
        .end(FEED)
    }
    if (url.pathname === '/hop') {
      const left = Number(url.searchParams.get('left'))
      return res
        .writeHead(302, { location: left > 0 ? `/hop?left=${left - 1}` : '/feed.tsv' })
        .end()
    }
    if (url.pathname === '/to-loopback') {
      // Off the allowed host:port, to another loopback address.
      return res.writeHead(301, { location: `http://127.0.0.2:${port()}/feed.tsv` }).end()
    }
    if (url.pathname === '/big') {
      res.writeHead(200)
      const chunk = Buffer.alloc(65_536, 'a')
      let sent = 0
      const more = () => {
        while (sent < 4 * 1_048_576) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', more)
        }
        res.end()
      }
      return more()
    }
    if (url.pathname === '/bomb.tsv.gz') return res.writeHead(200).end(bomb)
    if (url.pathname === '/slow') return void setTimeout(() => res.end(FEED), 3000)
    res.writeHead(500).end('broken')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${port()}`
  allow = allowedHosts(`127.0.0.1:${port()}`)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const port = () => (server.address() as AddressInfo).port

async function textOf(body: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk)
  return Buffer.concat(chunks).toString()
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => {
      expect(error).toBeInstanceOf(FeedFetchError)
      return (error as Error).message
    },
  )

describe('fetching a feed', () => {
  it('refuses loopback, private, link-local and metadata addresses before connecting', async () => {
    for (const address of [
      'http://127.0.0.1/feed.xml',
      'http://[::1]/feed.xml',
      'http://10.1.2.3/feed.xml',
      'http://192.168.0.10/feed.xml',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/feed.xml',
      'http://localhost:8080/feed.xml',
    ]) {
      expect(urlProblem(address, new Set()), address).toMatch(/not a public address|this machine/)
      expect(await refusal(fetchFeed(address, { allow: new Set() }))).toMatch(
        /not a public address|this machine/,
      )
    }
    expect(urlProblem('ftp://shop.example/feed.xml', new Set())).toMatch(/http or https/)
    expect(urlProblem('https://shop.example/feed.xml', new Set())).toBeNull()
  })

  it('refuses a name that resolves to a private address, checked at connection time', async () => {
    // This machine's own name resolves to one of its own (loopback or private) addresses.
    const name = os.hostname()
    expect(urlProblem(`http://${name}:${port()}/feed.tsv`, new Set())).toBeNull()
    expect(
      await refusal(fetchFeed(`http://${name}:${port()}/feed.tsv`, { allow: new Set() })),
    ).toMatch(new RegExp(`^${name} resolves to .+, which is not a public address$`))
  })

  it('fetches an allowed host, conditionally the second time', async () => {
    const first = await fetchFeed(`${base}/feed.tsv`, { allow })
    expect(first.notModified).toBe(false)
    if (first.notModified) return
    expect(first.etag).toBe('"v1"')
    expect(await textOf(first.body)).toBe(FEED)
    expect(await fetchFeed(`${base}/feed.tsv`, { allow, etag: first.etag })).toEqual({
      notModified: true,
    })
  })

  it('follows at most 5 redirects, each checked: one to loopback is refused', async () => {
    const fine = await fetchFeed(`${base}/hop?left=4`, { allow })
    expect(fine.notModified).toBe(false)
    expect(await refusal(fetchFeed(`${base}/hop?left=5`, { allow }))).toBe(
      'The feed redirected more than 5 times',
    )
    expect(await refusal(fetchFeed(`${base}/to-loopback`, { allow }))).toMatch(
      /^A redirect went to http:\/\/127\.0\.0\.2:\d+\/feed\.tsv: 127\.0\.0\.2 is not a public address/,
    )
  })

  // Time enough for a busy machine: the limits are what is checked.
  it(
    "refuses a server's error, an oversized body, a gzip bomb and a download that takes too long",
    {
      timeout: 30_000,
    },
    async () => {
      expect(await refusal(fetchFeed(`${base}/missing`, { allow }))).toBe(
        "The feed's server answered 500 instead of the feed",
      )
      const limits = { connectTimeoutMs: 1000, totalTimeoutMs: 1000, maxBytes: 1_048_576 }
      const big = await fetchFeed(`${base}/big`, { allow, limits })
      if (big.notModified) throw new Error('not modified')
      expect(await refusal(textOf(big.body))).toBe('The feed is larger than 1 MB')

      const bomb = await fetchFeed(`${base}/bomb.tsv.gz`, { allow })
      if (bomb.notModified) throw new Error('not modified')
      const read = async () => {
        for await (const item of readFeed(bomb.body, { maxBytes: 8 * 1_048_576 })) void item
      }
      await expect(read()).rejects.toThrow('The unpacked feed is larger than 8 MB')

      expect(await refusal(fetchFeed(`${base}/slow`, { allow, limits }))).toBe(
        'The feed took longer than 1 s to download',
      )
    },
  )
})
