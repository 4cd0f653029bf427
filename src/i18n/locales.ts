/** The one list of the site's 11 languages: Payload's localization, routing and the catalogues all read it. */
export const locales = [
  { code: 'en', iso: 'en-US', label: 'English', dir: 'ltr' },
  { code: 'de', iso: 'de-DE', label: 'Deutsch', dir: 'ltr' },
  { code: 'fr', iso: 'fr-FR', label: 'Français', dir: 'ltr' },
  { code: 'it', iso: 'it-IT', label: 'Italiano', dir: 'ltr' },
  { code: 'es', iso: 'es-ES', label: 'Español', dir: 'ltr' },
  { code: 'fi', iso: 'fi-FI', label: 'Suomi', dir: 'ltr' },
  { code: 'nl', iso: 'nl-NL', label: 'Nederlands', dir: 'ltr' },
  { code: 'no', iso: 'no-NO', label: 'Norsk', dir: 'ltr' },
  { code: 'pl', iso: 'pl-PL', label: 'Polski', dir: 'ltr' },
  { code: 'pt', iso: 'pt-BR', label: 'Português (Brasil)', dir: 'ltr' },
  { code: 'sv', iso: 'sv-SE', label: 'Svenska', dir: 'ltr' },
] as const

export type Locale = (typeof locales)[number]
export type LocaleCode = Locale['code']

/** English is served without a path prefix and is the fallback for missing translations. */
export const defaultLocale: LocaleCode = 'en'

export const localeCodes: readonly LocaleCode[] = locales.map((locale) => locale.code)

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value)
}

export function getLocale(code: LocaleCode): Locale {
  return locales.find((locale) => locale.code === code) ?? locales[0]
}

/** A language's name in the words of `reader`'s language: "Deutsch", "German", "tyska". */
export function languageName(code: LocaleCode, reader: LocaleCode): string {
  return new Intl.DisplayNames(getLocale(reader).iso, { type: 'language' }).of(code) ?? code
}
