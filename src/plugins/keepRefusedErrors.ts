import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

const KEEP_REFUSED_ERRORS = '@/components/admin/KeepRefusedErrors#KeepRefusedErrors'

type WithControls = { beforeDocumentControls?: unknown[] }

/** The same group of a document view's components, with the component added before its controls. */
const withComponent = <T extends WithControls>(group: T | undefined): T =>
  ({
    ...group,
    beforeDocumentControls: [...(group?.beforeDocumentControls ?? []), KEEP_REFUSED_ERRORS],
  }) as T

/** Every document form, of collections and globals, keeps a refused save's messages on its fields. */
export const keepRefusedErrors: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection): CollectionConfig => ({
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        edit: withComponent(collection.admin?.components?.edit),
      },
    },
  })),
  globals: config.globals?.map((global): GlobalConfig => ({
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...global.admin?.components,
        elements: withComponent(global.admin?.components?.elements),
      },
    },
  })),
})
