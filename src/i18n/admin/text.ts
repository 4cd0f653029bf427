import deTexts from './de.json'
import esTexts from './es.json'
import fiTexts from './fi.json'
import frTexts from './fr.json'
import itTexts from './it.json'
import { ADMIN_LANGUAGES, type AdminLanguage } from './languages'
import { adminMessages, type AdminMessage } from './messages'
import nbTexts from './nb.json'
import nlTexts from './nl.json'
import plTexts from './pl.json'
import ptTexts from './pt.json'
import svTexts from './sv.json'

/**
 * The project's own admin texts in the editors' languages. A catalogue maps the English text, as the
 * code writes it, to its translation; a text missing from one shows in English. The admin's languages
 * are Payload's codes (Norwegian is `nb`).
 */
export const adminCatalogues = {
  de: deTexts,
  fr: frTexts,
  it: itTexts,
  es: esTexts,
  fi: fiTexts,
  nl: nlTexts,
  nb: nbTexts,
  pl: plTexts,
  pt: ptTexts,
  sv: svTexts,
} satisfies Record<Exclude<AdminLanguage, 'en'>, Record<string, string>>

export type { AdminLanguage }

export const adminLanguageCodes: AdminLanguage[] = [...ADMIN_LANGUAGES]

/** The catalogue entry for `english` in `language`, `{name}` placeholders filled from `values`. */
export function adminText(
  language: string | undefined,
  english: string,
  values: Record<string, string | number> = {},
): string {
  const catalogue = adminCatalogues[language as keyof typeof adminCatalogues] as
    Record<string, string> | undefined
  const text = catalogue?.[english] ?? english
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** One of the project's validation messages (./messages) in `language`. */
export const adminMessage = (
  language: string | undefined,
  key: AdminMessage,
  values?: Record<string, string | number>,
): string => adminText(language, adminMessages[key], values)

/** One label in every admin language, the form Payload takes for labels and descriptions. */
export function inAdminLanguages(english: string): Record<AdminLanguage, string> {
  return Object.fromEntries(
    adminLanguageCodes.map((code) => [code, adminText(code, english)]),
  ) as Record<AdminLanguage, string>
}
