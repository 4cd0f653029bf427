import { z } from 'zod'

import { localeCodes } from '@/i18n/locales'

import { perLocale, readContentJson, readContentMarkdown, readPerLocale } from './contentFiles'
import type { Localized, LocalizedBody } from './types'

const text = z.string().trim().min(1)

const globalsSchema = z.strictObject({
  home: z.strictObject({
    headline: text,
    aboutTitle: text,
    aboutText: text,
    sellingPoints: z.array(z.strictObject({ title: text, text })).min(1),
  }),
  siteSettings: z.strictObject({ siteName: text, footerText: text }),
})

const texts = readPerLocale('globals', '.json', (file) => readContentJson(file, globalsSchema))

const sellingPointCount = texts.en.home.sellingPoints.length
for (const locale of localeCodes) {
  const count = texts[locale].home.sellingPoints.length
  if (count !== sellingPointCount) {
    throw new Error(
      `content/globals/${locale}.json has ${count} sellingPoints, en.json ${sellingPointCount}`,
    )
  }
}

/** A page of the legal globals: content/globals/<page>/<locale>.md. */
function readLegalPage(page: string): { title: Localized; body: LocalizedBody } {
  const pages = readPerLocale(`globals/${page}`, '.md', (file) =>
    readContentMarkdown(file, ['title']),
  )
  return {
    title: perLocale((locale) => pages[locale].fields.title),
    body: perLocale((locale) => pages[locale].body),
  }
}

export const home: {
  headline: Localized
  aboutTitle: Localized
  aboutText: Localized
  sellingPoints: { title: Localized; text: Localized }[]
} = {
  headline: perLocale((locale) => texts[locale].home.headline),
  aboutTitle: perLocale((locale) => texts[locale].home.aboutTitle),
  aboutText: perLocale((locale) => texts[locale].home.aboutText),
  sellingPoints: texts.en.home.sellingPoints.map((_, index) => ({
    title: perLocale((locale) => texts[locale].home.sellingPoints[index].title),
    text: perLocale((locale) => texts[locale].home.sellingPoints[index].text),
  })),
}

export const imprint = readLegalPage('imprint')

export const privacy = readLegalPage('privacy')

export const siteSettings: { siteName: Localized; footerText: Localized } = {
  siteName: perLocale((locale) => texts[locale].siteSettings.siteName),
  footerText: perLocale((locale) => texts[locale].siteSettings.footerText),
}
