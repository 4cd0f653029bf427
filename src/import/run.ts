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

import { insertDocuments, UnsupportedShape } from './bulk'
import { parseImportFile, type ImportFormat, type ImportIssue } from './parse'
import { prepareNewDocument } from './prepare'
import { ReferenceResolver, toDocument, type ConvertedRow } from './toDocument'

export type ImportMode = 'create' | 'update' | 'upsert'

/** How rows without a `_status` column are saved, in collections with drafts. */
export type ImportStatus = 'published' | 'draft'

export interface ImportSummary {
  imported: number
  /** Documents a row changed; a row that matched a document and changed nothing is neither. */
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
/** New documents written together, in one transaction (src/import/bulk.ts). */
const BULK_BATCH = 1000
/** Existing documents looked up together. */
const LOOKUP_BATCH = 500

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

/** A document in the default language's shape, turned into the all-languages one (`{ en: … }`). */
function allLanguages(fields: FlattenedField[], doc: Data): Data {
  const out: Data = { ...doc }
  for (const field of fields) {
    if (!(field.name in doc)) continue
    const value = doc[field.name]
    if (field.localized) out[field.name] = { [defaultLocale]: value }
    else if ((field.type === 'group' || field.type === 'tab') && value && typeof value === 'object')
      out[field.name] = allLanguages(field.flattenedFields, value as Data)
    else if (field.type === 'array' && Array.isArray(value))
      out[field.name] = value.map((item) => allLanguages(field.flattenedFields, item as Data))
  }
  return out
}

/** Adds a language's values to an all-languages document. */
function addLanguage(fields: FlattenedField[], doc: Data, patch: Data, locale: LocaleCode): void {
  for (const field of fields) {
    if (!(field.name in patch)) continue
    const value = patch[field.name]
    if (field.localized) {
      ;((doc[field.name] ??= {}) as Data)[locale] = value
    } else if (
      (field.type === 'group' || field.type === 'tab') &&
      value &&
      typeof value === 'object'
    ) {
      addLanguage(field.flattenedFields, (doc[field.name] ??= {}) as Data, value as Data, locale)
    } else if (field.type === 'array' && Array.isArray(value) && Array.isArray(doc[field.name])) {
      const items = doc[field.name] as Data[]
      value.forEach((item, index) => {
        if (items[index]) addLanguage(field.flattenedFields, items[index], item as Data, locale)
      })
    }
  }
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
      // In create mode a matching document is no target: Payload refuses the row's duplicate slug.
      const existing = mode === 'create' ? undefined : found.get(String(row.values[match]))
      const existingId = existing?.id as number | string | undefined
      // The data is only known at run time: Payload validates it, the types cannot.
      const write = { collection, depth: 0, draft, overrideAccess: false, req, user }
      const create = payload.create.bind(payload) as unknown as Write
      const update = payload.update.bind(payload) as unknown as Write
      // A write that would change nothing is left out: re-importing an export adds no versions.
      const needed = (patch: Data, locale: LocaleCode) =>
        !existing ||
        !unchanged(patch, { ...inLanguage(fields, existing, locale), _status: existing._status })
      const main = { ...data, ...statusData }
      let changed = false
      let saved = { id: existingId }
      if (existingId === undefined) {
        saved = await create({ ...write, data: main, locale: defaultLocale })
      } else if (needed(main, defaultLocale)) {
        changed = true
        await update({ ...write, id: existingId, data: main, locale: defaultLocale })
      }
      for (const [locale, localeData] of Object.entries(converted.locales) as [
        LocaleCode,
        Data,
      ][]) {
        const patch = { ...localeData, ...statusData }
        if (!needed(patch, locale)) continue
        changed = true
        await update({ ...write, id: saved.id, data: patch, locale })
      }
      await commitTransaction(req)
      if (existingId === undefined) imported++
      else if (changed) updated++
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

  // The documents the rows match, looked up a few hundred at a time.
  const found = new Map<string, Data>()
  const keys = [...new Set(ready.map(({ row }) => row.values[match]).filter((v) => v != null))]
  for (let start = 0; start < keys.length; start += LOOKUP_BATCH) {
    const chunk = keys.slice(start, start + LOOKUP_BATCH)
    const { docs } = await payload.find({
      collection,
      where: { [match]: { in: match === 'id' ? chunk.map(Number) : chunk } } as Where,
      limit: chunk.length,
      pagination: false,
      depth: 0,
      draft: true,
      locale: 'all',
    })
    for (const doc of docs as unknown as Data[]) found.set(String(doc[match]), doc)
  }
  const missing = ({ row }: (typeof ready)[number]) =>
    row.values[match] === undefined || !found.has(String(row.values[match]))
  for (const entry of ready) {
    if (mode === 'update' && missing(entry)) {
      const value = entry.row.values[match]
      rejected.push({
        line: entry.row.line,
        reason:
          value === undefined
            ? `the "${match}" column is empty, so no document can be matched`
            : `no document with ${match} ${JSON.stringify(String(value))} to update`,
      })
      processed++
    }
  }
  const fresh = mode === 'update' ? [] : ready.filter(missing)
  const rowByRow = ready.filter((entry) => !missing(entry))

  // New documents are prepared as Payload would store them and written a thousand at a time.
  const req = await createLocalReq({ user, locale: defaultLocale }, payload)
  req.context.disablePriceRecording = true
  const draftsValidate = Boolean(
    hasDrafts && (config.versions as { drafts: { validate?: boolean } }).drafts.validate,
  )
  const created: Data[] = []
  for (let start = 0; start < fresh.length; start += BULK_BATCH) {
    const chunk = fresh.slice(start, start + BULK_BATCH)
    const prepared: { entry: (typeof ready)[number]; doc: Data }[] = []
    for (const entry of chunk) {
      const { _status: status, ...data } = structuredClone(entry.converted.data)
      const draft = hasDrafts && (status ?? defaultStatus) === 'draft'
      const doc: Data = hasDrafts ? { ...data, _status: draft ? 'draft' : 'published' } : data
      const validate = !draft || draftsValidate
      req.locale = defaultLocale
      const errors = await prepareNewDocument({ collection: config, data: doc, req, validate })
      const whole = allLanguages(fields, doc)
      for (const [locale, patch] of Object.entries(entry.converted.locales) as [
        LocaleCode,
        Data,
      ][]) {
        const translation = structuredClone(patch)
        req.locale = locale
        errors.push(
          ...(
            await prepareNewDocument({
              collection: config,
              data: translation,
              req,
              validate,
              translationOf: doc,
            })
          ).map((error) => `${error} (${locale})`),
        )
        addLanguage(fields, whole, translation, locale)
      }
      if (errors.length) {
        rejected.push({ line: entry.row.line, reason: errors.join('; ') })
        processed++
      } else prepared.push({ entry, doc: whole })
    }
    try {
      const ids = prepared.length
        ? await insertDocuments(
            payload,
            collection,
            prepared.map(({ doc }) => doc),
          )
        : []
      prepared.forEach(({ doc }, index) => created.push({ ...doc, id: ids[index] }))
      imported += prepared.length
      processed += prepared.length
    } catch (error) {
      // A shape the bulk writer cannot map, or a conflict with what an editor just saved: these rows
      // go through Payload one by one, which writes what it can and says what it cannot.
      if (!(error instanceof UnsupportedShape)) payload.logger.warn({ err: error }, 'bulk import')
      rowByRow.push(...prepared.map(({ entry }) => entry))
    }
    await progress()
  }
  // What Payload does after each create (the caches forget; the page of a new path renders afresh),
  // for the documents written in bulk, and one price recording for all of them.
  req.locale = defaultLocale
  for (const doc of created) {
    for (const hook of config.hooks.afterChange ?? []) {
      await hook({
        collection: config,
        context: req.context,
        data: doc,
        doc,
        operation: 'create',
        previousDoc: {},
        req,
      })
    }
  }
  if (collection === 'products' && created.length) {
    await payload.jobs.queue({
      task: 'recordPrices',
      input: { products: created.map((doc) => doc.id as number) },
    })
  }

  // Each row is its own transaction, so rows can be written side by side: the database works on one
  // while the server prepares the next.
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(WRITERS, rowByRow.length) }, async () => {
      while (next < rowByRow.length) await writeRow(rowByRow[next++]!)
    }),
  )
  for (const entry of again) await writeRow(entry, true)

  return summary()
}
