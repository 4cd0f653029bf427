import {
  type FlattenedField,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type TypedUser,
  type Where,
} from 'payload'

import { defaultLocale, type LocaleCode } from '@/i18n/locales'

import { parseImportFile, type ImportFormat, type ImportIssue } from './parse'
import { ReferenceResolver, toDocument, type ConvertedRow } from './toDocument'

export type ImportMode = 'create' | 'update' | 'upsert'

/** How rows without a `_status` column are saved, in collections with drafts. */
export type ImportStatus = 'published' | 'draft'

export interface ImportSummary {
  imported: number
  updated: number
  /** Rows read from the file, good and bad. */
  total: number
  /** Rows handled so far, good and bad: equals `total` when the import is done. */
  processed: number
  issues: number
  /** Each rejected row: its line in the file (item number in JSON) and the reason. */
  issueDetails: { row: number; error: string }[]
}

interface ImportOptions {
  payload: Payload
  collection: CollectionSlug
  file: Buffer | Uint8Array
  format: ImportFormat
  mode?: ImportMode
  /** The field that finds the document to update (`slug`, `id`, …); defaults to `slug` where there is one. */
  matchField?: string
  /** For rows without a `_status` column. */
  status?: ImportStatus
  user: TypedUser
  /** Called now and then while rows are written, with the summary so far. */
  onProgress?: (summary: ImportSummary) => Promise<void>
}

/** How often, at most, the summary so far is reported while an import runs. */
const PROGRESS_INTERVAL_MS = 1000
/** Rows written at the same time, each in its own transaction. */
const WRITERS = 4

type Write = (args: Record<string, unknown>) => Promise<{ id: number | string }>

type Data = Record<string, unknown>

/** A document read in every language (`locale: 'all'`), as it reads in one of them. */
function inLanguage(fields: FlattenedField[], doc: Data, locale: LocaleCode): Data {
  const view: Data = {}
  for (const field of fields) {
    if (!(field.name in doc)) continue
    let value = doc[field.name]
    if (field.localized && value && typeof value === 'object' && !Array.isArray(value)) {
      value = (value as Data)[locale] ?? null
    }
    if ((field.type === 'group' || field.type === 'tab') && value && typeof value === 'object') {
      value = inLanguage(field.flattenedFields, value as Data, locale)
    } else if (field.type === 'array' && Array.isArray(value)) {
      value = value.map((item) => inLanguage(field.flattenedFields, item as Data, locale))
    }
    view[field.name] = value
  }
  return view
}

/** Whether writing `given` over `stored` would leave it as it is (absent, null and '' are alike). */
function unchanged(given: unknown, stored: unknown): boolean {
  if (given === undefined) return true
  if (given === null || given === '')
    return stored === null || stored === undefined || stored === ''
  if (Array.isArray(given)) {
    return (
      Array.isArray(stored) &&
      given.length === stored.length &&
      given.every((item, index) => unchanged(item, stored[index]))
    )
  }
  if (typeof given === 'object') {
    return (
      stored !== null &&
      typeof stored === 'object' &&
      Object.entries(given).every(([key, value]) => unchanged(value, (stored as Data)[key]))
    )
  }
  return String(given) === String(stored)
}

