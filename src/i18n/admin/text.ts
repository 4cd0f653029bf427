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

/**
 * A label in the editor's language, as a function Payload calls with the request's i18n: Payload
 * puts a label into sentences ("Sort by …", "Add new …") as it is, and a label given as an object of
 * languages read "[object Object]" there.
 */
export const adminLabel =
  (english: string) =>
  ({ i18n }: { i18n: { language: string } }): string =>
    adminText(i18n.language, english)

/** One text in every admin language, the form Payload takes for descriptions and groups. */
export function inAdminLanguages(english: string): Record<AdminLanguage, string> {
  return Object.fromEntries(
    adminLanguageCodes.map((code) => [code, adminText(code, english)]),
  ) as Record<AdminLanguage, string>
}
