import type { CollectionSlug, FlattenedField, Payload } from 'payload'

import { defaultLocale, localeCodes, type LocaleCode } from '@/i18n/locales'

type Data = Record<string, unknown>

/** A row turned into Payload data: the default locale's document plus one patch per other locale. */
export interface ConvertedRow {
  data: Data
  locales: Partial<Record<LocaleCode, Data>>
  errors: string[]
}

/** The field a relationship's target is addressed by in import files, besides its numeric id. */
const lookupField: Partial<Record<CollectionSlug, string>> = {
  'post-categories': 'seoSlug',
  posts: 'slug',
  stores: 'slug',
  products: 'slug',
  'product-groups': 'slug',
  media: 'filename',
}

const LIST_SEPARATOR = /[,;|]/
const TRUE = new Set(['true', '1', 'yes', 'y', 'x'])
const FALSE = new Set(['false', '0', 'no', 'n', ''])

/** Resolves relationship values (ids or slugs) to ids, one query per distinct value. */
export class ReferenceResolver {
  private readonly cache = new Map<string, Promise<number | string | null>>()

  constructor(private readonly payload: Payload) {}

  resolve(collection: CollectionSlug, token: string): Promise<number | string | null> {
    const key = `${collection}\u0000${token}`
    let found = this.cache.get(key)
    if (!found) {
      found = this.find(collection, token)
      this.cache.set(key, found)
    }
    return found
  }

  private async find(collection: CollectionSlug, token: string): Promise<number | string | null> {
    const byField = lookupField[collection]
    const or: Data[] = []
    if (/^\d+$/.test(token)) or.push({ id: { equals: Number(token) } })
    if (byField) or.push({ [byField]: { equals: token } })
    if (or.length === 0) return null
    const { docs } = await this.payload.find({
      collection,
      where: { or },
      limit: 1,
      depth: 0,
      draft: true,
      pagination: false,
      select: {},
    } as Parameters<Payload['find']>[0])
    return (docs[0]?.id as number | string | undefined) ?? null
  }
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : String(value).split(LIST_SEPARATOR))
    .map((item) => item.trim())
    .filter(Boolean)

const quote = (value: unknown) => JSON.stringify(String(value))

/** What an editor calls the documents a column refers to (a collection's slug is no word of theirs). */
const REFERENCE_NOUNS: Partial<Record<CollectionSlug, [string, string]>> = {
  'post-categories': ['category', 'categories'],
  stores: ['store', 'stores'],
  products: ['product', 'products'],
  posts: ['guide', 'guides'],
  'product-groups': ['product group', 'product groups'],
  media: ['image', 'images'],
  users: ['user', 'users'],
}

async function convertValue(
  field: FlattenedField,
  value: unknown,
  path: string,
  resolver: ReferenceResolver,
  errors: string[],
): Promise<unknown> {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'date':
      return Array.isArray(value) ? value.map(String) : String(value)
    case 'number': {
      const numbers = (field.hasMany ? list(value) : [String(value).trim()]).map(Number)
      if (numbers.some((n) => !Number.isFinite(n))) {
        errors.push(`${path}: ${quote(value)} is not a number`)
        return undefined
      }
      return field.hasMany ? numbers : numbers[0]
    }
    case 'checkbox': {
      const text = String(value).trim().toLowerCase()
      if (TRUE.has(text)) return true
      if (FALSE.has(text)) return false
      errors.push(`${path}: ${quote(value)} is not true or false`)
      return undefined
    }
    case 'select':
    case 'radio': {
      const options = field.options.map((option) =>
        typeof option === 'string' ? option : option.value,
      )
      const byLowerCase = new Map(options.map((option) => [option.toLowerCase(), option]))
      // Other names of an option (a country field's UK for GB: src/fields/countries.ts).
      const aliases = (field.custom?.optionAliases ?? {}) as Record<string, string>
      for (const [alias, option] of Object.entries(aliases))
        byLowerCase.set(alias.toLowerCase(), option)
      const items = 'hasMany' in field && field.hasMany ? list(value) : [String(value).trim()]
      const values = items.map((item) => byLowerCase.get(item.toLowerCase()))
      const unknown = items.filter((_, index) => values[index] === undefined)
      if (unknown.length > 0) {
        errors.push(
          `${path}: unknown value${unknown.length > 1 ? 's' : ''} ${unknown.map(quote).join(', ')}`,
        )
        return undefined
      }
      return 'hasMany' in field && field.hasMany ? values : values[0]
    }
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) return undefined // polymorphic links are not imported
      const target = field.relationTo as CollectionSlug
      const tokens = field.hasMany ? list(value) : [String(value).trim()]
      const ids = await Promise.all(tokens.map((token) => resolver.resolve(target, token)))
      const unknown = tokens.filter((_, index) => ids[index] === null)
      if (unknown.length > 0) {
        const [one, many] = REFERENCE_NOUNS[target] ?? [target, target]
        errors.push(
          `${path}: unknown ${unknown.length > 1 ? many : one} ${unknown.map(quote).join(', ')}`,
        )
        return undefined
      }
      return field.hasMany ? ids : ids[0]
    }
    case 'json':
    case 'richText':
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value)
      } catch {
        errors.push(`${path}: not valid JSON`)
        return undefined
      }
    default:
      return undefined
  }
}

