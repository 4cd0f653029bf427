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

function listField(field: Field): Field {
  if (field.type === 'checkbox' && !field.admin?.components?.Cell) {
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { ...field.admin?.components, Cell: '@/components/admin/Cells#BooleanCell' },
      },
    }
  }
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string' &&
    !field.hasMany &&
    !field.admin?.components?.Cell
  ) {
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { ...field.admin?.components, Cell: '@/components/admin/Cells#RelationCell' },
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

function withLists(collection: CollectionConfig): CollectionConfig {
  const drafts = Boolean(
    collection.versions && typeof collection.versions === 'object' && collection.versions.drafts,
  )
  return {
    ...collection,
    fields: [...collection.fields.map(listField), ...(drafts ? [publication] : [])],
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
 * Lists editors can read at a glance: pictures and related titles with the first paint, "Yes"/"No",
 * "Scheduled for …" as a status, and a
 * "missing translation in …" filter where a collection names its translated text.
 */
export const adminLists: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withLists),
})
