/**
 * Rules for what SiteSettings may add to every public page: the analytics script (after consent) and
 * site-verification meta tags. Pure functions, shared by the admin's validation, the render path and
 * the environment parser, so what an editor can save is exactly what the page renders and the CSP allows.
 */
import { adminMessage } from '@/i18n/admin/text'

import { parseEditorUrl } from './safeUrl'

// Checked against this placeholder origin, a site-relative path must stay on it ("//x" and "/\x" do not).
const PLACEHOLDER_ORIGIN = 'https://site.invalid'
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/

/**
 * "https://a.example, https://b.example:8443" → the origins, normalised; `[]` for an empty value; null
 * when an entry is not a bare https origin (no path, query, credentials or wildcard).
 */
export function parseOriginList(value: string): string[] | null {
  const origins: string[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue
    if (!URL.canParse(entry)) return null
    const url = new URL(entry)
    const bare =
      url.protocol === 'https:' &&
      url.hostname !== '' &&
      !url.username &&
      !url.password &&
      (url.pathname === '/' || url.pathname === '') &&
      !url.search &&
      !url.hash &&
      !entry.includes('*')
    if (!bare) return null
    if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return origins
}

/** True for a path on this site ("/stats/script.js"), never for "//host" or "/\host". */
export function isSiteRelativePath(value: string): boolean {
  if (!value.startsWith('/') || CONTROL_OR_SPACE.test(value) || value.includes('\\')) return false
  if (!URL.canParse(value, PLACEHOLDER_ORIGIN)) return false
  return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN
}

export interface ScriptOriginPolicy {
  /** The site's own origin (SITE_URL): an absolute URL on it is as good as a path. */
  siteOrigin: string
  /** Third-party origins the operator allowed (ANALYTICS_ORIGINS); the CSP lets exactly these in. */
  allowedOrigins: readonly string[]
}

/**
 * Why `value` may not be the analytics script's URL, or null when it may: a path on this site, or an
 * https:// URL on this site or on an allowed origin. Any other scheme (javascript:, data:, http:, …) is
 * refused, and so is an origin the Content-Security-Policy would block anyway.
 */
export function analyticsScriptUrlProblem(
  value: string,
  policy: ScriptOriginPolicy,
  language?: string,
): string | null {
  if (isSiteRelativePath(value)) return null
  const url = parseEditorUrl(value)
  if (!url || (url.protocol === 'https:' && !url.hostname)) {
    return adminMessage(language, 'scriptAddress')
  }
  if (url.protocol !== 'https:') {
    return adminMessage(language, 'scriptScheme', { scheme: url.protocol })
  }
  if (url.username || url.password) return adminMessage(language, 'scriptCredentials')
  if (url.origin === policy.siteOrigin || policy.allowedOrigins.includes(url.origin)) return null
  const allowed = policy.allowedOrigins.length
    ? policy.allowedOrigins.join(', ')
    : adminMessage(language, 'scriptOriginsNone')
  return adminMessage(language, 'scriptOrigin', { origin: url.origin, allowed })
}

/** The analytics script's URL to render, or undefined when it no longer passes the rules above. */
export function analyticsScriptSrc(
  value: string | null | undefined,
  policy: ScriptOriginPolicy,
): string | undefined {
  if (!value || analyticsScriptUrlProblem(value, policy) !== null) return undefined
  return isSiteRelativePath(value) ? value : parseEditorUrl(value)!.href
}

/** An analytics site id goes into a `data-` attribute: letters, digits and . _ : - only. */
export function analyticsSiteIdProblem(value: string, language?: string): string | null {
  return /^[A-Za-z0-9._:-]{1,100}$/.test(value) ? null : adminMessage(language, 'siteId')
}

// Meta names that change how browsers or crawlers treat the page: a verification tag must not be one.
const RESERVED_META_NAMES = new Set([
  'robots',
  'viewport',
  'referrer',
  'description',
  'keywords',
  'author',
  'generator',
  'application-name',
  'theme-color',
  'color-scheme',
  'format-detection',
  'google',
  'rating',
])

/** Why `name` may not be a site-verification meta tag's name, or null when it may. */
export function verificationNameProblem(name: string, language?: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/.test(name)) {
    return adminMessage(language, 'verificationName')
  }
  const lower = name.toLowerCase()
  if (RESERVED_META_NAMES.has(lower) || lower.endsWith('bot')) {
    return adminMessage(language, 'verificationReserved', { name })
  }
  return null
}

/** Why `content` may not be a verification tag's content, or null when it may. */
export function verificationContentProblem(content: string, language?: string): string | null {
  if (content.length === 0 || content.length > 500)
    return adminMessage(language, 'verificationContent')
  if (/[\u0000-\u001f\u007f]/.test(content)) return adminMessage(language, 'verificationOneLine')
  return null
}
