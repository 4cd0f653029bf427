import { NextResponse, type NextRequest } from 'next/server'

import {
  COUNTRY_COOKIE,
  DEFAULT_COUNTRY,
  LOCALE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
} from '@/config/constants'
import { contentSecurityPolicy, nonceSource } from '@/config/contentSecurityPolicy.mjs'
import { carriesCredentials, EDITORS_ONLY_MESSAGE } from '@/config/requestLimits.mjs'
import { PRIVATE_PAGE_CACHE, SHARED_PAGE_CACHE } from '@/config/sharedCaches.mjs'
import { env } from '@/config/env'
import { countryFromName, normalizeCountryCode } from '@/geo/countries'
import { ADMIN_LANGUAGE_COOKIE, browserAdminLanguage } from '@/i18n/admin/languages'
import { detectLocale } from '@/i18n/detect'
import { defaultLocale, isLocaleCode } from '@/i18n/locales'
import { listQuerySegment } from '@/lib/listQuery'

const WHOLE_NUMBER = /^\d{1,9}$/
/** The highest page number a list answers (beyond: its 404), as the other lists clamp it. */
const MAX_PAGE = 100_000

/**
 * Guards Payload's own REST API against query values it fails on with a 500: `where` must use bracket
 * notation (`where[name][equals]=x`), `page`, `limit` and `depth` must be whole numbers.
 */
