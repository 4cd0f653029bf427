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
import { countryPhrases } from '@/geo/countryPhrases'
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
    expect(countryName('EU', 'de-DE')).toBe('Europäische Union')
    expect(countryName('AP', 'fr-FR')).toBe('Asie-Pacifique')
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

describe('a country after "in" and "to"', () => {
  it('takes the article, preposition and case its name needs in each language', () => {
    const phrase = (
      code: Parameters<typeof countryPhrases>[0],
      locale: (typeof localeCodes)[number],
    ) => {
      const { inCountry, toCountry } = countryPhrases(code, locale)
      return [inCountry, toCountry]
    }
    expect(phrase('DE', 'en')).toEqual(['in Germany', 'to Germany'])
    expect(phrase('US', 'en')).toEqual(['in the United States', 'to the United States'])
    expect(phrase('NL', 'en')).toEqual(['in the Netherlands', 'to the Netherlands'])
    expect(phrase('DE', 'de')).toEqual(['in Deutschland', 'nach Deutschland'])
    expect(phrase('CH', 'de')).toEqual(['in der Schweiz', 'in die Schweiz'])
    expect(phrase('GB', 'de')[0]).toBe('im Vereinigten Königreich')
    expect(phrase('FR', 'fr')[0]).toBe('en France')
    expect(phrase('CA', 'fr')[0]).toBe('au Canada')
    expect(phrase('US', 'fr')[0]).toBe('aux États-Unis')
    expect(phrase('IT', 'it')[0]).toBe('in Italia')
    expect(phrase('US', 'it')[0]).toBe('negli Stati Uniti')
    expect(phrase('DE', 'pt')[0]).toBe('na Alemanha')
    expect(phrase('BR', 'pt')[0]).toBe('no Brasil')
    expect(phrase('PT', 'pt')[0]).toBe('em Portugal')
    expect(phrase('US', 'nl')[0]).toBe('in de Verenigde Staten')
    expect(phrase('DE', 'sv')).toEqual(['i Tyskland', 'till Tyskland'])
    expect(phrase('DE', 'fi')).toEqual(['Saksassa', 'Saksaan'])
    expect(phrase('US', 'fi')).toEqual(['Yhdysvalloissa', 'Yhdysvaltoihin'])
    expect(phrase('DE', 'pl')).toEqual(['w Niemczech', 'do Niemiec'])
    expect(phrase('HU', 'pl')).toEqual(['na Węgrzech', 'na Węgry'])
  })

  it('gives every country a phrase in every language, never an article glued to a preposition', () => {
    const wrong: Record<string, RegExp> = {
      en: /\b(in|to) the the\b/,
      de: /\bnach (der|die|das|den|dem)\b|\bin dem\b/,
      fr: /\b(en|à) (le|les)\b|\bde le\b/,
      it: /\bin (il|lo|la|i|gli|le)\b/,
      es: /\ba el\b|\bde el\b/,
      pt: /\bem (a|o|as|os)\b/,
      nl: /\b(in|naar) (de|het) (de|het)\b/,
    }
    for (const locale of localeCodes) {
      for (const code of countryCodes) {
        const { country, inCountry, toCountry } = countryPhrases(code, locale)
        for (const text of [inCountry, toCountry]) {
          // One word where the language declines the name ("Saksassa"), never empty or padded.
          expect(text, `${locale} ${code}`).toMatch(/^\S+( \S+)*$/)
          expect(text, `${locale} ${code}`).not.toMatch(wrong[locale] ?? /$^/)
        }
        expect(country, `${locale} ${code}`).not.toBe(code)
      }
    }
  })
})
