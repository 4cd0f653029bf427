import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bundleFeedReader } from '../../scripts/build'

import { FeedFormatError, type FeedFormat } from '@/feeds/parse'
import { readApart, readItems, type ReadSetup, type ReaderScript } from '@/feeds/read'

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../fixtures/feeds', name))

/**
 * The worker's bundle, made as `npm run build` makes the server's; within the project, where its
 * packages resolve.
 */
const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache')
mkdirSync(cache, { recursive: true })
const worker: ReaderScript = {
  file: path.join(mkdtempSync(path.join(cache, 'feed-reader-')), 'feed-reader.mjs'),
}
beforeAll(() => bundleFeedReader(worker.file))
afterAll(() => rmSync(path.dirname(worker.file), { recursive: true, force: true }))

const SETUP: ReadSetup = {
  country: 'DE',
  categoryMapping: [{ source: 'Home & Garden > Kitchen', category: 7 }],
  maxBytes: 10 * 1_048_576,
  now: Date.parse('2026-12-02T12:00:00Z'),
}

/** The body in small chunks, each a view into one shared buffer (as a socket's reads can be). */
async function* chunksOf(body: Buffer, size = 97): AsyncGenerator<Buffer> {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size)
}

async function read(body: Buffer, script: ReaderScript | null, setup = SETUP) {
  const blocks: string[] = []
  let format: FeedFormat | undefined
  const summary = await readApart(
    chunksOf(body),
    setup,
    {
      format: (found) => (format = found),
      lines: async (block) => {
        blocks.push(block)
        // A slow database: the reader must wait for each block to be written.
        await new Promise((resolve) => setTimeout(resolve, 5))
      },
    },
    script,
  )
  return { format, lines: blocks.join('').split('\n').filter(Boolean), summary }
}

// The thread reads at the lowest CPU priority: beside the other suites on a busy machine, slowly.
describe('reading a feed in a worker thread', { timeout: 60_000 }, () => {
  it.each(['rss.xml', 'atom.xml', 'text.tsv', 'text.csv'])(
    'reads %s into the same COPY lines, report and format as in this thread',
    async (name) => {
      const body = fixture(name)
      const apart = await read(body, worker)
      const here = await read(body, null)
      expect(apart.lines.length).toBeGreaterThan(0)
      expect(apart).toEqual(here)
    },
  )

  it('reads a gzip-compressed feed of many items, handing its lines on block by block', async () => {
    const header =
      'id\ttitle\tlink\timage_link\tprice\tavailability\tgtin\tgoogle_product_category\n'
    const rows = Array.from(
      { length: 5_000 },
      (_, index) =>
        `SKU-${index}\tKettle ${index}\thttps://shop.example/p/${index}\thttps://shop.example/i/${index}.jpg\t${(10 + index / 100).toFixed(2)} EUR\tin_stock\t\tHome & Garden > Kitchen > Kettles`,
    )
    // One duplicate id and one price in the wrong currency: rejected with their lines.
    rows.push(rows[3]!, rows[4]!.replace('EUR', 'USD').replace('SKU-4', 'SKU-X'))
    const { lines, summary, format } = await read(gzipSync(`${header}${rows.join('\n')}\n`), worker)
    expect(format).toBe('tsv')
    expect(summary.items).toBe(5_002)
    expect(summary.valid).toBe(5_000)
    expect(summary.rejected.map(({ position, id }) => ({ position, id }))).toEqual([
      { position: 5_002, id: 'SKU-3' },
      { position: 5_003, id: 'SKU-X' },
    ])
    expect(summary.rejectedIds).toEqual(['SKU-3', 'SKU-X'])
    expect(lines).toHaveLength(5_000)
    // The mapped category is the last column.
    expect(lines[0]!.split('\t').at(-1)).toBe('7')
  })

  it("fails with the reader's reason for a document that is no feed", async () => {
    const failure = read(Buffer.from('<html><body>Not a feed</body></html>'), worker)
    await expect(failure).rejects.toBeInstanceOf(FeedFormatError)
    await expect(failure).rejects.toThrow(
      (await readItems(chunksOf(Buffer.from('<html><body>Not a feed</body></html>')), SETUP, {
        format: () => {},
        lines: async () => {},
      }).catch((error: Error) => error.message)) as string,
    )
  })

  it('passes on a download cut off midway as it came, and stops the thread', async () => {
    const cut = new Error('The connection to the feed was cut off')
    async function* broken(): AsyncGenerator<Buffer> {
      yield fixture('text.tsv').subarray(0, 200)
      throw cut
    }
    await expect(
      readApart(broken(), SETUP, { format: () => {}, lines: async () => {} }, worker),
    ).rejects.toBe(cut)
  })
})
