/**
 * Reads the demo content's data files (content/ at the project root, described in its README) and
 * fails on the first thing an editor got wrong, naming the file and, in Markdown, the line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { localeCodes, type LocaleCode } from '@/i18n/locales'

import type { TextBlock } from './types'

const contentDir = path.resolve(import.meta.dirname, '../../../content')

/** How messages name a file: from the project root, as an editor finds it. */
const shown = (file: string) => `content/${file}`

function readContentFile(file: string): string {
  const absolute = path.join(contentDir, file)
  if (!existsSync(absolute)) throw new Error(`${shown(file)} is missing`)
  return readFileSync(absolute, 'utf8')
}

/** The sub-folders of `dir`, e.g. one per guide. */
export function contentFolders(dir: string): string[] {
  return readdirSync(path.join(contentDir, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

/** One value per language, in the order of src/i18n/locales.ts. */
export function perLocale<T>(value: (locale: LocaleCode) => T): Record<LocaleCode, T> {
  return Object.fromEntries(localeCodes.map((locale) => [locale, value(locale)])) as Record<
    LocaleCode,
    T
  >
}

/** Reads `<dir>/<locale><extension>` for every language; a missing language is an error. */
export function readPerLocale<T>(
  dir: string,
  extension: '.md' | '.json',
  read: (file: string) => T,
): Record<LocaleCode, T> {
  if (!existsSync(path.join(contentDir, dir))) throw new Error(`${shown(dir)}/ is missing`)
  const missing = localeCodes
    .map((locale) => `${locale}${extension}`)
    .filter((name) => !existsSync(path.join(contentDir, dir, name)))
  if (missing.length > 0) {
    throw new Error(`${shown(dir)}/ lacks ${missing.join(', ')}: every language needs its file`)
  }
  return perLocale((locale) => read(`${dir}/${locale}${extension}`))
}

/** Reads a JSON file and checks it against `schema`. */
export function readContentJson<T>(file: string, schema: z.ZodType<T>): T {
  let data: unknown
  try {
    data = JSON.parse(readContentFile(file))
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${shown(file)}: ${error.message}`)
    throw error
  }
  const result = schema.safeParse(data)
  if (!result.success) throw new Error(`${shown(file)}:\n${z.prettifyError(result.error)}`)
  return result.data
}

/** Reads a Markdown file (see parseContentMarkdown) with the front-matter fields `fields`. */
export function readContentMarkdown<Field extends string>(
  file: string,
  fields: readonly Field[],
): ContentMarkdown<Field> {
  return parseContentMarkdown(readContentFile(file), shown(file), fields)
}

export interface ContentMarkdown<Field extends string> {
  fields: Record<Field, string>
  body: TextBlock[]
}

/** The block forms a line can start; the text after the marker is taken literally. */
const blockLines: [RegExp, (text: string) => TextBlock][] = [
  [/^## (\S.*)$/, (text) => ({ type: 'h2', text })],
  [/^### (\S.*)$/, (text) => ({ type: 'h3', text })],
  [/^- (\S.*)$/, (text) => ({ type: 'ul', items: [text] })],
  [/^\d+\. (\S.*)$/, (text) => ({ type: 'ol', items: [text] })],
]

/**
 * Markdown this format does not have (other headings, `*`/`+` lists, quotes, code, tables, HTML,
 * rules, indented lines) or a marker without text; such a line would otherwise become a paragraph.
 */
const unsupportedLine = /^(#|[-*+](\s|$)|\d+[.)](\s|$)|>|```|~~~|\||<|---|\*\*\*|___|\s)/

/** The block a line starts, or undefined when the line is none of the forms. */
function blockOf(line: string): TextBlock | undefined {
  for (const [pattern, block] of blockLines) {
    const match = pattern.exec(line)
    if (match) return block(match[1])
  }
  return unsupportedLine.test(line) ? undefined : { type: 'p', text: line }
}

/**
 * Parses a content Markdown file: front matter of `name: "text"` lines (a JSON string each)
 * between `---` lines, then blocks separated by blank lines: `## ` and `### ` headings, one-line
 * paragraphs, `- ` items of a bulleted list and `1. ` items of a numbered one. No inline markup.
 * `file` names the file in error messages.
 */
export function parseContentMarkdown<Field extends string>(
  text: string,
  file: string,
  fieldNames: readonly Field[],
): ContentMarkdown<Field> {
  const lines = text.split(/\r?\n/)
  function fail(index: number, message: string): never {
    throw new Error(`${file}:${index + 1}: ${message}`)
  }

  if (lines[0] !== '---') fail(0, 'expected "---", the start of the front matter')
  const fields: Partial<Record<string, string>> = {}
  let index = 1
  for (; lines[index] !== '---'; index++) {
    if (index >= lines.length) fail(0, 'the front matter has no closing "---" line')
    const match = /^(\w+): (.*)$/.exec(lines[index])
    if (!match) fail(index, `expected 'name: "text"' in the front matter: ${lines[index]}`)
    const [, name, quoted] = match
    if (!(fieldNames as readonly string[]).includes(name)) {
      fail(index, `unknown field "${name}" (expected ${fieldNames.join(', ')})`)
    }
    if (fields[name] !== undefined) fail(index, `"${name}" is given twice`)
    let value: unknown
    try {
      value = JSON.parse(quoted)
    } catch {
      // Reported below, with the form the value should have.
    }
    if (typeof value !== 'string' || value.trim() === '') {
      fail(index, `${name} must be non-empty text in double quotes (a JSON string): ${name}: "…"`)
    }
    fields[name] = value
  }
  const frontMatterEnd = index
  for (const name of fieldNames) {
    if (fields[name] === undefined) fail(frontMatterEnd, `the front matter lacks "${name}:"`)
  }

  const body: TextBlock[] = []
  // The block the previous line belongs to; only a list continues onto the next line.
  let open: TextBlock | undefined
  for (index = frontMatterEnd + 1; index < lines.length; index++) {
    const line = lines[index]
    if (line.trim() === '') {
      open = undefined
      continue
    }
    const block = blockOf(line)
    if (!block) fail(index, `not a heading (## or ###), list item (- or 1.) or paragraph: ${line}`)
    if (open && 'items' in open && 'items' in block && open.type === block.type) {
      open.items.push(...block.items)
      continue
    }
    if (open) {
      fail(index, 'expected a blank line before this line (a paragraph is one line, not wrapped)')
    }
    body.push(block)
    open = block
  }
  if (body.length === 0) fail(frontMatterEnd, 'the text after the front matter is empty')
  return { fields: fields as Record<Field, string>, body }
}