/** Payload's validation errors name each field; say which, and what is wrong with it. */
function reasonOf(error: unknown): string {
  const data = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data
  if (data?.errors?.length) {
    return data.errors
      .map(({ path, message }) => (path ? `${path}: ${message}` : message))
      .join('; ')
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Imports an uploaded CSV or JSON file into a collection. Each row is written in its own transaction,
 * default locale first and then one update per other locale, so a row lands completely or not at all;
 * rows that cannot be read, converted or validated are reported with their line and the reason.
 */
export async function importFile({
  payload,
  collection,
  file,
  format,
  mode = 'create',
  matchField,
  status: defaultStatus = 'published',
  user,
  onProgress,
}: ImportOptions): Promise<ImportSummary> {
  const config = payload.collections[collection].config
  const fields = config.flattenedFields
  const match = matchField || 'slug'
  const hasDrafts = Boolean(
    config.versions && typeof config.versions === 'object' && config.versions.drafts,
  )
  const { rows, issues } = parseImportFile(file, format)
  const rejected: ImportIssue[] = [...issues]
  const resolver = new ReferenceResolver(payload)
  // Two rows for the same document would silently overwrite each other: the second is refused.
  const uniqueKey = fields.some((field) => field.name === 'slug') ? 'slug' : match
  const seen = new Map<string, number>()
  let imported = 0
  let updated = 0
  let processed = issues.length
  const summary = (): ImportSummary => {
    const sorted = [...rejected].sort((a, b) => a.line - b.line)
    return {
      imported,
      updated,
      total: rows.length + issues.length,
      processed,
      issues: sorted.length,
      issueDetails: sorted.map(({ line, reason }) => ({ row: line, error: reason })),
    }
  }
  let reported = Date.now()
  const progress = async () => {
    if (onProgress && Date.now() - reported >= PROGRESS_INTERVAL_MS) {
      reported = Date.now()
      await onProgress(summary())
    }
  }

  // First every row is read and checked (cheap, and in file order, so a repeated slug is refused on
  // its second line); then the good rows are written, several at a time.
  const ready: { row: (typeof rows)[number]; converted: ConvertedRow }[] = []
  for (const row of rows) {
    const converted = await toDocument(fields, row.values, resolver)
    const key = row.values[uniqueKey]
    if (key !== undefined) {
      const first = seen.get(String(key))
      if (first === undefined) seen.set(String(key), row.line)
      else
        converted.errors.push(
          `${uniqueKey} ${JSON.stringify(String(key))} already appears on line ${first}`,
        )
    }
    if (converted.errors.length > 0) {
      rejected.push({ line: row.line, reason: converted.errors.join('; ') })
      processed++
    } else ready.push({ row, converted })
  }
  await progress()

  const again: typeof ready = []
  const writeRow = async ({ row, converted }: (typeof ready)[number], retry = false) => {
    const req = await createLocalReq({ user, locale: defaultLocale }, payload)
    await initTransaction(req)
    try {
      const { _status: status, ...data } = converted.data
      const draft = hasDrafts && (status ?? defaultStatus) === 'draft'
      const statusData = hasDrafts ? { _status: draft ? 'draft' : 'published' } : {}
      let existingId: number | string | undefined
      let existing: Data | undefined
      if (mode !== 'create') {
        const value = row.values[match]
        if (value === undefined)
          throw new Error(`the "${match}" column is empty, so no document can be matched`)
        const where: Where = { [match]: { equals: match === 'id' ? Number(value) : value } }
        const { docs } = await payload.find({
          collection,
          where,
          limit: 1,
          depth: 0,
          req,
          draft: true,
          locale: 'all',
        })
        existing = docs[0] as unknown as Data | undefined
        existingId = docs[0]?.id
        if (existingId === undefined && mode === 'update') {
          throw new Error(`no document with ${match} ${JSON.stringify(String(value))} to update`)
        }
      }
      // The data is only known at run time: Payload validates it, the types cannot.
      const write = { collection, depth: 0, draft, overrideAccess: false, req, user }
      const create = payload.create.bind(payload) as unknown as Write
      const update = payload.update.bind(payload) as unknown as Write
      // A write that would change nothing is left out: re-importing an export adds no versions.
      const needed = (patch: Data, locale: LocaleCode) =>
        !existing ||
        !unchanged(patch, { ...inLanguage(fields, existing, locale), _status: existing._status })
      const main = { ...data, ...statusData }
      const saved =
        existingId === undefined
          ? await create({ ...write, data: main, locale: defaultLocale })
          : needed(main, defaultLocale)
            ? await update({ ...write, id: existingId, data: main, locale: defaultLocale })
            : { id: existingId }
      for (const [locale, localeData] of Object.entries(converted.locales) as [
        LocaleCode,
        Data,
      ][]) {
        const patch = { ...localeData, ...statusData }
        if (needed(patch, locale)) await update({ ...write, id: saved.id, data: patch, locale })
      }
      await commitTransaction(req)
      if (existingId === undefined) imported++
      else updated++
    } catch (error) {
      await killTransaction(req)
      // A refusal of the row's data is its answer; a database hiccup between rows written side by
      // side (a lock wait that gave up) gets the row one more, unhurried try.
      const refused = Boolean((error as { data?: { errors?: unknown[] } }).data?.errors?.length)
      if (!refused && !retry) {
        again.push({ row, converted })
        return
      }
      rejected.push({ line: row.line, reason: reasonOf(error) })
    }
    processed++
    await progress()
  }

  // Each row is its own transaction, so rows can be written side by side: the database works on one
  // while the server prepares the next.
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(WRITERS, ready.length) }, async () => {
      while (next < ready.length) await writeRow(ready[next++]!)
    }),
  )
  for (const entry of again) await writeRow(entry, true)

  return summary()
}
