import { describe, expect, it } from 'vitest'

import {
  continents,
  countryCodes,
  countryFromName,
  countryName,
  normalizeCountryCode,
} from '@/geo/countries'

describe('the country list', () => {
  it('covers about 250 unique codes, grouped by the six continents plus EU, UK and AP', () => {
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
    expect(continents.at(-1)?.codes).toEqual(['EU', 'UK', 'AP'])
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
