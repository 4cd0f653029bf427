/**
 * What the server answers for a page while the database is down and Next's page cache cannot have
 * the page (scripts/server.mjs): 503 with Retry-After and a short page in the visitor's language,
 * instead of Next's error screen after a render that could only fail. A page that fails anyway gets
 * the same kind of page, as a 500 with its reference.
 */
import { COUNTRY_COOKIE, LOCALE_COOKIE } from '@/config/constants'
import { translator } from '@/i18n/intl'
import { defaultLocale, getLocale, isLocaleCode, type LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'

import { db } from '@/lib/db'

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5
const ASK_TIMEOUT_MS = 2_000

/** Whether the database answers a trivial statement within two seconds. */
export async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ASK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([db()`select 1`.then(() => true as const), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

const cookieValue = (cookies: string | undefined, name: string) =>
  cookies?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1] ?? ''

/**
 * What decides which of Next's kept pages a request gets, as src/proxy.ts reads it: the path and
 * query, the country cookie and, on the bare root, the language cookie and header.
 */
export function pageCacheKey(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string {
  const root = url === '/' || url.startsWith('/?')
  const language = root
    ? `|${cookieValue(headers.cookie, LOCALE_COOKIE)}|${headers['accept-language'] ?? ''}`
    : ''
  return `${url}|${cookieValue(headers.cookie, COUNTRY_COOKIE)}${language}`
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A page of a few lines in the language a path's prefix names, for the server's own answers. */
function shortPage(
  pathname: string,
  page: (t: ReturnType<typeof translator>, home: string) => { title: string; lines: string[] },
): string {
  const first = pathname.split('/')[1] ?? ''
  const locale: LocaleCode = isLocaleCode(first) ? first : defaultLocale
  const { iso, dir } = getLocale(locale)
  const { title, lines } = page(translator(locale), localized(locale, paths.home()))
  return `<!DOCTYPE html><html lang="${iso}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><section class="error-screen" role="alert"><h1>${escapeHtml(title)}</h1>${lines.join('')}</section></body></html>`
}

const tryAgainPage = (pathname: string, reason: 'error.unavailable' | 'error.busy') =>
  shortPage(pathname, (t) => ({
    title: t('error.oops', { status: 503 }),
    lines: [
      `<p>${escapeHtml(t(reason))}</p>`,
      `<p><a href="${escapeHtml(pathname)}">${escapeHtml(t('error.tryAgain'))}</a></p>`,
    ],
  }))

/** The whole 503 page for a path while the database is away, in the language its prefix names. */
export const unavailablePage = (pathname: string) => tryAgainPage(pathname, 'error.unavailable')

/** The whole 503 page for a path the server has no room to render now (scripts/lib/workGate.mjs). */
export const busyPage = (pathname: string) => tryAgainPage(pathname, 'error.busy')

/**
 * The whole 500 page for a path, in the language its prefix names, under the reference the server's
 * log has for the request. Sent in place of Next's error document, which has no text before its
 * scripts run, no language and the title of the page that failed.
 */
export function serverErrorPage(pathname: string, reference: string): string {
  return shortPage(pathname, (t, home) => ({
    title: t('error.oops', { status: 500 }),
    lines: [
      `<p>${escapeHtml(t('error.generic'))}</p>`,
      `<p class="error-screen__reference">${escapeHtml(t('error.reference', { id: reference }))}</p>`,
      `<p><a href="${home}">${escapeHtml(t('button.backToHome'))}</a></p>`,
    ],
  }))
}
