import type { CollectionConfig } from 'payload'

import { editorialAccess, editorialHooks, editorialVersions } from '../editorial'
import { countryFieldExtras, countryOptions } from '@/fields/countries'
import { slug } from '@/fields/slug'
import { urlField } from '@/fields/url'
import { storePath } from '@/lib/documentPaths'
import type { Store } from '@/payload-types'
import { nameField } from '@/fields/name'
import { CATEGORY_TREE } from '@/fields/categoryTree'

/** Stores and retailers: the directory's main entity. */
export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: 'Store', plural: 'Stores' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['logo', 'name', 'featured', 'popularity', 'publication', 'updatedAt'],
    group: 'Directory',
    listSearchableFields: ['name', 'slug'],
    // The text whose absence in a language means "not translated" (the lists' filter).
    custom: { translationField: 'shortDescription' },
  },
  access: editorialAccess(),
  defaultSort: '-popularity',
  versions: editorialVersions(20),
  hooks: editorialHooks<Store>('stores', async (store) => storePath(store)),
  fields: [
    nameField({ name: 'name', required: true, index: true }),
    slug('name'),
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'shortDescription',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'One sentence shown on store cards.' },
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        urlField({ name: 'website', required: true, admin: { width: '50%' } }),
        urlField({
          name: 'affiliateUrl',
          label: 'Affiliate URL',
          admin: {
            width: '50%',
            description: 'Used for "Visit store" instead of the website when set.',
          },
        }),
      ],
    },
    urlField({ name: 'contactUrl', label: 'Contact link', allowContact: true }),
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'post-categories',
      hasMany: true,
      index: true,
      admin: { components: { Field: CATEGORY_TREE } },
    },
    {
      name: 'countries',
      type: 'select',
      hasMany: true,
      options: countryOptions,
      ...countryFieldExtras,
      index: true,
      admin: { description: 'Countries this store serves. Leave empty when it serves everywhere.' },
    },
    {
      name: 'locations',
      type: 'array',
      labels: { singular: 'Location', plural: 'Locations' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'name', type: 'text', localized: true },
        { name: 'address', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'postalCode', type: 'text', admin: { width: '30%' } },
            { name: 'city', type: 'text', required: true, admin: { width: '40%' } },
            {
              name: 'country',
              type: 'select',
              options: countryOptions,
              ...countryFieldExtras,
              required: true,
              index: true,
              admin: { width: '30%' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90, admin: { width: '50%' } },
            { name: 'longitude', type: 'number', min: -180, max: 180, admin: { width: '50%' } },
          ],
        },
      ],
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Featured (sponsored) stores are shown first.' },
    },
    {
      name: 'popularity',
      type: 'number',
      defaultValue: 0,
      min: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Higher is more popular; orders store lists.' },
    },
    {
      // The store's merchant feeds and how their last runs went, at a glance.
      name: 'feeds',
      type: 'join',
      collection: 'feeds',
      on: 'store',
      admin: {
        defaultColumns: ['title', 'schedule', 'active', 'lastStatus', 'lastRunAt', 'lastReason'],
      },
    },
    {
      // The shoppers' clicks to this store's shop (src/clicks): read from the clicks, never stored here.
      name: 'clicks',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/components/admin/StoreClicks#StoreClicks' },
      },
    },
  ],
}
