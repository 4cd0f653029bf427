import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'

/** The home page: headline, the about block with three selling points and the curated rows. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  admin: { group: 'Pages' },
  access: { read: anyone, update: editors },
  fields: [
    { name: 'headline', type: 'text', required: true, localized: true },
    { name: 'aboutTitle', type: 'text', localized: true },
    { name: 'aboutText', type: 'textarea', localized: true },
    {
      name: 'sellingPoints',
      type: 'array',
      maxRows: 3,
      labels: { singular: 'Selling point', plural: 'Selling points' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'popularStores',
      type: 'relationship',
      relationTo: 'stores',
      hasMany: true,
      admin: { description: 'Shown in the popular-stores slider, in this order.' },
    },
    { name: 'recommendedProducts', type: 'relationship', relationTo: 'product-groups' },
    { name: 'topProducts', type: 'relationship', relationTo: 'product-groups' },
    { name: 'featuredGuides', type: 'relationship', relationTo: 'posts', hasMany: true },
  ],
}
