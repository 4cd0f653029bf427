import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { editors } from '@/access/editors'
import { env } from '@/config/env'
import { allowedHosts, urlProblem } from '@/feeds/fetch'
import { feedFilesDir } from '@/feeds/files'
import { countryFieldExtras, countryOptions } from '@/fields/countries'
import { CATEGORY_TREE } from '@/fields/categoryTree'
import { FEED_SCHEDULES } from '@/feeds/schedule'
import { feedTitle, runFeedEndpoint } from '@/feeds/endpoint'
import { resolveUnmatchedEndpoint } from '@/feeds/resolve'

const validateFeedUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  const file = (siblingData as { file?: unknown }).file
  if (!value) return file ? true : 'Give the feed’s address or upload its file.'
  if (file) return 'A feed is either fetched from its address or read from its file, not both.'
  return urlProblem(value, allowedHosts(env.FEED_ALLOW_HOSTS)) ?? true
}

/**
 * A store's product feed in Google Merchant Center's formats, fetched on its schedule (or read from
 * an uploaded file), whose items are that store's offers for one country.
 */
export const Feeds: CollectionConfig = {
  slug: 'feeds',
  labels: { singular: 'Feed', plural: 'Feeds' },
  admin: {
    useAsTitle: 'title',
    group: 'Directory',
    defaultColumns: ['title', 'country', 'schedule', 'active', 'lastStatus', 'lastRunAt'],
    description:
      'Retailers’ product feeds (Google Merchant Center XML or text format): each run replaces the store’s offers in its country.',
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  endpoints: [runFeedEndpoint],
  hooks: {
    // A feed's runs go with it; its offers stay, as if an editor had typed them.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: 'feed-runs',
          where: { feed: { equals: id } },
          overrideAccess: true,
          req,
        })
      },
    ],
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        const storeId = data.store ?? originalDoc?.store
        const country = data.country ?? originalDoc?.country
        data.title = await feedTitle(req, storeId, country)
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'store',
          type: 'relationship',
          relationTo: 'stores',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
        {
          name: 'country',
          type: 'select',
          options: countryOptions,
          ...countryFieldExtras,
          required: true,
          admin: {
            width: '50%',
            description: 'The prices are for shoppers in this country, in its currency.',
          },
        },
      ],
    },
    {
      name: 'url',
      label: 'Feed address',
      type: 'text',
      validate: validateFeedUrl,
      admin: { description: 'Where the feed is fetched (http or https), with conditional GET.' },
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'feed-files',
      admin: { description: 'Or the feed as a file: XML, TSV or CSV, gzip-compressed or not.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'schedule',
          type: 'select',
          required: true,
          defaultValue: 'daily',
          options: FEED_SCHEDULES.map(({ value, label }) => ({ value, label })),
          admin: { width: '33%' },
        },
        {
          name: 'active',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '33%', description: 'Paused feeds do not run on their schedule.' },
        },
        {
          name: 'createProducts',
          label: 'Create products for unmatched items',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            width: '33%',
            description: 'In the mapped category; otherwise they are listed for an editor.',
          },
        },
      ],
    },
    {
      name: 'categoryMapping',
      type: 'array',
      labels: { singular: 'Category mapping', plural: 'Category mapping' },
      admin: {
        initCollapsed: true,
        description:
          'A google_product_category or product_type (or the start of one) and the site’s category for it.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'source', type: 'text', required: true, admin: { width: '50%' } },
            {
              name: 'category',
              type: 'relationship',
              relationTo: 'post-categories',
              required: true,
              admin: { width: '50%', components: { Field: CATEGORY_TREE } },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'When a run fails as a whole',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'maxRejectedPercent',
              label: 'Most items rejected (%)',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: 50,
              required: true,
              admin: { width: '50%', description: 'More rejected items fail the run.' },
            },
            {
              name: 'minValidPercent',
              label: 'Fewest valid items of the last run (%)',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: 50,
              required: true,
              admin: {
                width: '50%',
                description: 'Fewer (a truncated download looks like that) fail the run.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'runNow',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/RunFeedButton#RunFeedButton' },
      },
    },
    {
      name: 'lastStatus',
      type: 'select',
      options: [
        { label: 'Succeeded', value: 'succeeded' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'lastReason',
      type: 'textarea',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data.lastReason) },
    },
    { name: 'lastRunAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'nextRunAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'lastValidItems',
      type: 'number',
      admin: { position: 'sidebar', readOnly: true, description: 'Valid items in the last run.' },
    },
    { name: 'etag', type: 'text', admin: { hidden: true } },
    { name: 'lastModified', type: 'text', admin: { hidden: true } },
    {
      name: 'runs',
      type: 'join',
      collection: 'feed-runs',
      on: 'feed',
      defaultSort: '-createdAt',
      defaultLimit: 10,
      admin: { defaultColumns: ['status', 'startedAt', 'finishedAt', 'counts', 'reason'] },
    },
  ],
}

const counts = [
  'items',
  'matched',
  'created',
  'updated',
  'unchanged',
  'removed',
  'rejected',
] as const

/** One run of a feed and its report: what it did with each item, and why a rejected one was refused. */
export const FeedRuns: CollectionConfig = {
  slug: 'feed-runs',
  labels: { singular: 'Feed run', plural: 'Feed runs' },
  admin: {
    group: 'Directory',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'startedAt', 'finishedAt', 'reason'],
  },
  // Written by the runs themselves; editors read them, start runs from the feed and resolve the
  // unmatched items of a report (resolve.ts).
  access: { read: editors, create: () => false, update: () => false, delete: editors },
  endpoints: [resolveUnmatchedEndpoint],
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'feed',
          type: 'relationship',
          relationTo: 'feeds',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          options: [
            { label: 'Queued', value: 'queued' },
            { label: 'Running', value: 'running' },
            { label: 'Succeeded', value: 'succeeded' },
            { label: 'Failed', value: 'failed' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', type: 'date', admin: { width: '33%' } },
        { name: 'finishedAt', type: 'date', admin: { width: '33%' } },
        { name: 'format', type: 'text', admin: { width: '33%' } },
      ],
    },
    { name: 'reason', type: 'textarea', admin: { description: 'Why the run failed as a whole.' } },
    {
      name: 'counts',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: counts.map((name) => ({ name, type: 'number' as const, defaultValue: 0 })),
        },
      ],
    },
    {
      name: 'rejected',
      type: 'json',
      admin: {
        components: { Field: '@/components/admin/FeedReport#RejectedItems' },
      },
    },
    {
      name: 'unmatched',
      type: 'json',
      admin: {
        components: { Field: '@/components/admin/FeedReport#UnmatchedItems' },
      },
    },
  ],
}

/** Uploaded feed files: editors' only (they hold a retailer's whole catalogue), never public. */
export const FeedFiles: CollectionConfig = {
  slug: 'feed-files',
  labels: { singular: 'Feed file', plural: 'Feed files' },
  admin: { group: 'Settings', hidden: true },
  access: { read: editors, create: editors, update: editors, delete: editors },
  upload: {
    staticDir: feedFilesDir(),
    mimeTypes: [
      'application/xml',
      'text/xml',
      'application/rss+xml',
      'application/atom+xml',
      'text/tab-separated-values',
      'text/csv',
      'text/plain',
      'application/gzip',
      'application/x-gzip',
    ],
  },
  fields: [],
}
