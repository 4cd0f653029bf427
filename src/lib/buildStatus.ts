/**
 * Whether this page's code is out of date (a new build was deployed, or one of its chunks failed to
 * load), and whether the next navigation may therefore be a full page load. Browser-side
 * state; the rules are plain functions over a clock and a storage so the unit tests drive them.
 */
import { RELOAD_GUARD_MS } from '@/config/constants'

/** sessionStorage key: when this tab last forced a full load. */
export const RELOAD_GUARD_KEY = 'buildReloadAt'

type Store = Pick<Storage, 'getItem' | 'setItem'>

/**
 * True when a forced full load may happen now: none was forced in the last `guardMs` (10 s).
 * The guard stops a loop when a new build is announced but pages still come from the old one (a CDN
 * or a rolling deploy): after one forced load, navigations stay client-side until the guard expires.
 */
export function reloadAllowed(lastForcedAt: number | null, now: number, guardMs = RELOAD_GUARD_MS) {
  if (lastForcedAt === null || !Number.isFinite(lastForcedAt)) return true
  // A timestamp in the future (the clock was set back) does not block reloads forever.
  return now - lastForcedAt >= guardMs || now < lastForcedAt
}

export interface BuildStatus {
  /** A new build is out, or a chunk failed to load: the next navigation should be a full load. */
  markStale(): void
  isStale(): boolean
  /**
   * Called on a navigation: true (and the guard's clock restarted) when it must be a full load; false
   * when the code is current or a full load was forced less than 10 s ago.
   */
  takeFullLoad(): boolean
}

export function createBuildStatus(
  storage: () => Store | null,
  now: () => number = Date.now,
): BuildStatus {
  let stale = false
  const lastForcedAt = (): number | null => {
    try {
      const value = storage()?.getItem(RELOAD_GUARD_KEY)
      return value ? Number(value) : null
    } catch {
      return null
    }
  }
  return {
    markStale: () => {
      stale = true
    },
    isStale: () => stale,
    takeFullLoad: () => {
      if (!stale || !reloadAllowed(lastForcedAt(), now())) return false
      try {
        storage()?.setItem(RELOAD_GUARD_KEY, String(now()))
      } catch {
        // Storage refused (private mode, quota): reload anyway; it only happens on a click.
      }
      return true
    },
  }
}

/** The one status of this tab, shared by the build watcher and every link. */
export const buildStatus = createBuildStatus(() =>
  typeof window === 'undefined' ? null : window.sessionStorage,
)

/**
 * True for the error a bundler raises when a script or style chunk cannot be loaded, typically because
 * a deploy removed the old build's files: Turbopack and webpack name it ChunkLoadError; a native
 * dynamic import fails with a browser-specific message.
 */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError' || name === 'CSSChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Failed to load chunk|Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  )
}
