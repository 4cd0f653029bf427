import { acceptedLanguages } from '../detect'

/**
 * The admin's languages, Payload's codes (Norwegian is `nb`); their catalogues are in ./text.ts.
 * Kept apart from the catalogues so that the proxy can read it without loading them.
 */
export const ADMIN_LANGUAGES = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'fi',
  'nl',
  'nb',
  'pl',
  'pt',
  'sv',
] as const

export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

/** The cookie Payload keeps an editor's chosen admin language in (its cookie prefix, then `-lng`). */
export const ADMIN_LANGUAGE_COOKIE = 'payload-lng'

const spoken = new Set<string>(ADMIN_LANGUAGES)

/**
 * The browser's first language the admin speaks, from Accept-Language (`fi-FI` is `fi`; `no`, `nn`
 * and `nb-NO` are `nb`); null for none. Payload's own detection knows only the languages Payload
 * ships, and Finnish is the project's own.
 */
export function browserAdminLanguage(header: string | null | undefined): AdminLanguage | null {
  for (const tag of acceptedLanguages(header)) {
    const base = tag.split('-')[0]!.toLowerCase()
    const code = base === 'no' || base === 'nn' ? 'nb' : base
    if (spoken.has(code)) return code as AdminLanguage
  }
  return null
}
