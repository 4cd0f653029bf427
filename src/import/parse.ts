import { CsvError, parse, type Options } from 'csv-parse/sync'

import { restoreCell } from '@/lib/csvCells'

/** One record of an import file, its values keyed by flat column name (`description_de`, `offers_0_price`). */
export interface ImportRow {
  /** Where the record starts: the line in a CSV file, the item number (1-based) in a JSON array. */
  line: number
  values: Record<string, unknown>
}

/** A record that cannot be imported, and why. */
export interface ImportIssue {
  line: number
  reason: string
}

export type ImportFormat = 'csv' | 'json'

export interface ParsedImport {
  rows: ImportRow[]
  issues: ImportIssue[]
}

const REPLACEMENT_CHARACTER = '\uFFFD'
const NOT_UTF8 =
  'contains bytes that are not valid UTF-8; save the file as UTF-8 and import it again'

/** `description.de` and `description_de` both name the German description. */
const normalizeColumn = (column: string): string => column.trim().replaceAll('.', '_')

/** A JSON document flattened to the same column names a CSV file uses. */
function flatten(value: unknown, prefix: string, into: Record<string, unknown>): void {
  if (Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object')) {
    value.forEach((item, index) => flatten(item, `${prefix}_${index}`, into))
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, nested] of Object.entries(value)) {
      flatten(nested, prefix ? `${prefix}_${normalizeColumn(key)}` : normalizeColumn(key), into)
    }
  } else {
    into[prefix] = value
  }
}

function parseCsv(text: string): ParsedImport {
  const rows: ImportRow[] = []
  const issues: ImportIssue[] = []
  const options: Options & { on_skip: (error: CsvError | undefined) => void } = {
    bom: true,
    columns: (header: string[]) => header.map(normalizeColumn),
    info: true,
    raw: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    trim: true,
    on_skip: (error) => {
      if (error) issues.push({ line: error.lines, reason: csvErrorReason(error) })
    },
  }
  const records = parse(text, options) as {
    info: { lines: number }
    raw: string
    record: Record<string, string>
  }[]
  for (const { info, raw, record } of records) {
    const values: Record<string, unknown> = {}
    for (const [column, value] of Object.entries(record)) {
      if (value !== '') values[column] = restoreCell(value)
    }
    // `info.lines` is where the record ends; a quoted value may have spanned several lines.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0)
    if (Object.values(values).some((v) => String(v).includes(REPLACEMENT_CHARACTER))) {
      issues.push({ line, reason: NOT_UTF8 })
    } else {
      rows.push({ line, values })
    }
  }
  return { rows, issues: issues.sort((a, b) => a.line - b.line) }
}

function csvErrorReason(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'the row does not have as many columns as the header'
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed'
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return 'a quote (") appears inside an unquoted value'
    default:
      return `the row is not valid CSV (${error.message.replace(/ at line \d+.*$/, '')})`
  }
}

function parseJson(text: string): ParsedImport {
  let data: unknown
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    return {
      rows: [],
      issues: [{ line: 0, reason: `the file is not valid JSON: ${(error as Error).message}` }],
    }
  }
  const items = Array.isArray(data) ? data : (data as { docs?: unknown })?.docs
  if (!Array.isArray(items)) {
    return {
      rows: [],
      issues: [{ line: 0, reason: 'a JSON import must be an array of documents' }],
    }
  }
  const rows: ImportRow[] = []
  const issues: ImportIssue[] = []
  items.forEach((item, index) => {
    const line = index + 1
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      issues.push({ line, reason: 'the item is not an object' })
      return
    }
    const values: Record<string, unknown> = {}
    flatten(item, '', values)
    for (const [key, value] of Object.entries(values))
      if (value === null || value === '') delete values[key]
    if (JSON.stringify(values).includes(REPLACEMENT_CHARACTER))
      issues.push({ line, reason: NOT_UTF8 })
    else rows.push({ line, values })
  })
  return { rows, issues }
}

/**
 * Reads an import file into rows with their line numbers. A row that cannot be read (wrong column count,
 * broken quoting, invalid UTF-8) becomes an issue; the others are returned, so good rows still land.
 */
export function parseImportFile(data: Buffer | Uint8Array, format: ImportFormat): ParsedImport {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data)
  try {
    return format === 'csv' ? parseCsv(text) : parseJson(text)
  } catch (error) {
    // Only the header itself can fail the whole file (rows are skipped one by one).
    return { rows: [], issues: [{ line: 1, reason: csvErrorReason(error as Error) }] }
  }
}
