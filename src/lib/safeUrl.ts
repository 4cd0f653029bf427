import { adminMessage } from '@/i18n/admin/text'

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
export function unsafeUrlMessage(
  value: string,
  options: SafeUrlOptions = {},
  language?: string,
): string {
  const url = parseEditorUrl(value)
  const accepted = adminMessage(language, options.allowContact ? 'urlFullContact' : 'urlFullWeb')
  if (
    url &&
    !(url.protocol === 'http:' || url.protocol === 'https:') &&
    url.protocol !== 'mailto:' &&
    url.protocol !== 'tel:'
  ) {
    return adminMessage(language, 'urlScheme', { scheme: url.protocol, accepted })
  }
  return adminMessage(language, 'urlFull', { accepted })
}

/** Site-relative paths and in-page anchors, which rich-text links may also use. */
const RELATIVE_LINK = /^(\/|#)[^\s]*$/

/** A base no real link resolves to: a relative link must stay on it, whatever a browser does. */
const OWN_ORIGIN = 'https://this-site.invalid'

/**
 * A path on this site or an anchor — judged as a browser resolves it, since browsers drop tabs and
 * newlines and read `\` as `/`: `/\evil.example/x` and `/\t/evil.example` lead off the site.
 */
function isOwnPath(value: string): boolean {
  if (!RELATIVE_LINK.test(value)) return false
  const cleaned = value.replace(/[\t\n\r]/g, '')
  return URL.canParse(cleaned, OWN_ORIGIN) && new URL(cleaned, OWN_ORIGIN).origin === OWN_ORIGIN
}

/** A link an editor may put into rich text: a safe absolute URL or a path on this site. */
export function isSafeRichTextLink(value: unknown): boolean {
  if (typeof value !== 'string') return false
  return isOwnPath(value.trim()) || isSafeUrl(value, { allowContact: true })
}
