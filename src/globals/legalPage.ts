import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { validateRichText } from '@/fields/richText'

/** Imprint and Privacy share one shape: a localized title and body. */
export function legalPage(slug: 'imprint' | 'privacy', label: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Pages' },
    access: { read: anyone, update: editors },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'content', type: 'richText', localized: true, validate: validateRichText },
    ],
  }
}

export const Imprint = legalPage('imprint', 'Imprint')
export const Privacy = legalPage('privacy', 'Privacy policy')
