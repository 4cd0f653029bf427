import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { icons, isValidViewBox } from '@/components/site/icons'
import { browserAdminLanguage } from '@/i18n/admin/languages'
import { acceptedLanguages, detectLocale } from '@/i18n/detect'
import { catalogues } from '@/i18n/intl'
import { getLocale, localeCodes } from '@/i18n/locales'
import { localized } from '@/i18n/paths'

describe('the UI catalogues', () => {
  const english = catalogues.en
  it('have the same keys in all 11 languages', () => {
    for (const code of localeCodes) {
      expect(Object.keys(catalogues[code]), code).toEqual(Object.keys(english))
    }
  })

  it('are valid ICU messages with the same arguments as English, and translated', () => {
    for (const code of localeCodes) {
      let same = 0
      for (const [key, text] of Object.entries(catalogues[code])) {
        const message = new IntlMessageFormat(text, getLocale(code).iso)
        const sample = {
          query: 'x',
          count: 2,
          year: 2026,
          category: 'C',
          store: 'S',
          country: 'DE',
          inCountry: 'in DE',
          toCountry: 'to DE',
          countries: 'DE',
          minutes: 3,
          date: 'D',
          price: '1 €',
          page: 1,
          total: 2,
          path: '/p',
          status: 404,
          max: 200,
          id: 'ref',
          days: 2,
          name: 'N',
          percent: '12 %',
          maxDate: 'D',
          min: 100,
          minDate: 'D',
          now: '1 €',
          currency: 'EUR',
          filter: 'F',
          language: 'L',
        }
        expect(() => message.format(sample), `${code} ${key}`).not.toThrow()
        if (code !== 'en' && text === english[key as keyof typeof english]) same++
      }
      // Brand names and words that are the same in both languages only.
      if (code !== 'en') expect(same, code).toBeLessThan(8)
    }
  })

  it('name the shopper’s country wherever English does, through a phrase that fits the language', () => {
    const namesCountry = (text: string) => /\{(country|inCountry|toCountry)\}/.test(text)
    for (const code of localeCodes) {
      for (const [key, text] of Object.entries(catalogues[code])) {
        const english = catalogues.en[key as keyof typeof catalogues.en]
        expect(namesCountry(text), `${code} ${key}`).toBe(namesCountry(english))
        // A preposition written before the bare name is what the phrases replace.
        if (['en', 'de', 'fr', 'it', 'es', 'nl', 'pt', 'fi', 'pl'].includes(code)) {
          expect(text, `${code} ${key}`).not.toMatch(
            /\b(in|to|nach|naar|en|em|a|au|aux|maassa|maahan|kraju:?)\s+\{country\}/,
          )
        }
      }
    }
  })
})

describe('language detection', () => {
  it('reads Accept-Language by quality', () => {
    expect(acceptedLanguages('de-AT,de;q=0.9,en;q=0.8')).toEqual(['de-AT', 'de', 'en'])
    expect(acceptedLanguages('en;q=0.1, fr')).toEqual(['fr', 'en'])
    expect(acceptedLanguages('*, ;q=1, x_y')).toEqual([])
  })

  it('prefers the cookie, then the exact ISO tag, then the language part, then English', () => {
    expect(detectLocale('fi', 'de-DE')).toBe('fi')
    expect(detectLocale('xx', 'de-DE')).toBe('de')
    expect(detectLocale(undefined, 'de-AT,de;q=0.9')).toBe('de')
    expect(detectLocale(undefined, 'pt-PT,pt-BR;q=0.9')).toBe('pt')
    expect(detectLocale(undefined, 'nb-NO')).toBe('no')
    expect(detectLocale(undefined, 'xx')).toBe('en')
    expect(detectLocale(undefined, null)).toBe('en')
  })

  it("gives the admin the browser's first language it speaks, in Payload's codes", () => {
    expect(browserAdminLanguage('fi-FI,fi;q=0.9,en;q=0.8')).toBe('fi')
    expect(browserAdminLanguage('no-NO')).toBe('nb')
    expect(browserAdminLanguage('nn')).toBe('nb')
    expect(browserAdminLanguage('ja,de;q=0.5')).toBe('de')
    expect(browserAdminLanguage('ja')).toBeNull()
    expect(browserAdminLanguage(null)).toBeNull()
  })
})

describe('paths and icons', () => {
  it('prefixes every language but English', () => {
    expect(localized('en', '/stores')).toBe('/stores')
    expect(localized('de', '/')).toBe('/de')
    expect(localized('pl', '/stores/x')).toBe('/pl/stores/x')
  })

  it('accepts only viewBoxes of four space-separated numbers', () => {
    expect(icons.every((icon) => isValidViewBox(icon.viewBox))).toBe(true)
    for (const bad of ['0 0 24', '0,0,24,24', '0 0 24 24 1', 'a b c d', '', '0  0 24 24', null]) {
      expect(isValidViewBox(bad), String(bad)).toBe(false)
    }
    expect(isValidViewBox('-1.5 0 24.25 24')).toBe(true)
  })
})
