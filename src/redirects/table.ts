/**
 * The redirects the site serves (the Redirects collection: made by editors, or by a published
 * document's path change), kept in memory as one table: old path → where it leads now. The production
 * server answers them before Next (scripts/server.mjs), so a redirect costs a map look-up, never a
 * database round trip. The table is read at start, again after any content change in this process
 * (a document's path may be a target), and at most MAX_AGE_MS old for changes made by other instances.
 */
import { defaultLocale, isLocaleCode } from '@/i18n/locales'
import { localized } from '@/i18n/paths'
import { onDrop } from '@/cache/local.mjs'
import { documentPath, redirectRows as readRows } from '@/data/redirects'

const MAX_AGE_MS = 30_000
/** Hops followed to collapse a chain; a longer one is treated as a loop. */
const MAX_HOPS = 10

/**
 * A change is announced by the hooks of the request that makes it, before its transaction commits: a
 * table read in the meantime still holds the rows as they were. So for this long after a change, a
 * table counts as current only if its read started after it, and every request reads it again.
 */
const COMMIT_GRACE_MS = 5_000

interface Table {
  /** Path (without language prefix) → a site path (without prefix) or an absolute URL. */
  targets: Map<string, string>
  /** When its read started. */
  at: number
}

interface State {
  table: Table | null
  loading: Promise<Table> | null
  /** When a redirect or a target's path last changed in this process. */
  changedAt: number
}

const state: State = ((globalThis as { __redirects?: State }).__redirects ??= {
  table: null,
  loading: null,
  changedAt: 0,
})

let listening = false

/** Drops the table: requests read it again (a redirect or a target's path changed). */
export function forgetRedirects(): void {
  state.changedAt = Date.now()
}

/** A path as the table keys it: no trailing slash, percent-escapes decoded where they decode. */
function pathKey(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  try {
    return decodeURI(trimmed)
  } catch {
    return trimmed
  }
}

/** The rows as one hop each: a chain A → B → C answers A with C; a loop answers nothing. */
export function collapse(rows: readonly { from: string; to: string }[]): Map<string, string> {
  const direct = new Map(rows.map((row) => [pathKey(row.from), row.to]))
  const targets = new Map<string, string>()
  for (const [from, first] of direct) {
    let to = first
    let hops = 0
    while (to.startsWith('/') && direct.has(pathKey(to)) && hops < MAX_HOPS) {
      to = direct.get(pathKey(to))!
      hops += 1
    }
    if (hops < MAX_HOPS && pathKey(to) !== from) targets.set(from, to)
  }
  return targets
}

async function load(): Promise<Table> {
  const at = Date.now()
  const rows = await readRows()
  const resolved = rows.flatMap((row) => {
    const to = row.url ?? row.target
    // A path on this site, or an http(s) address (the collection refuses anything else at save).
    const usable = to && ((to.startsWith('/') && !to.startsWith('//')) || /^https?:\/\//i.test(to))
    return usable ? [{ from: row.from, to }] : []
  })
  return { targets: collapse(resolved), at }
}

/**
 * The table: read again after a change here (the next request waits for it, so a redirect just saved
 * answers at once), and in the background once older than MAX_AGE_MS (changes made elsewhere).
 */
function table(): Table | Promise<Table> {
  if (!listening) {
    listening = true
    onDrop(forgetRedirects)
  }
  const current = state.table
  const now = Date.now()
  // Read before the last change, or so soon after it that its transaction may not have committed.
  const changed =
    !current || current.at <= state.changedAt || now - state.changedAt < COMMIT_GRACE_MS
  if ((changed || now - current.at > MAX_AGE_MS) && !state.loading) {
    state.loading = load().then(
      (loaded) => {
        state.table = loaded
        state.loading = null
        return loaded
      },
      (error: unknown) => {
        state.loading = null
        throw error
      },
    )
    // A failed read is tried again by the next request; the table kept meanwhile goes on serving.
    state.loading.catch(() => {})
  }
  if (changed && state.loading) return current ? state.loading.catch(() => current) : state.loading
  return current ?? state.loading!
}

export interface RedirectAnswer {
  status: 301 | 308
  location: string
}

const PREFIX = /^\/([a-z]{2})(?=\/|$)/

/**
 * The redirect for a request's URL (path and query), in the language of its prefix: 301 for GET and
 * HEAD, 308 for other methods (they keep their method and body). The query string goes along. Null
 * when the path has none.
 */
export function redirectFor(
  method: string,
  url: string,
): RedirectAnswer | null | Promise<RedirectAnswer | null> {
  const current = table()
  return current instanceof Promise
    ? current.then((loaded) => answer(loaded, method, url))
    : answer(current, method, url)
}

function answer(table: Table, method: string, url: string): RedirectAnswer | null {
  if (table.targets.size === 0) return null
  const queryAt = url.indexOf('?')
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt)
  const prefix = PREFIX.exec(rawPath)?.[1]
  const locale = prefix && prefix !== defaultLocale && isLocaleCode(prefix) ? prefix : defaultLocale
  const path = locale === defaultLocale ? rawPath : rawPath.slice(3) || '/'
  const to = table.targets.get(pathKey(path))
  if (!to) return null
  const status = method === 'GET' || method === 'HEAD' ? 301 : 308
  if (!to.startsWith('/')) return { status, location: query && !to.includes('?') ? to + query : to }
  const [targetPath, targetQuery] = to.split('?', 2) as [string, string | undefined]
  return {
    status,
    location: `${localized(locale, targetPath)}${targetQuery ? `?${targetQuery}` : query}`,
  }
}

export interface RedirectTarget {
  type?: 'reference' | 'custom' | null
  url?: string | null
  reference?: { relationTo: string; value: unknown } | null
}

/**
 * The hops by which a redirect from `from` to `to` would come back to `from` through the other
 * redirects (`self`: the redirect being saved, left out), e.g. ['/a', '/b', '/a']; null when it does
 * not loop.
 */
export async function redirectLoop(
  from: string,
  to: RedirectTarget,
  self?: number,
): Promise<string[] | null> {
  const relation = to.reference
  const referenceId =
    relation && typeof relation.value === 'object' && relation.value !== null
      ? Number((relation.value as { id?: unknown }).id)
      : Number(relation?.value)
  const first =
    to.type === 'custom'
      ? (to.url ?? null)
      : relation && Number.isInteger(referenceId)
        ? await documentPath(relation.relationTo, referenceId)
        : null
  if (!first || !first.startsWith('/')) return null
  const rows = (await readRows()).filter((row) => row.id !== self)
  const next = new Map(
    rows.flatMap((row) => {
      const target = row.url ?? row.target
      return target ? [[pathKey(row.from), target] as const] : []
    }),
  )
  const start = pathKey(from)
  const hops = [from, first]
  for (let at = first; at.startsWith('/') && hops.length <= MAX_HOPS + 2;) {
    if (pathKey(at) === start) return hops
    const following = next.get(pathKey(at))
    if (!following) return null
    hops.push(following)
    at = following
  }
  return null
}
