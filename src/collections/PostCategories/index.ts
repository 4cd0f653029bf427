import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { slug } from '@/fields/slug'
import { apiCacheHooks } from '@/cache/hooks'
import { nameField } from '@/fields/name'
import { categoryRedirects } from '@/hooks/categoryRedirects'

/**
 * Runs after the nested-docs plugin has set the breadcrumbs. When a category is saved in a language,
 * the plugin re-saves each subcategory in that language from the subcategory as read in it: where it
 * has no translation yet, that is its English breadcrumbs, array row ids included. Written under the
 * other language those ids collide with the English rows and the parent's save fails ("One or more
 * children are invalid"). The breadcrumbs are generated anyway: each save writes them as new rows.
 */
const freshBreadcrumbRows: CollectionBeforeChangeHook = ({ data }) => {
  if (Array.isArray(data.breadcrumbs)) {
    data.breadcrumbs = data.breadcrumbs.map((crumb: Record<string, unknown>) => {
      const { id: _id, ...fresh } = crumb
      return fresh
    })
  }
  return data
}

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
    beforeChange: [categoryRedirects.beforeChange, freshBreadcrumbRows],
    afterChange: [...apiCacheHooks('categories').afterChange, categoryRedirects.afterChange],
  },
  fields: [
    nameField({ name: 'name', required: true, localized: true, index: true }),
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
