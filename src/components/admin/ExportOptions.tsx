'use client'

import {
  FieldLabel,
  RadioGroupField,
  ReactSelect,
  useConfig,
  useDocumentInfo,
  useField,
  useListQuery,
  useSelection,
  useTranslation,
} from '@payloadcms/ui'
import type { ClientField, TextFieldClientComponent, Where } from 'payload'
import { fieldAffectsData } from 'payload/shared'
import { useEffect, useMemo } from 'react'

import { adminMessage } from '@/i18n/admin/text'

const labelOf = (field: ClientField, language: string): string => {
  const label = 'label' in field ? field.label : undefined
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, string>
    return byLanguage[language] ?? byLanguage.en ?? ('name' in field ? field.name : '')
  }
  return 'name' in field ? field.name : ''
}

/** The top-level data fields of a collection, through rows, collapsibles and unnamed tabs. */
function dataFields(fields: ClientField[]): ClientField[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : dataFields(tab.fields)))
    }
    if (!fieldAffectsData(field) && 'fields' in field) return dataFields(field.fields)
    return fieldAffectsData(field) ? [field] : []
  })
}

/**
 * Which columns an export writes. Empty means every field — what an import of the file needs, so an
 * export can be imported back as it is; editors may still pick a few for a report.
 */
export const ExportFields: TextFieldClientComponent = ({ path, readOnly, field }) => {
  const { setValue, value } = useField<string[]>({ path })
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const collection = collectionSlug ? getEntityConfig({ collectionSlug }) : undefined
  const options = useMemo(
    () =>
      dataFields(collection?.fields ?? []).map((entry) => ({
        label: labelOf(entry, i18n.language),
        value: 'name' in entry ? entry.name : '',
      })),
    [collection, i18n.language],
  )
  const chosen = Array.isArray(value) ? value : []
  return (
    <div className="field-type export-fields">
      <FieldLabel label={field.label} path={path} />
      <ReactSelect
        disabled={readOnly}
        inputId={`field-${path.replace(/\./g, '__')}`}
        isClearable
        isMulti
        placeholder={adminMessage(i18n.language, 'exportAllFields')}
        options={options}
        value={chosen.map(
          (name) => options.find((option) => option.value === name) ?? { label: name, value: name },
        )}
        onChange={(next) =>
          setValue(
            (Array.isArray(next) ? next : next ? [next] : []).map((option) =>
              String((option as { value: unknown }).value),
            ),
          )
        }
      />
      <p className="field-description">{adminMessage(i18n.language, 'exportAllFieldsHint')}</p>
    </div>
  )
}

/** The list's search as a query on the fields the list searches, as Payload's list does. */
function searchWhere(search: string, fields: string[]): Where {
  return { or: fields.map((name) => ({ [name]: { like: search } })) }
}

/**
 * Which rows an export writes: the rows ticked in the list, the list as filtered and searched, or all.
 * The default follows the list the editor sees, search included.
 */
export const ExportSelection: TextFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { query } = useListQuery()
  const { selectAll, selected } = useSelection()
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const { t } = useTranslation()
  const { setValue: setSelection, value: selection } = useField<string>({ path: 'selectionToUse' })
  const { setValue: setWhere } = useField<Where>({ path: 'where' })

  const collection = collectionSlug ? getEntityConfig({ collectionSlug }) : undefined
  const search = typeof query?.search === 'string' ? query.search.trim() : ''
  const searchable = collection?.admin?.listSearchableFields
  // The fields the list's search box looks in, as one string: a stable dependency below.
  const searchFields = (
    searchable?.length ? searchable : [collection?.admin?.useAsTitle ?? 'id']
  ).join(',')
  const listWhere = query?.where as Where | undefined
  const filters = useMemo(() => {
    const parts: Where[] = []
    if (listWhere && Object.keys(listWhere).length) parts.push(listWhere)
    if (search) parts.push(searchWhere(search, searchFields.split(',')))
    return parts.length === 0 ? null : parts.length === 1 ? parts[0]! : { and: parts }
  }, [listWhere, search, searchFields])
  const ticked = useMemo(
    () => [...(selected?.entries() ?? [])].filter(([, on]) => on).map(([rowId]) => rowId),
    [selected],
  )
  const someTicked = (selectAll === 'allInPage' || selectAll === 'some') && ticked.length > 0

  useEffect(() => {
    if (id) return
    setSelection(someTicked ? 'currentSelection' : filters ? 'currentFilters' : 'all')
  }, [id, someTicked, filters, setSelection])

  useEffect(() => {
    if (id) return
    if (selection === 'currentSelection') setWhere({ id: { in: ticked } })
    else if (selection === 'currentFilters' && filters) setWhere(filters)
    else setWhere({})
  }, [id, selection, ticked, filters, setWhere])

  const options = [
    ...(someTicked
      ? [
          {
            label: t('plugin-import-export:selectionToUse-currentSelection' as never),
            value: 'currentSelection',
          },
        ]
      : []),
    ...(filters
      ? [
          {
            label: t('plugin-import-export:selectionToUse-currentFilters' as never),
            value: 'currentFilters',
          },
        ]
      : []),
    { label: t('plugin-import-export:selectionToUse-allDocuments' as never), value: 'all' },
  ]
  if (options.length === 1) return null
  const label = t('plugin-import-export:field-selectionToUse-label' as never)
  return (
    <RadioGroupField
      field={{ name: 'selectionToUse', type: 'radio', label, options }}
      path="selectionToUse"
    />
  )
}
