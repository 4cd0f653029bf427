import { describe, expect, it } from 'vitest'

import { defaultLocale, isLocaleCode, localeCodes, locales } from '@/i18n/locales'

describe('the locale list', () => {
  it('holds the 11 languages of the specification, English first', () => {
    expect(localeCodes).toEqual(['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv'])
    expect(defaultLocale).toBe('en')
  })

  it('gives each language its ISO tag, pt as Brazilian Portuguese', () => {
    expect(Object.fromEntries(locales.map((locale) => [locale.code, locale.iso]))).toMatchObject({
      en: 'en-US',
      de: 'de-DE',
      pt: 'pt-BR',
      sv: 'sv-SE',
      no: 'no-NO',
    })
    for (const locale of locales) {
      expect(locale.iso.startsWith(`${locale.code}-`)).toBe(true)
      expect(Intl.getCanonicalLocales(locale.iso)).toHaveLength(1)
    }
  })

  it('has unique codes and a writing direction for each', () => {
    expect(new Set(localeCodes).size).toBe(localeCodes.length)
    for (const locale of locales) expect(['ltr', 'rtl']).toContain(locale.dir)
  })

  it('recognises only its own codes', () => {
    expect(isLocaleCode('de')).toBe(true)
    expect(isLocaleCode('DE')).toBe(false)
    expect(isLocaleCode('en-US')).toBe(false)
    expect(isLocaleCode(undefined)).toBe(false)
  })
})
