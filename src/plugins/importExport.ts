import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import {
  addDataAndFileToRequest,
  type CollectionAfterChangeHook,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type Field,
  type Plugin,
} from 'payload'

import { editors } from '@/access/editors'
import { env } from '@/config/env'
import { adminMessages } from '@/i18n/admin/messages'
import { parseImportFile } from '@/import/parse'
import { startImport } from '@/import/task'
import { ReferenceResolver, toDocument } from '@/import/toDocument'
import { neutralizeCell } from '@/lib/csvCells'

/** Uploaded import files and generated exports live beside the media, outside the build. */
const fileDir = (name: string) => path.resolve(env.DATA_DIR, name)

/** The collections editors import into and export from. */
const IMPORTABLE: CollectionSlug[] = ['stores', 'products']

/**
 * An upload queues its import as a job (src/import/task.ts) that runs once the upload is stored; the
 * import's record shows the progress and then the report. Outside a request it runs at once, and the
 * record returned is the finished one.
 */
const queueImport: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.status !== 'pending' || !req.user) return doc
  const ranNow = await startImport(req, { importId: doc.id, userId: Number(req.user.id) })
  return ranNow
    ? req.payload.findByID({ collection: IMPORTS, id: doc.id, depth: 0, overrideAccess: true, req })
    : doc
}

const IMPORTS = 'imports' as CollectionSlug

/** The import form's preview, read by the importer's own parser: a broken row never fails the file. */
const previewEndpoint: Endpoint = {
  path: '/preview-data',
  method: 'post',
  handler: async (req) => {
    if (!(await editors({ req })))
      return Response.json({ errors: [{ message: 'Editors only' }] }, { status: 403 })
    await addDataAndFileToRequest(req)
    const body = (req.data ?? {}) as Record<string, unknown>
    const slug = String(body.collectionSlug ?? '')
    if (!IMPORTABLE.includes(slug as CollectionSlug) || typeof body.fileData !== 'string') {
      return Response.json(
        {
          errors: [
            {
              message: `Send fileData (base64) and a collectionSlug of ${IMPORTABLE.join(' or ')}`,
            },
          ],
        },
        { status: 400 },
      )
    }
    const limit = Math.min(100, Math.max(1, Number(body.previewLimit) || 10))
    const page = Math.max(1, Number(body.previewPage) || 1)
    const { rows } = parseImportFile(
      Buffer.from(body.fileData, 'base64'),
      body.format === 'json' ? 'json' : 'csv',
    )
    const fields = req.payload.collections[slug as CollectionSlug].config.flattenedFields
    const resolver = new ReferenceResolver(req.payload)
    const docs = await Promise.all(
      rows
        .slice((page - 1) * limit, page * limit)
        .map(async (row) => (await toDocument(fields, row.values, resolver)).data),
    )
    const totalPages = Math.ceil(rows.length / limit)
    return Response.json({
      docs,
      totalDocs: rows.length,
      totalPages,
      page,
      limit,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
      limitExceeded: false,
    })
  },
}

const editorOnly = { read: editors, create: editors, update: () => false, delete: editors }

/** How rows are saved, and the import's progress, beside the plugin's fields. */
const importAs: Field = {
  name: 'importAs',
  type: 'select',
  label: 'Save the rows as',
  defaultValue: 'published',
  options: [
    { label: 'Published', value: 'published' },
    { label: 'Draft', value: 'draft' },
  ],
  admin: { description: 'A _status column in the file decides for its own rows.' },
}

const report: Field = {
  name: 'report',
  type: 'ui',
  admin: { components: { Field: '@/components/admin/ImportReport#ImportReport' } },
}

/** Defaults that suit the directory: create new documents; match existing ones by slug. */
const importField = (field: Field): Field => {
  if (!('name' in field)) return field
  if (field.name === 'importMode') return { ...field, defaultValue: 'create' } as Field
  // The plugin's preview also shows a result of its own; once the import exists, the report does.
  if (field.name === 'preview') {
    return { ...field, admin: { ...field.admin, condition: (data) => !data?.id } } as Field
  }
  if (field.name === 'status' && field.type === 'select') {
    return {
      ...field,
      admin: { ...field.admin, hidden: true },
      options: [...field.options, { label: 'Running', value: 'running' }],
    } as Field
  }
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
  // The report (./ImportReport) shows the summary, as it grows while the import runs.
  if (field.name === 'summary' && field.type === 'group') {
    return {
      ...field,
      admin: { ...field.admin, hidden: true },
      fields: [...field.fields, { name: 'processed', type: 'number' }],
    }
  }
  return field
}

const withImporter = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  // The choice of status before the preview; the report where the preview was.
  fields: collection.fields.flatMap((field) =>
    'name' in field && field.name === 'preview'
      ? [importAs, report, importField(field)]
      : [importField(field)],
  ),
  endpoints: [
    ...(collection.endpoints || []).filter((endpoint) => endpoint.path !== previewEndpoint.path),
    previewEndpoint,
  ],
  access: editorOnly,
  admin: { ...collection.admin, group: 'Settings' },
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: fileDir('imports'),
  },
  // The plugin's own hook would queue its importer; ours replaces it.
  hooks: { ...collection.hooks, afterChange: [queueImport] },
})

/**
 * The export form starts from what an import needs back: every row of the list as the editor sees it
 * (filters and search), every field in every language, no row limit. The plugin's own components
 * would take the page size as the limit, the visible columns as the fields and the admin's language.
 */
const exportField = (field: Field): Field => {
  // Every language by default (the plugin's component picks the admin's current one).
  if ('name' in field && field.name === 'locale') {
    return { ...field, admin: { ...field.admin, components: {} } } as Field
  }
  if ('name' in field && field.name === 'limit') {
    return {
      ...field,
      admin: { ...field.admin, components: {}, description: adminMessages.exportAllRows },
    } as Field
  }
  if ('name' in field && field.name === 'fields') {
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { Field: '@/components/admin/ExportOptions#ExportFields' },
      },
    } as Field
  }
  if ('name' in field && field.name === 'selectionToUse') {
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { Field: '@/components/admin/ExportOptions#ExportSelection' },
      },
    } as Field
  }
  if ('fields' in field) return { ...field, fields: field.fields.map(exportField) } as Field
  return field
}

const withExportStorage = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  fields: collection.fields.map(exportField),
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
