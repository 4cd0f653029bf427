'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

const currentPath = () => {
  try {
    return decodeURI(window.location.pathname)
  } catch {
    return window.location.pathname
  }
}

/**
 * The path the visitor asked for, on a 404 screen that may be cached and shared by every unknown path
 * of its route: the server renders what it knows, the browser its own address.
 */
export function RequestedPath({ initial }: { initial: string }) {
  return <>{useSyncExternalStore(noSubscription, currentPath, () => initial)}</>
}
