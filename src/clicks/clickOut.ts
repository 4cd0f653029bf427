/**
 * The click-out: `/out/{store|offer}/{id}` (`/{lang}/out/…` in the other languages), the one way the
 * site links to a shop. It answers 302 to the target (targets.ts) and counts the click (recorder.ts)
 * unless the client is automated (bots.ts) or asked with HEAD. The production server answers it before
 * Next (scripts/server.mjs): a click costs a map look-up and an array push. No target (an unknown or
 * hidden store or offer): null, and the site's 404 page answers.
 */
import type { IncomingHttpHeaders } from 'node:http'

import { COUNTRY_COOKIE } from '@/config/constants'
import { siteUrl } from '@/config/env'
import { normalizeCountryCode } from '@/geo/countries'
import { defaultLocale, isLocaleCode } from '@/i18n/locales'

import { isAutomated } from './bots'
import { recordClick } from './recorder'
import { clickTarget, type ClickKind, type ClickTarget } from './targets'

const OUT_PATH = /^(?:\/([a-z]{2}))?\/out\/(store|offer)\/([^/?#]+)\/?(?:\?(.*))?$/

/** True for a path the click-out answers (cheap: the server asks it of every request). */
export function isClickOut(url: string): boolean {
  return url.startsWith('/out/') || (url.startsWith('/out/', 3) && url[0] === '/')
}

export interface ClickOutAnswer {
  status: 302
  location: string
  headers: Record<string, string>
}

/** Headers of every click-out redirect: never cached or indexed, the shop sees only our origin. */
export const CLICK_OUT_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'origin',
}

/**
 * The answer to a click-out, synchronously when its target is known (the common case: a click costs no
 * promise), else once it is read; null when there is none.
 */
export function clickOut(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
): ClickOutAnswer | null | Promise<ClickOutAnswer | null> {
  const match = OUT_PATH.exec(url)
  if (!match) return null
  const [, prefix, kind, rawId, query] = match
  if (prefix !== undefined && (prefix === defaultLocale || !isLocaleCode(prefix))) return null
  let id: string
  try {
    id = decodeURIComponent(rawId!)
  } catch {
    return null
  }
  const target = clickTarget(kind as ClickKind, id)
  return target instanceof Promise
    ? target.then((found) => answer(found, method, prefix, query, headers))
    : answer(target, method, prefix, query, headers)
}

function answer(
  target: ClickTarget | null,
  method: string,
  prefix: string | undefined,
  query: string | undefined,
  headers: IncomingHttpHeaders,
): ClickOutAnswer | null {
  if (!target) return null
  if (method === 'GET' && !isAutomated(headers)) {
    recordClick({
      storeId: target.storeId,
      productId: target.productId,
      offerId: target.offerId,
      country: countryOf(query, headers.cookie),
      locale: prefix ?? defaultLocale,
      sourcePath: sourcePath(headers.referer, headers.host),
      at: new Date(),
    })
  }
  return { status: 302, location: target.url, headers: CLICK_OUT_HEADERS }
}

const COUNTRY_PARAM = /(?:^|&)country=([^&]*)/
const COUNTRY_IN_COOKIE = new RegExp(`(?:^|;\\s*)${COUNTRY_COOKIE}=([^;]*)`)

/** The country the link was rendered for, else the shopper's chosen one; null when neither is valid. */
function countryOf(query: string | undefined, cookie: string | undefined): string | null {
  const fromLink = normalizeCountryCode(query && COUNTRY_PARAM.exec(query)?.[1])
  if (fromLink) return fromLink
  return normalizeCountryCode(cookie && COUNTRY_IN_COOKIE.exec(cookie)?.[1])
}

const siteOrigin = new URL(siteUrl).origin

/** The path of the site's page the click came from: only from our own site, without its query. */
function sourcePath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !URL.canParse(referer)) return null
  const from = new URL(referer)
  if (from.host !== host && from.origin !== siteOrigin) return null
  return from.pathname.slice(0, 512)
}
