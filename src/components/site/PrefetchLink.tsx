'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'

import { PREFETCH_START_DELAY_MS } from '@/config/constants'
import { buildStatus } from '@/lib/buildStatus'
import {
  createPrefetchQueue,
  isSlowConnection,
  type ConnectionInfo,
  type PrefetchQueue,
} from '@/lib/prefetch'

/** A prefetch stops counting as pending when its first response arrives, or after this long. */
const PREFETCH_ANSWER_TIMEOUT_MS = 5_000

type Router = ReturnType<typeof useRouter>

let queue: PrefetchQueue | null = null
let visibility: IntersectionObserver | null = null
const onVisible = new Map<Element, () => void>()
const answerWaiters = new Map<string, (() => void)[]>()
let answers: PerformanceObserver | null = null

/** A URL as the router caches it: path and query, without the router's own `_rsc` parameter. */
function routeKey(url: URL): string {
  const params = new URLSearchParams(url.search)
  params.delete('_rsc')
  const query = params.toString()
  return `${url.pathname}${query ? `?${query}` : ''}`
}

/**
 * Settles when the router's request for `href` (`href?_rsc=…`, seen through Resource Timing) has been
 * answered, or after the timeout: the router itself tells nobody when a prefetch is done.
 */
function answered(href: string): Promise<void> {
  if (!answers && typeof PerformanceObserver === 'function') {
    answers = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.name.includes('_rsc=')) continue
        const key = routeKey(new URL(entry.name))
        for (const resolve of answerWaiters.get(key) ?? []) resolve()
        answerWaiters.delete(key)
      }
    })
    try {
      answers.observe({ type: 'resource' })
    } catch {
      answers = null
    }
  }
  const key = routeKey(new URL(href, window.location.href))
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, PREFETCH_ANSWER_TIMEOUT_MS)
    const done = () => {
      window.clearTimeout(timer)
      resolve()
    }
    answerWaiters.set(key, [...(answerWaiters.get(key) ?? []), done])
  })
}

/**
 * Runs `work` in a task of its own, when the browser is idle (within a second). The router's
 * prefetch of one page is ~10 ms of a fast machine's main thread; four started in one task made a
 * long task that a phone's tap waited behind.
 */
function inOwnTask(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, { timeout: 1_000 })
  } else window.setTimeout(work, 0)
}

/** Links waiting for the start of prefetching, and its one timer. */
let started = false
const waitingForStart = new Set<() => void>()

/**
 * Calls `start` once prefetching has begun: PREFETCH_START_DELAY_MS after the page loaded, for every
 * link of the page at once (one timer, not one per link). Returns the cancel.
 */
function afterStartDelay(start: () => void): () => void {
  if (started) {
    start()
    return () => {}
  }
  if (waitingForStart.size === 0) {
    window.setTimeout(
      () => {
        started = true
        for (const waiting of waitingForStart) waiting()
        waitingForStart.clear()
      },
      Math.max(0, PREFETCH_START_DELAY_MS - performance.now()),
    )
  }
  waitingForStart.add(start)
  return () => waitingForStart.delete(start)
}

/** The tab's one prefetch queue, bound to the app router (a single instance for the whole app). */
function prefetchQueue(router: Router): PrefetchQueue {
  queue ??= createPrefetchQueue({
    isSlow: () =>
      isSlowConnection((navigator as Navigator & { connection?: ConnectionInfo }).connection),
    prefetch: (href) => {
      const done = answered(href)
      inOwnTask(() => router.prefetch(href))
      return done
    },
  })
  return queue
}

/** Calls `visible` once, when `element` comes within 200 px of the viewport; one observer for all. */
function whenVisible(element: Element, visible: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {}
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        visibility!.unobserve(entry.target)
        const callback = onVisible.get(entry.target)
        onVisible.delete(entry.target)
        callback?.()
      }
    },
    { rootMargin: '200px' },
  )
  onVisible.set(element, visible)
  visibility.observe(element)
  return () => {
    visibility?.unobserve(element)
    onVisible.delete(element)
  }
}

/** A click the browser handles itself: a new tab or window, a download, another frame. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target !== '' && link.target !== '_self') ||
    link.hasAttribute('download')
  )
}

/**
 * A link that the app router follows (`router.push`), with the site's policies: the route is
 * prefetched through the queue above when the link becomes visible, which Next's own viewport
 * prefetch does not (it knows neither slow connections nor the limit); after a new build or a failed
 * chunk the click is a full page load. A plain anchor, not next/link: the same click handling was
 * 3.5 KiB more of every page's JavaScript.
 */
export function PrefetchLink({
  href,
  children,
  className,
  ...rest
}: {
  href: string
  children: ReactNode
  className?: string
  'aria-label'?: string
}) {
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    const element = ref.current
    // Like Next's own prefetching, production only: `next dev` would compile every linked route.
    if (!element || process.env.NODE_ENV !== 'production') return
    if (routeKey(new URL(href, window.location.href)) === routeKey(new URL(window.location.href)))
      return
    let stop = () => {}
    // The page's own requests go first; prefetches start a second after it loaded.
    const cancel = afterStartDelay(() => {
      stop = whenVisible(element, () => prefetchQueue(router).request(href))
    })
    return () => {
      cancel()
      stop()
    }
  }, [href, router])

  const intent = () => {
    if (process.env.NODE_ENV === 'production') prefetchQueue(router).request(href, { urgent: true })
  }

  return (
    <a
      ref={ref}
      href={href}
      className={className}
      onPointerEnter={intent}
      onFocus={intent}
      onClick={(event) => {
        if (event.defaultPrevented || opensElsewhere(event)) return
        event.preventDefault()
        if (buildStatus.takeFullLoad()) window.location.assign(href)
        else router.push(href)
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
