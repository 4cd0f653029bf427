/**
 * Reading a feed's items into the lines of a COPY: each item parsed (parse.ts), checked (items.ts),
 * told apart from an earlier one with the same id, and written as a row of the run's temporary table.
 * The CPU-heavy half of a run, and the one part of it that needs nothing but the bytes and the feed's
 * settings: in the production server it runs in a worker thread (readApart), so shoppers' pages never
 * wait behind a parse; elsewhere, and where the worker's bundle is missing, in this thread, yielding
 * to other work every few milliseconds.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'

import { offerOf, reasons, type FeedOffer, type Rejection } from './items'
import { FeedFormatError, readFeed, type FeedFormat } from './parse'

/** Rejected items a run's report lists at most; the counts say how many there were. */
export const REPORT_LIMIT = 1_000

/** The columns of the run's table, in the order of readItems' lines. */
export const ITEM_COLUMNS = [
  'position',
  'item_id',
  'title',
  'link',
  'price',
  'currency',
  'shipping',
  'availability',
  'condition',
  'gtin',
  'mpn',
  'brand',
  'description',
  'category_id',
] as const

/** What reading needs of the feed: plain data, as it crosses to a worker thread. */
export interface ReadSetup {
  country: string
  categoryMapping: { source: string; category: number }[]
  /** Bytes after decompression at most. */
  maxBytes: number
  /** The run's time (ms), against which sale dates are read. */
  now: number
}

export interface ReadSummary {
  items: number
  valid: number
  rejectedCount: number
  /** The first REPORT_LIMIT rejections, for the report. */
  rejected: Rejection[]
  /** Every rejected item's id: their earlier offers stay. */
  rejectedIds: string[]
}

export interface ReadHandlers {
  format: (format: FeedFormat) => void
  /** A block of COPY lines; the next is made once this resolves. */
  lines: (block: string) => Promise<void>
}

/** Characters of COPY lines handed on at a time. */
const BLOCK_CHARS = 256 * 1024

/**
 * Longest stretch of reading, in milliseconds, before other work of the thread goes first. A feed
 * already downloaded is parsed from memory: every item then comes from a promise that is already
 * settled, and the loop would hold the event loop for the whole feed (a page asked for meanwhile
 * waited 1.5 s for a 100 000-item feed).
 */
const SLICE_MS = 2

