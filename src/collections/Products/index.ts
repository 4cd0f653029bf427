import type { CollectionConfig } from 'payload'

import { editorialAccess, editorialHooks, editorialVersions } from '../editorial'
import { countryFieldExtras, countryOptions } from '@/fields/countries'
import { offerStoreField } from '@/fields/offerStore'
import { slug } from '@/fields/slug'
import { urlField } from '@/fields/url'
import { productPath } from '@/lib/documentPaths'
import type { Product } from '@/payload-types'
import { currencies } from '@/lib/currencies'
import { nameField } from '@/fields/name'
import { CATEGORY_TREE } from '@/fields/categoryTree'
import { productIdentifierFields, searchByGtin } from '@/fields/productIdentifiers'

/** Products with their offers from stores, priced per country. */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'images',
      'name',
      'brand',
      'category',
      'popularity',
      'publication',
      'updatedAt',
    ],
    group: 'Directory',
    // The name alone (it carries the brand and the model): an index holds each language's names
    // beside their products, so a search reads one language's names instead of every row of every
    // language, which a search of the brand or slug too (other tables) would need again. Brand and
    // slug remain the list's filters. A GTIN typed into the search box is looked up as one
    // (searchByGtin).
    listSearchableFields: ['name'],
    // The text whose absence in a language means "not translated" (the lists' filter).
    custom: { translationField: 'name' },
  },
  access: editorialAccess(),
  defaultSort: '-popularity',
  // One product per brand and part number, also when two saves race past the field's check.
  indexes: [{ fields: ['brand', 'mpn'], unique: true }],
  versions: editorialVersions(20),
  hooks: {
    ...editorialHooks<Product>('products', async (product) => productPath(product)),
    beforeOperation: [searchByGtin],
  },
  fields: [
    nameField({ name: 'name', required: true, localized: true }),
    slug('name'),
    nameField({ name: 'brand', index: true }),
    ...productIdentifierFields,
    { name: 'description', type: 'textarea', localized: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'post-categories',
      index: true,
      admin: { position: 'sidebar', components: { Field: CATEGORY_TREE } },
    },
    {
      name: 'groups',
      type: 'join',
      collection: 'product-groups',
      on: 'products',
      admin: {
        description: 'Curated groups that list this product (edit them in Product groups).',
      },
    },
    {
      name: 'offers',
      type: 'array',
      labels: { singular: 'Offer', plural: 'Offers' },
      // A product has dozens: closed, each named by its store, country and price.
      admin: {
        initCollapsed: true,
        components: { RowLabel: '@/components/admin/OfferRowLabel#OfferRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            offerStoreField,
            {
              name: 'country',
              type: 'select',
              options: countryOptions,
              ...countryFieldExtras,
              required: true,
              index: true,
              admin: { width: '20%' },
            },
            { name: 'price', type: 'number', required: true, min: 0, admin: { width: '20%' } },
            {
              name: 'currency',
              type: 'select',
              options: [...currencies],
              required: true,
              defaultValue: 'EUR',
              admin: { width: '20%' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'shipping',
              type: 'number',
              min: 0,
              defaultValue: 0,
              admin: { width: '25%', description: 'Shipping to the country; 0 = free.' },
            },
            {
              name: 'deliveryDays',
              type: 'number',
              min: 0,
              max: 365,
              admin: { width: '25%', description: 'Working days until delivery.' },
            },
            {
              name: 'availability',
              type: 'select',
              defaultValue: 'in_stock',
              options: [
                { label: 'In stock', value: 'in_stock' },
                { label: 'Few left', value: 'limited' },
                { label: 'Pre-order', value: 'preorder' },
                { label: 'Back-order', value: 'backorder' },
                { label: 'Out of stock', value: 'out_of_stock' },
              ],
              admin: { width: '25%' },
            },
            {
              name: 'checkedAt',
              type: 'date',
              admin: { width: '25%', description: 'When the price was last checked.' },
            },
          ],
        },
        urlField({ name: 'url', required: true }),
        {
          type: 'row',
          fields: [
            {
              name: 'condition',
              type: 'select',
              defaultValue: 'new',
              options: [
                { label: 'New', value: 'new' },
                { label: 'Refurbished', value: 'refurbished' },
                { label: 'Used', value: 'used' },
              ],
              admin: { width: '25%' },
            },
            {
              name: 'feed',
              type: 'relationship',
              relationTo: 'feeds',
              index: true,
              admin: {
                width: '50%',
                readOnly: true,
                description: 'Kept by this feed: its next run replaces what is typed here.',
              },
            },
            {
              name: 'itemId',
              label: 'Item id',
              type: 'text',
              index: true,
              admin: { width: '25%', readOnly: true, description: "The id in the store's feed." },
            },
          ],
        },
      ],
    },
    {
      name: 'popularity',
      type: 'number',
      defaultValue: 0,
      min: 0,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
}
