import type { CollectionConfig } from 'payload'

import { editors } from '@/access/editors'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { slug } from '@/fields/slug'

import { setPublishedAt } from './hooks/setPublishedAt'

/** Shopping guides ("publications"): localized articles with drafts and versions. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Shopping guide', plural: 'Shopping guides' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'publishedAt', 'updatedAt'],
    group: 'Content',
    listSearchableFields: ['title', 'slug'],
  },
  access: {
    read: publishedOrEditor,
    readVersions: editors,
    create: editors,
    update: editors,
    delete: editors,
  },
  defaultSort: '-publishedAt',
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 2000 }, validate: false },
  },
  hooks: {
    beforeChange: [setPublishedAt],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, index: true },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      admin: { description: 'One or two sentences shown in lists and search results.' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
    slug('title'),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'post-categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set automatically on first publish.',
      },
    },
  ],
}
