import path from 'node:path'
import fs from 'node:fs/promises'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import type {
  CollectionAfterChangeHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  Plugin,
} from 'payload'

import { editors } from '@/access/editors'
import { env } from '@/config/env'
import { importFile, type ImportMode } from '@/import/run'
import { neutralizeCell } from '@/lib/csvCells'

/** Uploaded import files and generated exports live beside the media, outside the build. */
const fileDir = (name: string) => path.resolve(env.DATA_DIR, name)

interface ImportDoc {
  id: number | string
  collectionSlug: CollectionSlug
  importMode?: ImportMode | null
  matchField?: string | null
  status?: string
  filename?: string | null
  mimeType?: string | null
}

/**
 * Runs an uploaded import right away with our importer (per-row transactions, line numbers, locale
 * columns, slug lookups) and stores its summary in the fields the plugin's admin UI already shows.
 */
const runImport: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const upload = doc as ImportDoc
  if (operation !== 'create' || upload.status !== 'pending' || !req.user) return doc
  const file =
    req.file?.data ??
    (upload.filename ? await fs.readFile(path.join(fileDir('imports'), upload.filename)) : null)
  const mimeType = req.file?.mimetype ?? upload.mimeType
  if (!file) return doc
  const summary = await importFile({
    payload: req.payload,
    collection: upload.collectionSlug,
    file,
    format: mimeType === 'application/json' || upload.filename?.endsWith('.json') ? 'json' : 'csv',
    mode: upload.importMode ?? 'create',
    matchField: upload.matchField ?? undefined,
    user: req.user,
  })
  const done = summary.imported + summary.updated
  const status = summary.issues === 0 ? 'completed' : done === 0 ? 'failed' : 'partial'
  return req.payload.update({
    collection: 'imports' as CollectionSlug,
    id: upload.id,
    data: { status, summary },
    overrideAccess: true,
    req,
  })
}

const editorOnly = { read: editors, create: editors, update: () => false, delete: editors }

/** Defaults that suit the directory: create new documents; match existing ones by slug. */
const importField = (field: Field): Field => {
  if (!('name' in field)) return field
  if (field.name === 'importMode') return { ...field, defaultValue: 'create' } as Field
  if (field.name === 'matchField') {
    return {
      ...field,
      defaultValue: 'slug',
      admin: {
        ...field.admin,
        description:
          'The column that finds the document to update: slug, or id for exported files.',
      },
    } as Field
  }
  if (field.name === 'summary' && field.type === 'group') {
    return {
      ...field,
      fields: [
        ...field.fields.map((sub) =>
          'name' in sub && sub.name === 'issueDetails'
            ? ({ ...sub, admin: { ...sub.admin, hidden: true } } as Field)
            : sub,
        ),
        {
          name: 'issueList',
          type: 'ui',
          admin: { components: { Field: '@/components/admin/ImportIssues#ImportIssues' } },
        },
      ],
    }
  }
  return field
}

const withImporter = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  fields: collection.fields.map(importField),
  access: editorOnly,
  admin: { ...collection.admin, group: 'Settings' },
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: fileDir('imports'),
  },
  // The plugin's own hook would queue its importer; ours replaces it.
  hooks: { ...collection.hooks, afterChange: [runImport] },
})

const withExportStorage = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  access: { ...collection.access, ...editorOnly, update: editors },
  admin: { ...collection.admin, group: 'Settings' },
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: fileDir('exports'),
  },
})

/** A CSV export's cells never run as spreadsheet formulas (src/lib/csvCells.ts). */
const neutralizeFormulas: ExportBeforeHook = ({ data, format }) =>
  format === 'csv'
    ? data.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutralizeCell(value)])),
      )
    : data

/** CSV and JSON import/export of the directory from the admin list views (Payload's plugin). */
export const importExport: Plugin = importExportPlugin({
  collections: [
    {
      slug: 'stores',
      export: { disableJobsQueue: true, hooks: { before: neutralizeFormulas } },
    },
    {
      slug: 'products',
      export: { disableJobsQueue: true, hooks: { before: neutralizeFormulas } },
    },
  ],
  overrideImportCollection: withImporter,
  overrideExportCollection: withExportStorage,
})