/** The values of `prefix_N_...` columns, grouped by N. */
function arrayRows(values: Data, prefix: string): Data[] {
  const pattern = new RegExp(`^${prefix}_(\\d+)_(.+)$`)
  const rows: Data[] = []
  for (const [key, value] of Object.entries(values)) {
    const match = pattern.exec(key)
    if (match) (rows[Number(match[1])] ??= {})[match[2]!] = value
  }
  return rows.filter(Boolean)
}

/**
 * A many-valued field's items as an export writes them, one column each: `countries_0`, `countries_1`,
 * and for relationships `categories_0_id`. Undefined when the file has no such columns.
 */
function indexedValues(values: Data, name: string): unknown[] | undefined {
  const pattern = new RegExp(`^${name}_(\\d+)(?:_id)?$`)
  const items: [number, unknown][] = []
  for (const [key, value] of Object.entries(values)) {
    const match = pattern.exec(key)
    if (match) items.push([Number(match[1]), value])
  }
  return items.length ? items.sort((a, b) => a[0] - b[0]).map(([, value]) => value) : undefined
}

const manyValued = (field: FlattenedField) => 'hasMany' in field && field.hasMany === true

function subValues(values: Data, prefix: string): Data {
  const sub: Data = {}
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(`${prefix}_`)) sub[key.slice(prefix.length + 1)] = value
  }
  return sub
}

async function convertFields(
  fields: FlattenedField[],
  values: Data,
  out: ConvertedRow,
  target: { data: Data; locales: Partial<Record<LocaleCode, Data>> },
  pathPrefix: string,
  resolver: ReferenceResolver,
  localize: boolean,
): Promise<void> {
  for (const field of fields) {
    const path = `${pathPrefix}${field.name}`
    if (field.type === 'array' || field.type === 'blocks') {
      if (field.type === 'blocks') continue
      const rows = arrayRows(values, field.name)
      if (rows.length === 0) continue
      const items: { data: Data; locales: Partial<Record<LocaleCode, Data>> }[] = []
      for (const [index, row] of rows.entries()) {
        const item = { data: {} as Data, locales: {} as Partial<Record<LocaleCode, Data>> }
        await convertFields(
          field.flattenedFields,
          row,
          out,
          item,
          `${path}.${index}.`,
          resolver,
          true,
        )
        items.push(item)
      }
      target.data[field.name] = items.map((item) => item.data)
      // A language's update carries the whole list (the rows are matched by their id): the shared
      // values, with that language's text where the row has one and none where it has not.
      const localizedNames = field.flattenedFields
        .filter((sub) => sub.localized)
        .map((sub) => sub.name)
      const languages = new Set(items.flatMap((item) => Object.keys(item.locales)))
      for (const locale of languages as Set<LocaleCode>) {
        ;(target.locales[locale] ??= {})[field.name] = items.map(({ data, locales }) => ({
          ...Object.fromEntries(
            Object.entries(data).filter(([name]) => !localizedNames.includes(name)),
          ),
          ...locales[locale],
        }))
      }
      continue
    }
    if (field.type === 'group' || field.type === 'tab') {
      const sub = subValues(values, field.name)
      if (Object.keys(sub).length === 0) continue
      const group = { data: {} as Data, locales: {} as Partial<Record<LocaleCode, Data>> }
      await convertFields(field.flattenedFields, sub, out, group, `${path}.`, resolver, localize)
      target.data[field.name] = group.data
      for (const [locale, data] of Object.entries(group.locales)) {
        ;(target.locales[locale as LocaleCode] ??= {})[field.name] = data
      }
      continue
    }
    if (field.localized && localize) {
      for (const locale of localeCodes) {
        const value =
          values[`${field.name}_${locale}`] ??
          (locale === defaultLocale ? values[field.name] : undefined)
        if (value === undefined) continue
        const converted = await convertValue(
          field,
          value,
          `${path} (${locale})`,
          resolver,
          out.errors,
        )
        if (converted === undefined) continue
        if (locale === defaultLocale) target.data[field.name] = converted
        else (target.locales[locale] ??= {})[field.name] = converted
      }
      continue
    }
    const value =
      values[field.name] ??
      (field.localized ? values[`${field.name}_${defaultLocale}`] : undefined) ??
      (manyValued(field) ? indexedValues(values, field.name) : undefined)
    if (value === undefined) continue
    const converted = await convertValue(field, value, path, resolver, out.errors)
    if (converted !== undefined) target.data[field.name] = converted
  }
}

/** Turns one import row into the data for `payload.create`/`update`, collecting every problem it finds. */
export async function toDocument(
  fields: FlattenedField[],
  values: Data,
  resolver: ReferenceResolver,
): Promise<ConvertedRow> {
  const out: ConvertedRow = { data: {}, locales: {}, errors: [] }
  const editable = fields.filter((field) => !['id', 'createdAt', 'updatedAt'].includes(field.name))
  await convertFields(editable, values, out, out, '', resolver, true)
  const status = values._status
  if (status !== undefined) {
    if (status === 'draft' || status === 'published') out.data._status = status
    else out.errors.push(`_status: ${quote(status)} is neither "draft" nor "published"`)
  }
  return out
}
