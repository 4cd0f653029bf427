import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { DEFAULT_COUNTRY } from '@/config/constants'
import { countryOptions } from '@/fields/countries'

/** Site-wide settings editors may change without a deploy. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: editors },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      required: true,
      localized: true,
      defaultValue: 'Shopping Guide',
    },
    { name: 'footerText', type: 'text', localized: true },
    {
      name: 'defaultCountry',
      type: 'select',
      options: countryOptions,
      defaultValue: DEFAULT_COUNTRY,
      required: true,
    },
    {
      name: 'excludedCategories',
      type: 'relationship',
      relationTo: 'post-categories',
      hasMany: true,
      admin: { description: 'Guides in these categories are left out of public guide lists.' },
    },
  ],
}
