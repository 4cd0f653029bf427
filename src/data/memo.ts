/**
 * Answers of the read path kept in memory for a short while: list totals (counting 60 000 stores on
 * every request would cost more than the page), whole pages and single documents. A change in a
 * collection drops its scope (collection hooks, src/hooks/apiCaches.ts); the age limit covers other
 * server instances. On globalThis: Next may load this module more than once in one process.
 */
import { forgetResponses, type Scope } from '@/endpoints/responseCache.mjs'

import { tagged, type CacheTag } from './cache'

export type { Scope }

interface Entry {
  value: Promise<unknown>
  at: number
}

const MAX_AGE_MS = 30_000
const MAX_ENTRIES = 2_000
const caches: Record<Scope, Map<string, Entry>> = ((
  globalThis as { __dataMemo?: Record<Scope, Map<string, Entry>> }
).__dataMemo ??= { stores: new Map(), posts: new Map(), products: new Map() })

/**
 * An answer kept in this process (see above) and in Next's tagged data cache, so the pages rendered
 * from it carry its tags: the scope's own, `extraTags` (a single document's), and categories and media,
 * whose names and images every card shows.
 */
export function memo<T>(
  scope: Scope,
  key: string,
  load: () => Promise<T>,
  extraTags: CacheTag[] = [],
): Promise<T> {
  return tagged(`${scope}:${key}`, [scope, ...extraTags, 'categories', 'media'], () =>
    inProcess(scope, key, load),
  )
}

/**
 * An answer kept in this process only (dropped with its scope, and after the age limit): for the
 * small sets that the read paths consult on every request, whose callers' answers carry the tags.
 */
export function kept<T>(scope: Scope, key: string, load: () => Promise<T>): Promise<T> {
  return inProcess(scope, key, load)
}

function inProcess<T>(scope: Scope, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches[scope]
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.value as Promise<T>
  if (cache.size >= MAX_ENTRIES) cache.clear()
  const value = load()
  cache.set(key, { value, at: Date.now() })
  value.catch(() => cache.delete(key))
  return value
}

/** Scopes whose answers also read another's: products' prices count published stores' offers only. */
const READERS: Partial<Record<Scope, Scope[]>> = { stores: ['products'] }

type InvalidationListener = (scope: Scope | 'all') => void
const listeners: Set<InvalidationListener> = ((
  globalThis as { __dataMemoListeners?: Set<InvalidationListener> }
).__dataMemoListeners ??= new Set())

/** Calls `listener` whenever a scope is forgotten: for answers kept elsewhere that read the scope. */
export function onInvalidate(listener: InvalidationListener): void {
  listeners.add(listener)
}

/**
 * Forgets a scope's answers ('all': every answer) and those of the scopes that read it, here and in
 * the /api's ready answers.
 */
export function invalidate(scope: Scope | 'all'): void {
  const scopes =
    scope === 'all' ? (Object.keys(caches) as Scope[]) : [scope, ...(READERS[scope] ?? [])]
  for (const name of scopes) caches[name].clear()
  for (const listener of listeners) listener(scope)
  if (scope === 'all') forgetResponses('all')
  else for (const name of scopes) forgetResponses(name)
}
