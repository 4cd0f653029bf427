import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { slug } from '@/fields/slug'
import { apiCacheHooks } from '@/cache/hooks'
import { categoryRedirects } from '@/hooks/categoryRedirects'

/** The one taxonomy: classifies guides, stores and products. Nested through the nested-docs plugin (`parent`). */
export const PostCategories: CollectionConfig = {
  slug: 'post-categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: {
    // Pickers and lists name a category by its place in the tree: "Electronics › Laptops".
    useAsTitle: 'path',
    defaultColumns: ['image', 'name', 'seoSlug', 'primary', 'parent', 'updatedAt'],
    group: 'Content',
    listSearchableFields: ['name', 'seoSlug'],
  },
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  defaultSort: 'sortOrder',
  hooks: {
    ...apiCacheHooks('categories'),
    beforeChange: [categoryRedirects.beforeChange],
    afterChange: [...apiCacheHooks('categories').afterChange, categoryRedirects.afterChange],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, index: true },
    { name: 'description', type: 'textarea', localized: true },
    slug('name', 'seoSlug'),
    {
      name: 'primary',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Primary categories appear in the header and footer ("Popular Categories").',
      },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'path',
      type: 'text',
      label: 'Place in the tree',
      localized: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        // Field hooks run after the collection's: the nested-docs plugin has set the breadcrumbs.
        beforeChange: [
          ({ siblingData }) => {
            const crumbs = (siblingData.breadcrumbs ?? []) as { label?: string | null }[]
            const labels = crumbs.map((crumb) => crumb.label).filter(Boolean)
            return labels.length ? labels.join(' › ') : siblingData.name
          },
        ],
      },
    },
  ],
}
