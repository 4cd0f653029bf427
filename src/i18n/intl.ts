import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'

import { getLocale, type LocaleCode } from './locales'
import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fi from './messages/fi.json'
import fr from './messages/fr.json'
import it from './messages/it.json'
import nl from './messages/nl.json'
import no from './messages/no.json'
import pl from './messages/pl.json'
import pt from './messages/pt.json'
import sv from './messages/sv.json'

export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>

/** The UI catalogues (react-intl ICU), one per language with the same keys (a unit test checks). */
export const catalogues: Record<LocaleCode, Messages> = {
  en,
  de,
  fr,
  it,
  es,
  fi,
  nl,
  no,
  pl,
  pt,
  sv,
}

const cache = createIntlCache()
const intls = new Map<LocaleCode, IntlShape>()

/**
 * react-intl for server components; a broken message is logged, never thrown, so one bad
 * translation cannot take a page down.
 */
export function getIntl(locale: LocaleCode): IntlShape {
  let intl = intls.get(locale)
  if (!intl) {
    intl = createIntl(
      {
        locale: getLocale(locale).iso,
        defaultLocale: 'en-US',
        messages: catalogues[locale],
        onError: (error) => console.error(`[i18n] ${error.message}`),
      },
      cache,
    )
    intls.set(locale, intl)
  }
  return intl
}

/** A translator bound to one language: `t('nav.stores')`, `t('search.count', { count })`. */
export function translator(locale: LocaleCode) {
  const intl = getIntl(locale)
  return (id: MessageKey, values?: Record<string, string | number | Date>) =>
    intl.formatMessage({ id }, values) as string
}

const dateFormats = new Map<LocaleCode, Intl.DateTimeFormat>()

/**
 * A day as the language writes it ("29 Nov 2026", "29.11.2026"), from an ISO date or time. In UTC:
 * the days of prices and offers are UTC days, whatever the server's zone.
 */
export function formatDay(iso: string, locale: LocaleCode): string {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(getLocale(locale).iso, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}
