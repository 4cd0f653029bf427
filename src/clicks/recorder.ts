/**
 * Counted click-outs, written in batches: the redirect only appends to this process's queue, which is
 * written one INSERT per batch (every second, or as soon as a batch is full) on a connection of its own.
 * A failed write keeps its rows queued and is tried again, and the server writes what is queued before
 * it stops (flushClicks()), so a click answered is a click recorded. The queue is bounded: should the
 * database stay away long enough to fill it, the oldest clicks go first and the log says how many.
 */
import { clicksDb } from '@/lib/db'
import { logger } from '@/lib/logger.mjs'

export interface Click {
  storeId: number
  productId: number | null
  offerId: string | null
  country: string | null
  locale: string
  /** The site's page the click came from (path only), when the browser said so. */
  sourcePath: string | null
  at: Date
}

const FLUSH_EVERY_MS = 1_000
const BATCH_ROWS = 5_000
const MAX_QUEUED = 1_000_000
const RETRY_AFTER_MS = 2_000

interface Recorder {
  queue: Click[]
  writing: Promise<void> | null
  timer: NodeJS.Timeout | null
  /** Dropped since the last warning about them. */
  dropped: number
  /** Dropped since the process started, for the metrics. */
  droppedTotal: number
}

// One queue per process, however many bundles load this module (scripts/server.mjs, Next's).
const recorder: Recorder = ((globalThis as { __clickRecorder?: Recorder }).__clickRecorder ??= {
  queue: [],
  writing: null,
  timer: null,
  dropped: 0,
  droppedTotal: 0,
})

export function recordClick(click: Click): void {
  recorder.queue.push(click)
  if (recorder.queue.length > MAX_QUEUED) {
    const over = recorder.queue.length - MAX_QUEUED
    recorder.queue.splice(0, over)
    recorder.dropped += over
    recorder.droppedTotal += over
  }
  if (recorder.queue.length >= BATCH_ROWS) void flushClicks()
  else schedule(FLUSH_EVERY_MS)
}

function schedule(delay: number): void {
  if (recorder.timer || recorder.writing) return
  recorder.timer = setTimeout(() => {
    recorder.timer = null
    void flushClicks()
  }, delay)
  // A queued click never keeps a finished process alive: the server flushes before it exits.
  recorder.timer.unref()
}

/** Clicks waiting to be written, and dropped since the start (the queue was full): for the metrics. */
export const clickBacklog = () => ({
  queued: recorder.queue.length,
  dropped: recorder.droppedTotal ?? 0,
})

/** Clicks answered but not yet written (the queue's length). */
export function queuedClicks(): number {
  return recorder.queue.length
}

/**
 * Writes every queued click; resolves when the queue is empty or a write failed (the rows stay queued
 * and another write is scheduled). One write at a time per process.
 */
export function flushClicks(): Promise<void> {
  recorder.writing ??= writeQueued().finally(() => {
    recorder.writing = null
    if (recorder.queue.length) schedule(FLUSH_EVERY_MS)
  })
  return recorder.writing
}

async function writeQueued(): Promise<void> {
  if (recorder.timer) {
    clearTimeout(recorder.timer)
    recorder.timer = null
  }
  while (recorder.queue.length) {
    const batch = recorder.queue.splice(0, BATCH_ROWS)
    try {
      await insert(batch)
    } catch (error) {
      recorder.queue.unshift(...batch)
      logger.error({ err: error, clicks: batch.length }, 'Clicks: writing failed; they stay queued')
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS).unref())
      return
    }
    if (recorder.dropped) {
      logger.warn(
        { dropped: recorder.dropped },
        'Clicks were dropped while the database was unreachable',
      )
      recorder.dropped = 0
    }
  }
}

/** One statement per batch: seven arrays, unnested into rows. */
async function insert(batch: Click[]): Promise<void> {
  const sql = clicksDb()
  await sql`
    insert into clicks (store_id, product_id, offer_id, country, locale, source_path, clicked_at)
    select * from unnest(
      ${batch.map((c) => c.storeId)}::int[],
      ${batch.map((c) => c.productId)}::int[],
      ${batch.map((c) => c.offerId)}::varchar[],
      ${batch.map((c) => c.country)}::varchar[],
      ${batch.map((c) => c.locale)}::varchar[],
      ${batch.map((c) => c.sourcePath)}::varchar[],
      ${batch.map((c) => c.at.toISOString())}::timestamptz[])`
}
