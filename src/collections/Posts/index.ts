import type { CollectionConfig } from 'payload'

import { editorialAccess, editorialHooks, editorialVersions } from '../editorial'
import { validateRichText } from '@/fields/richText'
import { slug } from '@/fields/slug'
import { guidePath } from '@/lib/documentPaths'
import type { Post } from '@/payload-types'
import { nameField } from '@/fields/name'

import { setPublishedAt } from './hooks/setPublishedAt'
import { CATEGORY_TREE } from '@/fields/categoryTree'

/** Shopping guides ("publications"): localized articles with drafts and versions. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Shopping guide', plural: 'Shopping guides' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['heroImage', 'title', 'category', 'publication', 'publishedAt', 'updatedAt'],
    group: 'Content',
    listSearchableFields: ['title', 'slug'],
    // The text whose absence in a language means "not translated" (the lists' filter).
    custom: { translationField: 'title' },
  },
  access: editorialAccess(),
  defaultSort: '-publishedAt',
  versions: editorialVersions(50),
  hooks: editorialHooks<Post>('posts', guidePath, { beforeChange: [setPublishedAt] }),
  fields: [
    nameField({ name: 'title', required: true, localized: true, index: true }),
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      admin: { description: 'One or two sentences shown in lists and search results.' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true, validate: validateRichText },
    slug('title'),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'post-categories',
      required: true,
      index: true,
      admin: { position: 'sidebar', components: { Field: CATEGORY_TREE } },
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
