/**
 * The prefetch policy: a link's route is prefetched once it becomes visible, never on a
 * slow connection, and at most 4 prefetches are pending at once; the others wait in line in the order
 * their links appeared, a hovered or focused link first. Plain logic over a `prefetch` function that
 * settles when its request is answered, so the unit tests drive it without a browser.
 */
import { MAX_PENDING_PREFETCHES } from '@/config/constants'

/** The part of the Network Information API this policy reads (Chromium browsers have it). */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/** True when the shopper asked to save data or the connection is 2G-like: prefetching would hurt. */
export function isSlowConnection(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return false
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  )
}

export interface PrefetchQueue {
  /** Asks for `href` to be prefetched; `urgent` (hover, focus) puts it first in line. */
  request(href: string, options?: { urgent?: boolean }): void
  /** Prefetches started and not yet settled. */
  readonly pending: number
  /** Requests waiting for a free slot. */
  readonly waiting: number
}

export interface PrefetchQueueOptions {
  /** Starts one prefetch; the promise settles when it is answered (or given up). */
  prefetch: (href: string) => Promise<unknown>
  /** Read on every request and before every start: the connection may change while links wait. */
  isSlow: () => boolean
  maxPending?: number
  /** A page asked for is not asked for again within this time (the router keeps it that long). */
  rememberMs?: number
  now?: () => number
}

/** How long Next's client cache keeps a prefetched static page (its `staleTimes.static` default). */
export const PREFETCH_REMEMBER_MS = 5 * 60 * 1000

export function createPrefetchQueue({
  prefetch,
  isSlow,
  maxPending = MAX_PENDING_PREFETCHES,
  rememberMs = PREFETCH_REMEMBER_MS,
  now = Date.now,
}: PrefetchQueueOptions): PrefetchQueue {
  const queue: string[] = []
  // When each href was asked for, so a link shown again (or many links to one page) costs nothing.
  const askedAt = new Map<string, number>()
  let pending = 0

  const pump = () => {
    while (pending < maxPending && queue.length > 0) {
      if (isSlow()) {
        queue.length = 0
        return
      }
      const href = queue.shift()!
      pending++
      let settled = false
      const settle = () => {
        if (settled) return
        settled = true
        pending--
        pump()
      }
      try {
        prefetch(href).then(settle, settle)
      } catch {
        settle()
      }
    }
  }

  return {
    request(href, { urgent = false } = {}) {
      if (isSlow()) return
      const asked = askedAt.get(href)
      if (asked !== undefined && (queue.includes(href) || now() - asked < rememberMs)) {
        // Already waiting: a hover moves it to the front; started or done lately: nothing to do.
        const index = urgent ? queue.indexOf(href) : -1
        if (index > 0) queue.unshift(...queue.splice(index, 1))
        return
      }
      askedAt.set(href, now())
      if (urgent) queue.unshift(href)
      else queue.push(href)
      pump()
    },
    get pending() {
      return pending
    },
    get waiting() {
      return queue.length
    },
  }
}
