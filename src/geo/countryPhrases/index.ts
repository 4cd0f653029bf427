/**
 * A country as it reads after "in" and "to" in each language ("in the United States", "in der
 * Schweiz", "aux États-Unis", "nos Estados Unidos", "Saksassa", "w Niemczech"). Messages take
 * `{inCountry}` and `{toCountry}` where their language puts the country in a place or a direction,
 * `{country}` where the name stands alone.
 */
import { getLocale, type LocaleCode } from '@/i18n/locales'

import { countryName, type CountryCode } from '../countries'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fi } from './fi'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import type { PhraseRules } from './types'

/** Languages whose names never change after a preposition ("i Tyskland", "till USA"). */
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
  fi,
  no: plain('i', 'til'),
  pl,
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
