/**
 * Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (`=HYPERLINK(…)` in a store's name becomes a link in whoever opens the export). An export
 * writes such a cell with a leading `'`, which spreadsheets show as text; an import of our own
 * export removes it again, so a file survives the round trip unchanged.
 */
// Quotes already in front count too, so that a cell such as `'=x` also comes back as it was.
const FORMULA_START = /^'*[=+\-@\t\r]/

/** The cell as an export writes it: text that a spreadsheet shows, never runs. */
export function neutralizeCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** The cell as an import reads it: the export's guard taken off again. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}
