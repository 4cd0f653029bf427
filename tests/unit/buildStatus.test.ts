import { describe, expect, it } from 'vitest'

import { RELOAD_GUARD_MS } from '@/config/constants'
import {
  createBuildStatus,
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  reloadAllowed,
} from '@/lib/buildStatus'

/** sessionStorage's two methods over a Map. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('the reload guard (10 seconds)', () => {
  it('is 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
  })

  it('allows a forced reload when none happened, or the last one is 10 s old or more', () => {
    expect(reloadAllowed(null, 1_000_000)).toBe(true)
    expect(reloadAllowed(1_000_000 - 10_000, 1_000_000)).toBe(true)
    expect(reloadAllowed(1_000_000 - 60_000, 1_000_000)).toBe(true)
  })

  it('refuses a second forced reload within 10 s', () => {
    expect(reloadAllowed(1_000_000, 1_000_000)).toBe(false)
    expect(reloadAllowed(1_000_000 - 9_999, 1_000_000)).toBe(false)
  })

  it('ignores a garbled or future timestamp instead of blocking reloads for ever', () => {
    expect(reloadAllowed(Number.NaN, 1_000_000)).toBe(true)
    expect(reloadAllowed(5_000_000, 1_000_000)).toBe(true)
  })
})

describe('the build status of a tab', () => {
  it('asks for no full load while the code is current', () => {
    const status = createBuildStatus(() => memoryStorage())
    expect(status.isStale()).toBe(false)
    expect(status.takeFullLoad()).toBe(false)
  })

  it('after a new build: one full load, none within 10 s, the next one after the guard', () => {
    const storage = memoryStorage()
    let now = 1_700_000_000_000
    const status = createBuildStatus(
      () => storage,
      () => now,
    )
    status.markStale()
    expect(status.takeFullLoad()).toBe(true)
    expect(storage.items.get(RELOAD_GUARD_KEY)).toBe(String(now))

    // The reloaded page is still the old build (a CDN, a rolling deploy) and finds the new id again.
    const reloaded = createBuildStatus(
      () => storage,
      () => now,
    )
    reloaded.markStale()
    now += 5_000
    expect(reloaded.takeFullLoad()).toBe(false)
    now += 5_000
    expect(reloaded.takeFullLoad()).toBe(true)
  })

  it('still reloads when the storage refuses to work, since a reload only follows a click', () => {
    const status = createBuildStatus(() => ({
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }))
    status.markStale()
    expect(status.takeFullLoad()).toBe(true)
  })
})

describe('chunk load failures', () => {
  it('are recognised by name or by the bundlers’ and browsers’ messages', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(named)).toBe(true)
    for (const message of [
      'Failed to load chunk /_next/static/chunks/0abc.js from module 123',
      'Loading chunk 42 failed.',
      'Loading CSS chunk app-layout failed.',
      'Failed to fetch dynamically imported module: https://x/_next/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ]) {
      expect(isChunkLoadError(new Error(message)), message).toBe(true)
    }
  })

  it('are not other errors', () => {
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false)
    expect(isChunkLoadError('ChunkLoadError')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
