'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The first signs of a visitor at the page: any of them loads the navigation's code. A pointer
 * counts when it is over a link: the browser also reports a pointer "over" whatever the page draws
 * under a cursor that has not moved, as the page lays itself out.
 */
const FIRST_INTERACTION = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const

/**
 * Internal links followed and prefetched by the app router, and new builds detected
 * (./navigationRuntime), from the visitor's first interaction or the tab's focus on: a page that
 * nobody touches (a phone's first page while it loads, a crawler) neither downloads nor runs that
 * code. A code chunk that fails to load leaves every link an ordinary page load, which is what a new
 * build needs anyway. Renders nothing.
 */
export function Navigation({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  const router = useRouter()

  useEffect(() => {
    let stopped = false
    let stop = () => {}
    const start = (event: Event) => {
      if (event.type === 'pointerover' && !(event.target as Element).closest?.('a[href]')) return
      listen(false)
      import('./navigationRuntime').then(
        ({ followLinks, watchBuild }) => {
          if (stopped) return
          const unfollow = followLinks(router)
          const unwatch = watchBuild(buildId, intervalMs)
          stop = () => {
            unfollow()
            unwatch()
          }
        },
        () => {},
      )
    }
    const listen = (on: boolean) => {
      const method = on ? 'addEventListener' : 'removeEventListener'
      for (const type of FIRST_INTERACTION) document[method](type, start, { passive: true })
      window[method]('focus', start)
    }
    listen(true)
    return () => {
      stopped = true
      listen(false)
      stop()
    }
  }, [router, buildId, intervalMs])

  return null
}
