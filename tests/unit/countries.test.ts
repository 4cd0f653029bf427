import { describe, expect, it } from 'vitest'

import {
  continents,
  countryCodes,
  countryFromName,
  countryName,
  mostVisitedCountries,
  normalizeCountryCode,
} from '@/geo/countries'
import { countryGroups } from '@/geo/countryGroups'
import { localeCodes } from '@/i18n/locales'

describe('the country list', () => {
  it('covers about 250 unique codes, grouped by the six continents plus EU and AP', () => {
    expect(countryCodes.length).toBeGreaterThanOrEqual(245)
    expect(new Set(countryCodes).size).toBe(countryCodes.length)
    expect(continents.map((continent) => continent.id)).toEqual([
      'europe',
      'northAmerica',
      'southAmerica',
      'asia',
      'oceania',
      'africa',
      'special',
    ])
    expect(continents.at(-1)?.codes).toEqual(['EU', 'AP'])
  })

  it('never shows two entries with the same name, in any language', () => {
    for (const locale of localeCodes) {
      const names = countryGroups(locale).flatMap((group) => group.countries.map((c) => c.name))
      expect(names.length).toBe(countryCodes.length)
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    }
  })

  it('reads UK as GB, the one United Kingdom of the list', () => {
    expect(normalizeCountryCode('UK')).toBe('GB')
    expect(normalizeCountryCode(' uk ')).toBe('GB')
    expect(normalizeCountryCode('gb')).toBe('GB')
    expect(countryCodes).not.toContain('UK')
    expect(countryFromName('United Kingdom')).toBe('GB')
    expect(countryFromName('Vereinigtes Königreich')).toBe('GB')
  })

  it('knows the 20 most-visited countries', () => {
    expect(new Set(mostVisitedCountries).size).toBe(20)
    for (const code of mostVisitedCountries) expect(normalizeCountryCode(code)).toBe(code)
  })

  it('accepts known codes case-insensitively and ignores unknown ones', () => {
    expect(normalizeCountryCode('de')).toBe('DE')
    expect(normalizeCountryCode(' Se ')).toBe('SE')
    expect(normalizeCountryCode('XX')).toBeNull()
    expect(normalizeCountryCode('DEU')).toBeNull()
    expect(normalizeCountryCode(42)).toBeNull()
  })

  it('names countries in the requested language', () => {
    expect(countryName('DE', 'de-DE')).toBe('Deutschland')
    expect(countryName('DE', 'en-US')).toBe('Germany')
    expect(countryName('EU')).toBe('European Union')
  })

  it('finds a country typed by name in any of the languages, ignoring case and accents', () => {
    expect(countryFromName('Germany')).toBe('DE')
    expect(countryFromName(' niemcy ')).toBe('DE')
    expect(countryFromName('allemagne')).toBe('DE')
    expect(countryFromName('Österreich')).toBe('AT')
    expect(countryFromName('oesterreich')).toBeNull()
    expect(countryFromName('Cote d’Ivoire')).toBe('CI')
    expect(countryFromName('Sverige')).toBe('SE')
    expect(countryFromName('Atlantis')).toBeNull()
    expect(countryFromName('')).toBeNull()
  })
})
