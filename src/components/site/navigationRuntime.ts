/**
 * The site's navigation in the browser, loaded on the visitor's first interaction (./Navigation): the
 * following and prefetching of every internal link, and new-build detection. A phone's first page
 * does without these 2 KiB of script; until they arrive a link is an ordinary page load.
 */
import { PREFETCH_START_DELAY_MS } from '@/config/constants'
import { buildStatus, isChunkLoadError } from '@/lib/buildStatus'
import {
  createPrefetchQueue,
  isSlowConnection,
  type ConnectionInfo,
  type PrefetchQueue,
} from '@/lib/prefetch'

import { ROUTE_LINK } from './PrefetchLink'

/** A prefetch stops counting as pending when its first response arrives, or after this long. */
const PREFETCH_ANSWER_TIMEOUT_MS = 5_000

/** What of Next's app router the links use. */
export interface Router {
  push(href: string): void
  prefetch(href: string): void
}

let queue: PrefetchQueue | null = null
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

/** A click the browser handles itself: a new tab or window, a download, another frame. */
function opensElsewhere(event: MouseEvent, link: HTMLAnchorElement): boolean {
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

const SELECTOR = `a[${ROUTE_LINK}]`
const routeLinkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null

/** Where the deployed build's id is answered (src/app/build-id.json/route.ts). */
const BUILD_ID_ENDPOINT = '/build-id.json'

/**
 * Follows and prefetches every internal link of the page (./PrefetchLink), one listener and one
 * observer for all: a click is a client navigation (`router.push`), or a full page load after a new
 * build or a failed chunk; a link's route is prefetched through the queue above once the link comes
 * within 200 px of the screen, PREFETCH_START_DELAY_MS after the page loaded (the page's own requests
 * go first), and at once when it is hovered or focused. Next's own viewport prefetch knows neither
 * slow connections nor the limit. Links that client navigations bring are watched as they come.
 */
export function followLinks(router: Router): () => void {
  const current = () => routeKey(new URL(window.location.href))
  const request = (link: HTMLAnchorElement, urgent: boolean) => {
    const href = link.getAttribute('href')
    // Like Next's own prefetching, production only: `next dev` would compile every linked route.
    if (!href || process.env.NODE_ENV !== 'production') return
    if (routeKey(new URL(href, window.location.href)) === current()) return
    prefetchQueue(router).request(href, { urgent })
  }

  const onClick = (event: MouseEvent) => {
    const link = routeLinkOf(event.target)
    if (!link || event.defaultPrevented || opensElsewhere(event, link)) return
    const href = link.getAttribute('href')
    if (!href) return
    event.preventDefault()
    if (buildStatus.takeFullLoad()) window.location.assign(href)
    else router.push(href)
  }
  const onIntent = (event: Event) => {
    const link = routeLinkOf(event.target)
    if (link) request(link, true)
  }
  document.addEventListener('click', onClick)
  document.addEventListener('pointerover', onIntent)
  document.addEventListener('focusin', onIntent)

  let visibility: IntersectionObserver | null = null
  let added: MutationObserver | null = null
  const watched = new WeakSet<Element>()
  const watch = (root: ParentNode) => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>(SELECTOR)) {
      if (watched.has(link)) continue
      watched.add(link)
      visibility!.observe(link)
    }
  }
  const start = window.setTimeout(
    () => {
      if (typeof IntersectionObserver !== 'function') return
      visibility = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            visibility!.unobserve(entry.target)
            request(entry.target as HTMLAnchorElement, false)
          }
        },
        { rootMargin: '200px' },
      )
      watch(document)
      added = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue
            if (node.matches(SELECTOR)) watch(node.parentNode ?? document)
            else watch(node)
          }
        }
      })
      added.observe(document.body, { childList: true, subtree: true })
    },
    Math.max(0, PREFETCH_START_DELAY_MS - performance.now()),
  )
  return () => {
    window.clearTimeout(start)
    visibility?.disconnect()
    added?.disconnect()
    document.removeEventListener('click', onClick)
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}

/**
 * New-build detection: asks for the deployed build's id every `intervalMs` and whenever
 * the tab comes back into view; when it differs from the id this page was rendered with, or a chunk of
 * this page's code failed to load, the next navigation is a full page load (followLinks' click,
 * back/forward below). A failed check is ignored: the next one may succeed.
 */
export function watchBuild(buildId: string, intervalMs: number): () => void {
  let checking = false
  const check = async () => {
    if (checking || buildStatus.isStale()) return
    checking = true
    try {
      // The timestamp keeps every cache between here and the server out of the way.
      const response = await fetch(`${BUILD_ID_ENDPOINT}?t=${Date.now()}`, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) return
      const { id } = (await response.json()) as { id?: unknown }
      if (typeof id === 'string' && id !== '' && id !== buildId) buildStatus.markStale()
    } catch {
      // Offline, a deploy in progress, a proxy error page: ignored; the next check may succeed.
    } finally {
      checking = false
    }
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  const onFocus = () => void check()
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) buildStatus.markStale()
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) buildStatus.markStale()
  }
  // Back/forward is a navigation too: the router has already moved to the new URL, load it in full.
  const onPopState = () => {
    if (buildStatus.takeFullLoad()) window.location.reload()
  }
  const timer = window.setInterval(() => void check(), intervalMs)
  window.addEventListener('focus', onFocus)
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('popstate', onPopState)
  return () => {
    window.clearInterval(timer)
    window.removeEventListener('focus', onFocus)
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('popstate', onPopState)
  }
}
