import { match } from '@formatjs/intl-localematcher'

import { defaultLocale, locales, type LocaleCode } from './locales'

const byIso = new Map<string, LocaleCode>(locales.map((l) => [l.iso.toLowerCase(), l.code]))
const byLanguage = new Map<string, LocaleCode>(locales.map((l) => [l.code, l.code]))

/** The browser's languages from Accept-Language, best first (q-values respected, `*` ignored). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter(
      ({ tag, quality }) =>
        tag && tag !== '*' && quality > 0 && /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag),
    )
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The saved choice, then the browser's languages — each matched on its exact ISO tag first,
 * then on its language part — then English. `no-NO`, `nb` and `nn` all mean Norwegian here.
 */
export function detectLocale(
  cookie: string | undefined,
  acceptLanguage: string | null,
): LocaleCode {
  if (cookie && byLanguage.has(cookie)) return cookie as LocaleCode
  const wanted = acceptedLanguages(acceptLanguage)
  for (const tag of wanted) {
    const exact = byIso.get(tag.toLowerCase())
    if (exact) return exact
  }
  for (const tag of wanted) {
    const language = tag.split('-')[0]!.toLowerCase()
    const code = language === 'nb' || language === 'nn' ? 'no' : language
    if (byLanguage.has(code)) return code as LocaleCode
  }
  // The standard matcher as a last resort (script or region subtags the rules above do not cover).
  try {
    const found = match(
      wanted,
      locales.map((l) => l.iso),
      locales[0].iso,
      { algorithm: 'best fit' },
    )
    return byIso.get(found.toLowerCase()) ?? defaultLocale
  } catch {
    return defaultLocale
  }
}
