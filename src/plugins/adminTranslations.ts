import type { Block, CollectionConfig, Field, GlobalConfig, Plugin, Tab } from 'payload'
import { formatLabels, toWords } from 'payload/shared'

import { adminLabel, inAdminLanguages } from '@/i18n/admin/text'

/**
 * Every English label, description, option and group name the project gives the admin becomes a label
 * in each admin language (src/i18n/admin). Fields without a label get the one Payload would derive from
 * their name, translated too. Labels that are already functions or per-language objects (Payload's and
 * its plugins' own) are left alone. The English texts met are collected for the catalogues' test.
 */
export const adminEnglishTexts = new Set<string>()

type Label = unknown

/** A label, read into sentences too: a function of the editor's language (see adminLabel). */
function translated(label: Label): Label {
  if (typeof label !== 'string' || label === '') return label
  adminEnglishTexts.add(label)
  return adminLabel(label)
}

/** A description or a group name, shown as it is: every language at once. */
function translatedText(text: Label): Label {
  if (typeof text !== 'string' || text === '') return text
  adminEnglishTexts.add(text)
  return inAdminLanguages(text)
}

function translateAdmin<T extends object | undefined>(admin: T): T {
  if (!admin || !('description' in admin)) return admin
  return { ...admin, description: translatedText((admin as { description?: Label }).description) }
}

function translateOptions(options: unknown): unknown {
  if (!Array.isArray(options)) return options
  return options.map((option) =>
    option && typeof option === 'object' && 'label' in option
      ? { ...option, label: translated(option.label) }
      : option,
  )
}

function translateLabels(labels: unknown): unknown {
  if (!labels || typeof labels !== 'object') return labels
  const { singular, plural } = labels as { singular?: Label; plural?: Label }
  return { ...labels, singular: translated(singular), plural: translated(plural) }
}

function translateBlock(block: Block): Block {
  return {
    ...block,
    labels: translateLabels(block.labels ?? formatLabels(block.slug)) as Block['labels'],
    fields: translateFields(block.fields),
  }
}

function translateTab(tab: Tab): Tab {
  return {
    ...tab,
    label: translated(tab.label ?? ('name' in tab && tab.name ? toWords(tab.name) : undefined)),
    description: translatedText(tab.description),
    fields: translateFields(tab.fields),
  } as Tab
}

function translateField(field: Field): Field {
  const next = { ...field } as Record<string, unknown>
  if ('label' in field || 'name' in field) {
    const own = (field as { label?: Label }).label
    const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    // `label: false` hides it; the hidden and the UI-only fields show none.
    if (own !== false && field.type !== 'ui' && !field.admin?.hidden) {
      next.label = translated(own ?? (named ? toWords(named) : undefined))
    }
  }
  next.admin = translateAdmin((field as { admin?: object }).admin)
  if ('options' in field) next.options = translateOptions(field.options)
  if ('labels' in field) next.labels = translateLabels(field.labels)
  if ('fields' in field) next.fields = translateFields(field.fields)
  if ('tabs' in field) next.tabs = field.tabs.map(translateTab)
  if ('blocks' in field) next.blocks = field.blocks.map(translateBlock)
  return next as Field
}

export const translateFields = (fields: Field[]): Field[] => fields.map(translateField)

function translateCollection(collection: CollectionConfig): CollectionConfig {
  const admin = translateAdmin(collection.admin) as CollectionConfig['admin']
  return {
    ...collection,
    labels: translateLabels(
      collection.labels ?? formatLabels(collection.slug),
    ) as CollectionConfig['labels'],
    admin: admin && { ...admin, group: translatedText(admin.group) as never },
    fields: translateFields(collection.fields),
  }
}

function translateGlobal(global: GlobalConfig): GlobalConfig {
  const admin = translateAdmin(global.admin) as GlobalConfig['admin']
  return {
    ...global,
    label: translated(global.label ?? toWords(global.slug)) as GlobalConfig['label'],
    admin: admin && { ...admin, group: translatedText(admin.group) as never },
    fields: translateFields(global.fields),
  }
}

/** Last but one of the plugins: it sees the fields every other plugin added. */
export const adminTranslations: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(translateCollection),
  globals: config.globals?.map(translateGlobal),
})
