import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin, TextField } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { isSafeRichTextLink } from '@/lib/safeUrl'

import { apiGuard } from './apiGuard'
import { importExport } from './importExport'

import type { PostCategory, Post, Store } from '@/payload-types'
import { metaDescription, metaTitle } from '@/lib/seo'

type SeoDoc = Partial<Post & Store>

/** Every Payload plugin, configured in one place. */
/** A redirect's custom target is an editor-supplied URL: same rule as every other link. */
const safeRedirectTarget = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && field.name === 'to' && field.type === 'group'
      ? {
          ...field,
          fields: field.fields.map((sub) =>
            'name' in sub && sub.name === 'url'
              ? ({
                  ...sub,
                  validate: (
                    value: unknown,
                    { siblingData }: { siblingData?: { type?: string } },
                  ) =>
                    siblingData?.type !== 'custom' ||
                    isSafeRichTextLink(value) ||
                    'Use a path on this site (/stores/…) or a full https:// address.',
                } as TextField)
              : sub,
          ),
        }
      : field,
  )

export const plugins: Plugin[] = [
  // Categories nest through a `parent` link and keep localized breadcrumbs for the site and the /api.
  nestedDocsPlugin({
    collections: ['post-categories'],
    generateLabel: (_, doc) => (doc as unknown as PostCategory).name,
    generateURL: (docs) =>
      docs.reduce((url, doc) => `${url}/${(doc as unknown as PostCategory).seoSlug}`, ''),
  }),
  // Changing a slug keeps the old URL working: the collections' hooks add a redirect to the document.
  redirectsPlugin({
    collections: ['posts', 'stores', 'post-categories'],
    overrides: {
      access: { read: anyone, create: editors, update: editors, delete: editors },
      admin: { group: 'Settings' },
      fields: ({ defaultFields }) => safeRedirectTarget(defaultFields),
    },
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
  importExport,
  // Last: it closes Payload's REST and GraphQL to anonymous clients, for every collection.
  apiGuard,
]
