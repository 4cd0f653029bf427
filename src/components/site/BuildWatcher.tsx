'use client'

import { useEffect } from 'react'

import { buildStatus, isChunkLoadError } from '@/lib/buildStatus'

/** Where the deployed build's id is answered (src/app/build-id.json/route.ts). */
export const BUILD_ID_ENDPOINT = '/build-id.json'

/**
 * New-build detection: asks for the deployed build's id every `intervalMs` and whenever
 * the tab comes back into view; when it differs from the id this page was rendered with, or a chunk of
 * this page's code failed to load, the next navigation is a full page load (RouterLinks' click,
 * back/forward below). A failed check is ignored: the next one may succeed. Renders nothing.
 */
export function BuildWatcher({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  useEffect(() => {
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
  }, [buildId, intervalMs])
  return null
}
