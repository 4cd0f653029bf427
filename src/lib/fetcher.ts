/** Answers worth one more try: the server or something before it was busy or briefly failed. */
const RETRIED = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const RETRY_DELAY_MS = 300

/**
 * The one client-side read: a GET of JSON, never cached. A network failure or a busy answer (408,
 * 409, 425, 429, 500, 502–504) is tried once more after 300 ms; any other answer outside 200–299
 * raises. A dozen lines instead of a fetch library: every byte here is on every page a phone loads.
 */
export async function fetcher<T>(
  path: string,
  { query = {} }: { query?: Record<string, string | number | undefined> } = {},
): Promise<T> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value))
  }
  const url = search.size ? `${path}?${search}` : path
  const attempt = () => fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' })
  let response: Response
  try {
    response = await attempt()
    if (RETRIED.has(response.status)) throw new Error(`${response.status}`)
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    response = await attempt()
  }
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return (await response.json()) as T
}
