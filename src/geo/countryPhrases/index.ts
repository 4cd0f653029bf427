/**
 * A country as it reads after "in" and "to" in each language ("in the United States", "in der
 * Schweiz", "aux États-Unis", "nos Estados Unidos"). Messages take `{inCountry}` and `{toCountry}`
 * where their language puts a preposition before the name, `{country}` where it stands alone.
 */
import { getLocale, type LocaleCode } from '@/i18n/locales'

import { countryName, type CountryCode } from '../countries'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pt } from './pt'
import type { PhraseRules } from './types'

/** Languages whose messages keep the name on its own ("maassa {country}", "w kraju: {country}", "i {country}"). */
const plain = (preposition: string, toPreposition: string): PhraseRules => ({
  in: (name) => `${preposition} ${name}`,
  to: (name) => `${toPreposition} ${name}`,
  exceptions: {},
})

const rules: Record<LocaleCode, PhraseRules> = {
  en,
  de,
  fr,
  it,
  es,
  nl,
  pt,
  fi: plain('maassa', 'maahan'),
  no: plain('i', 'til'),
  pl: plain('w kraju:', 'do kraju:'),
  sv: plain('i', 'till'),
}

/** A type, not an interface: message formatters take it as their record of arguments. */
export type CountryPhrases = {
  country: string
  inCountry: string
  toCountry: string
}

/** The message arguments that name the shopper's country in `locale`. */
export function countryPhrases(code: CountryCode, locale: LocaleCode): CountryPhrases {
  const language = rules[locale]
  const country = countryName(code, getLocale(locale).iso)
  const [inCountry, toCountry] = language.exceptions[code] ?? [
    language.in(country, code),
    language.to(country, code),
  ]
  return { country, inCountry, toCountry }
}
