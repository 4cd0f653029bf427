import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { slug } from '@/fields/slug'
import { apiCacheHooks } from '@/cache/hooks'
import { nameField } from '@/fields/name'
import { CATEGORY_TREE } from '@/fields/categoryTree'

/** Curated, ordered lists of products ("Recommended", "Top products", "Top laptops"). */
export const ProductGroups: CollectionConfig = {
  slug: 'product-groups',
  labels: { singular: 'Product group', plural: 'Product groups' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'category', 'updatedAt'],
    group: 'Directory',
  },
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  hooks: apiCacheHooks('products'),
  fields: [
    nameField({ name: 'name', required: true, localized: true, index: true }),
    slug('name'),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'post-categories',
      index: true,
      admin: { position: 'sidebar', components: { Field: CATEGORY_TREE } },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      admin: { description: 'Drag to set the order shoppers see.' },
    },
  ],
}
