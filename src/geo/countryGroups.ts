/**
 * The location selector's list in one language: about 250 countries grouped by continent,
 * sorted by name. Built once per language; served as JSON by src/app/location-list, which the header's
 * selector loads when it is opened, so the list is not part of every page.
 */
import { translator, type MessageKey } from '@/i18n/intl'
import { getLocale, type LocaleCode } from '@/i18n/locales'

import { continents, countryName, type CountryCode } from './countries'

export interface CountryGroup {
  id: string
  label: string
  countries: { code: string; name: string }[]
}

/** A country's name in the page's language; the special codes' names come from the catalogue. */
export function countryLabel(code: CountryCode, locale: LocaleCode): string {
  if (code === 'EU' || code === 'AP') {
    return translator(locale)(`country.${code}` as MessageKey)
  }
  return countryName(code, getLocale(locale).iso)
}

const groupsByLocale = new Map<LocaleCode, CountryGroup[]>()

export function countryGroups(locale: LocaleCode): CountryGroup[] {
  let groups = groupsByLocale.get(locale)
  if (!groups) {
    const t = translator(locale)
    const collator = new Intl.Collator(getLocale(locale).iso)
    groups = continents.map((continent) => ({
      id: continent.id,
      label: t(`continent.${continent.id}` as MessageKey),
      countries: continent.codes
        .map((code) => ({ code, name: countryLabel(code, locale) }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    }))
    groupsByLocale.set(locale, groups)
  }
  return groups
}