function guardPayloadRest(request: NextRequest) {
  // GraphQL is for signed-in editors (src/plugins/apiGuard.ts): refused before it is parsed.
  if (request.nextUrl.pathname === '/api/graphql' && request.method !== 'OPTIONS') {
    if (!carriesCredentials(Object.fromEntries(request.headers))) {
      return NextResponse.json(
        { errors: [{ message: EDITORS_ONLY_MESSAGE }] },
        { status: 401, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    return NextResponse.next()
  }
  const params = request.nextUrl.searchParams
  const errors: { message: string; field: string }[] = []
  if (params.has('where')) {
    errors.push({
      message: 'where must use bracket notation, for example where[name][equals]=value',
      field: 'where',
    })
  }
  for (const field of ['page', 'limit', 'depth']) {
    const value = params.get(field)
    if (value !== null && !WHOLE_NUMBER.test(value)) {
      errors.push({ message: `${field} must be a whole number`, field })
    }
  }
  if (errors.length === 0) return NextResponse.next()
  return NextResponse.json({ errors }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * The lists whose query string chooses what they show go to their routes under `/_list`, with the
 * query as a path segment (src/lib/listQuery.ts), so that each distinct list is rendered once and kept
 * like every other page. `/stores/{slug}?page=n` (n > 1), a store's later products, goes there too:
 * the store's page itself never reads the query string. `/_list` itself is no public path.
 */
function listRoute(rest: string[], searchParams: URLSearchParams): string[] {
  const [first, second, ...more] = rest
  if (first === '_list') return ['_list']
  if (more.length > 0) return rest
  const query = () => listQuerySegment(searchParams)
  if (first === 'stores' && second !== undefined) {
    const page = Math.trunc(Number(searchParams.get('page')))
    // Anything that is no page number after 1 is the first page, as on the other lists.
    return page > 1 ? ['_list', 'store-products', second, String(Math.min(page, MAX_PAGE))] : rest
  }
  if (second === undefined) {
    if (first === 'stores' || first === 'products' || first === 'deals') {
      return ['_list', first, query()]
    }
    if (first === 'shopping-guides') return ['_list', 'guides', query()]
    return rest
  }
  if (first === 'shopping-guides') return ['_list', 'guide-category', second, query()]
  if (first === 'groups') return ['_list', 'group', second, query()]
  return rest
}

/**
 * The site's routing (README, "The site"): the language comes from the path prefix (on the
 * bare root `/` only: cookie, then Accept-Language, then English), the country from `?country=`, then
 * the `selectedCountry` cookie, then DE. The request is rewritten to `/{locale}/{country}/{rest}`, so
 * pages read both from their params and stay cacheable per language and country.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith('/api/')) return guardPayloadRest(request)
  const nonce = scriptNonce()
  if (isAdminPage(pathname)) {
    return withNonce((init) => NextResponse.next(init), withAdminLanguage(request), nonce, [])
  }

  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  // `/en/...` is the unprefixed path.
  if (first === 'en') {
    const url = request.nextUrl.clone()
    url.pathname = `/${segments.slice(1).join('/')}`
    return NextResponse.redirect(url, 308)
  }
  const prefixed = first !== undefined && first !== defaultLocale && isLocaleCode(first)
  const locale = prefixed ? first : defaultLocale
  const rest = prefixed ? segments.slice(1) : segments

  if (segments.length === 0) {
    const detected = detectLocale(
      request.cookies.get(LOCALE_COOKIE)?.value,
      request.headers.get('accept-language'),
    )
    if (detected !== defaultLocale) {
      const url = request.nextUrl.clone()
      url.pathname = `/${detected}`
      const response = NextResponse.redirect(url, 307)
      response.headers.set('Vary', 'Accept-Language, Cookie')
      return response
    }
  }

  // A code, or a name typed into the location selector's form without JavaScript.
  const asked = searchParams.get('country')
  const fromQuery = normalizeCountryCode(asked) ?? (asked ? countryFromName(asked) : null)
  const country =
    fromQuery ?? normalizeCountryCode(request.cookies.get(COUNTRY_COOKIE)?.value) ?? DEFAULT_COUNTRY

  const target = listRoute(rest, searchParams)
  const url = request.nextUrl.clone()
  url.pathname = `/${locale}/${country}${target.length ? `/${target.join('/')}` : ''}`
  // Pages may also load the consent-gated analytics script from the origins the operator allowed.
  const response = withNonce(
    (init) => NextResponse.rewrite(url, init),
    request,
    nonce,
    env.ANALYTICS_ORIGINS,
  )
  const setsCookie = fromQuery !== null && fromQuery !== request.cookies.get(COUNTRY_COOKIE)?.value
  if (setsCookie) {
    response.cookies.set(COUNTRY_COOKIE, fromQuery, {
      path: '/',
      maxAge: PREFERENCE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: env.COOKIE_SECURE,
    })
  }
  // Next keeps a Cache-Control set before it renders (it would send a year of s-maxage otherwise).
  // A shared cache keys on the URL: only a page whose URL names its country (and, but on the bare
  // root, whose path names its language) is the same for everyone who asks for it.
  const sameForEveryone = fromQuery !== null && !setsCookie && segments.length > 0
  response.headers.set('Cache-Control', sameForEveryone ? SHARED_PAGE_CACHE : PRIVATE_PAGE_CACHE)
  return response
}

/**
 * An editor who has not chosen an admin language gets the browser's, when the admin speaks it:
 * handed to Payload as the choice it reads first (its cookie), on this request only, since Payload's
 * own detection knows only the languages Payload ships (not Finnish). A choice made stays the
 * editor's, and nothing is stored.
 */
function withAdminLanguage(request: NextRequest): NextRequest {
  if (request.cookies.has(ADMIN_LANGUAGE_COOKIE)) return request
  const language = browserAdminLanguage(request.headers.get('accept-language'))
  if (language) request.cookies.set(ADMIN_LANGUAGE_COOKIE, language)
  return request
}

/** The admin and its live preview: Next renders them per request, with a nonce of their own. */
const isAdminPage = (pathname: string) => /^\/(?:admin|preview)(?:\/|$)/.test(pathname)

/**
 * `npm run bench -- csp` measures what the policy costs a cached page against the same server
 * without it: only there is this set.
 */
const WITHOUT_SCRIPT_POLICY = process.env.BENCH_WITHOUT_CSP === '1'

/** 128 random bits, a fresh one for each request. */
function scriptNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/**
 * Hands the request on with its script nonce: in the request's Content-Security-Policy header, where
 * Next reads it and puts it on every script it writes, and in the response's, where the browser
 * reads it. A page Next keeps and sends again is sent with the hashes of its scripts instead
 * (scripts/lib/pageBytes.mjs).
 */
function withNonce(
  next: (init: { request: { headers: Headers } }) => NextResponse,
  request: NextRequest,
  nonce: string,
  analyticsOrigins: readonly string[],
): NextResponse {
  const headers = new Headers(request.headers)
  if (WITHOUT_SCRIPT_POLICY) return next({ request: { headers } })
  const policy = contentSecurityPolicy({ analyticsOrigins, scriptSources: [nonceSource(nonce)] })
  headers.set('content-security-policy', policy)
  const response = next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  matcher: [
    // Payload's REST paths (not the public /api of src/endpoints/catalog.ts, which validates its own
    // input), only when a guarded parameter is present: every other API request skips the proxy.
    {
      source: '/api/:path((?!data/|posts/posts|search/).*)',
      has: [{ type: 'query', key: 'where' }],
    },
    {
      source: '/api/:path((?!data/|posts/posts|search/).*)',
      has: [{ type: 'query', key: 'page' }],
    },
    {
      source: '/api/:path((?!data/|posts/posts|search/).*)',
      has: [{ type: 'query', key: 'limit' }],
    },
    {
      source: '/api/:path((?!data/|posts/posts|search/).*)',
      has: [{ type: 'query', key: 'depth' }],
    },
    '/api/graphql',
    // Every page of the site (not Next's files or files with an extension), the admin's included.
    '/((?!api|_next|favicon\\.ico|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)',
  ],
}
