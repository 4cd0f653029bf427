import type { CollectionConfig, Field, Plugin } from 'payload'

/**
 * A list column (no form field) with the status and what is scheduled for the document; collections
 * with drafts list it as `publication` in their default columns.
 */
const publication: Field = {
  name: 'publication',
  type: 'ui',
  label: 'Status',
  admin: {
    components: { Cell: '@/components/admin/Cells#PublicationCell' },
    disableListColumn: false,
  },
}

/** The server cell a field's list column gets, where Payload's own would wait for the browser. */
function serverCell(field: Field): string | undefined {
  if (field.type === 'checkbox') return 'BooleanCell'
  if (field.type === 'date') return 'DateCell'
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string' &&
    !field.hasMany
  ) {
    return 'RelationCell'
  }
  return undefined
}

function listField(field: Field): Field {
  const cell = serverCell(field)
  if (cell && !field.admin?.components?.Cell) {
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { ...field.admin?.components, Cell: `@/components/admin/Cells#${cell}` },
      },
    } as Field
  }
  // The nested-docs plugin keeps a category's breadcrumbs: shown, never typed.
  if ('name' in field && field.name === 'breadcrumbs') {
    return { ...field, admin: { ...field.admin, readOnly: true } } as Field
  }
  if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
    return { ...field, fields: field.fields.map(listField) }
  }
  return field
}

/**
 * Payload's own timestamp fields, as it would add them after the plugins, with the list's date cell:
 * a collection that names them keeps them as they are.
 */
function timestamps(collection: CollectionConfig): Field[] {
  if (collection.timestamps === false) return []
  const named = new Set(collection.fields.map((field) => ('name' in field ? field.name : '')))
  return (['updatedAt', 'createdAt'] as const)
    .filter((name) => !named.has(name))
    .map((name) =>
      listField({
        name,
        type: 'date',
        admin: { disableBulkEdit: true, hidden: true },
        index: true,
        label: ({ t }) => t(`general:${name}`),
      }),
    )
}

function withLists(collection: CollectionConfig): CollectionConfig {
  const drafts = Boolean(
    collection.versions && typeof collection.versions === 'object' && collection.versions.drafts,
  )
  return {
    ...collection,
    fields: [
      ...collection.fields.map(listField),
      ...(drafts ? [publication] : []),
      ...timestamps(collection),
    ],
    admin: collection.admin?.custom?.translationField
      ? {
          ...collection.admin,
          components: {
            ...collection.admin.components,
            beforeListTable: [
              ...(collection.admin.components?.beforeListTable ?? []),
              '@/components/admin/MissingTranslations#MissingTranslations',
            ],
          },
        }
      : collection.admin,
  }
}

/**
 * Lists editors can read at a glance: pictures, related titles and dates with the first paint, "Yes"/"No",
 * "Scheduled for …" as a status, and a
 * "missing translation in …" filter where a collection names its translated text.
 */
export const adminLists: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withLists),
})