/** One row in COPY's text format: tab-separated, \N for null, backslash escapes. */
function copyLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values
    .map((value) =>
      value == null
        ? '\\N'
        : typeof value === 'number'
          ? String(value)
          : value.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char]!),
    )
    .join('\t')}\n`
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }

/** The site's category for an item: the longest mapping source its category or type starts with. */
function categoryFor(setup: ReadSetup, offer: FeedOffer): number | null {
  const candidates = [offer.googleProductCategory, offer.productType]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.toLowerCase())
  let best: { length: number; id: number } | null = null
  for (const { source, category } of setup.categoryMapping) {
    const key = source.trim().toLowerCase()
    if (!key || (best && best.length >= key.length)) continue
    if (
      candidates.some(
        (value) => value === key || value.startsWith(`${key} >`) || value.startsWith(key),
      )
    ) {
      best = { length: key.length, id: category }
    }
  }
  return best?.id ?? null
}

/** Reads the feed in this thread: its valid items as COPY lines, the rest counted and reported. */
export async function readItems(
  body: AsyncIterable<Buffer>,
  setup: ReadSetup,
  handlers: ReadHandlers,
): Promise<ReadSummary> {
  const now = new Date(setup.now)
  const seen = new Map<string, number>()
  const summary: ReadSummary = {
    items: 0,
    valid: 0,
    rejectedCount: 0,
    rejected: [],
    rejectedIds: [],
  }
  const reject = (rejection: Rejection) => {
    summary.rejectedCount += 1
    if (summary.rejected.length < REPORT_LIMIT) summary.rejected.push(rejection)
    // Its earlier offer stays: a bad line in today's feed is no reason to drop yesterday's price.
    if (rejection.id) summary.rejectedIds.push(rejection.id)
  }
  let block = ''
  let slice = performance.now()
  for await (const item of readFeed(body, { maxBytes: setup.maxBytes }, handlers.format)) {
    if (performance.now() - slice > SLICE_MS) {
      await nextTurn()
      slice = performance.now()
    }
    summary.items += 1
    const result = offerOf(item, setup.country, now)
    if ('rejection' in result) {
      reject(result.rejection)
      continue
    }
    const { offer } = result
    const first = seen.get(offer.itemId)
    if (first !== undefined) {
      reject({
        position: offer.position,
        id: offer.itemId,
        reason: reasons.duplicate(offer.itemId, first),
      })
      continue
    }
    seen.set(offer.itemId, offer.position)
    summary.valid += 1
    block += copyLine([
      offer.position,
      offer.itemId,
      offer.title,
      offer.link,
      offer.price,
      offer.currency,
      offer.shipping,
      offer.availability,
      offer.condition,
      offer.gtin,
      offer.mpn,
      offer.brand,
      offer.description?.slice(0, 5_000) ?? null,
      categoryFor(setup, offer),
    ])
    if (block.length >= BLOCK_CHARS) {
      await handlers.lines(block)
      block = ''
    }
  }
  if (block) await handlers.lines(block)
  return summary
}

/** The messages between a run and its reading thread. */
export type ToReader =
  { type: 'chunk'; chunk: Uint8Array } | { type: 'end' } | { type: 'ack' } | { type: 'stop' }
export type FromReader =
  | { type: 'pull' }
  | { type: 'format'; format: FeedFormat }
  | { type: 'lines'; block: string }
  | { type: 'done'; summary: ReadSummary }
  | { type: 'failed'; message: string; format: boolean }

/** How the worker is started: its module and the flags its thread needs to load it. */
export interface ReaderScript {
  file: string
  execArgv?: string[]
}

/**
 * The worker's bundle, made by `npm run build` beside the server's own (scripts/build.ts); null where
 * there is none (the test runner, a development server before its first build).
 */
export function builtReader(): ReaderScript | null {
  if (!process.env.NEXT_RUNTIME) return null
  const file = path.join(process.cwd(), '.next', 'feed-reader.mjs')
  return existsSync(file) ? { file } : null
}

/**
 * Reads the feed as readItems does, in a worker thread of lowest CPU priority where `script` is
 * given: the thread parses, this one only hands it the bytes and COPYs its lines. A failure of the
 * body (a download cut off) is thrown as it came; one of reading, as the reader's error.
 */
export async function readApart(
  body: AsyncIterable<Buffer>,
  setup: ReadSetup,
  handlers: ReadHandlers,
  script: ReaderScript | null = builtReader(),
): Promise<ReadSummary> {
  if (!script) return readItems(body, setup, handlers)
  const source = body[Symbol.asyncIterator]()
  const worker = new Worker(script.file, {
    workerData: setup,
    execArgv: script.execArgv ?? [],
    // A parse makes garbage in short-lived bits: a small nursery halves the thread's memory (+62 →
    // +36 MB for 100 000 items) at no cost in time. Out of memory, the thread alone stops.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    stdout: false,
    stderr: false,
  })
  const send = (message: ToReader, transfer: ArrayBuffer[] = []) =>
    worker.postMessage(message, transfer)
  try {
    return await new Promise<ReadSummary>((resolve, reject) => {
      const fail = (error: unknown) => {
        send({ type: 'stop' })
        reject(error)
      }
      worker.on('message', (message: FromReader) => {
        switch (message.type) {
          case 'pull':
            source.next().then(({ done, value }) => {
              if (done) return send({ type: 'end' })
              // A copy of its own: a chunk may be a view into a buffer the stream reuses.
              const chunk = new Uint8Array(value)
              send({ type: 'chunk', chunk }, [chunk.buffer as ArrayBuffer])
            }, fail)
            return
          case 'format':
            return handlers.format(message.format)
          case 'lines':
            handlers.lines(message.block).then(() => send({ type: 'ack' }), fail)
            return
          case 'done':
            return resolve(message.summary)
          case 'failed':
            return reject(
              message.format ? new FeedFormatError(message.message) : new Error(message.message),
            )
        }
      })
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`The feed's reader stopped (${code})`)))
    })
  } finally {
    await worker.terminate()
    await source.return?.()
  }
}
