/** Protocols a link from an editor may use; everything else (javascript:, data:, blob:, vbscript:, …) is refused. */
export const WEB_PROTOCOLS = ['http:', 'https:'] as const
export const CONTACT_PROTOCOLS = ['mailto:', 'tel:'] as const

export type AllowedProtocol = (typeof WEB_PROTOCOLS)[number] | (typeof CONTACT_PROTOCOLS)[number]

export interface SafeUrlOptions {
  /** Also accept mailto: and tel: links (contact fields). */
  allowContact?: boolean
}

// Browsers drop ASCII tab/newline anywhere in a URL and trim C0 controls and spaces at its ends,
// so "java\nscript:" and " JaVaScRiPt:" must be judged exactly as the browser would read them.
const STRIPPED_ANYWHERE = /[\t\n\r]/g
const TRIMMED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g

/** The URL as a browser would parse it, or null when it is not an absolute URL. */
export function parseEditorUrl(value: string): URL | null {
  const cleaned = value.replace(STRIPPED_ANYWHERE, '').replace(TRIMMED_AT_ENDS, '')
  if (!URL.canParse(cleaned)) return null
  return new URL(cleaned)
}

/** True when `value` is an absolute http(s) URL (or mailto:/tel: when allowed) with a host where one is needed. */
export function isSafeUrl(value: unknown, options: SafeUrlOptions = {}): value is string {
  if (typeof value !== 'string') return false
  const url = parseEditorUrl(value)
  if (!url) return false
  const allowed: readonly string[] = options.allowContact
    ? [...WEB_PROTOCOLS, ...CONTACT_PROTOCOLS]
    : WEB_PROTOCOLS
  if (!allowed.includes(url.protocol)) return false
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname) return false
  return true
}

/** The URL to render, or undefined when it is not safe: a last line of defence for stored data. */
export function safeHref(value: unknown, options: SafeUrlOptions = {}): string | undefined {
  return isSafeUrl(value, options) ? parseEditorUrl(value)!.href : undefined
}

/** The message an editor sees next to a refused URL field. */
export function unsafeUrlMessage(value: string, options: SafeUrlOptions = {}): string {
  const url = parseEditorUrl(value)
  const accepted = options.allowContact
    ? 'http://, https://, mailto: or tel:'
    : 'http:// or https://'
  if (
    url &&
    !(url.protocol === 'http:' || url.protocol === 'https:') &&
    url.protocol !== 'mailto:' &&
    url.protocol !== 'tel:'
  ) {
    return `Links starting with "${url.protocol}" are not allowed. Use a full ${accepted} address.`
  }
  return `Enter a full address starting with ${accepted} (for example https://www.example.com).`
}
