import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

const KEEP_REFUSED_ERRORS = '@/components/admin/KeepRefusedErrors#KeepRefusedErrors'
const FORM_STATE_VERDICTS = '@/components/admin/FormStateVerdicts#FormStateVerdicts'

type WithControls = { beforeDocumentControls?: unknown[] }

/** The same group of a document view's components, with the component added before its controls. */
const withComponent = <T extends WithControls>(group: T | undefined): T =>
  ({
    ...group,
    beforeDocumentControls: [...(group?.beforeDocumentControls ?? []), KEEP_REFUSED_ERRORS],
  }) as T

/**
 * Every document form, of collections and globals, keeps a refused save's messages on its fields,
 * and no mark given for a value its field no longer holds.
 */
export const keepRefusedErrors: Plugin = (config) => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      providers: [...(config.admin?.components?.providers ?? []), FORM_STATE_VERDICTS],
    },
  },
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
