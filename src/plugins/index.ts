import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import type { PostCategory, Post, Store } from '@/payload-types'
import { metaDescription, metaTitle } from '@/lib/seo'

type SeoDoc = Partial<Post & Store>

/** Every Payload plugin, configured in one place. */
export const plugins: Plugin[] = [
  // Categories nest through a `parent` link and keep localized breadcrumbs for the site and the /api.
  nestedDocsPlugin({
    collections: ['post-categories'],
    generateLabel: (_, doc) => (doc as unknown as PostCategory).name,
    generateURL: (docs) =>
      docs.reduce((url, doc) => `${url}/${(doc as unknown as PostCategory).seoSlug}`, ''),
  }),
  // Editors get title/description fields with a "generate" button that fills sensible defaults.
  seoPlugin({
    collections: ['posts', 'stores'],
    uploadsCollection: 'media',
    tabbedUI: false,
    generateTitle: ({ doc }) => metaTitle((doc as SeoDoc).title ?? (doc as SeoDoc).name),
    generateDescription: ({ doc }) =>
      metaDescription((doc as SeoDoc).excerpt ?? (doc as SeoDoc).shortDescription),
  }),
]
