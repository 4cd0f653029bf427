'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

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

/** The tab's one prefetch queue, bound to the app router (a single instance for the whole app). */
function prefetchQueue(router: Router): PrefetchQueue {
  queue ??= createPrefetchQueue({
    isSlow: () =>
      isSlowConnection((navigator as Navigator & { connection?: ConnectionInfo }).connection),
    prefetch: (href) => {
      const done = answered(href)
      router.prefetch(href)
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

/**
 * next/link with the site's policies: the route is prefetched through the queue above when the link
 * becomes visible instead of by Next's own viewport prefetch, which knows neither slow
 * connections nor the limit; and after a new build or a failed chunk the click is a full page load.
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
    const start = window.setTimeout(
      () => {
        stop = whenVisible(element, () => prefetchQueue(router).request(href))
      },
      Math.max(0, PREFETCH_START_DELAY_MS - performance.now()),
    )
    return () => {
      window.clearTimeout(start)
      stop()
    }
  }, [href, router])

  const intent = () => {
    if (process.env.NODE_ENV === 'production') prefetchQueue(router).request(href, { urgent: true })
  }

  return (
    <Link
      ref={ref}
      href={href}
      prefetch={false}
      className={className}
      onPointerEnter={intent}
      onFocus={intent}
      onNavigate={(event) => {
        if (buildStatus.takeFullLoad()) {
          event.preventDefault()
          window.location.assign(href)
        }
      }}
      {...rest}
    >
      {children}
    </Link>
  )
}
