import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminMessages } from '@/i18n/admin/messages'
import { adminCatalogues, adminLanguageCodes } from '@/i18n/admin/text'
import finnish from '@/i18n/admin/payload-fi.json'
import { adminEnglishTexts } from '@/plugins/adminTranslations'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const placeholders = (text: string) => [...text.matchAll(/\{\{?\w+\}?\}/g)].map((m) => m[0]).sort()

type Tree = { [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}:`),
  )

describe('the admin in the editors’ languages', () => {
  it('offers Payload’s interface in the eleven languages', () => {
    expect(Object.keys(payload.config.i18n.supportedLanguages).sort()).toEqual(
      [...adminLanguageCodes].sort(),
    )
  })

  it('has every project label, description and message translated in every language', () => {
    const english = [...new Set([...adminEnglishTexts, ...Object.values(adminMessages)])]
    expect(english.length).toBeGreaterThan(100)
    for (const [language, catalogue] of Object.entries(adminCatalogues)) {
      const entries = catalogue as Record<string, string>
      const missing = english.filter((text) => !(text in entries))
      expect(missing, `${language} lacks translations`).toEqual([])
      const broken = english.filter(
        (text) => placeholders(entries[text]!).join() !== placeholders(text).join(),
      )
      expect(broken, `${language} changes placeholders`).toEqual([])
    }
  })

  it('labels fields in the editor’s language, also those Payload names from the field', () => {
    const stores = payload.collections.stores.config
    const website = stores.flattenedFields.find((field) => field.name === 'website') as {
      admin?: { description?: Record<string, string> }
    }
    const shortDescription = stores.flattenedFields.find(
      (field) => field.name === 'shortDescription',
    ) as { label: (args: { i18n: { language: string } }) => string }
    // A function of the editor's language: Payload puts labels into sentences as they are.
    expect(shortDescription.label({ i18n: { language: 'en' } })).toBe('Short Description')
    expect(shortDescription.label({ i18n: { language: 'de' } })).toBe(
      adminCatalogues.de['Short Description'],
    )
    expect(website.admin?.description?.fr).toBe(
      adminCatalogues.fr['A full address starting with https:// (or http://).'],
    )
  })

  it('gives Finnish editors every text of Payload and its plugins, in Finnish', () => {
    const english = leaves(
      payload.config.i18n.supportedLanguages.en!.translations as unknown as Tree,
    ).concat(
      Object.entries(payload.config.i18n.translations?.en ?? {}).flatMap(([namespace, tree]) =>
        namespace === '$schema' ? [] : leaves(tree as Tree, `${namespace}:`),
      ),
    )
    const fi = new Map(leaves(finnish as Tree))
    expect(english.filter(([key]) => !fi.has(key)).map(([key]) => key)).toEqual([])
    const same = english.filter(([key, text]) => fi.get(key) === text)
    expect(same.length).toBeLessThan(english.length / 10)
  })
})
