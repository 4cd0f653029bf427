import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

const KEEP_REFUSED_ERRORS = '@/components/admin/KeepRefusedErrors#KeepRefusedErrors'

function withCollection(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: {
          ...components?.edit,
          beforeDocumentControls: [
            ...(components?.edit?.beforeDocumentControls ?? []),
            KEEP_REFUSED_ERRORS,
          ],
        },
      },
    },
  }
}

function withGlobal(global: GlobalConfig): GlobalConfig {
  const components = global.admin?.components
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...components,
        elements: {
          ...components?.elements,
          beforeDocumentControls: [
            ...(components?.elements?.beforeDocumentControls ?? []),
            KEEP_REFUSED_ERRORS,
          ],
        },
      },
    },
  }
}

/** Every document form, of collections and globals, keeps a refused save's messages on its fields. */
export const keepRefusedErrors: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withCollection),
  globals: config.globals?.map(withGlobal),
})
