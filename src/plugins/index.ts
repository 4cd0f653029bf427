import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, PayloadRequest, Plugin, TextField } from 'payload'

import { anyone } from '@/access/anyone'
import { adminMessage } from '@/i18n/admin/text'
import { editors } from '@/access/editors'
import { PATH_CHANGE } from '@/hooks/redirectOnPathChange'
import { isSafeRichTextLink } from '@/lib/safeUrl'
import { expire } from '@/cache'
import { redirectLoop, type RedirectTarget } from '@/redirects/table'

import { adminLists } from './adminLists'
import { adminTranslations } from './adminTranslations'
import { apiGuard } from './apiGuard'
import { importExport } from './importExport'
import { keepRefusedErrors } from './keepRefusedErrors'
import { objectStorage } from './objectStorage'
import { refuseNul } from './refuseNul'

import type { PostCategory, Post, ProductGroup, Store } from '@/payload-types'
import { defaultLocale, localeCodes, type LocaleCode } from '@/i18n/locales'
import { metaDescription, metaTitle } from '@/lib/seo'
import { translator } from '@/i18n/intl'
import { guidePath, storePath } from '@/lib/documentPaths'
import { localized, paths } from '@/i18n/paths'
import { siteUrl } from '@/config/env'

type SeoDoc = Partial<Post & Store & ProductGroup>

/**
 * What the SEO panel's "generate" buttons fill in, per collection: the title, description and image
 * the page shows without the panel, and the page's path for the preview.
 */
const seoDefaults: Record<
  'posts' | 'stores' | 'product-groups',
  {
    title: (doc: SeoDoc, locale: LocaleCode) => string
    description: (doc: SeoDoc) => string
    image: (doc: SeoDoc) => number | undefined
    path: (doc: SeoDoc, req: PayloadRequest) => Promise<string | null>
  }
> = {
  posts: {
    title: (doc, locale) => metaTitle(doc.title, locale, 'guide'),
    description: (doc) => metaDescription(doc.excerpt),
    image: (doc) => idOf(doc.heroImage),
    path: (doc, req) => guidePath(doc as Partial<Post>, req),
  },
  stores: {
    title: (doc, locale) => metaTitle(doc.name, locale, 'store'),
    description: (doc) => metaDescription(doc.shortDescription, doc.description),
    image: (doc) => idOf(doc.logo),
    path: async (doc) => storePath(doc),
  },
  'product-groups': {
    title: (doc, locale) => translator(locale)('seo.group.title', { name: doc.name ?? '' }),
    description: (doc) => metaDescription(doc.description),
    image: () => undefined,
    path: async (doc) => (doc.slug ? paths.group(doc.slug) : null),
  },
}

const seoDefaultsOf = (slug: string | undefined) =>
  seoDefaults[(slug ?? '') as keyof typeof seoDefaults] ?? seoDefaults.posts

const seoLocale = (locale: string | undefined): LocaleCode =>
  localeCodes.includes(locale as LocaleCode) ? (locale as LocaleCode) : defaultLocale

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id: number }).id : (value as number)

/** A path as editors may type it: "/old-page", also pasted as a full address of the site. */
function normalizeFrom(value: unknown): unknown {
  if (typeof value !== 'string') return value
  let path = value.trim()
  // Nothing typed stays nothing: the field is required (an empty path is not the home page).
  if (!path) return path
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(path)
  if (absolute) path = absolute[1] ?? '/'
  if (!path.startsWith('/')) path = `/${path}`
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * The Redirects collection's fields with the site's rules: the path is normalized and must not lead
 * back to itself through other redirects (a field error names the loop); a custom target is an
 * editor-supplied URL, under the same rule as every other link.
 */
const REDIRECT_PATH_MAX_LENGTH = 2_000

const redirectFields = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if ('name' in field && field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        admin: {
          ...field.admin,
          description:
            'The old path, e.g. /stores/old-name. It redirects in every language (/de/stores/old-name too).',
        },
        hooks: { ...field.hooks, beforeValidate: [({ value }) => normalizeFrom(value)] },
        validate: async (
          value: unknown,
          {
            siblingData,
            id,
            req,
          }: {
            siblingData?: { to?: RedirectTarget }
            id?: number | string
            req: PayloadRequest
          },
        ) => {
          if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
            return adminMessage(req.i18n?.language, 'redirectPath')
          }
          // The path is indexed, and PostgreSQL refuses an index entry over 2.7 KB.
          if (value.length > REDIRECT_PATH_MAX_LENGTH) {
            return req.t('validation:shorterThanMax', { maxLength: REDIRECT_PATH_MAX_LENGTH })
          }
          if (req.context[PATH_CHANGE]) return true
          const loop = await redirectLoop(value, siblingData?.to ?? {}, Number(id) || undefined)
          return loop
            ? adminMessage(req.i18n?.language, 'redirectLoop', { loop: loop.join(' → ') })
            : true
        },
      } as TextField
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) =>
          'name' in sub && sub.name === 'url'
            ? ({
                ...sub,
                validate: (
                  value: unknown,
                  { siblingData, req }: { siblingData?: { type?: string }; req?: PayloadRequest },
                ) =>
                  siblingData?.type !== 'custom' ||
                  isSafeRichTextLink(value) ||
                  adminMessage(req?.i18n?.language, 'redirectTarget'),
              } as TextField)
            : sub,
        ),
      }
    }
    return field
  })

/** Every Payload plugin, configured in one place. */
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
    collections: ['posts', 'stores', 'products', 'post-categories'],
    overrides: {
      access: { read: anyone, create: editors, update: editors, delete: editors },
      admin: { group: 'Settings' },
      fields: ({ defaultFields }) => redirectFields(defaultFields),
      // The site serves the redirects from memory (src/redirects): a change is read again at once.
      hooks: {
        afterChange: [() => expire(['redirects'])],
        afterDelete: [() => expire(['redirects'])],
      },
    },
  }),
  // Editors get title/description fields with a "generate" button that fills what the page says
  // without them.
  seoPlugin({
    collections: Object.keys(seoDefaults),
    uploadsCollection: 'media',
    tabbedUI: false,
    generateTitle: ({ doc, locale, collectionConfig }) =>
      seoDefaultsOf(collectionConfig?.slug).title(doc as SeoDoc, seoLocale(locale)),
    generateDescription: ({ doc, collectionConfig }) =>
      seoDefaultsOf(collectionConfig?.slug).description(doc as SeoDoc),
    // None (a group has no picture of its own) leaves the field empty; Payload's type wants an id.
    generateImage: ({ doc, collectionConfig }) =>
      seoDefaultsOf(collectionConfig?.slug).image(doc as SeoDoc) as number,
    // The search result preview shows the page's address in the language being edited.
    generateURL: async ({ doc, locale, collectionConfig, req }) => {
      const path = await seoDefaultsOf(collectionConfig?.slug)
        .path(doc as SeoDoc, req)
        .catch(() => null)
      return `${siteUrl}${localized(seoLocale(locale), path ?? '/')}`
    },
  }),
  importExport,
  // Media in a bucket when S3_BUCKET is set.
  objectStorage(),
  adminLists,
  // After every plugin that adds collections: each document form keeps a refused save's messages.
  keepRefusedErrors,
  // After every plugin that adds collections too: no NUL reaches the database from any of them.
  refuseNul,
  // After every plugin that adds fields: their English labels get the editors' languages too.
  adminTranslations,
  // Last: it closes Payload's REST and GraphQL to anonymous clients, for every collection.
  apiGuard,
]
