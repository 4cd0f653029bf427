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

/** One record as the scanner reads it: its fields, or why it cannot be read. */
interface CsvRecord {
  fields: string[]
  /** Where the record starts (line) and where the next one does (offset, line). */
  line: number
  end: number
  endLine: number
  problem?: string
}

const QUOTE_NOT_CLOSED = 'a quoted value is never closed'
const STRAY_QUOTE =
  'a quote (") appears inside an unquoted value; quote the whole value and double the quote ("")'
const TEXT_AFTER_QUOTE =
  'text follows a closing quote; quote the whole value and double any quote inside ("")'

const isBlank = (char: string | undefined) => char === ' ' || char === '\t'

/**
 * Reads the CSV record that starts at `start` (RFC 4180: comma-separated; values in double quotes may
 * hold commas, line breaks and doubled quotes). Unquoted values are trimmed, as spreadsheets write them.
 */
function readRecord(text: string, start: number, line: number): CsvRecord {
  const fields: string[] = []
  let at = start
  let current = line
  let problem: string | undefined
  for (;;) {
    let value = ''
    let lead = at
    while (isBlank(text[lead])) lead++
    if (text[lead] === '"') {
      at = lead + 1
      for (;;) {
        if (at >= text.length) {
          return { fields, line, end: text.length, endLine: current, problem: QUOTE_NOT_CLOSED }
        }
        const char = text[at]!
        if (char === '"') {
          if (text[at + 1] === '"') {
            value += '"'
            at += 2
            continue
          }
          at++
          break
        }
        if (char === '\n') current++
        value += char
        at++
      }
      while (isBlank(text[at])) at++
      if (at < text.length && text[at] !== ',' && text[at] !== '\n' && text[at] !== '\r') {
        problem ??= TEXT_AFTER_QUOTE
        while (at < text.length && text[at] !== ',' && text[at] !== '\n') at++
      }
    } else {
      while (at < text.length && text[at] !== ',' && text[at] !== '\n') {
        if (text[at] === '"') problem ??= STRAY_QUOTE
        value += text[at]
        at++
      }
      value = value.trim()
    }
    fields.push(value)
    if (at >= text.length) return { fields, line, end: at, endLine: current, problem }
    if (text[at] === ',') {
      at++
      continue
    }
    // A line break ends the record.
    if (text[at] === '\r' && text[at + 1] === '\n') at++
    return { fields, line, end: at + 1, endLine: current + 1, problem }
  }
}

/**
 * Splits a CSV file into records that recover one by one: a record whose quoting is broken costs its
 * own line only. When a stray or unclosed quote made it run over several lines, reading starts again on
 * the line after its first, so the rows after it still land (or are reported on their own lines).
 */
function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (at < text.length) {
    const record = readRecord(text, at, line)
    if (record.problem && record.endLine > line + 1) {
      records.push({ ...record, fields: [], problem: QUOTE_NOT_CLOSED })
      const newline = text.indexOf('\n', at)
      at = newline === -1 ? text.length : newline + 1
      line++
      continue
    }
    const blank = record.fields.length === 1 && record.fields[0] === '' && !record.problem
    if (!blank) records.push(record)
    at = record.end
    line = record.endLine
  }
  return records
}

function parseCsv(text: string): ParsedImport {
  const [header, ...body] = csvRecords(text)
  if (!header) return { rows: [], issues: [] }
  if (header.problem) return { rows: [], issues: [{ line: header.line, reason: header.problem }] }
  const columns = header.fields.map(normalizeColumn)
  const rows: ImportRow[] = []
  const issues: ImportIssue[] = []
  for (const { fields, line, problem } of body) {
    if (problem) {
      issues.push({ line, reason: problem })
      continue
    }
    if (fields.length !== columns.length) {
      issues.push({
        line,
        reason: `the row has ${fields.length} columns where the header has ${columns.length}`,
      })
      continue
    }
    const values: Record<string, unknown> = {}
    fields.forEach((value, index) => {
      if (value !== '') values[columns[index]!] = restoreCell(value)
    })
    if (Object.values(values).some((v) => String(v).includes(REPLACEMENT_CHARACTER))) {
      issues.push({ line, reason: NOT_UTF8 })
    } else {
      rows.push({ line, values })
    }
  }
  return { rows, issues }
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
  return format === 'csv' ? parseCsv(text) : parseJson(text)
}
